"""Encode and decode the word-list files (see the package docstring for the formats).

The build tool (`tools/build_wordlists.py`) and the loader share this module, so
the writer and the reader cannot drift apart.  Decoding never returns a partial
result: any damage raises `CorruptData` naming the file.

>>> blob = encode_words(["cat", "cater", "dog"])
>>> decode_words(blob, "t.words.gz")
['cat', 'cater', 'dog']
>>> decode_verbs(encode_verbs(3, [0, 2]), 3, "t.verbs.gz")
[0, 2]
"""

import gzip
import zlib

from inkwell.core.errors import CorruptData

GZIP_MAGIC = b"\x1f\x8b"
WORDS_MAGIC = "inkwell-words"
VERBS_MAGIC = b"inkwell-verbs"
FAMILIAR_MAGIC = b"inkwell-familiar"
SECRETS_MAGIC = "inkwell-secrets"
FORMAT_VERSION = 1

# Each word takes two lines: a "drop" character, then a suffix: take the
# previous word, drop its last (ord(char) - 33) letters, append the suffix.
# Drop characters run from "!" (drop 0) to "`" (drop 63). Counting letters to
# drop (rather than letters to keep) compresses better: after "running" the
# next word nearly always drops a small, repetitive number of letters. Putting
# the drop character on its own line costs ~6% in size but lets the decoder
# skip slicing every line, which makes loading ~25% faster (measured).
_DROP_BASE = 33
_MAX_DROP = ord("a") - 1 - _DROP_BASE
MAX_WORD_LENGTH = _MAX_DROP
_SLICE_END = {chr(_DROP_BASE + drop): -drop or None for drop in range(_MAX_DROP + 1)}


def gzip_bytes(data):
    """Gzip `data` reproducibly: level 9, mtime 0, no file name in the header.

    >>> gzip_bytes(b"x") == gzip_bytes(b"x")
    True
    """
    return gzip.compress(data, compresslevel=9, mtime=0)


