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
from run import MARKS, ROOT, RUNS, Counter, chromium_path, CHROMIUM_ARGS, counting_server, measure  # noqa: E402

from helpers import ask  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

SEATS = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
OPTIONS = {"hardback": {"mode": "competitive", "length": 40}}


def profile(playwright, **kwargs):
    path = tempfile.mkdtemp(prefix="inkwell-bench-")
    ctx = playwright.chromium.launch_persistent_context(
        path, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True, **kwargs)
    return ctx, path


def warm_reload(playwright, url, counter, first=(), **ctx_options):
    """Visit `url` (after the pages in `first`), then time a warm reload of it.

    `first` lets the service worker install before the page measured; with
    service_workers="block" the reload comes from the HTTP cache alone."""
    ctx, path = profile(playwright, **ctx_options)
    try:
        page = ctx.new_page()
        page.add_init_script(MARKS)
        for earlier, ready in first:
            page.goto(earlier)
            page.wait_for_selector(ready, timeout=120000)
        page.goto(url)
        page.wait_for_selector("html[data-engine=ready]", timeout=120000)
        counter.bytes = 0
        page.reload()
        page.wait_for_selector("html[data-engine=ready]", timeout=120000)
        marks = page.evaluate("window.__marks")
        return {"ui": marks.get("ui"), "engine": marks["engine"], "bytes": counter.bytes}
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
    site = Path(tempfile.mkdtemp(prefix="inkwell-site-"))
    shutil.copytree(os.environ.get("INKWELL_SITE") or ROOT / "_site", site, dirs_exist_ok=True)
    shutil.copy(ROOT / "bench" / "bare.html", site / "bare.html")
    shutil.copy(ROOT / "bench" / "bare-worker.mjs", site / "bare-worker.mjs")
    counter = Counter()
    server, base = counting_server(site, counter)
    sw, no_sw, bare, bare_sw = [], [], [], []
    try:
        with sync_playwright() as p:
            for _ in range(RUNS):  # interleaved, so machine noise hits both alike
                installed = [(base, "html[data-offline=ready]")]
                sw.append(warm_reload(p, base, counter, installed))
                no_sw.append(warm_reload(p, base, counter, service_workers="block"))
                bare.append(measure(p, base + "bare.html", counter, False)["warm"])
                bare_sw.append(warm_reload(p, base + "bare.html", counter, installed))
            visits = {g: first_visit(p, base, counter, g) for g in games(p, base)}
    finally:
        server.shutdown()
        shutil.rmtree(site, ignore_errors=True)
    med = lambda rows, key: round(statistics.median(r[key] for r in rows), 1)  # noqa: E731
    result = {
        "sw_warm_engine_ms": med(sw, "engine"), "sw_warm_ui_ms": med(sw, "ui"),
        "sw_warm_bytes": int(med(sw, "bytes")),
        "no_sw_warm_engine_ms": med(no_sw, "engine"), "no_sw_warm_ui_ms": med(no_sw, "ui"),
        "bare_warm_engine_ms": med(bare, "engine"), "bare_warm_bytes": int(med(bare, "bytes")),
        "bare_sw_warm_engine_ms": med(bare_sw, "engine"),
        "first_visit_bytes": {g: v["bytes"] for g, v in visits.items()},
        "first_visit_game_started": {g: v["ok"] for g, v in visits.items()},
    }
    result["sw_warm_ratio"] = round(result["sw_warm_engine_ms"] / result["bare_warm_engine_ms"], 3)
    result["no_sw_ratio"] = round(result["no_sw_warm_engine_ms"] / result["bare_warm_engine_ms"], 3)
    result["bare_sw_ratio"] = round(result["bare_sw_warm_engine_ms"] / result["bare_warm_engine_ms"], 3)
    print(f"\nOffline (median of {RUNS}; ms from navigation start, bytes served)")
    print(f"{'warm start':<28}{'UI ready':>10}{'engine ready':>14}{'bytes':>12}")
    print(f"{'through the service worker':<28}{result['sw_warm_ui_ms']:>10.0f}"
          f"{result['sw_warm_engine_ms']:>14.0f}{result['sw_warm_bytes']:>12,}")
    print(f"{'Inkwell, HTTP cache, no SW':<28}{result['no_sw_warm_ui_ms']:>10.0f}"
          f"{result['no_sw_warm_engine_ms']:>14.0f}{'':>12}")
    print(f"{'bare loadPyodide (HTTP cache)':<28}{'-':>10}{result['bare_warm_engine_ms']:>14.0f}"
          f"{result['bare_warm_bytes']:>12,}")
    print(f"{'bare page, files from the SW':<28}{'-':>10}{result['bare_sw_warm_engine_ms']:>14.0f}"
          f"{0:>12,}")
    print(f"service worker / bare: {result['sw_warm_ratio']}  (target <= 1.15); "
          f"Inkwell without SW / bare: {result['no_sw_ratio']}; "
          f"the SW's own cost (bare via SW / bare): {result['bare_sw_ratio']}")
    for g, v in visits.items():
        print(f"first visit, solo {g} (precache included): {v['bytes']:,} bytes"
              + ("" if v["ok"] else "  (game did not start)"))
    return result


if __name__ == "__main__":
    run()
