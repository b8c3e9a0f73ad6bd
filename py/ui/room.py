# Rooms: play with friends by sharing a link (MicroPython, main thread).
# The host's page creates the room from the lobby; a guest's page opens on
# "#room=ID" and never starts the engine. All the work is done by
# assets/js/room.mjs (window.inkwellRoom); this module only draws the room
# and turns clicks into its calls. House rules: synchronous handlers that
# start tasks, JSON strings across the bridge, one delegated listener.
# Once the host starts, every page shows the game's own screen (app.py's
# play_room: the same table as a solo game, through a room's table client)
# for its seat, with a small bar above it for the seats' presence.
import json

import app
import asyncio
import dom
from pyscript import document, window
from pyscript.js_modules import qrjs

PRESENCE = {"connected": "online", "reconnecting": "reconnecting…", "gone": "gone", "bot": "bot"}
STATE = {"connecting": "Looking for the room…", "connected": "Connected to the host",
         "reconnecting": "Reconnecting to the host…", "offline": "Could not reach the room",
         "removed": "The host removed you from this room"}
NO_RELAY = {"host": "No relay answered: your friends cannot join by link. Connect with codes instead.",
            "guest": "No relay answered: this link cannot reach the room. Connect with codes instead."}

ui = {"role": None, "room": None, "views": None, "link": "", "busy": False, "log": [],
      "table": False, "host": "connected", "bar": None, "notice": "",
      "relay": "unknown"}


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


def mode():
    """ "join" for a guest's link, "host" for a host's reload, else None."""
    if hash_arg("room"):
        return "join"
    if hash_arg("host") and api().hasSave(hash_arg("host")):
        return "host"
    return None


def error_text(reply):
    err = reply.get("error") or {}
    return err.get("message") or err.get("code") or "Something went wrong."


# -- the screen ------------------------------------------------------------------

def section():
    el = dom.qs("#room")
    if el is None:
        el = document.createElement("section")
        el.id = "room"
        el.setAttribute("aria-labelledby", "room-title")
        dom.qs("#app").appendChild(el)
        dom.on(el, "click", on_click)
    lobby = dom.qs("#lobby")
    if lobby is not None:
        lobby.hidden = True
    screen = dom.qs("#screen")
    if screen is not None and not ui["table"]:
        app.stop_game()  # the room's set-up screen is done
        screen.hidden = True
        dom.set_html(screen, "")
    el.hidden = ui["table"]
    return el


def show_host(title):
    el = section()
    dom.set_html(el, (
        '<h1 id="room-title">' + dom.esc(title) + '</h1>' + RELAY_HTML +
        '<div class="room-share"><label for="room-link">Share this link with your friends</label>'
        '<input id="room-link" readonly value="' + dom.esc(ui["link"]) + '">'
        '<button type="button" data-room="copy">Copy link</button>'
        '<button type="button" data-room="share" hidden>Share…</button></div>'
        '<div id="room-qr" class="room-qr"></div>'
        '<h2>Players</h2><ul id="room-seats" class="room-seats"></ul>'
        '<ul id="room-waiting" class="room-seats" aria-label="Waiting to join"></ul>'
        '<label class="room-ask"><input type="checkbox" id="room-ask" data-room="ask">'
        ' Ask me before anyone joins</label>'
        '<div class="room-actions"><button type="button" data-room="add-bot">Add bot</button>'
        '<button type="button" data-room="start">Start</button></div>'
        '<details class="room-codes"><summary>No internet relay? Connect with codes</summary>'
        '<button type="button" data-room="offer">Make an invite code</button>'
        '<label for="room-offer">Invite code (send it to one friend)</label>'
        '<textarea id="room-offer" readonly rows="3"></textarea>'
        '<label for="room-answer">Their answer code</label>'
        '<textarea id="room-answer" rows="3"></textarea>'
        '<button type="button" data-room="accept">Connect</button></details>'
        '<p id="room-note" role="status"></p>'
        + game_html()))
    dom.qs("#room-qr").innerHTML = qrjs.qrSvg(ui["link"])
    if api().canShare():
        dom.qs('[data-room="share"]').hidden = False
    render()
    render_relay()


