"""The room host, proved on the test-only game High Card (simultaneous plays
and a timed reveal by the host's clock)."""

import json

import pytest

from inkwell.core import SPECTATOR, Rng
from inkwell.core.conformance import scramble_hidden
from inkwell.room import (BUCKET_SIZE, GONE_MS, LOCAL, MAX_TEXT, RECONNECTING_MS, Room,
                          clean_name)

from minigame import GAME  # noqa: F401  (registers High Card)


def msg(type_, **fields):
    return json.dumps({"v": 1, "type": type_, **fields})


def texts(out, conn=None):
    return [json.loads(t) for c, t in out if conn is None or c == conn]


def reply(out, conn):
    found = [m for m in texts(out, conn) if m["type"] == "reply"]
    assert len(found) == 1, out
    return found[0]


class Table:
    """A room with a host and guests, and a clock the test moves by hand."""

    def __init__(self, guests=("Bob",), seed=5, start=True):
        counter = iter(range(1000))
        self.now = 1000
        self.room = Room("highcard", {"rounds": 3}, "Ann", seed, self.now,
                         token=lambda: f"token-{next(counter):04d}-" + "x" * 20)
        self.tokens = {}
        for i, name in enumerate(guests):
            r = reply(self.send(f"p{i}", msg("join", name=name, id=1)), f"p{i}")
            self.tokens[f"p{i}"] = r["token"]
        if start:
            assert reply(self.send(LOCAL, msg("start", id=2)), LOCAL)["ok"]

    def send(self, conn, text):
        return self.room.receive(conn, text, self.now)

    def act(self, conn, action, **extra):
        return self.send(conn, msg("act", action=action, id=9, **extra))

    def state(self):
        return json.dumps(self.room.session.state, sort_keys=True)

    def hand(self, seat):
        return self.room.session.state["hands"][seat]

    def tick(self, ms=0):
        self.now += ms
        return self.room.tick(self.now)


def test_guests_join_in_order_and_get_a_secret_token():
    t = Table(guests=("Bob", "Cy"), start=False)
    summary = t.room.summary()
    assert [s["name"] for s in summary["seats"]] == ["Ann", "Bob", "Cy"]
    assert summary["phase"] == "lobby"
    assert t.tokens["p0"] != t.tokens["p1"]
    assert "token" not in json.dumps(summary)
    real = Room("highcard", {}, "Ann", 1)  # real tokens: 128 random bits at least
    token = reply(real.receive("p", msg("join", name="Bob"), 0), "p")["token"]
    assert len(token) >= 22 and token != reply(real.receive("q", msg("join"), 0), "q")["token"]


def test_an_action_is_applied_for_the_connections_seat_never_the_named_one():
    t = Table()
    bobs = t.hand(1)[0]
    anns = t.hand(0)[0]
    # Bob names Ann's seat and Ann's card: the seat is ignored, so the card is not his.
    r = reply(t.act("p0", {"type": "play", "card": anns}, seat=0), "p0")
    assert not r["ok"] and r["error"]["code"] == "no_card"
    assert t.room.session.state["played"] == [[], []]
    out = t.act("p0", {"type": "play", "card": bobs}, seat=0)
    assert reply(out, "p0")["ok"]
    assert t.room.session.state["played"] == [[], [bobs]]
    assert t.room.session.record["actions"][-1][0] == 1


def test_each_connection_receives_only_its_own_view():
    t = Table(guests=("Bob", "Cy"))
    t.send("w", msg("join", name="Watcher", watch=True))
    out = t.act("p0", {"type": "play", "card": t.hand(1)[0]})
    got = {c: json.loads(text) for c, text in out}
    assert set(got) == {"p0", "p1", "w", LOCAL}
    assert list(got["p0"]["views"]) == ["1"] and got["p0"]["type"] == "reply"
    assert list(got["p1"]["views"]) == ["2"] and got["p1"]["type"] == "update"
    assert list(got[LOCAL]["views"]) == ["0"]
    assert list(got["w"]["views"]) == ["None"] and got["w"]["views"]["None"]["hand"] == []
    assert got["p1"]["views"]["2"]["hand"] == t.hand(2)


