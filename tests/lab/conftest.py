"""The network lab's fixtures (issue 41 part 3): homes behind real nftables
NATs in network namespaces, the site, the nostr relay and Debian's coturn on
a "public" namespace (tools/netlab.py), and one Chromium per home, started
inside it. Built once for the suite and always torn down, a failing test too.

It needs root, nft and turnserver; without them every test skips and the
summary says why in capitals, so a skip never reads as a pass.
"""

import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

import lab_rooms
import netlab

SKIPPED = []  # why the lab could not be built (said again at the end)
RESULTS = {}  # pairing -> its figures, printed at the end of the run


@pytest.fixture(scope="session")
def lab():
    reason = netlab.missing()
    if reason:
        SKIPPED.append(reason)
        pytest.skip("the network lab " + reason)
    directory = Path(tempfile.mkdtemp(prefix="iwlab-"))
    with netlab.Lab(directory) as built:
        built.homes = lab_rooms.build(built)
        site = lab_rooms.lab_site(lab_rooms.ROOT / "_site", directory / "site")
        built.start(site)
        yield built


@pytest.fixture(scope="session")
def browsers(lab):
    with sync_playwright() as p:
        running = lab_rooms.Browsers(p, lab, lab.homes, lab.dir)
        try:
            yield running
        finally:
            running.close()


@pytest.fixture
def pages(browsers):
    """pages(home) opens a fresh phone-sized profile in that home's Chromium;
    all are closed when the test ends."""
    opened = []
    yield lambda home: browsers.page(home, opened)
    for context in opened:
        context.close()


@pytest.fixture(scope="session")
def results():
    return RESULTS


def pytest_terminal_summary(terminalreporter):
    if SKIPPED:
        terminalreporter.write_sep("!", "NETWORK LAB SKIPPED: " + SKIPPED[0], red=True, bold=True)
    if RESULTS:
        terminalreporter.write_sep("-", "network lab: each pairing (seconds from opening the link)")
        for name, figures in RESULTS.items():
            terminalreporter.write_line(f"{name:<44} " + ", ".join(f"{k} {v}" for k, v in figures.items()))
