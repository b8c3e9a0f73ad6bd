"""`make bench`: start-up times and bytes in a real Chromium, next to a bare
loadPyodide page on the same vendored files, plus the engine benchmarks.

Times are medians of several runs on this machine; compare ratios, not
absolute figures.  Writes bench/results.json.
"""

import json
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "e2e"), str(ROOT / "bench"), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from serve import Handler, make_server  # noqa: E402

RUNS = int(__import__("os").environ.get("BENCH_RUNS", 5))
MARKS = """
window.__marks = {};
new MutationObserver(() => {
  const d = document.documentElement.dataset;
  for (const k of ["ui", "engine"]) {
    if (d[k] === "ready" && !(k in window.__marks)) window.__marks[k] = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ui", "data-engine"] });
"""


class Counter:
    def __init__(self):
        self.bytes = 0
        self.lock = threading.Lock()

    def add(self, n):
        with self.lock:
            self.bytes += n


def counting_server(directory, counter):
    class Counting(Handler):
        def copyfile(self, source, outputfile):
            data = source.read()
            counter.add(len(data))
            outputfile.write(data)

    server = make_server(directory, 0, "/inkwell/", handler_class=Counting)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/inkwell/"


def measure(playwright, url, counter, wait_ui):
    """One cold load in a new profile, then one warm reload in the same profile."""
    profile = tempfile.mkdtemp(prefix="inkwell-bench-")
    ctx = playwright.chromium.launch_persistent_context(
        profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
    try:
        page = ctx.new_page()
        page.add_init_script(MARKS)
        out = {}
        for phase in ("cold", "warm"):
            counter.bytes = 0
            if phase == "cold":
                page.goto(url)
            else:
                page.reload()
            page.wait_for_selector("html[data-engine=ready]", timeout=120000)
            if wait_ui:
                page.wait_for_selector("html[data-ui=ready]")
            marks = page.evaluate("window.__marks")
            out[phase] = {"ui": marks.get("ui"), "engine": marks["engine"], "bytes": counter.bytes}
        return out
    finally:
        ctx.close()
        shutil.rmtree(profile, ignore_errors=True)


def browser_bench():
    site = Path(tempfile.mkdtemp(prefix="inkwell-site-"))
    shutil.copytree(ROOT / "_site", site, dirs_exist_ok=True)
    shutil.copy(ROOT / "bench" / "bare.html", site / "bare.html")
    shutil.copy(ROOT / "bench" / "bare-worker.mjs", site / "bare-worker.mjs")
    counter = Counter()
    server, base = counting_server(site, counter)
    runs = {"inkwell": [], "bare": []}
    with sync_playwright() as p:
        for _ in range(RUNS):  # interleaved, so machine noise hits both alike
            runs["inkwell"].append(measure(p, base, counter, True))
            runs["bare"].append(measure(p, base + "bare.html", counter, False))
    server.shutdown()
    shutil.rmtree(site, ignore_errors=True)
    return summarise(runs)


def median(runs, phase, key):
    values = [r[phase][key] for r in runs if r[phase][key] is not None]
    return round(statistics.median(values), 1) if values else None


def summarise(runs):
    result = {}
    for name, rs in runs.items():
        for phase in ("cold", "warm"):
            result[f"{name}_{phase}"] = {
                "ui_ms": median(rs, phase, "ui"),
                "engine_ms": median(rs, phase, "engine"),
                "bytes": int(statistics.median(r[phase]["bytes"] for r in rs)),
            }
    for phase in ("cold", "warm"):
        ours, bare = result[f"inkwell_{phase}"]["engine_ms"], result[f"bare_{phase}"]["engine_ms"]
        result[f"engine_ratio_{phase}"] = round(ours / bare, 3)
    return result


def print_startup(r):
    print(f"\nStart-up in Chromium (median of {RUNS}; ms from navigation start)")
    print(f"{'page':<16}{'UI ready':>10}{'engine ready':>14}{'bytes':>12}")
    for key in ("inkwell_cold", "inkwell_warm", "bare_cold", "bare_warm"):
        row = r[key]
        ui = "-" if row["ui_ms"] is None else f"{row['ui_ms']:.0f}"
        print(f"{key:<16}{ui:>10}{row['engine_ms']:>14.0f}{row['bytes']:>12,}")
    print(f"engine ready / bare loadPyodide: cold {r['engine_ratio_cold']}, warm {r['engine_ratio_warm']}"
          "  (target <= 1.15)")
    print("UI ready targets: cold <= 600 ms, warm <= 250 ms")


def worker_words_bench():
    """First use of each dictionary in the browser worker: fetch, decode, look up."""
    import time
    from helpers import ask
    server, base = counting_server(ROOT / "_site", Counter())
    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(base)
        page.wait_for_selector("html[data-engine=ready]", timeout=120000)
        for name in ("common", "large", "huge"):
            started = time.perf_counter()
            reply = ask(page, {"type": "words", "dict": name, "words": ["slake"]})
            first = (time.perf_counter() - started) * 1000
            started = time.perf_counter()
            ask(page, {"type": "words", "dict": name, "words": ["slake"]})
            again = (time.perf_counter() - started) * 1000
            assert reply["ok"], reply
            out[name] = {"first_use_ms": round(first, 1), "round_trip_ms": round(again, 1)}
        browser.close()
    server.shutdown()
    print("\nDictionaries in the browser worker (fetch + decode on first use; then one look-up)")
    for name, row in out.items():
        print(f"{name:<8}{row['first_use_ms']:>10.0f} ms first use{row['round_trip_ms']:>8.1f} ms after")
    return out


def engine_benches():
    results = {}
    for name in ("bench_words", "bench_hardback", "bench_rooms", "bench_offline"):
        try:
            module = __import__(name)
        except ImportError:
            continue
        print(f"\n== {name}")
        results[name] = module.run()
    return results


def main():
    results = {"startup": browser_bench()}
    print_startup(results["startup"])
    results["worker_words"] = worker_words_bench()
    results.update(engine_benches())
    (ROOT / "bench" / "results.json").write_text(json.dumps(results, indent=2) + "\n")
    print("\nwrote bench/results.json")


if __name__ == "__main__":
    main()
