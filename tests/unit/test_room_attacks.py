"""A hostile guest against a room (issue 12): the two messages that used to
kill or freeze the host, removing a player, asking before anyone joins,
and the budget that peers without a seat share."""

import json

import pytest

from inkwell import worker
from inkwell.core import BadRequest, wire
from inkwell.room import LOBBY_SIZE, LOCAL, MAX_CONNS, Room

from test_room import Table, msg, reply, texts


def test_deeply_nested_json_is_refused_with_its_id_and_the_game_goes_on():
    t = Table()
    text = '{"v":1,"type":"act","id":"r1","action":' + "[" * 3000 + "]" * 3000 + "}"
    assert len(text) < 16 * 1024
    r = reply(t.send("p0", text), "p0")
    assert (r["ok"], r["error"]["code"], r["id"]) == (False, "too_deep", "r1")
    assert reply(t.act("p0", {"type": "play", "card": t.hand(1)[0]}), "p0")["ok"]


def test_a_legal_move_carrying_nan_is_refused_and_never_reaches_the_record():
    t = Table()
    card = t.hand(1)[0]
    for bad in ('NaN', 'Infinity', '-Infinity', '1e400', str(2 ** 60)):
        text = '{"v":1,"type":"act","id":5,"action":{"type":"play","card":%d,"note":%s}}' % (card, bad)
        r = reply(t.send("p0", text), "p0")
        assert not r["ok"] and r["id"] == 5 and r["error"]["code"] == "bad_number", bad
    text = '{"v":1,"type":"act","id":6,"action":{"type":"play","card":%d,"note":"\\ud800"}}' % card
    assert reply(t.send("p0", text), "p0")["error"]["code"] == "bad_text"
    assert t.room.session.record["actions"] == []
    assert reply(t.act("p0", {"type": "play", "card": card}), "p0")["ok"]
    saved = t.room.take_save()
    assert wire.loads(wire.dumps(saved))["record"]["actions"] == [[1, {"type": "play", "card": card}]]


def test_a_move_the_session_cannot_save_is_refused_even_from_the_hosts_own_page():
    t = Table()
    before = t.state()
    with pytest.raises(BadRequest) as refused:
        t.room.session.act(0, {"type": "play", "card": t.hand(0)[0], "note": float("nan")})
    assert refused.value.code == "unsaveable"
    assert t.state() == before and t.room.session.record["actions"] == []


def test_a_bug_answers_with_a_plain_message_not_python_internals(monkeypatch):
    t = Table()
    monkeypatch.setattr(type(t.room.session), "view", lambda *a: 1 / 0)
    r = reply(t.send("p0", msg("view", id=3)), "p0")
    assert r["error"]["code"] == "internal" and r["id"] == 3
    assert "ZeroDivision" not in json.dumps(r) and "division" not in json.dumps(r)


def test_the_worker_answers_nan_and_deep_nesting_with_an_error_carrying_the_id():
    assert json.loads(worker.handle('{"id": 4, "type": "ping", "echo": NaN}'))["id"] == 4
    reply_ = json.loads(worker.handle('{"id": 4, "type": "ping", "echo": NaN}'))
    assert reply_["error"]["code"] == "bad_number"
    reply_ = json.loads(worker.handle('{"id": 8, "type": "ping", "echo": ' + "[" * 5000 + "]" * 5000 + "}"))
    assert (reply_["id"], reply_["error"]["code"]) == (8, "too_deep")
    assert json.loads(worker.handle('{"id": 9, "type": "ping"}'))["pong"]


def test_the_host_removes_a_joiner_in_the_lobby_and_they_cannot_come_straight_back():
    t = Table(guests=("Bob", "Cy"), start=False)
    out = t.send(LOCAL, msg("remove_seat", seat=1, id=1))
    assert reply(out, LOCAL)["ok"]
    assert [m["type"] for m in texts(out, "p0")] == ["removed"]
    assert [s["name"] for s in t.room.summary()["seats"]] == ["Ann", "Cy"]
    assert t.room.conns["p1"].seat == 1  # Cy moved up one place
    again = reply(t.send("p0", msg("join", name="Bob", id=2)), "p0")
    assert again["error"]["code"] == "removed"


