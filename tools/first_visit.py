"""What a first visit downloads before a solo game can start, in bytes as
stored (raw) and as sent by a server that gzips what it serves (zip, gz
and png files count as they are: they are compressed already, and servers
send them unchanged).

The service worker is blocked: it copies the rest of the site for offline
play in the background once the engine is ready, which is not the wait
before the first game.  `make bench` and tests/e2e/test_first_visit.py use it.
"""

import gzip
import json
from pathlib import Path
from urllib.parse import urlsplit

BUDGET_GZIP = 6_000_000  # issue 15: a first visit light on a phone's data plan
STORED = (".zip", ".gz", ".png")  # already compressed: no server gzips them again


def wire_bytes(path):
    """(raw, gzip) bytes of one file."""
    data = Path(path).read_bytes()
    if path.name.endswith(STORED):
        return len(data), len(data)
    return len(data), len(gzip.compress(data, 6))


def first_visit(browser, base_url, site, game, seats, options=None):
    """Opens `base_url` in a new profile, starts a solo `game` through the
    engine bridge; returns {"files": {path: [raw, gzip]}, "raw", "gzip", "ok"}."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        seen = []
        page.on("requestfinished", lambda r: seen.append(r.url))
        page.goto(base_url)
        page.wait_for_selector("html[data-engine=ready]", timeout=120000)
        message = {"type": "new", "game": game, "options": options or {}, "seats": seats,
                   "seed": 1, "views": [0]}
        reply = json.loads(page.evaluate("m => window.inkwellEngine.request(m)", json.dumps(message)))
        files = {}
        for url in seen:
            rel = urlsplit(url).path[len(urlsplit(base_url).path):] or "index.html"
            if url.startswith(base_url) and (Path(site) / rel).is_file():
                files[rel] = wire_bytes(Path(site) / rel)
        return {"files": files, "ok": bool(reply.get("ok")),
                "raw": sum(r for r, _ in files.values()), "gzip": sum(g for _, g in files.values())}
    finally:
        context.close()
