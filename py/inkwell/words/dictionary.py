"""Load dictionaries and the secret-word list; look words up.

Files are read from the data directory: `$INKWELL_WORDLISTS` when set (the
browser worker points it at Pyodide's in-memory file system), otherwise the
repository's `wordlists/`. A missing file raises `NeedFile("wordlists/<file>")`
so the worker can fetch it and retry.
"""

import os
from bisect import bisect_left
from pathlib import Path

from inkwell.core.errors import BadRequest, CorruptData, NeedFile
from inkwell.words import codec

DICTIONARY_NAMES = ("common", "large", "huge")
FAMILIAR_LISTS = ("common",)
"""The lists that mark the words people know (`<name>.familiar.gz`): with
them the computer plays and suggests those words first."""
SECRETS_FILE = "secrets.gz"
MAX_WORD_INPUT = 64  # longer input is a mistake or abuse, not a word

_DEFAULT_DIR = Path(__file__).resolve().parent.parent.parent.parent / "wordlists"
_dictionaries = {}   # (name, data dir) -> Dictionary
_secrets = {}        # data dir -> list of words


def data_dir():
    """The directory word-list files are read from (see the module docstring)."""
    return Path(os.environ.get("INKWELL_WORDLISTS") or _DEFAULT_DIR)


def site_path(filename):
    """Where a word-list file lives relative to the site root (for NeedFile).

    >>> site_path("common.words.gz")
    'wordlists/common.words.gz'
    """
    return f"wordlists/{filename}"


def normalize_word(word):
    """Lowercase a word a player typed, or raise BadRequest saying what is wrong.

    >>> normalize_word("Slake")
    'slake'
    >>> normalize_word("don't")
    Traceback (most recent call last):
    ...
    inkwell.core.errors.BadRequest: "don't" has characters other than the letters a-z
    """
    if not isinstance(word, str):
        raise BadRequest("bad_word", f"a word must be text, not {type(word).__name__}")
    if not word:
        raise BadRequest("bad_word", "the word is empty")
    if len(word) > MAX_WORD_INPUT:
        raise BadRequest("bad_word", f"the word is too long ({len(word)} characters, at most {MAX_WORD_INPUT})")
    lower = word.lower()
    if not (lower.isascii() and lower.isalpha()):
        raise BadRequest("bad_word", f"{word!r} has characters other than the letters a-z")
    return lower


class Dictionary:
    """A word list: membership, verbs, and (via `inkwell.words.find_words`) search.

    >>> d = Dictionary("demo", ["cat", "run", "ran"], verbs=["run", "ran"])
    >>> d.is_word("CAT"), "dog" in d, len(d), d.is_verb("ran"), d.is_verb("cat")
    (True, False, 3, True, False)
    >>> d = Dictionary("demo", ["cat", "nisei", "run"], familiar=["cat", "run"])
    >>> d.is_familiar("cat"), d.is_familiar("nisei"), d.familiar_words()
    (True, False, ['cat', None, 'run'])
    >>> Dictionary("demo", ["nisei"]).is_familiar("nisei")  # no frequency data: every word
    True
    """

    def __init__(self, name, words, verbs=None, *, presorted=False, familiar=None):
        """`words`: the words (any order; `presorted=True` promises a sorted list
        of distinct lowercase words and skips the sort). `verbs`: an iterable of
        the verb words, or a callable returning one on first use (so the verb
        file is only read when a game asks), or None when there is no verb data.
        `familiar`: the words people know likewise (an iterable, a callable or
        None: no frequency data, so no word is told apart)."""
        self.name = name
        self.words = words if presorted else sorted({w.lower() for w in words})
        self._set = frozenset(self.words)
        self._verbs_source = verbs
        self._verbs = None
        self._familiar_source = familiar
        self._familiar = None
        self._search_index = None   # the finder's packed index, read on first use
        self._index_source = None   # (file name, callable giving its bytes), or None: pack the words

    def __len__(self):
        return len(self.words)

    def __contains__(self, word):
        # `in` answers False for anything that is not a plain word rather than
        # raising, as containers do.
        return isinstance(word, str) and word.lower() in self._set

    def __iter__(self):
        return iter(self.words)

    def __repr__(self):
        return f"<Dictionary {self.name}: {len(self)} words>"

    def is_word(self, word):
        """True when `word` (any case) is in the dictionary; BadRequest for non-words."""
        return normalize_word(word) in self._set

    def is_verb(self, word):
        """True when `word` is a verb or a verb form (runs, ran, running) here."""
        word = normalize_word(word)
        if self._verbs is None:
            self._verbs = self._load_verbs()
        return word in self._verbs

    def has_familiar(self):
        """Whether this list tells the words people know from the others."""
        return self._familiar_source is not None

    def is_familiar(self, word):
        """Whether people know `word`, by the list's word frequencies: True
        for every word of a list without them, False for a word not in it."""
        word = normalize_word(word)
        if word not in self._set:
            return False
        if self._familiar_source is None:
            return True
        return self.familiar_words()[bisect_left(self.words, word)] is not None

    def familiar_words(self):
        """The sorted list with None in place of each word people do not
        know (the finder searches it so, by the words' places); read on
        first use."""
        if self._familiar is None:
            source = self._familiar_source
            known = frozenset(source() if callable(source) else source)
            self._familiar = [w if w in known else None for w in self.words]
        return self._familiar


    def _load_verbs(self):
        source = self._verbs_source
        if source is None:
            raise BadRequest("no_verb_data", f"no verb data was loaded for the {self.name} dictionary")
        if callable(source):
            source = source()
        return frozenset(source)


