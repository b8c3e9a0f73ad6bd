"""A bot's first turn in the browser's engine worker, when the player starts
a game and the bot moves at once, and when the player has had a few seconds
first (the worker builds the bots' word index between messages meanwhile;
core/background.py).  Also the longest wait of a message sent while that
work runs.

run() returns a dict and prints a small table; `python bench/bench_first_bot.py`
runs it alone.
"""

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import CHROMIUM_ARGS, ROOT, Counter, chromium_path, counting_server  # noqa: E402

from helpers import ask  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

SEATS = [{"name": "Bot", "kind": "bot", "level": "strong"}, {"name": "You", "kind": "human"}]
PAUSE_S = 3
PINGS = """async (ms) => {
    const waits = [], until = performance.now() + ms;
    while (performance.now() < until) {
        const sent = performance.now();
        await window.inkwellEngine.request(JSON.stringify({type: "ping"}));
        waits.push(performance.now() - sent);
        await new Promise((r) => setTimeout(r, 5));
    }
    return waits;
}"""


def first_turn(browser, base, dictionary, pause):
    page = browser.new_page()
    try:
        page.goto(base)
        page.wait_for_selector("html[data-engine=ready]", timeout=120000)
        new = {"type": "new", "game": "hardback", "seed": 5, "seats": SEATS, "views": [1],
               "options": {"dictionary": dictionary}}
        assert ask(page, new)["ok"]
        waits = page.evaluate(PINGS, pause * 1000) if pause else []
        start = time.perf_counter()
        assert ask(page, {"type": "bot", "views": [1]})["ok"]
        return (time.perf_counter() - start) * 1000, max(waits, default=0)
    finally:
        page.close()


def run(repeats=3):
    server, base = counting_server(ROOT / "_site", Counter())
    rows = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for dictionary in ("common", "huge"):
            for pause in (0, PAUSE_S):
                runs = [first_turn(browser, base, dictionary, pause) for _ in range(repeats)]
                rows[f"{dictionary}_after_{pause}s"] = {
                    "first_turn_ms": round(statistics.median(r[0] for r in runs)),
                    "longest_message_wait_ms": round(max(r[1] for r in runs), 1)}
        browser.close()
    server.shutdown()
    print(f"\nA strong bot's first turn in the browser (median of {repeats})")
    print(f"{'dictionary, player pause':<28}{'turn ms':>9}{'longest wait of a message meanwhile':>38}")
    for name, row in rows.items():
        wait = row["longest_message_wait_ms"]
        print(f"{name:<28}{row['first_turn_ms']:>9}{(f'{wait:.0f} ms' if wait else '-'):>38}")
    return rows


if __name__ == "__main__":
    run()
