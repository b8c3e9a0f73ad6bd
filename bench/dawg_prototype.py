"""Prototype for issue 25 part 1's wire target: a minimized DAWG over each
list's words in spelling order, packed into bytes, as the one file that would
replace both <name>.words.gz and <name>.index.gz.  Not used by the engine:
it measures, against today's finder in the same run, what that file would
weigh, how long it takes to load, and how fast the searches are.

    PYTHONPATH=py nice -n 10 python bench/dawg_prototype.py [hands]

Findings and the plan are in bench/dawg_prototype.md.

Format measured: one byte an edge (letter 0-25, bit 5: the edge ends a
word, bit 6: last edge of its node), then the edge index of the target
node's first edge (0: a node with no edges) as three byte planes (low,
middle, high), because planes gzip far better than interleaved uint24 and
rebuild into a uint32 array with three extended-slice copies (no Python
loop per edge at load).
"""

import gzip
import heapq
import random
import statistics
import sys
import time
import zlib
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for extra in (ROOT / "py", ROOT / "bench"):
    sys.path.insert(0, str(extra))

from inkwell.words import data_dir, find_words, load  # noqa: E402
from inkwell.words.finder import _index  # noqa: E402
from inkwell.words.finder.rack import Rack, _best_play, _sum_of  # noqa: E402

clock = time.process_time
LETTERS = "abcdefghijklmnopqrstuvwxyz"
FINAL, LAST = 32, 64


# ---------------------------------------------------------------- build

def build(words):
    """The minimized DAWG of `words` (sorted, distinct) by Daciuk's
    incremental algorithm: a node is [is a word end, {letter: node}], and
    each finished branch is swapped for an equal node already registered."""
    register, root, unchecked, prev = {}, [False, {}], [], ""

    def minimize(down):
        while len(unchecked) > down:
            parent, letter, child = unchecked.pop()
            key = (child[0], tuple(sorted((c, id(n)) for c, n in child[1].items())))
            if key in register:
                parent[1][letter] = register[key]
            else:
                register[key] = child

    for word in words:
        shared = 0
        while shared < min(len(word), len(prev)) and word[shared] == prev[shared]:
            shared += 1
        minimize(shared)
        node = unchecked[-1][2] if unchecked else root
        for letter in word[shared:]:
            child = [False, {}]
            node[1][letter] = child
            unchecked.append((node, letter, child))
            node = child
        node[0] = True
        prev = word
    minimize(0)
    return root


def layout(root, topological=True):
    """(flags bytes, targets uint32) of the DAWG's edges, node by node.
    topological: reverse post-order, so every target lies after its edge
    and one backward pass derives what a node's subtree holds; otherwise
    depth-first pre-order (a child laid right after its first parent),
    which gzips about 4% smaller."""
    order, seen = [], {id(root)}
    if topological:
        stack = [(root, iter(sorted(root[1].items())))]
        while stack:
            node, children = stack[-1]
            for _, child in children:
                if id(child) not in seen and child[1]:
                    seen.add(id(child))
                    stack.append((child, iter(sorted(child[1].items()))))
                    break
            else:
                order.append(stack.pop()[0])
        order.reverse()
    else:
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            for letter in sorted(node[1], reverse=True):
                child = node[1][letter]
                if id(child) not in seen and child[1]:
                    seen.add(id(child))
                    stack.append(child)
    start, at = {}, 0
    for node in order:
        start[id(node)] = at
        at += len(node[1])
    flags, targets = bytearray(), array("I")
    for node in order:
        letters = sorted(node[1])
        for k, letter in enumerate(letters):
            child = node[1][letter]
            flags.append((ord(letter) - 97) | child[0] * FINAL | (k == len(letters) - 1) * LAST)
            targets.append(start[id(child)] if child[1] else 0)
    return bytes(flags), targets


