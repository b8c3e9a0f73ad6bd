"""What each seat sees.  Hidden: the draw pile's order and the other hands
(their sizes are public).  Everything on the table is public: the discard
row in order, the words with their covered letters, the letters drawn so
far this round (the record the rulebook has players keep on paper)."""

from inkwell.core import copy_json

from . import cards, objectives, table


def player_view(state, seat):
    turn = state["turn"]
    me = seat if type(seat) is int and 0 <= seat < len(state["players"]) else None
    # Built afresh but for the lists copied here: whoever holds a view may
    # change it without touching the state.
    return {
        "phase": "over" if state["outcome"] is not None else turn["phase"],
        "me": me,
        "turn": turn["seat"],
        "round": state["round"],
        "first": state["first"],
        "row": [cards.describe(c) for c in state["row"]],
        "draw_size": len(state["draw"]),
        "drawn": list(state["drawn"]),
        "out": [cards.kind(c) for c in state["out"]],
        "hand": None if me is None else [cards.describe(c) for c in state["hands"][me]],
        "players": [player(state, s) for s in range(len(state["players"]))],
        "words": [word(w) for w in state["words"]],
        "goal": None if me is None else objectives.text(state["players"][me]["objective"]),
        "objectives": [objectives.text(n) for n in range(1, state["options"]["objectives"] + 1)],
        "challenge": challenge(turn),
        "last_round": copy_json(state["last_round"]),
        "log": copy_json(state["log"]),
    }


def player(state, seat):
    p = state["players"][seat]
    return {"seat": seat, "score": p["score"], "objective": p["objective"],
            "goal": objectives.text(p["objective"]), "round_points": p["round_points"],
            "done": p["done"], "created": p["created"],
            "words_needed": objectives.words_needed(p["objective"]),
            "hand_count": len(state["hands"][seat])}


def word(w):
    return {"id": w["id"], "owner": w["owner"], "text": w["text"],
            "stacks": [[cards.describe(c) for c in stack] for stack in w["stacks"]],
            "points": table.word_points(w["stacks"])}


def challenge(turn):
    move = turn["move"]
    if turn["phase"] not in ("challenge", "vote"):
        return None
    return {"seat": move["seat"], "words": list(move["texts"]), "points": move["points"],
            "by": move["by"], "passed": list(move["passed"]), "voters": list(move["voters"]),
            "voted": sorted(int(s) for s in move["votes"]), "turn": turn["number"]}


def secret_zones(state, seat):
    zones = [("draw",)]
    return zones + [("hands", s) for s in range(len(state["hands"])) if s != seat]


def table_of(view):
    """The table a view shows, in the engine's terms (card ids), for `table`."""
    return {"hand": [c["id"] for c in view["hand"] or []],
            "row": [c["id"] for c in view["row"]],
            "words": [{"id": w["id"], "owner": w["owner"], "text": w["text"],
                       "stacks": [[c["id"] for c in s] for s in w["stacks"]]}
                      for w in view["words"]]}