def show_join():
    el = section()
    dom.set_html(el, (
        '<h1 id="room-title">Join a room</h1>' + RELAY_HTML +
        '<p id="room-state" role="status">' + STATE["connecting"] + '</p>'
        '<p id="room-game-name"></p>'
        '<ul id="room-seats" class="room-seats"></ul>'
        '<div id="room-join" class="room-join">'
        '<label for="room-name">Your name</label>'
        '<input id="room-name" maxlength="24" autocomplete="nickname">'
        '<button type="button" data-room="join">Join</button>'
        '<button type="button" data-room="watch">Watch</button></div>'
        '<details class="room-codes"><summary>Got an invite code instead?</summary>'
        '<label for="room-invite">Invite code</label><textarea id="room-invite" rows="3"></textarea>'
        '<button type="button" data-room="answer">Make my answer code</button>'
        '<label for="room-answer-out">Answer code (send it back to the host)</label>'
        '<textarea id="room-answer-out" readonly rows="3"></textarea></details>'
        '<p id="room-note" role="status"></p>'
        + game_html()))
    render()
    render_relay()


def game_html():
    return ('<section id="room-game" aria-label="Game table" data-view="" hidden>'
            '<h2>Table</h2><ol id="room-log" class="room-log"></ol></section>')


RELAY_HTML = '<p id="room-relay" class="room-relay" role="alert" hidden></p>'


def render_relay():
    """Say when no relay answers, and open the codes, which need none."""
    el = dom.qs("#room-relay")
    if el is None:
        return
    # a guest who reached the host with codes needs no relay any more
    down = ui["relay"] == "down" and not (ui["role"] == "guest" and ui["host"] == "connected")
    el.hidden = not down
    el.textContent = NO_RELAY.get(ui["role"], NO_RELAY["host"]) if down else ""
    codes = dom.qs("#room .room-codes")
    if not down or codes is None or codes.open:
        return
    codes.open = True
    here = document.activeElement
    if here is None or here.tagName == "BODY":  # never pull focus from a field in use
        codes.querySelector("summary").focus()


def note(text):
    el = dom.qs("#room-note")
    if el is not None:
        el.textContent = text


def seat_buttons(s, lobby, css):
    """The host's controls for one guest's seat: let a bot play it, remove the player."""
    if ui["role"] != "host" or s["seat"] == 0:
        return ""
    seat, name = str(s["seat"]), dom.esc(s["name"])
    extra = ""
    if s["kind"] == "guest" and s["presence"] == "gone":
        extra = (' <button type="button"' + css + ' data-room="bot-seat" data-seat="' + seat
                 + '">Let a bot play ' + name + '</button>')
    if s["kind"] == "guest" or (lobby and s["kind"] == "bot"):
        extra += (' <button type="button"' + css + ' data-room="remove" data-seat="' + seat
                  + '" aria-label="Remove ' + name + '">Remove</button>')
    return extra


def render_waiting(room):
    """The host's list of people asking to join, with yes and no."""
    el = dom.qs("#room-waiting")
    if el is None:
        return
    rows = []
    for w in room.get("waiting") or []:
        key, name = dom.esc(w["joiner"]), dom.esc(w["name"])
        rows.append('<li>' + name + ' asks to join <button type="button" data-room="admit" data-joiner="'
                    + key + '" aria-label="Let ' + name + ' in">Let in</button> <button type="button"'
                    ' data-room="refuse" data-joiner="' + key + '" aria-label="Turn ' + name
                    + ' away">Turn away</button></li>')
    dom.set_html(el, "".join(rows))
    ask = dom.qs("#room-ask")
    if ask is not None:
        ask.checked = bool(room.get("ask"))


