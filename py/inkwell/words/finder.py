"""Find every word a bot can spell from its tiles (cards) and wild cards.

The search structure is built lazily, once per Dictionary, in the client: a
trie over each word's letters *in sorted order* (an anagram trie). Searching it
only ever walks letters in alphabetical order, so a rack of 12 letters and 2
wilds visits far fewer nodes than a trie of spellings would. Tiles that are
fixed strings ("th") are searched by their letters, then each candidate is
checked exactly by matching tiles to positions.  Each node also carries a mark
of the pairs of neighbouring letters its words hold, so a search for the best
words that play a "th" tile skips the branches where no word has h after t.

>>> from inkwell.words.dictionary import Dictionary
>>> d = Dictionary("demo", ["at", "cat", "act", "chat", "tact", "that"])
>>> [m.word for m in find_words(d, "tac")]
['act', 'cat', 'at']
>>> m = find_words(d, ["th", "a", "t"])[0]
>>> m.word, m.tiles_used
('that', (0, 0, 1, 2))
>>> [(m.word, m.tiles_used) for m in find_words(d, "ta", wilds=1, min_length=3)]
[('act', (1, None, 0)), ('cat', (None, 1, 0))]
>>> [m.word for m in find_words(d, "cat", must_use=[0])]
['act', 'cat']
>>> best = find_words(d, "tach", wilds=1, score=lambda w, used: used.count(None) * -10 + len(w), limit=1)
>>> best[0].word, best[0].score
('chat', 4)
"""

import gc

from inkwell.core.background import finish
from inkwell.core.errors import BadRequest

MAX_TILES = 32
MAX_TILE_LENGTH = 3
MAX_WILDS = 6
# With a score function every way of playing a word is scored; words with many
# repeated letters and wilds have very many, so stop after this many a word.
MAX_ASSIGNMENTS_PER_WORD = 256
_WORDS = "$"  # trie key holding the words whose sorted letters end at a node
_PAIRS = "~"  # trie key holding the pairs mark of the words below a node (after every letter)


class Match:
    """One playable word.

    `word`: the word. `tiles_used`: for each letter position, the index of the
    tile that supplies it (a two-letter tile covers two positions with the same
    index) or None for a wild. `score`: what the caller's score function gave,
    or None. `tiles_used` is worked out on first access when no score function
    was given, so long unranked result lists stay cheap.
    """

    __slots__ = ("word", "score", "_tiles_used", "_rack")

    def __init__(self, word, tiles_used=None, score=None, rack=None):
        self.word = word
        self.score = score
        self._tiles_used = tiles_used
        self._rack = rack

    @property
    def tiles_used(self):
        if self._tiles_used is None:
            self._tiles_used = self._rack.first_play(self.word)
        return self._tiles_used

    @property
    def wilds_used(self):
        return self.tiles_used.count(None)

    def __eq__(self, other):
        return isinstance(other, Match) and (self.word, self.tiles_used, self.score) == (
            other.word, other.tiles_used, other.score)

    def __repr__(self):
        extra = "" if self.score is None else f", score={self.score!r}"
        return f"Match({self.word!r}, {self.tiles_used!r}{extra})"


