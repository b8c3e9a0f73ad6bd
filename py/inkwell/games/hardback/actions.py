"""Hardback's moves as declared to the core, and which of them a seat may take now.

The shapes are checked before any rule runs (core.moves); `allowed` is what
the screen enables: it says "you may try this now", and the rules still
refuse a try that fails for a reason only the move knows (a word not in
the dictionary).
"""

from inkwell.core.moves import Bool, Int, Letter, ListOf, Move, Obj, OneOf

from . import cards, market, resolve, spelling

CARD = Int(0, 10_000)

MOVES = (
    Move("ink", "spend 1 ink: draw an inked card", seat=Int(0, 4, optional=True)),
    Move("remover", "spend 1 remover: un-ink a card", card=CARD, seat=Int(0, 4, optional=True),
         undoable=True),
    Move("spell", "cards from your hand or Timeless Classics in play",
         word=ListOf(Obj(card=CARD, wild=Letter(optional=True, nullable=True)),
                     most=spelling.MAX_LENGTH), undoable=True),
    Move("skip", "spell nothing this turn", undoable=True),
    Move("vote", "accept or reject the proposed word", accept=Bool()),
    Move("uncover", card=CARD, undoable=True),
    Move("double", card=CARD, undoable=True),
    Move("pick", choice=OneOf("coins", "stars", "ink", "remover"), undoable=True),
    Move("dump", card=CARD, undoable=True),
    Move("jail", card=CARD, mode=OneOf("reserve", "remove", optional=True), undoable=True),
    Move("trash", card=Int(0, 10_000, optional=True), undoable=True),
    Move("preview", keep=ListOf(CARD, most=10), undoable=True),
    Move("decline", "skip an optional ability", undoable=True),
    Move("flush", "discard the offer row and deal a new one"),
    Move("no_flush", undoable=True),
    Move("buy", "a card from the offer row or your jail", card=CARD, undoable=True),
    Move("buy_ink", "1¢ for 1 ink", undoable=True),
    Move("convert_ink", "3 ink for 1¢", undoable=True),
    Move("advert", "the next advert in order", undoable=True),
    Move("end", "end the turn"),
)

CHOICE_MOVES = {
    "uncover": ("uncover",), "double": ("double",), "coins_or_stars": ("pick",),
    "ink": ("pick",), "dump": ("dump",), "jail": ("jail",),
    "trash_coins": ("trash",), "trash_stars": ("trash",), "preview": ("preview",),
}


def allowed(state, seat):
    """The move types `seat` may take now (empty while it must wait)."""
    if state.get("outcome") is not None or type(seat) is not int:
        return []
    out = preparing(state, seat)
    turn = state["turn"]
    if turn["phase"] == "vote":
        voting = seat in spelling.voters(state, turn["seat"]) and str(seat) not in turn["votes"]
        return out + (["vote"] if voting else [])
    if seat != turn["seat"]:
        return out
    return out + on_turn(state, turn)


def preparing(state, seat):
    """Ink and remover: before one's own word, also during others' turns."""
    turn, player = state["turn"], state["players"][seat]
    if turn["seat"] == seat and turn["phase"] != "spell":
        return []
    out = []
    if player["ink"] >= 1 and (player["draw"] or player["discard"]):
        out.append("ink")
    if player["remover"] >= 1 and player["inked"]:
        out.append("remover")
    return out


def on_turn(state, turn):
    phase = turn["phase"]
    if phase == "spell":
        return ["spell", "skip"]
    if phase == "resolve" and turn["choice"]:
        kind = turn["choice"]["kind"]
        extra = ["decline"] if kind in resolve.DECLINABLE else []
        return list(CHOICE_MOVES.get(kind, ())) + extra
    if phase == "flush":
        return ["flush", "no_flush"]
    if phase == "buy":
        return buying(state, turn)
    return []


def buying(state, turn):
    coins, player = turn["coins"], state["players"][turn["seat"]]
    out = []
    if any(cards.cost(state, c) <= coins for c in state["row"] + player["jail"]):
        out.append("buy")
    if coins >= 1:
        out.append("buy_ink")
    if market.can_convert(state):
        out.append("convert_ink")
    advert = market.next_advert(state)
    if advert and advert[0] <= coins:
        out.append("advert")
    return out + ["end"]
