# The last games played on this device (localStorage, newest first), so the
# lobby can offer their replays.
import json

from pyscript.js_modules import uihelpers

KEY = "inkwell.recent"
KEEP = 30


def load():
    text = uihelpers.storeGet(KEY)
    try:
        games = json.loads(text) if text else []
    except ValueError:
        return []
    return [g for g in games if isinstance(g, dict) and isinstance(g.get("record"), dict)] \
        if isinstance(games, list) else []


def same(a, b):
    return (a.get("game") == b.get("game") and a.get("seed") == b.get("seed")
            and a.get("seats") == b.get("seats"))


def add(record, summary):
    """Keep a finished game's record; summary: a line a player recognises it by."""
    if not record:
        return
    games = [g for g in load() if not same(g["record"], record)]
    games.insert(0, {"record": record, "summary": summary})
    try:
        uihelpers.storeSet(KEY, json.dumps(games[:KEEP]))
    except Exception:
        pass  # a full storage only loses the list
