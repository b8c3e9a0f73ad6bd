"""Paperback with a friend through a room, in the table UI.

The host (a desktop) creates the room with the solo game's options form, a
guest (a phone, by touch) joins; each plays turns by tapping in the same
table a solo game uses (the words thought of as in test_paperback_ui). The
guest's page receives only its own seat's view: never the host's hand, nor
any draw pile's order, nor the cards below the piles' tops.
"""

import json
from pathlib import Path

import pytest

from helpers import join_room, open_room, room_status
from test_paperback_ui import Player

from inkwell.core import registry

pytestmark = pytest.mark.usefixtures("relay")
SHOTS = Path("/tmp/shots")
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}


class Seat(Player):
    """A room's player: its view is the page's latest, read without sending."""

    def view(self):
        return (room_status(self.page).get("views") or {}).get(str(self.seat))

    def wait_change(self, before, timeout=20000):
        self.page.wait_for_function(
            "([seat, n]) => { const v = (JSON.parse(window.inkwellRoom.status()).views || {})[seat];"
            " return v && v.n !== n; }", arg=[str(self.seat), before["n"]], timeout=timeout)
        self.page.wait_for_timeout(60)  # the table renders the same update
        return self.view()


def secrets_of(record, seat):
    """For every point of the game (its "n"), what `seat` must never see:
    the other hands, every draw pile and the cards below the piles' tops,
    as JSON lists of card objects the way a view would spell them."""
    game = registry.get(record["game"])
    state = game.setup(record["options"], record["seats"], record["seed"])
    by_n = []
    for entry in [None] + record["actions"]:
        if entry is not None:
            state = game.apply(state, entry[0], entry[1])
        lists = [p["draw"] for s, p in enumerate(state["players"]) if s != seat or len(p["draw"]) > 6]
        lists += [p["hand"] for s, p in enumerate(state["players"]) if s != seat]
        lists += [p["hidden"] for p in state["piles"].values()]
        by_n.append({json.dumps([{"id": c, "def": state["defs"][c]} for c in ids], separators=(",", ":"))
                     for ids in lists if len(ids) > 1})
    return by_n


def test_host_and_guest_play_paperback_through_a_room(contexts, room_url):
    host, url = open_room(contexts, room_url, "Paperback", {"Dictionary": "common"})
    page = host.page
    guest = join_room(contexts, url, "Bob", **PHONE)
    gpage = guest.page
    page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    page.get_by_role("button", name="Start").click()
    ann, bob = Seat(host, seat=0), Seat(guest, touch=True, seat=1)
    for p in (ann, bob):
        p.page.wait_for_selector(".pb #pb-players li", timeout=20000)
    assert bob.view()["me"] == 1 and all("hand" not in p for p in bob.view()["players"])
    assert "Bob" in gpage.locator("#pb-players li:has(.tag:text('you'))").inner_text()

    for turn in range(4):
        player = ann if turn % 2 == 0 else bob
        assert player.wait_for_my_move()
        player.play_turn()
        if turn == 1:
            gpage.screenshot(path=str(SHOTS / "room-pb-guest.png"), full_page=True)
    # Both tables tell the same story.
    for p in (page, gpage):
        p.wait_for_function("() => document.querySelectorAll('#pb-log li').length >= 4")
    assert "Bob" in page.get_by_role("log", name="Game log").inner_text()
    assert "Ann" in gpage.get_by_role("log", name="Game log").inner_text()
    assert gpage.evaluate("document.scrollingElement.scrollWidth") <= 390

    key = page.evaluate("() => Object.keys(localStorage).find(k => k.startsWith('inkwell.room.'))")
    record = json.loads(page.evaluate("k => localStorage.getItem(k)", key))["saved"]["record"]
    by_n = secrets_of(record, 1)
    received = gpage.evaluate("() => window.inkwellRoom.received")
    assert received
    for text in received:
        views = json.loads(text).get("views") or {}
        assert set(views) <= {"1"}, text[:300]
        for v in views.values():
            for secret in by_n[v["n"]]:
                assert secret not in text, (secret, text[:300])
    for w in (host, guest):
        assert [e for e in w.errors if "User-Initiated Abort" not in e] == []
