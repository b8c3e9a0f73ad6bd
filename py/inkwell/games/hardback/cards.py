"""The card set (cards.json) and what a card id means in one game.

Card definitions are numbered 0-157: the 140 offer-deck cards first (their
game id is their definition number), then the 18 starter letters.  Starter
cards are dealt per player with ids 140 and up; `state["defs"][id]` maps any
card id of a game to its definition.
"""

from inkwell.wordcards.game import package_json

OFFER_CARDS = 140
GENRES = ("adventure", "horror", "mystery", "romance")
FIXED_STARTERS = "AEILNRST"
RANDOM_STARTERS = "BCDGHMOPUY"

def card_set():
    """The static card set: {"version", "genres", "offer_cards", "cards": [...]}."""
    return package_json(__file__, "cards.json")


def definitions():
    return card_set()["cards"]


def starter_def(letter):
    """The definition number of the starter card with `letter`."""
    for d in definitions()[OFFER_CARDS:]:
        if d["letter"] == letter:
            return d["def"]
    raise KeyError(letter)


def card(state, card_id):
    """The definition of card `card_id` in this game."""
    return definitions()[state["defs"][card_id]]


def letter(state, card_id):
    return card(state, card_id)["letter"].lower()


def genre(state, card_id):
    return card(state, card_id)["genre"]


def cost(state, card_id):
    return card(state, card_id)["cost"]


def is_classic(state, card_id):
    return card(state, card_id)["classic"]