def find_words(dictionary, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
               score=None, limit=None, values=None, budget=None):
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

    Returns a list of Match. No dictionary (the "players vote" option) is a
    BadRequest: there is nothing to search.
    """
    return finish(find_words_steps(dictionary, tiles, wilds, must_use, min_length, max_length,
                                   score, limit, values, budget))


def find_words_steps(dictionary, tiles, wilds=0, must_use=(), min_length=2, max_length=None,
                     score=None, limit=None, values=None, budget=None):
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

    if values is not None:
        values = _check_values(values, len(rack.tiles))
        if score is None:
            score = _sum_of(values)
        ranked = Rack(tiles, wilds, must_use, values=values)
        if limit is not None:
            return (yield from _ranked(_index(dictionary), ranked, values, score, limit,
                                       min_length, max_length, budget))
        candidates = yield from _search(_index(dictionary), rack.letter_counts, rack.wilds,
                                        min_length, max_length)
        return _scored(candidates, ranked, score, limit)
    candidates = yield from _search(_index(dictionary), rack.letter_counts, rack.wilds,
                                    min_length, max_length)
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


def _best_play(rack, word, score):
    """The Match of `word`'s best-scoring play, or None when it has none."""
    best = best_used = None
    for n, used in enumerate(rack.assignments(word)):
        value = score(word, used)
        if best is None or value > best:
            best, best_used = value, used
        if n + 1 >= MAX_ASSIGNMENTS_PER_WORD:
            break
    # Minus infinity is how a score function says "no play".
    return None if best_used is None or best == NO_BOUND else Match(word, best_used, best)


def _scored(candidates, rack, score, limit):
    matches = []
    for word in candidates:
        match = _best_play(rack, word, score)
        if match is not None:
            matches.append(match)
    matches.sort(key=lambda m: m.word)
    matches.sort(key=lambda m: (m.score, len(m.word)), reverse=True)
    return matches if limit is None else matches[:limit]


class Rack:
    """Validated tiles, wilds and must-use constraints, and exact matching.

    Tiles with the same letters are one *kind* (unless `distinct`): the exact
    check takes the next free tile of a kind instead of trying each identical
    tile as a different choice, which made hands like 11 E's explode.  A
    score function may tell identical tiles apart (two E cards with different
    abilities), so scoring uses distinct tiles; must-use tiles are always
    their own kind.

    >>> [used for used in Rack(["a", "a"], wilds=1).assignments("aa")]
    [(0, 1), (0, None), (None, 0)]
    """

    def __init__(self, tiles, wilds=0, must_use=(), distinct=False, values=None):
        self.tiles = _check_tiles(tiles)
        self.wilds = _check_count(wilds, "wilds", MAX_WILDS)
        self.must_use = _check_must_use(must_use, len(self.tiles))
        counts = {}
        for tile in self.tiles:
            for letter in tile:
                counts[letter] = counts.get(letter, 0) + 1
        self.letter_counts = counts
        self.letters = sum(len(t) for t in self.tiles)
        # "Simple": single-letter tiles and no must-use. Then any word whose
        # letters fit the counts (plus wilds) is playable, no check needed.
        self.simple = not self.must_use and all(len(t) == 1 for t in self.tiles)
        # Try must-use tiles first, then longer tiles: finds a valid play sooner.
        order = sorted(range(len(self.tiles)),
                       key=lambda i: (i not in self.must_use, -len(self.tiles[i]), i))
        kinds = {}
        for i in order:
            key = i if distinct or i in self.must_use else (
                self.tiles[i] if values is None else (self.tiles[i], values[i]))
            kinds.setdefault(key, []).append(i)
        self._kinds = [(self.tiles[ids[0]], ids, ids[0] in self.must_use)
                       for ids in kinds.values()]
        self._singles = {}
        for i, tile in enumerate(self.tiles):
            if len(tile) == 1 and i not in self.must_use:
                self._singles[tile] = self._singles.get(tile, 0) + 1
        self._longer = sorted({t for t in self.tiles if len(t) > 1})
        # Kinds by first letter: each position only looks at tiles that may start there.
        self._starting = {}
        for k, (tile, _, _) in enumerate(self._kinds):
            self._starting.setdefault(tile[0], []).append(k)

    def assignments(self, word):
        """Yield each distinct way (tuple of tile index or None per position)
        to play `word`; identical tiles of a kind are taken in order.

        Tiles are preferred to wilds, so the first play yielded uses as many
        tiles as it can along the way.
        """
        n = len(word)
        used = [None] * n
        kinds, starting = self._kinds, self._starting
        taken = [0] * len(kinds)
        must_letters = sum(len(self.tiles[i]) for i in self.must_use)

        def walk(pos, wilds_left, must_left):
            if pos == n:
                if must_left == 0:
                    yield tuple(used)
                return
            if must_left > n - pos:
                return
            for k in starting.get(word[pos], ()):
                tile, ids, must = kinds[k]
                t = taken[k]
                if t < len(ids) and word.startswith(tile, pos):
                    taken[k] = t + 1
                    end = pos + len(tile)
                    used[pos:end] = [ids[t]] * len(tile)
                    yield from walk(end, wilds_left, must_left - (len(tile) if must else 0))
                    taken[k] = t
            if wilds_left:
                used[pos] = None
                yield from walk(pos + 1, wilds_left - 1, must_left)

        return walk(0, self.wilds, must_letters)

    def fits_singles(self, word):
        """Whether single-letter tiles and wilds alone spell `word` (then it
        is playable without trying where the longer tiles could go)."""
        if self.must_use:
            return False
        singles, short = self._singles, 0
        for letter in set(word):
            more = word.count(letter) - singles.get(letter, 0)
            if more > 0:
                short += more
        return short <= self.wilds

    def first_play(self, word):
        """One way to play `word` (as `assignments` would yield first), or
        None.  A wild is never tried where a free single-letter tile fits:
        swapping that tile in for the wild keeps any play valid, so the
        search only branches where the choice matters."""
        n = len(word)
        used = [None] * n
        kinds, starting = self._kinds, self._starting
        taken = [0] * len(kinds)

        def walk(pos, wilds_left, must_left):
            if pos == n:
                return must_left == 0
            if must_left > n - pos:
                return False
            single = False
            for k in starting.get(word[pos], ()):
                tile, ids, must = kinds[k]
                t = taken[k]
                if t < len(ids) and word.startswith(tile, pos):
                    single = single or len(tile) == 1
                    taken[k] = t + 1
                    end = pos + len(tile)
                    used[pos:end] = [ids[t]] * len(tile)
                    found = walk(end, wilds_left, must_left - (len(tile) if must else 0))
                    taken[k] = t
                    if found:
                        return True
            if wilds_left and not single:
                used[pos] = None
                return walk(pos + 1, wilds_left - 1, must_left)
            return False

        must_letters = sum(len(self.tiles[i]) for i in self.must_use)
        return tuple(used) if walk(0, self.wilds, must_letters) else None