def pack(flags, targets):
    """The gzip'd file: a header line, the flags, the targets' three planes."""
    planes = [bytes(t >> shift & 255 for t in targets) for shift in (0, 8, 16)]
    body = flags + b"".join(planes)
    head = f"inkwell-dawg 0 {len(flags)} {zlib.crc32(body)}\n".encode("ascii")
    return gzip.compress(head + body, compresslevel=9, mtime=0)


def unpack(data):
    """(flags, targets) from a packed file: gunzip, then the planes copied
    into a uint32 array by extended slices (C loops, no Python one)."""
    raw = gzip.decompress(data)
    line, _, body = raw.partition(b"\n")
    _, _, edges, crc = line.split(b" ")
    edges = int(edges)
    if len(body) != 4 * edges or zlib.crc32(body) != int(crc):
        raise ValueError("damaged")
    wide = bytearray(4 * edges)
    for k in range(3):
        wide[k::4] = body[edges * (k + 1):edges * (k + 2)]
    return body[:edges], array("I", bytes(wide))


def derive(flags, targets):
    """Per edge (of a topological layout), what the rest of its node and
    every subtree below hold: the mask of letters (bit per letter) and the
    most letters a word can still take (height).  The ranked search's
    bounds use them; one Python pass backwards over the edges."""
    n = len(flags)
    mask, height = array("I", bytes(4 * (n + 1))), bytearray(n + 1)
    for i in range(n - 1, -1, -1):
        f, t = flags[i], targets[i]
        m, h = 1 << (f & 31), 1
        if t:
            m |= mask[t]
            h += height[t]
        if not f & LAST:
            m |= mask[i + 1]
            if height[i + 1] > h:
                h = height[i + 1]
        mask[i], height[i] = m, h
    return mask, height


# ---------------------------------------------------------------- reads

def all_words(flags, targets):
    """The sorted word list, from walking the DAWG (edges are in letter order)."""
    out = []

    def walk(e, prefix):
        while True:
            f = flags[e]
            word = prefix + LETTERS[f & 31]
            if f & FINAL:
                out.append(word)
            if targets[e]:
                walk(targets[e], word)
            if f & LAST:
                return
            e += 1
    walk(0, "")
    return out


def is_word(flags, targets, word):
    e, f = 0, 0
    for ch in word:
        if not e and f:
            return False
        c = ord(ch) - 97
        while flags[e] & 31 != c:
            if flags[e] & LAST or flags[e] & 31 > c:
                return False
            e += 1
        f = flags[e] | 128
        e = targets[e]
    return bool(f & FINAL)


def rack_words(flags, targets, counts, wilds, min_length=2, max_length=99):
    """Every word whose letters fit `counts` plus `wilds` (today's _search's
    candidates), walking spellings: a letter is taken from the rack, else
    from a wild."""
    have = [0] * 26
    for letter, n in counts.items():
        have[ord(letter) - 97] = n
    found = []

    def walk(e, prefix, wilds_left, depth):
        while True:
            f = flags[e]
            letter = f & 31
            n = have[letter]
            if n or wilds_left:
                word = prefix + LETTERS[letter]
                if f & FINAL and depth >= min_length:
                    found.append(word)
                t = targets[e]
                if t and depth < max_length:
                    if n:
                        have[letter] = n - 1
                        walk(t, word, wilds_left, depth + 1)
                        have[letter] = n
                    else:
                        walk(t, word, wilds_left - 1, depth + 1)
            if f & LAST:
                return
            e += 1
    walk(0, "", wilds, 1)
    return found


