# The Hardback table: sends actions, renders the engine's views, runs the
# bots with a visible delay, pass-and-play, saving for resume. The engine
# decides every rule: the UI shows its messages. It talks to the table
# client (client.py): this page's engine, or a room's host (which binds the
# seat, runs the bots and pushes updates; nothing is saved here then).
import json

import asyncio
import client
import dom
import hardback_text as tx
import hardback_view as hv
import table
from pyscript.js_modules import uihelpers

GAME = "hardback"
BOT_DELAY = 0.5
PREVIEW_PAUSE = 0.25

CHOICE_LABELS = {
    "mode": {"competitive": "Competitive", "coop": "Co-op vs Penny Dreadful"},
    "dictionary": {"common": "Common words", "large": "Large (American Scrabble size)",
                   "huge": "Huge (British Scrabble size)",
                   "vote_majority": "No dictionary: majority vote",
                   "vote_unanimous": "No dictionary: unanimous vote"},
    "signature": {"none": "None"},
    "unique_words": {"off": "Off", "per_player": "Per player", "per_game": "Per game"},
}


def option_shown(name, options):
    return name != "signature" or options.get("mode") == "coop"


def fresh():
    return {"root": None, "setup": {}, "on_leave": None, "token": 0, "humans": [0],
            "views": {}, "viewer": 0, "revealed": True, "defs": None, "known": {},
            "word": [], "preview": None, "pseq": 0, "busy": False, "bot_to_act": None,
            "bot_running": False, "message": None, "keep": [], "record": None,
            "last_turn": None, "room": False}


G = fresh()


def view():
    return G["views"].get(G["viewer"])


# -- starting and stopping -------------------------------------------------------

def start(root, setup, on_leave, saved_data, on_refused):
    token = table.reset(G, fresh(), root, setup, on_leave, on_push)
    dom.set_html(root, skeleton())
    asyncio.create_task(begin(saved_data, on_refused, token))


stop = table.stop


alive = table.alive


def skeleton():
    return ('<section class="hb" aria-label="Hardback table">'
            '<div id="hb-top" class="hb-top"><p class="hb-status" role="status">Dealing the cards…</p></div>'
            '<div id="hb-pass"></div>'
            '<div id="hb-end"></div>'
            '<div id="hb-table" class="hb-grid">'
            '<div class="hb-main"><section id="hb-play" class="panel" aria-label="Your turn"></section>'
            '<section id="hb-turn" class="panel" aria-label="Choices"></section>'
            '<section id="hb-row" class="panel" aria-label="Offer row"></section></div>'
            '<aside class="hb-side"><section id="hb-players" class="panel" aria-label="Players"></section>'
            '<section id="hb-extras" class="panel" aria-label="Award and adverts"></section>'
            '<section class="panel" aria-label="Word look-up">' + hv.lookup_html() + '</section>'
            '<section id="hb-log" class="panel" aria-label="Game log"></section></aside></div></section>')


async def begin(saved_data, on_refused, token):
    reply = await table.open_game(G, GAME, saved_data)
    if not alive(token) or table.refused(G, GAME, reply, saved_data, on_refused):
        return
    sets = await client.call({"type": "query", "seat": (G["humans"] or [0])[0], "query": "card_set",
                              "args": []})
    if not alive(token):
        return
    if sets.get("ok"):
        G["defs"] = sets["answer"]["cards"]
    else:
        dom.show_error("Card set: " + str(sets.get("error", {}).get("message")))
        G["defs"] = []
    G["viewer"] = table.first_viewer(G, saved_data)
    absorb(reply)
    if G.get("early"):
        absorb(G.pop("early"))


def on_push(message):
    """A room's pushed update: someone else acted, or the host's clock did."""
    if not message.get("views"):
        return
    if G["defs"] is None:
        G["early"] = message  # still starting: shown after begin()'s own view, if newer
        return
    absorb(message)


def newer(reply):
    """In a room, pushes and replies may repeat a view already shown."""
    old = view()
    new = None
    for k in reply["views"]:
        new = reply["views"][k]
    return old is None or new is None or new.get("n", 0) > old.get("n", 0)


# -- replies from the engine -------------------------------------------------------

def absorb(reply):
    if G["room"] and not newer(reply):
        return
    table.take_views(G, reply)
    for v in G["views"].values():
        remember(v)
    choose_viewer()
    prune_word()
    v = view()
    table.keep_save(G, GAME, v)
    if v is not None:
        ch = v.get("choice")
        if not ch or ch.get("kind") != "preview":
            G["keep"] = []
    render()
    if G["word"]:
        refresh_preview()
    if G["bot_to_act"] is not None and not G["bot_running"] and client.runs_bots():
        asyncio.create_task(table.run_bots(G, BOT_DELAY, absorb, render))


def remember(v):
    known = G["known"]
    for key in ("hand", "inked", "discard", "jail", "preview", "row"):
        for c in v.get(key) or []:
            known[c["id"]] = c["def"]
    for p in v["players"]:
        for c in p.get("classics") or []:
            known[c["id"]] = c["def"]
        if p.get("discard_top"):
            known[p["discard_top"]["id"]] = p["discard_top"]["def"]
    w = v.get("word")
    if w:
        for c in w["cards"]:
            known[c["id"]] = c["def"]


