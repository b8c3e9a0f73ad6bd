"""Backwords with a friend through a room, with no dictionary: challenges.

The host (a desktop) creates the room, a guest (a phone) joins; they take
turns creating and changing words by tapping, and after each word the other
one accepts it, or once challenges it (with two players nobody is left to
vote: the largest list decides, so a real word's challenge fails and costs
the challenger its points). The guest sees only its own hand.
"""

import json
import re

import pytest

from bk_moves import choose, play
from helpers import check_layout, join_room, open_room, room_status as status

pytestmark = pytest.mark.usefixtures("relay")
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}


def my_view(page):
    return status(page)["views"][str(status(page)["seat"])]


def wait_for(page, what, timeout=30000):
    page.wait_for_function(what, timeout=timeout)


def test_host_and_guest_challenge_and_accept_words(contexts, room_url):
    host, url = open_room(contexts, room_url, "Backwords",
                          {"Dictionary": "vote_majority", "Objectives": "3"})
    page = host.page
    guest = join_room(contexts, url, "Bob", **PHONE)
    gpage = guest.page
    page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    page.get_by_role("button", name="Start").click()
    pages = {0: page, 1: gpage}
    for p in pages.values():
        p.wait_for_selector(".bk #bk-players li", timeout=20000)
    assert my_view(gpage)["me"] == 1 and len(my_view(gpage)["hand"]) >= 1
    assert "Bob" in gpage.locator("#bk-players li:has(.tag:text('you'))").inner_text()

    words, challenged = 0, False
    for _ in range(30):
        v = my_view(page)
        if words >= 3 and challenged:
            break
        if v["phase"] == "act":
            mover = pages[v["turn"]]
            wait_for(mover, "() => document.querySelector('#bk-play [data-act=pass]')")
            mv = my_view(mover)
            move = choose(mv)
            if move is None:
                mover.get_by_role("button", name="Pass").click() if mover is page else \
                    mover.get_by_role("button", name="Pass").tap()
            else:
                play(mover, mv, move)
                words += 1
            wait_for(page, f"() => JSON.parse(window.inkwellRoom.status()).views['0'].n != {v['n']}")
            continue
        assert v["phase"] == "challenge"
        other = pages[1 - v["challenge"]["seat"]]
        name = "Challenge" if not challenged and other is gpage else "Accept"
        button = other.get_by_role("button", name=name, exact=True)
        button.wait_for(timeout=20000)
        if other is gpage:
            check_layout(gpage, phone=True)
            gpage.screenshot(path="/tmp/shots/room-bk-guest-challenge.png", full_page=True)
        button.tap() if other is gpage else button.click()
        if name == "Challenge":
            challenged = True
            for p in pages.values():
                p.get_by_role("log", name="Game log").get_by_text(
                    re.compile("The challenge (failed|stands)")).wait_for(timeout=20000)
        wait_for(page, f"() => JSON.parse(window.inkwellRoom.status()).views['0'].n != {v['n']}")
    assert words >= 3 and challenged
    page.screenshot(path="/tmp/shots/room-bk-host.png", full_page=True)
    # The guest received its own view only: never the host's hand.
    for text in gpage.evaluate("() => window.inkwellRoom.received"):
        message = json.loads(text)
        assert set(message.get("views") or {}) <= {"1"}, text[:300]
    assert gpage.evaluate("document.scrollingElement.scrollWidth") <= 390
    for w in (host, guest):
        assert [e for e in w.errors if "User-Initiated Abort" not in e] == []
