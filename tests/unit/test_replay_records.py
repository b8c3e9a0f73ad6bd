"""Replays: a record rebuilt from its link is the live game at every step,
and a damaged link or one from other rules says so."""

import json
import random

import pytest

import inkwell.games  # noqa: F401
from inkwell import worker
from inkwell.core import BadRequest, all_games
from inkwell.core.replay_link import Replay, decode, encode
from inkwell.core.session import Session

GAMES = [g for g in all_games() if g.id != "highcard"]


def live_game(game, seed, limit=80):
    """A game of random bots; every seat's views after each action."""
    lo, _ = game.player_range(game.check_options(game.quick_options))
    seats = [{"name": f"P{i}", "kind": "bot", "level": "random" if "random" in game.bots
              else sorted(game.bots)[0]} for i in range(lo)]
    session = Session(game.id, game.quick_options, seats, seed)
    steps = [all_views(session)]
    for _ in range(limit):
        if session.step_bot() is None and not session.fire_timer():
            break
        steps.append(all_views(session))
    return session.record, steps


def all_views(session):
    return {str(s): session.view(s) for s in range(len(session.seats))}


def send(message):
    return json.loads(worker.handle(json.dumps(message)))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_replay_from_its_link_is_the_live_game_at_every_step(game):
    for seed in random.Random(game.id).sample(range(1, 10**6), 2):
        record, steps = live_game(game, seed)
        link = send({"type": "replay_link", "record": record})["link"]
        opened = send({"type": "replay_open", "link": link, "upto": 0})
        assert opened["ok"] and opened["steps"] == len(steps) - 1
        assert opened["record"] == json.loads(json.dumps(record))
        for upto in [*range(len(steps)), 0, len(steps) - 1]:   # forward, then jumps back
            reply = send({"type": "replay_at", "upto": upto})
            assert reply["views"] == json.loads(json.dumps(steps[upto])), (seed, upto)


def test_a_three_player_hardback_link_stays_under_4_kb():
    game = next(g for g in GAMES if g.id == "hardback")
    seats = [{"name": f"Bot {i}", "kind": "bot", "level": "greedy"} for i in range(3)]
    session = Session("hardback", {}, seats, 7)
    while session.step_bot() is not None:
        pass
    assert game.outcome(session.state) is not None
    assert len(encode(session.record)) < 4096


@pytest.mark.parametrize("bad", ["", "2.abc", "1.@@@", "1." + "A" * 40,
                                 encode({"game": "x"})[:-6], encode({"game": "x"}) + "zz"])
def test_a_damaged_link_gets_a_clear_message(bad):
    reply = send({"type": "replay_open", "link": bad})
    assert not reply["ok"]
    assert reply["error"]["code"] in ("bad_link", "bad_record", "unknown_game")
    assert "damaged" in reply["error"]["message"] or "record" in reply["error"]["message"] \
        or "game" in reply["error"]["message"]


def test_a_link_made_under_other_rules_says_so():
    record, _ = live_game(next(g for g in GAMES if g.id == "hardback"), 5, limit=4)
    record["rules"] = 999
    reply = send({"type": "replay_open", "link": encode(record)})
    assert reply["error"]["code"] == "old_rules"
    assert "other rules" in reply["error"]["message"]


def test_a_record_whose_actions_do_not_replay_is_refused_whole():
    record, _ = live_game(next(g for g in GAMES if g.id == "hardback"), 5, limit=6)
    record["actions"].append([0, {"type": "no such move"}])
    with pytest.raises(BadRequest) as err:
        Replay(decode(encode(record)))
    assert err.value.code == "bad_record"


def test_a_step_out_of_range_changes_nothing():
    record, steps = live_game(next(g for g in GAMES if g.id == "hardback"), 9, limit=5)
    send({"type": "replay_open", "record": record, "upto": 2})
    for upto in (-1, len(steps), "3", True, None):
        assert send({"type": "replay_at", "upto": upto})["error"]["code"] == "bad_step"
    assert send({"type": "replay_at", "upto": 2})["views"] == json.loads(json.dumps(steps[2]))


def test_a_word_list_still_to_fetch_is_asked_for_not_blamed_on_the_record(monkeypatch):
    from inkwell.core import NeedFile
    record, steps = live_game(next(g for g in GAMES if g.id == "hardback"), 11, limit=6)
    replay = Replay(record)
    replay.states = replay.states[:1]
    game = replay.game
    real = game.apply

    def missing(*args):
        raise NeedFile("wordlists/common.words.gz")
    monkeypatch.setattr(game, "apply", missing)
    with pytest.raises(NeedFile):
        replay.at(3)
    monkeypatch.setattr(game, "apply", real)
    assert replay.views(3) == json.loads(json.dumps(steps[3]))
