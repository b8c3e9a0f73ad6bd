"""Searches over the word graph (dawg.py), walking words in spelling order.

- rack_words: every word whose letters fit a rack's letter counts plus
  wilds (the candidates search.py's _unscored and _scored check exactly).
- best_words: the best `limit` words by a score, depth first with a
  branch bound, in passes of falling score floors (see best_words).

A search skips the graph's left-out words, and keeps only the words of
`only` when given (the familiar ones).
"""

import heapq

from inkwell.core.background import finish

from .dawg import FINAL, LAST, LETTER, LETTERS
from .rack import _best_play
from .ranked import SLACK, TIE, _Last


def rack_words(dawg, counts, wilds, min_length, max_length, only=None):
    """rack_words_steps run at once."""
    return finish(rack_words_steps(dawg, counts, wilds, min_length, max_length, only))


def rack_words_steps(dawg, counts, wilds, min_length, max_length, only=None):
    """(Slices: a letter of the root each.)  Every word whose letters fit `counts` ({letter: n}) plus `wilds`
    substitutions, of min_length to max_length letters, in spelling order.

    >>> from .dawg import pack, unpack
    >>> d = unpack(pack(["at", "cat", "tact", "ta"], leave_out=["ta"]), "t")
    >>> rack_words(d, {"a": 1, "t": 1}, 1, 2, 4)
    ['at', 'cat']
    """
    have = [0] * 26
    for letter, n in counts.items():
        have[ord(letter) - 97] = n
    flags, targets, found = dawg.flags, dawg.targets, []
    append = found.append

    def walk(e, prefix, wilds_left, depth, one=False):
        # A letter comes from the rack while it has one, else from a wild;
        # `one`: this edge alone (the root's, a slice each).
        while True:
            f = flags[e]
            letter = f & LETTER
            n = have[letter]
            if n or wilds_left:
                word = prefix + LETTERS[letter]
                if f & FINAL and depth >= min_length:
                    append(word)
                t = targets[e]
                if t and depth < max_length:
                    if n:
                        have[letter] = n - 1
                        walk(t, word, wilds_left, depth + 1)
                        have[letter] = n
                    else:
                        walk(t, word, wilds_left - 1, depth + 1)
            if f & LAST or one:
                return
            e += 1

    e = 0
    while max_length >= 1:
        walk(e, "", wilds, 1, True)
        yield
        if flags[e] & LAST:
            break
        e += 1
    return _kept(dawg, found, only)


def _kept(dawg, words, only):
    out = dawg.left_out
    if out:
        words = [w for w in words if w not in out]
    if only is not None:
        words = [w for w in words if w in only]
    return words


class _Kinds:
    """The rack's tiles as kinds (same letters and value), best value per
    letter first: the order a fractional knapsack takes them in."""

    def __init__(self, tiles, values):
        kinds = {}
        for tile, value in zip(tiles, values):
            kinds[(tile, value)] = kinds.get((tile, value), 0) + 1
        ordered = sorted(kinds.items(), key=lambda kv: -kv[0][1] / len(kv[0][0]))
        self.tile = [tile for (tile, _), _ in ordered]
        self.value = [value for (_, value), _ in ordered]
        self.size = [len(t) for t in self.tile]
        self.count = [n for _, n in ordered]
        self.bits = [sum(1 << (ord(c) - 97) for c in set(t)) for t in self.tile]
        first = [[k for k, t in enumerate(self.tile) if ord(t[0]) - 97 == c] for c in range(26)]
        self.singles = [[k for k in ks if self.size[k] == 1] for ks in first]
        self.longer = [[(k, self.tile[k][1:]) for k in ks if self.size[k] > 1] for ks in first]


def _follow(flags, targets, t, text):
    """(flags, target) of the edge spelling `text` on from the node at edge
    `t`, or None when no word goes on so."""
    f = 0
    for ch in text:
        if not t:
            return None
        c = ord(ch) - 97
        while True:
            f = flags[t]
            if f & LETTER == c:
                break
            if f & LAST or f & LETTER > c:
                return None
            t += 1
        t = targets[t]
    return f, t


FIRST_FLOOR = 0.5
"""The first pass's floor, a share of the best the rack could score: most
hands have `limit` words above it, and a high floor cuts far more."""
LOWER = 0.5
"""Each pass that found fewer than `limit` words lowers the floor so."""


def best_words(dawg, rack, values, score, limit, min_length, max_length, budget=None, only=None):
    """best_words_steps run at once."""
    return finish(best_words_steps(dawg, rack, values, score, limit, min_length, max_length, budget, only))


def best_words_steps(dawg, rack, values, score, limit, min_length, max_length, budget=None, only=None):
    """(Slices: a letter of the root each, in each pass.)  The best `limit` words of `rack` by `score` (Match list, best first;
    ties with the last kept come in spelling order), by passes of a depth
    first search with a score floor: a pass grows only the branches whose
    bound (what they gained plus a fractional knapsack of the tiles left,
    see _Pass.bound) reaches the floor, which rises to the limit-th score
    once `limit` words are found.  A pass that ends with `limit` words
    scoring at least its floor is exact; else the floor falls (LOWER) and
    the search runs again (the words scored are kept).

    `budget`: the edges all passes may visit together; past it the search
    answers with what it has, which holds every word scoring at least the
    floor of the last pass that finished (the best words, down to there).
    """
    kinds = _Kinds(rack.tiles, values)
    most = sum(v * n for v, n in zip(kinds.value, kinds.count))
    found = _Found(limit)
    floor = most * FIRST_FLOOR if most > 0 else -SLACK
    walk = _Pass(dawg, rack, kinds, score, found, min_length, max_length, only)
    budget = 10 ** 15 if budget is None else budget
    while True:
        yield from walk.run(max(floor, -SLACK), budget)
        budget = walk.budget
        # Exact once the limit-th score reaches the pass's floor: a word
        # below the floor may score more than words kept above it (a score
        # can take off for wilds), so a full heap alone is not enough.
        if (found.full() and found.heap[0][0] >= floor) or floor <= 0 or budget <= 0:
            break
        floor = floor * LOWER if floor * LOWER > most * 0.01 else -SLACK
    return found.matches()


