"""Replays from rooms: a guest gets the finished record from the host and
checks it by rebuilding it; Break the Word's review says when each word
became certain and when each player cracked it."""

import json
import zlib
import base64

import pytest

import inkwell.games  # noqa: F401
from inkwell import worker
from inkwell.core import BadRequest
from inkwell.core.replay_link import Replay, decode, encode
from inkwell.games.break_the_word.bots import candidates
from inkwell.games.break_the_word.scoring import zone_for
from inkwell.room import LOCAL, Room


def msg(type_, **fields):
    return json.dumps({"v": 1, "type": type_, **fields})


def reply_to(out, conn):
    return next(json.loads(t) for c, t in out if c == conn and json.loads(t)["type"] == "reply")


def send(message):
    return json.loads(worker.handle(json.dumps(message)))


def sure(view):
    """The word once only one fits the clues this seat sees, else None (wait)."""
    left = candidates(view["clues"])
    return left[0] if len(left) == 1 else None


class BreakRoom:
    """A two-round Break the Word room: the host answers ABANDON at once, the
    guest waits until the word is certain (or answers a fixed word); the
    guest's last view is kept as its page keeps it."""

    def __init__(self, answers=("abandon", sure)):
        self.now = 1000
        self.room = Room("break_the_word", {"rounds": 2}, "Ann", 11, self.now)
        self.room.receive("g", msg("join", name="Bob", id=1), self.now)
        assert reply_to(self.room.receive(LOCAL, msg("start", id=2), self.now), LOCAL)["ok"]
        self.answers = dict(zip((LOCAL, "g"), answers))
        self.seen = None

    def ask(self, conn, type_, **fields):
        out = self.room.receive(conn, msg(type_, id=7, **fields), self.now)
        for c, t in out:
            m = json.loads(t)
            if c == "g" and m.get("views"):
                self.seen = m["views"]["1"]
        return reply_to(out, conn)

    def play_to_end(self):
        for _ in range(200):
            if self.room.session.outcome() is not None:
                return
            for conn, seat in ((LOCAL, 0), ("g", 1)):
                allowed = self.room.session.view(seat)["allowed"]
                how = self.answers[conn]
                word = how if isinstance(how, str) else how(self.room.session.view(seat))
                if "answer" in allowed and (word or "ready" not in allowed):
                    self.ask(conn, "act", action={"type": "answer", "word": word or "abandon"})
                elif "ready" in allowed:
                    self.ask(conn, "act", action={"type": "ready"})
        raise AssertionError("the game did not end")


@pytest.fixture(scope="module")
def played():
    table = BreakRoom()
    early = table.ask("g", "record")
    table.play_to_end()
    table.ask("g", "view")
    return table, early


def test_the_record_is_refused_while_the_game_is_played(played):
    _, early = played
    assert not early["ok"] and early["error"]["code"] == "not_over"


def test_a_guest_gets_the_finished_record_as_a_link_that_rebuilds_its_last_view(played):
    table, _ = played
    got = table.ask("g", "record")
    assert got["ok"] and decode(got["link"]) == table.room.session.record
    assert len(got["link"]) < 4096
    opened = send({"type": "replay_open", "link": got["link"], "session": "replay",
                   "seen": {"seat": 1, "view": table.seen}})
    assert opened["ok"], opened
    assert opened["views"]["1"] == table.seen
    assert opened["review"] == got["review"] and len(got["review"]["rounds"]) == 2


def test_a_record_that_is_not_the_game_the_guest_saw_end_is_refused(played):
    table, _ = played
    record = json.loads(json.dumps(table.room.session.record))
    other = BreakRoom(answers=("abandon", "abandon"))   # the same deal, other answers
    other.play_to_end()
    assert other.room.session.record["seed"] == record["seed"]
    for forged in (other.room.session.record, dict(record, actions=record["actions"][:-1])):
        got = send({"type": "replay_open", "link": encode(forged), "session": "replay",
                    "seen": {"seat": 1, "view": table.seen}})
        assert not got["ok"] and got["error"]["code"] in ("not_this_game", "bad_record"), got
    got = send({"type": "replay_open", "link": encode(record), "seen": {"seat": 5, "view": {}}})
    assert got["error"]["code"] == "bad_seat"


def test_a_link_whose_record_is_not_strict_json_is_damaged():
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packer.compress(b'{"game": "break_the_word", "seed": NaN, "actions": []}') + packer.flush()
    link = "1." + base64.urlsafe_b64encode(body).decode().rstrip("=")
    with pytest.raises(BadRequest) as err:
        decode(link)
    assert err.value.code == "bad_link"
    deep = "1." + base64.urlsafe_b64encode(zlib.compress(b"[" * 5000 + b"]" * 5000)[2:-4]).decode()
    with pytest.raises(BadRequest):
        decode(deep)


def test_the_review_says_when_each_word_became_certain_and_who_cracked_it_when(played):
    table, _ = played
    record = table.room.session.record
    review = Replay(record).review()
    words = Replay(record).at(len(record["actions"]))["words"]
    assert [r["word"] for r in review["rounds"]] == words
    ends = [s["last"] for s in Replay(record).states if s["last"] is not None]
    for r in review["rounds"]:
        clues = next(last["clues"] for last in ends if last["round"] == r["round"])
        if r["certain"] is not None:
            assert candidates(clues[:r["certain"]]) == [r["word"]]
            assert len(candidates(clues[:r["certain"] - 1])) > 1
        else:
            assert len(candidates(clues)) > 1
        answers = next(last["answers"] for last in ends if last["round"] == r["round"])
        right = [a for a in answers if a["word"] == r["word"]]
        assert [a["seat"] for a in right] == [1]   # the guest, who waited for certainty
        assert [c["seat"] for c in r["cracked"]] == [a["seat"] for a in right]
        for c, a in zip(r["cracked"], right):
            assert zone_for(c["clue"]) == a["zone"]
            assert c["clue"] >= r["certain"]


def test_a_game_before_its_end_has_no_review():
    table = BreakRoom()
    assert Replay(table.room.session.record).review() is None
    assert send({"type": "review", "record": table.room.session.record})["review"] is None


def test_only_a_game_with_a_review_is_rebuilt_for_one():
    from inkwell.core import all_games
    assert [g.id for g in all_games() if g.reviews] == ["break_the_word"]
    record = {"game": "hardback", "actions": "not even a list"}
    assert send({"type": "review", "record": record})["review"] is None
