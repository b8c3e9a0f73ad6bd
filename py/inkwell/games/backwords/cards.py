"""The deck and the rulebook's open decisions, read from rules.json.

Cards are numbered 0-103 in the order the rulebook lists them: the 98
letter cards a to z, then 2 wilds, 2 Skips and 2 Backwords cards.  A card's
kind is its letter, or "wild", "skip" or "backwords".

>>> len(DECK), DECK.count("e"), DECK.count("wild"), DECK[-1]
(104, 12, 2, 'backwords')
>>> points("q"), points("wild"), penalty("wild"), penalty("k")
(10, 0, 10, 5)
"""

from inkwell.wordcards.game import package_json

SPECIALS = ("skip", "backwords")
WILD = "wild"


RULES = package_json(__file__, "rules.json")
OBJECTIVES = RULES["objectives"]
HAND_SIZE = RULES["hand_size"]
MIN_LENGTH = RULES["min_word_length"]
CHALLENGE_SECONDS = RULES["challenge_seconds"]


def build_deck(rules):
    deck = []
    for letter in sorted(rules["letters"]):
        deck += [letter] * rules["letters"][letter][0]
    for kind, copies in rules["specials"].items():
        deck += [kind] * copies
    return deck


DECK = build_deck(RULES)


def kind(card):
    return DECK[card]


def points(kind_):
    """What a card scores face up in a word."""
    if kind_ == WILD:
        return RULES["wild_points"]
    return RULES["letters"][kind_][1]


def penalty(kind_):
    """What a card left in hand costs at the end of a round."""
    if kind_ == WILD:
        return RULES["wild_in_hand_penalty"]
    return points(kind_)


def is_special(card):
    return kind(card) in SPECIALS


def is_letter(card):
    """One of the 98 letter cards (not a wild, a Skip or a Backwords)."""
    return len(kind(card)) == 1


def describe(card):
    """A card as views show it: what it scores in a word, and what it costs
    left in a hand at the end of a round (the card detail says both)."""
    k = kind(card)
    special = k in SPECIALS
    return {"id": card, "kind": k, "points": 0 if special else points(k), "penalty": 0 if special else penalty(k)}