class _Found:
    """The best `limit` matches so far (a min-heap) and the words scored."""

    def __init__(self, limit):
        self.limit, self.heap, self.scored = limit, [], {}

    def full(self):
        return len(self.heap) >= self.limit

    def offer(self, word, match):
        """Keep `match` if it is among the best; whether that filled the heap."""
        entry = (match.score, len(word), _Last(word), match)
        heap = self.heap
        if len(heap) < self.limit:
            heapq.heappush(heap, entry)
        elif entry[:3] > heap[0][:3]:
            heapq.heapreplace(heap, entry)
        else:
            return False
        return len(heap) == self.limit

    def floor(self):
        return self.heap[0][0] + TIE

    def matches(self):
        return [entry[3] for entry in sorted(self.heap, reverse=True)]


class _Pass:
    """One depth-first walk of the graph with tiles taken exactly: a "th"
    tile is two edges, a single tile one, a wild one at no gain (never
    where a free single tile of that letter fits: the tile does as well
    and keeps the wild)."""

    def __init__(self, dawg, rack, kinds, score, found, min_length, max_length, only):
        self.flags, self.targets = dawg.flags, dawg.targets
        # The bounds read what is below a node once the graph has derived it
        # (Dawg.below, background work); before, the looser bound of every
        # tile left: the same words, found slower.
        below = dawg.below(derive=False)
        if below is None:
            self.bound = self.loose_bound
        else:
            self.mask, self.height = below
        self.out, self.only = dawg.left_out, only
        self.rack, self.kinds, self.score, self.found = rack, kinds, score, found
        self.min_length, self.max_length = min_length, max_length
        self.left = list(kinds.count)
        self.budget = 0

    def bound(self, edge, room):
        """The most the tiles left can add below the node at `edge`: only
        kinds whose letters all occur there, at most as many letters as the
        words there can take, the best value per letter first."""
        m, h = self.mask[edge], self.height[edge]
        if h < room:
            room = h
        kinds, total = self.kinds, 0
        for k, c in enumerate(self.left):
            if c and kinds.bits[k] & m == kinds.bits[k]:
                size = kinds.size[k]
                if c * size > room:
                    return total + kinds.value[k] * room / size
                total += c * kinds.value[k]
                room -= c * size
        return total

    def loose_bound(self, edge, room):
        """bound() without the graph's masks and heights."""
        kinds, total = self.kinds, 0
        for k, c in enumerate(self.left):
            if c:
                size = kinds.size[k]
                if c * size > room:
                    return total + kinds.value[k] * room / size
                total += c * kinds.value[k]
                room -= c * size
        return total

    def run(self, floor, budget):
        self.floor, self.budget = floor, budget
        if self.found.full():
            self.floor = max(floor, self.found.floor())
        e = 0
        while self.budget > 0:
            self.walk(e, "", 0, self.rack.wilds, True)
            yield
            if self.flags[e] & LAST:
                break
            e += 1

    def arrive(self, f, t, word, gained, wilds_left):
        n = len(word)
        if f & FINAL and n >= self.min_length and gained >= self.floor:
            self.consider(word)
        if t and n < self.max_length and gained + self.bound(t, self.max_length - n) >= self.floor:
            self.walk(t, word, gained, wilds_left)

    def consider(self, word):
        found = self.found
        if word in found.scored or word in self.out or (self.only is not None and word not in self.only):
            return
        match = _best_play(self.rack, word, self.score)
        found.scored[word] = match
        if match is not None and found.offer(word, match):
            self.floor = max(self.floor, found.floor())

    def walk(self, e, prefix, gained, wilds_left, one=False):
        """The edges of a node from `e` on (`one`: edge `e` alone)."""
        flags, targets, kinds, left = self.flags, self.targets, self.kinds, self.left
        value = kinds.value
        while self.budget > 0:
            self.budget -= 1
            f, t = flags[e], targets[e]
            letter = f & LETTER
            single = False
            for k in kinds.singles[letter]:
                c = left[k]
                if c:
                    single = True
                    left[k] = c - 1
                    self.arrive(f, t, prefix + LETTERS[letter], gained + value[k], wilds_left)
                    left[k] = c
            for k, more in kinds.longer[letter]:
                c = left[k]
                if c and len(prefix) + 1 + len(more) <= self.max_length:
                    got = _follow(flags, targets, t, more)
                    if got is not None:
                        left[k] = c - 1
                        self.arrive(got[0], got[1], prefix + LETTERS[letter] + more, gained + value[k], wilds_left)
                        left[k] = c
            if wilds_left and not single:
                self.arrive(f, t, prefix + LETTERS[letter], gained, wilds_left - 1)
            if f & LAST or one:
                return
            e += 1