def gunzip(data, filename):
    """Decompress a gzip blob or raise CorruptData naming `filename`.

    A web server that sent the file with Content-Encoding: gzip hands the
    browser the decompressed bytes already; those are accepted as they are
    (the format's own header line still guards against garbage).
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise CorruptData("corrupt_data", f"{filename}: expected bytes, got {type(data).__name__}")
    data = bytes(data)
    if not data.startswith(GZIP_MAGIC):
        return data
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as exc:
        raise CorruptData("corrupt_data", f"{filename}: damaged or truncated gzip data ({exc})") from None


def _header(text, magic, filename):
    """Split off and check the first line "<magic> <version> <numbers...>"."""
    head, sep, body = text.partition("\n")
    fields = head.split(" ")
    if not sep or fields[0] != magic or len(fields) < 3:
        raise CorruptData("corrupt_data", f"{filename}: not an Inkwell {magic} file")
    if fields[1] != str(FORMAT_VERSION):
        raise CorruptData("corrupt_data", f"{filename}: unsupported format version {fields[1]}")
    try:
        numbers = [int(f) for f in fields[2:]]
    except ValueError:
        raise CorruptData("corrupt_data", f"{filename}: bad header {head[:60]!r}") from None
    return numbers, body


# ---------------------------------------------------------------- word lists

def encode_words(words):
    """Front-code a list of distinct lowercase a-z words into gzip bytes.

    >>> gunzip(encode_words(["cat", "cater", "cats", "dog"]), "t").decode().split("\\n")
    ['inkwell-words 1 4', '!', 'cat', '!', 'er', '#', 's', '%', 'dog', '']
    """
    words = sorted(set(words))
    lines = [f"{WORDS_MAGIC} {FORMAT_VERSION} {len(words)}"]
    prev = ""
    for word in words:
        if not (word.isascii() and word.isalpha() and word.islower() and len(word) <= MAX_WORD_LENGTH):
            raise ValueError(f"cannot encode {word!r}: lowercase a-z, at most {MAX_WORD_LENGTH} letters")
        shared = _shared_prefix(prev, word)
        lines.append(chr(_DROP_BASE + len(prev) - shared))
        lines.append(word[shared:])
        prev = word
    return gzip_bytes(("\n".join(lines) + "\n").encode("ascii"))


def _shared_prefix(a, b):
    """Length of the common prefix of `a` and `b`.

    >>> _shared_prefix("cater", "cats")
    3
    """
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def decode_words(data, filename):
    """Return the sorted word list from a words file (gzip or already plain).

    The loop is the hot path of loading a dictionary (about 0.2 us a word in
    CPython), so it does the least work a word: one table lookup, one slice
    of the previous word and one concatenation.
    """
    text = _ascii(gunzip(data, filename), filename)
    (count,), body = _header(text, WORDS_MAGIC, filename)
    lines = body.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) != 2 * count:
        raise CorruptData("corrupt_data", f"{filename}: {len(lines) // 2} words, header says {count}")
    pairs = iter(lines)
    prev = ""
    try:
        # A list comprehension with a table lookup is the fastest plain-Python
        # form of this loop (measured). The table gives the slice end: -drop,
        # or None for drop 0. zip(pairs, pairs) yields (drop, suffix) lines.
        words = [prev := prev[:_SLICE_END[drop]] + suffix for drop, suffix in zip(pairs, pairs)]
    except KeyError:
        raise CorruptData("corrupt_data", f"{filename}: bad drop character in word data") from None
    # Cheap checks on the ends catch damage to plain (un-gzipped) data, which
    # has no CRC: a bad drop character shows up as disorder or punctuation.
    ends_ok = not words or (words[0].isalpha() and words[-1].isalpha() and words[0] <= words[-1])
    if not ends_ok:
        raise CorruptData("corrupt_data", f"{filename}: word data out of order")
    return words


def _ascii(raw, filename):
    try:
        return raw.decode("ascii")
    except UnicodeDecodeError:
        raise CorruptData("corrupt_data", f"{filename}: not ASCII text") from None


# ---------------------------------------------------------------- word bitmaps

def encode_verbs(word_count, verb_indexes):
    """Which of a dictionary's sorted words are verbs, as a gzip'd bitmap."""
    return encode_bitmap(VERBS_MAGIC, word_count, verb_indexes)


def decode_verbs(data, word_count, filename):
    """The sorted indexes of the verbs, checked against the header."""
    return decode_bitmap(data, VERBS_MAGIC, word_count, filename)


def encode_familiar(word_count, familiar_indexes):
    """Which of a dictionary's sorted words people know (by word frequency),
    as a gzip'd bitmap.

    >>> decode_familiar(encode_familiar(10, [9, 1]), 10, "t.familiar.gz")
    [1, 9]
    >>> decode_familiar(encode_familiar(10, [1]), 11, "t.familiar.gz")
    Traceback (most recent call last):
    ...
    inkwell.core.errors.CorruptData: t.familiar.gz: bitmap is for 10 words, dictionary has 11
    """
    return encode_bitmap(FAMILIAR_MAGIC, word_count, familiar_indexes)


def decode_familiar(data, word_count, filename):
    """The sorted indexes of the familiar words, checked against the header."""
    return decode_bitmap(data, FAMILIAR_MAGIC, word_count, filename)


def encode_bitmap(magic, word_count, indexes):
    """A header "<magic> 1 <words> <set bits>", then bit i (byte i // 8,
    least significant bit first) set for each index.  The header repeats
    the word count so a bitmap is never applied to the wrong dictionary."""
    bits = bytearray((word_count + 7) // 8)
    indexes = sorted(set(indexes))
    for i in indexes:
        bits[i >> 3] |= 1 << (i & 7)
    head = f"{magic.decode()} {FORMAT_VERSION} {word_count} {len(indexes)}\n".encode("ascii")
    return gzip_bytes(head + bytes(bits))


def decode_bitmap(data, magic, word_count, filename):
    """The sorted indexes encode_bitmap wrote, or CorruptData naming the file."""
    raw = gunzip(data, filename)
    head, sep, bits = raw.partition(b"\n")
    (count, set_count), _ = _header(_ascii(head, filename) + "\n", magic.decode(), filename)
    if count != word_count:
        raise CorruptData("corrupt_data", f"{filename}: bitmap is for {count} words, dictionary has {word_count}")
    if len(bits) != (count + 7) // 8:
        raise CorruptData("corrupt_data", f"{filename}: bitmap has {len(bits)} bytes, expected {(count + 7) // 8}")
    indexes = []
    append = indexes.append
    for byte_index, byte in enumerate(bits):
        if byte:
            base = byte_index << 3
            for bit in range(8):
                if byte >> bit & 1:
                    append(base + bit)
    if len(indexes) != set_count or (indexes and indexes[-1] >= count):
        raise CorruptData("corrupt_data", f"{filename}: bitmap does not match its header")
    return indexes


# ---------------------------------------------------------------- secret words

def encode_secrets(words, retired=()):
    """Encode the Break the Word answers: a header line then one word a line,
    a retired one (kept so that every other answer keeps its place, never
    drawn) marked with a leading "-".

    >>> blob = encode_secrets(["apricot", "bastard", "cabbage"], retired=["bastard"])
    >>> gunzip(blob, "t").decode().split()
    ['inkwell-secrets', '1', '3', 'apricot', '-bastard', 'cabbage']
    >>> decode_secrets(blob, "t")
    (['apricot', 'bastard', 'cabbage'], ['bastard'])
    """
    words, retired = sorted(set(words)), set(retired)
    text = f"{SECRETS_MAGIC} {FORMAT_VERSION} {len(words)}\n"
    text += "".join(("-" if w in retired else "") + w + "\n" for w in words)
    return gzip_bytes(text.encode("ascii"))


def decode_secrets(data, filename):
    """(the sorted list of secret words, the retired ones among them)."""
    text = _ascii(gunzip(data, filename), filename)
    (count,), body = _header(text, SECRETS_MAGIC, filename)
    lines = body.split()
    words = [w[1:] if w[:1] == "-" else w for w in lines]
    if len(words) != count or not all(w.isalpha() and w.islower() for w in words):
        raise CorruptData("corrupt_data", f"{filename}: word list does not match its header")
    return words, [w[1:] for w in lines if w[:1] == "-"]
