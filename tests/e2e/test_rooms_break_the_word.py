"""Break the Word with a friend through a room, in the table UI.

The host (a desktop) creates the room, a guest (a phone) joins; the guest
locks in an answer at the first clue while the host asks for clue after
clue. Both see the same clues and the round's answers; nothing the guest's
page received before the round's end holds the secret word.
"""

import json
import re

import pytest

from helpers import room_status, start_room

from inkwell.core import replay

pytestmark = pytest.mark.usefixtures("relay")
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}


def said(message):
    """Every word in the message's string values (not its keys), lower case."""
    if isinstance(message, dict):
        return {w for v in message.values() for w in said(v)}
    if isinstance(message, list):
        return {w for v in message for w in said(v)}
    if isinstance(message, str):
        return set(re.findall(r"[a-z]+", message.lower()))
    return set()


def clues_shown(page):
    return page.locator("#bw-clues li.clue:not(.c-later)").count()


def test_host_and_guest_play_a_round_through_a_room(contexts, room_url):
    host, guest = start_room(contexts, room_url, "Break the Word", {"Rounds": "2"}, **PHONE)
    page, gpage = host.page, guest.page
    for p in (page, gpage):
        p.locator("#bw-clues li.clue").first.wait_for(timeout=20000)
        assert "Round 1 of 2" in p.locator("#bw-top").inner_text()

    guess = "abandon"
    gpage.get_by_label("Your answer (7 letters)").fill(guess)
    gpage.get_by_role("button", name="Lock in for +3").tap()
    gpage.locator(".bw-locked").wait_for()
    page.locator("#bw-players li", has_text="Bob").get_by_text("answered: +3").wait_for()

    for n in range(1, 10):
        if page.get_by_text("This round: the word was").count():
            break
        assert clues_shown(page) == n
        page.get_by_role("button", name="Ready for the next clue" if n < 9 else "I have no answer").click()
        page.wait_for_function(
            "n => document.querySelectorAll('#bw-clues li.clue:not(.c-later)').length > n"
            " || document.body.innerText.includes('This round: the word was')", arg=n)
    for p in (page, gpage):
        p.get_by_text("This round: the word was").wait_for(timeout=20000)
        assert clues_shown(p) == 9  # the results show every clue

    key = page.evaluate("() => Object.keys(localStorage).find(k => k.startsWith('inkwell.room.'))")
    record = json.loads(page.evaluate("k => localStorage.getItem(k)", key))["saved"]["record"]
    word = replay(record)["words"][0]
    row = gpage.locator("#bw-results tr", has_text="Bob").inner_text()
    assert guess.upper() in row and "+3" in row
    assert row.rstrip().endswith("4 (first correct: +1)" if word == guess else "0")
    assert word.upper() in page.locator("#bw-results").inner_text()

    received = gpage.evaluate("() => window.inkwellRoom.received")
    early = [t for t in received if '"phase":"clues"' in t.replace(" ", "")]
    assert early, "the guest received the clues"
    if word != guess:  # (else it is in its own answer)
        # As a value: a secret word may also be a key of the messages ("options").
        leaks = [t for t in early if word in said(json.loads(t))]
        assert not leaks, "the word reached the guest before the end"
    assert gpage.evaluate("document.scrollingElement.scrollWidth") <= 390
    gpage.screenshot(path="/tmp/shots/room-btw-guest.png", full_page=True)
    assert room_status(gpage)["seat"] == 1
    for w in (host, guest):
        assert w.errors == []
