"""The lobby as a newcomer meets it: steady while the engine loads, and
plain words when something cannot work (no WebAssembly, no JavaScript, an
engine download that fails)."""

import json
import re
import tomllib
from contextlib import contextmanager

import pytest
from build_site import ROOT
from helpers import check_layout

# The modules that come in a bundle ([lazy_files.NAME]), without their extension.
LAZY = {path.rsplit(".", 1)[0] for files in tomllib.loads((ROOT / "pyscript.toml").read_text())["lazy_files"].values()
        for path in files.values()}

SHIFTS = """
window.__shift = 0;
window.__moved = [];   // what moved, when and where: a failure says it
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__shift += e.value;
    for (const s of e.sources) window.__moved.push([Math.round(e.startTime), s.node && s.node.outerHTML.slice(0, 80),
      s.previousRect.toJSON(), s.currentRect.toJSON()]);
  }
}).observe({ type: "layout-shift", buffered: true });
"""

# The games below jumping by one line of text scores 0.015 or more here; once in a CI run
# Chromium reported the header's Settings button settling in its first frames
# (5.7e-05), which nobody sees. Below this, nothing a player notices moved.
NOTICEABLE = 0.001


@contextmanager
def new_page(browser, **options):
    """A page in a new profile, no service worker (each test sees a first visit)."""
    context = browser.new_context(service_workers="block", **options)
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.mark.parametrize("viewport", [{"width": 360, "height": 740}, {"width": 1280, "height": 800}])
def test_the_lobby_does_not_move_while_the_engine_loads(browser, base_url, viewport):
    with new_page(browser, viewport=viewport) as page:
        page.add_init_script(SHIFTS)
        page.goto(base_url)
        page.wait_for_selector("html[data-engine=ready]", timeout=90000)
        # The games are listed: Play and Create room are offered where a game can be played.
        page.get_by_role("button", name="Play Hardback").wait_for()
        page.wait_for_function("!document.querySelector('button[data-play=hardback]').disabled")
        assert page.get_by_role("button", name="Create room for Hardback").is_visible()
        page.wait_for_timeout(300)
        assert page.evaluate("window.__shift") < NOTICEABLE, page.evaluate("window.__moved")
        # A game the engine does not offer yet has no Create room, and its place is kept.
        for button in page.locator("button[data-play]:disabled").all():
            game = button.get_attribute("data-play")
            assert not page.locator(f'button[data-create-room="{game}"]').is_visible()


SAVED = """
for (const game of ["paperback", "break_the_word"])
  localStorage.setItem("inkwell.saved." + game, JSON.stringify({record: {game}, setup: {}, viewer: 0}));
"""


@pytest.mark.parametrize("viewport", [{"width": 360, "height": 740}, {"width": 1280, "height": 800}])
def test_saved_games_are_offered_without_moving_the_lobby(browser, base_url, viewport):
    """The Resume box appears once the UI runs; its place was kept from the
    first paint, so the games below it do not jump."""
    with new_page(browser, viewport=viewport) as page:
        page.add_init_script(SAVED + SHIFTS)
        page.goto(base_url)
        page.wait_for_selector("html[data-engine=ready]", timeout=90000)
        resume = page.get_by_role("button", name="Resume your Break the Word game")
        resume.wait_for()
        page.wait_for_function("!document.querySelector('button[data-resume=break_the_word]').disabled")
        assert page.get_by_role("button", name="Discard the saved Paperback game").is_visible()
        page.wait_for_timeout(300)
        assert page.evaluate("window.__shift") < NOTICEABLE, page.evaluate("window.__moved")
        assert page.evaluate("document.scrollingElement.scrollWidth") <= viewport["width"]
        # Discarding both (each asks first) leaves the lobby as it is without a saved game.
        for game in ("Paperback", "Break the Word"):
            page.get_by_role("button", name="Discard the saved " + game + " game").click()
            page.get_by_role("button", name="Discard it").click()
        assert page.locator("#resume").is_hidden()


def test_a_browser_without_webassembly_is_told_so_at_once(browser, base_url):
    with new_page(browser) as page:
        page.add_init_script("delete globalThis.WebAssembly")
        requested = []
        page.on("request", lambda r: requested.append(r.url))
        page.goto(base_url)
        alert = page.get_by_role("alert")
        assert "cannot run Inkwell" in alert.inner_text()
        assert page.locator("#engine-status").inner_text() == "This browser cannot run Inkwell."
        assert page.evaluate("document.documentElement.dataset.ui") == "unsupported"
        page.wait_for_timeout(500)
        assert not [u for u in requested if "micropython" in u or "pyodide" in u or "pyscript" in u]


def test_without_javascript_the_page_says_it_needs_it(browser, base_url, site):
    # What a browser with scripting off renders: Chromium under Playwright
    # still parses <noscript> as if scripts ran, so the page is served as
    # that browser parses it (<noscript> contents in, scripts out).
    html = (site / "index.html").read_text()
    html = re.sub(r"</?noscript>", "", html)
    html = re.sub(r"<script\b.*?</script>|<template\b.*?</template>", "", html, flags=re.S)
    with new_page(browser, java_script_enabled=False) as page:
        page.route(base_url, lambda route: route.fulfill(body=html, content_type="text/html"))
        page.goto(base_url)
        assert page.get_by_text("needs JavaScript").is_visible()
        assert not page.get_by_text("Starting…").is_visible()
        assert not page.get_by_role("button", name="Play Hardback").is_visible()
        assert page.get_by_role("link", name="How to play Hardback").is_visible()


