"""The tiles, wilds and must-use tiles of one search, checked, and the
exact matching of a word to them (which tile supplies which letter)."""

from inkwell.core.errors import BadRequest

MAX_TILES = 32
MAX_TILE_LENGTH = 3
MAX_WILDS = 6
# With a score function every way of playing a word is scored; words with many
# repeated letters and wilds have very many, so stop after this many a word.
MAX_ASSIGNMENTS_PER_WORD = 256

NO_BOUND = float("-inf")
"""A score that is no play (and a branch bound that admits nothing)."""


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
