"""End-to-end fixtures: the built site served under a sub-path, and Chromium.

The site is served the way GitHub Pages serves a project site
(`/inkwell/`), so any absolute URL in the site breaks a test.
"""

import os
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("INKWELL_SITE") or ROOT / "_site")
from serve import serve_in_thread  # noqa: E402

from helpers import PREFIX  # noqa: E402
from chromium import (CHROMIUM_ARGS, INSTANT, Watched, chromium_path,  # noqa: E402,F401
                      instant_pace, launch)


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


@pytest.fixture(scope="session")
def browser(playwright_instance):
    b = instant_pace(launch(playwright_instance))
    yield b
    b.close()


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
