"""The card set (cards.json) and what a card id means in one game.

Card definitions are numbered 0-157: the 140 offer-deck cards first (their
game id is their definition number), then the 18 starter letters.  Starter
cards are dealt per player with ids 140 and up; `state["defs"][id]` maps any
card id of a game to its definition.
"""

import json
import os

OFFER_CARDS = 140
GENRES = ("adventure", "horror", "mystery", "romance")
FIXED_STARTERS = "AEILNRST"
RANDOM_STARTERS = "BCDGHMOPUY"

_SET = None


def card_set():
    """The static card set: {"version", "genres", "offer_cards", "cards": [...]}."""
    global _SET
    if _SET is None:
        path = os.path.join(os.path.dirname(__file__), "cards.json")
        with open(path, encoding="utf-8") as f:
            _SET = json.load(f)
    return _SET


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
