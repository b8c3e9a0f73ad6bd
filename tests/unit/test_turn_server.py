"""The player's TURN server in Settings (py/ui/turn_server.py): the one check
of what they type, in CPython and in the MicroPython the UI runs in."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py" / "ui"))
import turn_server  # noqa: E402

from micropython_ui import run_micropython  # noqa: E402

GOOD = [
    ("turn:turn.example.org:3478", "turn:turn.example.org:3478"),
    ("turns:turn.example.org:5349?transport=tcp", "turns:turn.example.org:5349?transport=tcp"),
    ("  TURN:Relay-1.example.org?Transport=UDP ", "turn:Relay-1.example.org?transport=udp"),
    ("turn:127.0.0.1:3478", "turn:127.0.0.1:3478"),
    ("turn:[2001:db8::1]:3478", "turn:[2001:db8::1]:3478"),
    ("turn:[::1]", "turn:[::1]"),
    ("turn:localhost", "turn:localhost"),
]

BAD = [
    ("", "Write the TURN server's URL"),
    ("stun:stun.example.org:3478", "starts with turn: or turns:"),
    ("https://turn.example.org", "starts with turn: or turns:"),
    ("turn.example.org:3478", "starts with turn: or turns:"),
    ("turn://turn.example.org:3478", "without //"),
    ("turn:user:pw@turn.example.org", "their own boxes"),
    ("turn:turn.example.org:3478?transport=sctp", "transport=udp or transport=tcp"),
    ("turn:turn.example.org?foo=1", "transport=udp or transport=tcp"),
    ("turn:turn.example.org:0", "from 1 to 65535"),
    ("turn:turn.example.org:65536", "from 1 to 65535"),
    ("turn:turn.example.org:34a", "from 1 to 65535"),
    ("turn:turn.example.org:", "from 1 to 65535"),
    ("turn:", "not valid"),
    ("turn:bad_host.org", "not valid"),
    ("turn:-bad.org", "not valid"),
    ("turn:a..b", "not valid"),
    ("turn:2001:db8::1", "not valid"),
    ("turn:[nothex]", "not valid"),
    ("turn:exa mple.org", "not valid"),
    ("turn:" + "a" * 600, "too long"),
]


@pytest.mark.parametrize("url,clean", GOOD)
def test_a_good_url_passes_tidied(url, clean):
    assert turn_server.check_url(url) == (clean, "")


@pytest.mark.parametrize("url,said", BAD)
def test_a_bad_url_says_what_is_wrong(url, said):
    clean, error = turn_server.check_url(url)
    assert clean == "" and said in error


def test_an_entry_needs_username_and_credential():
    entry, error = turn_server.check("turn:t.example.org:3478", " ann ", "s3cret")
    assert error == "" and entry == {"urls": "turn:t.example.org:3478", "username": "ann", "credential": "s3cret"}
    for user, cred in (("", "s3cret"), ("ann", ""), ("  ", "x")):
        entry, error = turn_server.check("turn:t.example.org", user, cred)
        assert entry is None and "username and credential" in error
    assert turn_server.check("turn:t.example.org", "a" * 600, "x")[0] is None
    assert turn_server.check("stun:t.example.org", "ann", "x")[1].startswith("A TURN server's URL")


def test_read_takes_back_only_a_sound_entry():
    entry = {"urls": "turn:t.example.org:3478", "username": "ann", "credential": "pw"}
    assert turn_server.read(json.dumps(entry)) == entry
    for text in ("", "null", "[1]", "{bad", json.dumps(entry | {"urls": "turn://x"}),
                 json.dumps({"urls": "turn:t.example.org"})):
        assert turn_server.read(text) is None


def test_the_same_answers_under_micropython():
    cases = [url for url, _ in GOOD] + [url for url, _ in BAD]
    script = ("import json, turn_server\n"
              "print(json.dumps([list(turn_server.check_url(u)) for u in %s]"
              " + [turn_server.read(%r)]))" % (json.dumps(cases), json.dumps(
                  {"urls": "turn:t.example.org", "username": "a", "credential": "b"})))
    got = run_micropython(["turn_server.py"], script)
    assert got[:-1] == [list(turn_server.check_url(u)) for u in cases]
    assert got[-1] == {"urls": "turn:t.example.org", "username": "a", "credential": "b"}