def test_the_host_removes_a_player_mid_game_and_a_bot_takes_the_seat():
    t = Table(guests=("Bob", "Cy"))
    out = t.send(LOCAL, msg("remove_seat", seat=1, id=1))
    assert reply(out, LOCAL)["ok"] and texts(out, "p0")[0]["type"] == "removed"
    assert t.room.seats[1]["kind"] == "bot" and "token" not in t.room.seats[1]
    back = reply(t.send("p0-new", msg("join", token=t.tokens["p0"], id=2)), "p0-new")
    assert back["seat"] is None  # the old token no longer opens the seat
    for _ in range(60):  # the bot plays the removed player's seat to the end
        if t.room.session.outcome() is not None:
            break
        for seat, conn in ((0, LOCAL), (2, "p1")):
            if seat in t.room.session.game.actors(t.room.session.state):
                t.act(conn, {"type": "play", "card": t.hand(seat)[0]})
        t.tick(2500)
    assert t.room.session.outcome() is not None


def test_ask_me_before_anyone_joins_keeps_joiners_waiting_for_the_hosts_answer():
    t = Table(guests=(), start=False)
    assert reply(t.send(LOCAL, msg("settings", ask=True, id=1)), LOCAL)["ok"]
    r = reply(t.send("p0", msg("join", name="Bob", id=2)), "p0")
    assert r["ok"] and r["waiting"] and r["seat"] is None
    reply(t.send("p1", msg("join", name="Mallory", id=3)), "p1")
    assert len(t.room.seats) == 1
    waiting = t.room.summary(t.room.conns[LOCAL])["waiting"]
    assert [w["name"] for w in waiting] == ["Bob", "Mallory"]
    assert "waiting" not in json.dumps(t.room.summary(t.room.conns["p0"]))
    out = t.send(LOCAL, msg("admit", joiner=waiting[0]["joiner"], ok=True, id=4))
    bob = [m for m in texts(out, "p0") if m["type"] == "reply"][0]
    assert bob["id"] == "join" and bob["seat"] == 1 and bob["token"]
    out = t.send(LOCAL, msg("admit", joiner=waiting[1]["joiner"], ok=False, id=5))
    mallory = texts(out, "p1")[0]
    assert mallory["id"] == "join" and mallory["error"]["code"] == "refused"
    assert [s["name"] for s in t.room.summary()["seats"]] == ["Ann", "Bob"]
    assert Room.from_export(t.room.export(), t.now).ask is True


def test_peers_without_a_seat_share_one_budget_and_the_room_caps_connections():
    t = Table(guests=("Bob",), start=False)
    answered = 0
    for i in range(LOBBY_SIZE + 20):  # one page opening many peers, each looking once
        r = reply(t.send(f"sock{i % (MAX_CONNS - 5)}", msg("look", id=i)), f"sock{i % (MAX_CONNS - 5)}")
        answered += r["ok"]
    assert answered <= LOBBY_SIZE + 1
    assert reply(t.send("p0", msg("view", id=1)), "p0")["ok"]  # a seated guest is unaffected
    t.now += 60000
    for i in range(MAX_CONNS):
        t.send(f"many{i}", msg("ping"))
    assert len(t.room.conns) <= MAX_CONNS


def test_twenty_watchers_beating_every_second_are_never_refused_even_with_strangers_knocking():
    t = Table(guests=("Bob", "Cy"), start=False)
    watchers = [f"w{i}" for i in range(20)]
    for w in watchers:
        t.now += 50
        assert reply(t.send(w, msg("join", name="", watch=True, id=1)), w)["seat"] is None
    assert reply(t.send(LOCAL, msg("start", id=2)), LOCAL)["ok"]
    refused = []
    for second in range(60):  # a minute of play, a beat a second from everyone
        t.now += 1000
        for w in watchers + ["p0", "p1"]:
            out = texts(t.send(w, msg("ping")), w)
            refused += [m for m in out if m["type"] != "pong"]
        for i in range(12):  # strangers knocking faster than their shared budget allows
            t.send(f"door{i}", msg("look", id="look", nonce="n"))
        w = watchers[second % 20]  # a watcher's own question now and then
        refused += [m for m in texts(t.send(w, msg("view", id=7)), w) if not m.get("ok")]
    assert refused == []
    door = [reply(t.send(f"door{i}", msg("look", id="look", nonce="n")), f"door{i}")["ok"]
            for i in range(12)]
    assert not all(door), "strangers still share their own, smaller budget"
