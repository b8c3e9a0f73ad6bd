"""A small seeded random number generator whose whole state is one int.

Games keep it inside their JSON-safe state, so a saved game or a replay
draws exactly the same cards, in CPython and in Pyodide alike (it relies
on nothing but integer arithmetic).

>>> r = Rng(42)
>>> deck = list("abcdef")
>>> r.shuffle(deck)
>>> Rng(42).shuffled(list("abcdef")) == deck
True
>>> Rng.from_state(r.state).below(1000) == r.below(1000)
True
"""

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: fast, well mixed, and trivially serialisable."""

    def __init__(self, seed=0):
        self.state = int(seed) & _MASK

    @classmethod
    def from_state(cls, state):
        return cls(state)

    def next64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n):
        """A uniform int in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self):
        """A float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items):
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items):
        items = list(items)
        self.shuffle(items)
        return items

    def sample(self, items, k):
        return self.shuffled(items)[:k]


def mix_seed(*parts):
    """A 64-bit seed from any JSON-safe parts (stable across Pythons).

    >>> mix_seed("game", 1) == mix_seed("game", 1)
    True
    """
    h = 1469598103934665603
    for ch in repr(parts).encode():
        h = ((h ^ ch) * 1099511628211) & _MASK
    return Rng(h).next64()
