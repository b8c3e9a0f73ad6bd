"""The ten word objectives, one per round, as the rulebook lists them.

Objectives 1, 2 and 4 read as exact lengths (the others say "or more").
An objective is completed by a move of your own: a word you create or
change that turn must qualify, and with the words you already own it must
make up the number of words the objective asks for.

>>> verbs = {"run", "jump"}.__contains__
>>> [n for n in range(1, 11) if qualifies(n, "cat", verbs)]
[1, 3, 10]
>>> [n for n in range(1, 11) if qualifies(n, "ball", verbs)]
[2, 3, 5, 9, 10]
>>> qualifies(6, "talk", verbs), qualifies(6, "that", verbs), qualifies(7, "run", verbs)
(False, True, True)
>>> qualifies(8, "oven", verbs), qualifies(8, "even", verbs), qualifies(8, "vote", verbs)
(True, True, False)
>>> completed(3, ["cat", "at"], ["cat"], verbs), completed(3, ["cat", "dog"], ["dog"], verbs)
(False, True)
>>> completed(10, ["cat", "dog", "eel"], [], verbs)
False
"""

from inkwell.wordcards import lexicon

from .cards import OBJECTIVES

LAST = len(OBJECTIVES)


def objective(n):
    return OBJECTIVES[n - 1]


def text(n):
    """The objective in words (what a screen shows)."""
    return objective(n)["text"]


def words_needed(n):
    """How many base words a player may create in round n's objective."""
    return objective(n)["words"]


def has_double(word):
    return any(a == b for a, b in zip(word, word[1:]))


def qualifies(n, word, is_verb):
    """Whether `word` is one of the words objective n asks for."""
    o = objective(n)
    if len(word) < o["min"] or len(word) > o.get("max", len(word)):
        return False
    if o.get("double") and not has_double(word):
        return False
    if "contains" in o and not any(pair in word for pair in o["contains"]):
        return False
    if "first" in o and word[0] not in o["first"]:
        return False
    return not o.get("verb") or is_verb(word)


def completed(n, own, touched, is_verb):
    """Objective n is completed by this move: `own` are the mover's words on
    the table, `touched` those the move created or changed."""
    good = [w for w in own if qualifies(n, w, is_verb)]
    hit = any(qualifies(n, w, is_verb) for w in touched)
    return hit and len(good) >= words_needed(n)


def move_completes(player, seat, words, plan, is_verb):
    """Whether `plan` (a create or change by `seat`, see table) completes the
    player's objective; `words` are the words on the table before it."""
    if player["done"] or plan["points"] < 1:
        return False
    changed = {w["id"]: w for w in plan["words"]}
    mine = [changed.get(w["id"], w)["text"] for w in words if w["owner"] == seat]
    created = [w["text"] for w in plan["words"] if w["id"] is None]
    touched = [w["text"] for w in plan["words"] if w["owner"] in (seat, None)]
    return completed(player["objective"], mine + created, touched, is_verb)


def verb_test(options):
    """is_verb(word) for objective 7: the verb list of the game's dictionary
    (with votes, the judge list's)."""
    name = options["dictionary"]
    name = lexicon.JUDGE if lexicon.is_vote(name) else name
    return lambda word: lexicon.is_verb(name, word)
