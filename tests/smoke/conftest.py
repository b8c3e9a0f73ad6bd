"""Smoke fixtures: the built site served under a sub-path and the local nostr
relay, as the end-to-end tests have them (their helpers, imported), and the two
other engines a player may open Inkwell in: Firefox ESR (Puppeteer over
WebDriver BiDi) and WebKitGTK (WebKitWebDriver with Selenium, under Xvfb).
A room's host is the e2e suite's Chromium.

`make smoke-browsers` installs the browsers from Debian's packages; without
them the suite skips, except in CI (CI=true), where it fails.
"""

import os

import pytest

from chromium import instant_pace, launch, profiles
from helpers import PREFIX
from site_fixtures import base_url, relay, site  # noqa: F401
from smoke_page import FirefoxPage, WebKitPage, Xvfb, missing



def _open(kind):
    lacking = missing()
    if lacking:
        message = "the smoke suite needs " + ", ".join(lacking) + " (make smoke-browsers)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    if kind == "firefox":
        return FirefoxPage(), None
    display = Xvfb()
    try:
        return WebKitPage(display.display), display
    except Exception:
        display.stop()
        raise


@pytest.fixture(scope="session", params=[
    pytest.param("firefox", marks=pytest.mark.xdist_group("firefox")),
    pytest.param("webkit", marks=pytest.mark.xdist_group("webkit"))])
def page(request):
    """One browser window a browser kind, used by its tests in turn, as a person
    would (localStorage and the service worker carry over between them)."""
    p, display = _open(request.param)
    yield p
    p.close()
    if display:
        display.stop()


@pytest.fixture(scope="session")
def chromium_host():
    """The room's host: the e2e suite's Chromium (instant bots)."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = instant_pace(launch(pw))
        yield browser
        browser.close()


@pytest.fixture
def host_contexts(chromium_host, base_url):
    """helpers.open_room's `contexts`: new() opens a fresh Chromium profile."""
    with profiles(chromium_host, base_url.split(PREFIX)[0]) as factory:
        yield factory