def check_name(name):
    """Raise BadRequest unless `name` is one of DICTIONARY_NAMES."""
    if name not in DICTIONARY_NAMES:
        raise BadRequest("bad_dictionary",
                         f"unknown dictionary {name!r}; choose one of: {', '.join(DICTIONARY_NAMES)}")


def load(name):
    """The named dictionary, read once per process (per data directory).

    Unknown name: BadRequest listing the valid ones. File absent: NeedFile.
    Damaged file: CorruptData naming it.
    """
    check_name(name)
    directory = data_dir()
    key = (name, str(directory))
    found = _dictionaries.get(key)
    if found is None:
        data = _read(directory, f"{name}.words.gz")
        familiar = None
        if name in FAMILIAR_LISTS:
            def familiar():
                return _read(directory, f"{name}.familiar.gz")
        found = load_bytes(name, data, verbs=lambda: _read(directory, f"{name}.verbs.gz"),
                           index=lambda: _read(directory, f"{name}.index.gz"), familiar=familiar)
        _dictionaries[key] = found
    return found


def load_bytes(name, data, verbs=None, index=None, familiar=None):
    """Build a Dictionary from the bytes of `<name>.words.gz` (gzip'd or not).

    `verbs` is the bytes of `<name>.verbs.gz`, a callable returning them, or
    None (then `is_verb` raises BadRequest).  `index` likewise for the
    finder's `<name>.index.gz`, read when a search first needs it; None
    packs the words in memory instead.  `familiar` likewise for
    `<name>.familiar.gz`, read at the first search; None: no word is told
    apart.
    """
    words_file = site_path(f"{name}.words.gz")
    words = codec.decode_words(data, words_file)
    if not words:
        raise CorruptData("corrupt_data", f"{words_file}: the word list is empty")
    verbs_file = site_path(f"{name}.verbs.gz")

    def verb_words():
        blob = verbs() if callable(verbs) else verbs
        return [words[i] for i in codec.decode_verbs(blob, len(words), verbs_file)]

    familiar_file = site_path(f"{name}.familiar.gz")

    def familiar_words():
        blob = familiar() if callable(familiar) else familiar
        return [words[i] for i in codec.decode_familiar(blob, len(words), familiar_file)]

    found = Dictionary(name, words, verbs=None if verbs is None else verb_words, presorted=True,
                       familiar=None if familiar is None else familiar_words)
    if index is not None:
        found._index_source = (site_path(f"{name}.index.gz"), index if callable(index) else lambda: index)
    return found


def secret_words():
    """The Break the Word answer list (common 7-letter words), as a new list:
    its order is what games and daily puzzles draw by, so a word taken out
    stays in it, retired (retired_secrets)."""
    return list(_secret_lists()[0])


def retired_secrets():
    """The words of secret_words() that are never drawn (offensive ones)."""
    return _secret_lists()[1]


def _secret_lists():
    directory = data_dir()
    key = str(directory)
    if key not in _secrets:
        data = _read(directory, SECRETS_FILE)
        words, retired = codec.decode_secrets(data, site_path(SECRETS_FILE))
        if len(words) == len(retired):
            raise CorruptData("corrupt_data", f"{site_path(SECRETS_FILE)}: the list is empty")
        _secrets[key] = (words, frozenset(retired))
    return _secrets[key]


def clear_cache():
    """Forget loaded dictionaries (tests use it after changing INKWELL_WORDLISTS)."""
    _dictionaries.clear()
    _secrets.clear()


def check_word(dictionary, word):
    """True/False from `dictionary`, or None when the game has no dictionary
    (the players vote instead). Engines call this so none assumes a dictionary.

    >>> check_word(None, "zyzzyva") is None
    True
    """
    if dictionary is None:
        normalize_word(word)
        return None
    return dictionary.is_word(word)


def _read(directory, filename):
    path = Path(directory) / filename
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise NeedFile(site_path(filename)) from None
    except OSError as exc:
        raise CorruptData("corrupt_data", f"{site_path(filename)}: cannot be read ({exc.strerror})") from None