class _Kinds:
    """The rack's tiles as kinds (same letters and value), best value per
    letter first, which is the order a fractional knapsack takes them in."""

    def __init__(self, tiles, values):
        kinds = {}
        for tile, value in zip(tiles, values):
            kinds[(tile, value)] = kinds.get((tile, value), 0) + 1
        kinds = sorted(kinds.items(), key=lambda kv: -kv[0][1] / len(kv[0][0]))
        self.tile = [k[0][0] for k in kinds]
        self.value = [k[0][1] for k in kinds]
        self.size = [len(t) for t in self.tile]
        self.count = [k[1] for k in kinds]
        self.letters = [sum(1 << (ord(c) - 97) for c in set(t)) for t in self.tile]
        first = [[k for k, t in enumerate(self.tile) if ord(t[0]) - 97 == c] for c in range(26)]
        self.singles = [[k for k in ks if self.size[k] == 1] for ks in first]
        self.longer = [[(k, self.tile[k][1:]) for k in ks if self.size[k] > 1] for ks in first]


def _follow(flags, targets, t, text):
    """(flags, target) of the edge that spells `text` on from node `t`, or None."""
    f = 0
    for ch in text:
        if not t:
            return None
        c = ord(ch) - 97
        while True:
            f = flags[t]
            if f & 31 == c:
                break
            if f & LAST or f & 31 > c:
                return None
            t += 1
        t = targets[t]
    return f, t


def dfs_best(flags, targets, mask, height, tiles, wilds, values, limit, min_length=2, max_length=None):
    """The best `limit` words by the sum of the used tiles' values, depth
    first with a bound: a branch is cut when what it gained plus a
    fractional knapsack of the tiles left (only kinds whose letters occur
    below, at most `height` letters) cannot reach the limit-th word.  Tiles
    are walked exactly (a "th" tile is two edges).  A wild is never taken
    where a single-letter tile of that letter is free: the tile would do as
    well and keep the wild.  Returns [(score, length, word)]."""
    kinds = _Kinds(Rack(tiles, wilds, values=values).tiles, values)
    if max_length is None:
        max_length = sum(len(t) for t in tiles) + wilds
    left, value, size, need_bits = kinds.count[:], kinds.value, kinds.size, kinds.letters
    order = range(len(left))
    heap, best, floor = [], {}, [-1e-9]

    def bound(node, room):
        m, h = mask[node], height[node]
        if h < room:
            room = h
        total = 0
        for k in order:
            c = left[k]
            if c and need_bits[k] & m == need_bits[k]:
                need = c * size[k]
                if need > room:
                    return total + value[k] * room / size[k]
                total += c * value[k]
                room -= need
        return total

    def offer(word, gained):
        old = best.get(word)
        if old is not None:
            if old >= gained:
                return
            heap[:] = [e for e in heap if e[1] != word]
            heapq.heapify(heap)
        best[word] = gained
        if len(heap) < limit:
            heapq.heappush(heap, (gained, word))
        else:
            del best[heapq.heapreplace(heap, (gained, word))[1]]
        if len(heap) == limit:
            floor[0] = heap[0][0] + 1e-6

    def arrive(f, t, word, gained, wilds_left):
        n = len(word)
        if f & FINAL and n >= min_length and gained >= floor[0]:
            offer(word, gained)
        if t and n < max_length and gained + bound(t, max_length - n) >= floor[0]:
            walk(t, word, gained, wilds_left)

    def walk(e, prefix, gained, wilds_left):
        while True:
            f, t = flags[e], targets[e]
            letter = f & 31
            single = False
            for k in kinds.singles[letter]:
                c = left[k]
                if c:
                    single = True
                    left[k] = c - 1
                    arrive(f, t, prefix + LETTERS[letter], gained + value[k], wilds_left)
                    left[k] = c
            for k, more in kinds.longer[letter]:
                c = left[k]
                if c and len(prefix) + 1 + len(more) <= max_length:
                    got = _follow(flags, targets, t, more)
                    if got is not None:
                        left[k] = c - 1
                        arrive(got[0], got[1], prefix + LETTERS[letter] + more, gained + value[k], wilds_left)
                        left[k] = c
            if wilds_left and not single:
                arrive(f, t, prefix + LETTERS[letter], gained, wilds_left - 1)
            if f & LAST:
                return
            e += 1
    walk(0, "", 0, wilds)
    return sorted(((g, len(w), w) for g, w in heap), reverse=True)


