"""Offline play, updates, installability and the phone lobby.

Offline and update tests use a persistent browser profile: new_context keeps
its HTTP cache in memory and re-downloads on reload, which would hide what
the service worker does (shared/notes/browser-runtime.md).
"""

import base64
import io
import json
import shutil
import struct
import time
import zipfile

import pytest
from build_sw import build_sw, precache_list
from conftest import CHROMIUM_ARGS, Watched, chromium_path
from helpers import PREFIX, ask, engine_ready
from serve import serve_in_thread

HARDBACK = {"type": "new", "game": "hardback", "options": {"mode": "competitive", "length": 40},
            "seats": [{"name": "You", "kind": "human"},
                      {"name": "Bot", "kind": "bot", "level": "greedy"}],
            "seed": 1, "views": [0]}
UNCACHED = {"sw.js", "build.json"}


def open_profile(playwright, path, **kwargs):
    return playwright.chromium.launch_persistent_context(
        str(path), executable_path=chromium_path(), args=CHROMIUM_ARGS, **kwargs)


def start(page, url):
    page.goto(url)
    page.wait_for_selector("html[data-ui=ready]")
    engine_ready(page)


def offline_ready(page):
    page.wait_for_selector("html[data-offline=ready]", timeout=90000)
    return page.evaluate("document.documentElement.dataset.swVersion")


def words(page, dictionary, word):
    return ask(page, {"type": "words", "dict": dictionary, "words": [word]})


def test_plays_offline_after_one_visit(playwright_instance, site, base_url, tmp_path):
    context = open_profile(playwright_instance, tmp_path / "profile")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        watched = Watched(page, base_url.split(PREFIX)[0])
        requested = []
        context.on("request", lambda r: r.url.startswith(base_url) and requested.append(r.url))
        start(page, base_url)
        offline_ready(page)

        # Everything the first visit loaded is in the precache.
        precached = precache_list(site)
        paths = {u[len(base_url):].split("?")[0].split("#")[0] or "./" for u in requested}
        missing = sorted(p for p in paths - UNCACHED if precached.get(p) != "pre")
        assert missing == [], f"loaded at start but not precached: {missing}"
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []

        context.set_offline(True)
        from_worker = []
        context.on("response", lambda r: r.url.endswith("engine/inkwell.zip")
                   and from_worker.append(r.from_service_worker))
        start(page, base_url)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        # The engine worker (a dedicated worker) fetched through the service worker.
        assert ask(page, {"type": "ping"})["ok"]
        if from_worker:
            assert all(from_worker)
        games = [g["id"] for g in ask(page, {"type": "games"})["games"]]
        if "hardback" in games:
            reply = ask(page, HARDBACK)
            assert reply["ok"], reply
            assert reply.get("views") or reply.get("view")
        assert words(page, "common", "slake")["verdicts"] == {"slake": True}
        # A game screen's UI modules come from the precache too: Backwords' table opens.
        page.get_by_role("button", name="Play Backwords").click()
        page.get_by_role("button", name="Start game").click()
        page.locator(".bk #bk-players li").first.wait_for(timeout=60000)

        # A larger dictionary is cached the first time it is used, not before.
        assert words(page, "large", "slake")["ok"] is False
        context.set_offline(False)
        assert words(page, "large", "slake")["verdicts"] == {"slake": True}
        context.set_offline(True)
        start(page, base_url)
        assert words(page, "large", "slake")["verdicts"] == {"slake": True}
        # The only errors are the large dictionary's fetch while offline.
        unexpected = [e for e in watched.errors if "large.words.gz" not in e
                      and "Failed to fetch" not in e and "ERR_INTERNET_DISCONNECTED" not in e]
        assert unexpected == []
        assert watched.foreign == []
    finally:
        context.close()


def redeploy(site_dir, marker):
    """A new build: a changed index.html and build.json, then a new sw.js."""
    index = site_dir / "index.html"
    html = index.read_text().replace("</head>", f'<meta name="inkwell-test" content="{marker}">\n</head>', 1)
    index.write_text(html)
    (site_dir / "build.json").write_text(json.dumps({"version": marker}) + "\n")
    return build_sw(site_dir)


