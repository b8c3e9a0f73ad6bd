"""find_words: every word a rack spells, or its best by a score."""

from inkwell.core.background import finish
from inkwell.core.errors import BadRequest

from .index import _index
from .packed import BIG, BLOCK, _SHIFT as SHIFT

MASK = -BLOCK
from .rack import Match, Rack, _best_play, _check_lengths, _check_values, _sum_of
from .ranked import _ranked


def find_words(dictionary, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
               score=None, limit=None, values=None, budget=None, familiar=False):
    """Every word of `dictionary` that can be spelled from `tiles` plus `wilds`.

    tiles      a string (one tile a letter) or a list of strings, each tile one
               to three letters that stay together and in order ("th").
    wilds      how many wild cards may stand for any one letter each.
    must_use   indexes of tiles every answer must use (e.g. inked cards).
    min_length, max_length  bounds on the word's length in letters.
    score      score(word, tiles_used) -> number; each word is reported with
               its best-scoring way of being played, best words first (a way
               scored float("-inf") is no play). Without it, words come
               longest first, then alphabetically.
    limit      return at most this many matches.
    values     a number >= 0 per tile: the most that tile can add to a word's
               score (a wild adds nothing). Without `score`, a word scores the
               sum of the values of the tiles it uses. With `limit`, the search
               skips every branch whose best possible total cannot enter the
               best `limit` (so the score must never exceed the sum of the
               used tiles' values, and tiles with the same letters and value
               must be alike to it); words tied with the last one kept are
               chosen in search order, not alphabetically.  The search grows
               the most promising branch first (see _ranked).
    budget     with `values` and `limit`: grow at most this many branches of
               the search, then answer with the best words found so far (a
               cap on the work: every word left out scores no more than the
               branch the search stopped at, so the best words come first).
    familiar   True: only the words people know, when the dictionary tells
               them apart (Dictionary.familiar_words); else every word.

    Returns a list of Match. No dictionary (the "players vote" option) is a
    BadRequest: there is nothing to search.
    """
    return finish(find_words_steps(dictionary, tiles, wilds, must_use, min_length, max_length,
                                   score, limit, values, budget, familiar))


def find_words_steps(dictionary, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
                     score=None, limit=None, values=None, budget=None, familiar=False):
    """find_words a slice at a time (a `next` each, a small piece of the
    search), so that work in the background can pause between two; returns
    find_words' list."""
    if dictionary is None:
        raise BadRequest("no_dictionary", "this game has no dictionary, so there are no words to find")
    rack = Rack(tiles, wilds, must_use)
    min_length, max_length = _check_lengths(min_length, max_length, rack)
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 1):
        raise BadRequest("bad_limit", f"limit must be a positive whole number, not {limit!r}")
    if budget is not None and (not isinstance(budget, int) or isinstance(budget, bool) or budget < 1):
        raise BadRequest("bad_budget", f"budget must be a positive whole number, not {budget!r}")
    if score is not None and not callable(score):
        raise BadRequest("bad_score", "score must be a function score(word, tiles_used)")

    index = _index(dictionary)
    # The familiar list holds None at each word's place that people do not
    # know, so the same walk over the index skips those.
    words = dictionary.familiar_words() if familiar and dictionary.has_familiar() else index.words
    if values is not None:
        values = _check_values(values, len(rack.tiles))
        if score is None:
            score = _sum_of(values)
        ranked = Rack(tiles, wilds, must_use, values=values)
        if limit is not None:
            return (yield from _ranked(index, ranked, values, score, limit,
                                       min_length, max_length, budget, words))
        candidates = yield from _search(index, rack.letter_counts, rack.wilds,
                                        min_length, max_length, words)
        return _scored(candidates, ranked, score, limit)
    candidates = yield from _search(index, rack.letter_counts, rack.wilds,
                                    min_length, max_length, words)
    if score is None:
        return _unscored(candidates, rack, limit)
    return _scored(candidates, Rack(tiles, wilds, must_use, distinct=True), score, limit)


def _unscored(candidates, rack, limit):
    # Two stable sorts are much faster than one sort with a tuple key.
    candidates.sort()
    candidates.sort(key=len, reverse=True)
    if rack.simple:
        # Letter counts alone prove every candidate playable: resolve lazily.
        chosen = candidates if limit is None else candidates[:limit]
        return [Match(w, rack=rack) for w in chosen]
    matches = []
    for word in candidates:
        if rack.fits_singles(word):
            # Playable: its tiles are worked out only if someone asks.
            matches.append(Match(word, rack=rack))
            if limit is not None and len(matches) == limit:
                break
            continue
        if not rack.must_use and not any(t in word for t in rack._longer):
            continue    # it needs a longer tile, and none fits
        used = rack.first_play(word)
        if used is not None:
            matches.append(Match(word, used))
            if limit is not None and len(matches) == limit:
                break
    return matches


def _scored(candidates, rack, score, limit):
    matches = []
    for word in candidates:
        match = _best_play(rack, word, score)
        if match is not None:
            matches.append(match)
    matches.sort(key=lambda m: m.word)
    matches.sort(key=lambda m: (m.score, len(m.word)), reverse=True)
    return matches if limit is None else matches[:limit]


def _search(index, counts, wilds, min_length, max_length, words):
    """(Slices: a branch two letters deep each.)  Words whose letters fit
    `counts` plus `wilds` substitutions (a superset of the playable words
    when tiles have several letters), walking the packed trie (packed.py);
    `words` is the list the ids index (a None in it is left out)."""
    have = [0] * 26
    for letter, n in counts.items():
        have[ord(letter) - 97] = n
    letters, size, big, count, ids = index.letter, index.size, index.big, index.count, index.ids
    before = index.before
    found = []
    append = found.append

    def walk(node, wilds_left, depth):
        # The words at `node` (where they start in ids: packed.Index.first_word,
        # inline), then its children (node + 1 on, by their sizes).
        if depth >= min_length:
            n = count[node]
            if n:
                s = before[node >> SHIFT] + sum(count[node & MASK:node])
                if n == 1:
                    append(words[ids[s]])
                else:
                    for g in range(s, s + n):
                        append(words[ids[g]])
        if depth >= max_length:
            return
        depth += 1
        end = size[node]
        end = node + (big[node] if end == BIG else end)
        child = node + 1
        while child < end:
            letter = letters[child]
            n = have[letter]
            if n:
                have[letter] = n - 1
                walk(child, wilds_left, depth)
                have[letter] = n
            elif wilds_left:
                walk(child, wilds_left - 1, depth)
            step = size[child]
            child += big[child] if step == BIG else step

    # The root and its children by hand, so the walk can pause between the
    # branches two letters deep.
    for top, left in _steps(index, have, wilds, 0):
        if min_length <= 1 and count[top]:
            s = index.first_word(top)
            for g in range(s, s + count[top]):
                append(words[ids[g]])
        if max_length >= 2:
            for second, left2 in _steps(index, have, left, top):
                walk(second, left2, 2)
                yield
    if words is not index.words:
        found = [w for w in found if w is not None]
    return found


def _steps(index, have, wilds, node):
    """The children of `node` a walk enters with `have` and `wilds` left:
    (child, wilds left), the child's letter taken from `have` while the
    caller is inside it."""
    letters, size_of = index.letter, index.size_of
    child, end = node + 1, node + size_of(node)
    while child < end:
        letter = letters[child]
        n = have[letter]
        if n:
            have[letter] = n - 1
            yield child, wilds
            have[letter] = n
        elif wilds:
            yield child, wilds - 1
        child += size_of(child)
