"""A room whose signaling relays do not answer says so, for host and guest,
and points at "connect with codes"; the codes still seat a guest; the warning
goes once a relay answers (a guest can then join by the link); with a working
relay no warning ever shows."""

import socket
import time

import pytest

from helpers import ask_room as ask, room_status
from test_rooms import join_guest, open_host, play_to_end, wait_seats

pytestmark = pytest.mark.usefixtures("relay")

WARNING = "No relay answered"


def closed_port():
    """A loopback port nothing listens on (taken from the system, then freed)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def warning(page):
    return page.locator("#room-relay")


def wait_warning(page):
    warning(page).wait_for(state="visible", timeout=30000)
    assert WARNING in warning(page).inner_text()


def codes_connect(host_page, guest_page, name):
    """The host's invite code to the guest, the guest's answer back, through the pages' own boxes."""
    host_page.get_by_role("button", name="Make an invite code").click()
    host_page.wait_for_function("() => document.querySelector('#room-offer').value.length > 10", timeout=30000)
    guest_page.get_by_label("Invite code").fill(host_page.locator("#room-offer").input_value())
    guest_page.get_by_role("button", name="Make my answer code").click()
    guest_page.wait_for_function("() => document.querySelector('#room-answer-out').value.length > 10",
                                 timeout=30000)
    host_page.get_by_label("Their answer code").fill(guest_page.locator("#room-answer-out").input_value())
    host_page.get_by_role("button", name="Connect", exact=True).click()
    guest_page.wait_for_selector("#room-seats li", timeout=30000)
    guest_page.get_by_label("Your name").fill(name)
    guest_page.get_by_role("button", name="Join", exact=True).click()


def test_no_relay_is_said_to_host_and_guest_and_codes_still_seat_the_guest(contexts, room_base):
    url = f"{room_base}?relay=ws://127.0.0.1:{closed_port()}&ice=none&testhooks=1"
    host, link = open_host(contexts, url, rounds=1)
    wait_warning(host.page)
    assert "your friends cannot join by link" in warning(host.page).inner_text()
    # attention moves to the codes: the box opens and takes the focus nobody held
    assert host.page.locator("#room .room-codes").evaluate("d => d.open")
    assert host.page.evaluate("document.activeElement.tagName") == "SUMMARY"
    assert host.page.get_by_role("button", name="Make an invite code").is_visible()
    assert room_status(host.page)["relay"] == "down"

    guest = contexts.new()
    guest.page.goto(link)
    wait_warning(guest.page)
    assert guest.page.get_by_label("Invite code").is_visible()  # the box is open, no click needed
    codes_connect(host.page, guest.page, "Bob")
    wait_seats(host.page, 2)
    assert "Bob" in host.page.locator("#room-seats").inner_text()
    warning(guest.page).wait_for(state="hidden", timeout=30000)  # the guest needs no relay now
    assert warning(host.page).is_visible()  # other friends still cannot use the link
    assert ask(host.page, {"type": "start"})["ok"]
    play_to_end([(host.page, 0), (guest.page, 1)])


def test_the_warning_goes_when_a_relay_answers_and_the_link_then_works(contexts, room_base):
    from nostr_relay import start_in_thread
    port = closed_port()
    url = f"{room_base}?relay=ws://127.0.0.1:{port}&ice=none&testhooks=1"
    host, link = open_host(contexts, url, rounds=1)
    wait_warning(host.page)
    late = start_in_thread(port=port)  # the relay comes back: the room keeps retrying it
    try:
        warning(host.page).wait_for(state="hidden", timeout=60000)
        assert room_status(host.page)["relay"] == "up"
        guest = contexts.new()
        guest.page.goto(link)
        guest.page.wait_for_selector("#room-seats li", timeout=60000)  # found through the relay
        assert warning(guest.page).is_hidden()
        guest.page.get_by_label("Your name").fill("Bob")
        guest.page.get_by_role("button", name="Join", exact=True).click()
        wait_seats(host.page, 2)
    finally:
        late.stop()


def test_with_a_working_relay_no_warning_shows(contexts, room_url):
    host, link = open_host(contexts, room_url, rounds=1)
    guest = join_guest(contexts, link, "Bob")
    for page in (host.page, guest.page):
        page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).relay === 'up'", timeout=30000)
    time.sleep(5)  # longer than a room waits before it warns
    for page in (host.page, guest.page):
        assert room_status(page)["relay"] == "up"
        assert warning(page).is_hidden()
        assert not page.locator("#room .room-codes").evaluate("d => d.open")


def test_a_guest_whose_first_signals_were_lost_still_finds_the_host(contexts, room_url, relay):
    """A relay that drops a guest's first announcements (as public relays
    do under load) costs the guest seconds, not the minute until its next
    steady announcement: it joins the relay room again and finds the host."""
    host, link = open_host(contexts, room_url, rounds=1)
    guest = contexts.new()
    relay.relay.lossy = True
    try:
        guest.page.goto(link)
        guest.page.wait_for_function(
            "() => window.inkwellRoom && JSON.parse(window.inkwellRoom.status()).relay === 'up'", timeout=30000)
        time.sleep(3)  # its first few announcements, all lost
        assert guest.page.locator("#room-seats li").count() == 0
    finally:
        relay.relay.lossy = False
    guest.page.wait_for_selector("#room-seats li", timeout=30000)
    guest.page.get_by_label("Your name").fill("Bob")
    guest.page.get_by_role("button", name="Join", exact=True).click()
    wait_seats(host.page, 2)
    assert host.errors == [] and guest.errors == []