def marker(page):
    return page.evaluate("[...document.querySelectorAll('meta[name=inkwell-test]')].pop()?.content || ''")


def test_a_new_version_is_offered_and_applied_on_tap_or_next_start(
        playwright_instance, site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    server, url = serve_in_thread(copy, PREFIX)
    context = open_profile(playwright_instance, tmp_path / "profile")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        watched = Watched(page, url.split(PREFIX)[0])
        start(page, url)
        first = offline_ready(page)
        page.evaluate("window.sameDocument = true")

        second = redeploy(copy, "v2")
        assert second != first
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        banner = page.get_by_role("status").filter(has_text="A new version is ready")
        banner.wait_for(timeout=60000)
        update = page.get_by_role("button", name="Update")
        assert update.is_visible()
        assert update.bounding_box()["height"] >= 44
        # Never reloaded by itself; a reload keeps the running version and the offer.
        assert page.evaluate("window.sameDocument") is True and marker(page) == ""
        start(page, url)
        assert marker(page) == "" and offline_ready(page) == first
        banner.wait_for(timeout=30000)

        with page.expect_navigation():
            page.get_by_role("button", name="Update").click()
        assert offline_ready(page) == second
        assert marker(page) == "v2"
        assert page.evaluate("fetch('build.json').then(r => r.json())")["version"] == "v2"

        # Not tapped: the new version starts the next time Inkwell opens.
        third = redeploy(copy, "v3")
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        banner.wait_for(timeout=60000)
        errors = watched.errors
        for _ in range(20):  # closing the last page lets the new version activate, soon after
            page.close()
            time.sleep(0.25)
            page = context.new_page()
            watched = Watched(page, url.split(PREFIX)[0])
            page.goto(url)
            page.wait_for_selector("html[data-ui=ready]")
            if offline_ready(page) == third and marker(page) == "v3":
                break
        assert offline_ready(page) == third and marker(page) == "v3"
        assert errors == [] and watched.errors == []
    finally:
        context.close()
        server.shutdown()


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_manifest_is_linked_valid_and_relative(watched, base_url):
    page = watched.page
    page.goto(base_url)
    href = page.get_attribute("link[rel=manifest]", "href")
    assert not href.startswith(("/", "http"))
    manifest_url = base_url + href
    manifest = json.loads(page.request.get(manifest_url).text())
    assert manifest["name"] and manifest["short_name"] == "Inkwell"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] and manifest["background_color"]
    sizes = {}
    for icon in manifest["icons"]:
        assert not icon["src"].startswith(("/", "http"))
        res = page.request.get(base_url + icon["src"])
        assert res.ok, icon["src"]
        if icon["type"] == "image/png":
            w, h = png_size(res.body())
            assert icon["sizes"] == f"{w}x{h}"
            sizes.setdefault(icon.get("purpose", "any"), set()).add(w)
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]
    touch = page.get_attribute("link[rel=apple-touch-icon]", "href")
    assert png_size(page.request.get(base_url + touch).body()) == (180, 180)
    assert watched.errors == []


TARGETS = """() => {
  const small = [];
  for (const el of document.querySelectorAll("a, button, summary, select, input, [role=button]")) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
    if (r.width < 44 || r.height < 44) small.push(`${el.outerHTML.slice(0, 60)} ${r.width}x${r.height}`);
  }
  return small;
}"""