def best_first(flags, targets, mask, height, tiles, wilds, values, limit, min_length=2, max_length=None):
    """The same best words best first (today's ranked order, which a
    `budget` needs: the words found when it runs out are the best down to
    where it stopped), children as good as their parent kept off the heap;
    each word's score is its best play (rack._best_play), as today."""
    rack = Rack(tiles, wilds, values=values)
    kinds, score = _Kinds(rack.tiles, values), _sum_of(values)
    if max_length is None:
        max_length = rack.letters + wilds
    shifts = list(zip(range(0, 4 * len(kinds.count), 4), kinds.letters, kinds.size, kinds.value))
    start = sum(c << (4 * k) for k, c in enumerate(kinds.count))   # 4 bits a kind

    def bound(node, left, room):
        m, h = mask[node], height[node]
        if h < room:
            room = h
        total = 0
        for shift, bits, size, value in shifts:
            c = left >> shift & 15
            if c and bits & m == bits:
                if c * size > room:
                    return total + value * room / size
                total += c * value
                room -= c * size
        return total

    best, scored, floor, n = [], set(), -1e-9, 0
    todo = [(-bound(0, start, max_length), 0, 0, "", start, wilds, 0)]
    while todo and -todo[0][0] >= floor:
        top = heapq.heappop(todo)
        level, stack = -top[0] - 1e-9, [top]
        while stack:
            bound_, _, node, prefix, left, wilds_left, gained = stack.pop()
            if -bound_ < floor:
                continue
            if node < 0:
                if prefix not in scored:
                    scored.add(prefix)
                    match = _best_play(rack, prefix, score)
                    if match is not None and _keep(best, (match.score, len(prefix), prefix), limit):
                        floor = best[0][0] + 1e-6
                continue
            e = node
            while True:
                f, t = flags[e], targets[e]
                letter = f & 31
                ways, single = [], False
                for k in kinds.singles[letter]:
                    if left >> (4 * k) & 15:
                        single = True
                        ways.append((f, t, prefix + LETTERS[letter], left - (1 << 4 * k), wilds_left,
                                     gained + kinds.value[k]))
                for k, more in kinds.longer[letter]:
                    if left >> (4 * k) & 15:
                        got = _follow(flags, targets, t, more)
                        if got is not None:
                            ways.append((got[0], got[1], prefix + LETTERS[letter] + more, left - (1 << 4 * k),
                                         wilds_left, gained + kinds.value[k]))
                if wilds_left and not single:
                    ways.append((f, t, prefix + LETTERS[letter], left, wilds_left - 1, gained))
                for ff, tt, word, rest, wl, g in ways:
                    length = len(word)
                    if length > max_length:
                        continue
                    items = []
                    if ff & FINAL and length >= min_length and g >= floor:
                        items.append((g, (-g, 0, -1, word, 0, 0, 0)))
                    if tt and length < max_length:
                        b = g + bound(tt, rest, max_length - length)
                        if b >= floor:
                            items.append((b, (-b, 0, tt, word, rest, wl, g)))
                    for b, item in items:
                        n -= 1
                        item = item[:1] + (n,) + item[2:]
                        if b >= level:
                            stack.append(item)
                        else:
                            heapq.heappush(todo, item)
                if f & LAST:
                    break
                e += 1
    return sorted(best, reverse=True)


def _keep(best, entry, limit):
    """Keep `entry` among the best `limit` (a min-heap); whether it is full."""
    if len(best) < limit:
        heapq.heappush(best, entry)
    elif entry > best[0]:
        heapq.heapreplace(best, entry)
    return len(best) == limit


# ---------------------------------------------------------------- figures

def _ms(seconds):
    return round(seconds * 1000, 1)


