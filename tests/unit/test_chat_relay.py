"""Reactions and short messages at a room's table (issue 26 part 3): relayed
to everyone as cleaned text, capped and rate-limited, watchers only when the
host lets them, and never in the game's state or record."""

import json

from inkwell.room import LOCAL
from inkwell.room.chat import CHAT_BURST, CHAT_EVERY_MS, KEEP, MAX_CHARS

from test_room import Table, msg, reply, texts


def say(table, conn, **fields):
    return table.send(conn, msg("say", id=7, **fields))


def test_a_message_and_a_reaction_reach_everyone_as_text():
    t = Table(guests=("Bob", "Cy"))
    record = json.dumps(t.room.session.record, sort_keys=True)
    state = t.state()
    out = say(t, "p0", text="  <b>gg</b>\u202e\x00  well   played ")
    assert reply(out, "p0")["ok"]
    pushed = [m for m in texts(out) if m["type"] == "update"]
    assert {c for c, _ in out} == {"p0", "p1", LOCAL}
    assert all(m["room"]["chat"][-1] == {"n": 1, "seat": 1, "name": "Bob", "text": "<b>gg</b> well played"}
               for m in pushed)
    assert reply(say(t, LOCAL, reaction="clap"), LOCAL)["ok"]
    assert t.room.summary()["chat"][-1] == {"n": 2, "seat": 0, "name": "Ann", "reaction": "clap"}
    assert t.state() == state and json.dumps(t.room.session.record, sort_keys=True) == record
    assert "chat" not in json.dumps(t.room.export())


def test_bad_messages_are_refused_and_change_nothing():
    t = Table()
    for fields, code in [({"text": "x" * (MAX_CHARS + 1)}, "too_long"), ({"text": " \u200b\t"}, "empty"),
                         ({"reaction": "nuke"}, "bad_reaction"), ({}, "bad_message"),
                         ({"text": "hi", "reaction": "clap"}, "bad_message"), ({"text": 5}, "bad_message"),
                         ({"reaction": ["clap"]}, "bad_message"), ({"html": "<script>"}, "bad_message")]:
        r = reply(say(t, "p0", **fields), "p0")
        assert r["ok"] is False and r["error"]["code"] == code, (fields, r)
    assert t.room.summary()["chat"] == []
    assert reply(say(t, "p0", text="y" * MAX_CHARS), "p0")["ok"]
    stranger = reply(say(t, "p9", text="hello"), "p9")
    assert stranger["error"]["code"] == "not_joined"


def test_a_flood_is_held_back_then_let_through_at_the_rate():
    t = Table()
    codes = [reply(say(t, "p0", text=f"spam {i}"), "p0").get("error", {}).get("code") for i in range(12)]
    assert codes[:CHAT_BURST] == [None] * CHAT_BURST
    assert set(codes[CHAT_BURST:]) == {"chat_too_fast"}
    assert len(t.room.summary()["chat"]) == CHAT_BURST
    t.now += CHAT_EVERY_MS
    assert reply(say(t, "p0", text="later"), "p0")["ok"]
    for i in range(KEEP + 5):  # the host's own page is not limited; the log keeps the last KEEP
        say(t, LOCAL, text=str(i))
    chat = t.room.summary()["chat"]
    assert len(chat) == KEEP and chat[-1]["text"] == str(KEEP + 4)


def test_watchers_write_only_when_the_host_lets_them():
    t = Table()
    assert reply(t.send("w1", msg("join", name="Dee", watch=True, id=1)), "w1")["ok"]
    assert reply(say(t, "w1", reaction="wow"), "w1")["error"]["code"] == "watchers_quiet"
    assert reply(t.send("p0", msg("chat_settings", watchers=True, id=3)), "p0")["error"]["code"] == "forbidden"
    assert reply(t.send(LOCAL, msg("chat_settings", watchers=True, id=3)), LOCAL)["room"]["chat_watchers"]
    assert reply(say(t, "w1", reaction="wow"), "w1")["ok"]
    assert t.room.summary()["chat"][-1] == {"n": 1, "seat": None, "name": "Dee", "reaction": "wow"}