def render():
    room = ui["room"]
    seats = dom.qs("#room-seats")
    if room is None or seats is None:
        return
    me = room.get("you")
    lobby = room.get("phase") == "lobby"
    rows = []
    for s in room.get("seats", []):
        who = dom.esc(s["name"]) + (" (you)" if s["seat"] == me else "")
        presence = PRESENCE.get(s["presence"], s["presence"])
        rows.append('<li data-presence="' + dom.esc(s["presence"]) + '">' + who
                    + ' <span class="presence">' + presence + '</span>'
                    + seat_buttons(s, lobby, "") + '</li>')
    dom.set_html(seats, "".join(rows))
    render_waiting(room)
    name = dom.qs("#room-game-name")
    if name is not None:
        name.textContent = room.get("game_name", "") + " · " + room.get("phase", "")
    for sel in ('[data-room="add-bot"]', '[data-room="start"]'):
        button = dom.qs(sel)
        if button is not None:
            button.disabled = not lobby
    joined = dom.qs("#room-join")
    if joined is not None:
        joined.hidden = me is not None
    render_bar()
    game = dom.qs("#room-game")
    if game is not None and room.get("phase") != "lobby" and not ui["table"]:
        game.hidden = False
        views = ui["views"] or {}
        view = views.get(str(me)) if str(me) in views else (list(views.values()) or [None])[0]
        if view is not None:
            game.setAttribute("data-view", json.dumps(view))


# -- the game: the game's own screen, and the room's bar above it ---------------------

def bar():
    el = dom.qs("#room-bar")
    if el is None:
        el = document.createElement("div")
        el.id = "room-bar"
        el.className = "room-bar"
        el.setAttribute("aria-label", "Room")
        el.hidden = True
        screen = dom.qs("#screen")
        screen.parentNode.insertBefore(el, screen)
        dom.on(el, "click", on_click)
    return el


def render_bar():
    if not ui["table"] or ui["room"] is None:
        return
    room = ui["room"]
    me = room.get("you")
    state = ""
    if ui["role"] == "guest" and ui["host"] != "connected":
        state = ('<p class="room-host-state" data-host="' + dom.esc(ui["host"]) + '">'
                 + dom.esc(STATE.get(ui["host"], ui["host"])) + '</p>')
    seats = []
    for s in room.get("seats", []):
        extra = seat_buttons(s, False, ' class="mini secondary"')
        seats.append('<li data-presence="' + dom.esc(s["presence"]) + '">' + dom.esc(s["name"])
                     + (" (you)" if s["seat"] == me else "") + ' <span class="presence">'
                     + PRESENCE.get(s["presence"], s["presence"]) + '</span>' + extra + '</li>')
    watching = ' <span class="muted">You are watching.</span>' if me is None else ''
    if ui["notice"]:
        state += '<p class="room-notice" role="status">' + dom.esc(ui["notice"]) + '</p>'
    html = (state + '<ul class="room-bar-seats" aria-label="Players in the room">' + "".join(seats)
            + '</ul>' + watching)
    if html != ui["bar"]:  # presence pushes come often: repaint only on change
        ui["bar"] = html
        dom.set_html(bar(), html)
    bar().hidden = False


def open_table(message):
    """Leave the waiting room for the game's screen (False: no screen plays this game)."""
    room = ui["room"]
    seat = 0 if ui["role"] == "host" else room.get("you")
    ui["table"] = True
    if not app.play_room(room.get("game"), seat, room, leave_room):
        ui["table"] = False
        return False
    el = dom.qs("#room")
    if el is not None:
        el.hidden = True
    ui["bar"] = None
    render_bar()
    return True


def leave_room(*args):
    api().leave()
    loc = window.location
    loc.assign(str(loc.pathname) + str(loc.search))


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
    if message.get("type") == "relay":
        ui["relay"] = message.get("relay") or "unknown"
        render_relay()
        return
    if message.get("type") == "status":
        ui["host"] = message.get("host") or "connected"
        render_bar()
        render_relay()
        top = dom.qs("#engine-status")  # a guest's page has no engine to report on
        if top is not None and ui["role"] == "guest":
            top.textContent = STATE.get(ui["host"], "")
        state = dom.qs("#room-state")
        if state is not None:
            state.textContent = STATE.get(message.get("host"), "") + (
                (" — " + message["message"]) if message.get("message") else "")
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
    elif what in ("bot-seat", "remove"):
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
    dom.on(window, "room-update", on_update)
    lobby = dom.qs("#lobby")
    if lobby is not None:
        dom.on(lobby, "click", on_create)
    if how == "join":
        ui["role"], ui["host"] = "guest", "connecting"
        top = dom.qs("#engine-status")
        if top is not None:
            top.textContent = STATE["connecting"]
        show_join()
        asyncio.create_task(connect(hash_arg("room")))
    elif how == "host":
        asyncio.create_task(resume_host(hash_arg("host")))
