"""What each seat sees, and what it may not see.

Cards appear as {"id": card id, "def": definition number}; the definitions
come once from `Hardback.card_set()` (cards.json).
"""

from inkwell.wordcards import lexicon, turns

from . import coop, market

SECRET_PLAYER_ZONES = ("hand", "inked")


def card_obj(state, card_id, **extra):
    return {"id": card_id, "def": state["defs"][card_id]} | extra


def cards_of(state, ids):
    return [card_obj(state, c) for c in ids]


def player_view(state, seat):
    me = seat if isinstance(seat, int) and 0 <= seat < len(state["players"]) else None
    open_hands = state["options"]["open_hands"]
    turn = state["turn"]
    view = {
        "me": me,
        "phase": turn["phase"],
        "turn": turn["seat"],
        "round": state["round"],
        "ending": state["ending"],
        "target": state["penny"]["target"] if state["penny"] else state["options"]["length"],
        "players": [public_player(state, s, open_hands or s == me) for s in range(len(state["players"]))],
        "row": [card_obj(state, c, oldest=(i == 0)) for i, c in enumerate(state["row"])],
        "offer_deck_size": len(state["offer_deck"]),
        "removed_size": len(state["removed"]),
        "word": word_view(state),
        "coins": turn["coins"],
        "earned_stars": turn["stars"],
        "choice": choice_view(state, me),
        "vote": vote_view(state),
        "rejected": list(turn["rejected"]),
        "flush_offered": turn["phase"] == "flush",
        "award": state["award"],
        "adverts": adverts_view(state, turn["seat"] if me is None else me),
        "penny": penny_view(state),
        "used_words": lexicon.used_words(state["words"], state["options"]["unique_words"], me),
        "log": [dict(e) for e in state["log"]],
    }
    if me is not None:
        mine = state["players"][me]
        view["hand"] = cards_of(state, mine["hand"])
        view["inked"] = cards_of(state, mine["inked"])
        view["discard"] = cards_of(state, mine["discard"])
        view["jail"] = cards_of(state, mine["jail"])
        view["preview"] = cards_of(state, mine["preview"])
        on_turn = turn["seat"] == me
        view["can_convert_ink"] = on_turn and turn["phase"] == "buy" and market.can_convert(state)
        view["earlier_ink"] = market.earlier_ink(state) if on_turn else mine["ink"]
    else:
        view.update(hand=[], inked=[], discard=[], jail=[], preview=[], can_convert_ink=False,
                    earlier_ink=0)
    return view


def public_player(state, seat, show_hand):
    p = state["players"][seat]
    out = {
        "seat": seat,
        "score": p["score"],
        "ink": p["ink"],
        "adverts": p["adverts"],
        "remover": p["remover"],
        "hand_size": len(p["hand"]),
        "inked_count": len(p["inked"]),
        "draw_size": len(p["draw"]),
        "discard_size": len(p["discard"]),
        "discard_top": card_obj(state, p["discard"][-1]) if p["discard"] else None,
        "classics": cards_of(state, p["classics"]),
        "jail_count": len(p["jail"]),
        "genres": dict(p["genres"]),
        "preview_size": len(p["preview"]),
    }
    if show_hand:
        out["hand"] = cards_of(state, p["hand"])
        out["inked"] = cards_of(state, p["inked"])
    return out


def word_view(state):
    turn = state["turn"]
    if not turn["word"]:
        return None
    return {"text": turn["text"],
            "cards": [card_obj(state, s["card"], letter=s["letter"], wild=s["wild"],
                               uncovered=s["uncovered"], classic=s["classic"], owner=s["owner"],
                               inked=s["inked"], trashed=s["gone"],
                               doubled=turn["doubles"].get(str(i), 0))
                      for i, s in enumerate(turn["word"])]}


def choice_view(state, me):
    """The pending choice and its legal answers (for everyone to see; the
    preview cards only in the speller's own `preview`)."""
    turn = state["turn"]
    choice = turn.get("choice")
    if turn["phase"] != "resolve" or not choice:
        return None
    kind = choice["kind"]
    out = {"kind": kind, "card": choice["card"], "n": choice.get("n", 1)}
    player = state["players"][turn["seat"]]
    if kind in ("uncover", "double"):
        out["targets"] = list(choice["targets"])
    elif kind == "coins_or_stars":
        out["options"] = ["coins", "stars"]
    elif kind == "ink":
        out["options"] = ["ink", "remover"]
    elif kind == "dump":
        out["targets"] = list(player["discard"])
    elif kind == "jail":
        out["targets"] = list(state["row"])
        out["modes"] = ["remove"] if player["jail"] else ["reserve", "remove"]
    elif kind == "preview":
        out["count"] = len(player["preview"])
    out["declinable"] = kind in ("uncover", "double", "dump", "jail", "trash_coins", "trash_stars")
    return out


def vote_view(state):
    turn = state["turn"]
    if turn["phase"] != "vote":
        return None
    return {"word": turn["text"], "votes": dict(turn["votes"]),
            "voters": turns.other_seats(turn["seat"], len(state["players"])),
            "rule": state["options"]["dictionary"]}


def adverts_view(state, seat):
    """The advert track of `seat` (the viewer, or for spectators the player
    on turn): each player buys the adverts in order for themselves."""
    if not state["options"]["adverts"]:
        return None
    bought = state["players"][seat]["adverts"]
    return {"seat": seat, "next": bought,
            "table": [{"cost": c, "stars": s, "bought": i < bought}
                      for i, (c, s) in enumerate(market.ADVERTS)]}


def penny_view(state):
    penny = state["penny"]
    if not penny:
        return None
    return {"score": penny["score"], "target": penny["target"], "signature": penny["signature"],
            "claimed": len(penny["cards"]),
            "last": card_obj(state, penny["last"]) if penny["last"] is not None else None,
            "team_score": coop.team_score(state), "effect": coop.EFFECTS.get(penny["signature"])}


def secret_zones(state, seat):
    """Every draw pile (its order is hidden even from its owner), the offer
    deck, and other players' hands and previewed cards (hands are shown
    with the open-hands option)."""
    zones = [("offer_deck",)]
    for s in range(len(state["players"])):
        zones.append(("players", s, "draw"))
        if s == seat:
            continue
        zones.append(("players", s, "preview"))
        if not state["options"]["open_hands"]:
            zones += [("players", s, zone) for zone in SECRET_PLAYER_ZONES]
    return zones
