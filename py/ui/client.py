# The table client: where a game screen sends its messages. Generic: it
# knows no game. Local play talks to this page's engine worker (the UI steps
# the bots); a room (host or guest) talks to window.inkwellRoom, whose host
# binds the seat (never taken from the message) and steps bots on its clock.
# Only JSON strings cross the bridge; pushed room updates arrive as window
# "room-update" events and go to the one subscriber (the game screen).
import json

import dom
import engine
from pyscript import window

state = {"kind": "local", "seat": 0, "push": None, "listening": False}


def use_local():
    state["kind"] = "local"
    state["push"] = None


def use_replay():
    """A replay: its table's questions go to the engine's "replay" session."""
    state["kind"] = "replay"
    state["push"] = None


def use_room(seat):
    """This page plays `seat` of the open room (None: watching)."""
    state["kind"] = "room"
    state["seat"] = seat
    if not state["listening"]:
        state["listening"] = True
        dom.on(window, "room-update", on_room_update)


def in_room():
    return state["kind"] == "room"


def seat():
    return state["seat"] if in_room() else None


def hosts():
    """Whether this page is a room's host (seat 0 is always the host's)."""
    return in_room() and state["seat"] == 0


def runs_bots():
    """Whether the screen must step the bots (a room's host does it)."""
    return not in_room()


def subscribe(fn):
    """fn(message) for every pushed room update that carries views."""
    state["push"] = fn


def parse(text):
    try:
        value = json.loads(text)
    except (ValueError, TypeError):
        return {"ok": False, "error": {"code": "bad_reply", "message": "unreadable reply"}}
    if not isinstance(value, dict):
        return {"ok": False, "error": {"code": "bad_reply", "message": "unreadable reply"}}
    return value


async def call(message):
    """Send one request; always returns a dict with "ok"."""
    if state["kind"] == "replay":
        return await engine.call(message | {"session": "replay"})
    if not in_room():
        return await engine.call(message)
    kind = message.get("type")
    if kind in ("new", "resume"):
        message = {"type": "view"}  # the room's host started the game
    elif kind == "bot":
        return {"ok": False, "error": {"code": "room", "message": "The room's host runs the bots."}}
    out = {}
    for key in message:
        # Only a move asks the room for the coach (its host's own, see Room).
        if key not in ("seat", "views", "want_record", "session") and (key != "coach" or kind == "act"):
            out[key] = message[key]
    return parse(await window.inkwellRoom.request(json.dumps(out)))


def on_room_update(event):
    if not in_room() or state["push"] is None:
        return
    message = parse(event.detail)
    if message.get("type") == "update" and message.get("views"):
        state["push"](message)
