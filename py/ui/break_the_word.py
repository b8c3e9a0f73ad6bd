# The Break the Word table: sends answers and "ready", renders the engine's
# views, runs the bots with a visible delay, plays the host's clock in solo
# games (a clue every N seconds, when that option is on), pass-and-play and
# saving for resume. The engine decides every rule: the UI shows its
# messages. In a room the host binds the seat, runs bots and the clock.
import json

import asyncio
import btw_view as bv
import client
import dom
import table
from pyscript.js_modules import uihelpers

GAME = "break_the_word"
BOT_DELAY = 0.6
SYSTEM = -1

CHOICE_LABELS = {
    "difficulty": {"first": "First games (4 green, 3 orange, 2 pink)",
                   "standard": "Standard (3 of each colour)", "hard": "Hard (2 green, 3 orange, 4 pink)"},
    "clue_seconds": {"0": "When everyone is ready", "15": "Every 15 seconds at most",
                     "20": "Every 20 seconds at most", "30": "Every 30 seconds at most"},
}


def fresh():
    return {"root": None, "setup": {}, "on_leave": None, "token": 0, "humans": [0], "views": {},
            "viewer": 0, "revealed": True, "busy": False, "bot_to_act": None, "bot_running": False,
            "message": None, "draft": "", "notes": "", "round": 0, "record": None, "room": False,
            "html": {}, "timer": 0, "timer_key": "", "started": False}


G = fresh()
alive = table.alive


def view():
    return G["views"].get(G["viewer"])


# -- starting and stopping -------------------------------------------------------

def start(root, setup, on_leave, saved_data, on_refused):
    token = table.reset(G, fresh(), root, setup, on_leave, on_push)
    dom.set_html(root, skeleton())
    asyncio.create_task(begin(saved_data, on_refused, token))


stop = table.stop


def skeleton():
    return ('<section class="hb bw" aria-label="Break the Word table">'
            '<div id="bw-top" class="hb-top"><p class="hb-status" role="status">Shuffling the clues…</p></div>'
            '<div id="bw-pass"></div><div id="bw-end"></div>'
            '<div id="bw-table" class="hb-grid">'
            '<div class="hb-main"><section id="bw-clues" class="panel" aria-label="Clues"></section>'
            '<section id="bw-you" class="panel" aria-label="Your answer"></section>'
            '<section id="bw-results" class="panel" aria-label="Answers of the round"></section></div>'
            '<aside class="hb-side"><section id="bw-players" class="panel" aria-label="Players"></section>'
            '</aside></div></section>')


async def begin(saved_data, on_refused, token):
    reply = await table.open_game(G, GAME, saved_data)
    if not alive(token) or table.refused(G, GAME, reply, saved_data, on_refused):
        return
    G["viewer"] = table.first_viewer(G, saved_data)
    G["started"] = True
    absorb(reply)
    if G.get("early"):
        absorb(G.pop("early"))


def on_push(message):
    if not message.get("views"):
        return
    if not G["started"]:
        G["early"] = message
        return
    absorb(message)


# -- replies from the engine -------------------------------------------------------

def absorb(reply):
    old = view()
    new = reply["views"].get(str(G["viewer"]))
    if G["room"] and old is not None and new is not None and new.get("n", 0) <= old.get("n", 0):
        return  # a push or reply repeating what is shown
    keep_inputs()
    table.take_views(G, reply)
    choose_viewer()
    v = view()
    if v is not None and v["round"] != G["round"]:
        G["round"] = v["round"]
        G["draft"], G["notes"] = "", ""
    table.keep_save(G, GAME, v)
    render()
    if not client.runs_bots():
        return
    if G["bot_to_act"] is not None and not G["bot_running"]:
        asyncio.create_task(table.run_bots(G, BOT_DELAY, absorb, render))
    schedule_clock(reply.get("timers") or [])


def choose_viewer():
    target = table.next_viewer(G, view() or G["views"].get((G["humans"] or [0])[0]))
    if target is not None:
        G["viewer"] = target
        G["message"] = None
        G["draft"] = ""
        if len(G["humans"]) > 1:
            G["revealed"] = False


