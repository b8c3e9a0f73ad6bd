"""Hand-kept inputs of the word-list build (see tools/build_wordlists.py).

Everything else comes from the registry packages; these few lists are small
corrections that the sources cannot give.
"""

# Words that are in the sources but are not words a player would accept:
# plurals of consonant letters ("bs", "cs") and unit abbreviations (SCOWL's
# "words" files), and the abbreviations Webster's Second lists in lower case
# ("st" for street or saint, "yr" for year, "ca" for circa).
# Vowel-letter plurals are left alone because they are real words (as, is, us).
BLOCKLIST = tuple(sorted(
    [c + "s" for c in "bcdfghjklmnpqrstvwxyz"]
    + ["kb", "mb", "lm", "lx", "mf", "ln"]
    + ["st", "yr", "ca"]
))

# Verbs too new for AGID and WordNet, with their forms. Only those that are in
# a dictionary are marked as verbs there.
MODERN_VERBS = tuple(sorted(set("""
    text texts texted texting
    vape vapes vaped vaping
    friend friends friended friending
    unfriend unfriends unfriended unfriending
    google googles googled googling
    tweet tweets tweeted tweeting
    blog blogs blogged blogging
    email emails emailed emailing
    upvote upvotes upvoted upvoting
    downvote downvotes downvoted downvoting
    livestream livestreams livestreamed livestreaming
    photobomb photobombs photobombed photobombing
    podcast podcasts podcasted podcasting
    crowdfund crowdfunds crowdfunded crowdfunding
    facetime facetimes facetimed facetiming
    binge binges binged bingeing binging
""".split())))

# Auxiliary verbs: WordNet leaves them out and AGID gives some of them made-up
# regular forms (musted, oughting), so they are listed here, as words only.
AUXILIARY_VERBS = tuple(sorted("""
    can cannot could may might must ought shall should will would
""".split()))

# Answers Break the Word should never pick even though they pass the recipe:
# slurs and words a family table would not enjoy as the secret.
SECRET_BLOCKLIST = frozenset("""
    bondage cumming genital jackass obscene pervert vaginal
""".split())

# AGID (the Automatically Generated Inflection Database, the data behind
# pyinflect's infl.csv) requires its copyright and permission notice to appear
# in supporting documentation. pyinflect does not ship AGID's README, so the
# notice is kept here, quoted from AGID's README ("COPYRIGHT AND SOURCE").
# The WordNet and UKACD notices AGID also names appear in NOTICE from their
# own packages' files.
AGID_NOTICE = """\
Automatically Generated Inflection Database (AGID), revision 4, by Kevin
Atkinson, as converted to infl.csv by the pyinflect package (MIT licence,
Copyright (C) 2019 Brad Jascob; its LICENSE follows this notice).

From AGID's README, COPYRIGHT AND SOURCE:

The final product is under the following copyright, as well as any
copyrights mentioned below.

  Copyright 2000-2003 by Kevin Atkinson

  Permission to use, copy, modify, distribute and sell this database,
  the associated scripts, the output created form the scripts and its
  documentation for any purpose is hereby granted without fee,
  provided that the above copyright notice appears in all copies and
  that both that copyright notice and this permission notice appear in
  supporting documentation. Kevin Atkinson makes no representations
  about the suitability of this array for any purpose. It is provided
  "as is" without express or implied warranty.

The part-of-speech database is taken from Alan Beale 2of12id and the
WordNet database (WordNet licence: see the WordNet section of this file).
Its word list includes the UK Advanced Cryptics Dictionary, whose notice
appears verbatim in the SCOWL section of this file, and public-domain
lists (ENABLE2K, YAWL, Moby, the Jargon File word lists).
"""

# What the computer never plays or suggests (offensive.txt) comes from two
# packages made for this: LDNOOBW's English list (npm naughty-words, built to
# keep such words out of search suggestions) and the words cuss (npm) rates 2,
# "likely profane" (its slurs). Both flag some words whose main sense is
# innocent; the computer may still play these. Players may play any word the
# dictionary accepts either way.
COMPUTER_MAY_PLAY = frozenset("""
    bareback barf bastinado beanbag beanbags bong boonies booty bung butt chug chugs
    chunky cockfight cocky cumquat dipstick domination dope dumb escort eunuch fingering
    flange gables geez geezer gummer hardcore hobo hoes hoser idiot jeez jig jigger jiggers
    jiggy jigs kimchis kumquat limy looser loser moron muff muncher nip pansies pansy
    pegging piker puke redleg redlegs rigger scallywag scat scissoring shrimping slave
    slimeball sloper slopers snatch snowballing sooty spit spitter spunky squinty strappado
    stringer stupid sucker swallower swinger tang tinker tinkers triplex tuckahoe undressing
    vomit wab welfare whacker whiz whop yank yanks
    mishit mishits mishitting shitake shitakes shittah shittahs shittim shittims shittimwood
    shittimwoods snigger sniggered sniggerer sniggerers sniggering sniggeringly sniggerings
    sniggers
""".split())

# Vulgar words and slurs neither package lists (cuss rates them 1, "maybe",
# with hundreds of innocent words), and any word holding one of ROOTS.
COMPUTER_NEVER_PLAYS = frozenset("""
    dyke fart farted farting farts genital kraut obscene pederast pederasty pedophilia
    pervert scrotum shag sodomite turd turds vaginal
""".split())
OFFENSIVE_ROOTS = ("fuck", "cunt", "nigger", "nigga", "shit")
