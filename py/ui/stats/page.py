# The "Your stats" page, reached from the lobby: this device's stats
# (py/ui/stats/tally.py) as a table per game, exported to a JSON file, imported
# from one (added to these: a merge) and cleared after asking first.
import json

import asyncio
import dom
from lobby import lobby
from pyscript.js_modules import uihelpers
from stats import tally

MOST = 200000   # bytes: a stats file is a few KB
# The columns after the opponents; on a phone each cell says its own (CSS).
HEADS = ("Played", "Won", "Average score", "Best word", "Longest word")


def level_name(level):
    """'greedy' -> 'Greedy bot'; 'people' -> 'Other people'."""
    names = []
    for part in level.split(" and "):
        names.append("Other people" if part == "people" else "Nobody (solo)" if part == "solo"
                     else part[:1].upper() + part[1:] + " bot")
    return " and ".join(names)


def word_html(best):
    if not best:
        return "—"
    said = best.get("shown") or str(best["points"])
    return dom.esc(best["word"]) + ' <span class="muted">(' + dom.esc(said) + ')</span>'


def table_html(data):
    order = list(lobby.games) or ["hardback", "paperback", "backwords", "break_the_word"]
    rows = tally.rows_in_order(data, order)
    if not rows:
        return '<p class="stats-empty" id="stats-empty">No games counted yet: finish a game on this device and it shows here.</p>'
    out, game = [], None
    for r in rows:
        if r["game"] != game:
            if game is not None:
                out.append('</tbody></table>')
            game = r["game"]
            name = (lobby.games.get(game) or {}).get("name") or game
            out.append('<h2>' + dom.esc(name) + '</h2><table class="scores stats-table" data-game="'
                       + dom.esc(game) + '"><thead><tr><th scope="col">Opponents</th>'
                       + "".join('<th scope="col">' + h + '</th>' for h in HEADS) + '</tr></thead><tbody>')
        cells = [str(r["played"]), str(r["won"]), tally.average(r), word_html(r["best"]),
                 dom.esc(r["longest"]) if r["longest"] else "—"]
        out.append('<tr data-level="' + dom.esc(r["level"]) + '"><th scope="row">' + dom.esc(level_name(r["level"]))
                   + '</th>' + "".join('<td data-label="' + h + '">' + c + '</td>' for h, c in zip(HEADS, cells))
                   + '</tr>')
    out.append('</tbody></table>')
    return "".join(out)


def ask_html():
    return ('<div class="ask" role="alertdialog" aria-labelledby="ask-stats"><p id="ask-stats">'
            'Clear all your stats on this device? They cannot be brought back, unless you exported them.</p>'
            '<button type="button" data-st="clear-yes" data-k="clear-yes">Clear my stats</button> '
            '<button type="button" class="secondary" data-st="clear-no" data-k="clear-no">Keep them</button></div>')


class StatsPage:
    def __init__(self):
        self.root = None
        self.on_leave = None
        self.asking = False

    def start(self, root, on_leave):
        self.root, self.on_leave, self.asking = root, on_leave, False
        dom.set_html(root, '<section class="stats-page" aria-labelledby="stats-title">'
                     '<h1 id="stats-title" tabindex="-1">Your stats</h1>'
                     '<p class="lede">Kept in this browser on this device only. Export them to a file to '
                     'move them to another device; importing a file adds its games to the ones here.</p>'
                     '<p class="message info" id="stats-message" role="status"></p>'
                     '<div id="stats-body"></div><div id="stats-ask"></div>'
                     '<div class="controls stats-controls">'
                     '<button type="button" data-st="export" data-k="st-export">Export to a file</button>'
                     '<label class="button secondary file-button" for="stats-file">Import from a file (adds to these)'
                     '</label><input type="file" id="stats-file" accept=".json,application/json" '
                     'class="visually-hidden">'
                     '<button type="button" class="secondary" data-st="clear" data-k="st-clear">Clear my stats</button>'
                     '<button type="button" class="secondary" data-st="lobby" data-k="st-lobby">Back to lobby</button>'
                     '</div></section>')
        self.render()
        uihelpers.focusKey("st-lobby")

    def stop(self):
        self.asking = False

    def render(self):
        data = tally.load()
        dom.set_html(dom.qs("#stats-body"), table_html(data))
        dom.set_html(dom.qs("#stats-ask"), ask_html() if self.asking else "")
        clear = dom.qs('[data-st="clear"]')
        if clear is not None:
            clear.disabled = not data["rows"]

    def say(self, text, kind="info"):
        box = dom.qs("#stats-message")
        if box is not None:
            box.textContent = text
            box.className = "message " + kind

    def on_click(self, event):
        _, what = dom.pressed(event, "data-st")
        if what is None:
            return
        if what == "lobby":
            self.on_leave()
        elif what == "export":
            said = str(uihelpers.downloadText("inkwell-stats.json", tally.dumps(tally.load())))
            self.say("Your stats were saved as inkwell-stats.json." if said == "ok"
                     else "The file could not be made (" + said + ").", "info" if said == "ok" else "error")
        elif what == "clear":
            self.asking = True
            self.render()
            uihelpers.focusKey("clear-no")
        elif what in ("clear-yes", "clear-no"):
            self.asking = False
            if what == "clear-yes":
                tally.clear()
                self.say("Your stats on this device were cleared.")
            self.render()
            uihelpers.focusKey("st-export")

    def on_change(self, event):
        if str(event.target.id) == "stats-file":
            asyncio.create_task(self.import_file())

    async def import_file(self):
        try:
            got = json.loads(str(await uihelpers.readChosenFile("stats-file", MOST)))
            if not got.get("ok"):
                self.say(str(got.get("error")) + " Nothing was changed.", "error")
                return
            data, why = tally.parse(str(got.get("text") or ""))
            if data is None:
                self.say(why + " Nothing was changed.", "error")
                return
            n = sum(r["played"] for r in data["rows"].values())
            if not tally.save(tally.merge(tally.load(), data)):
                self.say("This browser would not store the stats. Nothing was changed.", "error")
                return
            self.render()
            self.say("Imported " + str(n) + (" game" if n == 1 else " games")
                     + ", added to the stats already here.")
        except Exception as err:   # a task's error would be lost: say it
            self.say("The file could not be imported: " + str(err), "error")


page = StatsPage()
