"""The finder's index packed into bytes: the anagram trie of a dictionary as
flat arrays, built by `make wordlists` (`<name>.index.gz`, next to the word
list) and searched where it lies, with no Python object per node.

The trie is over each word's letters in sorted order (see the package
docstring); its nodes are numbered in depth-first order, the root 0, so the
nodes below node i are i + 1 to i + size(i) - 1, its first child (if any) is
i + 1 and the next sibling of a child c is c + size(c).  Per node:

  letter[i]  the letter leading to it, 0-25 (the root's is 0)       1 byte
  count[i]   how many words have exactly its letters                1 byte
  size16[i]  nodes in its subtree, itself included; 65535: see big   2 bytes
  mark[i]    the pairs mark of every word below it (marks.py)       8 bytes

and for the whole: big, the (node, size) pairs of the few subtrees of 65535
nodes or more; before, the words at the nodes before node 16k, for each k;
ids, the places of the words in the dictionary's sorted list, node by node.
The words left out (wordlists/offensive.txt: the computer never plays or
suggests them) have no place in the trie, so no search finds them, while
the ids of the others stay their places in the whole list.
The words at node i are ids[s:s + count[i]], s = before[i // 16] plus the
counts of the nodes from 16 * (i // 16) to i.  Sizes take two bytes and
counts one so that the file decompresses fast (that is most of loading it);
the marks, a search with longer tiles ("th") alone needs them, come last and
are decompressed on first use.

File: gzip (as codec.gzip_bytes) of an ASCII line "inkwell-index 3 <nodes>
<words> <indexed words> <big pairs> <crc32 of the first part> <crc32 of the
marks>" (<words> is the dictionary's count, checked on reading), then
letter, count, size16, big (uint32 pairs), before, ids (uint32), then mark,
little-endian, each padded to a multiple of 8 bytes.  A damaged or foreign
file raises CorruptData naming it.

>>> index = unpack(pack(["at", "eat", "tea"]), 3, "t.index.gz")
>>> index.nodes, list(index.letter), [index.words_at(i) for i in range(5)]
(5, [0, 0, 4, 19, 19], [[], [], [], [1, 2], [0]])
>>> index = unpack(pack(["at", "eat", "tea"], leave_out=["eat"]), 3, "t.index.gz")
>>> [index.words_at(i) for i in range(index.nodes)]
[[], [], [], [2], [0]]
"""

import sys
import zlib
from array import array

from inkwell.core.errors import CorruptData

from ..codec import GZIP_MAGIC, gzip_bytes
from .marks import pairs_mark

INDEX_MAGIC = "inkwell-index"
INDEX_VERSION = 3
BIG = 0xFFFF
"""size16's mark of a subtree too big for it (its size is in `big`)."""
BLOCK = 16
"""Nodes per entry of `before`: a word look-up sums at most BLOCK - 1 counts."""
_SHIFT = BLOCK.bit_length() - 1
_A = ord("a")


def _arrays(words, leave_out):
    """The node arrays and the ids of `words` (sorted, distinct) but those in
    `leave_out`, in the trie's order: one pass over the sorted sets of
    letters, each node's size and mark written when the walk leaves it."""
    groups, leave_out = {}, frozenset(leave_out)
    for i, word in enumerate(words):
        if word not in leave_out:
            groups.setdefault("".join(sorted(word)), []).append(i)
    letter, count, size, mark = bytearray(1), bytearray(1), [0], [0]
    ids, path, prev = [], [0], ""
    for key in sorted(groups):
        shared = 0
        limit = min(len(key), len(prev))
        while shared < limit and key[shared] == prev[shared]:
            shared += 1
        while len(path) > shared + 1:
            _leave(path, size, mark)
        for ch in key[shared:]:
            path.append(len(letter))
            letter.append(ord(ch) - _A)
            count.append(0)
            size.append(0)
            mark.append(0)
        node, group = path[-1], groups[key]
        if len(group) > 255:
            raise ValueError(f"{len(group)} words with the letters {key!r}: at most 255")
        count[node] = len(group)
        for i in group:
            mark[node] |= pairs_mark(words[i])
        ids += group
        prev = key
    while path:
        _leave(path, size, mark)
    return letter, count, size, mark, ids


def _leave(path, size, mark):
    node = path.pop()
    size[node] = len(size) - node
    if path:
        mark[path[-1]] |= mark[node]


def _parts(words, leave_out=()):
    """(first part's arrays, marks) as array objects (see the module docstring)."""
    letter, count, size, mark, ids = _arrays(words, leave_out)
    big = []
    for node, n in enumerate(size):
        if n >= BIG:
            big += [node, n]
    before, total = [], 0
    for i, n in enumerate(count):
        if i % BLOCK == 0:
            before.append(total)
        total += n
    before.append(total)
    size16 = array("H", (min(n, BIG) for n in size))
    first = [array("B", letter), array("B", count), size16, array("I", big), array("I", before),
             array("I", ids)]
    return first, array("Q", mark)


def _le(values):
    if sys.byteorder != "little" and values.itemsize > 1:
        values = array(values.typecode, values)
        values.byteswap()
    blob = values.tobytes()
    return blob + bytes(-len(blob) % 8)


