"""Take the How-to pages' pictures of our own table: the built site (_site)
served locally, played in Chromium, each shot cropped to one part of the
screen and saved as a small WebP under howto/img/ (not precached: a page
that shows them fetches them when read).

Usage: make site && .venv/bin/python tools/howto_shots.py
Needs Playwright and Pillow (pip install pillow; a tool's need, not the site's).
"""

import io
import shutil
import sys
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

from serve import serve_in_thread

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "howto" / "img"
PHONE = {"width": 390, "height": 844}


def save(page, selector, name):
    """A WebP of one element, at most 390 px wide, at a quality that keeps text readable."""
    png = page.locator(selector).first.screenshot()
    image = Image.open(io.BytesIO(png)).convert("RGB")
    image.save(OUT / (name + ".webp"), "WEBP", quality=70, method=6)
    print(name, (OUT / (name + ".webp")).stat().st_size, "bytes")


def open_setup(page, url, game):
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", timeout=120000)
    page.get_by_role("button", name="Play " + game).click()
    page.get_by_role("heading", name="New " + game + " game").wait_for()


def break_the_word(page, url):
    open_setup(page, url, "Break the Word")
    page.get_by_label("Seconds per clue").select_option("30")
    page.get_by_role("button", name="Start game").click()
    page.get_by_label("Letter 1").wait_for()
    page.get_by_role("button", name="Ready for the next clue").click()
    page.locator("#bw-clues .clue:not(.c-later)").nth(1).wait_for()
    page.get_by_label("Letter 3").fill("R")
    page.get_by_label("Your answer (7 letters)").focus()
    save(page, "#bw-clues", "btw-clues")
    save(page, "#bw-you", "btw-answer")


def hardback(page, url):
    open_setup(page, url, "Hardback")
    page.get_by_role("button", name="Start game").click()
    page.locator("#hb-play").wait_for()
    page.wait_for_timeout(1500)
    save(page, "#hb-play", "hb-turn")
    save(page, "#hb-row", "hb-offer")


def main():
    chromium = shutil.which("chromium")
    OUT.mkdir(parents=True, exist_ok=True)
    server, url = serve_in_thread(ROOT / "_site", "/inkwell/")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for shoot in (break_the_word, hardback):
            context = browser.new_context(viewport=PHONE, device_scale_factor=1)
            shoot(context.new_page(), url)
            context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    sys.exit(main())
