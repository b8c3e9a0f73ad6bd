"""One file per dictionary for words and finder together: a minimized DAWG
(directed acyclic word graph) over the words in spelling order, packed
into flat bytes and read as they are, with no Python object per node.

Issue 40 part 1: the anagram index (packed.py) plus the word list weigh
8.35x the list on the wire; this carries the words once (about 1.3x).

Layout: the edges of every node, node after node, a node's edges in letter
order.  Per edge:

  flags[e]    bits 0-4 the letter (0-25), bit 5 (FINAL) the edge ends a
              word, bit 6 (LAST) it is its node's last edge        1 byte
  targets[e]  the first edge of the node it leads to, 0 when that node
              has no edges (the root, edge 0 on, is never a target)  uint32

Nodes lie in topological order (every target after its edge), so one
backward pass derives what is below each edge (`Dawg.below`).

File: gzip (as codec.gzip_bytes) of an ASCII line "inkwell-dawg 1 <edges>
<words> <left out> <crc32 of the rest>", then flags, then the targets as
three byte planes (low, middle, high: planes gzip better than uint24 and
rebuild into a uint32 array by slice copies, with no Python loop per
edge), then the left-out words (offensive.txt: held, so `in` knows them,
but never found by a search) one a line.  A damaged file raises
CorruptData naming it.

>>> dawg = unpack(pack(["at", "cat", "cats", "eat"], leave_out=["cats"]), "t.dawg.gz")
>>> dawg.edges, dawg.word_count, dawg.words(), "cat" in dawg, "ca" in dawg
(8, 4, ['at', 'cat', 'cats', 'eat'], True, False)
>>> sorted(dawg.left_out)
['cats']
"""

import sys
import zlib
from array import array

from inkwell.core.errors import CorruptData

from ..codec import GZIP_MAGIC, gzip_bytes

MAGIC, VERSION = "inkwell-dawg", 1
FINAL, LAST, LETTER = 32, 64, 31
LETTERS = "abcdefghijklmnopqrstuvwxyz"
_MOST_EDGES = 1 << 24   # what three byte planes can address


# ---------------------------------------------------------------- build

def _minimized(words):
    """The minimized DAWG of `words` (sorted, distinct) by Daciuk's
    incremental algorithm: a node is [ends a word, {letter: node}], and each
    finished branch is swapped for an equal node met before (`register`).

    >>> root = _minimized(["ab", "cb"])
    >>> root[1]["a"] is root[1]["c"]
    True
    """
    register, root, open_, prev = {}, [False, {}], [], ""

    def close(down):
        # Branches deeper than `down` are finished: share or register them.
        while len(open_) > down:
            parent, letter, child = open_.pop()
            key = (child[0], tuple((c, id(n)) for c, n in sorted(child[1].items())))
            twin = register.setdefault(key, child)
            parent[1][letter] = twin

    for word in words:
        shared = 0
        while shared < min(len(word), len(prev)) and word[shared] == prev[shared]:
            shared += 1
        close(shared)
        node = open_[-1][2] if open_ else root
        for letter in word[shared:]:
            child = [False, {}]
            node[1][letter] = child
            open_.append((node, letter, child))
            node = child
        node[0] = True
        prev = word
    close(0)
    return root


def _topological(root):
    """The nodes with edges in reverse post-order (each before its targets)."""
    order, seen = [], {id(root)}
    stack = [(root, iter(sorted(root[1].items())))]
    while stack:
        node, children = stack[-1]
        for _, child in children:
            if child[1] and id(child) not in seen:
                seen.add(id(child))
                stack.append((child, iter(sorted(child[1].items()))))
                break
        else:
            order.append(stack.pop()[0])
    order.reverse()
    return order


def build(words):
    """(flags, targets) of the DAWG of `words` (sorted, distinct, a-z).

    >>> flags, targets = build(["at", "eat"])
    >>> [LETTERS[f & LETTER] for f in flags], list(targets)
    (['a', 'e', 'a', 't'], [3, 2, 3, 0])
    """
    order = _topological(_minimized(words))
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


def pack(words, leave_out=()):
    """The gzip'd file of `words` (a dictionary's sorted, distinct list),
    the words of `leave_out` held but never found by a search."""
    if not words:
        raise ValueError("no words to pack")
    flags, targets = build(words)
    if len(flags) >= _MOST_EDGES:
        raise ValueError(f"{len(flags)} edges: three byte planes address fewer than {_MOST_EDGES}")
    planes = [bytes(t >> shift & 255 for t in targets) for shift in (0, 8, 16)]
    kept = set(words)
    out = sorted(w for w in set(leave_out) if w in kept)
    body = flags + b"".join(planes) + "\n".join(out).encode("ascii")
    head = f"{MAGIC} {VERSION} {len(flags)} {len(words)} {len(out)} {zlib.crc32(body)}\n"
    return gzip_bytes(head.encode("ascii") + body)


# ---------------------------------------------------------------- read