def pack(words, leave_out=()):
    """The gzip'd index file of `words` (a dictionary's sorted, distinct
    list), none of `leave_out` found by a search of it."""
    first, mark = _parts(words, leave_out)
    body, marks = b"".join(_le(a) for a in first), _le(mark)
    head = (f"{INDEX_MAGIC} {INDEX_VERSION} {len(mark)} {len(words)} {len(first[5])} {len(first[3]) // 2} "
            f"{zlib.crc32(body)} {zlib.crc32(marks)}\n")
    return gzip_bytes(head.encode("ascii") + body + marks)


def build(words, leave_out=()):
    """The Index of `words` built in memory (a Dictionary made at run time:
    tests, a game's own list), as unpack would read it."""
    first, mark = _parts(words, leave_out)
    return Index(len(mark), len(words), [memoryview(a) for a in first], lambda: memoryview(mark))


class Index:
    """A packed index over views of its bytes (see the module docstring)."""

    __slots__ = ("nodes", "word_count", "letter", "count", "size", "big", "before", "ids",
                 "nbytes", "words", "_marks", "_read_marks")

    def __init__(self, nodes, word_count, views, read_marks):
        self.nodes, self.word_count = nodes, word_count
        self.letter, self.count, self.size, big, self.before, self.ids = views
        self.big = {big[k]: big[k + 1] for k in range(0, len(big), 2)}
        self.nbytes = sum(v.nbytes for v in views)
        self.words = None   # the dictionary's sorted list, which the ids index
        self._marks, self._read_marks = None, read_marks

    def marks(self):
        """The pairs marks, a uint64 view (decompressed on first use)."""
        if self._marks is None:
            self._marks = self._read_marks()
            self._read_marks = None
            self.nbytes += self._marks.nbytes
        return self._marks

    def size_of(self, node):
        n = self.size[node]
        return self.big[node] if n == BIG else n

    def first_word(self, node):
        """Where the words at `node` start in `ids`."""
        return self.before[node >> _SHIFT] + sum(self.count[node & -BLOCK:node])

    def words_at(self, node):
        """The ids of the words whose sorted letters end at `node`."""
        s = self.first_word(node)
        return list(self.ids[s:s + self.count[node]])


def unpack(data, word_count, filename):
    """The Index in the bytes of an index file (gzip'd or not), checked
    against its header, its checksums and the dictionary's `word_count`.
    A gzip'd file's marks stay compressed until a search asks for them."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise CorruptData("corrupt_data", f"{filename}: expected bytes, got {type(data).__name__}")
    inflate = None
    if bytes(data[:2]) == GZIP_MAGIC:
        inflate = zlib.decompressobj(31)
        head = _inflate(inflate, data, 200, filename)
    else:
        head = bytes(data[:200])
    line, sep, _ = head.partition(b"\n")
    fields = line.decode("ascii", "replace").split(" ")
    if not sep or fields[0] != INDEX_MAGIC or len(fields) != 8:
        raise CorruptData("corrupt_data", f"{filename}: not an Inkwell index file")
    if fields[1] != str(INDEX_VERSION):
        raise CorruptData("corrupt_data", f"{filename}: unsupported index version {fields[1]}")
    try:
        nodes, words, indexed, bigs, crc, marks_crc = (int(f) for f in fields[2:])
    except ValueError:
        raise CorruptData("corrupt_data", f"{filename}: bad header {line[:60]!r}") from None
    if words != word_count:
        raise CorruptData("corrupt_data", f"{filename}: index of {words} words, the list has {word_count}")
    if indexed > words:
        raise CorruptData("corrupt_data", f"{filename}: index of {indexed} words out of {words}")
    lengths = [nodes, nodes, 2 * nodes, 8 * bigs, 4 * (-(-nodes // BLOCK) + 1), 4 * indexed]
    size = sum(n + -n % 8 for n in lengths)
    at = len(line) + 1
    if inflate is None:
        body, rest = bytes(data[at:at + size]), data[at + size:]
    else:
        body = head[at:]
        if len(body) < size:
            body += _inflate(inflate, inflate.unconsumed_tail, size - len(body), filename)
        body, rest = body[:size], (body[size:], inflate.unconsumed_tail)
    body = memoryview(body)
    if len(body) != size or zlib.crc32(body) != crc:
        raise CorruptData("corrupt_data", f"{filename}: damaged index data (length or checksum)")
    views, at = [], 0
    for n, code in zip(lengths, "BBHIII"):
        views.append(_view(body[at:at + n], code))
        at += n + -n % 8

    def read_marks():
        raw = rest if inflate is None else rest[0] + _inflate(inflate, rest[1], None, filename)
        if len(raw) != 8 * nodes or zlib.crc32(raw) != marks_crc or (inflate and not inflate.eof):
            raise CorruptData("corrupt_data", f"{filename}: damaged index data (the marks)")
        return _view(memoryview(bytes(raw)), "Q")

    index = Index(nodes, words, views, read_marks)
    if nodes < 1 or index.size_of(0) != nodes or index.before[-1] != indexed:
        raise CorruptData("corrupt_data", f"{filename}: index does not match its header")
    return index


def _inflate(inflate, data, most, filename):
    try:
        if most is None:
            return inflate.decompress(data) + inflate.flush()
        return inflate.decompress(data, most)
    except zlib.error as exc:
        raise CorruptData("corrupt_data", f"{filename}: damaged or truncated gzip data ({exc})") from None


def _view(part, code):
    if sys.byteorder != "little" and code != "B":
        swapped = array(code)
        swapped.frombytes(bytes(part))
        swapped.byteswap()
        part = memoryview(swapped.tobytes())
    return part.cast(code)
