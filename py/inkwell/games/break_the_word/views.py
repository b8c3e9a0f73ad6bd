"""What each seat sees, and what it may not (for the conformance suite).

Hidden from everyone while a round is played: every round's word ("words"),
the clue sets of later rounds ("future") and this round's unrevealed clues
("deck"). A response's zone is public (boards lie face down in a zone) but
its word is not ("guesses", one list per seat). The leaders do not see the
round's first clue ("first") until the round is over; they see its colour.
The results of a round are copied into "last" when it ends, so a view
never reads a hidden list.
"""

from inkwell.core import copy_json

from .clues import MIXES
from .scoring import zone_for


def visible_clues(state, seat):
    first = state["first"]
    if state["phase"] == "clues" and seat in state["leaders"]:
        first = [{"color": state["first_color"], "hidden": True}]
    return first + state["shown"]


def player_view(state, seat):
    n = len(state["zones"])
    results = state["last"] if state["phase"] == "results" else None
    # A copy: whoever holds a view may change it without touching the state.
    return copy_json({
        "phase": state["phase"],
        "round": state["round"],
        "rounds": state["options"]["rounds"],
        "revealed": state["revealed"],
        "zone_now": zone_for(state["revealed"]) if state["phase"] == "clues" else None,
        "clues": visible_clues(state, seat),
        "mix": dict(MIXES[state["options"]["difficulty"]]),
        "scores": list(state["scores"]),
        "leaders": list(state["leaders"]),
        "players": [{"answered": state["zones"][s] is not None, "zone": state["zones"][s],
                     "ready": state["ready"][s]} for s in range(n)],
        "you": None if seat is None else your_response(state, seat),
        "last": state["last"],
        "round_results": results,
    })


def your_response(state, seat):
    guess = state["guesses"][seat]
    return {"answer": guess[0] if guess else None, "zone": state["zones"][seat]}


def secret_zones(state, seat):
    zones = [("words",), ("future",), ("deck",)]
    zones += [("guesses", s) for s in range(len(state["guesses"])) if s != seat]
    if state["phase"] == "clues" and seat in state["leaders"]:
        zones.append(("first",))
    return zones