def test_views_sent_to_a_seat_do_not_depend_on_what_it_cannot_see():
    """Every message a guest receives, re-made from a state whose hidden parts
    were shuffled (the conformance suite's scramble), is byte-for-byte the same."""
    t = Table(guests=("Bob", "Cy"), seed=11)
    rng = Rng(3)
    for step in range(40):
        if t.room.session.outcome() is not None:
            break
        seat = rng.choice([s for s in t.room.session.game.actors(t.room.session.state) if s >= 0])
        conn = LOCAL if seat == 0 else f"p{seat - 1}"
        t.tick(2500)
        for who in (1, 2, SPECTATOR):
            real = t.room.session.view(who)
            scrambled = GAME.view(scramble_hidden(GAME, t.room.session.state, who, rng), who)
            assert json.dumps(real, sort_keys=True) == json.dumps(scrambled, sort_keys=True)
        t.act(conn, {"type": "play", "card": t.hand(seat)[0]})
    assert t.room.session.outcome() is not None


def test_rejoining_with_the_token_takes_back_the_seat_a_wrong_token_does_not():
    t = Table(guests=("Bob", "Cy"))
    t.room.disconnect("p0", t.now)
    r = reply(t.send("p0-again", msg("join", name="Bob", token=t.tokens["p0"])), "p0-again")
    assert r["seat"] == 1 and r["token"] == t.tokens["p0"]
    assert r["views"]["1"]["hand"] == t.hand(1)
    forged = reply(t.send("mallory", msg("join", name="M", token=t.tokens["p0"][:-1] + "y")),
                   "mallory")
    assert forged["seat"] is None and "token" not in forged  # the game is on: she watches
    r = reply(t.act("mallory", {"type": "play", "card": t.hand(1)[0]}), "mallory")
    assert r["error"]["code"] == "not_seated"
    # An older link of a seat that was claimed again may no longer act for it.
    t.send("p1-new", msg("join", token=t.tokens["p1"]))
    r = reply(t.act("p1", {"type": "play", "card": t.hand(2)[0]}), "p1")
    assert not r["ok"]


@pytest.mark.parametrize("text,code", [
    ("x" * (MAX_TEXT + 1), "too_big"),
    ("", "too_big"),
    ("{not json", "bad_json"),
    ("[" * 5000 + "]" * 5000, "too_deep"),
    ("[1,2]", "bad_message"),
    ('{"type":"act","action":{"type":"play","card":1}}', "bad_version"),
    (msg("launch_missiles"), "unknown_type"),
    (msg("act"), "bad_message"),
    (msg("act", action="play"), "bad_message"),
    (msg("act", action={"card": 3}), "bad_action"),
    (msg("act", action={"type": "play"}, extra=1), "bad_message"),
    (msg("act", action={"type": "__init__"}), "unknown_action"),
    (msg("act", action={"type": "reveal"}), "bad_seat"),
    (msg("start"), "forbidden"),
    (msg("bot_seat", seat=1), "forbidden"),
    (msg("query", query="__class__"), "no_query"),
    (msg("view", id=[1]), "bad_message"),
])
def test_bad_messages_get_an_error_and_change_nothing(text, code):
    t = Table()
    before = t.state(), json.dumps(t.room.export())
    r = reply(t.send("p0", text), "p0")
    assert r["ok"] is False and r["error"]["code"] == code
    assert (t.state(), json.dumps(t.room.export())) == before
    assert reply(t.act("p0", {"type": "play", "card": t.hand(1)[0]}), "p0")["ok"]


def test_a_flood_is_cut_off_with_one_warning_and_the_guest_plays_on_later():
    t = Table()
    before = t.state()
    outs = [t.send("p0", msg("act", action={"type": "play", "card": 999})) for _ in range(200)]
    errors = [m["error"]["code"] for out in outs for m in texts(out)]
    assert errors.count("rate_limited") == 1
    assert errors.count("no_card") == BUCKET_SIZE - 1  # joining took one
    assert t.state() == before
    assert t.send("p0", msg("ping")) == []  # still dry, warned once: silence
    # A request that waits for its answer is told at once, not left hanging.
    told = texts(t.act("p0", {"type": "play", "card": t.hand(1)[0]}))
    assert [m["error"]["code"] for m in told] == ["rate_limited"] and t.state() == before
    t.now += 1000  # the bucket refills from the host's clock
    assert reply(t.act("p0", {"type": "play", "card": t.hand(1)[0]}), "p0")["ok"]
    # The host's own page is never rate-limited.
    for _ in range(100):
        t.send(LOCAL, msg("view"))
    assert reply(t.send(LOCAL, msg("view", id=3)), LOCAL)["ok"]


