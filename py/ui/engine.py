# The UI's client of the engine worker. Only JSON strings cross the bridge.
import json

from pyscript.js_modules import enginejs


def start():
    enginejs.start()


def status():
    return json.loads(enginejs.engineStatus())


async def call(message):
    """Send one request; always returns a dict with "ok"."""
    text = await enginejs.request(json.dumps(message))
    try:
        return json.loads(text)
    except ValueError:
        return {"ok": False, "error": {"code": "bad_reply", "message": "unreadable engine reply"}}
