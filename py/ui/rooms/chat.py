# Rooms: reactions and short messages at the table, under the seats in the
# bar. The host relays them (py/inkwell/room/chat.py: capped, rate-limited,
# watchers only when it lets them); this page shows them as text only, each
# for a few seconds beside its sender's name, and keeps the log. Muting
# (kept on this device) hides both. The reactions sit under the seats; the
# message form and the log fold into "Chat", so a phone's table stays in
# view. The form is drawn once and never repainted, so a push arriving
# while someone types keeps their text.
import json

import asyncio
import dom
from pyscript import window
from pyscript.js_modules import uihelpers
from rooms.common import api, error_text, parse, ui

SHOW_MS = 6000
MUTE_KEY = "inkwell.chat.muted"
seen = {}   # entry number -> when this page first showed it (ms)
fading = [False]   # a repaint is due when the shown bubbles go (one at a time)


def muted():
    return bool(uihelpers.storeGet(MUTE_KEY))


def box_html(room):
    buttons = "".join('<button type="button" class="mini secondary react" data-room="react" data-reaction="'
                      + dom.esc(name) + '" aria-label="React: ' + dom.esc(name) + '">' + dom.esc(emoji) + '</button>'
                      for name, emoji in sorted((room.get("reactions") or {}).items()))
    host = ('<label class="chat-setting"><input type="checkbox" data-room="chat-watchers"> Watchers may write</label>'
            if ui["role"] == "host" else '')
    return ('<div class="room-chat" id="room-chat"><div class="chat-reactions" id="chat-reactions" role="group"'
            ' aria-label="Reactions">' + buttons + '</div>'
            '<p class="chat-note" id="chat-note" role="status"></p>'
            '<details class="chat-box"><summary id="chat-count">Chat</summary>'
            '<form class="chat-form" id="chat-say" data-room-form="say">'
            '<input id="chat-text" maxlength="140" autocomplete="off" enterkeyhint="send"'
            ' aria-label="Message to the table" placeholder="Say something (140 characters)">'
            '<button type="submit" class="mini">Send</button></form>'
            '<p class="muted" id="chat-quiet" hidden>The host has not let watchers write.</p>'
            '<ol class="chat-log" id="chat-log" aria-label="Chat log"></ol>'
            '<label class="chat-setting"><input type="checkbox" data-room="mute"' + (' checked' if muted() else '')
            + '> Mute chat</label>' + host + '</details></div>')


def said(room, entry):
    """What an entry says: its text, or its reaction's emoji."""
    if entry.get("reaction"):
        return (room.get("reactions") or {}).get(entry["reaction"], "")
    return entry.get("text", "")


def line_text(room, entry):
    """One entry as plain text: "Bob: gg" or "Bob: 👏"."""
    return entry["name"] + ": " + said(room, entry)


def last_line(room):
    """The latest entry as one line, for the folded bar ("" when muted or none)."""
    entries = room.get("chat") or []
    return "" if muted() or not entries else line_text(room, entries[-1])


def render(room):
    """The parts that change: the log, who may write, the host's setting."""
    now = window.Date.now()
    chat = room.get("chat") or []
    for entry in chat:
        if entry["n"] not in seen:
            seen[entry["n"]] = now
    quiet = muted()
    log = dom.qs("#chat-log")
    if log is not None:
        dom.set_html(log, "" if quiet else "".join('<li>' + dom.esc(line_text(room, e)) + '</li>' for e in chat))
        dom.qs("#chat-count").textContent = "Chat muted" if quiet else "Chat (" + str(len(chat)) + ")"
    may = room.get("you") is not None or ui["role"] == "host" or room.get("chat_watchers")
    say, hush, react = dom.qs("#chat-say"), dom.qs("#chat-quiet"), dom.qs("#chat-reactions")
    if say is not None:
        say.hidden, hush.hidden, react.hidden = not may, bool(may), not may
    box = dom.qs('input[data-room="chat-watchers"]')
    if box is not None:
        box.checked = bool(room.get("chat_watchers"))


def bubbles(room):
    """{seat: text} of what each seat said in the last few seconds (none when muted)."""
    if muted():
        return {}
    now, out = window.Date.now(), {}
    for entry in room.get("chat") or []:
        if entry.get("seat") is not None and now - seen.get(entry["n"], now) < SHOW_MS:
            out[entry["seat"]] = said(room, entry)
    if out and not fading[0]:   # the bar repaints on every push: one timer, not one each
        fading[0] = True
        asyncio.create_task(fade_later())
    return out


async def fade_later():
    await asyncio.sleep(SHOW_MS / 1000 + 0.1)
    fading[0] = False
    if ui["repaint"] is not None:
        ui["repaint"]()


def note(text):
    el = dom.qs("#chat-note")
    if el is not None:
        el.textContent = text


def on_click(event):
    """True when the click was the chat's."""
    box = dom.closest(event, 'input[data-room="mute"], input[data-room="chat-watchers"]')
    if box is not None:
        if box.getAttribute("data-room") == "mute":
            if box.checked:
                uihelpers.storeSet(MUTE_KEY, "1")
            else:
                uihelpers.storeDel(MUTE_KEY)
            if ui["repaint"] is not None:
                ui["repaint"]()
        else:
            asyncio.create_task(send({"type": "chat_settings", "watchers": bool(box.checked)}))
        return True
    button = dom.closest(event, 'button[data-room="react"]')
    if button is None:
        return False
    asyncio.create_task(send({"type": "say", "reaction": button.getAttribute("data-reaction")}))
    return True


def on_submit(event):
    if dom.closest(event, 'form[data-room-form="say"]') is None:
        return
    event.preventDefault()
    box = dom.qs("#chat-text")
    text = str(box.value).strip()
    if text:
        asyncio.create_task(send({"type": "say", "text": text}, box))


async def send(message, box=None):
    reply = parse(await api().request(json.dumps(message)))
    if not reply.get("ok"):
        note(error_text(reply))
        return
    note("")
    if box is not None:
        box.value = ""
    if reply.get("room"):
        ui["room"] = reply["room"]
    if ui["repaint"] is not None:
        ui["repaint"]()
