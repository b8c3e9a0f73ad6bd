"""Helpers the end-to-end tests share."""

import json

PREFIX = "/inkwell/"


def engine_ready(page, timeout=90000):
    page.wait_for_selector("html[data-engine=ready]", timeout=timeout)


def ask(page, message):
    """Send a JSON message through the page's engine bridge, as the UI does."""
    return json.loads(page.evaluate("m => window.inkwellEngine.request(m)", json.dumps(message)))


def make_room_site(site, out):
    """A copy of the built site whose engine also knows the test game High Card
    (tests/unit/minigame.py as inkwell/games/highcard.py); _site never has it."""
    import shutil
    import zipfile
    from pathlib import Path
    shutil.copytree(site, out)
    engine = Path(out) / "engine" / "inkwell.zip"
    with zipfile.ZipFile(engine) as z:
        files = {i.filename: z.read(i) for i in z.infolist()}
    minigame = Path(__file__).resolve().parents[1] / "unit" / "minigame.py"
    files["inkwell/games/highcard.py"] = minigame.read_bytes()
    files["inkwell/games/__init__.py"] += b"\nfrom . import highcard  # noqa: F401  (tests only)\n"
    # its bytecode (the build's, never checked against the source) would win
    for name in [n for n in files if n.startswith("inkwell/games/__pycache__/__init__.")]:
        del files[name]
    with zipfile.ZipFile(engine, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            z.writestr(name, data)
    return Path(out)


def ask_room(page, message):
    """The same through the page's room bridge (host or guest)."""
    return json.loads(page.evaluate("m => window.inkwellRoom.request(m)", json.dumps(message)))