def choose_viewer():
    target = table.next_viewer(G, view() or G["views"].get((G["humans"] or [0])[0]))
    if target is not None:
        G["viewer"] = target
        G["word"] = []
        G["preview"] = None
        G["message"] = None
        if len(G["humans"]) > 1:
            G["revealed"] = False


def prune_word():
    v = view()
    if v is None:
        return
    if not spelling_now(v):
        G["word"] = []
        return
    ids = [c["id"] for c in (v.get("hand") or []) + (v.get("inked") or [])]
    for p in v["players"]:
        ids += [c["id"] for c in p["classics"]]
    G["word"] = [e for e in G["word"] if e["card"] in ids]


def spelling_now(v):
    return v["turn"] == G["viewer"] and v["phase"] == "spell" and v.get("outcome") is None


# -- rendering ---------------------------------------------------------------------

def render():
    v = view()
    if v is None or G["defs"] is None:
        return
    focus = uihelpers.activeKey()
    top = dom.qs("#hb-top")
    dom.set_html(top, hv.status_html(G, v))
    grid = dom.qs("#hb-table")
    pass_box = dom.qs("#hb-pass")
    end_box = dom.qs("#hb-end")
    if v.get("outcome") is not None:
        dom.set_html(end_box, hv.end_html(G, v))
        dom.set_html(pass_box, "")
    elif not G["revealed"]:
        dom.set_html(pass_box, hv.pass_html(G, v))
        dom.set_html(end_box, "")
        grid.hidden = True
        uihelpers.focusKey("reveal")
        return
    else:
        dom.set_html(pass_box, "")
        dom.set_html(end_box, "")
    grid.hidden = False
    spelling = spelling_now(v)
    play = ""
    if spelling:
        play = hv.builder_html(G, v)
    else:
        play = hv.table_word_html(G, v)
    if G["viewer"] is not None:  # a room's spectator has no hand
        play += hv.hand_html(G, v, spelling)
    play += hv.classics_html(G, v, spelling)
    if not spelling and G["viewer"] is not None:
        play += hv.message_html(G) if not (v["phase"] == "resolve" and v.get("choice")
                                            and v["turn"] == G["viewer"]) else ""
    dom.set_html(dom.qs("#hb-play"), play)
    dom.set_html(dom.qs("#hb-turn"), hv.turn_panel_html(G, v))
    dom.qs("#hb-turn").hidden = not v.get("outcome") is None
    dom.set_html(dom.qs("#hb-row"), hv.row_html(G, v))
    dom.set_html(dom.qs("#hb-players"), hv.players_html(G, v))
    dom.set_html(dom.qs("#hb-extras"), hv.extras_html(G, v))
    dom.set_html(dom.qs("#hb-log"), hv.log_html(G, v))
    if focus:
        uihelpers.focusKey(focus)


def render_preview():
    box = dom.qs("#hb-preview")
    if box is not None:
        dom.set_html(box, hv.preview_html(G))


def set_message(text, kind="error"):
    G["message"] = (text, kind) if text else None
    box = dom.qs("#hb-message")
    if box is not None:
        box.textContent = text or ""
        box.className = "message " + kind


# -- the word being built ------------------------------------------------------------

def word_changed():
    G["preview"] = None
    set_message("")
    render()
    refresh_preview()


def refresh_preview():
    G["pseq"] += 1
    if not G["word"]:
        render_preview()
        return
    asyncio.create_task(preview_task(G["pseq"], G["token"]))


async def preview_task(seq, token):
    if G["room"]:
        # A room's host rate-limits each guest (5 messages a second): ask
        # once the word has stopped changing, not once per card tapped.
        await asyncio.sleep(PREVIEW_PAUSE)
        if not alive(token) or seq != G["pseq"]:
            return
    word = [dict(e) for e in G["word"]]
    reply = await client.call({"type": "query", "seat": G["viewer"], "query": "score_word",
                               "args": [word]})
    if not alive(token) or seq != G["pseq"]:
        return
    if reply.get("ok"):
        G["preview"] = reply["answer"]
    else:
        G["preview"] = {"ok": False, "explain": reply.get("error", {}).get("message"), "coins": 0,
                        "stars": 0}
    render_preview()


def add_card(card_id, index=None):
    v = view()
    if v is None or not spelling_now(v):
        return
    G["word"] = [e for e in G["word"] if e["card"] != card_id] if index is not None else G["word"]
    if any(e["card"] == card_id for e in G["word"]):
        return
    entry = {"card": card_id, "wild": None}
    if index is None or index >= len(G["word"]):
        G["word"].append(entry)
    else:
        G["word"].insert(max(0, index), entry)
    word_changed()


def remove_card(card_id):
    G["word"] = [e for e in G["word"] if e["card"] != card_id]
    word_changed()


