"""What each seat sees, and what it may not (for the conformance suite).

Hidden from everyone while a round is played: every round's word ("words",
and its place in the answer list, "ids"), the clue sets of later rounds ("future") and this round's unrevealed clues
("deck"). A response's zone is public (boards lie face down in a zone) but
its word is not ("guesses", one list per seat). The leaders do not see the
round's first clue ("first") until the round is over; they see its colour.
The results of a round are copied into "last" when it ends, so a view
never reads a hidden list.
"""

from inkwell.core import copy_json

from . import memory
from .clues import mix_of
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
        "mix": mix_of(state["options"]),
        "scores": list(state["scores"]),
        "leaders": list(state["leaders"]),
        "crown_note": crown_note(state, seat),
        "players": [{"answered": state["zones"][s] is not None, "zone": state["zones"][s],
                     "ready": state["ready"][s]} for s in range(n)],
        "you": None if seat is None else your_response(state, seat),
        "last": state["last"],
        "round_results": results,
        "played": memory.remembered(state["memory"]["base"], state["memory"]["done"]),
    })


def crown_note(state, seat):
    """Why the first clue is hidden, for this seat (None when nobody leads).

    Everyone tied (often 0-0 after round 1) means nobody sees the first
    clue: the rule read literally, so the screen says so."""
    leaders = state["leaders"]
    if state["phase"] != "clues" or not leaders:
        return None
    if seat in leaders:
        if len(leaders) > 1:
            return "You share the lead: the first clue is hidden from the leaders."
        return "You lead: the first clue is hidden from you."
    names = [state["seats"][s]["name"] for s in leaders]
    if len(names) == 1:
        return f"{names[0]} leads: the first clue is hidden from them."
    return f"{', '.join(names[:-1])} and {names[-1]} share the lead: the first clue is hidden from them."


def your_response(state, seat):
    guess = state["guesses"][seat]
    return {"answer": guess[0] if guess else None, "zone": state["zones"][seat]}


def secret_zones(state, seat):
    zones = [("words",), ("ids",), ("future",), ("deck",)]
    zones += [("guesses", s) for s in range(len(state["guesses"])) if s != seat]
    if state["phase"] == "clues" and seat in state["leaders"]:
        zones.append(("first",))
    return zones
