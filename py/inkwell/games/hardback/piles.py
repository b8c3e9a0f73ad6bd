"""Hardback's decks and piles: starters, hands of 5, the offer row and
where cards live (drawing and reshuffling: inkwell.wordcards.piles).

Every card of a game is in exactly one zone (see `zones`), which the
property tests check with wordcards.piles.check_conserved.
"""

from inkwell.wordcards import piles as deck
from inkwell.wordcards import turns

from . import cards

ROW_SIZE = 7
HAND_SIZE = 5


def new_player(state, seat, rng):
    """A player's 10 starters: the 8 fixed letters and 2 random others."""
    letters = list(cards.FIXED_STARTERS) + rng.sample(list(cards.RANDOM_STARTERS), 2)
    ids = []
    for letter in letters:
        ids.append(len(state["defs"]))
        state["defs"].append(cards.starter_def(letter))
    rng.shuffle(ids)
    player = {"hand": [], "inked": [], "draw": ids, "discard": [], "classics": [],
              "jail": [], "preview": [], "score": 0, "ink": 0, "remover": 0, "adverts": 0,
              "genres": {"starter": 10} | {g: 0 for g in cards.GENRES}}
    return player


def draw_hand(state, player, rng):
    deck.draw_into(player, "hand", HAND_SIZE, rng)


def refill_row(state, rng, on_added=None):
    """Fill the offer row up to 7 cards, oldest first.  When the offer deck
    runs out, the removed cards are shuffled to form a new one."""
    while len(state["row"]) < ROW_SIZE:
        if not state["offer_deck"]:
            # Only offer cards return: a dumped starter stays out of the game.
            back = [c for c in state["removed"] if c < cards.OFFER_CARDS]
            if not back:
                return
            state["removed"] = [c for c in state["removed"] if c >= cards.OFFER_CARDS]
            state["offer_deck"] = back
            rng.shuffle(state["offer_deck"])
        card_id = state["offer_deck"].pop()
        state["row"].append(card_id)
        if on_added:
            on_added(state, card_id)


log = turns.log
"""Every Hardback module logs its events here (the shared game log)."""


def gain(state, seat, card_id):
    """A card joins a player's deck (their discard pile)."""
    player = state["players"][seat]
    player["discard"].append(card_id)
    player["genres"][cards.genre(state, card_id)] += 1


def lose(state, seat, card_id):
    """A card leaves a player's deck for the removed pile."""
    state["players"][seat]["genres"][cards.genre(state, card_id)] -= 1
    state["removed"].append(card_id)


def zones(state):
    """Every card id the game holds, by zone: {zone name: [ids]}."""
    out = {"offer_deck": state["offer_deck"], "row": state["row"],
           "removed": state["removed"], "penny": state["penny"]["cards"] if state["penny"] else []}
    for seat, p in enumerate(state["players"]):
        for zone in ("hand", "inked", "draw", "discard", "classics", "jail", "preview"):
            out[f"{seat}.{zone}"] = p[zone]
    turn = state["turn"]
    out["word"] = [s["card"] for s in turn["word"] if not s["classic"] and not s["gone"]]
    return out
