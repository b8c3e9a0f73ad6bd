"""A round: the deal, the end-of-round reckoning, and the next round.

Between rounds the table is cleared, all 104 cards are shuffled and dealt
again, and the first player moves one seat to the left.  At the end of a
round the cards left in hand are subtracted (a wild costs 10); a player
who completed the objective advances with at least one point that round.
"""

from inkwell.wordcards import piles, turns

from . import cards


def new_player():
    return {"score": 0, "objective": 1, "round_points": 0, "done": False, "created": 0}


def deal(state, rng):
    """Five cards each; a Skip or Backwords dealt goes back and is exchanged
    for the next letter card (never a wild: the rulebook exchanges them "for
    letter cards"), then the draw pile is shuffled.  Wilds dealt among the
    first five stay."""
    draw = rng.shuffled(range(len(cards.DECK)))
    piles.deal(draw, state["hands"], cards.HAND_SIZE)
    back = []
    for hand in state["hands"]:
        back += [c for c in hand if cards.is_special(c)]
        hand[:] = [c for c in hand if not cards.is_special(c)]
        while len(hand) < cards.HAND_SIZE:
            card = draw.pop()
            (hand if cards.is_letter(card) else back).append(card)
    draw += back
    rng.shuffle(draw)
    state["draw"] = draw


def log(state, seat, event, **data):
    turns.log(state, seat, event, round=state["round"], **data)


def zones(state):
    """Where every card lies ({zone: [ids]}), for the card-conservation check."""
    out = {"draw": state["draw"], "row": state["row"], "out": state["out"]}
    out.update({f"hand {s}": hand for s, hand in enumerate(state["hands"])})
    out.update({f"word {w['id']}": [c for stack in w["stacks"] for c in stack]
                for w in state["words"]})
    return out


def score_round(state):
    """Subtract the hands, advance objectives; the seats that completed the
    last objective of the game (it is then over)."""
    summary = {"round": state["round"], "players": []}
    finished = []
    for seat, player in enumerate(state["players"]):
        hand = [cards.kind(c) for c in state["hands"][seat]]
        lost = sum(cards.penalty(k) for k in hand)
        player["score"] -= lost
        player["round_points"] -= lost
        advanced = player["done"] and player["round_points"] >= cards.RULES["advance_needs_round_points"]
        summary["players"].append({"objective": player["objective"], "done": player["done"],
                                   "hand": hand, "penalty": lost,
                                   "round_points": player["round_points"],
                                   "advanced": advanced, "score": player["score"]})
        if advanced:
            if player["objective"] == state["options"]["objectives"]:
                finished.append(seat)
            else:
                player["objective"] += 1
    state["last_round"] = summary
    log(state, None, "round_over", advanced=[s for s, p in enumerate(summary["players"])
                                             if p["advanced"]])
    return finished


def next_round(state):
    n = len(state["players"])
    state["round"] += 1
    state["first"] = turns.next_seat(state["first"], n)
    state.update(row=[], out=[], drawn=[], words=[], hands=[[] for _ in range(n)])
    for player in state["players"]:
        player.update(round_points=0, done=False, created=0)
