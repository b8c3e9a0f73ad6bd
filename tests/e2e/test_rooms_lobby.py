"""The room's lobby and the host's controls (issue 22 part 6, issue 21 part 10),
with Break the Word's real table: a guest who joined no longer sees the join
form and reads the host's state once, with "You are in" near the top; the
host's Remove asks first, in the lobby and in the bar above the table; the
table names who is still to press Ready; a relay lost during the game is said
in the room bar and goes when it answers; reloads log no console error."""

import socket
from pathlib import Path

import pytest

from helpers import engine_ready, join_room, open_room, room_status

pytestmark = pytest.mark.usefixtures("relay")
GAME, OPTIONS = "Break the Word", {"Rounds": "2"}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}


def seats_text(page):
    return page.locator("#room-seats").inner_text()


def start(host):
    host.page.get_by_role("button", name="Start").click()


def wait_table(page, timeout=30000):
    page.locator("#bw-clues li.clue").first.wait_for(timeout=timeout)


def test_a_joined_guest_sees_no_join_form_and_the_host_state_once(contexts, room_url):
    host, link = open_room(contexts, room_url, GAME, OPTIONS)
    bob = join_room(contexts, link, "Bob", **PHONE)
    cy = join_room(contexts, link, "Cy", watch=True)
    for guest, said in ((bob, "You are in."), (cy, "You are watching.")):
        page = guest.page
        page.get_by_label("Your name").wait_for(state="hidden")
        assert page.get_by_role("button", name="Join", exact=True).is_hidden()
        assert page.get_by_role("button", name="Watch", exact=True).is_hidden()
        assert page.locator("body").inner_text().count("Connected to the host") == 1
        note = page.locator("#room-note")
        assert said in note.inner_text()
        assert note.bounding_box()["y"] < page.locator("#room-seats").bounding_box()["y"]
    Path("/tmp/shots").mkdir(exist_ok=True)
    bob.page.screenshot(path="/tmp/shots/room-lobby-joined-phone.png", full_page=True)
    host.page.screenshot(path="/tmp/shots/room-lobby-host.png", full_page=True)
    add, go = (host.page.get_by_role("button", name=n).bounding_box() for n in ("Add bot", "Start"))
    assert add["x"] + add["width"] < go["x"] or add["y"] + add["height"] < go["y"]  # apart
    field = host.page.locator("#room-link")
    assert field.evaluate("e => getComputedStyle(e).borderRadius") != "0px"  # the site's fields
    assert bob.errors == [] and cy.errors == [] and host.errors == []


def test_remove_asks_first_in_the_lobby_and_above_the_table(contexts, room_url):
    host, link = open_room(contexts, room_url, GAME, OPTIONS)
    bob = join_room(contexts, link, "Bob")
    cy = join_room(contexts, link, "Cy")
    page = host.page
    page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 3")
    page.get_by_role("button", name="Remove Cy").click()
    assert "Cy" in seats_text(page)  # nothing happened yet: it asks
    page.get_by_role("button", name="Keep").click()
    assert "Cy" in seats_text(page) and page.get_by_role("button", name="Keep").count() == 0
    page.get_by_role("button", name="Remove Cy").click()
    page.get_by_role("group", name="Remove Cy?").get_by_role("button", name="Remove").click()
    page.wait_for_function("() => !document.querySelector('#room-seats').innerText.includes('Cy')")
    cy.page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).host === 'removed'")
    start(host)
    for p in (page, bob.page):
        wait_table(p)
    bar = page.locator("#room-bar")
    bar.get_by_role("button", name="Remove Bob").click()
    assert "Bob" in bar.inner_text() and room_status(bob.page)["seat"] == 1
    page.screenshot(path="/tmp/shots/room-bar-remove-asks.png")
    bar.get_by_role("button", name="Keep").click()
    # The table names who is still to press Ready.
    page.get_by_role("button", name="Ready for the next clue").click()
    page.get_by_text("the next clue comes when Bob is ready").wait_for()
    assert room_status(bob.page)["seat"] == 1
    assert host.errors == [] and bob.errors == []


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_relay_lost_in_the_game_is_said_in_the_bar_and_goes_when_it_answers(contexts, room_base):
    from nostr_relay import start_in_thread
    port = free_port()
    relay = start_in_thread(port=port)
    url = f"{room_base}?relay=ws://127.0.0.1:{port}&ice=none&testhooks=1"
    try:
        host, link = open_room(contexts, url, GAME, OPTIONS)
        bob = join_room(contexts, link, "Bob")
        host.page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
        start(host)
        wait_table(host.page)
        said = host.page.locator("#room-bar-relay")
        assert said.count() == 0
        relay.stop()
        said.wait_for(timeout=30000)
        assert "No relay answers" in said.inner_text()
        relay = start_in_thread(port=port)
        said.wait_for(state="detached", timeout=60000)
        assert room_status(bob.page)["seat"] == 1
    finally:
        relay.stop()


def test_reloads_log_no_console_errors(contexts, room_url):
    host, link = open_room(contexts, room_url, GAME, OPTIONS)
    bob = join_room(contexts, link, "Bob")
    host.page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    start(host)
    for p in (host.page, bob.page):
        wait_table(p)
    bob.page.reload()
    wait_table(bob.page, 90000)
    host.page.wait_for_function(
        "() => document.querySelector('#room-bar li:nth-child(2)').dataset.presence === 'connected'",
        timeout=30000)
    host.page.reload()
    engine_ready(host.page)
    wait_table(host.page, 90000)
    bob.page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).host === 'connected'",
                               timeout=30000)
    bob.page.wait_for_timeout(3000)  # a closed peer's error would come within this
    assert host.errors == [] and bob.errors == []
