"""A room's game replayed on the guest's phone: the host sends the finished
record, the guest's end screen offers its replay, which loads the engine on
the phone then, checks the record against the end the guest saw, and steps
through it; Break the Word's end says when each word became certain."""

import json
import re

import pytest

from helpers import check_layout, start_room, step_replay

pytestmark = pytest.mark.usefixtures("relay")
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}


def play_round(page, gpage, rnd):
    """The guest locks in a wrong word at once, the host waits for every clue."""
    for p in (page, gpage):
        p.get_by_text(f"Round {rnd} of 2").first.wait_for(timeout=60000)
    gpage.get_by_label("Your answer (7 letters)").fill("abandon")
    gpage.get_by_role("button", name=re.compile("^Lock in")).tap()
    gpage.locator(".bw-locked").wait_for(timeout=30000)
    for n in range(1, 10):
        if page.get_by_text("This round: the word was").count():
            break
        page.get_by_role("button", name="Ready for the next clue" if n < 9 else "I have no answer").click()
        page.wait_for_function(
            "n => document.querySelectorAll('#bw-clues li.clue:not(.c-later)').length > n"
            " || document.body.innerText.includes('This round: the word was')", arg=n, timeout=30000)
    last = "Next round" if rnd == 1 else "See the final scores"
    gpage.get_by_role("button", name=last).tap()
    page.get_by_role("button", name=last).click()


def test_the_guest_watches_the_rooms_game_again_on_its_phone(contexts, room_url):
    host, guest = start_room(contexts, room_url, "Break the Word", {"Rounds": "2"}, **PHONE)
    page, gpage = host.page, guest.page
    for rnd in (1, 2):
        play_round(page, gpage, rnd)
    for p in (page, gpage):
        p.get_by_role("heading", name=re.compile("^Game over")).wait_for(timeout=60000)
        # The host's record arrived: the replay's buttons work, and the end says
        # when each word became certain.
        p.locator('[data-k="replay"]:not([disabled])').wait_for(timeout=60000)
        p.get_by_role("heading", name="When each word became certain").wait_for()
        assert len(re.findall(r"Round \d: [A-Z]{7} was (certain after clue \d|never certain)",
                              p.locator(".review").inner_text())) == 2
    # The guest's phone has loaded no engine yet.
    assert gpage.evaluate("() => document.documentElement.dataset.engine || ''") in ("", "idle")
    check_layout(gpage, phone=True)
    gpage.screenshot(path="/tmp/shots/room-replay-guest-end.png", full_page=True)
    # Both pages keep the game in their recent list, as the host's link.
    for p in (page, gpage):
        games = json.loads(p.evaluate("() => localStorage.getItem('inkwell.recent')"))
        assert games[0]["link"].startswith("1.") and games[0]["game"] == "break_the_word"

    gpage.get_by_role("button", name="Share the replay").tap()
    link = gpage.get_by_label("Replay link")
    link.wait_for()
    assert "#replay=1." in link.input_value()

    gpage.get_by_role("button", name="Watch the replay").tap()
    gpage.get_by_role("heading", name="Replay").wait_for()
    assert step_replay(gpage, forward=2) > 4   # the engine loads on the phone first
    assert gpage.evaluate("() => document.documentElement.dataset.engine") == "ready"
    # The guest sees its own side first.
    assert gpage.locator("button[data-rp=seat][aria-pressed=true]").inner_text() == "Seen by Bob"
    table = gpage.locator("#rp-table")
    table.get_by_role("heading", name="When each word became certain").wait_for()
    check_layout(gpage, phone=True)
    gpage.screenshot(path="/tmp/shots/room-replay-guest.png", full_page=True)

    gpage.get_by_role("button", name="Back to the game").tap()
    gpage.get_by_role("heading", name=re.compile("^Game over")).wait_for(timeout=30000)
    for w in (host, guest):
        assert [e for e in w.errors if "User-Initiated Abort" not in e] == []
