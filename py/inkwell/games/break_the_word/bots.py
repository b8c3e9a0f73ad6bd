"""Bots: each keeps the secret words that fit every clue it can see.

A bot reads only its own view: a leader's bot does without the hidden
first clue. "easy" answers once one word is left and 5 clues are out,
"strong" once one is left and 3 are out; "expert" weighs the words left
(see `posterior`) and takes a calculated risk: it answers when the likeliest
word is worth more now than a sure answer after the next clue. After the
9th clue every level tries its best guess rather than give up.

Thinking time: a bot that answers says how long it took to write the answer
down (`think`, ms, drawn from its seeded rng, by level); the engine places
the answer when the host's clock says that time is up, so when several bots
crack the word on the same clue the quickest, not the lowest seat, is first.
"""

import json

from .clues import COLORS, FACTS, can_make, fits
from .scoring import zone_for

THINK_MS = {"easy": (5000, 12000), "strong": (3000, 8000), "expert": (2000, 6000)}
"""The range a level's thinking time is drawn from: human-like, and below
the shortest clue timer (15 s), so a bot's answer lands before the next clue."""

SURE = 0.9
"""How likely the best word must be when waiting one more clue costs no points."""

_cache = {}
"""Candidates by the clues seen (as JSON), so the bots of a table share the
work and each new clue filters only the previous clue's survivors."""

_facts = {}
"""word -> {colour: how many different clues of it the word has}."""


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
            from inkwell.words import retired_secrets, secret_words
            words = sorted(set(secret_words()) - retired_secrets())
        _cache[key] = words
    return _cache[key]


def fact_counts(word):
    if word not in _facts:
        _facts[word] = {c: len(FACTS[c](word)) for c in COLORS}
    return _facts[word]


def likelihood(word, seen):
    """How likely `word` makes the clues seen: each colour's clues are drawn
    from the word's facts of that colour, so a word with fewer facts makes
    any one of them likelier. `seen` counts the visible clues by colour (a
    hidden clue changes no ratio between words, so it is left out)."""
    p = 1.0
    counts = fact_counts(word)
    for color, k in seen.items():
        for i in range(k):
            p /= counts[color] - i
    return p


def posterior(view):
    """[(probability, word)], likeliest first: the words that fit the visible
    clues and the round's colour mix, each answer being drawn at random from
    the list (so word frequency says nothing here) and weighed by how likely
    it makes the clues seen.

    >>> view = {"mix": {"green": 3, "orange": 3, "pink": 3},
    ...         "clues": [{"color": "green", "position": 1, "letter": "q"},
    ...                   {"color": "orange", "letters": ["k", "l"]}]}
    >>> posterior(view)
    [(1.0, 'quickly')]
    """
    seen = {c: 0 for c in COLORS}
    for clue in view["clues"]:
        if not clue.get("hidden"):
            seen[clue["color"]] += 1
    words = [w for w in candidates(view["clues"]) if can_make(w, view["mix"])]
    weights = [likelihood(w, seen) for w in words]
    total = sum(weights)
    return sorted(((wt / total, w) for w, wt in zip(words, weights)), key=lambda x: (-x[0], x[1]))


def worth_it(p, revealed):
    """Answer now with chance `p` of being right, or wait for the next clue?
    If the next clue drops the zone, answering now earns about p * (now + 1)
    (the bonus at best) against a sure later + 1; else waiting costs only
    the race, so only a near-certainty is worth the risk.

    >>> worth_it(0.8, 3), worth_it(0.7, 3), worth_it(0.7, 6), worth_it(0.85, 2), worth_it(0.3, 9)
    (True, False, True, False, True)
    """
    if revealed >= 9:
        return True
    now, later = zone_for(revealed), zone_for(revealed + 1)
    return p >= ((later + 1) / (now + 1) if later < now else SURE)


def answer(word, level, rng):
    lo, hi = THINK_MS[level]
    return {"type": "answer", "word": word, "think": lo + rng.below(hi - lo + 1)}


def guessing(view):
    return view["phase"] == "clues" and not (view["you"] or {}).get("answer")


def play(view, patience, level, rng):
    if not guessing(view):
        return {"type": "ready"}
    words = candidates(view["clues"])
    revealed = view["revealed"]
    sure = len(words) == 1 and revealed >= patience
    if sure or (words and revealed == 9):
        return answer(words[0], level, rng)
    return {"type": "ready"}


def easy_bot(view, rng):
    return play(view, 5, "easy", rng)


def strong_bot(view, rng):
    return play(view, 3, "strong", rng)


def expert_bot(view, rng):
    if not guessing(view):
        return {"type": "ready"}
    ranked = posterior(view)
    if ranked and worth_it(ranked[0][0], view["revealed"]):
        return answer(ranked[0][1], "expert", rng)
    return {"type": "ready"}


BOTS = {"easy": easy_bot, "strong": strong_bot, "expert": expert_bot}


ABOUT = {
    "easy": "Answers once only one word fits the clues and 5 clues are out.",
    "strong": "Answers once only one word fits and 3 clues are out.",
    "expert": "Weighs the words still left and answers early when the odds are worth it.",
}
"""Each level in one line, easiest first (the set-up lists them so)."""
