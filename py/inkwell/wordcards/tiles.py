"""Letter cards and the tiles of a word: ONE parser for every word card game.

A word is sent as a list of entries {"card": id, "wild": null or a letter}.
The cards a speller may use are *held*: {card id: Held(zone, letters, owner)}
built by the game from its state (the engine) or from a view (queries,
bots), so both read a word the same way.  `letters` is what the card prints,
lowercase: "e", or a two-letter card's "th" / "qu" (Paperback); None for a
wild card (Paperback's Fame cards, Backwords' Wild), which must be given a
letter.  Each zone (hand, inked, a shared card...) has a `Zone` rule: may
its cards be played wild (Hardback: any hand card face down), must they all
be used (Hardback's inked cards)?

>>> held = {1: Held("hand", "c"), 2: Held("hand", "th"), 3: Held("hand", None),
...         9: Held("common", "e", owner=None)}
>>> zones = {"hand": Zone(), "common": Zone(wild=False)}
>>> tiles = parse_word([{"card": 3, "wild": "O"}, {"card": 2, "wild": None},
...                     {"card": 9, "wild": None}], held, zones)
>>> text_of(tiles), [t["wild"] for t in tiles], tiles[2]["zone"]
('othe', ['o', None, None], 'common')
>>> parse_word([{"card": 9, "wild": "x"}, {"card": 1, "wild": None}], held, zones)
Traceback (most recent call last):
...
inkwell.core.errors.IllegalAction: That card cannot be played wild.
"""

from inkwell.core import require

MIN_LENGTH = 2
MAX_CARDS = 30

BAD_ENTRY = 'Each letter is {"card": id, "wild": null or a letter}.'


class Held:
    """A card the speller may use: its zone, printed letters (None for a
    wild card) and the seat that owns it (None: nobody, e.g. a Common card)."""

    __slots__ = ("zone", "letters", "owner")

    def __init__(self, zone, letters, owner=0):
        self.zone = zone
        self.letters = letters
        self.owner = owner

    def __repr__(self):
        return f"Held({self.zone!r}, {self.letters!r}, {self.owner!r})"


class Zone:
    """How the cards of one zone may be used in a word.

    wild        whether a card that prints a letter may be played as any
                letter (Hardback's hand: face down); cards printing no
                letter are always wild.
    must_use    every held card of the zone must be in the word.
    wild_refused, unused   (code, message) of the refusals, in the game's words.
    """

    def __init__(self, wild=True, must_use=False,
                 wild_refused=("not_wild", "That card cannot be played wild."),
                 unused=("card_unused", "Every such card must be used in your word.")):
        self.wild = wild
        self.must_use = must_use
        self.wild_refused = wild_refused
        self.unused = unused


def card_letters(printed):
    """The letters a card prints, as tiles use them: lowercase, None for a
    wild card (printed "", "?" or None).

    >>> card_letters("TH"), card_letters("?"), card_letters(None)
    ('th', None, None)
    """
    if not printed or printed == "?":
        return None
    return printed.lower()


def check_wild(wild):
    """A wild card's letter, lowercase; anything else is IllegalAction.

    >>> check_wild("Q")
    'q'
    """
    require(isinstance(wild, str) and len(wild) == 1 and wild.isascii() and wild.isalpha(),
            "bad_wild", "A wild card stands for one letter, a to z.")
    return wild.lower()


def parse_word(word, held, zones, min_length=MIN_LENGTH, max_cards=MAX_CARDS,
               not_held=("not_in_hand", "That card is not in your hand.")):
    """The tiles of a proposed word, in order: [{"card", "letter" (what it
    stands for: a wild's letter or the printed letters), "wild" (None or
    the letter), "zone", "owner"}]; IllegalAction saying what is wrong
    otherwise (nothing is changed: the caller moves cards afterwards)."""
    require(isinstance(word, list) and word, "bad_word", "Spell a word: a list of cards.")
    require(len(word) <= max_cards, "bad_word", "That word is too long.")
    tiles, seen = [], set()
    for entry in word:
        require(isinstance(entry, dict) and type(entry.get("card")) is int, "bad_word", BAD_ENTRY)
        tiles.append(make_tile(entry, held, zones, seen, not_held))
    check_must_use(held, zones, seen)
    require(len(text_of(tiles)) >= min_length, "too_short",
            f"A word has at least {min_length} letters.")
    return tiles


def make_tile(entry, held, zones, seen, not_held):
    card, wild = entry["card"], entry.get("wild")
    require(card not in seen, "card_twice", "A card can be used only once in a word.")
    seen.add(card)
    require(card in held, *not_held)
    h = held[card]
    if h.letters is None:
        require(wild is not None, "wild_letter", "Say which letter the wild card stands for.")
    elif wild is not None:
        require(zones[h.zone].wild, *zones[h.zone].wild_refused)
    if wild is not None:
        wild = check_wild(wild)
    return {"card": card, "letter": wild or h.letters, "wild": wild, "zone": h.zone,
            "owner": h.owner}


def check_must_use(held, zones, seen):
    for card, h in held.items():
        zone = zones[h.zone]
        if zone.must_use and card not in seen:
            require(False, *zone.unused)


def text_of(tiles):
    """The word the tiles spell.

    >>> text_of([{"letter": "th"}, {"letter": "e"}])
    'the'
    """
    return "".join(t["letter"] for t in tiles)

