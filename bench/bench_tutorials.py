"""How long a person takes over each guided first game (issue 23: about
three minutes at most).

Each tutorial of the lobby (its data-learn buttons) is walked on a laptop at
the normal pace, pressing only what each step marks, as tests/e2e/
test_tutorials.py does. The walk itself times what a person cannot hurry:
the engine's answers and the bots' turns played out at the normal pace. To
that it adds a person's part, modelled: reading each step's text at 200
words a minute, and 2 s to find and press each marked control (a card, a
button, a word typed). Reading while a bot plays is counted on top of the
bot's time, so the estimate errs long.

Run: python bench/bench_tutorials.py (after `make site`).
"""

import os
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "e2e"), str(ROOT / "bench")]

from playwright.sync_api import sync_playwright  # noqa: E402

from run import CHROMIUM_ARGS, Counter, chromium_path, counting_server  # noqa: E402

WPM = 200
PRESS_S = 2.0
TARGET_S = 180
GAMES = re.findall(r'data-learn="(\w+)"', (ROOT / "index.html").read_text())
MOVED_ON = ("([s, at]) => { const e = document.querySelector('[data-tutorial-step]');"
            " const t = document.querySelector('[data-tutorial-target]');"
            " return !e || e.innerText !== s || !t || t.dataset.tutorialTarget !== at; }")


def press(target):
    value, text = target.get_attribute("data-tutorial-value"), target.get_attribute("data-tutorial-text")
    if value is not None:
        target.select_option(value)
    elif text is not None:
        target.fill(text.rstrip("\n"))
        if text.endswith("\n"):
            target.press("Enter")
    else:
        target.click()


def walk(browser, base, game):
    """(seconds the walk took, words read, presses) for one tutorial."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        page.goto(base + "?pace=normal")
        page.wait_for_selector("html[data-engine=ready]", timeout=90000)
        page.locator(f'button[data-learn="{game}"]').click()
        page.locator("[data-tutorial-step]").wait_for(timeout=60000)
        start, presses, steps = time.monotonic(), 0, set()

        def seen():   # a step's text, once (a bot's turn is a step without a target)
            step = page.locator("[data-tutorial-step]")
            if step.count():
                steps.add(step.inner_text())

        seen()
        while True:
            page.wait_for_selector("[data-tutorial-target], [data-tutorial-done]", timeout=120000)
            if page.locator("[data-tutorial-done]").count():
                break
            seen()
            said = page.locator("[data-tutorial-step]").inner_text()
            target = page.locator("[data-tutorial-target]")
            at = target.get_attribute("data-tutorial-target")
            presses += 1
            press(target)
            page.wait_for_function(MOVED_ON, arg=[said, at], timeout=120000)
            seen()
        read = sum(len(said.split()) for said in steps) + len(page.locator("[data-tutorial-done]").inner_text().split())
        return time.monotonic() - start, read, presses, len(steps)
    finally:
        context.close()


def run():
    server, base = counting_server(Path(os.environ.get("INKWELL_SITE") or ROOT / "_site"), Counter())
    rows = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for game in GAMES:
                walked, words, presses, steps = walk(browser, base, game)
                person = walked + words / WPM * 60 + presses * PRESS_S
                rows[game] = {"steps": steps, "words": words, "presses": presses, "walk_s": round(walked, 1),
                              "person_s": round(person)}
            browser.close()
    finally:
        server.shutdown()
    print(f"\nLearn to play, a person's time (walk at the normal pace + reading at {WPM} wpm + "
          f"{PRESS_S:g} s a press; target about {TARGET_S} s)")
    print(f"{'game':<16}{'steps':>6}{'words':>7}{'presses':>9}{'walk s':>8}{'person s':>10}")
    for game, r in rows.items():
        print(f"{game:<16}{r['steps']:>6}{r['words']:>7}{r['presses']:>9}{r['walk_s']:>8}{r['person_s']:>10}")
    return rows


if __name__ == "__main__":
    from run import record
    record("bench_tutorials", run())
