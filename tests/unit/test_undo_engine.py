"""Undo in solo and pass-and-play: a player takes back their own last moves
of this turn while they drew nothing and revealed nothing; the record then
holds only what was finally played.  Rooms have no Undo."""

import json

import pytest

from inkwell import worker
from inkwell.core import IllegalAction, Rng, background
from inkwell.core.session import Session
from inkwell.games.hardback import GAME as HARDBACK
from inkwell.games.paperback import GAME as PAPERBACK
from inkwell.room import LOCAL, Room

from test_hardback_helpers import act, new_game, set_hand, spell, to_buy
from test_hardback_rules import MYS_J_JAIL


def dumps(value):
    return json.dumps(value, sort_keys=True)


def ask(**message):
    return json.loads(worker.handle(json.dumps(message)))


def solo_hardback(seed=3):
    reply = ask(id=1, type="new", game="hardback", seed=seed, session="undo-test",
                options={"dictionary": "common"},
                seats=[{"name": "Ann"}, {"name": "Bot", "kind": "bot", "level": "greedy"}])
    assert reply["ok"], reply
    return reply["views"]["0"]


def play(action, **extra):
    reply = ask(id=2, type="act", session="undo-test", seat=0, action=action, views=[0, 1],
                want_record=True, **extra)
    assert reply["ok"], reply
    return reply


def undo(seat=0):
    return ask(id=3, type="undo", session="undo-test", seat=seat, views=[0, 1], want_record=True)


def greedy_word(view):
    action = HARDBACK.bots["greedy"](view, Rng(1))
    assert action["type"] == "spell", action
    return action


def test_a_player_takes_back_ink_then_a_word_and_sees_the_table_as_before():
    start = solo_hardback()
    assert start["undo"] is False
    spelled = play(greedy_word(start))["views"]
    assert spelled["0"]["undo"] is True and spelled["1"]["undo"] is False
    assert spelled["0"]["coins"] >= 1
    bought = play({"type": "buy_ink"})
    assert bought["views"]["0"]["players"][0]["ink"] == spelled["0"]["players"][0]["ink"] + 1
    back = undo()
    assert back["ok"] and dumps(back["views"]) == dumps(spelled)
    assert [a["type"] for _, a in back["record"]["actions"]] == ["spell"]
    again = undo()
    assert again["views"]["0"] | {"undo": False} == start
    assert again["record"]["actions"] == [] and again["views"]["0"]["undo"] is False
    nothing = undo()
    assert nothing["error"]["code"] == "no_undo"
    assert ask(id=4, type="view", session="undo-test", seat=0)["views"]["0"] == again["views"]["0"]


def test_only_the_player_who_moved_may_take_it_back():
    start = solo_hardback()
    play(greedy_word(start))
    refused = undo(seat=1)
    assert not refused["ok"] and refused["error"]["code"] == "no_undo"
    assert len(ask(id=5, type="view", session="undo-test", seat=0, want_record=True)
               ["record"]["actions"]) == 1


def test_ending_the_turn_ends_the_chance_to_undo():
    view = play(greedy_word(solo_hardback()))["views"]["0"]
    if view["phase"] == "flush":
        view = play({"type": "no_flush"})["views"]["0"]
    assert view["undo"] and "end" in view["allowed"]
    assert play({"type": "end"})["views"]["0"]["undo"] is False
    assert undo()["error"]["code"] == "no_undo"


def test_a_resumed_game_still_offers_undo_and_a_replay_never_does():
    start = solo_hardback()
    record = play(greedy_word(start))["record"]
    resumed = ask(id=6, type="resume", session="undo-test", record=record, seat=0)
    assert resumed["views"]["0"]["undo"] is True
    assert undo()["record"]["actions"] == []
    opened = ask(id=7, type="replay_open", record=record)
    assert not any(v.get("undo") for v in opened["views"].values())


def test_undo_of_what_drew_or_dealt_a_card_is_not_offered():
    state = new_game()
    j, a, r = set_hand(state, 0, MYS_J_JAIL, "a", "r")
    before, state = state, spell(state, 0, j, a, r)
    assert HARDBACK.undoable(before, 0, {"type": "spell"}, state)
    jail = {"type": "jail", "card": state["row"][0], "mode": "reserve"}
    jailed = act(state, 0, jail)
    assert not HARDBACK.undoable(state, 0, jail, jailed), "a new card was dealt to the offer row"
    state = to_buy(jailed, 0)
    state["turn"]["coins"] = 20
    for action, undoable in [({"type": "buy", "card": jail["card"]}, True),
                             ({"type": "buy", "card": state["row"][0]}, False),
                             ({"type": "buy_ink"}, True)]:
        assert HARDBACK.undoable(state, 0, action, act(state, 0, action)) is undoable, action
    fresh = new_game()
    fresh["players"][0]["ink"] = 1
    inked = act(fresh, 0, {"type": "ink"})
    assert not HARDBACK.undoable(fresh, 0, {"type": "ink"}, inked), "ink draws a card"


