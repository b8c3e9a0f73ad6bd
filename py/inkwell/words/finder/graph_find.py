"""find_words over a word graph (dawg.py) instead of the anagram index:
the same checks, arguments and answers (search.find_words), so the one
file per dictionary can take the index's place behind the same API."""

from inkwell.core.background import finish
from inkwell.core.errors import BadRequest

from .rack import Rack, _check_lengths, _check_values, _sum_of
from .search import _scored, _unscored
from .spell import best_words_steps, rack_words_steps


def find_in_graph(dawg, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
                  score=None, limit=None, values=None, budget=None, only=None):
    """search.find_words' answer from `dawg`; `only`: a set of the words
    the search may find (the familiar ones), else every word but the
    graph's left-out ones.  With `values` and `limit` the search is
    spell.best_words, whose `budget` counts edges (see there).

    >>> from .dawg import pack, unpack
    >>> d = unpack(pack(["at", "act", "cat", "chat", "tact", "that"]), "t")
    >>> [m.word for m in find_in_graph(d, "tac")]
    ['act', 'cat', 'at']
    >>> [(m.word, m.tiles_used) for m in find_in_graph(d, ["th", "a", "t"])]
    [('that', (0, 0, 1, 2)), ('at', (1, 2))]
    >>> [(m.word, m.score) for m in find_in_graph(d, ["th", "a", "t"], values=[3, 1, 1], limit=2)]
    [('that', 5), ('at', 2)]
    """
    return finish(find_in_graph_steps(dawg, tiles, wilds, must_use, min_length, max_length,
                                      score, limit, values, budget, only))


def find_in_graph_steps(dawg, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
                        score=None, limit=None, values=None, budget=None, only=None):
    """find_in_graph a slice at a time (as search.find_words_steps)."""
    rack = Rack(tiles, wilds, must_use)
    min_length, max_length = _check_lengths(min_length, max_length, rack)
    for name, value in (("limit", limit), ("budget", budget)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
            raise BadRequest("bad_" + name, f"{name} must be a positive whole number, not {value!r}")
    if score is not None and not callable(score):
        raise BadRequest("bad_score", "score must be a function score(word, tiles_used)")
    if values is not None:
        values = _check_values(values, len(rack.tiles))
        score = _sum_of(values) if score is None else score
        ranked = Rack(tiles, wilds, must_use, values=values)
        if limit is not None:
            return (yield from best_words_steps(dawg, ranked, values, score, limit, min_length, max_length, budget, only))
        candidates = yield from rack_words_steps(dawg, rack.letter_counts, rack.wilds, min_length, max_length, only)
        return _scored(candidates, ranked, score, limit)
    candidates = yield from rack_words_steps(dawg, rack.letter_counts, rack.wilds, min_length, max_length, only)
    if score is None:
        return _unscored(candidates, rack, limit)
    return _scored(candidates, Rack(tiles, wilds, must_use, distinct=True), score, limit)