def _check_tiles(tiles):
    if isinstance(tiles, str):
        tiles = list(tiles)
    if not isinstance(tiles, (list, tuple)):
        raise BadRequest("bad_tiles", "tiles must be a string of letters or a list of letter strings")
    if len(tiles) > MAX_TILES:
        raise BadRequest("bad_tiles", f"too many tiles ({len(tiles)}, at most {MAX_TILES})")
    clean = []
    for tile in tiles:
        if not isinstance(tile, str) or not tile:
            raise BadRequest("bad_tiles", f"each tile must be a non-empty string of letters, not {tile!r}")
        low = tile.lower()
        if not (low.isascii() and low.isalpha()):
            raise BadRequest("bad_tiles", f"tile {tile!r} has characters other than the letters a-z")
        if len(low) > MAX_TILE_LENGTH:
            raise BadRequest("bad_tiles", f"tile {tile!r} is too long (at most {MAX_TILE_LENGTH} letters)")
        clean.append(low)
    return clean


def _check_count(value, what, most):
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
        raise BadRequest("bad_" + what, f"{what} must be a whole number from 0 to {most}, not {value!r}")
    return value


def _check_must_use(must_use, tile_count):
    try:
        indexes = set(must_use)
    except TypeError:
        raise BadRequest("bad_must_use", "must_use must be a list of tile indexes") from None
    for i in indexes:
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < tile_count:
            raise BadRequest("bad_must_use", f"must_use names tile {i!r}, but tiles are numbered 0 to {tile_count - 1}")
    return frozenset(indexes)


