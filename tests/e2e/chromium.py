"""The Chromium every browser test uses (the e2e suite, the smoke suite's room
host, the benches): Debian's when there is one, else Playwright's own."""

import os
from contextlib import contextmanager
import shutil
from pathlib import Path

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]


def chromium_path():
    if os.environ.get("CHROMIUM") == "playwright":
        return None
    for path in (os.environ.get("CHROMIUM"), shutil.which("chromium"),
                 shutil.which("chromium-browser")):
        if path and Path(path).exists():
            return path
    return None  # Playwright's own browser, where it could be downloaded


def launch(playwright, extra_args=(), **kwargs):
    return playwright.chromium.launch(executable_path=chromium_path(),
                                      args=CHROMIUM_ARGS + list(extra_args), **kwargs)


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


@contextmanager
def profiles(browser, origin):
    """new(**options) opens a fresh browser profile (a friend's device) as a
    Watched page of `origin`; every profile is closed when the block ends."""
    opened = []

    class Factory:
        def new(self, **options):
            context = browser.new_context(**options)
            opened.append(context)
            return Watched(context.new_page(), origin)

    try:
        yield Factory()
    finally:
        for context in opened:
            context.close()
