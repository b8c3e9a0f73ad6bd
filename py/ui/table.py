# What every game screen does the same way (hardback.py, break_the_word.py):
# open the game (new, resumed from a save, or a room's), send an action, step
# the bots with a visible delay, keep the save for resume, and choose whose
# screen it is in pass-and-play. A screen keeps its state in its own dict G
# (keys: setup, humans, views, viewer, room, busy, bot_to_act, bot_running,
# record, on_leave, token) and gives its own absorb(reply) and render().
import asyncio
import client
import dom
import saved
from pyscript.js_modules import uihelpers

_token = [0]


def new_token():
    """A new game on screen: work started for an older one stops."""
    _token[0] += 1
    return _token[0]


def stop():
    _token[0] += 1


def reset(G, fresh, root, setup, on_leave, on_push):
    """A screen's state for a new game; returns the game's token."""
    G.clear()
    G.update(fresh)
    G.update(root=root, setup=setup, on_leave=on_leave, token=new_token(), room=client.in_room())
    if G["room"]:
        client.subscribe(on_push)
    return G["token"]


def alive(token):
    return token == _token[0]


def humans_of(seats):
    out = [i for i, s in enumerate(seats) if s.get("kind", "human") == "human"]
    return out or [0]


async def open_game(G, game, saved_data):
    """The game's first reply: the room's view, a resumed save, or a new game."""
    if G["room"]:
        me = client.seat()
        G["humans"] = [] if me is None else [me]
        return await client.call({"type": "view"})
    if saved_data is not None:
        record = saved_data["record"]
        seats = record.get("seats") or []
        G["setup"] = {"game": game, "options": record.get("options") or {}, "seats": seats}
        G["humans"] = humans_of(seats)
        return await client.call({"type": "resume", "record": record, "views": G["humans"],
                                  "want_record": True})
    G["humans"] = humans_of(G["setup"]["seats"])
    return await client.call({"type": "new", "game": game, "options": G["setup"]["options"],
                              "seats": G["setup"]["seats"], "seed": uihelpers.randomSeed(),
                              "views": G["humans"], "want_record": True})


def refused(G, game, reply, saved_data, on_refused):
    """True (after saying why) when the engine would not start the game."""
    if reply.get("ok"):
        return False
    message = reply.get("error", {}).get("message") or "The game could not start."
    if saved_data is not None:
        saved.clear(game)
    if on_refused is not None:
        on_refused(message)
    else:
        G["on_leave"]()
        dom.show_error(message)
    return True


def first_viewer(G, saved_data):
    if G["room"]:
        return client.seat()
    if saved_data is not None and saved_data.get("viewer") in G["humans"]:
        return saved_data["viewer"]
    return G["humans"][0]


def take_views(G, reply):
    views = {}
    for k in reply["views"]:
        views[None if k == "None" else int(k)] = reply["views"][k]
    G["views"] = views
    G["bot_to_act"] = reply.get("bot_to_act")
    if reply.get("record"):
        G["record"] = reply["record"]


def keep_save(G, game, view):
    if G["room"] or view is None:
        return  # the room's host keeps the game
    if view.get("outcome") is not None:
        saved.clear(game)
    elif G["record"]:
        saved.save(game, {"record": G["record"], "setup": G["setup"], "viewer": G["viewer"]})


def next_viewer(G, view):
    """Pass-and-play: the human whose move it is, or None to stay."""
    if G["room"] or view is None:
        return None
    acting = [s for s in view.get("actors") or [] if s in G["humans"]]
    if acting and G["viewer"] not in acting:
        return acting[0]
    return None


async def send(G, action, on_refused, on_done):
    """One action of the screen's player; on_refused(message) or on_done(reply)."""
    token = _token[0]
    try:
        reply = await client.call({"type": "act", "seat": G["viewer"], "action": action,
                                   "views": G["humans"], "want_record": True})
    finally:
        G["busy"] = False
    if not alive(token):
        return
    if not reply.get("ok"):
        on_refused(reply.get("error", {}).get("message") or "The engine refused that.")
        return
    on_done(reply)


async def run_bots(G, delay, absorb, render):
    """Step the bots one move at a time while one of them may act."""
    token = _token[0]
    G["bot_running"] = True
    try:
        while alive(token) and G["bot_to_act"] is not None:
            await asyncio.sleep(delay)
            if not alive(token):
                return
            reply = await client.call({"type": "bot", "views": G["humans"], "want_record": True})
            if not alive(token):
                return
            if not reply.get("ok"):
                dom.show_error("Bot: " + str(reply.get("error", {}).get("message")))
                G["bot_to_act"] = None
                render()
                return
            G["bot_running"] = True  # absorb() must not start a second loop
            absorb(reply)
    finally:
        if alive(token):
            G["bot_running"] = False
