"""Clues: true facts about the hidden word, one per Clue card.

A clue is JSON:

- green  {"color": "green", "position": p, "letter": c}: c is letter p (1..7);
- orange {"color": "orange", "letters": [a, b]}: a and b stand side by side
  somewhere, in either order (stored sorted, since the card does not say);
- pink   {"color": "pink", "count": n, "letter": c}: c appears exactly n times.

>>> fits("apricot", {"color": "orange", "letters": ["p", "r"]})
True
>>> fits("apricot", {"color": "pink", "count": 2, "letter": "a"})
False
"""

COLORS = ("green", "orange", "pink")

MIXES = {
    "first": {"green": 4, "orange": 3, "pink": 2},
    "standard": {"green": 3, "orange": 3, "pink": 3},
    "hard": {"green": 2, "orange": 3, "pink": 4},
}
"""Clue colours drawn for each difficulty; always 9 cards."""


def green_facts(word):
    return [{"color": "green", "position": i + 1, "letter": c} for i, c in enumerate(word)]


def orange_facts(word):
    pairs = sorted({tuple(sorted(word[i:i + 2])) for i in range(len(word) - 1)})
    return [{"color": "orange", "letters": list(p)} for p in pairs]


def pink_facts(word):
    return [{"color": "pink", "count": word.count(c), "letter": c} for c in sorted(set(word))]


FACTS = {"green": green_facts, "orange": orange_facts, "pink": pink_facts}


def can_make(word, mix):
    """Whether `word` has enough different facts of each colour for `mix`.

    >>> can_make("minimum", MIXES["hard"])   # only m, i, n, u: 4 pink facts
    True
    >>> can_make("bananas", MIXES["hard"])   # b, a, n, s
    True
    """
    return all(len(FACTS[color](word)) >= n for color, n in mix.items())


def make_clues(word, mix, rng):
    """The round's 9 clues: distinct facts in the colours of `mix`, shuffled.

    >>> from inkwell.core import Rng
    >>> clues = make_clues("apricot", MIXES["standard"], Rng(1))
    >>> len(clues), all(fits("apricot", c) for c in clues)
    (9, True)
    """
    clues = []
    for color in COLORS:
        clues += rng.sample(FACTS[color](word), mix[color])
    rng.shuffle(clues)
    return clues


def fits(word, clue):
    """Whether `clue` is true of `word` (bots filter the word list with it)."""
    color = clue["color"]
    if color == "green":
        return word[clue["position"] - 1] == clue["letter"]
    if color == "orange":
        a, b = clue["letters"]
        return any(word[i:i + 2] in (a + b, b + a) for i in range(len(word) - 1))
    if color == "pink":
        return word.count(clue["letter"]) == clue["count"]
    return True   # a hidden clue (the leader's) tells nothing
