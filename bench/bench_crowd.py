"""Crowded rooms in a real Chromium, over a local nostr relay on loopback
(issue 22 part 7): a Break the Word room of 2, 9 and 26 people (host +
seated guests + watchers; 26 = 6 players and 20 watchers), each person a
browser profile of their own, all in one Chromium on this machine.

For each size: seconds until the last guest had joined (one after the other,
through the join page), a Ready press's time until every other page heard
of it (median and p90 over the presses of 3 clues; target <= 100 ms), the
WebRTC peers each page holds (guests join passive, so the room is a star
around the host: N-1 for the host, 1 for a guest; before, trystero linked
every page with every other), whether anybody was thrown out, and the
console errors.

Run: python bench/bench_crowd.py [sizes...] (after `make site`).
"""

import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "e2e"), str(ROOT / "bench"), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from crowd import open_crowd, peers_per_page, play_clues, start_game, still_in  # noqa: E402
from nostr_relay import start_in_thread  # noqa: E402

SIZES = {2: (1, 0), 9: (5, 3), 26: (5, 20)}  # people: (seated guests, watchers)


class Person:
    def __init__(self, browser, errors, **options):
        self.context = browser.new_context(**options)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: m.type == "error" and errors.append(m.text))


def one_size(browser, url, people, log):
    players, watchers = SIZES[people]
    errors, opened = [], []

    def new(**options):
        opened.append(Person(browser, errors, **options))
        return opened[-1]
    try:
        host, guests, joined_s = open_crowd(new, url, players, watchers, log)
        start_game(host, guests)
        latencies = play_clues(host, guests, players, clues=3)
        peers = peers_per_page([host.page] + [g.page for g in guests])
        out = still_in(guests)
    finally:
        for p in opened:
            p.context.close()
    ranked = sorted(latencies)
    return {"people": people, "players": players + 1, "watchers": watchers,
            "all_joined_s": round(joined_s, 1), "presses": len(latencies),
            "press_to_every_page_ms_median": round(statistics.median(latencies), 1),
            "press_to_every_page_ms_p90": round(ranked[int(len(ranked) * 0.9)], 1),
            "peers_host": peers[0], "peers_guest_median": statistics.median(peers[1:]),
            "thrown_out": len(out), "console_errors": len(errors)}


def run(sizes=(2, 9, 26)):
    from run import Counter, counting_server
    site = Path(tempfile.mkdtemp(prefix="inkwell-crowd-")) / "site"
    shutil.copytree(Path(__import__("os").environ.get("INKWELL_SITE") or ROOT / "_site"), site)
    server, base = counting_server(site, Counter())
    relay = start_in_thread()
    url = f"{base}?relay={relay.url}&ice=none&testhooks=1"
    results = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for people in sizes:
                r = one_size(browser, url, people, lambda s: print("  " + s, flush=True))
                results[str(people)] = r
                print(f"{people} people ({r['players']} playing, {r['watchers']} watching): all joined in"
                      f" {r['all_joined_s']} s; a press reaches every page in"
                      f" {r['press_to_every_page_ms_median']} ms median (p90"
                      f" {r['press_to_every_page_ms_p90']} ms; target <= 100); peers: host"
                      f" {r['peers_host']}, a guest {r['peers_guest_median']}; thrown out:"
                      f" {r['thrown_out']}; console errors: {r['console_errors']}", flush=True)
            browser.close()
    finally:
        relay.stop()
        server.shutdown()
        shutil.rmtree(site.parent, ignore_errors=True)
    return results


if __name__ == "__main__":
    run(tuple(int(a) for a in sys.argv[1:]) or (2, 9, 26))
