"""Paperback's moves as declared to the core, and which a seat may take now."""

from inkwell.core.moves import Bool, Int, Letter, ListOf, Move, Obj

from . import table

CARD = Int(0, 10_000)

MOVES = (
    Move("spell", "cards from your hand and the top Common card",
         word=ListOf(Obj(card=CARD, wild=Letter(optional=True, nullable=True)), most=30), undoable=True),
    Move("pass", "make no word this turn: discard your hand and draw a new one"),
    Move("vote", "accept or reject the proposed word", accept=Bool()),
    Move("trash", "a card of your hand, for a “may remove” ability", card=CARD, undoable=True),
    Move("decline", "skip a “may” ability", undoable=True),
    Move("buy", "a card on offer", card=CARD, undoable=True),
    Move("end", "end the turn"),
)


def allowed(state, seat):
    """The move types `seat` may take now (empty while it must wait)."""
    if state.get("outcome") is not None or type(seat) is not int:
        return []
    turn = state["turn"]
    if turn["phase"] == "vote":
        return ["vote"] if seat != turn["seat"] and str(seat) not in turn["votes"] else []
    if seat != turn["seat"]:
        return []
    if turn["phase"] == "spell":
        return ["spell", "pass"]
    if turn["phase"] == "choose":
        return ["trash", "decline"]
    affordable = any(cost <= turn["coins"] for _, cost in table.offered(state))
    return (["buy"] if affordable else []) + ["end"]
