# Rooms: the small bar above the game's table once the host has started
# (the seats' presence, the host's state for a guest, a relay that stopped
# answering, the host's notices), and the switch from the waiting room to the
# table. The table itself is the game's own screen (app.py's play_room).
# On a phone the bar folds to one line (who is here, the latest word said)
# until the player opens it: the seats, reactions and chat took the top third
# of the screen, and the table started below the fold.
import app
import dom
from pyscript import document
from rooms import chat
from rooms.common import PATH, PRESENCE, RELAY_LOST, STATE, leave_room, ui
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
        dom.set_html(el, '<div id="room-bar-state" class="room-bar-state"></div><div class="room-bar-line">'
                     '<p class="room-bar-sum" id="room-bar-sum"></p><button type="button" class="mini secondary '
                     'room-bar-open" data-room="bar" aria-controls="room-bar-more"></button></div>'
                     '<div class="room-bar-more" id="room-bar-more"><div id="room-bar-top"></div>'
                     + chat.box_html(ui["room"] or {}) + '</div>')
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


def summary_html(room):
    """The folded bar's line: the seats (a name marked when its player is not
    online), then the latest word said, each cut short to fit."""
    me, names = room.get("you"), []
    for s in room.get("seats", []):
        name = dom.esc(s["name"]) + (" (you)" if s["seat"] == me else "")
        if s["presence"] in ("reconnecting", "gone"):
            name += ' <span class="presence">' + PRESENCE[s["presence"]] + '</span>'
        names.append(name)
    who = ("You watch: " if me is None else "") + " · ".join(names)
    last = chat.last_line(room)
    return ('<span class="room-bar-who">' + who + '</span>'
            + ('<q class="room-bar-said">' + dom.esc(last) + '</q>' if last else ''))


def paint_open(el):
    opened = ui["bar_open"]
    el.setAttribute("data-open", "true" if opened else "false")
    button = dom.qs("#room-bar .room-bar-open")
    button.setAttribute("aria-expanded", "true" if opened else "false")
    button.setAttribute("aria-label", "Less of the room" if opened else "More of the room: names, reactions, chat")
    button.textContent = "Less" if opened else "More"


def on_click(event):
    """True when the click folded or unfolded the bar."""
    if dom.closest(event, 'button[data-room="bar"]') is None:
        return False
    ui["bar_open"] = not ui["bar_open"]
    paint_open(bar())
    return True


def render_bar():
    if not ui["table"] or ui["room"] is None:
        return
    room = ui["room"]
    watching = ' <span class="muted">You are watching.</span>' if room.get("you") is None else ''
    state = state_html()
    seats = ('<ul class="room-bar-seats" aria-label="Players in the room">'
             + seat_rows(room, False, ' class="mini secondary"', chat.bubbles(room)) + '</ul>' + watching)
    line = summary_html(room)
    el = bar()
    shown = ui["bar"] or ("", "", "")
    # presence pushes come often: repaint only what changed
    for sel, html, was in (("#room-bar-state", state, shown[0]), ("#room-bar-top", seats, shown[1]),
                           ("#room-bar-sum", line, shown[2])):
        if html != was or ui["bar"] is None:
            dom.set_html(dom.qs(sel), html)
    ui["bar"] = (state, seats, line)
    paint_open(el)
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
    ui["bar_open"] = False
    render_bar()
    return True
