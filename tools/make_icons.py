"""Render the app icons (assets/icons/*.png) from assets/icon.svg in Chromium.

Usage: python tools/make_icons.py   (needs Playwright and a Chromium, as the
end-to-end tests do). The PNGs are committed; run this again only when
icon.svg changes.

- icon-192.png, icon-512.png: the icon as drawn (rounded corners, transparent
  outside them), for "any" purpose.
- maskable-512.png: full-bleed background with the inkwell at 80%, well inside
  the maskable safe zone (a centred circle of 80% diameter).
- apple-touch-icon.png (180): the maskable layout; iOS rounds it itself and
  paints transparent pixels black.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests" / "e2e")]

from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402

SVG = ROOT / "assets" / "icon.svg"
OUT = ROOT / "assets" / "icons"
BACKGROUND = "#2b2540"  # the icon's own background, the manifest's theme_color
ICONS = [  # name, size, inkwell scale, background
    ("icon-192.png", 192, 1.0, None),
    ("icon-512.png", 512, 1.0, None),
    ("maskable-512.png", 512, 0.8, BACKGROUND),
    ("apple-touch-icon.png", 180, 0.8, BACKGROUND),
]


def page_html(svg, size, scale, background):
    inner = round(size * scale)
    return (f"<html><body style='margin:0;background:{background or 'transparent'}'>"
            f"<div style='width:{size}px;height:{size}px;display:grid;place-items:center'>"
            f"<div style='width:{inner}px;height:{inner}px'>{svg}</div></div></body></html>")


def main():
    svg = SVG.read_text().replace("<svg ", "<svg width='100%' height='100%' ", 1)
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for name, size, scale, background in ICONS:
            page = browser.new_page(viewport={"width": size, "height": size},
                                    device_scale_factor=1)
            page.set_content(page_html(svg, size, scale, background))
            page.screenshot(path=str(OUT / name), omit_background=background is None)
            page.close()
            print(f"wrote {OUT / name}")
        browser.close()


if __name__ == "__main__":
    main()
