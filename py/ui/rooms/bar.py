# Rooms: the small bar above the game's table once the host has started
# (the seats' presence, the host's state for a guest, a relay that stopped
# answering, the host's notices), and the switch from the waiting room to the
# table. The table itself is the game's own screen (app.py's play_room).
import app
import dom
from pyscript import document
from rooms import chat
from rooms.common import PATH, RELAY_LOST, STATE, leave_room, ui
from rooms.seats import seat_rows


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
        dom.set_html(el, '<div id="room-bar-top"></div>' + chat.box_html(ui["room"] or {}))
        dom.on(el, "click", ui["click"])
        dom.on(el, "submit", chat.on_submit)
        ui["repaint"] = render_bar
    return el


def state_html():
    """What is wrong with the room's links, if anything, then the host's notice."""
    out = ""
    if ui["role"] == "guest" and ui["host"] != "connected":
        out = ('<p class="room-host-state" data-host="' + dom.esc(ui["host"]) + '">'
               + dom.esc(STATE.get(ui["host"], ui["host"])) + '</p>')
    if ui["relay"] == "down":  # said during the game too, and gone when a relay answers
        out += ('<p class="room-relay" id="room-bar-relay" role="status">'
                + RELAY_LOST.get(ui["role"], RELAY_LOST["host"]) + '</p>')
    path = PATH.get(ui["path"], {}).get(ui["role"])
    if path and ui["relay"] != "down":
        out += '<p class="room-relay" id="room-bar-path" role="status">' + path + '</p>'
    if ui["notice"]:
        out += '<p class="room-notice" role="status">' + dom.esc(ui["notice"]) + '</p>'
    return out


def render_bar():
    if not ui["table"] or ui["room"] is None:
        return
    room = ui["room"]
    watching = ' <span class="muted">You are watching.</span>' if room.get("you") is None else ''
    html = (state_html() + '<ul class="room-bar-seats" aria-label="Players in the room">'
            + seat_rows(room, False, ' class="mini secondary"', chat.bubbles(room)) + '</ul>' + watching)
    el = bar()
    if html != ui["bar"]:  # presence pushes come often: repaint only on change
        ui["bar"] = html
        dom.set_html(dom.qs("#room-bar-top"), html)
    chat.render(room)
    el.hidden = False


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
