"""The table: setting up the starting decks, the offer (letter piles with
their alternates, Fame piles) and the length track; buying; the end.

Offer piles are {"hidden": [ids, top last], "top": id or None, "alternate":
id or None}: the top card of each pile is face up and, except on the 2¢
pile, the card below the pile (the alternate) too; both may be bought.
"""

from inkwell.core import require
from inkwell.wordcards import piles as decks

from . import cards

NO_ALTERNATE = "2"


def new_table(options, players, rng):
    s = cards.card_set()
    defs = []

    def make(definition, n=1):
        start = len(defs)
        defs.extend([definition] * n)
        return list(range(start, start + n))

    starters = [d["def"] for d in cards.defs_of("starter")]
    fame_start = cards.defs_of("starter_fame")[0]["def"]
    seats = []
    for _ in range(players):
        deck = [c for d in starters for c in make(d)] + make(fame_start, s["starting_deck"]["fame"])
        rng.shuffle(deck)
        seats.append(new_player(deck))
    kinds = ("letter", "attack") if options["attacks"] else ("letter",)
    offer = {}
    for pile in s["piles"]:
        ids = [c for d in cards.definitions() if d["kind"] in kinds and d["pile"] == pile
               for c in make(d["def"])]
        offer[pile] = new_pile(pile, rng.shuffled(ids))
    fame = {pile: make(cards.fame_def(pile), n) for pile, n in cards.fame_counts(players).items()}
    commons = rng.shuffled([c for d in cards.defs_of("common") for c in make(d["def"])])
    dealt = s["commons_dealt"]
    return {"defs": defs, "players": seats, "piles": offer, "fame": fame,
            "track": commons[:dealt], "out": commons[dealt:], "trashed": []}


def new_player(deck):
    return {"draw": deck, "discard": [], "hand": [], "fame": 0, "commons": 0,
            "extra": 0, "short": 0, "tax": 0}


def new_pile(pile, ids):
    p = {"hidden": ids, "top": None, "alternate": None}
    p["top"] = ids.pop() if ids else None
    if pile != NO_ALTERNATE:
        p["alternate"], p["top"] = p["top"], ids.pop() if ids else None
    return p


def draw_hand(state, player, rng):
    """Step 7: 5 cards plus the extra cards earned, less an attack's."""
    size = cards.card_set()["hand_size"] + player["extra"] - player["short"]
    player["extra"] = player["short"] = 0
    decks.draw_into(player, "hand", max(size, 3), rng)


# -- the length track --------------------------------------------------------------

def needed(state):
    """The length a word needs to gain the top Common card (None: no card left)."""
    track = cards.card_set()["track"]
    gained = cards.card_set()["commons_dealt"] - len(state["track"])
    return track[gained] if state["track"] else None


def gain_common(state, seat, length):
    """Step 2: a word as long as the highest visible number gains the top card."""
    need = needed(state)
    if need is None or length < need:
        return None
    card = state["track"].pop()
    player = state["players"][seat]
    player["discard"].append(card)
    player["commons"] += 1
    return card


# -- buying ---------------------------------------------------------------------------

def offer_place(state, card):
    """("pile"|"alternate"|"fame", pile name) where `card` may be bought, or None."""
    for name, pile in state["piles"].items():
        if card is not None and card == pile["top"]:
            return "pile", name
        if card is not None and card == pile["alternate"]:
            return "alternate", name
    for name, pile in state["fame"].items():
        if pile and pile[-1] == card:
            return "fame", name
    return None


def buy(state, seat, card, coins):
    """Take `card` from the offer into `seat`'s discard pile; its cost."""
    place = offer_place(state, card) if type(card) is int else None
    require(place is not None, "not_offered", "That card is not in the offer (a pile's top card, "
            "an alternate card or the top of a Fame pile).")
    cost = cards.card(state, card)["cost"]
    require(cost <= coins, "too_dear", f"That card costs {cost}¢; you have {coins}¢ left.")
    where, name = place
    if where == "fame":
        state["fame"][name].pop()
    else:
        take_from_pile(state["piles"][name], where)
    player = state["players"][seat]
    player["discard"].append(card)
    player["fame"] += cards.card(state, card)["fame"]
    return cost


def take_from_pile(pile, where):
    # A bought alternate is replaced by the pile's top card, so two stay on offer.
    if where == "alternate":
        pile["alternate"] = pile["top"]
    pile["top"] = pile["hidden"].pop() if pile["hidden"] else None


def offered(state):
    """Every card on offer now: (card id, cost)."""
    ids = [c for p in state["piles"].values() for c in (p["top"], p["alternate"]) if c is not None]
    ids += [p[-1] for p in state["fame"].values() if p]
    return [(c, cards.card(state, c)["cost"]) for c in ids]


# -- the end ------------------------------------------------------------------------------

def empty_fame_piles(state):
    return sum(1 for p in state["fame"].values() if not p)


def game_ends(state):
    """Two Fame piles empty, or the last Common card taken."""
    return empty_fame_piles(state) >= 2 or not state["track"]


def owned(player):
    return player["draw"] + player["discard"] + player["hand"]


def zones(state):
    """Every card's place, for wordcards.piles.check_conserved."""
    out = {"out": state["out"], "track": state["track"], "trashed": state["trashed"],
           "word": state["turn"]["played"]}
    for seat, p in enumerate(state["players"]):
        for z in ("draw", "discard", "hand"):
            out[f"{seat}.{z}"] = p[z]
    for name, p in state["piles"].items():
        out["pile " + name] = p["hidden"] + [c for c in (p["top"], p["alternate"]) if c is not None]
    for name, p in state["fame"].items():
        out["fame " + name] = p
    return out
