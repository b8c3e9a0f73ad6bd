# The UI's client of the engine worker. Only JSON strings cross the bridge.
import json

from pyscript.js_modules import enginejs


def start(fast=False):
    """`fast`: restore the saved copy of the started engine (settings.py)."""
    enginejs.start(fast)


def status():
    return json.loads(enginejs.engineStatus())


async def call(message):
    """Send one request; always returns a dict with "ok"."""
    text = await enginejs.request(json.dumps(message))
    try:
        return json.loads(text)
    except ValueError:
        return {"ok": False, "error": {"code": "bad_reply", "message": "unreadable engine reply"}}
