"""What each seat sees: everything on the table, its own hand, deck and
discard pile, and of the others only counts, their fame and the top of
their discard pile.  Cards are {"id", "def"}; definitions come from the
`card_set` query.

Fame is public: every card that carries fame was bought in plain sight (or
removed so), so each player's fame is a running count in the state.
"""

from inkwell.wordcards import lexicon

from . import cards, table


def card_json(state, card_id):
    return None if card_id is None else {"id": card_id, "def": state["defs"][card_id]}


def cards_json(state, ids):
    return [card_json(state, c) for c in ids]


def player_view(state, seat):
    turn = state["turn"]
    me = seat if type(seat) is int else None
    mine = state["players"][me] if me is not None else None
    view = {
        "me": me, "turn": turn["seat"], "phase": turn["phase"], "round": state["round"],
        "hand": cards_json(state, mine["hand"]) if mine else [],
        "my_deck": sorted(cards_json(state, mine["draw"]), key=lambda c: (c["def"], c["id"]))
        if mine else [],
        "my_discard": cards_json(state, mine["discard"]) if mine else [],
        "players": [public_player(state, s, p) for s, p in enumerate(state["players"])],
        "piles": [{"pile": name, "top": card_json(state, p["top"]),
                   "alternate": card_json(state, p["alternate"]), "count": len(p["hidden"])}
                  for name, p in state["piles"].items()],
        "fame": [{"pile": name, "cost": int(name), "fame": fame_points(name),
                  "count": len(p), "top": card_json(state, p[-1] if p else None)}
                 for name, p in state["fame"].items()],
        "track": track_view(state),
        "word": word_view(state) if turn["word"] else None,
        "score": turn["score"], "coins": turn["coins"], "bought": cards_json(state, turn["bought"]),
        "choice": choice_view(state, me),
        "vote": ({"word": turn["text"], "votes": len(turn["votes"]), "voters": len(state["players"]) - 1,
                  "rule": state["options"]["dictionary"]} if turn["phase"] == "vote" else None),
        "rejected": list(turn["rejected"]),
        "used_words": lexicon.used_words(state["used"], state["options"]["unique_words"], me),
        "ending": {"empty_fame_piles": table.empty_fame_piles(state),
                   "commons_left": len(state["track"])},
        "log": [dict(e) for e in state["log"]],
    }
    return view


def fame_points(pile):
    return cards.definitions()[cards.fame_def(pile)]["fame"]


def public_player(state, seat, p):
    return {"seat": seat, "fame": p["fame"], "commons": p["commons"], "hand_size": len(p["hand"]),
            "draw_size": len(p["draw"]), "discard_size": len(p["discard"]),
            "discard_top": card_json(state, p["discard"][-1] if p["discard"] else None),
            "extra": p["extra"], "short": p["short"], "tax": p["tax"]}


def track_view(state):
    track = state["track"]
    return {"top": card_json(state, track[-1] if track else None),
            "cards": cards_json(state, track[::-1]), "lengths": cards.card_set()["track"],
            "need": table.needed(state), "gained": cards.card_set()["commons_dealt"] - len(track)}


def word_view(state):
    turn = state["turn"]
    return {"text": turn["text"], "common": turn["gained"],
            "cards": [{"id": t["card"], "def": state["defs"][t["card"]], "letter": t["letter"],
                       "wild": t["wild"], "zone": t["zone"]} for t in turn["word"]]}


def choice_view(state, me):
    turn = state["turn"]
    if turn["phase"] != "choose" or me != turn["seat"]:
        return None
    return {"kind": "trash", "card": turn["may"][0], "declinable": True,
            "targets": list(state["players"][me]["hand"])}


def secret_zones(state, seat):
    """Other players' hands and draw piles, the offer piles below their top
    cards, the Common cards left out of the game."""
    zones = [["out"]] + [["piles", name, "hidden"] for name in state["piles"]]
    for s in range(len(state["players"])):
        if s != seat:
            zones += [["players", s, "hand"], ["players", s, "draw"]]
    return zones