def test_phone_lobby_fits_and_settings_apply(phone, base_url):
    page = phone.page
    start(page, base_url)
    overflow = "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    assert page.evaluate(overflow) <= 0
    assert page.evaluate(TARGETS) == []

    page.get_by_label("Settings", exact=True).click()
    theme = page.get_by_label("Theme")
    assert theme.input_value() == "system"
    assert page.evaluate(TARGETS) == [] and page.evaluate(overflow) <= 0
    theme.select_option("dark")
    page.get_by_label("Card size").select_option("large")
    root = "document.documentElement"
    assert page.evaluate(f"{root}.dataset.theme") == "dark"
    assert page.evaluate(f"getComputedStyle({root}).getPropertyValue('--card-scale')") == "1.2"
    page.reload()  # kept, and applied before the UI starts
    assert page.evaluate(f"{root}.dataset.theme") == "dark"
    page.wait_for_selector("html[data-ui=ready]")
    page.get_by_label("Settings", exact=True).click()
    assert page.get_by_label("Card size").input_value() == "large"
    page.get_by_label("Theme").select_option("system")
    assert page.evaluate(f"{root}.hasAttribute('data-theme')") is False
    assert phone.errors == []


SNAPSHOTS = "inkwell.engine-snapshot"


def shifted_stdlib(site):
    """The site's stdlib.zip with every entry at another offset."""
    out = io.BytesIO()
    with zipfile.ZipFile(site / "engine" / "stdlib.zip") as src, zipfile.ZipFile(out, "w") as z:
        z.writestr("padding.txt", bytes(range(256)) * 64)
        for info in src.infolist():
            z.writestr(info, src.read(info.filename))
    return out.getvalue()


def test_fast_start_restores_the_engine_and_survives_a_bad_copy(
        playwright_instance, site, base_url, tmp_path):
    """The optional fast start: chosen in the settings, it saves the started
    engine once, restores it on later visits, replaces a damaged copy with a
    normal start, and frees the space when turned off."""
    context = open_profile(playwright_instance, tmp_path / "profile")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        watched = Watched(page, base_url.split(PREFIX)[0])
        start(page, base_url)
        offline_ready(page)
        root = "document.documentElement.dataset"
        assert page.evaluate(f"{root}.engineSnapshot") is None  # off by default

        page.get_by_label("Settings", exact=True).click()
        page.get_by_label("Engine start (from the next visit)").select_option("fast")
        page.reload()
        page.wait_for_selector("html[data-engine-snapshot=saved]", timeout=90000)
        page.reload()
        engine_ready(page)
        assert page.evaluate(f"{root}.engineSnapshot") == "restored"
        assert ask(page, HARDBACK)["ok"]
        assert words(page, "common", "slake")["verdicts"] == {"slake": True}

        # A later build of the same Pyodide ships another stdlib.zip (its
        # bytecode follows the engine's imports): the copy still starts and
        # reads modules from the new zip, not at the old one's offsets.
        page.evaluate("""async (b64) => {
            const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
            for (const name of await caches.keys()) {
                const cache = await caches.open(name);
                for (const key of await cache.keys()) {
                    if (key.url.endsWith("/engine/stdlib.zip")) await cache.put(key, new Response(bytes));
                }
            }
        }""", base64.b64encode(shifted_stdlib(site)).decode())
        page.reload()
        engine_ready(page)
        assert page.evaluate(f"{root}.engineSnapshot") == "restored"
        assert words(page, "common", "slake")["verdicts"] == {"slake": True}  # imports gzip
        assert ask(page, HARDBACK)["ok"]

        # A damaged copy (here: junk bytes) means a normal start and a new copy.
        page.evaluate("""async (name) => {
            const cache = await caches.open(name);
            for (const key of await cache.keys()) await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
        }""", SNAPSHOTS)
        page.reload()
        page.wait_for_selector("html[data-engine-snapshot=saved]", timeout=90000)
        engine_ready(page)
        assert ask(page, HARDBACK)["ok"]

        page.get_by_label("Settings", exact=True).click()
        page.get_by_label("Engine start (from the next visit)").select_option("normal")
        for _ in range(50):  # the copy is deleted at once, asynchronously
            if not page.evaluate("(name) => caches.has(name)", SNAPSHOTS):
                break
            time.sleep(0.1)
        assert page.evaluate("(name) => caches.has(name)", SNAPSHOTS) is False
        page.reload()
        engine_ready(page)
        assert page.evaluate(f"{root}.engineSnapshot") is None
        assert watched.errors == []
    finally:
        context.close()
