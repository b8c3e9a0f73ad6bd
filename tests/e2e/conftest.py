"""End-to-end fixtures: the built site served under a sub-path, and Chromium.

The site is served the way GitHub Pages serves a project site
(`/inkwell/`), so any absolute URL in the site breaks a test.
"""

import os
import shutil
import sys
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("INKWELL_SITE") or ROOT / "_site")
from serve import serve_in_thread  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
from helpers import PREFIX  # noqa: E402


def chromium_path():
    if os.environ.get("CHROMIUM") == "playwright":
        return None
    for path in (os.environ.get("CHROMIUM"), shutil.which("chromium"),
                 shutil.which("chromium-browser")):
        if path and Path(path).exists():
            return path
    return None  # Playwright's own browser, where it could be downloaded


@pytest.fixture(scope="session")
def site():
    if not (SITE / "index.html").exists():
        pytest.fail("_site/ is not built: run `make site` (make test does it)")
    return SITE


@pytest.fixture(scope="session")
def base_url(site):
    server, url = serve_in_thread(site, PREFIX)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def playwright_instance():
    with sync_playwright() as p:
        yield p


def launch(playwright, **kwargs):
    return playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                      **kwargs)


INSTANT = "window.inkwellPace = 'instant'"
"""Every page's bots move at once (no waiting for the pace setting's holds);
a test of the pace opens its page with ?pace=normal (or pace=own)."""


def instant_pace(browser):
    new_context = browser.new_context

    def paced(*args, **kwargs):
        context = new_context(*args, **kwargs)
        context.add_init_script(INSTANT)
        return context
    browser.new_context = paced
    return browser


@pytest.fixture(scope="session")
def browser(playwright_instance):
    b = instant_pace(launch(playwright_instance))
    yield b
    b.close()


class Watched:
    """A page whose console errors and off-site requests are collected."""

    def __init__(self, page, origin):
        self.page = page
        self.errors = []
        self.warnings = []
        self.foreign = []
        self.requests = []  # the page's and its workers' requests, in order
        self.downloads = []  # URLs of their full (200) responses
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("console", lambda m: m.type == "warning" and self.warnings.append(m.text))
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("response", lambda r: r.status == 200 and self.downloads.append(r.url))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.context.on("request", lambda r: self._request(r.url, origin))

    def _request(self, url, origin):
        if not url.startswith(origin) and not url.startswith(("data:", "blob:")):
            self.foreign.append(url)


@pytest.fixture
def watched(browser, base_url):
    context = browser.new_context()
    origin = base_url.split(PREFIX)[0]
    w = Watched(context.new_page(), origin)
    yield w
    context.close()


@pytest.fixture
def phone(browser, base_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    w = Watched(context.new_page(), base_url.split(PREFIX)[0])
    yield w
    context.close()


# -- rooms: a test copy of the site whose engine also knows High Card, and a
# local nostr relay the pages signal through (no internet needed) ----------

@pytest.fixture(scope="session")
def room_site(site, tmp_path_factory):
    """_site copied, with tests/unit/minigame.py in the engine as `highcard`."""
    from helpers import make_room_site
    return make_room_site(site, tmp_path_factory.mktemp("room-site") / "site")


@pytest.fixture(scope="session")
def relay():
    from nostr_relay import start_in_thread
    r = start_in_thread()
    yield r
    r.stop()


@pytest.fixture(scope="session")
def room_base(room_site):
    server, url = serve_in_thread(room_site, PREFIX)
    yield url
    server.shutdown()


@pytest.fixture
def room_url(room_base, relay):
    """The test site's address, pointed at the local relay, with no STUN servers."""
    return f"{room_base}?relay={relay.url}&ice=none&testhooks=1"


@pytest.fixture
def contexts(browser, room_base):
    """new() opens a fresh browser profile (a friend's device); closed at the end."""
    opened = []

    class Factory:
        def new(self, **options):
            context = browser.new_context(**options)
            opened.append(context)
            return Watched(context.new_page(), room_base.split(PREFIX)[0])

    yield Factory()
    for context in opened:
        context.close()
