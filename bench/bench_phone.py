"""A first visit on an emulated mid-range phone (issue 25 part 3): Chromium's
CPU slowed 4x through CDP (the page and its workers), and a link of 12 Mbit/s
down with a 40 ms round trip, files gzipped as GitHub Pages sends them.

The link is shaped by the server, not by Chromium's network emulation: one
shared budget of bytes a second for every response, the service worker's
too, so the engine's downloads meet what a real first visit meets. Each
request waits one round trip before its first byte.

Each run is a fresh profile (a first visit, cold): the Inkwell page, then the
bare Pyodide page (bench/bare.html: Pyodide as shipped on npm) under the same
link, in turn. Targets: engine ready <= 4 s; <= 0.5x the bare page.

run() returns a dict; `python bench/bench_phone.py` runs it alone.
"""

import email.utils
import gzip
import http.server
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import CHROMIUM_ARGS, MARKS, ROOT, chromium_path, site_with_bare_page  # noqa: E402

from first_visit import STORED  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from serve import Handler, make_server  # noqa: E402

SLOWDOWN = 4
BYTES_PER_S = 12_000_000 / 8
RTT_S = 0.040
CHUNK = 16 * 1024
RUNS = 3
TARGET_MS = 4000
TARGET_RATIO = 0.5
# The engine's critical path: it cannot be ready before these have arrived.
CRITICAL = ("pyodide.asm.wasm", "stdlib.zip", "inkwell.zip", "pyodide.asm.mjs")


class Link:
    """The phone's downlink: every response's bytes take their turn in one
    budget, so parallel downloads share the 12 Mbit/s."""

    def __init__(self, rate):
        self.rate, self.lock, self.free_at, self.sent = rate, threading.Lock(), 0.0, 0
        self.done = {}  # file name -> time.monotonic() its last byte went out

    def send(self, out, data, name=None):
        for i in range(0, len(data), CHUNK):
            piece = data[i:i + CHUNK]
            with self.lock:
                start = max(time.monotonic(), self.free_at)
                self.free_at = start + len(piece) / self.rate
                self.sent += len(piece)
                wait = self.free_at - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            out.write(piece)
        if name:
            self.done[name] = time.monotonic()

    def reset(self):
        with self.lock:
            self.free_at, self.sent, self.done = 0.0, 0, {}


def phone_handler(link):
    cache = {}

    class Phone(Handler):
        """As GitHub Pages serves: gzip for what is not compressed already,
        cached for ten minutes; every response after one round trip, its
        bytes over the link."""

        def end_headers(self):  # Pages' caching: ten minutes, then a conditional request
            self.send_header("Cache-Control", "max-age=600")
            http.server.SimpleHTTPRequestHandler.end_headers(self)

        def send_head(self):
            path = Path(self.translate_path(self.path.split("?")[0]))
            if not path.is_file():
                return super().send_head()
            time.sleep(RTT_S)
            modified = email.utils.formatdate(int(path.stat().st_mtime), usegmt=True)
            if self.headers.get("If-Modified-Since") == modified:
                self.send_response(304)
                self.end_headers()
                return None
            data = path.read_bytes()
            packed = not path.name.endswith(STORED)
            if packed:
                data = cache.get(path) or cache.setdefault(path, gzip.compress(data, 6))
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Last-Modified", modified)
            if packed:
                self.send_header("Content-Encoding", "gzip")
            self.end_headers()
            self.body = data
            return None

        def do_GET(self):
            self.body = None
            head = self.send_head()
            if self.body is not None:
                try:
                    link.send(self.wfile, self.body, self.path.split("?")[0].rsplit("/", 1)[-1])
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the page let go of a download (a closed profile, a cancelled fetch)
            elif head:
                try:
                    self.copyfile(head, self.wfile)
                finally:
                    head.close()

    return Phone


