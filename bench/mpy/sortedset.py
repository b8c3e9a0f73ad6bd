"""A frozenset stand-in over a sorted list of str, for MicroPython: its str
hash is 16 bits (MICROPY_QSTR_BYTES_IN_HASH = 2), so a set of 80,000 words
takes 12 s to build and a set of 260,000 words minutes; a binary search of
the sorted list needs no hashing at all."""


class SortedSet:
    __slots__ = ("items",)

    def __init__(self, items):
        self.items = items

    def __contains__(self, word):
        items = self.items
        lo, hi = 0, len(items)
        while lo < hi:
            mid = (lo + hi) >> 1
            if items[mid] < word:
                lo = mid + 1
            else:
                hi = mid
        return lo < len(items) and items[lo] == word

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(self.items)
