"""Step 1, create a word: the cards a speller may use, read the same way
from the state (the engine) and from the speller's view (query, bots).

The speller holds the hand's cards (letter cards are never wild; Fame cards
print no letter and are always wild) and may use the top Common card of the
length track once per word without taking it.
"""

from inkwell.wordcards import tiles

from . import cards, scoring

ZONES = {
    "hand": tiles.Zone(wild=False, wild_refused=("not_wild", "Only Fame cards are wild.")),
    "common": tiles.Zone(wild=False, wild_refused=("not_wild", "The Common card is not wild.")),
}
NOT_HELD = ("not_in_hand", "That card is not in your hand (nor the top Common card).")


def held(hand, common, seat):
    """The Held map: `hand` and `common` are [(card id, definition)] (the
    top Common card, or nothing when the track is empty)."""
    out = {cid: tiles.Held("hand", tiles.card_letters(d["letters"]), seat) for cid, d in hand}
    for cid, d in common:
        out[cid] = tiles.Held("common", tiles.card_letters(d["letters"]), None)
    return out


def parse(word, hand, common, seat):
    """The tiles of `word` (see wordcards.tiles.parse_word), or IllegalAction."""
    return tiles.parse_word(word, held(hand, common, seat), ZONES, not_held=NOT_HELD)


def parts(parsed, defs):
    """Scoring parts of parsed tiles; `defs` maps a card id to its definition."""
    return [scoring.part(defs[t["card"]], t["letter"], t["wild"] is not None) for t in parsed]


def state_hand(state, seat):
    return [(c, cards.card(state, c)) for c in state["players"][seat]["hand"]]


def state_common(state):
    track = state["track"]
    return [(track[-1], cards.card(state, track[-1]))] if track else []


def view_hand(view):
    return [(c["id"], cards.definitions()[c["def"]]) for c in view["hand"]]


def view_common(view):
    top = view["track"]["top"]
    return [(top["id"], cards.definitions()[top["def"]])] if top else []