def cold_visit(playwright, url, link, engine_only):
    """A cold visit in a fresh profile: ms from navigation to UI and engine
    ready, and the bytes the link had carried by then."""
    profile = tempfile.mkdtemp(prefix="inkwell-phone-")
    ctx = playwright.chromium.launch_persistent_context(
        profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True,
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        page = ctx.new_page()
        page.add_init_script(MARKS)
        cdp = ctx.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": SLOWDOWN})
        began = time.monotonic()
        page.goto(url, wait_until="commit")
        page.wait_for_selector("html[data-engine=ready]", timeout=180000)
        sent = link.sent
        # when the last critical byte left the server, as ms from navigation
        # (a few ms early: the request's start, not the page's origin)
        arrived = [link.done[n] for n in CRITICAL if n in link.done]
        floor = (max(arrived) - began) * 1000 if arrived else None
        if not engine_only:
            page.wait_for_selector("html[data-ui=ready]", timeout=180000)
        marks = page.evaluate("window.__marks")
        stages = {} if engine_only else dict(page.evaluate("window.inkwellEngine.timeline"))
        return {"ui": marks.get("ui"), "engine": marks["engine"], "bytes": sent, "floor": floor,
                "stages": stages}
    finally:
        ctx.close()
        shutil.rmtree(profile, ignore_errors=True)


def run():
    site = site_with_bare_page(ROOT / "_site")
    link = Link(BYTES_PER_S)
    server = make_server(site, 0, "/inkwell/", handler_class=phone_handler(link))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/inkwell/"
    rows = {"inkwell": [], "bare": []}
    try:
        with sync_playwright() as p:
            for _ in range(RUNS):  # each pair of visits meets about the same noise
                for name, page in (("inkwell", ""), ("bare", "bare.html")):
                    link.reset()
                    rows[name].append(cold_visit(p, base + page, link, engine_only=name == "bare"))
    finally:
        server.shutdown()
        shutil.rmtree(site, ignore_errors=True)
    return summarise(rows)


def summarise(rows):
    def med(name, key):
        values = [r[key] for r in rows[name] if r[key] is not None]
        return round(statistics.median(values)) if values else None
    result = {"runs": RUNS, "cpu_slowdown": SLOWDOWN, "mbit_s": BYTES_PER_S * 8 / 1e6,
              "rtt_ms": RTT_S * 1000,
              "inkwell": {"ui_ms": med("inkwell", "ui"), "engine_ms": med("inkwell", "engine"),
                          "bytes": med("inkwell", "bytes")},
              "bare": {"engine_ms": med("bare", "engine"), "bytes": med("bare", "bytes"),
                       "floor_ms": med("bare", "floor")},
              "breakdown": breakdown(rows["inkwell"]),
              "engine_ratio": round(statistics.median(
                  ours["engine"] / bare["engine"] for ours, bare in zip(rows["inkwell"], rows["bare"])), 3),
              "targets": {"engine_ms": TARGET_MS, "engine_ratio": TARGET_RATIO}}
    print(f"\nFirst visit on an emulated phone (CPU {SLOWDOWN}x slower, {result['mbit_s']:.0f} Mbit/s,"
          f" {result['rtt_ms']:.0f} ms RTT, gzip; median of {RUNS})")
    ours = result["inkwell"]
    print(f"inkwell  UI ready {ours['ui_ms']} ms, engine ready {ours['engine_ms']} ms (target <= {TARGET_MS});"
          f" {ours['bytes']:,} bytes over the link by then, {ours['bytes'] / BYTES_PER_S * 1000:.0f} ms of it")
    b = result["breakdown"]
    print(f"inkwell  critical bytes in at {b['floor_ms']} ms, engine ready {b['engine_ms']} ms:"
          f" {b['gap_ms']} ms after the last byte (target <= 1000)")
    print("  phases (ms, median): " + ", ".join(f"{k} {v}" for k, v in b["phases"].items()))
    print(f"bare Pyodide page  engine ready {result['bare']['engine_ms']} ms;"
          f" ratio {result['engine_ratio']} (target <= {TARGET_RATIO})")
    return result


def breakdown(runs):
    """Where the inkwell start goes: the worker's stages (engine.mjs's
    timeline, ms from navigation) as spans, beside the transfer floor."""
    spans = {"to_go": ("early", "start"), "go_to_runtime": ("start", "runtime"),
             "load_pyodide": ("runtime", "engine"), "inkwell_zip_wait": ("engine", "unpack"),
             "unpack": ("unpack", "import"), "import_engine": ("import", "ready")}
    def med(values):
        values = [v for v in values if v is not None]
        return round(statistics.median(values)) if values else None
    phases = {}
    for name, (a, b) in spans.items():
        phases[name] = med(r["stages"][b] - r["stages"][a] for r in runs
                           if a in r["stages"] and b in r["stages"])
    phases["ready_to_page"] = med(r["engine"] - r["stages"]["ready"] for r in runs if "ready" in r["stages"])
    for stage in ("early", "start", "runtime", "engine", "ready"):
        phases["at_" + stage] = med(r["stages"].get(stage) for r in runs)
    return {"floor_ms": med(r["floor"] for r in runs), "engine_ms": med(r["engine"] for r in runs),
            "gap_ms": med(r["engine"] - r["floor"] for r in runs if r["floor"] is not None),
            "phases": phases}


if __name__ == "__main__":
    from run import record
    record("bench_phone", run())
