"""What a first visit downloads before the first solo game of each kind can
start, raw and with gzip (tools/first_visit.py); target: <= 6 MB with gzip.

run() returns a dict and prints a small table; `python bench/bench_first_visit.py`
runs it alone.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import CHROMIUM_ARGS, ROOT, chromium_path  # noqa: E402

from first_visit import BUDGET_GZIP, first_visit  # noqa: E402
from helpers import PREFIX, ask  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from serve import serve_in_thread  # noqa: E402

SEATS = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
OPTIONS = {"hardback": {"mode": "competitive", "length": 40}}


def run():
    site = ROOT / "_site"
    server, url = serve_in_thread(site, PREFIX)
    result = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.goto(url)
            page.wait_for_selector("html[data-engine=ready]", timeout=120000)
            games = [g["id"] for g in ask(page, {"type": "games"})["games"]]
            page.close()
            for game in games:
                visit = first_visit(browser, url, site, game, SEATS, OPTIONS.get(game))
                result[game] = {k: visit[k] for k in ("raw", "gzip", "ok")}
            browser.close()
    finally:
        server.shutdown()
    print(f"\nFirst visit, until a solo game has started (service worker blocked; target gzip <= {BUDGET_GZIP:,})")
    print(f"{'game':<16}{'raw bytes':>14}{'gzip bytes':>14}")
    for game, row in result.items():
        print(f"{game:<16}{row['raw']:>14,}{row['gzip']:>14,}" + ("" if row["ok"] else "  (did not start)"))
    return result


if __name__ == "__main__":
    run()
