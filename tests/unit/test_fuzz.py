"""Hostile input against every registered game (hypothesis): `apply` either
refuses an action with an InkwellError, leaving the state as it was, or
returns a state that strict JSON can save; the session keeps only what a
save can hold; a room answers every hostile message and stays playable."""

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import hostile
import inkwell.games  # noqa: F401  (registers the built-in games)
from minigame import GAME  # noqa: F401  (registers High Card, fuzzed with the rest)
from inkwell.core import InkwellError, all_games, wire
from inkwell.core.conformance import next_action
from inkwell.core.rng import Rng
from inkwell.core.session import Session, default_level
from inkwell.room import LOCAL, Room

FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def positions(game):
    """A few states of a bots' game: its start and some moves in."""
    low = game.player_range(game.check_options(None))[0]
    level = default_level(game)
    seats = [{"name": f"P{i}", "kind": "bot", "level": level} for i in range(max(low, 2))]
    state = game.setup(None, seats, 11)
    rng = Rng(3)
    found = [state]
    for step in range(12):
        if game.outcome(state) is not None:
            break
        seat, move = next_action(game, state, level, rng)
        state = game.apply(state, seat, move)
        if step % 4 == 3:
            found.append(state)
    return found


GAMES = {g.id: (g, positions(g)) for g in all_games()}


@pytest.mark.parametrize("game_id", sorted(GAMES))
@FUZZ
@given(rng=st.randoms(use_true_random=False), which=st.integers(0, 10), seat=st.integers(-3, 6))
def test_apply_refuses_cleanly_or_gives_a_saveable_state(game_id, rng, which, seat):
    game, states = GAMES[game_id]
    state = states[which % len(states)]
    moves = hostile.real_moves(game, state)
    action = hostile.action(rng, moves)
    if rng.randrange(3) == 0 and game.actors(state):
        seat = rng.choice(game.actors(state))
    before = json.dumps(state, sort_keys=True)
    try:
        after = game.apply(state, seat, action)
    except InkwellError:
        assert json.dumps(state, sort_keys=True) == before
        return
    assert json.dumps(state, sort_keys=True) == before, "apply changed the state it was given"
    assert json.loads(wire.dumps(after)) == after  # strict JSON (no NaN) saves it whole


@pytest.mark.parametrize("game_id", sorted(GAMES))
@FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_a_session_keeps_only_what_a_save_can_hold(game_id, rng):
    game, states = GAMES[game_id]
    seats = [{"name": f"P{i}", "kind": "bot", "level": default_level(game)}
             for i in range(max(game.player_range(game.check_options(None))[0], 2))]
    session = Session(game_id, None, seats, 11)
    for _ in range(5):
        session.step_bot() or session.fire_timer()
    moves = hostile.real_moves(game, session.state)
    for _ in range(5):
        seat = rng.choice(game.actors(session.state) or [0])
        try:
            session.act(seat, hostile.action(rng, moves))
        except InkwellError:
            pass
    saved = wire.loads(wire.dumps(session.record))
    assert json.dumps(Session.from_record(saved).state, sort_keys=True) == \
        json.dumps(session.state, sort_keys=True)


@FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_a_room_answers_every_hostile_message_and_plays_on(rng):
    from minigame import GAME  # noqa: F401  (registers High Card)
    room = Room("highcard", {"rounds": 2}, "Ann", 5, 1000, token=lambda: "t" * 22)
    joined = json.loads(room.receive("p0", json.dumps({"v": 1, "type": "join", "id": 1}), 1000)[0][1])
    assert joined["ok"]
    room.receive(LOCAL, json.dumps({"v": 1, "type": "start", "id": 2}), 1000)
    moves = [{"type": "play", "card": c} for c in room.session.state["hands"][1]]
    now = 2000
    for _ in range(20):
        now += 300  # paced under the rate limit, so every message reaches the game
        text = hostile.message(rng, moves)
        before = len(room.session.record["actions"])
        out = room.receive("p0", text, now)
        replies = [json.loads(t) for c, t in out if c == "p0"]
        assert replies, text[:200]  # every message is answered
        wire.dumps(room.export())
        assert len(room.session.record["actions"]) - before <= 1
    view = room.session.view(1)
    if 1 in view["actors"]:
        out = room.receive("p0", json.dumps({"v": 1, "type": "act", "id": 7,
                                             "action": {"type": "play", "card": view["hand"][0]}}), now + 300)
        assert json.loads(out[0][1])["ok"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
@FUZZ
@given(rng=st.randoms(use_true_random=False), which=st.integers(0, 10))
def test_a_real_move_with_an_extra_field_is_refused_and_changes_nothing(game_id, rng, which):
    game, states = GAMES[game_id]
    state = states[which % len(states)]
    people = [s for s in game.actors(state) if s >= 0]
    if not people:
        return
    seat = rng.choice(people)
    move = game.bots[default_level(game)](game.view(state, seat), Rng(state["n"]))
    bent = dict(move)
    bent[rng.choice(["note", "extra", "__class__", "x" * 50])] = hostile.value(rng)
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(InkwellError):
        game.apply(state, seat, bent)
    assert json.dumps(state, sort_keys=True) == before
    game.apply(state, seat, move)  # while the move itself is legal
