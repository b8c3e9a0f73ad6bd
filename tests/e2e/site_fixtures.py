"""The session fixtures the end-to-end and smoke suites share: the built site,
served under a sub-path the way GitHub Pages serves a project site, and the
local nostr relay rooms signal through. Each suite's conftest imports them."""

import os
from pathlib import Path

import pytest

from helpers import PREFIX
from serve import serve_in_thread

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("INKWELL_SITE") or ROOT / "_site")


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
    server.server_close()


@pytest.fixture(scope="session")
def relay():
    from nostr_relay import start_in_thread
    r = start_in_thread()
    yield r
    r.stop()
