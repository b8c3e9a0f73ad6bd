"""Reactions and short messages at a room's table (issue 26 part 3), between a
host (desktop) and a guest on a phone, with a watcher: a message and a
reaction show beside the sender's name and in the log on every page; a
hostile message is shown as text; a flood is held back and said; the
watcher writes only once the host lets watchers; muting hides it all."""

from pathlib import Path

import pytest

from helpers import check_layout, join_room, open_room

pytestmark = pytest.mark.usefixtures("relay")
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
HOSTILE = '<img src=x onerror="window.__owned=1">\u202e<b>bold</b>'
LOG = "() => [...document.querySelectorAll('#chat-log li')].map(li => li.textContent)"


def logged(page, n):
    page.wait_for_function(f"() => ({LOG})().length >= {n}", timeout=20000)
    return page.evaluate(LOG)


# The room bar's height and the top of the game's table (its grid) from the
# page's top, at the top of the page.
FOLDED = """() => { window.scrollTo(0, 0);
  const bar = document.querySelector('#room-bar').getBoundingClientRect();
  const grid = document.querySelector('#screen .hb-grid').getBoundingClientRect();
  return [bar.height, grid.top, innerHeight]; }"""


def folded_on_a_phone(phone):
    """Issue 38 part 5: a phone's bar is one line (names, the latest word
    said, More) until opened, and the table starts on the first screen."""
    phone.locator("#room-bar-sum", has_text="Bob (you)").wait_for(timeout=30000)
    phone.locator("#screen .hb-grid").wait_for(timeout=30000)
    height, grid, screen = phone.evaluate(FOLDED)
    assert height <= 48, f"the folded bar is {height}px tall"
    assert grid < screen * 0.6, f"the table starts at {grid}px of {screen}"
    assert not phone.get_by_role("button", name="React: clap").is_visible()
    assert "Ann" in phone.locator("#room-bar-sum").inner_text()
    Path("/tmp/shots38b").mkdir(exist_ok=True)
    phone.screenshot(path="/tmp/shots38b/room-bar-folded-phone.png")


def test_a_host_and_a_phone_guest_chat_at_the_table(contexts, room_url):
    host, url = open_room(contexts, room_url, "Break the Word", {"Rounds": "2"})
    guest = join_room(contexts, url, "Bob", **PHONE)
    watcher = join_room(contexts, url, "Dee", watch=True)
    page, phone, wpage = host.page, guest.page, watcher.page
    page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    page.get_by_role("button", name="Start").click()
    folded_on_a_phone(phone)
    phone.get_by_role("button", name="More of the room").tap()
    for p in (page, phone, wpage):
        p.locator("#chat-count").wait_for(timeout=30000)
        p.locator("#chat-count").click()   # the folded "Chat": the form and the log

    phone.get_by_label("Message to the table").fill(HOSTILE)
    phone.get_by_role("button", name="Send").tap()
    cleaned = HOSTILE.replace("\u202e", "")
    for p in (page, phone, wpage):
        assert logged(p, 1)[-1] == "Bob: " + cleaned
        assert p.locator("#room-bar img, #chat-log b").count() == 0, "shown as text, never as HTML"
        assert p.evaluate("window.__owned") is None
    assert phone.get_by_label("Message to the table").input_value() == ""
    bubble = page.locator("#room-bar-top li", has_text="Bob").locator(".chat-bubble")
    assert bubble.inner_text() == cleaned

    page.get_by_role("button", name="React: clap").click()
    assert logged(phone, 2)[-1] == "Ann: 👏"
    phone.locator("#room-bar-top li", has_text="Ann").locator(".chat-bubble", has_text="👏").wait_for()
    # Folded again, the bar's line says the latest word.
    phone.get_by_role("button", name="Less of the room").tap()
    phone.locator("#room-bar-sum", has_text="Ann: 👏").wait_for()
    assert phone.evaluate(FOLDED)[0] <= 48
    phone.screenshot(path="/tmp/shots38b/room-bar-folded-said-phone.png")
    phone.get_by_role("button", name="More of the room").tap()
    check_layout(phone, phone=True)
    Path("/tmp/shots").mkdir(exist_ok=True)
    phone.screenshot(path="/tmp/shots/room-chat-phone.png", full_page=True)
    page.screenshot(path="/tmp/shots/room-chat-desktop.png")
    # The bubble goes after a few seconds; the log stays.
    page.locator("#room-bar-top .chat-bubble").first.wait_for(state="detached", timeout=15000)
    assert len(logged(page, 2)) == 2

    # A flood: the host holds it back and the sender is told.
    before = len(logged(page, 2))
    for i in range(12):
        phone.get_by_role("button", name="React: party").tap()
    phone.get_by_text("Not so fast").wait_for(timeout=10000)
    page.wait_for_timeout(1000)
    assert len(logged(page, 2)) - before < 12

    # The watcher may not write until the host says so.
    assert wpage.get_by_text("The host has not let watchers write.").is_visible()
    assert not wpage.get_by_label("Message to the table").is_visible()
    assert not wpage.get_by_role("button", name="React: clap").is_visible()
    flooded = len(logged(page, before))
    page.get_by_label("Watchers may write").check()
    wpage.get_by_label("Message to the table").wait_for(timeout=20000)
    wpage.get_by_label("Message to the table").fill("hello from the stands")
    wpage.get_by_label("Message to the table").press("Enter")
    page.wait_for_function(f"() => ({LOG})().includes('Dee: hello from the stands')", timeout=20000)
    assert logged(page, flooded + 1)[-1] == "Dee: hello from the stands"

    # Muting hides the log and the bubbles on this device only.
    phone.get_by_label("Mute chat").check()
    assert phone.evaluate(LOG) == [] and "Chat muted" in phone.locator("#chat-count").inner_text()
    page.get_by_role("button", name="React: wow").click()
    page.wait_for_timeout(1500)
    assert phone.locator(".chat-bubble").count() == 0
    assert logged(page, 1)[-1] == "Ann: 😮"
    errors = {i: w.errors for i, w in enumerate([host, guest, watcher]) if w.errors}
    assert errors == {}
