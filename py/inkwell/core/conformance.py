"""The conformance suite every game's tests run (compare OpenSpiel's
random-simulation test): random games from each seat's own view, played to
the end, with the protocol checked at every step.

- every view is JSON-safe and does not change when the information hidden
  from that seat is shuffled (so no view leaks another hand or the deck);
- every view's "allowed" names declared moves, the move played is allowed
  for its seat, and a seat whose view does not allow it is refused;
- an illegal action raises and leaves the state byte-for-byte unchanged:
  junk, every other game's moves, bad seats (true, 2.0, a spectator), unknown
  fields, NaN, floats, huge numbers, long strings and deep nests in a field;
- `replay(record)` rebuilds the live state exactly;
- the game ends;
- Undo (`check_undo`): whenever a view offers it, only to the seat that made
  the last move; taking it back (live, or in a game resumed from the record)
  gives exactly the state and views the record without that move replays
  to; a seat offered none is refused and nothing changes.
"""

import json

from . import registry
from .errors import InkwellError
from .game import SPECTATOR, SYSTEM, copy_json
from .record import new_record, replay
from .rng import Rng

JUNK = [None, 3, "play", [], {}, {"type": 7}, {"type": "__init__"},
        {"type": "no_such_move"}, {"type": "../etc"}]


def dumps(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class ConformanceError(AssertionError):
    pass


def check(condition, message, *context):
    if not condition:
        raise ConformanceError(message + "".join("\n  " + str(c)[:2000] for c in context))


def play_random(game, players, options=None, seed=0, level="random", max_steps=20000,
                checks=True):
    """Play one game with bots of `level` at every seat; returns (state, record)."""
    seats = [{"name": f"P{i + 1}", "kind": "bot", "level": level} for i in range(players)]
    state = game.setup(options, seats, seed)
    record = new_record(game.id, state["options"], state["seats"], seed)
    rng = Rng(seed ^ 0x5EED)
    for step in range(max_steps):
        if game.outcome(state) is not None:
            break
        seat, action = next_action(game, state, level, rng)
        if checks:
            check_step(game, state, seat, action, rng)
        before = dumps(state)
        state_after = game.apply(state, seat, action)
        check(dumps(state) == before, "apply() changed the state it was given", action)
        state = state_after
        record["actions"].append([seat, copy_json(action)])
    else:
        raise ConformanceError(f"{game.id}: no end after {max_steps} actions (seed {seed})")
    return state, record


def next_action(game, state, level, rng):
    actors = game.actors(state)
    timers = game.timers(state)
    people = [s for s in actors if s != SYSTEM]
    # The clock may fire between any two moves; when nobody else can act it must.
    if timers and (not people or rng.below(4) == 0):
        return SYSTEM, rng.choice(timers)["action"]
    check(people, f"{game.id}: nobody can act and no timer is pending", actors)
    seat = rng.choice(people)
    return seat, game.bots[level](game.view(state, seat), rng)


def check_step(game, state, seat, action, rng):
    for who in list(range(len(state["seats"]))) + [SPECTATOR]:
        check_view(game, state, who, rng)
    check_allowed(game, state, seat, action)
    check_refused(game, state, seat, action, rng)


def check_allowed(game, state, seat, action):
    declared = set(game.move_names())
    for who in range(len(state["seats"])):
        allowed = game.view(state, who)["allowed"]
        check(set(allowed) <= declared, f"{game.id}: allowed names undeclared moves", allowed)
    check(game.view(state, SPECTATOR)["allowed"] == [], "a spectator is allowed to act")
    if seat != SYSTEM:
        check(action["type"] in game.view(state, seat)["allowed"],
              f"{game.id}: seat {seat} played {action['type']!r}, which its view does not allow",
              game.view(state, seat)["allowed"])


def check_view(game, state, seat, rng):
    view = game.view(state, seat)
    text = dumps(view)
    check(json.loads(text) == view, "a view is not JSON-safe", view)
    scrambled = scramble_hidden(game, state, seat, rng)
    check(dumps(game.view(scrambled, seat)) == text,
          f"seat {seat}'s view depends on information hidden from it", text)


def scramble_hidden(game, state, seat, rng):
    """A state that differs from `state` only in what `seat` cannot see."""
    state = copy_json(state)
    zones = [walk(state, path) for path in game.secret_zones(state, seat)]
    pool = [item for zone in zones for item in zone]
    rng.shuffle(pool)
    for zone in zones:
        zone[:] = [pool.pop() for _ in zone]
    state["rng"] = rng.next64()
    return state


def walk(state, path):
    for key in path:
        state = state[key]
    return state


def check_refused(game, state, seat, action, rng):
    before = dumps(state)
    n = len(state["seats"])
    tries = [(seat, junk) for junk in JUNK + foreign_moves(game)]
    tries += [(seat, bad) for bad in mangled(action)]
    # Some moves are open to everyone (Hardback's ink): replay only from seats
    # whose view does not allow this move.
    idle = [s for s in range(n) if action["type"] not in game.view(state, s)["allowed"]
            and s != seat]
    if idle:
        tries.append((rng.choice(idle), action))
    if seat != SYSTEM:
        tries += [(bad, action) for bad in (n + 3, True, float(seat), str(seat), SPECTATOR, SYSTEM)]
    for who, bad in tries:
        try:
            game.apply(state, who, bad)
        except InkwellError:
            pass
        else:
            raise ConformanceError(f"{game.id} accepted an illegal action {str(bad)[:200]} "
                                   f"from seat {who!r}")
        check(dumps(state) == before, "a refused action changed the state", str(bad)[:200])


def foreign_moves(game):
    """Every other registered game's move types that this game does not declare."""
    mine = set(game.move_names())
    return [{"type": t} for other in registry.all_games() if other is not game
            for t in other.move_names() if t not in mine]


def deep(depth):
    nest = []
    for _ in range(depth):
        nest = [nest]
    return nest


def mangled(action):
    """The action with a stranger field, and each field replaced by something
    no declared field accepts."""
    out = [dict(action, zz_extra=1), dict(action, note=float("nan"))]
    for key in action:
        if key == "type":
            continue
        for value in (float("nan"), float("inf"), 1e300, 10 ** 40, "x" * 100_000, deep(200),
                      {"nested": deep(50)}):
            out.append(dict(action, **{key: value}))
    return out


def check_undo(game, players, options=None, seed=0, level="random", most=12,
               max_steps=20000):
    """Play a random game in a session with Undo, checking at most `most`
    moves it offers to take back; returns how many were checked."""
    from .session import Session
    seats = [{"name": f"P{i + 1}", "kind": "bot", "level": level} for i in range(players)]
    session = Session(game.id, options, seats, seed, undo=True)
    rng = Rng(seed ^ 0x0DD)
    checked = 0
    for _ in range(max_steps):
        if session.outcome() is not None or checked >= most:
            break
        seat, action = next_action(game, session.state, level, rng)
        session.act(seat, action)
        offered = [s for s in range(players) if session.view(s)["undo"]]
        check(offered in ([], [seat]), f"{game.id}: Undo offered to a seat that did not just move",
              offered, action)
        check_undo_refused(session, [s for s in range(players) if s not in offered])
        if offered:
            checked += 1
            check_taken_back(game, Session.from_record(copy_json(session.record), undo=True), seat)
            if rng.below(2):
                check_taken_back(game, session, seat)
    check(dumps(replay(session.record)) == dumps(session.state),
          f"{game.id}: after undoing, the record does not replay to the live state")
    return checked


def check_taken_back(game, session, seat):
    shorter = copy_json(session.record)
    shorter["actions"].pop()
    check(session.view(seat)["undo"], f"{game.id}: a game resumed from its record lost its Undo")
    session.undo(seat)
    check(dumps(session.record) == dumps(shorter), f"{game.id}: the record keeps a trace of the undo")
    state = replay(shorter)
    check(dumps(session.state) == dumps(state), f"{game.id}: undo is not the state replayed without it")
    for who in list(range(len(state["seats"]))) + [SPECTATOR]:
        view = session.view(who)
        view.pop("undo")
        check(dumps(view) == dumps(game.view(state, who)), f"{game.id}: seat {who}'s view after undo")


def check_undo_refused(session, seats):
    before = dumps(session.record), dumps(session.state)
    for seat in seats + [SPECTATOR, SYSTEM]:
        try:
            session.undo(seat)
        except InkwellError:
            pass
        else:
            raise ConformanceError(f"seat {seat!r} took back a move it was not offered")
        check((dumps(session.record), dumps(session.state)) == before, "a refused undo changed the game")


def check_game(game, players=None, options=None, seeds=(1, 2, 3), level="random",
               max_steps=20000):
    """Run the suite for every player count in `players`; returns the end states."""
    ends = []
    for n in players or range(game.min_players, game.max_players + 1):
        for seed in seeds:
            state, record = play_random(game, n, options, seed, level, max_steps)
            check(game.outcome(state) is not None, "the game did not end")
            check(dumps(replay(record)) == dumps(state), "replay(record) differs from the live state")
            half = len(record["actions"]) // 2
            mid = replay(record, half)
            check(dumps(replay(json.loads(dumps(record)), half)) == dumps(mid),
                  "a record does not survive JSON")
            ends.append(state)
    return ends
