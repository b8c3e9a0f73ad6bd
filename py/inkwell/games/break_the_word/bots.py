"""Bots: each keeps the secret words that fit every clue it can see.

A bot reads only its own view: a leader's bot does without the hidden
first clue. "strong" answers as soon as one word is left and 3 clues are
out, "easy" waits for 5; after the 9th clue both try their best guess
(the first word left, alphabetically) rather than give up.
"""

import json

from .clues import fits

_cache = {}
"""Candidates by the clues seen (as JSON), so the bots of a table share the
work and each new clue filters only the previous clue's survivors."""


def candidates(clues):
    """The secret words (alphabetical) that fit every clue in `clues`.

    >>> candidates([{"color": "green", "position": 1, "letter": "q"},
    ...             {"color": "orange", "letters": ["k", "l"]}])
    ['quickly']
    """
    clues = [c for c in clues if not c.get("hidden")]
    key = json.dumps(clues, sort_keys=True)
    if key not in _cache:
        if len(_cache) > 512:
            _cache.clear()
        if clues:
            words = [w for w in candidates(clues[:-1]) if fits(w, clues[-1])]
        else:
            from inkwell.words import secret_words
            words = sorted(secret_words())
        _cache[key] = words
    return _cache[key]


def play(view, patience):
    if view["phase"] != "clues" or (view["you"] or {}).get("answer"):
        return {"type": "ready"}
    words = candidates(view["clues"])
    revealed = view["revealed"]
    sure = len(words) == 1 and revealed >= patience
    if sure or (words and revealed == 9):
        return {"type": "answer", "word": words[0]}
    return {"type": "ready"}


def easy_bot(view, rng):
    return play(view, 5)


def strong_bot(view, rng):
    return play(view, 3)


BOTS = {"easy": easy_bot, "strong": strong_bot}
