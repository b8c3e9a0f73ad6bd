"""Hostile messages, for the fuzz tests: the unit fuzz drives it with
hypothesis against every game's `apply`, the end-to-end fuzz with a seeded
random.Random through a real room.  One generator, so both try the same
shapes: random JSON of every shape and depth, NaN and Infinity, huge
numbers, long strings, broken text, and real moves with extra or
wrong-typed fields.
"""

import json

ODD_NUMBERS = [float("nan"), float("inf"), float("-inf"), 10 ** 30, -(2 ** 63), 2 ** 53 + 1,
               1e308, -0.0, 0.5, True, False, None]
ODD_TEXT = ["", "\ud800", "\x00\u202e", "x" * 5000, "../etc/passwd", "__init__", "0", "-1",
            "🂡" * 50]


def value(rng, depth=0, max_depth=6):
    """Any JSON-ish value (NaN and lone surrogates included)."""
    roll = rng.randrange(10 if depth < max_depth else 6)
    if roll < 2:
        return rng.choice(ODD_NUMBERS)
    if roll < 4:
        return rng.randint(-5, 200)
    if roll < 6:
        return rng.choice(ODD_TEXT + ["play", "buy", "skip", "guess", "a", "card"])
    if roll < 8:
        return [value(rng, depth + 1, max_depth) for _ in range(rng.randrange(4))]
    keys = ["type", "card", "cards", "seat", "word", "letters", "index", "note", "x"]
    return {rng.choice(keys): value(rng, depth + 1, max_depth) for _ in range(rng.randrange(4))}


def mutate(rng, action):
    """A real move bent out of shape: an extra field, a field of the wrong type, or deep nesting."""
    bent = dict(action)
    roll = rng.randrange(4)
    if roll == 0 or not bent:
        bent[rng.choice(["note", "extra", "seat", "__class__"])] = value(rng)
    elif roll == 1:
        bent[rng.choice(sorted(bent))] = value(rng)
    elif roll == 2:
        bent[rng.choice(sorted(bent))] = nested(rng.randint(20, 60))
    else:
        bent[rng.choice(sorted(bent))] = rng.choice(ODD_NUMBERS + ODD_TEXT)
    return bent


def nested(depth):
    out = 0
    for _ in range(depth):
        out = [out]
    return out


def action(rng, real_moves):
    """One hostile action: random JSON, or a real move bent out of shape."""
    if real_moves and rng.randrange(2):
        return mutate(rng, rng.choice(real_moves))
    found = value(rng)
    if isinstance(found, dict) and rng.randrange(2):
        found["type"] = rng.choice(["play", "skip", "buy", "guess", "end_turn", "reveal", "clue"])
    return found


def message(rng, real_moves, replays=()):
    """One hostile message's text for a room (what a guest's console could send)."""
    roll = rng.randrange(10)
    if roll == 0:
        return "[" * rng.randint(33, 3000) + "]" * rng.randint(0, 3000)
    if roll == 1 and replays:
        return rng.choice(list(replays))
    if roll == 2:
        return json.dumps(value(rng))[: rng.randint(1, 60)]  # cut short
    if roll == 3:
        return json.dumps({"v": 1, "type": rng.choice(["act", "join", "start", "query", "words",
                                                       "bot_seat", "remove_seat", "look"]),
                           rng.choice(["action", "seat", "token", "words", "query"]): value(rng)})
    body = {"v": 1, "type": "act", "id": rng.choice([None, 1, "x", [1], True, "r" * 60]),
            "action": action(rng, real_moves)}
    if rng.randrange(4) == 0:
        body["seat"] = rng.choice([0, 1, -1, 99, "0", None])
    return json.dumps(body)  # NaN and Infinity go out as the bare words JSON refuses


def real_moves(game, state):
    """Moves a bot would make now, for every seat that may act, and the clock's."""
    from inkwell.core.rng import Rng
    from inkwell.core.session import default_level
    moves = []
    rng = Rng(state["n"])
    for seat in game.actors(state):
        if seat >= 0:
            moves.append(game.bots[default_level(game)](game.view(state, seat), rng))
    return moves + [t["action"] for t in game.timers(state)]