def backwords_without_dictionary():
    session = Session("backwords", {"dictionary": "vote_majority"}, ["Ann", "Bob", "Cy"], 4,
                      undo=True)
    for _ in range(40):
        action = session.bot_action(session.state["turn"]["seat"], "greedy")
        if action["type"] == "create":
            return session, action
        session.act(session.state["turn"]["seat"], action)
    pytest.fail("no word created")


def test_once_another_player_has_acted_the_move_stays():
    session, create = backwords_without_dictionary()
    seat = session.state["turn"]["seat"]
    session.act(seat, create)
    assert session.view(seat)["undo"] and session.view(seat)["phase"] == "challenge"
    other = session.game.actors(session.state)[0]
    session.act(other, {"type": "accept"})
    assert not session.view(seat)["undo"]
    before = dumps(session.record), dumps(session.state)
    with pytest.raises(IllegalAction) as refused:
        session.undo(seat)
    assert refused.value.code == "no_undo" and refused.value.message
    assert (dumps(session.record), dumps(session.state)) == before


def test_break_the_word_answer_may_be_taken_back_until_it_brings_news():
    session = Session("break_the_word", {"clue_seconds": 0}, ["Ann", "Bob", "Cy"], 2, undo=True)
    session.act(0, {"type": "answer", "word": "example"})
    assert session.view(0)["undo"]
    session.undo(0)
    assert session.view(0)["allowed"] == ["answer", "ready"] and session.record["actions"] == []
    session.act(0, {"type": "ready"})
    session.act(0, {"type": "answer", "word": "example"})   # an answer may still follow "ready"
    assert session.view(0)["undo"]
    session.undo(0)
    session.act(1, {"type": "ready"})
    assert not session.view(0)["undo"] and session.view(1)["undo"]
    shown = session.view(2)["revealed"]
    session.act(2, {"type": "ready"})   # the last one ready brings the next clue
    assert session.view(2)["revealed"] == shown + 1 and not session.view(2)["undo"]


def test_a_room_has_no_undo_for_host_or_guest():
    room = Room("hardback", {"dictionary": "common"}, "Ann", 3, 1000)
    join = room.receive("p0", json.dumps({"v": 1, "type": "join", "name": "Bob", "id": 1}), 1000)
    assert json.loads(join[0][1])["ok"]
    room.receive(LOCAL, json.dumps({"v": 1, "type": "start", "id": 2}), 1000)
    word = greedy_word(room.session.view(0))
    out = room.receive(LOCAL, json.dumps({"v": 1, "type": "act", "action": word, "id": 3}), 1000)
    views = [json.loads(t).get("views") for c, t in out if c == LOCAL]
    assert [v["0"].get("undo") for v in views if v] == [None]   # never offered
    before = dumps(room.session.record)
    for conn in (LOCAL, "p0"):
        for text in ({"v": 1, "type": "undo", "id": 4},
                     {"v": 1, "type": "act", "action": {"type": "undo"}, "id": 5}):
            replies = [json.loads(t) for c, t in room.receive(conn, json.dumps(text), 1000)
                       if c == conn]
            assert replies and not replies[0]["ok"], replies
    with pytest.raises(IllegalAction):
        room.session.undo(0)
    assert dumps(room.session.record) == before


def test_the_coach_says_nothing_about_a_word_taken_back():
    background.clear()
    start = solo_hardback(seed=8)
    background.clear()   # the game's warm-up is not what this test waits for
    play(greedy_word(start), coach=True)
    assert undo()["coach"] == []
    while background.run(1.0):
        pass
    assert ask(id=8, type="view", session="undo-test", seat=0)["coach"] == []


def test_paperback_a_fame_card_may_be_taken_back_a_letter_pile_card_not():
    from test_paperback_rules import scored
    state = scored(17)
    for card, undoable in [(state["fame"]["17"][-1], True), (state["piles"]["3"]["top"], False)]:
        action = {"type": "buy", "card": card}
        after = PAPERBACK.apply(state, 0, action)
        assert PAPERBACK.undoable(state, 0, action, after) is undoable, "the next card is shown"
    state["piles"]["3"]["hidden"] = []   # its last card: nothing comes up under it
    last = {"type": "buy", "card": state["piles"]["3"]["top"]}
    assert PAPERBACK.undoable(state, 0, last, PAPERBACK.apply(state, 0, last))