def list_figures(name):
    words = load(name).words
    directory = data_dir()
    today = {k: (directory / f"{name}.{k}.gz").stat().st_size for k in ("words", "index")}
    root = build(words)
    out = {"words": len(words), "today_words_bytes": today["words"], "today_index_bytes": today["index"]}
    for topological in (False, True):
        flags, targets = layout(root, topological)
        blob = pack(flags, targets)
        out["topological" if topological else "preorder"] = {
            "edges": len(flags), "nodes": sum(1 for f in flags if f & LAST),
            "bytes": len(blob), "vs_words_gz": round(len(blob) / today["words"], 3)}
    start = clock()
    flags, targets = unpack(blob)
    out["load_ms"] = _ms(clock() - start)
    start = clock()
    mask, height = derive(flags, targets)
    out["derive_ms"] = _ms(clock() - start)
    # What shipping them would cost instead: one height byte and one
    # 26-bit mask a node (at its first edge).
    starts = [0] + [i + 1 for i in range(len(flags) - 1) if flags[i] & LAST]
    out["heights_bytes_gz"] = len(gzip.compress(bytes(height[s] for s in starts), 9, mtime=0))
    out["masks_bytes_gz"] = len(gzip.compress(array("I", (mask[s] for s in starts)).tobytes(), 9, mtime=0))
    start = clock()
    walked = all_words(flags, targets)
    out["word_list_from_walk_ms"] = _ms(clock() - start)
    assert walked == words, "the DAWG holds exactly the list's words"
    assert all(is_word(flags, targets, w) for w in words[::97]) and not is_word(flags, targets, "qzx")
    out["memory_mib"] = round((len(flags) + targets.itemsize * len(targets) + mask.itemsize * len(mask)
                               + len(height)) / 2 ** 20, 2)
    return out, (flags, targets, mask, height)


def search_figures(name, dawg, hands, racks=30):
    import bench_index
    d = load(name)
    _index(d).marks()
    flags, targets, mask, height = dawg
    rng = random.Random(2024)
    every = {"today": [], "dawg": []}
    for _ in range(racks):
        rack = "".join(rng.choice(bench_index.BAG) for _ in range(12))
        counts = {c: rack.count(c) for c in set(rack)}
        start = clock()
        want = sorted(m.word for m in find_words(d, rack, wilds=2))
        every["today"].append(clock() - start)
        start = clock()
        got = rack_words(flags, targets, counts, 2, 2, 14)
        every["dawg"].append(clock() - start)
        assert sorted(got) == want, rack
    rng = random.Random(25)
    best = {"today": [], "dawg_depth_first": [], "dawg_best_first": [], "scan": []}
    for _ in range(hands):
        tiles, values = bench_index._hand(rng)
        runs = {"today": lambda: [m.score for m in find_words(d, tiles, wilds=2, values=values, limit=50)],
                "dawg_depth_first": lambda: [e[0] for e in dfs_best(flags, targets, mask, height, tiles, 2, values, 50)],
                "dawg_best_first": lambda: [e[0] for e in best_first(flags, targets, mask, height, tiles, 2, values, 50)],
                "scan": lambda: [e[0] for e in bench_index.linear_best(d.words, tiles, 2, values, 50)]}
        scores = None
        for key, run in runs.items():
            start = clock()
            got = run()
            best[key].append(clock() - start)
            assert scores is None or got == scores, (key, tiles)
            scores = got
    total = {k: sum(v) for k, v in best.items()}
    return {"every_word_12_letters_2_wilds": {k: _ms(statistics.median(v)) for k, v in every.items()},
            "best50_3_pairs_2_wilds": {"hands": hands,
                                       **{f"{k}_median_ms": _ms(statistics.median(v)) for k, v in best.items()},
                                       **{f"{k}_vs_scan": round(total[k] / total["scan"], 3) for k in best}}}


def run(hands=20):
    import json
    result = {}
    for name in ("common", "large", "huge"):
        figures, dawg = list_figures(name)
        if name in ("large", "huge"):
            figures.update(search_figures(name, dawg, hands))
        result[name] = figures
        print(name, json.dumps(figures, indent=1), flush=True)
    return result


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
