# The replay viewer: a finished game move by move, every seat's hand shown.
# The game's own screen class draws the table from each step's views (inert:
# nothing in it can act); this screen owns the step controls and the link.
import asyncio
import client
import dom
import screen as game_screen
from lobby import lobby
from replay import about
from widgets import after
from pyscript import window
from pyscript.js_modules import uihelpers

SPEEDS = (("2", "Slow (2 s a move)"), ("1", "Normal (1 s a move)"), ("0.4", "Fast (0.4 s a move)"))

_token = [0]


def button(act, label, extra=""):
    return ('<button type="button" class="secondary" data-rp="' + act + '" data-k="rp-' + act + '"'
            + extra + '>' + label + '</button>')


class ReplayScreen:
    def __init__(self):
        self.root = None
        self.table = None
        self.steps = 0
        self.upto = 0
        self.seat = 0
        self.names = []
        self.playing = False
        self.speed = 1.0
        self.record = None
        self.date = None
        self.back = "Back to lobby"

    def start(self, root, source, on_leave, screen_of, back="Back to lobby"):
        """source: {"link": "..."} or {"record": {...}}; await screen_of(game) -> a
        game screen (its files are fetched the first time), or None; back: the
        label of the button that calls on_leave."""
        _token[0] += 1
        self.__init__()
        self.root, self.on_leave, self.screen_of, self.back = root, on_leave, screen_of, back
        seen = source.get("seen")
        if isinstance(seen, dict) and isinstance(seen.get("seat"), int):
            self.seat = seen["seat"]   # a room's player sees their own side first
        self.date = about.check_date(source.get("date"))
        dom.set_html(root, '<section class="replay" aria-labelledby="rp-title"><h1 id="rp-title">'
                     'Replay</h1><div id="rp-about"></div><p id="rp-note" class="message" role="status">'
                     'Loading the replay…</p><div id="rp-bar"></div><div id="rp-table" inert></div></section>')
        client.use_replay()
        message = {"type": "replay_open", "upto": 0}
        for key in ("link", "record", "seen"):
            if key in source:
                message[key] = source[key]
        asyncio.create_task(self.guarded(self.open(message, _token[0])))

    async def guarded(self, work):
        """An error in a task would be lost: say it instead."""
        try:
            await work
        except Exception as err:
            window.console.error("Replay: " + str(err))
            self.note("The replay cannot be shown: " + str(err), "error")

    def stop(self):
        _token[0] += 1
        self.playing = False

    async def open(self, message, token):
        reply = await client.call(message)
        if token != _token[0]:
            return
        ui = await self.screen_of(reply.get("game")) if reply.get("ok") else None
        if token != _token[0]:
            return
        if ui is None:
            err = reply.get("error") or {}
            self.note(err.get("message") or "This replay's game cannot be shown here.", "error")
            dom.set_html(dom.qs("#rp-bar"), button("lobby", self.back))
            return
        self.record = reply["record"]
        self.steps = reply["steps"]
        self.names = about.names_of(reply.get("seats"))
        self.table = type(ui)()
        t = self.table
        # Nobody plays here: no seat is "you", each is named (humans empty).
        t.root, t.setup, t.humans = dom.qs("#rp-table"), {"game": reply["game"]}, []
        t.room = True   # nothing of a replay is saved and nobody can act
        t.review = reply.get("review")
        dom.set_html(t.root, t.skeleton())
        t.token = game_screen.new_token()   # the game screen's own checks go by it
        if not await t.prepare(t.token) or token != _token[0]:
            return
        t.started = True
        self.note("", "")
        name = (lobby.games.get(reply["game"]) or {}).get("name") or str(reply["game"])
        dom.set_html(dom.qs("#rp-title"), "Replay: " + dom.esc(name))
        dom.set_html(dom.qs("#rp-about"), about.about_html(self.names, self.date,
                                                           reply.get("outcome"), t.NOBODY))
        self.show(reply)

    def note(self, text, kind):
        box = dom.qs("#rp-note")
        if box is not None:
            box.textContent = text
            box.className = "message " + kind

    def show(self, reply):
        self.upto = reply["upto"]
        t = self.table
        for key in reply["views"]:
            v = reply["views"][key]
            v["turns"] = about.renamed_turns(v.get("turns"), v.get("names"), self.names)
            v["names"] = self.names   # as the bar names them
        t.take_views(reply)
        t.bot_to_act = None
        t.viewer = self.seat
        t.revealed = True
        t.shown = {}
        t.render()
        self.render_bar()

    def render_bar(self):
        focus = uihelpers.activeKey()
        seats = "".join(
            '<button type="button" class="secondary toggle" data-rp="seat" data-seat="' + str(i)
            + '" data-k="rp-seat-' + str(i) + '" aria-pressed="' + ("true" if i == self.seat else "false")
            + '">Seen by ' + dom.esc(n) + "</button>" for i, n in enumerate(self.names))
        speeds = "".join('<option value="' + v + '"' + (' selected' if float(v) == self.speed else '')
                         + '>' + label + '</option>' for v, label in SPEEDS)
        # Three compact rows (the table and its log stay on a laptop's first
        # screen): the steps, the jump, whose side with share and back.
        dom.set_html(dom.qs("#rp-bar"), (
            '<div class="controls rp-row">'
            + button("prev", "Previous move", ' disabled' if self.upto == 0 else '')
            + button("next", "Next move", ' disabled' if self.upto >= self.steps else '')
            + button("play", "Pause" if self.playing else "Play the moves")
            + '<label class="rp-speed">Speed <select id="rp-speed" data-k="rp-speed">' + speeds
            + '</select></label><p class="rp-step" role="status">Move ' + str(self.upto) + ' of '
            + str(self.steps) + '</p></div><label class="rp-jump">Jump to move <input id="rp-jump" '
            'data-k="rp-jump" type="range" min="0" max="' + str(self.steps) + '" value="' + str(self.upto)
            + '"></label><div class="controls rp-row"><div class="rp-seats" role="group" '
            'aria-label="Whose side">' + seats + '</div>'
            + button("share", "Share the replay") + button("lobby", self.back) + '</div>'
            '<p><input id="rp-link" class="rp-link" readonly aria-label="Replay link" hidden></p>'))
        if focus:
            uihelpers.focusKey(focus)

    def go(self, upto):
        if 0 <= upto <= self.steps:
            asyncio.create_task(self.guarded(self.fetch(upto, _token[0])))

    async def fetch(self, upto, token, playing=False):
        """Show step `upto`; a step the playback asked for is dropped if the
        player paused (or moved) while it came: the step they paused on stays."""
        reply = await client.call({"type": "replay_at", "upto": upto})
        if token != _token[0] or (playing and not self.playing):
            return
        if reply.get("ok"):
            self.show(reply)
        else:
            self.note((reply.get("error") or {}).get("message") or "That move cannot be shown.", "error")

    async def play(self, token):
        while token == _token[0] and self.playing and self.upto < self.steps:
            await asyncio.sleep(self.speed)
            if token != _token[0] or not self.playing:
                return
            await self.fetch(self.upto + 1, token, True)
        if token == _token[0]:
            self.playing = False
            self.render_bar()

    async def share(self, token):
        reply = await client.call({"type": "replay_link", "record": self.record})
        if token != _token[0] or not reply.get("ok"):
            return
        self.note(await after.show_link(dom.qs("#rp-link"), reply["link"], self.date), "info")

    # -- delegated handlers (app.py forwards the #screen container's events) ------

    def on_click(self, event):
        b, what = dom.pressed(event, "data-rp")
        if what is None:
            return
        if what == "lobby":
            self.on_leave()
        elif self.table is None:
            return
        elif what in ("prev", "next"):
            self.playing = False
            self.go(self.upto + (1 if what == "next" else -1))
        elif what == "play":
            self.playing = not self.playing
            if self.playing:
                asyncio.create_task(self.guarded(self.play(_token[0])))
            self.render_bar()
        elif what == "seat":
            self.seat = int(b.getAttribute("data-seat"))
            self.go(self.upto)
        elif what == "share":
            asyncio.create_task(self.guarded(self.share(_token[0])))

    def on_change(self, event):
        el = event.target
        if el.id == "rp-speed":
            self.speed = float(el.value)
        elif el.id == "rp-jump" and self.table is not None:
            self.playing = False
            self.go(int(el.value))


screen = ReplayScreen()
