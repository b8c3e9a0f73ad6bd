"""Offline bench: warm start through the service worker next to the bare
loadPyodide page, and the bytes a first visit costs for a solo game of each
kind (service worker install included, counted server-side as run.py does).

run() returns a dict and prints a small table; `python bench/bench_offline.py`
runs it alone.  Target: warm engine ready through the service worker
<= 1.15 x the bare page's warm start on the same files.
"""

import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import (MARKS, ROOT, RUNS, Counter, chromium_path, CHROMIUM_ARGS, counting_server,  # noqa: E402
                 measure, site_with_bare_page)

from helpers import ask  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

SEATS = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
OPTIONS = {"hardback": {"mode": "competitive", "length": 40}}


def profile(playwright, **kwargs):
    path = tempfile.mkdtemp(prefix="inkwell-bench-")
    ctx = playwright.chromium.launch_persistent_context(
        path, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True, **kwargs)
    return ctx, path


def go_offline(page):
    """One online reload, then the network off."""
    page.reload()
    page.wait_for_selector("html[data-engine=ready]", timeout=120000)
    page.context.set_offline(True)


def choose_fast_start(page):
    """The fast-start setting on; the next start saves the engine's copy."""
    page.evaluate("localStorage.setItem('inkwell.settings', JSON.stringify({start: 'fast'}))")
    page.reload()
    page.wait_for_selector("html[data-engine-snapshot=saved]", timeout=120000)


def warm_starts(playwright, url, prepare, snapshot=None, reloads=3):
    """First visit (until the service worker is active), `prepare(page)`, then
    the median UI and engine times of `reloads` reloads."""
    ctx, path = profile(playwright)
    try:
        page = ctx.new_page()
        page.add_init_script(MARKS)
        page.goto(url)
        page.wait_for_selector("html[data-offline=ready]", timeout=120000)
        prepare(page)
        rows = []
        for _ in range(reloads):
            page.reload()
            page.wait_for_selector("html[data-engine=ready]", timeout=120000)
            page.wait_for_selector("html[data-ui=ready]")
            assert page.evaluate("document.documentElement.dataset.engineSnapshot") == snapshot
            marks = page.evaluate("window.__marks")
            rows.append((marks["ui"], marks["engine"]))
        return {"ui": statistics.median(r[0] for r in rows), "engine": statistics.median(r[1] for r in rows)}
    finally:
        ctx.close()
        shutil.rmtree(path, ignore_errors=True)


def first_visit(playwright, url, counter, game):
    """Bytes from a new profile to a solo game started, with the precache done."""
    ctx, path = profile(playwright)
    try:
        page = ctx.new_page()
        counter.bytes = 0
        page.goto(url)
        page.wait_for_selector("html[data-engine=ready]", timeout=120000)
        reply = ask(page, {"type": "new", "game": game, "options": OPTIONS.get(game, {}),
                           "seats": SEATS, "seed": 1, "views": [0]})
        page.wait_for_selector("html[data-offline=ready]", timeout=120000)
        return {"bytes": counter.bytes, "ok": bool(reply.get("ok"))}
    finally:
        ctx.close()
        shutil.rmtree(path, ignore_errors=True)


def games(playwright, url):
    ctx, path = profile(playwright)
    try:
        page = ctx.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-engine=ready]", timeout=120000)
        return [g["id"] for g in ask(page, {"type": "games"})["games"]]
    finally:
        ctx.close()
        shutil.rmtree(path, ignore_errors=True)


def run():
    site = site_with_bare_page(os.environ.get("INKWELL_SITE") or ROOT / "_site")
    counter = Counter()
    server, base = counting_server(site, counter)
    offline, fast, bare = [], [], []
    try:
        with sync_playwright() as p:
            for _ in range(RUNS):  # interleaved, so machine noise hits both alike
                offline.append(warm_starts(p, base, go_offline))
                fast.append(warm_starts(p, base, choose_fast_start, snapshot="restored"))
                bare.append(measure(p, base + "bare.html", counter, "bare")["warm"])
            visits = {g: first_visit(p, base, counter, g) for g in games(p, base)}
    finally:
        server.shutdown()
        shutil.rmtree(site, ignore_errors=True)
    med = lambda rows, key: round(statistics.median(r[key] for r in rows), 1)  # noqa: E731
    result = {
        "offline_warm_engine_ms": med(offline, "engine"), "offline_warm_ui_ms": med(offline, "ui"),
        "bare_warm_engine_ms": med(bare, "engine"),
        "fast_start_engine_ms": med(fast, "engine"), "fast_start_ui_ms": med(fast, "ui"),
        "first_visit_bytes": {g: v["bytes"] for g, v in visits.items()},
        "first_visit_game_started": {g: v["ok"] for g, v in visits.items()},
    }
    # Each run's own ratio (its loads met the same machine load), then the median.
    ratio = lambda rows: round(statistics.median(  # noqa: E731
        r["engine"] / b["engine"] for r, b in zip(rows, bare)), 3)
    result["offline_ratio"] = ratio(offline)
    result["fast_start_ratio"] = ratio(fast)
    print(f"\nOffline (median of {RUNS}; ms from navigation start)")
    print(f"{'warm start':<34}{'UI ready':>10}{'engine ready':>14}")
    print(f"{'network off, from the service worker':<34}{result['offline_warm_ui_ms']:>10.0f}"
          f"{result['offline_warm_engine_ms']:>14.0f}")
    print(f"{'fast start setting, saved copy':<34}{result['fast_start_ui_ms']:>10.0f}"
          f"{result['fast_start_engine_ms']:>14.0f}")
    print(f"{'bare loadPyodide (HTTP cache)':<34}{'-':>10}{result['bare_warm_engine_ms']:>14.0f}")
    print(f"offline / bare: {result['offline_ratio']}  (target <= 1.15); "
          f"fast start / bare: {result['fast_start_ratio']} (optional setting)")
    for g, v in visits.items():
        print(f"first visit, solo {g} (precache included): {v['bytes']:,} bytes"
              + ("" if v["ok"] else "  (game did not start)"))
    return result


if __name__ == "__main__":
    run()
