"""The purchase phase: flushing the offer row, buying cards, ink and adverts,
and the end of a turn.

Coins live only for the turn: leftover coins become ink when it ends.
"""

from inkwell.core import require

from . import cards, coop, piles

ADVERTS = ((6, 3), (9, 6), (12, 10), (15, 15), (18, 20))
"""(cost in coins, stars), bought in order, each once per player: every
player has the whole track to themselves, as on Board Game Arena."""
INK_PER_COIN = 3
FLUSH_COUNT = 4
FLUSH_COST = 6


def flush_allowed(state):
    """Offered once per turn before buying, if at least 4 offer-row cards cost
    6 or more, or at least 4 share a genre (never in co-op)."""
    if coop.is_coop(state) or state["turn"]["flushed"] or state["turn"]["bought"]:
        return False
    row = state["row"]
    if sum(1 for c in row if cards.cost(state, c) >= FLUSH_COST) >= FLUSH_COUNT:
        return True
    genres = [cards.genre(state, c) for c in row]
    return any(genres.count(g) >= FLUSH_COUNT for g in set(genres))


def enter_purchase(state):
    state["turn"]["phase"] = "flush" if flush_allowed(state) else "buy"


def flush(state, rng):
    require(state["turn"]["phase"] == "flush", "no_flush", "You cannot flush the offer row now.")
    piles.log(state, state["turn"]["seat"], "flushed", cards=list(state["row"]))
    state["removed"] += state["row"]
    state["row"] = []
    state["turn"]["flushed"] = True
    coop.refill(state, rng)
    state["turn"]["phase"] = "buy"


def no_flush(state):
    require(state["turn"]["phase"] == "flush", "no_flush", "There is no flush to decline.")
    state["turn"]["flushed"] = True
    state["turn"]["phase"] = "buy"


def in_purchase(state):
    phase = state["turn"]["phase"]
    require(phase != "flush", "flush_first", "First decide whether to flush the offer row.")
    require(phase == "buy", "not_buying", "Purchases come after spelling a word (or skipping).")


def buy(state, card_id, rng):
    in_purchase(state)
    turn = state["turn"]
    seat = turn["seat"]
    player = state["players"][seat]
    require(card_id in state["row"] or card_id in player["jail"], "not_for_sale",
            "Buy a card from the offer row or your own jail.")
    price = cards.cost(state, card_id)
    require(price <= turn["coins"], "too_dear",
            f"That card costs {price}¢ and you have {turn['coins']}¢.")
    coop.penny_sees_purchase(state)
    turn["coins"] -= price
    turn["bought"] = True
    (state["row"] if card_id in state["row"] else player["jail"]).remove(card_id)
    piles.gain(state, seat, card_id)
    bonus = cards.card(state, card_id)["buy_stars"]
    player["score"] += bonus
    turn["stars"] += bonus
    piles.log(state, seat, "bought", card=card_id, cost=price, stars=bonus)
    coop.refill(state, rng)


def buy_ink(state):
    in_purchase(state)
    turn = state["turn"]
    require(turn["coins"] >= 1, "too_dear", "Ink costs 1¢.")
    turn["coins"] -= 1
    gain_ink(state, 1)
    piles.log(state, turn["seat"], "bought_ink", cost=1)


def gain_ink(state, n):
    """Ink the player on turn gains now: it stays this turn's ink, which
    cannot be converted back to coins until a later turn."""
    state["players"][state["turn"]["seat"]]["ink"] += n
    state["turn"]["ink_gained"] += n


def earlier_ink(state):
    """The ink the player on turn held before this turn and still holds
    (ink is only spent before spelling, so any spent came from it)."""
    turn = state["turn"]
    return max(0, state["players"][turn["seat"]]["ink"] - turn["ink_gained"])


def wanted_prices(state):
    """Prices of what the player could buy: offer row, own jail, next advert."""
    player = state["players"][state["turn"]["seat"]]
    prices = [cards.cost(state, c) for c in state["row"] + player["jail"]]
    advert = next_advert(state)
    if advert:
        prices.append(advert[0])
    return prices


def can_convert(state):
    """3 ink -> 1¢, allowed when it lets the player buy something they
    otherwise could not afford, and only with ink from earlier turns."""
    turn = state["turn"]
    ink = earlier_ink(state)
    if ink < INK_PER_COIN:
        return False
    reach = turn["coins"] + ink // INK_PER_COIN
    return any(turn["coins"] < p <= reach for p in wanted_prices(state))


def convert_ink(state):
    in_purchase(state)
    require(earlier_ink(state) >= INK_PER_COIN, "no_convert",
            "Only ink from earlier turns converts back to coins (3 ink for 1¢); "
            f"you have {earlier_ink(state)}.")
    require(can_convert(state), "no_convert",
            "Converting ink (3 ink for 1¢) is allowed only when it lets you buy something.")
    state["players"][state["turn"]["seat"]]["ink"] -= INK_PER_COIN
    state["turn"]["coins"] += 1
    piles.log(state, state["turn"]["seat"], "converted_ink", ink=INK_PER_COIN, coins=1)


def next_advert(state, seat=None):
    """(cost, stars) of the next advert `seat` (default: the player on
    turn) may buy, or None."""
    player = state["players"][state["turn"]["seat"] if seat is None else seat]
    if not state["options"]["adverts"] or player["adverts"] >= len(ADVERTS):
        return None
    return ADVERTS[player["adverts"]]


def advert(state):
    in_purchase(state)
    ad = next_advert(state)
    require(ad is not None, "no_advert", "There is no advert left to buy.")
    turn = state["turn"]
    require(turn["coins"] >= ad[0], "too_dear", f"The next advert costs {ad[0]}¢.")
    turn["coins"] -= ad[0]
    state["players"][turn["seat"]]["adverts"] += 1
    state["players"][turn["seat"]]["score"] += ad[1]
    turn["stars"] += ad[1]
    piles.log(state, turn["seat"], "advert", cost=ad[0], stars=ad[1])


def clean_up(state, rng):
    """The end of a turn: coins become ink, the word's cards are discarded
    (Timeless Classics played face up stay in play; another player's one
    goes back to its owner's discard pile), and a new hand is drawn."""
    turn = state["turn"]
    seat = turn["seat"]
    player = state["players"][seat]
    player["ink"] += turn["coins"]
    turn["coins"] = 0
    for slot in turn["word"]:
        if slot["gone"]:
            continue
        if slot["classic"]:
            return_classic(state, slot)
        elif slot["wild"] is None or slot["uncovered"]:
            target = "classics" if cards.is_classic(state, slot["card"]) else "discard"
            player[target].append(slot["card"])
        else:
            player["discard"].append(slot["card"])
    turn["word"] = []
    player["discard"] += player["hand"] + player["inked"]
    player["hand"], player["inked"] = [], []
    piles.draw_hand(state, player, rng)


def return_classic(state, slot):
    owner = state["players"][slot["owner"]]
    if slot["owner"] == state["turn"]["seat"] or coop.is_coop(state):
        return
    if slot["card"] in owner["classics"]:
        owner["classics"].remove(slot["card"])
        owner["discard"].append(slot["card"])
