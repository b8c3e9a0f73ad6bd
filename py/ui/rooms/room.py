# Rooms: play with friends by sharing a link (MicroPython, main thread).
# The host's page creates the room from the lobby; a guest's page opens on
# "#room=ID" and never starts the engine. All the work is done by
# assets/js/room.mjs (window.inkwellRoom); these modules only draw the room
# and turn clicks into its calls. House rules: synchronous handlers that
# start tasks, JSON strings across the bridge, one delegated listener.
# Once the host starts, every page shows the game's own screen (app.py's
# play_room: the same table as a solo game, through a room's table client)
# for its seat, with a small bar above it for the seats' presence.
# The package py/ui/rooms:
#   common.py  the page's room state, the bridge, shared words
#   lobby.py   the waiting room (host's and guest's)
#   seats.py   the seats' rows and the host's buttons (Remove asks first)
#   chat.py    the room's chat
#   bar.py     the bar above the table, and the switch to the table
#   room.py    events, the calls they make, the entry points
import json

import app
import asyncio
import dom
from pyscript import document, window
from rooms import chat
from rooms import bar
from rooms.bar import open_table, render_bar
from rooms.common import api, error_text, hash_arg, note, parse, ui
from rooms.lobby import render, render_relay, show_host, show_join, show_state


def mode():
    """ "join" for a guest's link, "host" for a host's reload, else None."""
    if hash_arg("room"):
        return "join"
    if hash_arg("host") and api().hasSave(hash_arg("host")):
        return "host"
    return None


def log(text):
    ui["log"] = (ui["log"] + [text])[-50:]
    el = dom.qs("#room-log")
    if el is not None:
        dom.set_html(el, "".join("<li>" + dom.esc(t) + "</li>" for t in ui["log"]))


def take(reply):
    """Keep what a reply or push says about the room."""
    if reply.get("room"):
        ui["room"] = reply["room"]
    if reply.get("views"):
        ui["views"] = reply["views"]
        if reply.get("actions") is not None:
            log("Move " + str(reply["actions"]))
    room = ui["room"]
    if (not ui["table"] and room is not None and room.get("phase") != "lobby"
            and (ui["role"] == "host" or reply.get("views"))):
        open_table(reply)
    render()


# -- events --------------------------------------------------------------------------

def on_update(event):
    message = parse(event.detail)
    if message.get("type") == "notice":  # the host's engine restarted, or a save failed
        ui["notice"] = message.get("message") or ""
        note(ui["notice"])
        render_bar()
        return
    if message.get("type") in ("relay", "path"):
        kind = message["type"]
        ui[kind] = message.get(kind) or {"relay": "unknown", "path": "ok"}[kind]
        render_relay()
        render_bar()
        return
    if message.get("type") == "status":
        ui["host"] = message.get("host") or "connected"
        render_bar()
        render_relay()
        show_state(message)
        if message.get("message"):
            note(message["message"])
        return
    if ui["role"] is None:  # a room opened by script (tests, the game screen) shows too
        status = parse(api().status())
        if status.get("role") == "host":
            ui["role"], ui["link"] = "host", status.get("link", "")
            ui["room"] = message.get("room")
            show_host("Room: " + (message.get("room") or {}).get("game_name", ""))
    take(message)


def on_click(event):
    if chat.on_click(event) or bar.on_click(event):
        return
    ask = dom.closest(event, "input[data-room=ask]")
    if ask is not None:
        asyncio.create_task(command({"type": "settings", "ask": bool(ask.checked)}))
        return
    button = dom.closest(event, "button[data-room]")
    if button is None or button.disabled or ui["busy"]:
        return
    what = button.getAttribute("data-room")
    if what == "copy":
        asyncio.create_task(copy_link())
    elif what == "share":
        asyncio.create_task(share_link())
    elif what in ("add-bot", "start"):
        asyncio.create_task(command({"type": what.replace("-", "_")}))
    elif what in ("remove", "remove-no"):
        confirm(int(button.getAttribute("data-seat")) if what == "remove" else None)
    elif what in ("bot-seat", "remove-yes"):
        ui["confirm"] = None
        kind = "bot_seat" if what == "bot-seat" else "remove_seat"
        asyncio.create_task(command({"type": kind, "seat": int(button.getAttribute("data-seat"))}))
    elif what in ("admit", "refuse"):
        asyncio.create_task(command({"type": "admit", "joiner": button.getAttribute("data-joiner"),
                                     "ok": what == "admit"}))
    elif what in ("join", "watch"):
        asyncio.create_task(join(what == "watch"))
    elif what == "offer":
        asyncio.create_task(make_offer())
    elif what == "accept":
        asyncio.create_task(accept_answer())
    elif what == "answer":
        asyncio.create_task(answer_invite())