def _check_lengths(min_length, max_length, rack):
    longest = rack.letters + rack.wilds
    if rack.letters + rack.wilds == 0:
        raise BadRequest("bad_tiles", "no tiles and no wilds: nothing to spell with")
    _check_count(min_length, "min_length", 64)
    if max_length is None:
        max_length = longest
    else:
        _check_count(max_length, "max_length", 64)
    return max(min_length, 1), min(max_length, longest)


def _check_values(values, tile_count):
    if not isinstance(values, (list, tuple)) or len(values) != tile_count or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v < 1e9 for v in values):
        raise BadRequest("bad_values", f"values must be {tile_count} numbers >= 0, one per tile")
    return list(values)


def _sum_of(values):
    def score(word, used):
        return sum(values[i] for i in set(used) if i is not None)
    return score


SLACK = 1e-9   # values may be fractions: let rounding never prune a tie
TIE = 1e-6     # ...but, once `limit` words are found, prune what can only tie
_AFTER_Z = "{"  # sorts after every letter, before _PAIRS


NO_BOUND = float("-inf")


PAIR_BITS = 60
"""Bits of a pairs mark (two 30-bit digits of a Python int): each of the 676
pairs of letters sets one of them."""
OWN_BIT_PAIRS = ("an ea ed er es he in it nd on or ou qu re st th to "
                 "ti at te ng is en li ri ra le ne al se ar nt ro ic ss io co de la rs").split()
"""The pairs with a bit of their own, so that the mark of a tile's pair is
exact: Paperback's two-letter cards, then the pairs most words hold (which
would set a shared bit almost everywhere).  Any other pair shares one of the
remaining bits: still right, only a looser mark (a third more branches)."""
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_PAIR_BIT = {a + b: 1 << (len(OWN_BIT_PAIRS) + (26 * i + j) % (PAIR_BITS - len(OWN_BIT_PAIRS)))
             for i, a in enumerate(_LETTERS) for j, b in enumerate(_LETTERS)}
_PAIR_BIT.update({pair: 1 << n for n, pair in enumerate(OWN_BIT_PAIRS)})


def pairs_mark(text):
    """The bits of the pairs of neighbouring letters in `text`: a word can
    hold a tile only if the word's mark has every bit of the tile's.

    >>> pairs_mark("the") & pairs_mark("th") == pairs_mark("th")
    True
    >>> pairs_mark("a")
    0
    """
    mark, bit = 0, _PAIR_BIT
    for i in range(len(text) - 1):
        mark |= bit[text[i:i + 2]]
    return mark


class _Last:
    """Orders words so that a min-heap drops the alphabetically last first."""
    __slots__ = ("word",)

    def __init__(self, word):
        self.word = word

    def __lt__(self, other):
        return self.word > other.word


MAX_WAYS = 32
"""At most this many ways to use the longer tiles are searched apart; the
least valuable longer tiles beyond them are optional in every way."""


def _ways(rack, values):
    """The ways to use the rack's longer tiles ("th"), best first: [(their
    value, the indexes used, the indexes left optional)]; identical tiles are
    one choice per how many; the most valuable kinds are split on first.

    >>> _ways(Rack(["th", "e", "th", "er"]), [3, 1, 3, 2])
    [(8, [0, 2, 3], []), (6, [0, 2], []), (5, [0, 3], []), (3, [0], []), (2, [3], []), (0, [], [])]
    >>> len(_ways(Rack(["ab", "cd", "ef", "gh", "ij", "kl"]), [6, 5, 4, 3, 2, 1]))
    32
    """
    kinds = {}
    for i, tile in enumerate(rack.tiles):
        if len(tile) > 1:
            kinds.setdefault((tile, values[i]), []).append(i)
    ways, optional = [(0, [])], []
    for (_, v), ids in sorted(kinds.items(), key=lambda kind: -kind[0][1]):
        if len(ways) * (len(ids) + 1) > MAX_WAYS:
            optional += ids
            continue
        ways = [(total + v * n, used + ids[:n]) for total, used in ways for n in range(len(ids) + 1)]
    ways.sort(key=lambda way: -way[0])
    return [(total, used, optional) for total, used in ways]


