"""`make bench`: start-up times and bytes in a real Chromium, next to a bare
loadPyodide page (for the engine) and a bare PyScript MicroPython page (for
the UI) on the same vendored files, plus the engine benchmarks.

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

RUNS = int(__import__("os").environ.get("BENCH_RUNS", 6))   # a multiple of 3: each page first as often
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


PHASES = ("cold", "warm_first", "warm")
KEYS = ("ui", "engine", "bytes", "worker_start", "load_pyodide")
SETTLED_RELOADS = 3


class Visit:
    """One browser profile visiting one page: a cold load, then reloads.
    kind: "inkwell" (UI and engine), "bare" (engine only) or "bare_ui" (UI only)."""

    def __init__(self, playwright, url, counter, kind):
        self.url, self.counter, self.kind = url, counter, kind
        self.inkwell = kind == "inkwell"
        self.profile = tempfile.mkdtemp(prefix="inkwell-bench-")
        self.ctx = playwright.chromium.launch_persistent_context(
            self.profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
        self.page = self.ctx.new_page()
        self.page.add_init_script(MARKS)
        self.loads = []

    def load(self):
        self.counter.bytes = 0
        if self.loads:
            self.page.reload()
        else:
            self.page.goto(self.url)
        if self.kind != "bare_ui":
            self.page.wait_for_selector("html[data-engine=ready]", timeout=120000)
        if self.kind != "bare":
            self.page.wait_for_selector("html[data-ui=ready]", timeout=120000)
        marks = self.page.evaluate("window.__marks")
        if self.kind == "bare_ui":
            self.loads.append({"ui": marks["ui"], "engine": None, "bytes": self.counter.bytes,
                               "worker_start": None, "load_pyodide": None})
            return
        stages = dict(self.page.evaluate("window.timeline || window.inkwellEngine.timeline"))
        self.loads.append({"ui": marks.get("ui"), "engine": marks["engine"], "bytes": self.counter.bytes,
                           "worker_start": stages["start"],
                           "load_pyodide": stages["engine" if self.inkwell else "ready"] - stages["runtime"]})
        if len(self.loads) == 1 and self.inkwell:  # its service worker installs after the first visit
            self.page.wait_for_selector("html[data-offline=ready]", timeout=120000)

    def phases(self):
        """cold, warm_first (the first reload) and warm (the median of the
        reloads after it: a returning visit, once the service worker is active
        and the browser has written its code caches for the cached files,
        which it does after their first uses, for the bare page's HTTP cache
        and our Cache Storage alike)."""
        settled = self.loads[2:]
        warm = {k: (statistics.median(r[k] for r in settled) if settled[0][k] is not None else None)
                for k in KEYS}
        return {"cold": self.loads[0], "warm_first": self.loads[1], "warm": warm}

    def close(self):
        self.ctx.close()
        shutil.rmtree(self.profile, ignore_errors=True)


def measure(playwright, url, counter, kind):
    visit = Visit(playwright, url, counter, kind)
    try:
        for _ in range(2 + SETTLED_RELOADS):
            visit.load()
        return visit.phases()
    finally:
        visit.close()


def site_with_bare_page(built):
    """A copy of the built site plus the bare pages: one loads Pyodide as
    shipped on npm (its own stdlib: the site has engine/stdlib.zip instead),
    the other runs a line of MicroPython through PyScript as the UI's page
    does (its interpreter and plugins, from pyscript.toml)."""
    import html
    import tomllib
    site = Path(tempfile.mkdtemp(prefix="inkwell-site-"))
    shutil.copytree(built, site, dirs_exist_ok=True)
    for name in ("bare.html", "bare-worker.mjs"):
        shutil.copy(ROOT / "bench" / name, site / name)
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    config = {"interpreter": config["interpreter"], "plugins": config.get("plugins", [])}
    page = (ROOT / "bench" / "bare-ui.html").read_text()
    (site / "bare-ui.html").write_text(page.replace("__CONFIG__", html.escape(json.dumps(config))))
    shutil.copy(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip", site / "vendor" / "pyodide")
    return site


def browser_bench():
    """Inkwell and the bare pages, load for load in turn: the machine's load
    drifts over seconds, so each pair of loads meets about the same noise."""
    site = site_with_bare_page(ROOT / "_site")
    counter = Counter()
    server, base = counting_server(site, counter)
    runs = {"inkwell": [], "bare": [], "bare_ui": []}
    with sync_playwright() as p:
        for run in range(RUNS):
            visits = {"inkwell": Visit(p, base, counter, "inkwell"),
                      "bare": Visit(p, base + "bare.html", counter, "bare"),
                      "bare_ui": Visit(p, base + "bare-ui.html", counter, "bare_ui")}
            # Each page goes first in turn: the first load after the browsers
            # start measured up to 200 ms slower, whichever page it was.
            order = list(visits.values())
            order = order[run % 3:] + order[:run % 3]
            try:
                for _ in range(2 + SETTLED_RELOADS):
                    for visit in order:
                        visit.load()
                for name, visit in visits.items():
                    runs[name].append(visit.phases())
            finally:
                for visit in visits.values():
                    visit.close()
    server.shutdown()
    shutil.rmtree(site, ignore_errors=True)
    return summarise(runs)


def median(runs, phase, key):
    values = [r[phase][key] for r in runs if r[phase][key] is not None]
    return round(statistics.median(values), 1) if values else None


def summarise(runs):
    result = {}
    for name, rs in runs.items():
        for phase in PHASES:
            result[f"{name}_{phase}"] = {
                "ui_ms": median(rs, phase, "ui"),
                "engine_ms": median(rs, phase, "engine"),
                "bytes": int(statistics.median(r[phase]["bytes"] for r in rs)),
                "worker_start_ms": median(rs, phase, "worker_start"),
                "load_pyodide_ms": median(rs, phase, "load_pyodide"),
            }
    for phase in PHASES:  # the median of each run's own ratio
        result[f"engine_ratio_{phase}"] = round(statistics.median(
            ours[phase]["engine"] / bare[phase]["engine"]
            for ours, bare in zip(runs["inkwell"], runs["bare"])), 3)
        result[f"ui_ratio_{phase}"] = round(statistics.median(
            ours[phase]["ui"] / bare[phase]["ui"]
            for ours, bare in zip(runs["inkwell"], runs["bare_ui"])), 3)
    return result


def print_startup(r):
    print(f"\nStart-up in Chromium (median of {RUNS}; ms from navigation start)")
    print("warm_first: the first reload; warm: the next reloads (a returning visit)")
    print(f"{'page':<20}{'UI ready':>10}{'engine ready':>14}{'bytes':>12}"
          f"{'worker start':>14}{'loadPyodide':>13}")
    def ms(value, width):
        return f"{'-':>{width}}" if value is None else f"{value:>{width}.0f}"
    for name in ("inkwell", "bare", "bare_ui"):
        for phase in PHASES:
            row = r[f"{name}_{phase}"]
            print(f"{name + '_' + phase:<20}{ms(row['ui_ms'], 10)}{ms(row['engine_ms'], 14)}{row['bytes']:>12,}"
                  f"{ms(row['worker_start_ms'], 14)}{ms(row['load_pyodide_ms'], 13)}")
    print("engine ready / bare loadPyodide: " + ", ".join(
        f"{phase} {r['engine_ratio_' + phase]}" for phase in PHASES) + "  (target <= 1.15)")
    print("UI ready / bare MicroPython page: " + ", ".join(
        f"{phase} {r['ui_ratio_' + phase]}" for phase in PHASES))
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


BENCHES = (
    "bench_first_visit",
    "bench_phone",
    "bench_words",
    "bench_index",
    "bench_dawg",
    "bench_hardback",
    "bench_break_the_word",
    "bench_backwords",
    "bench_paperback",
    "bench_first_bot",
    "bench_turns",
    "bench_tutorials",
    "bench_rooms",
    "bench_crowd",
    "bench_lab",
    "bench_offline",
    "bench_replays",
    "bench_coach",
    "bench_failed_start",
    "bench_match",
    "bench_penny",
)
"""One module a line, each with a run() that returns its figures (a missing one is skipped)."""


def engine_benches():
    results = {}
    for name in BENCHES:
        try:
            module = __import__(name)
        except ImportError:
            continue
        print(f"\n== {name}")
        results[name] = module.run()
    return results


def record(name, figures):
    """A bench run alone (python bench/bench_x.py) keeps its figures beside the others'."""
    path = ROOT / "bench" / "results.json"
    results = json.loads(path.read_text()) if path.exists() else {}
    results[name] = figures
    path.write_text(json.dumps(results, indent=2) + "\n")


def main():
    results = {"startup": browser_bench()}
    print_startup(results["startup"])
    results["worker_words"] = worker_words_bench()
    results.update(engine_benches())
    (ROOT / "bench" / "results.json").write_text(json.dumps(results, indent=2) + "\n")
    print("\nwrote bench/results.json")


if __name__ == "__main__":
    main()
