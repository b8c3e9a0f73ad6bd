# Saved games: the record of the game in progress lives in localStorage
# (through a JS helper that cannot throw), so a reload can resume it.
import json

from pyscript.js_modules import uihelpers

PREFIX = "inkwell.saved."


def save(game_id, data):
    """data: {"record": {...}, "setup": {...}}; a failure to save is silent."""
    try:
        uihelpers.storeSet(PREFIX + game_id, json.dumps(data))
    except Exception:
        pass


def load(game_id):
    text = uihelpers.storeGet(PREFIX + game_id)
    if not text:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("record"), dict):
        return None
    return data


def clear(game_id):
    uihelpers.storeDel(PREFIX + game_id)
