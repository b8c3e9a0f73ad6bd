# The last games played on this device (localStorage, newest first), so the
# lobby can offer their replays: a game played here keeps its record; a
# room's game (on a guest's page) the host's link and the view this page saw
# end, which the engine checks the link against when the replay opens.
import json

import dom
from pyscript.js_modules import uihelpers

KEY = "inkwell.recent"
KEEP = 30


def load():
    text = uihelpers.storeGet(KEY)
    try:
        games = json.loads(text) if text else []
    except ValueError:
        return []
    return [g for g in games if isinstance(g, dict) and (isinstance(g.get("record"), dict)
                                                          or isinstance(g.get("link"), str))] \
        if isinstance(games, list) else []


def game_of(entry):
    record = entry.get("record")
    return str(record.get("game") if record else entry.get("game"))


def source(entry):
    """What the replay opens from (app.show_replay)."""
    if entry.get("record"):
        return {"record": entry["record"], "date": entry.get("date")}
    return {"link": entry["link"], "seen": entry.get("seen"), "date": entry.get("date")}


def same(a, b):
    ra, rb = a.get("record") or {}, b.get("record") or {}
    return (a.get("link") == b.get("link") and ra.get("game") == rb.get("game")
            and ra.get("seed") == rb.get("seed") and ra.get("seats") == rb.get("seats"))


def add(record, summary):
    """Keep a finished game's record; summary: a line a player recognises it by."""
    if record:
        keep({"record": record, "summary": summary})


def add_link(link, seen, game, summary):
    """Keep a room's finished game as its host sent it (a replay link)."""
    keep({"link": link, "seen": seen, "game": game, "summary": summary})


def today():
    """This device's date, as a replay link carries it: "2026-12-02"."""
    from pyscript import window
    now = window.Date.new()
    return (str(now.getFullYear()) + "-" + ("0" + str(now.getMonth() + 1))[-2:] + "-"
            + ("0" + str(now.getDate()))[-2:])


def keep(entry):
    entry["date"] = today()   # the day the game ended: its replay says it
    games = [g for g in load() if not same(g, entry)]
    games.insert(0, entry)
    try:
        uihelpers.storeSet(KEY, json.dumps(games[:KEEP]))
    except Exception:
        pass  # a full storage only loses the list


def render(names):
    """The lobby's list of them, each with Watch the replay (names: the lobby's games)."""
    box = dom.qs("#recent")
    if box is None:
        return
    games = load()
    items = []
    for i, g in enumerate(games):
        gid = game_of(g)
        name = names.get(gid, {}).get("name") or gid
        items.append('<li><span>' + dom.esc(name) + ': ' + dom.esc(g.get("summary") or "")
                     + '</span> <button type="button" class="secondary" data-watch="' + str(i)
                     + '">Watch the replay</button></li>')
    dom.set_html(box, '<summary>Your last games (' + str(len(games)) + ')</summary><ul>'
                 + "".join(items) + '</ul>')
    box.hidden = not games
