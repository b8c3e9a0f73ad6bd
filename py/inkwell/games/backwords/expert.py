"""Backwords' expert bot: the strong bot's best few moves, each played out.

From its view it rebuilds the game as it could be: the cards it cannot see
(the draw pile and the other hands) dealt afresh from those its view leaves
possible, a few times (wordcards.lookahead).  In each such world it plays a
candidate, lets the other seats play on as the strong bot until its own turn
comes round again, and scores where it stands against the best rival (objectives
first, then points, less what its hand would cost).  The candidate with the
best mean over the same worlds is played.  Its work is a fixed count of
candidates and worlds; it reads only its view.
"""

from inkwell.core import copy_json, get
from inkwell.core.thought import sliced
from inkwell.wordcards import lookahead

from . import bots, cards

CANDIDATES = 3
WORLDS = 6
"""Worlds each candidate is played out in: with 2, a world's luck decided
the move (0.59 of 200 games against strong, seed 1); 6 won 0.62 (seed 1)
and 0.605 (seed 2), think median 23 ms, max 290 ms."""
PLIES = 12          # actions a rollout may take (votes and flips included)
CLOSE = 10          # how far below the strong bot's best a move may be, to be tried
PRIOR = 1.0         # the strong bot's measure, weighed in the outcome
OBJECTIVE = 60      # points an objective is worth over the rival's
ROLLOUT_BUDGET = 2000
"""Branches each search of the rivals' answers may grow (plays.BUDGET, 12,000,
for the expert's own moves): a world can deal a rival two wild cards, whose
searches, a dozen a move at the full budget, once took 1.9 s (CPython)."""


def candidates(view):
    """The strong bot's best moves by its own measure, best first, and
    {index: that measure} (a pass only when there is no move: a pass makes
    no progress, which a short look-ahead undersells)."""
    judged = []
    for move in bots.worth_checking(view, bots.all_moves(view)):
        checked = bots.evaluate(view, move)
        if checked is not None:
            judged.append((bots.value(view, move, checked[0], checked[1], True), len(judged), move))
    judged.sort(key=lambda j: (-j[0], j[1]))
    if not judged:
        return [], {}
    # Only moves close to the best by the strong measure are tried: played
    # out against all of them, the one-answer look-ahead lost 8 games of 10
    # to the strong bot (it undersells what a move sets up for later turns).
    top = [j for j in judged[:CANDIDATES] if judged[0][0] - j[0] < CLOSE]
    return [m for _, _, m in top], {i: v for i, (v, _, _) in enumerate(top)}


def unseen(view):
    """(card ids the view does not place, ids standing for the cards gone
    out): the draw pile and other hands come from the first (a card that
    went out is one of its kind, any of them)."""
    seen = {c["id"] for c in view["row"] + view["hand"]}
    seen |= {c["id"] for w in view["words"] for s in w["stacks"] for c in s}
    left = [c for c in range(len(cards.DECK)) if c not in seen]
    out = []
    for kind in view["out"]:
        for c in left:
            if cards.kind(c) == kind:
                left.remove(c)
                out.append(c)
                break
    return left, out


def world(view, rng):
    """A whole state agreeing with the view, the hidden cards dealt anew."""
    me = view["me"]
    others = [s for s in range(len(view["players"])) if s != me]
    sizes = [view["players"][s]["hand_count"] for s in others] + [view["draw_size"]]
    left, out_ids = unseen(view)
    # Hands hold no Skip or Backwords card (one dealt is exchanged, one
    # flipped goes out): those left are in the draw pile.
    special = [c for c in left if cards.kind(c) in cards.SPECIALS]
    dealt = lookahead.deal_unseen([c for c in left if c not in special], sizes, rng)
    dealt[-1] = rng.shuffled(dealt[-1] + special)[:view["draw_size"]]
    hands = [[] for _ in view["players"]]
    hands[me] = [c["id"] for c in view["hand"]]
    for s, hand in zip(others, dealt):
        hands[s] = hand
    keys = ("score", "objective", "round_points", "done", "created")
    return {"draw": dealt[-1], "row": [c["id"] for c in view["row"]], "out": out_ids,
            "drawn": list(view["drawn"]), "hands": hands,
            "words": [{"id": w["id"], "owner": w["owner"], "text": w["text"],
                       "stacks": [[c["id"] for c in s] for s in w["stacks"]]} for w in view["words"]],
            "next_word": 1 + max([w["id"] for w in view["words"]] + [-1]),
            "round": view["round"], "first": view["first"], "turns": 0,
            "players": [{k: p[k] for k in keys} for p in view["players"]],
            "turn": {"seat": view["turn"], "phase": "act", "number": 0, "move": None},
            "log": [], "last_round": copy_json(view["last_round"]), "outcome": None,
            "game": "backwords", "options": copy_json(view["options"]),
            "seats": [{"name": n, "kind": "bot", "level": "strong"} for n in view["names"]],
            "n": view["n"], "rng": rng.next64()}


def standing(state, me):
    """Where `me` stands against the best rival in a played-out world."""
    def worth(s):
        p = state["players"][s]
        hand = sum(cards.penalty(cards.kind(c)) for c in state["hands"][s])
        return OBJECTIVE * (p["objective"] + p["done"]) + p["score"] - 0.5 * hand
    if state.get("outcome"):
        return 1000 if me in state["outcome"]["winners"] else -1000
    rivals = [worth(s) for s in range(len(state["players"])) if s != me]
    return worth(me) - max(rivals)


ROLLOUT_STRONG = bots.level(True, ROLLOUT_BUDGET)


def strong(view, seat):
    return ROLLOUT_STRONG(view, None)


@sliced
def expert_bot(view, rng):
    if view["phase"] != "act":
        return bots.react(view)
    game = get("backwords")
    me = view["me"]
    moves, prior = candidates(view)
    if len(moves) <= 1:
        return moves[0] if moves else {"type": "pass"}
    budget = lookahead.Budget(len(moves) * WORLDS)

    def outcome(move, state):
        # The strong measure already counts what the move earns; the
        # look-ahead adds only what the rivals' answer changes (a word of
        # mine they change, the row I left them), so as not to count the
        # move's own points twice.
        base = PRIOR * prior[moves.index(move)]
        try:
            state = game.apply(state, me, move)
        except Exception:          # noqa: BLE001  (a move the sampled world refuses)
            return base - 10000
        before = standing(state, me)

        def stop(s):
            # Stop when my turn comes round again: the rivals have answered.
            return s["turn"]["seat"] == me and s["turn"]["phase"] == "act"
        return base + standing(lookahead.play_on(game, state, strong, stop, PLIES), me) - before

    return (yield from lookahead.best_by_samples_steps(moves, outcome, lambda r: world(view, r), WORLDS,
                                                       rng, budget))
