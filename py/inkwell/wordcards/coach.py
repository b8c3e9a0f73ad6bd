"""The coach of the word card games: from the view a player moved in, the
strong bot's best move next to the move played, both by the strong bot's
own measure, worked out a slice at a time (core.background runs the slices
between messages, so the coach never slows a turn; `finish` runs them all
at once).

A game gives two functions:

- `judge(view, action)` -> the action as the player is told of it,
  {"word", "shown", "points", "value", "action"} ("value" by the strong
  bot's measure; see `judged`), or None when there is nothing to coach (not
  a word, refused);
- `search(view)` -> an iterator of the strong bot's candidates, yielding
  None between slices of its own work.

The move played counts among the candidates, so the best is never worse.
The player is told of a better one ("missed") only when it is strictly
better by the strong bot's measure and earns more of something than the
move played ("outcome": what the player is told it earns, as a list); one
that earns the same is no correction.  "gain" is what a missed one earns
beyond the move played in the game's points (0 when it earns more in
another way only, the Common card or an objective): the end screen's
"points left on the table" adds these up and never says 0 of a miss.

>>> scores = {"a": 1, "ab": 3, "abc": 2}
>>> def judge(view, action):
...     if action not in scores:
...         return None
...     return judged(action, action.upper(), scores[action], scores[action], action)
>>> def search(view):
...     yield None
...     yield from ["abc", "ab", "zz"]
>>> finish(advise({}, "a", judge, search))["best"]["word"]
'ab'
>>> finish(advise({}, "a", judge, search))["gain"]
2
>>> finish(advise({}, "ab", judge, search))["missed"]
False
>>> finish(advise({}, "junk", judge, search)) is None
True

Two words that earn the same are as good as each other to the player:

>>> def same(view, action):
...     return judged(action, action.upper(), 3, {"zonal": 3.5}.get(action, 3.0), action)
>>> advice = finish(advise({}, "aloe", same, lambda view: iter(["zonal"])))
>>> advice["missed"], advice["best"]["word"]
(False, 'aloe')
"""

from inkwell.core.background import finish  # noqa: F401  (for callers and doctests)


def advise(view, played, judge, search, kind="word"):
    """Slices (a `next` each) of the coach's work on `played`; returns the
    advice {"kind", "best", "played", "missed"} or None."""
    mine = judge(view, played)
    if mine is None:
        return None
    best = mine
    for found in search(view):
        yield
        if found is not None:
            judged = judge(view, found)
            if judged is not None and judged["value"] > best["value"] and gains(judged, mine):
                best = judged
    missed = best is not mine
    return {"kind": kind, "best": best, "played": mine, "missed": missed,
            "gain": max(0, best["points"] - mine["points"]) if missed else 0}


def gains(found, mine):
    """Whether `found` earns the player more than `mine` in some way: one
    that earns the same, or no more of anything, is no better to them,
    whatever the strong bot's measure says.

    >>> gains({"outcome": [3, 1]}, {"outcome": [2, 2]}), gains({"outcome": [2, 1]}, {"outcome": [2, 2]})
    (True, False)
    """
    return any(f > m for f, m in zip(found["outcome"], mine["outcome"]))


def judged(word, shown, points, value, action, outcome=None):
    """What judge returns: the word (or move) as told, the points it earns,
    its worth by the strong bot's measure, the action itself, and what the
    player is told it earns (`outcome`, a list; the points by default)."""
    return {"word": word, "shown": shown, "points": points, "value": round(value, 3),
            "action": action, "outcome": [points] if outcome is None else list(outcome)}


def spelled(view, action, score_word):
    """`score_word`'s result for a spell action made in the spell phase
    (a game's query, dictionary unchecked), or None: nothing to coach."""
    if view["phase"] != "spell" or not isinstance(action, dict) or action.get("type") != "spell":
        return None
    result = score_word(view, action.get("word"), check_dictionary=False)
    return None if result["word"] is None else result


def spell_search(words):
    """A search of spell actions from `words(view)`: slices returning the
    word lists the strong bot chooses from."""
    def search(view):
        found = yield from words(view)
        for word in found:
            yield {"type": "spell", "word": word}
    return search
