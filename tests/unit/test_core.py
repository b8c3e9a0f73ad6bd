"""The core protocol, proved on the test-only game High Card."""

import json

import pytest

from inkwell.core import SYSTEM, IllegalAction, Rng, replay
from inkwell.core.conformance import ConformanceError, check_game, scramble_hidden
from inkwell.core.session import Session

from minigame import GAME


def test_conformance_suite_passes_on_high_card():
    ends = check_game(GAME, seeds=(1, 2, 3, 4))
    assert all(GAME.outcome(s)["winners"] for s in ends)


def test_conformance_catches_a_leaky_view():
    class Leaky(type(GAME)):
        def player_view(self, state, seat):
            v = super().player_view(state, seat)
            v["peek"] = state["hands"]
            return v
    with pytest.raises(ConformanceError, match="hidden"):
        check_game(Leaky(), players=[2], seeds=(1,))


def test_same_seed_same_game_other_seed_other_deal():
    a = GAME.setup({}, ["Ann", "Bob"], 7)
    assert a == GAME.setup({}, ["Ann", "Bob"], 7)
    assert a["hands"] != GAME.setup({}, ["Ann", "Bob"], 8)["hands"]


def test_illegal_action_explains_and_changes_nothing():
    state = GAME.setup({}, ["Ann", "Bob"], 1)
    before = json.dumps(state, sort_keys=True)
    not_held = next(c for c in range(1, 41) if c not in state["hands"][0])
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, {"type": "play", "card": not_held})
    assert err.value.code == "no_card" and "not in your hand" in err.value.message
    assert json.dumps(state, sort_keys=True) == before


def test_simultaneous_players_and_the_clock_may_all_act():
    state = GAME.setup({}, ["Ann", "Bob", "Cy"], 1)
    assert GAME.actors(state) == [0, 1, 2, SYSTEM]
    state = GAME.apply(state, 1, {"type": "play", "card": state["hands"][1][0]})
    assert GAME.actors(state) == [0, 2, SYSTEM]
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, {"type": "reveal"})
    state = GAME.apply(state, SYSTEM, {"type": "reveal"})
    assert GAME.view(state, 0)["bonus"] == state["bonus"][0]


def test_a_view_shows_no_other_hand():
    state = GAME.setup({}, ["Ann", "Bob"], 3)
    view = GAME.view(state, 0)
    text = json.dumps(view)
    assert view["hand"] == state["hands"][0]
    assert view["hand_sizes"] == [3, 3]
    assert GAME.view(scramble_hidden(GAME, state, 0, Rng(1)), 0) == view
    assert GAME.view(state, None)["hand"] == [] and "deck" not in text


def test_session_replays_its_record_after_json():
    s = Session("highcard", {"rounds": 2}, [{"name": "Ann"}, {"kind": "bot", "level": "greedy"}], 5)
    while s.outcome() is None:
        if s.step_bot() is None:
            s.act(0, {"type": "play", "card": s.view(0)["hand"][0]})
    record = json.loads(json.dumps(s.record))
    assert replay(record) == s.state
    assert Session.from_record(record).view(1) == s.view(1)


def test_options_and_seats_are_checked():
    from inkwell.core import BadRequest
    with pytest.raises(BadRequest, match="Rounds"):
        GAME.setup({"rounds": 9}, ["A", "B"], 1)
    with pytest.raises(BadRequest, match="2 to 4"):
        GAME.setup({}, ["A"], 1)
    with pytest.raises(BadRequest):
        GAME.setup({"colour": "red"}, ["A", "B"], 1)


def test_rng_is_uniform_enough_and_stable():
    r = Rng(123)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(900 < c < 1100 for c in counts)
    assert Rng(1).next64() == Rng(1).next64() != Rng(2).next64()


def test_simulate_plays_bot_games_and_reports_json(capsys):
    from inkwell.__main__ import main
    assert main(["simulate", "highcard", "--players", "3", "--games", "4",
                 "--option", "rounds=2"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "highcard" and report["finished"] == 4 and report["errors"] == 0
    assert report["mean_turns"] >= 2 * 3 and report["games_per_second"] > 0


def test_simulate_refuses_unknown_games_and_options(capsys):
    from inkwell.__main__ import main
    assert main(["simulate", "chess"]) == 2
    assert "known games" in capsys.readouterr().err
    assert main(["simulate", "highcard", "--option", "rounds=7"]) == 2
    assert "Rounds" in capsys.readouterr().err


def test_worker_answers_every_message_and_never_raises():
    from inkwell.worker import handle
    for bad in ["", "[]", "{", '{"type": "nope"}', '{"type": "act"}', "x" * (2 << 20),
                '{"type": "new", "game": "highcard", "seats": ["A", "B"], "seed": "x"}']:
        reply = json.loads(handle(bad))
        assert reply["ok"] is False and reply["error"]["message"]
    reply = json.loads(handle(json.dumps({"id": 4, "type": "new", "game": "highcard", "seed": 3,
                                          "seats": ["Ann", {"kind": "bot", "level": "random"}]})))
    assert reply["ok"] and reply["id"] == 4 and len(reply["views"]["0"]["hand"]) == 3
    card = reply["views"]["0"]["hand"][0]
    bad = json.loads(handle(json.dumps({"type": "act", "seat": 0, "action": {"type": "play", "card": 99}})))
    assert bad["error"]["code"] == "no_card"
    good = json.loads(handle(json.dumps({"type": "act", "seat": 0, "action": {"type": "play", "card": card}})))
    assert good["ok"] and good["bot_to_act"] == 1 and good["views"]["0"]["played"][0]
    # A game or room named by something that is not a name: a clear refusal.
    for kind in ("session", "room"):
        ask = {"type": "view" if kind == "session" else "room_tick", kind: [1], "now": 0}
        refused = json.loads(handle(json.dumps(ask)))
        assert refused["error"]["code"] == f"no_{kind}", refused


def test_a_record_made_under_other_rules_is_refused_with_the_reason(monkeypatch):
    session = Session("highcard", {}, ["A", "B"], 9)
    session.act(0, {"type": "play", "card": session.view(0)["hand"][0]})
    record = json.loads(json.dumps(session.record))
    assert record["rules"] == GAME.rules_version == 1
    legacy = {k: v for k, v in record.items() if k != "rules"}  # saved before versions were kept
    assert json.dumps(replay(legacy), sort_keys=True) == json.dumps(session.state, sort_keys=True)
    monkeypatch.setattr(type(GAME), "rules_version", 2)
    from inkwell.core import BadRequest
    with pytest.raises(BadRequest) as refused:
        replay(record)
    assert refused.value.code == "old_rules" and "other rules" in refused.value.message
    with pytest.raises(BadRequest):
        Session.from_record(record)


def test_simulate_says_why_an_impossible_player_count_fails(capsys):
    from inkwell.__main__ import main
    assert main(["simulate", "hardback", "--players", "7", "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert "Hardback takes 2 to 5 players, not 7" in err
    assert main(["simulate", "hardback", "--players", "1", "--games", "1"]) == 2
    assert "not 1" in capsys.readouterr().err