class _Way:
    """One way's search: the longer tiles `used` are all in the word (their
    letters must be taken), the `optional` ones may be, the others are not
    (their letters are not on the rack); single-letter tiles fill the rest.

    shares[letter]: what each copy of the letter adds as it is taken, in
    order: nothing for the copies the used tiles need, then the values of
    the single tiles and of the optional tiles starting (alphabetically)
    with the letter, best first, so the first k copies add the most any k
    can.  ahead[letter][k]: the most the (k+1)th copy and every letter after
    it can still add.  later[letter]: the most every letter after it can add
    (what is left after a wild).  required: the used tiles' letters, in
    order, with how many copies each needs.
    """

    def __init__(self, rack, values, used, optional=()):
        need = {}
        for i in used:
            for letter in rack.tiles[i]:
                need[letter] = need.get(letter, 0) + 1
        singles = {}
        for i, tile in enumerate(rack.tiles):
            if len(tile) == 1 or i in optional:
                # An optional tile's value sits on its first letter: a word
                # uses at most as many such tiles as it takes copies of it.
                first = min(tile)
                for letter in tile:
                    singles.setdefault(letter, []).append(values[i] if letter == first else 0)
                    if letter == first:
                        first = None
        self.shares = {l: [0] * need.get(l, 0) + sorted(singles.get(l, ()), reverse=True)
                       for l in set(need) | set(singles)}
        self.ahead, self.later, total = {}, {}, 0
        for letter in "zyxwvutsrqponmlkjihgfedcba":
            self.later[letter] = total
            own = self.shares.get(letter)
            if own:
                self.ahead[letter] = [sum(own[k + 1:]) + total for k in range(len(own))]
                total += sum(own)
        self.base = sum(values[i] for i in used)
        # Its words hold the used tiles: the pairs every word below a node
        # holds (see _PAIRS) must include the tiles' pairs.
        self.tiles = [rack.tiles[i] for i in used]
        self.pairs = 0
        for tile in self.tiles:
            self.pairs |= pairs_mark(tile)
        self.most = self.base + total
        self.required = sorted(need.items())
        self.letters = sorted(self.shares)
        self.onward = {c: [l for l in self.letters if l >= c] for c in self.later}
        self.onward[""] = self.letters
        # The most every tile letter from `letter` on can add.
        self.from_ = {c: self.later[c] + sum(self.shares.get(c, ())) for c in self.later}
        self.counts = {letter: len(own) for letter, own in self.shares.items()}
        self.nreq = len(self.required)
        # What _ranked reads at every branch, at one look-up.
        self.parts = (self.shares, self.ahead, self.counts, self.required, self.later,
                      self.from_, self.pairs, self.onward)


SLICE_BRANCHES = 500
"""Branches _ranked grows between two pauses (about 2 ms in CPython)."""


