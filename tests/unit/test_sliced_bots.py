"""Bots that think in slices (core.thought): every game's expert works its
move out between messages, so the page's other messages (a word look-up,
a view) are answered while it thinks, and the move it then plays is the one
it would have played at once."""

import json

import pytest

import inkwell.games  # noqa: F401
from inkwell import worker
from inkwell.core import Rng, all_games, background
from inkwell.core.session import Session
from inkwell.core.thought import Thought, thinks_in_slices
from inkwell.room import Room

from bot_games import bot_turns

SLICED = [(g.id, level) for g in all_games() for level, bot in sorted(g.bots.items())
          if thinks_in_slices(bot)]


@pytest.fixture(autouse=True)
def empty_queue():
    background.clear()
    yield
    background.clear()


def test_every_expert_of_the_deck_building_games_thinks_in_slices():
    assert {g for g, level in SLICED if level == "expert"} >= {"hardback", "paperback", "backwords"}


@pytest.mark.parametrize("game_id,level", SLICED)
def test_the_sliced_move_is_the_move_played_at_once(game_id, level):
    """Over the registry: each bot's slices, stepped as the worker steps
    them, end in the very move the bot plays in one call."""
    game = next(g for g in all_games() if g.id == game_id)
    bot, checked, longest = game.bots[level], 0, 0
    for _state, seat, view, rng_seed, action in bot_turns(game_id, [level, "strong"], 5):
        if seat != 0:
            continue
        thought = Thought(bot, json.loads(json.dumps(view)), rng_seed, None)
        while not thought.done:
            thought.step()
        assert not thought.failed and thought.action == action == bot(view, Rng(rng_seed))
        longest = max(longest, thought.slices)
        checked += 1
        if checked == 40:
            break
    assert checked >= 12
    assert longest > 1   # some move is more than one slice of work


def ask(**message):
    return json.loads(worker.handle(json.dumps(message)))


def idle_until_done():
    slices = 0
    while json.loads(worker.idle(0.001))["more"]:
        slices += 1
    return slices


def test_the_worker_answers_other_messages_while_the_expert_thinks():
    seats = [{"name": "Ex", "kind": "bot", "level": "expert"}, {"name": "You", "kind": "human"}]
    assert ask(type="new", game="hardback", seed=9, seats=seats, session="t", views=[1])["ok"]
    session = worker._sessions["t"]
    at_once = Session("hardback", session.state["options"], seats, 9).bot_action(0)
    background.clear()          # the warm-up: not what this test times
    first = ask(type="bot", session="t", views=[1])
    assert first == {"thinking": 0, "ok": True, "id": None}
    assert ask(type="bot", session="t", views=[1])["thinking"] == 0     # asked again: still thinking
    # A slice, then a look-up and a view answered before the move is played.
    json.loads(worker.idle(0.001))
    assert ask(type="words", dict="common", words=["quiet"])["verdicts"] == {"quiet": True}
    assert ask(type="view", session="t", views=[1])["views"]["1"]["n"] == 0
    assert idle_until_done() > 1
    played = ask(type="bot", session="t", views=[1], want_record=True)
    assert played["bot"] == 0 and played["record"]["actions"] == [[0, at_once]]


def test_a_thought_for_a_state_the_game_has_left_is_dropped():
    seats = [{"name": "Ex", "kind": "bot", "level": "expert"}, {"name": "You", "kind": "human"}]
    session = Session("hardback", {"length": 60}, seats, 4, undo=True)
    assert session.step_bot(wait=False) is None
    thought = session.thinking()
    steps = session.think()
    next(steps)
    session.state = dict(session.state)   # a new state object, as an Undo leaves
    assert session.thinking() is None and list(steps) == []
    assert session.step_bot(wait=False) is None and session.thinking() is not thought


def test_a_new_game_in_its_place_drops_the_thought():
    seats = [{"name": "Ex", "kind": "bot", "level": "expert"}, {"name": "You", "kind": "human"}]
    assert ask(type="new", game="backwords", seed=2, seats=seats, session="t")["ok"]
    old = worker._sessions["t"]
    assert ask(type="bot", session="t")["thinking"] == 0 and old.thinking() is not None
    assert ask(type="new", game="backwords", seed=3, seats=seats, session="t")["ok"]
    new = worker._sessions["t"]
    idle_until_done()
    assert not old.thought.done and old.thought.slices == 0     # never worked on again
    assert new.thought.done


def test_a_rooms_expert_moves_on_a_later_tick():
    from inkwell.core.conformance import next_action
    from inkwell.room.host import LOCAL

    def room_in(text, now):
        out = ask(type="room_in", room="r", conn=LOCAL, text=json.dumps(dict(text, v=1)), now=now)["out"]
        return json.loads(out[0]["text"])
    assert ask(type="room_open", room="r", game="hardback", name="Ann", seed=3, now=0)["ok"]
    assert room_in({"type": "add_bot", "level": "expert", "id": 1}, 10)["ok"]
    assert room_in({"type": "start", "id": 2}, 20)["ok"]
    session, rng = worker._rooms["r"].session, Rng(8)
    while session.bot_to_act() is None:
        seat, action = next_action(session.game, session.state, "strong", rng)
        assert room_in({"type": "act", "action": action, "id": 3}, 30)["ok"]
    actions = len(session.record["actions"])
    background.clear()
    ask(type="room_tick", room="r", now=40)
    assert len(session.record["actions"]) == actions and session.thinking() is not None
    assert idle_until_done() > 1
    ask(type="room_tick", room="r", now=50)
    assert session.record["actions"][actions][0] == 1


def test_asked_to_wait_the_worker_plays_the_expert_at_once():
    """What the table asks after 20 s of "thinking" (a word list offline,
    say): the move now, or the error that kept it from coming."""
    seats = [{"name": "Ex", "kind": "bot", "level": "expert"}, {"name": "You", "kind": "human"}]
    assert ask(type="new", game="paperback", seed=5, seats=seats, session="w")["ok"]
    assert ask(type="bot", session="w")["thinking"] == 0
    played = ask(type="bot", session="w", wait=True, want_record=True)
    assert played["bot"] == 0 and len(played["record"]["actions"]) == 1


def test_the_thought_starts_as_soon_as_the_expert_is_to_act():
    """While the table still shows the last move (its pace hold), before it
    asks for the bot's move: after a new game and after the player's move."""
    seats = [{"name": "Ex", "kind": "bot", "level": "expert"}, {"name": "You", "kind": "human"}]
    assert ask(type="new", game="backwords", seed=6, seats=seats, session="h")["ok"]
    assert ("bot", "h") == background.keys()[0]                  # ahead of the warm-up
    assert worker._sessions["h"].record["actions"] == []       # nothing played yet
    assert idle_until_done() >= 1
    played = ask(type="bot", session="h", views=[1], want_record=True)   # ready: no "thinking"
    assert played["bot"] == 0 and len(played["record"]["actions"]) == 1
    session = worker._sessions["h"]
    while session.bot_to_act() is None and session.outcome() is None:
        assert ask(type="act", session="h", seat=1, action={"type": "pass"}, views=[1])["ok"]
    assert session.bot_to_act() == 0 and ("bot", "h") in background.keys()
    # A game whose bot does not think in slices: nothing is queued for it.
    greedy = [{"name": "G", "kind": "bot", "level": "greedy"}, {"name": "You", "kind": "human"}]
    assert ask(type="new", game="backwords", seed=6, seats=greedy, session="g")["ok"]
    assert ("bot", "g") not in background.keys()
