"""Dictionaries for Inkwell's word games: load, look up, find words for bots.

    >>> from inkwell.words import load, find_words
    >>> common = load("common")
    >>> common.is_word("slake"), common.is_verb("running"), "qi" in common
    (True, True, False)
    >>> [m.word for m in find_words(load("huge"), "zaqi")]
    ['ai', 'qi', 'za']
    >>> for m in find_words(load("common"), ["th", "e", "n"], wilds=1, min_length=5):
    ...     print(m.word, m.tiles_used)  # tile index per letter, None = wild
    neath (2, 1, None, 0, 0)
    tenth (None, 1, 2, 0, 0)
    thane (0, 0, None, 2, 1)
    thine (0, 0, None, 2, 1)

Dictionaries: "common" (about 80k words, like 12dicts), "large" (about 218k,
the size of the American Scrabble list) and "huge" (about 261k, the size of
the British one). All are lowercase a-z words of two letters or more with no
proper nouns, abbreviations, hyphens or apostrophes; recipes and sources are in
tools/build_wordlists.py and shared/notes/wordlists.md. A game may also run
with no dictionary (players vote): pass None around and use `check_word`,
which answers None then; nothing here assumes a dictionary exists.

Files (in wordlists/, built by tools/build_wordlists.py, listed with sha256 in
wordlists/manifest.json; each source's licence is in wordlists/NOTICE):

  <name>.words.gz   gzip (level 9, mtime 0, no file name) of ASCII lines:
                    a header "inkwell-words 1 <count>", then the sorted words
                    front-coded as two lines each: a character c meaning
                    "drop the last ord(c) - 33 letters of the previous word",
                    then the letters to append. About 1.37 bytes a word.
  <name>.verbs.gz   gzip of a header line "inkwell-verbs 1 <words> <verbs>"
                    then a bitmap: bit i (byte i // 8, low bit first) is set
                    when the dictionary's i-th word is a verb or verb form.
                    Read only when a game first asks `is_verb`.
  <name>.index.gz   the word finder's anagram trie packed into flat arrays
                    (finder/packed.py), searched where it lies; read when a
                    bot or the coach first searches the list. It leaves out
                    the words of offensive.txt, so no bot, hint, coach or
                    daily puzzle ever finds one; players may still play them.
  common.familiar.gz  the same bitmap as a verbs file under the header
                    "inkwell-familiar 1 <words> <familiar>": the words people
                    know (wordfreq Zipf >= 2.3; CC BY-SA 4.0, wordfreq data),
                    which bots, the coach and the Daily Hand take first
                    (find_words(..., familiar=True)). Read at the first search.
  secrets.gz        gzip of "inkwell-secrets 1 <count>" then one word a line:
                    the Break the Word answers (CC BY-SA 4.0, wordfreq data),
                    a retired one (never drawn, kept for the others' places)
                    marked with a leading "-".
  offensive.txt     the words the computer never plays or suggests (build
                    input of the index files, not shipped to the site).

Every file is checked as it is decoded (gzip CRC and length, header, counts);
damage raises CorruptData naming the file, never an empty dictionary. A file
a web server already decompressed (no gzip magic bytes) is accepted as is.
The data directory is $INKWELL_WORDLISTS, else the repository's wordlists/;
a missing file raises NeedFile("wordlists/<file>") for the browser worker.
"""

from inkwell.words.dictionary import (
    DICTIONARY_NAMES,
    Dictionary,
    check_word,
    clear_cache,
    data_dir,
    load,
    load_bytes,
    normalize_word,
    retired_secrets,
    secret_words,
)
from inkwell.words.finder import Match, find_words, find_words_steps, index_steps

__all__ = [
    "DICTIONARY_NAMES", "Dictionary", "Match", "check_word", "clear_cache", "data_dir",
    "find_words", "find_words_steps", "index_steps", "load", "load_bytes", "normalize_word", "retired_secrets", "secret_words",
]