def _ranked(root, rack, values, score, limit, min_length, max_length, budget=None):
    """The best `limit` words by `score`, best first over the anagram trie,
    once per way of using the longer tiles (see _Way): the branch with the
    highest bound is grown next, so the best words come first and the
    search stops when no branch left can beat the `limit`-th.  A branch's
    bound is its way's longer tiles, the single tiles taken so far and the
    single tiles still to come from the least letter below it on; a wild
    adds nothing.  Splitting by ways cuts a way's branch at once when it
    passes a letter its longer tiles need, and keeps a "th" tile from
    counting in a word whose t and h are apart: a branch none of whose
    words holds the way's tiles side by side (by the trie's pairs marks)
    is not grown; without that, most of a search of a hand with two-letter
    tiles proved words that spread the tiles' letters apart worth no more.
    (Slices: a generator that pauses every SLICE_BRANCHES branches.)"""
    import heapq
    push, pop = heapq.heappush, heapq.heappop
    best, in_best = [], set()     # min-heap of (score, length, _Last(word), Match)
    floor = -SLACK
    # Branches: (-bound, n, way, node, wilds left, depth, gained, required
    # letters done, last letter, copies of it taken); words: way None, node
    # their list.  n: the later pushed first among equal bounds, so a branch
    # is followed down to its words.
    todo, n = [], 0
    for way in (_Way(rack, values, used, optional) for _, used, optional in _ways(rack, values)):
        n -= 1
        todo.append((-way.most, n, way, root, rack.wilds, 0, way.base, 0, "", 0))
    heapq.heapify(todo)
    budget = 10 ** 15 if budget is None else budget
    mark = budget
    while todo and -todo[0][0] >= floor and budget > 0:
        if mark - budget >= SLICE_BRANCHES:
            mark = budget
            yield
        top = pop(todo)
        # Children as good as the branch would be popped next: keep them
        # off the heap (a chain of letters each taken in turn is common).
        level = -top[0] - SLACK
        stack = [top]
        while stack and budget > 0:
            bound, _, way, node, wilds_left, depth, gained, r, last, k = stack.pop()
            if -bound < floor:
                continue
            budget -= 1
            if way is None:
                for word in node:
                    if word not in in_best and _offer(best, in_best, limit, word,
                                                      rack.first_play(word) and _best_play(rack, word, score)):
                        # Only a better score can enter now: a branch that can
                        # at best tie the last place is left (ties go by search order).
                        floor = best[0][0] + TIE
                continue
            nreq = way.nreq
            words = node.get(_WORDS)
            if words is not None and r == nreq and depth >= min_length and gained >= floor:
                if way.tiles:
                    # A word without the tiles is played in another way, which finds it.
                    words = [w for w in words if _holds(w, way.tiles)]
                if words:
                    n -= 1
                    item = (-gained, n, None, words, 0, 0, 0, 0, "", 0)
                    if gained >= level:
                        stack.append(item)
                    else:
                        push(todo, item)
            if depth >= max_length:
                continue
            shares, ahead, counts, required, later, from_, pairs, onward = way.parts
            # Letters come in order: none after a required letter still missing.
            stop = required[r][0] if r < nreq else _AFTER_Z
            if not wilds_left:
                # Without wilds only rack letters can follow: walk whichever
                # of them and the node's own letters is the shorter list.
                onward = onward[last]
                if len(node) <= len(onward):
                    onward = node
            else:
                onward = node
            for letter in onward:
                if letter > stop:
                    break
                have = counts.get(letter, 0)
                if letter == last:
                    have -= k
                if have:
                    child = node.get(letter)
                    if child is None or child.get(_PAIRS, -1) & pairs != pairs:
                        continue
                    copy = len(shares[letter]) - have       # copies taken before this one
                    gain = gained + shares[letter][copy]
                    done = r + 1 if r < nreq and required[r] == (letter, copy + 1) else r
                    # One step ahead: the least letter below the child is the
                    # least that can follow, so every rack letter before it is lost.
                    for first in child:     # "$" comes first, "~" last
                        if first != _WORDS:
                            break
                    if first == _PAIRS or first == _WORDS or (done < nreq and first > required[done][0]):
                        bound = gain if done == nreq else NO_BOUND
                    elif first == letter:
                        bound = gain + ahead[letter][copy]
                    else:
                        bound = gain + from_[first]
                    if bound < floor:
                        continue
                    n -= 1
                    item = (-bound, n, way, child, wilds_left, depth + 1, gain, done, letter, copy + 1)
                elif letter != _WORDS and wilds_left:
                    child = node[letter]
                    if child.get(_PAIRS, -1) & pairs != pairs:
                        continue
                    for first in child:
                        if first != _WORDS:
                            break
                    if first == _PAIRS or first == _WORDS or first == letter:
                        bound = gained + later[letter]
                    elif r < nreq and first > stop:
                        continue
                    else:
                        bound = gained + from_[first]
                    if bound < floor:
                        continue
                    n -= 1
                    item = (-bound, n, way, child, wilds_left - 1, depth + 1,
                            gained, r, letter, 0 if letter != last else k)
                else:
                    continue
                if bound >= level:
                    stack.append(item)
                else:
                    push(todo, item)
    best.sort(reverse=True)
    return [entry[3] for entry in best]