def test_an_engine_download_that_fails_offers_retry(browser, base_url):
    with new_page(browser) as page:
        page.add_init_script("window.inkwellEngineTimeoutMs = 4000")
        page.context.route("**/pyodide.asm.wasm", lambda route: route.abort())
        page.goto(base_url)
        page.wait_for_selector("html[data-engine=error]", timeout=30000)
        assert "did not load" in page.get_by_role("alert").inner_text()
        assert page.get_by_role("button", name="Play Hardback").is_disabled()
        page.context.unroute("**/pyodide.asm.wasm")
        page.get_by_role("button", name="Retry").click()
        page.wait_for_selector("html[data-engine=ready]", timeout=90000)
        page.wait_for_function("!document.querySelector('button[data-play=hardback]').disabled")
        assert page.get_by_role("alert").count() == 0
        assert not page.get_by_role("button", name="Retry").is_visible()
        assert page.locator("#engine-status").inner_text() == "Game engine ready"


def test_the_lobby_starts_without_the_game_screens_and_fetches_one_when_it_opens(browser, base_url):
    with new_page(browser, viewport={"width": 390, "height": 844}) as page:
        fetched = []
        # Module names without their extension: the site ships them compiled (.mpy).
        page.on("request", lambda r: "/py/ui/" in r.url and fetched.append(r.url.split("/py/ui/")[1].rsplit(".")[0]))
        page.context.route("**/py/ui/paperback/**", lambda route: route.abort())
        page.goto(base_url)
        page.wait_for_selector("html[data-engine=ready]", timeout=90000)
        page.wait_for_function("!document.querySelector('button[data-play=paperback]').disabled")
        # Only the lobby's own modules: no game screen, no shared table, no replay viewer.
        assert "lobby/lobby" in fetched and "rooms/room" in fetched
        assert [f for f in fetched if f in LAZY] == []
        # A game screen whose files cannot be fetched says so, and the lobby stays.
        page.get_by_role("button", name="Play Paperback").click()
        page.get_by_role("alert").filter(has_text="could not be loaded").wait_for(timeout=30000)
        assert page.get_by_role("button", name="Play Hardback").is_visible()
        # With the connection back, the same tap opens the game's set-up.
        page.context.unroute("**/py/ui/paperback/**")
        page.get_by_role("button", name="Play Paperback").click()
        page.get_by_role("heading", name="New Paperback game").wait_for(timeout=30000)
        assert "paperback/screen" in fetched and "hardback/screen" not in fetched
        check_layout(page, phone=True)


def test_create_room_keeps_its_place_from_the_first_paint_and_the_cards_line_up(browser, base_url):
    with new_page(browser, viewport={"width": 1280, "height": 800}) as page:
        page.goto(base_url)
        room = page.locator('button[data-create-room="hardback"]')
        room.wait_for()
        # Before the engine is ready: shown, disabled, and the header's status says why.
        if page.evaluate("document.documentElement.dataset.engine") != "ready":
            assert room.is_visible() and room.is_disabled()
            assert room.get_attribute("aria-describedby") == "engine-status"
        before = room.bounding_box()
        page.wait_for_selector("html[data-engine=ready]", timeout=90000)
        page.wait_for_function("!document.querySelector('button[data-create-room=hardback]').disabled")
        assert room.bounding_box() == before
        # Every card's Create room at the same height (Break the Word's link wraps more).
        tops = page.evaluate("[...document.querySelectorAll('button[data-create-room]')]"
                             ".map(b => Math.round(b.getBoundingClientRect().top))")
        assert len(tops) == 4 and len(set(tops)) == 1, tops
        page.screenshot(path="/tmp/shots/lobby-desktop.png")


def test_your_last_games_is_a_visible_disclosure(browser, base_url):
    record = {"game": "break_the_word", "rules": 1, "options": {}, "seats": [], "seed": 1, "actions": []}
    entry = json.dumps([{"record": record, "summary": "You, Easy bot: Easy bot won"}])
    with new_page(browser, viewport={"width": 390, "height": 844}) as page:
        page.add_init_script(f"localStorage.setItem('inkwell.recent', {json.dumps(entry)})")
        page.goto(base_url)
        summary = page.locator("#recent > summary")
        summary.wait_for(timeout=30000)
        assert summary.inner_text() == "Your last games (1)"
        looks = page.evaluate("""() => { const s = document.querySelector('#recent > summary');
            const a = getComputedStyle(s, '::before'); const b = getComputedStyle(s);
            return [a.borderLeftWidth, b.borderTopWidth, b.display]; }""")
        assert looks[0] != "0px" and looks[1] != "0px", looks   # an arrow, in a box
        watch = page.get_by_role("button", name="Watch the replay")
        assert not watch.is_visible()
        summary.click()
        watch.wait_for()
        page.screenshot(path="/tmp/shots/lobby-recent-phone.png")
