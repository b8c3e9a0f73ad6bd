"""Dictionary rules a word card game declares: the options, the lazy word
lists, the judge, unique words and the players' vote.

Dictionaries load lazily, on the first word checked, and never enter the
state (only the option's name does).  `inkwell.words.load` raises NeedFile
when the list is not on the file system yet; it propagates (nothing here
catches it) so the browser worker can fetch the file and retry the same
action.  Tests replace the loader with `set_loader`.

>>> dictionary_option().choices
['common', 'large', 'huge', 'vote_majority', 'vote_unanimous']
>>> vote_passes("vote_majority", {"1": True, "2": False}), vote_passes("vote_unanimous", {"1": True, "2": False})
(True, False)
>>> used = new_used_words(2); record_word(used, 1, "cat")
>>> used_words(used, "per_player", 0), used_words(used, "per_game", 0)
([], ['cat'])
"""

from inkwell.core import Option, require
from inkwell.core.background import finish

DICTIONARIES = ("common", "large", "huge")
VOTE_MODES = ("vote_majority", "vote_unanimous")
UNIQUE_MODES = ("off", "per_player", "per_game")
JUDGE = "huge"
"""The list that decides a vote nobody else can cast (solo), and that bots
consult to vote sensibly."""
BOT_LIST = "common"
"""With votes, bots spell words people know: the common list."""

_loader = None


def dictionary_option(default="common"):
    """The "dictionary" option: a word list, or the players vote."""
    return Option("dictionary", default, list(DICTIONARIES + VOTE_MODES), "Dictionary",
                  "A word list, or no list: the other players vote on each word.",
                  labels={"common": "Common words", "large": "Large (American Scrabble size)",
                          "huge": "Huge (British Scrabble size)",
                          "vote_majority": "No dictionary: majority vote",
                          "vote_unanimous": "No dictionary: unanimous vote"})


def unique_words_option(default="off"):
    """The "unique_words" option: may a word be spelled again?"""
    return Option("unique_words", default, list(UNIQUE_MODES), "Unique words",
                  "A word may not be spelled again (by the same player, or by anyone).",
                  labels={"off": "Off", "per_player": "Per player", "per_game": "Per game"})


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


def is_verb(name, text):
    """Whether dictionary `name` knows `text` as a verb or verb form
    (Backwords' verb objective)."""
    return load(name).is_verb(text)


def is_vote(name):
    return name in VOTE_MODES


def judge(name, text):
    """Refuse `text` unless dictionary `name` (not a vote mode) has it."""
    require(is_word(name, text), "not_a_word", f"“{text}” is not in the {name} dictionary.")


def judge_accepts(text):
    """The judge list's answer: a solo vote, and how bots vote."""
    return is_word(JUDGE, text)


def bot_list(name):
    """The list bots search for words under dictionary option `name`."""
    return BOT_LIST if is_vote(name) else name


def vote_passes(rule, votes):
    """Whether a word is accepted by `votes` ({seat: bool}) under `rule`:
    unanimous needs every yes, majority at least half (a tie passes)."""
    yes = sum(1 for v in votes.values() if v)
    if rule == "vote_unanimous":
        return yes == len(votes)
    return 2 * yes >= len(votes)


def new_used_words(players):
    """The words spelled so far: {"all": [...], "0": [...], "1": [...]}."""
    return {"all": []} | {str(s): [] for s in range(players)}


def record_word(used, seat, text):
    used["all"].append(text)
    used[str(seat)].append(text)


def check_unique(used, mode, seat, text):
    """Refuse a word spelled before when the unique_words option says so."""
    if mode == "per_game":
        require(text not in used["all"], "word_used",
                f"“{text}” has already been spelled this game.")
    elif mode == "per_player":
        require(text not in used[str(seat)], "word_used",
                f"You have already spelled “{text}” this game.")


def used_words(used, mode, seat):
    """The words `seat` may not spell again (for its view)."""
    if mode == "per_game":
        return list(used["all"])
    if mode == "per_player" and seat is not None:
        return list(used[str(seat)])
    return []


def find_words(name, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
               score=None, limit=None, familiar=False):
    """The word finder (inkwell.words) over dictionary `name` (`familiar`:
    only the words people know, where the list tells them apart)."""
    return finish(find_words_steps(name, tiles, wilds, must_use, min_length, max_length, score, limit,
                                   familiar))


def find_words_steps(name, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
                     score=None, limit=None, familiar=False):
    """find_words a slice at a time (inkwell.words.find_words_steps)."""
    from inkwell.words import find_words_steps as finder
    return finder(load(name), tiles, wilds=wilds, must_use=must_use, min_length=min_length,
                  max_length=max_length, score=score, limit=limit, familiar=familiar)


def index_steps(name):
    """The finder's index of dictionary `name`, built a slice per step."""
    from inkwell.words import index_steps as steps
    dictionary = load(name)  # a step of its own: decoding the list takes ~0.1 s
    yield
    yield from steps(dictionary)
