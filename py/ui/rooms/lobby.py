# Rooms: the waiting room before the host starts: the host's share link,
# QR code, seats and codes; a guest's join form, which goes once they have
# joined (seat or watching). Rendering only; rooms/room.py turns clicks into calls.
import json

import app
import dom
from pyscript import document
from pyscript.js_modules import qrjs
from rooms.bar import render_bar
from rooms.common import FOUND_NO_LINK, STATE, api, guest_state, joined, link_problem, relay_down, ui
from rooms.seats import seat_rows

RELAY_HTML = '<p id="room-relay" class="room-relay" role="alert" hidden></p>'


def section():
    el = dom.qs("#room")
    if el is None:
        el = document.createElement("section")
        el.id = "room"
        el.setAttribute("aria-labelledby", "room-title")
        dom.qs("#app").appendChild(el)
        dom.on(el, "click", ui["click"])
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
        '<input id="room-link" type="text" readonly value="' + dom.esc(ui["link"]) + '">'
        '<button type="button" data-room="copy">Copy link</button>'
        '<button type="button" data-room="share" hidden>Share…</button></div>'
        '<div id="room-qr" class="room-qr"></div>'
        '<h2>Players</h2><ul id="room-seats" class="room-seats"></ul>'
        '<ul id="room-waiting" class="room-seats" aria-label="Waiting to join"></ul>'
        '<label class="room-ask"><input type="checkbox" id="room-ask" data-room="ask">'
        ' Ask me before anyone joins</label>'
        '<div class="room-actions"><button type="button" class="secondary" data-room="add-bot">Add bot</button>'
        '<button type="button" data-room="start">Start</button></div>'
        '<p id="room-note" role="status"></p>'
        '<details class="room-codes"><summary>No internet relay? Connect with codes</summary>'
        '<button type="button" class="secondary" data-room="offer">Make an invite code</button>'
        '<label for="room-offer">Invite code (send it to one friend)</label>'
        '<textarea id="room-offer" readonly rows="3"></textarea>'
        '<label for="room-answer">Their answer code</label>'
        '<textarea id="room-answer" rows="3"></textarea>'
        '<button type="button" data-room="accept">Connect</button></details>'
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
        '<p id="room-note" role="status"></p>'
        '<p id="room-game-name"></p>'
        '<ul id="room-seats" class="room-seats"></ul>'
        '<div id="room-join" class="room-join">'
        '<label for="room-name">Your name</label>'
        '<input id="room-name" type="text" maxlength="24" autocomplete="nickname">'
        '<button type="button" data-room="join">Join</button>'
        '<button type="button" class="secondary" data-room="watch">Watch</button></div>'
        '<details class="room-codes"><summary>Got an invite code instead?</summary>'
        '<label for="room-invite">Invite code</label><textarea id="room-invite" rows="3"></textarea>'
        '<button type="button" data-room="answer">Make my answer code</button>'
        '<label for="room-answer-out">Answer code (send it back to the host)</label>'
        '<textarea id="room-answer-out" readonly rows="3"></textarea></details>'
        + game_html()))
    render()
    render_relay()


def game_html():
    return ('<section id="room-game" aria-label="Game table" data-view="" hidden>'
            '<h2>Table</h2><ol id="room-log" class="room-log"></ol></section>')


def show_state(message):
    """A guest's link to the host, said once: in the room's own status line
    (the page's top line says it only while the room is not reached)."""
    top = dom.qs("#engine-status")  # a guest's page has no engine to report on
    if top is not None and ui["role"] == "guest":
        top.textContent = "" if ui["host"] == "connected" else guest_state(ui["host"])
    state = dom.qs("#room-state")
    if state is not None:
        state.textContent = guest_state(message.get("host")) + (
            (" — " + message["message"]) if message.get("message") else "")


def render_relay():
    """Say when no relay answers (and open the codes, which need none) or no
    direct link forms."""
    el = dom.qs("#room-relay")
    if el is None:
        return
    problem = link_problem()
    el.hidden = not problem
    el.textContent = problem
    state = dom.qs("#room-state")
    if ui["role"] == "guest" and ui["host"] == "connecting" and state is not None and (
            ui["path"] == "blocked" or state.textContent == FOUND_NO_LINK):
        show_state({"host": "connecting"})
    down = relay_down()
    codes = dom.qs("#room .room-codes")
    if not down or codes is None or codes.open:
        return
    codes.open = True
    here = document.activeElement
    if here is None or here.tagName == "BODY":  # never pull focus from a field in use
        codes.querySelector("summary").focus()


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
                    ' class="secondary" data-room="refuse" data-joiner="' + key + '" aria-label="Turn '
                    + name + ' away">Turn away</button></li>')
    dom.set_html(el, "".join(rows))
    ask = dom.qs("#room-ask")
    if ask is not None:
        ask.checked = bool(room.get("ask"))


def render():
    room = ui["room"]
    seats = dom.qs("#room-seats")
    if room is None or seats is None:
        return
    lobby = room.get("phase") == "lobby"
    dom.set_html(seats, seat_rows(room, lobby, ""))
    render_waiting(room)
    name = dom.qs("#room-game-name")
    if name is not None:
        name.textContent = room.get("game_name", "") + " · " + room.get("phase", "")
    for sel in ('[data-room="add-bot"]', '[data-room="start"]'):
        button = dom.qs(sel)
        if button is not None:
            button.disabled = not lobby
    form = dom.qs("#room-join")
    if form is not None:  # gone once joined, watchers too (their "you" is None)
        form.hidden = joined()
    render_bar()
    game = dom.qs("#room-game")
    if game is not None and not lobby and not ui["table"]:
        game.hidden = False
        views = ui["views"] or {}
        me = room.get("you")
        view = views.get(str(me)) if str(me) in views else (list(views.values()) or [None])[0]
        if view is not None:
            game.setAttribute("data-view", json.dumps(view))
