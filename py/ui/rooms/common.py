# Rooms: what every room module shares (MicroPython, main thread): the page's
# room state, the bridge (assets/js/room.mjs, window.inkwellRoom) and the
# words for the host's state. See rooms/room.py for the whole picture.
import json

import dom
from pyscript import window

PRESENCE = {"connected": "online", "reconnecting": "reconnecting…", "gone": "gone", "bot": "bot"}
STATE = {"connecting": "Looking for the room…", "connected": "Connected to the host",
         "reconnecting": "Reconnecting to the host…", "offline": "Could not reach the room",
         "removed": "The host removed you from this room"}
# A guest's state line while the host is heard but no direct link forms
# (then "Looking for the room" would contradict the warning above it).
FOUND_NO_LINK = "Found the host; no direct link yet…"
NO_RELAY = {"host": "No relay answered: your friends cannot join by link. Connect with codes instead.",
            "guest": "No relay answered: this link cannot reach the room. Connect with codes instead."}
# The relay works, but (blocked) a peer was heard and no direct link formed,
# or (absent) no host has been heard: assets/js/room-relay.mjs's PathWatch.
PATH = {"blocked": {
    "host": "A friend could not connect: your networks block a direct link between you."
            " They can try the same Wi-Fi as you, or a phone's hotspot; when nothing else"
            " works, add a TURN server in Settings (either of you) to relay. Still trying.",
    "guest": "The host is in the room, but your networks block a direct link."
             " Try the same Wi-Fi as the host, or a phone's hotspot; when nothing else"
             " works, add a TURN server in Settings (you or the host) to relay. Still trying."},
    "absent": {"guest": "The relay answers, but the host is not in the room: ask them to open"
                        " the room's page again (a phone may have put it to sleep). Still looking."}}
RELAY_LOST = {"host": "No relay answers: nobody new can join by link until one does.",
              "guest": "No relay answers: if the host's page is lost, it cannot be found again until one does."}

# confirm: the seat whose Remove asks "are you sure" now (None: none);
# click: rooms/room.py's delegated click handler, for each container made here;
# joined: this page's Join or Watch was answered (a watcher holds no token);
# bar_open: a phone's room bar, unfolded.
ui = {"role": None, "room": None, "views": None, "link": "", "busy": False, "log": [],
      "table": False, "host": "connected", "bar": None, "notice": "",
      "relay": "unknown", "path": "ok", "confirm": None, "click": None, "joined": False, "repaint": None,
      "bar_open": False}


def api():
    return window.inkwellRoom


def parse(text):
    try:
        value = json.loads(text)
    except (ValueError, TypeError):
        return {"ok": False, "error": {"code": "bad_reply", "message": "unreadable reply"}}
    return value if isinstance(value, dict) else {"ok": False}


def hash_arg(name):
    """The value of "#name=..." in the URL, or None."""
    h = str(window.location.hash or "")
    prefix = "#" + name + "="
    if h.startswith(prefix) and len(h) > len(prefix):
        return h[len(prefix):][:64]
    return None


def error_text(reply):
    err = reply.get("error") or {}
    return err.get("message") or err.get("code") or "Something went wrong."


def note(text):
    el = dom.qs("#room-note")
    if el is not None:
        el.textContent = text


def relay_down():
    """No relay answers, and it matters: a guest that reached the host with
    codes needs none."""
    return ui["relay"] == "down" and not (ui["role"] == "guest" and ui["host"] == "connected")


def guest_state(host):
    """A guest's words for its link to the host (`host`: the bridge's state)."""
    if host == "connecting" and ui["path"] == "blocked":
        return FOUND_NO_LINK
    return STATE.get(host, "")


def link_problem():
    """What keeps friends apart now, in words ("" when nothing does)."""
    if relay_down():
        return NO_RELAY.get(ui["role"], NO_RELAY["host"])
    return PATH.get(ui["path"], {}).get(ui["role"], "")


def joined():
    """Whether this page has joined the room (a seat, or watching)."""
    room = ui["room"] or {}
    if ui["role"] == "host" or ui["joined"] or room.get("you") is not None:
        return True
    return bool(parse(api().status()).get("joined"))


def leave_room(*args):
    api().leave()
    loc = window.location
    loc.assign(str(loc.pathname) + str(loc.search))
