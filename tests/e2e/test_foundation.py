"""The shell, the lobby, the engine worker: what a newcomer sees first."""

import json
import shutil

from playwright.sync_api import expect

from helpers import PREFIX, ask, engine_ready

GAMES = ["Hardback", "Paperback", "Backwords", "Break the Word"]


def test_lobby_shows_the_four_games_with_players_and_pitch(watched, base_url):
    page = watched.page
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    cards = page.locator(".games .game")
    assert cards.count() == 4
    for name, card in zip(GAMES, cards.all()):
        assert card.get_by_role("heading", name=name).is_visible()
        assert "players" in card.locator(".players").inner_text()
        assert len(card.locator(".pitch").inner_text()) > 30
        assert card.get_by_role("link", name=f"How to play {name}").is_visible()


def test_engine_loads_behind_the_lobby_and_answers(watched, base_url):
    page = watched.page
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    status = page.get_by_role("status")
    engine_ready(page)
    assert status.inner_text() == "Game engine ready"
    # Every game has an engine and a screen now: each can be played (the
    # buttons wake once the engine has listed its games, just after it is ready).
    for name in ("Hardback", "Paperback", "Backwords", "Break the Word"):
        expect(page.get_by_role("button", name=f"Play {name}")).to_be_enabled(timeout=30000)
    assert page.get_by_text("Coming soon").count() == 0
    reply = ask(page, {"type": "ping", "echo": "hello"})
    assert reply["ok"] and reply["pong"] and reply["echo"] == "hello"
    # A malformed or unknown message gets an error reply; the worker keeps running.
    assert ask(page, {"type": "no-such-thing"})["error"]["code"] == "unknown_type"
    raw = page.evaluate("""() => new Promise(r => {
        const w = window.inkwellEngine; r(w.request("not json"));
    })""")
    assert json.loads(raw)["ok"] is False
    assert ask(page, {"type": "ping"})["ok"]
    assert watched.errors == []
    assert watched.foreign == [], "the site fetched from another origin"


def test_first_visit_downloads_each_file_once_and_nothing_unused(watched, base_url):
    """Every byte counts on a phone: the lobby's files are fetched in parallel
    (preloaded) and each only once, and PyScript's optional plugins and its
    config parser, which Inkwell does not use, are not fetched at all."""
    page = watched.page
    page.goto(base_url)
    engine_ready(page)
    fetched = [u for u in watched.requests if not u.startswith(("data:", "blob:"))]
    # The browser fetches the tab's icon on its own, outside the page's cache.
    got = [u for u in watched.downloads if not u.endswith("/assets/icon.svg")]
    twice = sorted({u for u in got if got.count(u) > 1})
    assert twice == [], f"downloaded more than once: {twice}"
    unused = [u for u in fetched if any(name in u.rsplit("/", 1)[-1] for name in (
        "py-editor", "py-terminal", "py-game", "donkey", "codemirror", "deprecations", "toml"))]
    assert unused == []
    assert any(u.endswith("vendor/pyodide/pyodide.asm.wasm") for u in fetched), "worker requests are seen"
    assert not [w for w in watched.warnings if "preload" in w], watched.warnings
    assert watched.errors == []


def test_how_to_play_pages_open_from_the_lobby(watched, base_url):
    page = watched.page
    page.goto(base_url)
    for name in GAMES:
        page.get_by_role("link", name=f"How to play {name}").click()
        page.wait_for_load_state()
        assert page.get_by_role("heading", level=1).inner_text() == f"How to play {name}"
        assert len(page.locator("main").inner_text()) > 1500
        page.go_back()
    assert watched.errors == [] and watched.foreign == []


def test_a_broken_engine_says_what_failed(browser, site, tmp_path):
    from serve import serve_in_thread
    broken = tmp_path / "site"
    shutil.copytree(site, broken)
    (broken / "engine" / "inkwell.zip").unlink()
    server, url = serve_in_thread(broken, PREFIX)
    try:
        page = browser.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-engine=error]", timeout=90000)
        message = page.get_by_role("alert").inner_text()
        assert "did not load" in message and "inkwell.zip" in message
        page.close()
    finally:
        server.shutdown()


def test_the_engines_bytecode_is_this_checkouts_source(site):
    """The worker runs the build's bytecode without checking it against the
    source (tools/precompile.py): a stale build would play old rules."""
    import _imp
    import zipfile
    from pathlib import Path
    source_root = Path(__file__).resolve().parents[2] / "py"
    with zipfile.ZipFile(site / "engine" / "inkwell.zip") as z:
        names = set(z.namelist())
        ours = sorted(p.relative_to(source_root).as_posix() for p in (source_root / "inkwell").rglob("*.py")
                      if "__pycache__" not in p.parts and p.name != "__main__.py")
        for name in ours:
            assert name not in names, f"{name} ships as source"  # a third of the download
            assert name + "c" in names, f"no bytecode for {name}"
            header = z.read(name + "c")[:16]
            source = (source_root / name).read_bytes()
            assert int.from_bytes(header[4:8], "little") == 0b01, "unchecked hash-based"
            key = int.from_bytes(header[:4], "little")
            assert header[8:] == _imp.source_hash(key, source), f"{name}c is stale"
        assert not [n for n in names if n.endswith(".pyc") and n[:-1] not in ours], "bytecode of no module"
    with zipfile.ZipFile(site / "engine" / "stdlib.zip") as z:
        stdlib = z.namelist()
    # what Pyodide imports at every start is bytecode, and not there twice
    for module in ("asyncio/__init__", "json/__init__", "dataclasses", "random"):
        assert module + ".pyc" in stdlib and module + ".py" not in stdlib
    assert "difflib.py" not in stdlib and "sitecustomize.pyc" in stdlib
    with zipfile.ZipFile(site / "engine" / "stdlib-more.zip") as z:
        assert "difflib.py" in z.namelist()  # never imported at start: fetched when it is