def unpack(data, filename, word_count=None):
    """The Dawg in the bytes of a file (gzip'd or not), checked against its
    header, its checksum and (when given) the list's `word_count`."""
    raw = _gunzip(data, filename)
    line, sep, body = raw.partition(b"\n")
    fields = line.decode("ascii", "replace").split(" ")
    if not sep or fields[0] != MAGIC or len(fields) != 6:
        raise CorruptData("corrupt_data", f"{filename}: not an Inkwell word graph file")
    if fields[1] != str(VERSION):
        raise CorruptData("corrupt_data", f"{filename}: unsupported word graph version {fields[1]}")
    try:
        edges, words, out, crc = (int(f) for f in fields[2:])
    except ValueError:
        raise CorruptData("corrupt_data", f"{filename}: bad header {line[:60]!r}") from None
    if len(body) < 4 * edges or zlib.crc32(body) != crc:
        raise CorruptData("corrupt_data", f"{filename}: damaged word graph (length or checksum)")
    if word_count is not None and words != word_count:
        raise CorruptData("corrupt_data", f"{filename}: a graph of {words} words, the list has {word_count}")
    left_out = body[4 * edges:].decode("ascii").split("\n") if out else []
    if len(left_out) != out:
        raise CorruptData("corrupt_data", f"{filename}: {len(left_out)} left-out words, the header says {out}")
    dawg = Dawg(body[:edges], _targets(body, edges), words, frozenset(left_out))
    if edges < 1 or not dawg.flags[-1] & LAST or max(dawg.targets) >= edges:
        raise CorruptData("corrupt_data", f"{filename}: the word graph does not match its header")
    return dawg


def _gunzip(data, filename):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise CorruptData("corrupt_data", f"{filename}: expected bytes, got {type(data).__name__}")
    data = bytes(data)
    if not data.startswith(GZIP_MAGIC):
        return data     # a server already decompressed it
    inflate = zlib.decompressobj(31)
    try:
        raw = inflate.decompress(data) + inflate.flush()
    except zlib.error as exc:
        raise CorruptData("corrupt_data", f"{filename}: damaged or truncated gzip data ({exc})") from None
    if not inflate.eof:
        raise CorruptData("corrupt_data", f"{filename}: truncated gzip data")
    return raw


def _targets(body, edges):
    """The uint32 targets from the three planes: slice copies, no loop."""
    wide = bytearray(4 * edges)
    for k in range(3):
        wide[k::4] = body[edges * (k + 1):edges * (k + 2)]
    targets = array("I" if array("I").itemsize == 4 else "L")
    targets.frombytes(bytes(wide))
    if sys.byteorder != "little":
        targets.byteswap()
    return targets


class Dawg:
    """A packed word graph: flat flags and targets (see the module docstring)."""

    __slots__ = ("flags", "targets", "edges", "word_count", "left_out", "_words", "_below")

    def __init__(self, flags, targets, word_count, left_out=frozenset()):
        self.flags, self.targets = flags, targets
        self.edges, self.word_count, self.left_out = len(flags), word_count, left_out
        self._words = self._below = None

    @property
    def nbytes(self):
        """Bytes held by the arrays (the derived ones once made)."""
        held = len(self.flags) + self.targets.itemsize * len(self.targets)
        if self._below is not None:
            held += sum(memoryview(a).nbytes for a in self._below)
        return held

    def __len__(self):
        return self.word_count

    def __contains__(self, word):
        """Whether `word` (lowercase a-z) is one of the words.

        >>> "eat" in unpack(pack(["at", "eat"]), "t"), "ea" in unpack(pack(["at", "eat"]), "t")
        (True, False)
        """
        flags, targets = self.flags, self.targets
        e, f = 0, 0
        for ch in word:
            if e == 0 and f:
                return False    # the previous edge led to a node with no edges
            c = ord(ch) - 97
            while True:
                f = flags[e]
                if f & LETTER == c:
                    break
                if f & LAST or f & LETTER > c:
                    return False
                e += 1
            e = targets[e]
        return bool(f & FINAL)

    def words(self):
        """The sorted list of every word (edges are in letter order, so the
        walk spells them in order), walked on first use and kept."""
        if self._words is None:
            out, flags, targets = [], self.flags, self.targets

            def walk(e, prefix):
                while True:
                    f = flags[e]
                    word = prefix + LETTERS[f & LETTER]
                    if f & FINAL:
                        out.append(word)
                    if targets[e]:
                        walk(targets[e], word)
                    if f & LAST:
                        return
                    e += 1
            walk(0, "")
            self._words = out
        return self._words

    def below(self, derive=True):
        """(mask, height) per edge, from one backward pass (made on first
        use, or None if not made yet and not `derive`: a Python loop over
        the edges, 50-160 ms, so index_steps makes it in the background and
        the ranked search bounds its branches more loosely until then): mask, the letters
        (bit per letter) on this edge, the node's later edges and every
        edge below them; height, the most letters a word can still take
        from this edge on (this one included)."""
        if self._below is None and derive:
            flags, targets = self.flags, self.targets
            n = len(flags)
            mask, height = array("I", bytes(4 * (n + 1))), bytearray(n + 1)
            for i in range(n - 1, -1, -1):
                f, t = flags[i], targets[i]
                m, h = 1 << (f & LETTER), 1
                if t:
                    m |= mask[t]
                    h += height[t]
                if not f & LAST:
                    m |= mask[i + 1]
                    if height[i + 1] > h:
                        h = height[i + 1]
                mask[i], height[i] = m, h
            self._below = (mask, height)
        return self._below