def test_names_are_plain_text():
    assert clean_name("<img src=x onerror=alert(1)>" * 3) == "<img src=x onerror=alert"
    assert clean_name("A\u202eB\u200bC\x07") == "ABC"
    assert clean_name(42) == "Guest"
    t = Table(guests=("  \x1b[31mEvil\n ",), start=False)
    assert t.room.summary()["seats"][1]["name"] == "[31mEvil"


def test_simultaneous_plays_from_several_seats():
    t = Table(guests=("Bob", "Cy"))
    for seat, conn in ((2, "p1"), (0, LOCAL), (1, "p0")):
        assert reply(t.act(conn, {"type": "play", "card": t.hand(seat)[0]}), conn)["ok"]
    state = t.room.session.state
    assert state["round"] == 2 and sum(state["scores"]) > 0


def test_the_host_clock_reveals_the_bonus_after_its_delay():
    t = Table()
    assert t.room.session.view(1)["bonus"] is None
    assert t.tick(1900) == []  # the reveal waits 2 s
    out = t.tick(150)
    assert t.room.session.state["revealed"] is True
    assert t.room.session.record["actions"][-1] == [-1, {"type": "reveal"}]
    views = {c: m["views"] for c, m in ((c, json.loads(x)) for c, x in out)}
    assert views["p0"]["1"]["bonus"] == t.room.session.state["bonus"][0]
    # Acting in between does not restart a pending timer.
    t.act("p0", {"type": "play", "card": t.hand(1)[0]})
    t.act(LOCAL, {"type": "play", "card": t.hand(0)[0]})  # round 2: a new reveal pending
    t.tick(1000)
    t.act("p0", {"type": "play", "card": t.hand(1)[0]})
    assert not t.room.session.state["revealed"]
    t.tick(1000)
    assert t.room.session.state["revealed"]


def test_a_whole_game_with_a_bot_and_the_clock_ends():
    t = Table(start=False)
    assert reply(t.send(LOCAL, msg("add_bot", level="greedy", id=1)), LOCAL)["ok"]
    assert reply(t.send(LOCAL, msg("start", id=2)), LOCAL)["ok"]
    while t.room.session.outcome() is None:
        for seat, conn in ((0, LOCAL), (1, "p0")):
            if not t.room.session.state["played"][seat]:
                t.act(conn, {"type": "play", "card": t.hand(seat)[0]})
        t.tick(300)
        t.send("p0", msg("ping"))
    assert t.room.summary()["phase"] == "over"
    assert all(a[0] in (0, 1, 2, -1) for a in t.room.session.record["actions"])


def test_presence_follows_heartbeats_on_the_hosts_clock():
    t = Table(guests=("Bob", "Cy"))

    def presence():
        return [s["presence"] for s in t.room.summary()["seats"]]

    t.tick()
    assert presence() == ["connected"] * 3
    out = []
    for _ in range(5):
        t.now += 1000
        t.send("p1", msg("ping"))
        out += t.tick()
    assert presence() == ["connected", "reconnecting", "connected"]
    assert json.loads(out[-1][1])["room"]["seats"][1]["presence"] == "reconnecting"
    t.now += GONE_MS
    t.send("p1", msg("ping"))
    t.tick()
    assert presence() == ["connected", "gone", "connected"]
    # The host hands the gone seat to a bot, which plays on; Bob can come back.
    assert reply(t.send(LOCAL, msg("bot_seat", seat=1, id=1)), LOCAL)["ok"]
    t.tick()
    assert t.room.session.state["played"][1]
    r = reply(t.send("p0b", msg("join", token=t.tokens["p0"])), "p0b")
    assert r["seat"] == 1 and presence()[1] == "connected"
    assert t.room.seats[1]["kind"] == "guest"
    # "bye" makes a seat gone at once.
    t.send("p1", msg("bye"))
    t.tick()
    assert presence()[2] == "gone"


