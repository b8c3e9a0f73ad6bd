"""A start that fails is said within 15 s, with Retry, and Retry then works;
meanwhile the lobby, the How-to pages and a guest's room keep working.

Each test opens a new browser profile (nothing cached from another test) and
blocks or stalls engine files with routes on that profile, which also see the
engine worker's requests."""

import time
from contextlib import contextmanager
from pathlib import Path

import pytest
from helpers import engine_ready, open_room

SHOTS = Path("/tmp/shots")
WAIT_MS = 20000  # the page must speak within 15 s; the wait is generous


@contextmanager
def new_page(browser, **options):
    context = browser.new_context(**options)
    try:
        yield context.new_page()
    finally:
        context.close()


def alert_text(page, timeout=WAIT_MS):
    page.get_by_role("alert").wait_for(timeout=timeout)
    return page.locator("#engine-status").inner_text()


# Every file the engine's start downloads: blocked (the connection refuses
# it) or missing (HTTP 404), the page says which one failed.
FILES = [
    ("**/vendor/pyodide/pyodide.asm.wasm", "abort", "pyodide.asm.wasm"),
    ("**/vendor/pyodide/pyodide-lock.json", "404", "pyodide-lock.json"),
    ("**/engine/stdlib.zip", "404", "stdlib.zip"),
    ("**/engine/inkwell.zip", "abort", "inkwell.zip"),
    ("**/vendor/pyodide/pyodide.asm.mjs", "404", "pyodide.asm.mjs"),
]


def block(how):
    if how == "abort":
        return lambda route: route.abort()
    return lambda route: route.fulfill(status=404, body="Not Found", content_type="text/plain")


@pytest.mark.parametrize("pattern,how,name", FILES, ids=[f[2] for f in FILES])
def test_a_failed_download_is_said_at_once_with_retry(browser, base_url, pattern, how, name):
    with new_page(browser) as page:
        page.context.route(pattern, block(how))
        page.goto(base_url)
        text = alert_text(page)
        assert "did not load" in text and name in text, text
        assert page.get_by_role("button", name="Retry").is_visible()
        assert page.locator("html[data-engine=error]").count() == 1
        assert page.get_by_role("button", name="Play Paperback").is_disabled()


def test_a_blocked_wasm_then_retry_starts_the_engine_without_a_reload(browser, base_url):
    with new_page(browser) as page:
        page.context.route("**/pyodide.asm.wasm", lambda route: route.abort())
        page.goto(base_url)
        text = alert_text(page)
        assert "pyodide.asm.wasm could not be downloaded" in text, text
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=SHOTS / "failed-start-wasm.png")
        page.evaluate("window.__samePage = true")
        page.context.unroute("**/pyodide.asm.wasm")
        page.get_by_role("button", name="Retry").click()
        engine_ready(page)
        assert page.evaluate("window.__samePage === true")  # no reload
        page.wait_for_function("!document.querySelector('button[data-play=paperback]').disabled")
        assert page.get_by_role("alert").count() == 0
        assert not page.get_by_role("button", name="Retry").is_visible()
        assert page.locator("#engine-status").inner_text() == "Game engine ready"


def test_a_stalled_download_is_said_then_retry_works(browser, base_url):
    held = []  # the stalled requests: never answered
    with new_page(browser, viewport={"width": 390, "height": 844}, is_mobile=True,
                  has_touch=True) as page:
        # the first request for the .wasm is never answered; the next ones are
        page.context.route("**/pyodide.asm.wasm",
                           lambda route: route.continue_() if held else held.append(route))
        page.goto(base_url)
        text = alert_text(page)
        assert "no progress for 15 s" in text and "pyodide.asm.wasm" in text, text
        assert held, "the .wasm was never asked for"
        assert page.locator("html[data-engine=stalled]").count() == 1
        retry = page.get_by_role("button", name="Retry")
        assert retry.is_visible()
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=SHOTS / "failed-start-stalled-phone.png")
        retry.tap()
        engine_ready(page)
        assert page.get_by_role("alert").count() == 0
        assert not retry.is_visible()


def test_a_stalled_start_that_resumes_clears_the_notice(browser, base_url):
    held = []
    with new_page(browser) as page:
        page.context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
        page.goto(base_url)
        assert "no progress" in alert_text(page)
        held[0].continue_()  # the download answers after all
        engine_ready(page)
        assert page.get_by_role("alert").count() == 0
        assert not page.get_by_role("button", name="Retry").is_visible()


def test_a_stalled_engine_bundle_is_named_then_retry_works(browser, base_url):
    held = []
    with new_page(browser) as page:
        page.context.route("**/engine/inkwell.zip",
                           lambda route: route.continue_() if held else held.append(route))
        page.goto(base_url)
        # Pyodide's own files download meanwhile: 15 s counts from the last of them
        text = alert_text(page, timeout=60000)
        assert "no progress for 15 s, waiting for engine/inkwell.zip" in text, text
        page.get_by_role("button", name="Retry").click()
        engine_ready(page)
        assert page.get_by_role("alert").count() == 0


def test_the_lobby_and_the_how_to_pages_work_while_the_engine_failed(browser, base_url):
    with new_page(browser) as page:
        page.context.route("**/pyodide.asm.wasm", lambda route: route.abort())
        page.goto(base_url)
        alert_text(page)
        page.wait_for_selector("html[data-ui=ready]")
        # the lobby answers: its How-to links lead to the pages, and back
        page.get_by_role("link", name="How to play Backwords").click()
        page.wait_for_url("**/howto/backwords.html")
        assert page.get_by_role("heading", level=1).inner_text().strip()
        assert "Backwords" in page.title()
        page.go_back()
        page.wait_for_selector("html[data-ui=ready]")
        assert page.get_by_role("link", name="How to play Hardback").is_visible()
        alert_text(page)  # the failure is said again on the new visit
        assert page.get_by_role("button", name="Retry").is_visible()


def test_a_guest_joins_a_room_with_no_engine_files_reachable(contexts, room_url):
    host, url = open_room(contexts, room_url, "Paperback", {})
    guest = contexts.new()
    asked = []

    def refuse(route):
        asked.append(route.request.url)
        route.abort()

    for pattern in ("**/vendor/pyodide/**", "**/engine/*.zip"):
        guest.page.context.route(pattern, refuse)
    page = guest.page
    page.goto(url)
    page.wait_for_selector("#room-seats li", timeout=30000)
    page.get_by_label("Your name").fill("Bob")
    page.get_by_role("button", name="Join", exact=True).click()
    page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).room.you !== null")
    host.page.wait_for_function("document.querySelector('#room-seats').innerText.includes('Bob')")
    assert asked == []
    assert page.get_by_role("alert").count() == 0