def _holds(word, tiles):
    for tile in tiles:
        if tile not in word:
            return False
    return True


def _offer(best, in_best, limit, word, match):
    """Put `word`'s best play among the best (a min-heap of `limit`);
    whether that filled it (or raised a full one's last place)."""
    import heapq
    if not match:
        return False
    entry = (match.score, len(word), _Last(word), match)
    if len(best) < limit:
        heapq.heappush(best, entry)
    elif entry[:3] > best[0][:3]:
        in_best.discard(heapq.heapreplace(best, entry)[2].word)
    else:
        return False
    in_best.add(word)
    return len(best) == limit


# ---------------------------------------------------------------- the index

def _index(dictionary):
    """The anagram trie of `dictionary`, built on first use and kept on it
    (its pairs marks come later, from whoever runs index_steps to its end:
    the worker does between messages)."""
    steps = index_steps(dictionary)
    while dictionary._search_index is None:
        next(steps)
    return dictionary._search_index


def index_steps(dictionary):
    """Build `dictionary`'s index a slice at a time (a `next` per slice), so
    it can be built between other work; a build left halfway is finished by
    the next caller, whoever it is.  First the trie, which searches use at
    once; then its pairs marks, which only make some searches faster: the
    marks cost as much again as the trie, too much to wait for.

    >>> from inkwell.words import Dictionary
    >>> d = Dictionary("t", ["tea", "eat", "at"])
    >>> for _ in index_steps(d):
    ...     pass
    >>> d._search_index["a"]["t"]["$"], d._search_index["a"]["~"] == pairs_mark("tea") | pairs_mark("at")
    (['at'], True)
    """
    while dictionary._search_index is None:
        if dictionary._index_build is None:
            dictionary._index_build = _index_slices(dictionary.words)
        # The trie is a million small objects that hold no cycles: collecting
        # garbage while it grows only rescans it (a third of the time, and
        # pauses of 100 ms in the browser).
        collecting = gc.isenabled()
        gc.disable()
        try:
            next(dictionary._index_build)
        except StopIteration as built:
            dictionary._search_index, dictionary._index_build = built.value, None
            # Kept for good: out of the collector's sight, or every full
            # collection walks its million dicts (pauses of seconds in bot turns).
            gc.freeze()
        finally:
            if collecting:
                gc.enable()
        yield
    while not dictionary._marked:
        if dictionary._marks_build is None:
            dictionary._marks_build = _mark_slices(dictionary._search_index)
        try:
            next(dictionary._marks_build)
        except StopIteration:
            dictionary._marked, dictionary._marks_build = True, None
            return
        yield


def build_index(words):
    """Anagram trie: nested dicts keyed by letter along each word's sorted
    letters; the key "$" holds the words with exactly those letters, the key
    "~" the pairs mark of the words below the node (a 59-bit int: 15% more
    memory; it spares most of a best-N search with two-letter tiles).

    >>> trie = build_index(["tea", "eat", "at"])
    >>> trie["a"]["e"]["t"]["$"], trie["a"]["t"]["$"]
    (['tea', 'eat'], ['at'])
    >>> trie["a"]["~"] == pairs_mark("tea") | pairs_mark("eat") | pairs_mark("at")
    True
    """
    slices = _index_slices(words)
    while True:
        try:
            next(slices)
        except StopIteration as built:
            root = built.value
            break
    for _ in _mark_slices(root):
        pass
    return root


