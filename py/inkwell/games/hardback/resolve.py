"""Resolving a spelled word's benefits, one pending choice at a time.

Order (so that every choice is made with the facts it depends on):
1. uncover (each flipped wild then gives its benefits and counts for its genre);
2. double (a Romance card doubles an adjacent card; with one possible
   target it applies by itself);
3. every coin and star is counted; then the remaining choices in word
   order: coins or stars, ink or remover, dump, jail, trash, preview.
"""

from inkwell.core import require
from inkwell.core.words import keep
from inkwell.wordcards import piles as deck

from . import cards, market, piles
from .benefits import Play

DECLINABLE = ("uncover", "double", "dump", "jail", "trash_coins", "trash_stars")


def play_of(state):
    turn = state["turn"]
    seat = turn["seat"]
    return Play(turn["word"], state["players"][seat]["classics"], seat,
                lambda c: cards.card(state, c))


def advance(state, rng):
    """Ask the next choice, or move on to the purchase phase."""
    turn = state["turn"]
    if not turn["scored"]:
        if ask_structural(state):
            return
        score(state)
    while turn["choices"]:
        choice = turn["choices"][0]
        if ready(state, choice, rng):
            turn["choice"] = choice
            return
        turn["choices"].pop(0)
    turn["choice"] = None
    from .market import enter_purchase
    enter_purchase(state)


def ask_structural(state):
    turn = state["turn"]
    play = play_of(state)
    for key, pos in play.abilities("uncover", turn["used"]):
        targets = play.uncover_targets(pos)
        if targets:
            turn["choice"] = {"kind": "uncover", "key": key, "card": play.slots[pos]["card"],
                              "targets": [play.slots[p]["card"] for p in targets]}
            return True
        turn["used"].append(key)
    for key, pos in play.abilities("double", turn["used"]):
        targets = play.double_targets(pos)
        if len(targets) > 1:
            turn["choice"] = {"kind": "double", "key": key, "card": play.slots[pos]["card"],
                              "targets": [play.slots[p]["card"] for p in targets]}
            return True
        turn["used"].append(key)
        if targets:
            add_double(turn, targets[0])
    return False


def add_double(turn, pos):
    turn["doubles"][str(pos)] = turn["doubles"].get(str(pos), 0) + 1


def score(state):
    turn = state["turn"]
    coins, stars, choices = play_of(state).totals(turn["doubles"])
    turn["coins"] += coins
    add_stars(state, turn["seat"], stars)
    turn["choices"] = choices
    turn["scored"] = True
    piles.log(state, turn["seat"], "spelled", word=turn["text"], coins=coins, stars=stars)
    # A best word earns the most coins and stars together, as the end screen says.
    keep(state, turn["seat"], turn["text"], coins + stars, f"+{coins}¢ {stars}★")


def add_stars(state, seat, stars):
    state["players"][seat]["score"] += stars
    state["turn"]["stars"] += stars


def ready(state, choice, rng):
    """Whether the choice can be made now (a dump needs a discarded card...)."""
    player = state["players"][state["turn"]["seat"]]
    kind = choice["kind"]
    if kind == "dump":
        return bool(player["discard"])
    if kind == "jail":
        return bool(state["row"])
    if kind in ("trash_coins", "trash_stars"):
        return slot_of(state, choice["card"]) is not None
    if kind == "preview" and not choice.get("drawn"):
        choice["drawn"] = True
        for _ in range(choice["n"]):
            card_id = deck.draw(player, rng)
            if card_id is None:
                break
            player["preview"].append(card_id)
        return bool(player["preview"])
    return True


def slot_of(state, card_id):
    for slot in state["turn"]["word"]:
        if slot["card"] == card_id and not slot["classic"] and not slot["gone"]:
            return slot
    return None


def current(state, *kinds):
    choice = state["turn"].get("choice")
    require(state["turn"]["phase"] == "resolve" and choice is not None, "no_choice",
            "There is no benefit waiting for a choice.")
    require(choice["kind"] in kinds, "wrong_choice", f"Settle the {describe(choice)} first.")
    return choice


def describe(choice):
    return {"coins_or_stars": "coins-or-stars choice", "ink": "ink-or-remover choice",
            "trash_coins": "trash", "trash_stars": "trash"}.get(choice["kind"], choice["kind"])


