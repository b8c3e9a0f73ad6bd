"""The best `limit` words of a rack by branch and bound over the packed
anagram trie (find_words with `values` and `limit`; packed.py)."""

from .marks import pairs_mark
from .packed import BIG
from .rack import NO_BOUND, _best_play

SLACK = 1e-9   # values may be fractions: let rounding never prune a tie
TIE = 1e-6     # ...but, once `limit` words are found, prune what can only tie
_AFTER_Z = 26  # after every letter (letters are 0-25)
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class _Last:
    """Orders words so that a min-heap drops the alphabetically last first."""
    __slots__ = ("word",)

    def __init__(self, word):
        self.word = word

    def __lt__(self, other):
        return self.word > other.word

    def __gt__(self, other):   # spelt out: MicroPython does not reflect __lt__
        return self.word < other.word


MAX_WAYS = 32
"""At most this many ways to use the longer tiles are searched apart; the
least valuable longer tiles beyond them are optional in every way."""


def _ways(rack, values):
    """The ways to use the rack's longer tiles ("th"), best first: [(their
    value, the indexes used, the indexes left optional)]; identical tiles are
    one choice per how many; the most valuable kinds are split on first.

    >>> from inkwell.words.finder.rack import Rack
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
        # holds (its pairs mark, packed.py) must include the tiles' pairs.
        self.tiles = [rack.tiles[i] for i in used]
        self.pairs = 0
        for tile in self.tiles:
            self.pairs |= pairs_mark(tile)
        self.most = self.base + total
        self.required = sorted(need.items())
        # The most every tile letter from `letter` on can add.
        self.from_ = {c: self.later[c] + sum(self.shares.get(c, ())) for c in self.later}
        self.nreq = len(self.required)
        # What _ranked reads at every branch, at one look-up, by letter number (0-25).
        self.parts = ([self.shares.get(c, []) for c in _LETTERS], [self.ahead.get(c) for c in _LETTERS],
                      [len(self.shares.get(c, ())) for c in _LETTERS],
                      [(ord(c) - 97, count) for c, count in self.required],
                      [self.later[c] for c in _LETTERS], [self.from_[c] for c in _LETTERS], self.pairs)


SLICE_BRANCHES = 500
"""Branches _ranked grows between two pauses (about 2 ms in CPython)."""


def _ranked(index, rack, values, score, limit, min_length, max_length, budget=None, words=None):
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
    `words`: the list the ids index, the index's own unless given (a None
    in it is a word left out).
    (Slices: a generator that pauses every SLICE_BRANCHES branches.)"""
    import heapq
    push, pop = heapq.heappush, heapq.heappop
    best, in_best = [], set()     # min-heap of (score, length, _Last(word), Match)
    floor = -SLACK
    # Branches: (-bound, n, way, node number, wilds left, depth, gained,
    # required letters done, last letter (0-25, -1 at the root), copies of
    # it taken); words: way None, node their list.  n: the later pushed first among equal bounds, so a branch
    # is followed down to its words.
    letters, size, big, count, ids = index.letter, index.size, index.big, index.count, index.ids
    holes = words is not None and words is not index.words
    words = index.words if words is None else words
    first_word, marks = index.first_word, None
    todo, n = [], 0
    for way in (_Way(rack, values, used, optional) for _, used, optional in _ways(rack, values)):
        n -= 1
        todo.append((-way.most, n, way, 0, rack.wilds, 0, way.base, 0, -1, 0))
    heapq.heapify(todo)
    if any(item[2].pairs for item in todo):
        marks = index.marks()   # only longer tiles are checked by the pairs marks
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
            here = count[node]
            if here and r == nreq and depth >= min_length and gained >= floor:
                start = first_word(node)
                found = ([words[ids[start]]] if here == 1 else
                         [words[ids[g]] for g in range(start, start + here)])
                if holes:
                    found = [w for w in found if w is not None]
                if way.tiles:
                    # A word without the tiles is played in another way, which finds it.
                    found = [w for w in found if _holds(w, way.tiles)]
                if found:
                    n -= 1
                    item = (-gained, n, None, found, 0, 0, 0, 0, -1, 0)
                    if gained >= level:
                        stack.append(item)
                    else:
                        push(todo, item)
            if depth >= max_length:
                continue
            shares, ahead, counts, required, later, from_, pairs = way.parts
            # Letters come in order: none after a required letter still missing.
            stop = required[r][0] if r < nreq else _AFTER_Z
            end = size[node]
            child, end = node + 1, node + (big[node] if end == BIG else end)
            while child < end:     # the children, in order (packed.py)
                c = child
                step = size[c]
                child += big[c] if step == BIG else step
                letter = letters[c]
                if letter > stop:
                    break
                have = counts[letter]
                if letter == last:
                    have -= k
                if have:
                    if pairs and marks[c] & pairs != pairs:
                        continue
                    copy = len(shares[letter]) - have       # copies taken before this one
                    gain = gained + shares[letter][copy]
                    done = r + 1 if r < nreq and required[r] == (letter, copy + 1) else r
                    # One step ahead: the least letter below the child is the
                    # least that can follow, so every rack letter before it is lost.
                    first = letters[c + 1] if step > 1 else None
                    if first is None or (done < nreq and first > required[done][0]):
                        bound = gain if done == nreq else NO_BOUND
                    elif first == letter:
                        bound = gain + ahead[letter][copy]
                    else:
                        bound = gain + from_[first]
                    if bound < floor:
                        continue
                    n -= 1
                    item = (-bound, n, way, c, wilds_left, depth + 1, gain, done, letter, copy + 1)
                elif wilds_left:
                    if pairs and marks[c] & pairs != pairs:
                        continue
                    first = letters[c + 1] if step > 1 else None
                    if first is None or first == letter:
                        bound = gained + later[letter]
                    elif r < nreq and first > stop:
                        continue
                    else:
                        bound = gained + from_[first]
                    if bound < floor:
                        continue
                    n -= 1
                    item = (-bound, n, way, c, wilds_left - 1, depth + 1,
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
