"""Rooms in a real Chromium, over a local nostr relay on loopback:

- action -> every seat's updated view: from the moment a player's page sends
  an action until the actor has its reply and every other seat its pushed
  update (median over ~50 actions of the test game High Card; target <= 30 ms);
- bytes a guest downloads before the room shows on the join page, counted by
  the server (target <= 1.5 MB: no Pyodide).

Run: python bench/bench_rooms.py (after `make site`); run() returns the figures.
"""

import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "e2e"), str(ROOT / "bench"), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from crowd import CLOCK  # noqa: E402  (every push's arrival time, as the crowd test notes it)
from helpers import make_room_site  # noqa: E402
from nostr_relay import start_in_thread  # noqa: E402

ACTIONS = 50

ACT = """async (card) => {
  const t0 = performance.timeOrigin + performance.now();
  const r = JSON.parse(await window.inkwellRoom.request(JSON.stringify({type: 'act', action: {type: 'play', card}})));
  return {t0, t1: performance.timeOrigin + performance.now(), n: r.actions, ok: r.ok};
}"""


def view(page, seat):
    r = json.loads(page.evaluate("() => window.inkwellRoom.request('{\"type\":\"view\"}')"))
    return r["views"][str(seat)]


def pushed_at(page, n, timeout=5.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        hits = page.evaluate(f"() => window.__pushes.filter(p => p.n >= {n}).map(p => p.t)")
        if hits:
            return min(hits)
        time.sleep(0.002)
    raise TimeoutError(f"no update for action {n}")


def one_room(browser, url, guest_page):
    """A fresh room (host + one guest); returns the latencies of its actions."""
    host_ctx = browser.new_context()
    host = host_ctx.new_page()
    host.add_init_script(CLOCK)
    host.goto(url)
    host.wait_for_selector("html[data-engine=ready]", timeout=120000)
    link = json.loads(host.evaluate(
        "() => window.inkwellRoom.create(JSON.stringify({game: 'highcard', options: {rounds: 3}}))"))["link"]
    guest_page.goto("about:blank")
    guest_page.goto(link)
    guest_page.wait_for_selector("#room-seats li", timeout=15000)
    guest_page.evaluate("() => window.inkwellRoom.join(JSON.stringify({name: 'Bob'}))")
    host.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    host.evaluate("() => window.inkwellRoom.request(JSON.stringify({type: 'start'}))")
    latencies = []
    players = [(host, 0, guest_page), (guest_page, 1, host)]
    while True:
        acted = False
        for page, seat, other in players:
            v = view(page, seat)
            if v["outcome"] or seat not in v["actors"]:
                continue
            r = page.evaluate(ACT, v["hand"][0])
            assert r["ok"], r
            latencies.append(max(r["t1"], pushed_at(other, r["n"])) - r["t0"])
            acted = True
        if not acted and view(host, 0)["outcome"]:
            break
    host_ctx.close()
    return latencies


def guest_bytes(browser, base, counter, link_of):
    ctx = browser.new_context()
    page = ctx.new_page()
    counter.bytes = 0
    start = time.monotonic()
    page.goto(link_of)
    page.wait_for_selector("#room-seats li", timeout=15000)
    shown = time.monotonic() - start
    got = counter.bytes
    ctx.close()
    return got, shown


def run():
    from run import Counter, counting_server
    site = Path(tempfile.mkdtemp(prefix="inkwell-rooms-")) / "site"
    make_room_site(Path(__import__("os").environ.get("INKWELL_SITE") or ROOT / "_site"), site)
    counter = Counter()
    server, base = counting_server(site, counter)
    relay = start_in_thread()
    url = f"{base}?relay={relay.url}&ice=none"
    latencies = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            guest_ctx = browser.new_context()
            guest = guest_ctx.new_page()
            guest.add_init_script(CLOCK)
            while len(latencies) < ACTIONS:
                latencies += one_room(browser, url, guest)
            # The join page's bytes: a fresh profile opens a live room's link.
            host_ctx = browser.new_context()
            host = host_ctx.new_page()
            host.goto(url)
            host.wait_for_selector("html[data-engine=ready]", timeout=120000)
            link = json.loads(host.evaluate(
                "() => window.inkwellRoom.create(JSON.stringify({game: 'highcard'}))"))["link"]
            nbytes, shown = guest_bytes(browser, base, counter, link)
            browser.close()
    finally:
        relay.stop()
        server.shutdown()
        shutil.rmtree(site.parent, ignore_errors=True)
    result = {
        "actions": len(latencies),
        "action_to_all_views_ms_median": round(statistics.median(latencies), 2),
        "action_to_all_views_ms_p90": round(sorted(latencies)[int(len(latencies) * 0.9)], 2),
        "guest_bytes_before_room_shows": nbytes,
        "guest_room_shown_s": round(shown, 2),
    }
    print(f"action -> every seat's view (median of {result['actions']}): "
          f"{result['action_to_all_views_ms_median']} ms (p90 {result['action_to_all_views_ms_p90']} ms;"
          " target <= 30 ms)")
    print(f"guest bytes before the room shows: {nbytes:,} (target <= 1,500,000);"
          f" shown after {result['guest_room_shown_s']} s")
    return result


if __name__ == "__main__":
    run()
