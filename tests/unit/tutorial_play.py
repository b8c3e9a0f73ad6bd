"""What the tests of the guided first games share: a game's script, loaded
from py/ui/<game>/tutorial.py as the page loads it, and the engine worker
driven as the page drives it (the player's act, then the bots' turns)."""
import importlib.util
import json
import sys
from pathlib import Path

from inkwell import worker

UI = Path(__file__).resolve().parents[2] / "py" / "ui"


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def script(game):
    # A script imports its step builders as the UI does (py/ui is its root);
    # only that module is put under its UI name, no other UI module.
    if "tutorials.steps" not in sys.modules:
        sys.modules["tutorials.steps"] = _load("tutorials.steps", UI / "tutorials" / "steps.py")
    return _load(game + "_tutorial", UI / game / "tutorial.py")


def call(message):
    reply = json.loads(worker.handle(json.dumps(message)))
    assert reply.get("ok"), reply
    return reply


def bots(r, **extra):
    """Every bot's move until a person is to act."""
    while r.get("bot_to_act") is not None:
        r = call(dict({"type": "bot", "seat": r["bot_to_act"], "views": [0]}, **extra))
    return r


def act(action, seat=0, **extra):
    """A seat's move, then the bots': the reply once a person is to act."""
    return bots(call(dict({"type": "act", "seat": seat, "action": action, "views": [0]}, **extra)), **extra)