def done(state, rng):
    turn = state["turn"]
    choice = turn["choice"]
    if choice["kind"] in ("uncover", "double"):
        turn["used"].append(choice["key"])
    else:
        turn["choices"].pop(0)
    turn["choice"] = None
    advance(state, rng)


# -- the choices --------------------------------------------------------------

def uncover(state, card_id, rng):
    choice = current(state, "uncover")
    require(card_id in choice["targets"], "bad_target", "Uncover a wild card next to this one.")
    slot = next(s for s in state["turn"]["word"] if s["card"] == card_id)
    slot["uncovered"] = True
    done(state, rng)


def double(state, card_id, rng):
    choice = current(state, "double")
    require(card_id in choice["targets"], "bad_target", "Double a face-up card next to this one.")
    pos = next(i for i, s in enumerate(state["turn"]["word"]) if s["card"] == card_id)
    add_double(state["turn"], pos)
    done(state, rng)


def pick(state, what, rng):
    choice = current(state, "coins_or_stars", "ink")
    turn = state["turn"]
    player = state["players"][turn["seat"]]
    if choice["kind"] == "coins_or_stars":
        require(what in ("coins", "stars"), "bad_pick", 'Pick "coins" or "stars".')
        if what == "coins":
            turn["coins"] += choice["n"]
        else:
            add_stars(state, turn["seat"], choice["n"])
    else:
        require(what in ("ink", "remover"), "bad_pick", 'Pick "ink" or "remover".')
        if what == "ink":
            market.gain_ink(state, choice["n"])
        else:
            player["remover"] += choice["n"]
    done(state, rng)


def dump(state, card_id, rng):
    choice = current(state, "dump")
    seat = state["turn"]["seat"]
    player = state["players"][seat]
    require(card_id in player["discard"], "not_in_discard", "Dump a card from your discard pile.")
    player["discard"].remove(card_id)
    piles.lose(state, seat, card_id)
    state["turn"]["coins"] += choice["n"]
    piles.log(state, seat, "dumped", card=card_id, coins=choice["n"])
    done(state, rng)


def jail(state, card_id, mode, rng):
    current(state, "jail")
    seat = state["turn"]["seat"]
    player = state["players"][seat]
    require(card_id in state["row"], "not_in_row", "Jail a card from the offer row.")
    require(mode in ("reserve", "remove"), "bad_mode", 'Jail mode is "reserve" or "remove".')
    require(mode == "remove" or not player["jail"], "jail_full",
            "You can reserve only one card at a time: remove it instead.")
    state["row"].remove(card_id)
    (player["jail"] if mode == "reserve" else state["removed"]).append(card_id)
    piles.log(state, seat, "jailed", card=card_id, mode=mode)
    from .coop import refill
    refill(state, rng)
    done(state, rng)


def trash(state, card_id, rng):
    choice = current(state, "trash_coins", "trash_stars")
    require(card_id in (None, choice["card"]), "bad_target", "Only the card with the ability is trashed.")
    seat = state["turn"]["seat"]
    slot = slot_of(state, choice["card"])
    slot["gone"] = True
    piles.lose(state, seat, slot["card"])
    if choice["kind"] == "trash_coins":
        state["turn"]["coins"] += choice["n"]
    else:
        add_stars(state, seat, choice["n"])
    piles.log(state, seat, "trashed", card=slot["card"], **{choice["kind"][6:]: choice["n"]})
    done(state, rng)


def preview(state, keep, rng):
    current(state, "preview")
    player = state["players"][state["turn"]["seat"]]
    require(isinstance(keep, list) and all(k in player["preview"] for k in keep)
            and len(set(keep)) == len(keep), "bad_keep",
            "Keep some of the previewed cards: a list of their ids.")
    discarded = [c for c in player["preview"] if c not in keep]
    player["discard"] += discarded
    # The first card kept is the next one drawn.
    player["draw"] += list(reversed(keep))
    player["preview"] = []
    piles.log(state, state["turn"]["seat"], "previewed", kept=len(keep), discarded=discarded)
    done(state, rng)


def decline(state, rng):
    choice = current(state, *DECLINABLE)
    done(state, rng)
    return choice
