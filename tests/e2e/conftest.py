"""End-to-end fixtures: the built site served under a sub-path, and Chromium.

The site is served the way GitHub Pages serves a project site
(`/inkwell/`), so any absolute URL in the site breaks a test.
"""


import pytest
from playwright.sync_api import sync_playwright

from site_fixtures import base_url, relay, site  # noqa: E402,F401
from serve import serve_in_thread  # noqa: E402

from helpers import PREFIX  # noqa: E402
from chromium import (CHROMIUM_ARGS, INSTANT, Watched, chromium_path, profiles,  # noqa: E402,F401
                      instant_pace, launch)


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
    with profiles(browser, room_base.split(PREFIX)[0]) as factory:
        yield factory
