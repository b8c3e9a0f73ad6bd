"""Turn order and the game log: next and previous seat, rounds, the last
round, the other seats (voters), recent events.

Seats are 0..n-1 clockwise; a round starts with seat `first` (0 unless a
game says otherwise) and ends after the seat before it.

>>> next_seat(2, 3), previous_seat(0, 3)
(0, 2)
>>> ends_round(2, 3), ends_round(1, 3, first=2)
(True, True)
>>> state = {"round": 1}
>>> pass_turn(state, 2, 3), state
(0, {'round': 2})
>>> other_seats(1, 3)
[0, 2]
"""

LOG_SIZE = 40


def next_seat(seat, n):
    """The seat on the left: who plays next."""
    return (seat + 1) % n


def previous_seat(seat, n):
    """The seat on the right (Backwords: "the player before you goes again")."""
    return (seat - 1) % n


def ends_round(seat, n, first=0):
    """Whether `seat`'s turn is the last of a round."""
    return next_seat(seat, n) == first


def pass_turn(state, seat, n, first=0):
    """The next seat after `seat`; counts a new round in state["round"]
    when the turn comes back to `first`."""
    nxt = next_seat(seat, n)
    if nxt == first:
        state["round"] += 1
    return nxt


def other_seats(seat, n):
    """Every seat but `seat` (e.g. those who vote on its word)."""
    return [s for s in range(n) if s != seat]


def log(state, seat, event, **data):
    """Add an event to state["log"], keeping the last LOG_SIZE."""
    state["log"].append({"seat": seat, "event": event} | data)
    del state["log"][:-LOG_SIZE]