def test_export_and_import_resume_the_game_with_the_same_tokens():
    t = Table(guests=("Bob", "Cy"))
    t.act("p0", {"type": "play", "card": t.hand(1)[0]})
    t.tick(2100)
    saved = json.loads(json.dumps(t.room.take_save()))
    assert t.room.take_save() is None  # nothing changed since
    assert saved["seats"][1]["token"] == t.tokens["p0"]
    back = Room.from_export(saved, t.now + 5000)
    assert json.dumps(back.session.state, sort_keys=True) == t.state()
    assert [s["presence"] for s in back.summary()["seats"]] == ["connected", "reconnecting", "reconnecting"]
    r = reply(back.receive("new-conn", msg("join", token=t.tokens["p1"]), t.now + 5100), "new-conn")
    assert r["seat"] == 2 and r["views"]["2"]["hand"] == t.hand(2)
    out = back.receive("new-conn", msg("act", action={"type": "play", "card": t.hand(2)[0]}, id=4),
                       t.now + 5200)
    assert reply(out, "new-conn")["ok"]
    with pytest.raises(Exception):
        Room.from_export({"v": 9}, 0)


def test_the_worker_runs_a_room_and_keeps_its_other_messages():
    from inkwell.worker import handle

    def ask(**m):
        return json.loads(handle(json.dumps(m)))

    opened = ask(type="room_open", room="r1", game="highcard", name="Ann", seed=3, now=0)
    assert opened["ok"] and opened["save"]["seats"][0]["name"] == "Ann"
    joined = ask(type="room_in", room="r1", conn="p:x", text=msg("join", name="Bob", id=1), now=10)
    assert [o["conn"] for o in joined["out"]] == ["p:x", LOCAL]
    started = ask(type="room_in", room="r1", conn=LOCAL, text=msg("start", id=2), now=20)
    assert started["save"]["record"]["seed"] == 3
    assert ask(type="room_tick", room="r1", now=2100)["save"]["record"]["actions"] == [[-1, {"type": "reveal"}]]
    assert ask(type="room_in", room="r1", conn="p:x", text="junk", now=2200)["ok"]
    assert ask(type="room_tick", room="r1", now="soon")["error"]["code"] == "bad_clock"
    resumed = ask(type="room_resume", room="r2", saved=started["save"], now=3000)
    assert resumed["ok"] and resumed["save"]["record"]["seed"] == 3
    assert ask(type="ping")["pong"]


def test_a_guest_asks_the_host_queries_and_words_for_its_own_seat():
    """The table's look-up box and word previews reach the host's engine too."""
    t = Table(guests=("Bob",), start=False)
    early = reply(t.send("p0", msg("query", query="my_hand", id=3)), "p0")
    assert not early["ok"] and early["error"]["code"] == "not_started"
    got = reply(t.send("p0", msg("words", dict="common", words=["cat", "xqzt"], id=4)), "p0")
    assert got["ok"] and got["verdicts"] == {"cat": True, "xqzt": False} and got["id"] == 4
    assert not reply(t.send("p9", msg("words", words=["cat"], id=5)), "p9")["ok"]  # not joined
    bad = reply(t.send("p0", msg("words", dict="klingon", words=["cat"], id=6)), "p0")
    assert not bad["ok"]
    assert reply(t.send("p0", msg("words", words=["a"] * 51, id=7)), "p0")["error"]["code"] == "bad_words"
    assert reply(t.send(LOCAL, msg("start", id=2)), LOCAL)["ok"]
    # The query is answered from the asking connection's view, whatever "seat" says.
    for conn, seat in (("p0", 1), (LOCAL, 0)):
        answer = reply(t.send(conn, msg("query", query="my_hand", args=[], seat=1 - seat, id=8)), conn)
        assert answer["ok"] and answer["answer"] == t.hand(seat)


def test_a_missing_word_list_reaches_the_worker_which_fetches_it_and_asks_again(monkeypatch):
    from inkwell import words
    from inkwell.core.errors import NeedFile

    def missing(name):
        raise NeedFile("wordlists/common.words.gz")

    t = Table(guests=("Bob",))
    monkeypatch.setattr(words, "load", missing)
    with pytest.raises(NeedFile):
        t.send("p0", msg("words", words=["cat"], id=4))