SLICE = 4000  # words per slice: about 10-20 ms in the browser's worker
KEYS_SLICE = 1500  # sets of letters per slice of the trie's growth (with their pairs marks)


def _index_slices(words):
    """build_index's work, pausing every SLICE words; returns the trie."""
    groups, buckets = {}, {}
    for n, word in enumerate(words, 1):
        key = "".join(sorted(word))
        group = groups.get(key)
        if group is None:
            groups[key] = [word]
            # Sorting the keys a bucket (first two letters) at a time gives
            # the same order in slices as short as the rest.
            buckets.setdefault(key[:2], []).append(key)
        else:
            group.append(word)
        if n % SLICE == 0:
            yield
    root = {}
    # Keys arrive sorted, so each shares a path prefix with the one before:
    # keep the path as a stack and only create the nodes that are new.
    path, prev, n = [root], "", 0
    for prefix in sorted(buckets):
        for key in sorted(buckets.pop(prefix)):
            shared = 0
            limit = min(len(key), len(prev))
            while shared < limit and key[shared] == prev[shared]:
                shared += 1
            del path[shared + 1:]
            node = path[-1]
            for letter in key[shared:]:
                child = node.get(letter)
                if child is None:
                    child = node[letter] = {}
                node = child
                path.append(node)
            node[_WORDS] = groups[key]
            prev = key
            n += 1
            if n % SLICE == 0:
                yield
    return root


def _mark_slices(root):
    """The pairs marks (see build_index), a slice at a time, each node's once
    every node below it has its own (after them, in a walk): a search between
    two slices prunes by the marks that are there, and a node without one
    prunes nothing.  Returns the number of nodes marked."""
    stack, n = [(root, iter(list(root.items())), 0)], 0
    while stack:
        node, keys, mark = stack[-1]
        for key, child in keys:
            if key == _WORDS:
                for word in child:
                    mark |= pairs_mark(word)
            elif key != _PAIRS:
                stack[-1] = (node, keys, mark)
                stack.append((child, iter(list(child.items())), 0))
                break
        else:
            stack.pop()
            node[_PAIRS] = mark
            if stack:
                parent, rest, above = stack[-1]
                stack[-1] = (parent, rest, above | mark)
            n += 1
            if n % KEYS_SLICE == 0:
                yield
            continue
    return n


def _pieces(root):
    """The trie cut into small tries, a branch two letters deep each, in the
    walk's order: walking them one after another is walking the whole, so a
    search may pause between two."""
    # Snapshots: the pairs marks may be written meanwhile (index_steps).
    for letter, child in list(root.items()):
        if letter == _WORDS:
            yield {letter: child}
            continue
        if letter == _PAIRS:
            continue
        for second, grandchild in list(child.items()):
            if second != _PAIRS:
                yield {letter: {second: grandchild}}


def _search(root, counts, wilds, min_length, max_length):
    """(Slices: a piece of the trie each.)  Words whose letters fit `counts`
    plus `wilds` substitutions (a superset of the playable words when tiles
    have several letters)."""
    counts = dict(counts)
    found = []
    extend = found.extend

    def walk(node, wilds_left, depth):
        deeper = depth < max_length
        for letter, child in node.items():
            if letter == _WORDS:
                if depth >= min_length:
                    extend(child)
            elif deeper and letter != _PAIRS:
                have = counts.get(letter, 0)
                if have:
                    counts[letter] = have - 1
                    walk(child, wilds_left, depth + 1)
                    counts[letter] = have
                elif wilds_left:
                    walk(child, wilds_left - 1, depth + 1)

    for piece in _pieces(root):
        walk(piece, wilds, 0)
        yield
    return found
