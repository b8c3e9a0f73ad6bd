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

CLUES = 9


def parse_mix(text):
    """A custom mix typed as "green-orange-pink" counts totalling 9, as the
    canonical text; ValueError says what is wrong.

    >>> parse_mix(" 5 / 2 / 2 "), parse_mix("")
    ('5-2-2', '')
    >>> parse_mix("5-3-2")
    Traceback (most recent call last):
    ...
    ValueError: the three counts must total 9 clues, not 10
    """
    text = text.strip()
    if not text:
        return ""   # no custom mix (another difficulty is chosen)
    parts = [p.strip() for p in text.replace("/", "-").replace(",", "-").split("-")]
    if len(parts) != 3 or not all(p.isdigit() and len(p) < 3 for p in parts):
        raise ValueError("three counts, green-orange-pink, like 4-3-2")
    counts = [int(p) for p in parts]
    if sum(counts) != CLUES:
        raise ValueError(f"the three counts must total {CLUES} clues, not {sum(counts)}")
    return "-".join(str(n) for n in counts)


def mix_of(options):
    """The colour counts the options ask for: a difficulty, or the custom mix."""
    if options["difficulty"] != "custom":
        return dict(MIXES[options["difficulty"]])
    counts = [int(n) for n in options["mix"].split("-")]
    return dict(zip(COLORS, counts))


def mix_limits(words):
    """{colour: (most clues of it every word in `words` can give, a word that
    gives no more)}: the bounds a custom mix must keep.

    >>> mix_limits(["minimum", "apricot"])["pink"]
    (4, 'minimum')
    """
    limits = {}
    for color in COLORS:
        word = min(words, key=lambda w: len(FACTS[color](w)))
        limits[color] = (len(FACTS[color](word)), word)
    return limits


def check_custom_mix(mix, words):
    """Refuse a mix the clue maker cannot satisfy for every word in `words`,
    naming a word that falls short.

    >>> check_custom_mix({"green": 3, "orange": 3, "pink": 3}, ["minimum"])
    >>> check_custom_mix({"green": 2, "orange": 3, "pink": 4}, ["referee", "minimum"])
    Traceback (most recent call last):
    ...
    ValueError: at most 3 pink clues: "referee" has only 3 different letters
    """
    what = {"green": "letters", "orange": "different pairs of neighbours",
            "pink": "different letters"}
    for color, (most, word) in mix_limits(words).items():
        if mix[color] > most:
            raise ValueError(f'at most {most} {color} clues: "{word}" has only {most} {what[color]}')


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
