"""The one place Hardback looks words up.

Dictionaries load lazily, on the first word checked, and never enter the
state (only the option's name does).  `inkwell.words.load` raises NeedFile
when the list is not on the file system yet; it propagates so the browser
worker can fetch the file and retry the same action.
"""

DICTIONARIES = ("common", "large", "huge")
VOTE_MODES = ("vote_majority", "vote_unanimous")
JUDGE = "huge"
"""The list that decides a vote nobody else can cast (solo), and that bots
consult to vote sensibly."""

_loader = None


def set_loader(loader):
    """Replace the dictionary loader (tests use a small in-memory list);
    None restores inkwell.words.load."""
    global _loader
    _loader = loader


def load(name):
    if _loader is not None:
        return _loader(name)
    from inkwell.words import load as words_load
    return words_load(name)


def is_word(name, text):
    return load(name).is_word(text)


def is_vote(name):
    return name in VOTE_MODES


def find_words(name, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
               score=None, limit=None):
    """The bots' word finder over dictionary `name` (see inkwell.words)."""
    from inkwell.words import find_words as finder
    return finder(load(name), tiles, wilds=wilds, must_use=must_use, min_length=min_length,
                  max_length=max_length, score=score, limit=limit)


def index_steps(name):
    """The finder's index of dictionary `name`, built a slice per step."""
    from inkwell.words import index_steps as steps
    dictionary = load(name)  # a step of its own: decoding the list takes ~0.1 s
    yield
    yield from steps(dictionary)