def keep_inputs():
    """What the player typed survives the next render."""
    for key, sel in (("draft", "#bw-word"), ("notes", "#bw-notes")):
        box = dom.qs(sel)
        if box is not None:
            G[key] = str(box.value)


# -- the host's clock, in a game on this device -------------------------------------

def schedule_clock(timers):
    """Keep one pending timer: the engine's next timed action, counted from
    when it first appeared (a bot's move must not restart the count)."""
    first = None
    for t in timers:
        if first is None or t["delay"] < first["delay"]:
            first = t
    key = json.dumps(first["action"]) if first else ""
    if key == G["timer_key"]:
        return
    G["timer"] += 1
    G["timer_key"] = key
    if first is not None:
        asyncio.create_task(clock_task(first, G["timer"], G["token"]))


async def clock_task(timer, seq, token):
    await asyncio.sleep(timer["delay"])
    if not alive(token) or seq != G["timer"]:
        return  # the game moved on: a newer timer replaced this one
    reply = await client.call({"type": "act", "seat": SYSTEM, "action": timer["action"],
                               "views": G["humans"], "want_record": True})
    if alive(token) and reply.get("ok"):
        absorb(reply)


# -- rendering ---------------------------------------------------------------------

def set_if_changed(sel, html):
    """Re-render a container only when its content changed: a bot's move must
    not wipe out an answer being typed."""
    if G["html"].get(sel) == html:
        return False
    G["html"][sel] = html
    dom.set_html(dom.qs(sel), html)
    return True


def render():
    v = view()
    if v is None:
        return
    focus = uihelpers.activeKey()
    set_if_changed("#bw-top", bv.status_html(G, v))
    grid = dom.qs("#bw-table")
    if v.get("outcome") is not None:
        set_if_changed("#bw-end", bv.end_html(G, v))
        set_if_changed("#bw-pass", "")
    elif not G["revealed"]:
        set_if_changed("#bw-pass", bv.pass_html(G, v))
        grid.hidden = True
        uihelpers.focusKey("reveal")
        return
    else:
        set_if_changed("#bw-pass", "")
    grid.hidden = False
    set_if_changed("#bw-clues", bv.clues_html(G, v))
    if set_if_changed("#bw-you", bv.answer_html(G, v)):
        restore_inputs()
    set_if_changed("#bw-results", bv.results_html(G, v))
    set_if_changed("#bw-players", bv.players_html(G, v))
    if focus:
        uihelpers.focusKey(focus)


def restore_inputs():
    for key, sel in (("draft", "#bw-word"), ("notes", "#bw-notes")):
        box = dom.qs(sel)
        if box is not None:
            box.value = G[key]


def set_message(text, kind="error"):
    G["message"] = (text, kind) if text else None
    box = dom.qs("#bw-message")
    if box is not None:
        box.textContent = text or ""
        box.className = "message " + kind


# -- actions ------------------------------------------------------------------------

def act(action):
    if G["busy"]:
        return
    G["busy"] = True

    def done(reply):
        G["message"] = None
        if action.get("type") == "answer":
            G["draft"] = ""
        absorb(reply)

    asyncio.create_task(table.send(G, action, set_message, done))


def submit_answer():
    box = dom.qs("#bw-word")
    if box is None:
        return
    word = str(box.value).strip()
    if not word:
        set_message("Type the seven-letter word you have found.", "info")
        return
    G["draft"] = word
    act({"type": "answer", "word": word})


# -- delegated handlers (app.py forwards the #screen container's events) --------------

def on_click(event):
    button = dom.closest(event, "button")
    if button is None or button.disabled:
        return
    send = button.getAttribute("data-send")
    if send:
        try:
            action = json.loads(send)
        except ValueError:
            return
        keep_inputs()
        act(action)
        return
    what = button.getAttribute("data-act")
    if what == "reveal":
        G["revealed"] = True
        G["html"] = {}
        render()
    elif what in ("leave", "lobby"):
        G["on_leave"]()
    elif what == "rematch" and not G["room"]:
        start(G["root"], G["setup"], G["on_leave"], None, None)


def on_submit(event):
    event.preventDefault()
    if event.target is not None and event.target.id == "bw-answer":
        submit_answer()