def toggle_wild(card_id):
    v = view()
    for e in G["word"]:
        if e["card"] == card_id:
            if e["wild"]:
                e["wild"] = None
            else:
                card, where = hv.find_card(G, v, card_id)
                e["wild"] = tx.letter_of(G["defs"], card).lower() if card else "a"
    word_changed()
    uihelpers.focusKey("l" + str(card_id))


def set_wild(card_id, letter):
    for e in G["word"]:
        if e["card"] == card_id and e["wild"]:
            e["wild"] = letter.lower()
    word_changed()
    uihelpers.focusKey("l" + str(card_id))


def type_letter(key):
    v = view()
    if v is None or not spelling_now(v) or not G["revealed"]:
        return False
    used = [e["card"] for e in G["word"]]
    pool = (v.get("inked") or []) + (v.get("hand") or [])
    for p in v["players"]:
        pool = pool + p["classics"]
    for c in pool:
        if c["id"] not in used and tx.letter_of(G["defs"], c) == key.upper():
            add_card(c["id"])
            return True
    set_message("No " + key.upper() + " in your hand: make a card wild to play it.", "info")
    return True


# -- actions ------------------------------------------------------------------------

def act(action):
    if G["busy"]:
        return
    G["busy"] = True

    def done(reply):
        G["message"] = None
        if action.get("type") == "spell":
            G["word"] = []
            G["preview"] = None
        absorb(reply)

    asyncio.create_task(table.send(G, action, set_message, done))


async def lookup(word):
    v = view()
    name = (v.get("options") or {}).get("dictionary", "common") if v else "common"
    if name not in ("common", "large", "huge"):
        name = "huge"
    box = dom.qs("#hb-lookup-result")
    box.textContent = "Looking up…"
    reply = await client.call({"type": "words", "dict": name, "words": [word]})
    box = dom.qs("#hb-lookup-result")
    if box is None:
        return
    if not reply.get("ok"):
        box.textContent = reply.get("error", {}).get("message") or "The look-up failed."
        box.className = "lookup-result bad"
        return
    ok = bool(reply["verdicts"].get(word))
    box.textContent = ("“" + word.upper() + "” is " + ("" if ok else "not ") + "in the " + name
                       + " dictionary.")
    box.className = "lookup-result " + ("ok" if ok else "bad")


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
        act(action)
        return
    what = button.getAttribute("data-act")
    if not what:
        return
    card = button.getAttribute("data-card")
    card_id = int(card) if card else None
    if what == "add":
        add_card(card_id)
    elif what == "remove":
        remove_card(card_id)
    elif what == "wild":
        toggle_wild(card_id)
    elif what == "clear":
        G["word"] = []
        word_changed()
    elif what == "spell":
        if G["word"]:
            act({"type": "spell", "word": [dict(e) for e in G["word"]]})
    elif what == "skip":
        act({"type": "skip"})
    elif what == "ink":
        act({"type": "ink"})
    elif what == "keep":
        keep = G["keep"]
        if card_id in keep:
            keep.remove(card_id)
        else:
            keep.append(card_id)
        render()
    elif what == "reveal":
        G["revealed"] = True
        render()
    elif what == "leave":
        G["on_leave"]()
    elif what == "lobby":
        G["on_leave"]()
    elif what == "rematch" and not G["room"]:
        start(G["root"], G["setup"], G["on_leave"], None, None)


def on_change(event):
    target = event.target
    card = target.getAttribute("data-wild")
    if card:
        set_wild(int(card), str(target.value))


def on_submit(event):
    event.preventDefault()
    box = dom.qs("#hb-lookup-word")
    if box is None:
        return
    word = str(box.value).strip().lower()
    if not word:
        return
    asyncio.create_task(lookup(word))


def on_key(event):
    if event.ctrlKey or event.metaKey or event.altKey:
        return
    target = event.target
    tag = str(target.tagName).lower() if target is not None and target.tagName else ""
    if tag in ("input", "select", "textarea"):
        return
    key = str(event.key)
    if len(key) == 1 and key.upper() in hv.LETTERS:
        if type_letter(key):
            event.preventDefault()
    elif key == "Backspace":
        v = view()
        if v is not None and spelling_now(v) and G["word"]:
            event.preventDefault()
            G["word"].pop()
            word_changed()
    elif key == "Enter" and tag != "button" and tag != "a":
        v = view()
        if v is not None and spelling_now(v) and G["word"]:
            event.preventDefault()
            act({"type": "spell", "word": [dict(e) for e in G["word"]]})


def on_drop(info):
    v = view()
    if v is None or not spelling_now(v):
        return
    card_id = info.get("card")
    if info.get("to") == "word":
        wild = None
        for e in G["word"]:
            if e["card"] == card_id:
                wild = e["wild"]
        G["word"] = [e for e in G["word"] if e["card"] != card_id]
        index = info.get("index", len(G["word"]))
        G["word"].insert(max(0, min(index, len(G["word"]))), {"card": card_id, "wild": wild})
        word_changed()
    elif info.get("to") in ("hand", "classics"):
        remove_card(card_id)