def confirm(seat):
    """Remove asks first (seat), or Keep takes the question back (None);
    focus goes to Keep, the answer that changes nothing."""
    ui["confirm"] = seat
    render()
    scope = "#room-bar " if ui["table"] else "#room "
    el = dom.qs(scope + '[data-room="remove-no"]') if seat is not None else None
    if el is not None:
        el.focus()


async def busy(coro):
    ui["busy"] = True
    try:
        return await coro
    finally:
        ui["busy"] = False


async def command(message):
    reply = parse(await busy(api().request(json.dumps(message))))
    if not reply.get("ok"):
        note(error_text(reply))
        return
    take(reply)


async def join(watch):
    name = dom.qs("#room-name").value
    reply = parse(await busy(api().join(json.dumps({"name": name, "watch": watch}))))
    if not reply.get("ok"):
        note(error_text(reply))
        return
    if reply.get("waiting"):
        note("Waiting for the host to let you in…")
        take(reply)
        return
    ui["joined"] = True
    note("You are watching." if reply.get("seat") is None else "You are in. Waiting for the host to start.")
    take(reply)


async def copy_link():
    reply = parse(await api().copyText(ui["link"]))
    note("Link copied." if reply.get("ok") else "Copy did not work: select the link and copy it.")


async def share_link():
    await api().shareLink(ui["link"])


async def make_offer():
    reply = parse(await busy(api().codesOffer()))
    if reply.get("ok"):
        dom.qs("#room-offer").value = reply["code"]
        note("Send the invite code to a friend and paste their answer below.")
    else:
        note(error_text(reply))


async def accept_answer():
    reply = parse(await busy(api().codesAnswer(dom.qs("#room-answer").value)))
    note("Connecting…" if reply.get("ok") else error_text(reply))


async def answer_invite():
    reply = parse(await busy(api().codesJoin(dom.qs("#room-invite").value, hash_arg("room") or "")))
    if reply.get("ok"):
        dom.qs("#room-answer-out").value = reply["code"]
        note("Send the answer code back to the host.")
    else:
        note(error_text(reply))


# -- entry points ----------------------------------------------------------------------

async def create(game_id, options=None, name=""):
    message = {"game": game_id, "name": name or "Host"}
    if options is not None:
        message["options"] = options
    reply = parse(await busy(api().create(json.dumps(message))))
    if not reply.get("ok"):
        dom.show_error(error_text(reply))
    # the room's first update has shown the host's screen (on_update)


async def resume_host(room_id):
    reply = parse(await api().resume(room_id))
    if not reply.get("ok"):
        dom.show_error(error_text(reply))


async def connect(room_id):
    reply = parse(await api().connect(room_id))
    if not reply.get("ok"):
        note(error_text(reply))


def on_create(event):
    button = dom.closest(event, "button[data-create-room]")
    if button is None or button.disabled or ui["busy"]:
        return
    game_id = button.getAttribute("data-create-room")
    # The game's options as for a solo game, and the host's name; a game
    # with no set-up screen gets a room with its default options.
    if not app.show_room_setup(game_id, on_room_setup, app.show_lobby):
        asyncio.create_task(create(game_id))


def on_room_setup(game_id, options, name):
    if not ui["busy"]:
        asyncio.create_task(create(game_id, options, name))


def add_create_buttons(games):
    """The lobby's hook: a "Create room" button beside each enabled Play button."""
    for game_id in games:
        play = dom.qs('button[data-play="' + game_id + '"]')
        if play is None or dom.qs('button[data-create-room="' + game_id + '"]') is not None:
            continue
        button = document.createElement("button")
        button.type = "button"
        button.className = "create-room"
        button.setAttribute("data-create-room", game_id)
        button.textContent = "Create room"
        button.setAttribute("aria-label", "Create a room for " + games[game_id].get("name", game_id))
        play.insertAdjacentElement("afterend", button)


def start(how):
    """Called once by main.py: how is mode()'s answer."""
    ui["click"] = on_click
    dom.on(window, "room-update", on_update)
    lobby = dom.qs("#lobby")
    if lobby is not None:
        dom.on(lobby, "click", on_create)
    if how == "join":
        ui["role"], ui["host"] = "guest", "connecting"
        top = dom.qs("#engine-status")
        if top is not None:
            top.textContent = "Looking for the room…"
        show_join()
        asyncio.create_task(connect(hash_arg("room")))
    elif how == "host":
        asyncio.create_task(resume_host(hash_arg("host")))
