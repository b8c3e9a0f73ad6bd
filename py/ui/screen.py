# What every game screen does the same way: send the player's actions, take
# the engine's replies, draw the table's common parts, choose whose screen it
# is in pass-and-play, and forward the page's events. Opening the game
# (opening.py), keeping its save (keeping.py), the bots (bots.py), the
# coach (coaching.py) and the card detail (widgets/detail.py) are mixed in.
# A game's screen subclasses Screen and draws its own table (render_table)
# from the engine's views.
import json

import asyncio
import client
import dom
import saved
from pyscript.js_modules import uihelpers
from bots import Bots
from coaching import Coaching
from epoch import alive, current, new_token  # noqa: F401  (the games' screens import them from here)
from keeping import Keeping
from opening import Opening
from widgets import after as after_game
from widgets import coach, controls, end, players, turns
from widgets.detail import Detail

# What app.py lets a screen open: "replay" -> fn(source, screen), source as
# widgets/after.py's source().
hooks = {}


class Screen(Opening, Keeping, Bots, Coaching, Detail):
    GAME = ""
    PREFIX = ""          # of the skeleton's element ids
    SHOWN = "cards"      # what the pass-and-play screen hides
    CACHE_HTML = False   # redraw a container only when its HTML changed
    HOWTO = ""           # the game's How-to page, opened beside the game by Rules
    NOBODY = "?"         # the name of no seat (Hardback: its solo rival)
    PANELS = None        # the game's module with status_html(screen, view) and end_html(screen, view)
    OWN = "play"         # the panel of the player's own move (#PREFIX-OWN)

    def __init__(self):
        self.fresh()

    def name_of(self, view, seat):
        return players.name_of(view, seat, self.NOBODY)

    def status_html(self, v):
        return self.PANELS.status_html(self, v)

    def end_html(self, v):
        return self.PANELS.end_html(self, v)

    def fresh(self):
        """The state of a new game; subclasses add their own."""
        self.root = None
        self.setup = {}
        self.on_leave = None
        self.token = 0
        self.humans = [0]
        self.views = {}
        self.viewer = 0
        self.revealed = True
        self.busy = False
        self.bot_to_act = None
        self.bot_running = False
        self.message = None
        self.record = None
        self.room = False
        self.started = False
        self.early = None
        self.shown = {}
        self.advice = []      # the coach's word on each of this device's spelled words
        self.detail_back = ""   # the data-k of the card whose detail is open
        self.players_open = False  # a phone's players bar, expanded
        self.detail_quiet = False
        self.focus_lost = False   # focus fell to the page: the next render places it
        self.motion_from = None   # the seat whose move the next render shows moving
        self.ended = False        # the end screen was shown (and scrolled to)
        self.waiting = True       # the last view shown was not this player's move
        self.after = None         # after the game: None, then what went wrong ("" if nothing)
        self.review = None        # the game's review of the finished record (engine's, or the host's)
        self.link = None          # a room's finished record, as the host sent it (a replay link)
        self.tutorial = None      # a guided first game's steps (tutorials/tutorial.py), set after start

    def view(self):
        return self.views.get(self.viewer)

    # -- replies from the engine ------------------------------------------------

    def newer(self, reply):
        """In a room, pushes and replies may repeat a view already shown."""
        old = self.view()
        new = reply["views"].get(str(self.viewer))
        return old is None or new is None or new.get("n", 0) > old.get("n", 0)

    def absorb(self, reply):
        if self.room and not self.newer(reply):
            self.motion_from = None
            return
        self.keep_inputs()
        self.take_views(reply)
        self.coach_gone()
        self.coached(reply.get("coach") or [])
        self.choose_viewer()
        v = self.view()
        self.settle(v)
        self.keep_save(v)
        self.render()
        self.rendered()
        self.turn_back()
        if client.runs_bots():
            if self.bot_to_act is not None and not self.bot_running:
                asyncio.create_task(self.run_bots())
            self.host_clock(reply)

    def keep_inputs(self):
        """Hook: keep what the player is typing before a new view lands."""

    def settle(self, view):
        """Hook: bring the screen's own state in line with a new view."""

    def rendered(self):
        """Hook: work started once the new view is on screen."""

    def host_clock(self, reply):
        """Hook: the host's timed actions, in a game on this device."""

    def turn_back(self):
        """A phone's table is taller than its screen, and the player went down
        it to end their turn: when their move comes back, what the others did
        and the scores (the table's top) come into view above their own
        panel. Only then: never while they are making their move."""
        v = self.view()
        mine = (v is not None and v.get("outcome") is None and self.revealed
                and self.viewer in (v.get("actors") or []))
        # a guided game brings each step's control into view itself
        if mine and self.waiting and self.tutorial is None:
            uihelpers.scrollSpan(self.PREFIX + "-top", self.PREFIX + "-" + self.OWN)
        self.waiting = not mine

    def take_views(self, reply):
        views = {}
        for k in reply["views"]:
            views[None if k == "None" else int(k)] = reply["views"][k]
        self.views = views
        self.bot_to_act = reply.get("bot_to_act")
        if reply.get("record"):
            self.record = reply["record"]
            # What the coach said of a move since taken back goes with it.
            played = len(self.record.get("actions") or [])
            self.advice = [a for a in self.advice if a["n"] < played]

    def choose_viewer(self):
        """Pass-and-play: the screen goes to the human whose move it is."""
        view = self.view() or self.views.get((self.humans or [0])[0])
        if self.room or view is None:
            return
        acting = [s for s in view.get("actors") or [] if s in self.humans]
        if not acting or self.viewer in acting:
            return
        self.viewer = acting[0]
        self.message = None
        self.new_viewer()
        if len(self.humans) > 1:
            self.revealed = False

    def new_viewer(self):
        """Hook: forget what the previous player was doing."""

    # -- the player's actions ----------------------------------------

    def act(self, action):
        self.request({"type": "act", "seat": self.viewer, "action": action, "views": self.humans,
                      "want_record": True, "coach": self.coaching()},
                     lambda: self.acted(action))

    def can_undo(self):
        """The engine offers to take back this player's last move (never in a room)."""
        v = self.view()
        return not self.room and self.revealed and v is not None and v.get("undo") is True

    def undo(self):
        if self.can_undo():
            self.request({"type": "undo", "seat": self.viewer, "views": self.humans,
                          "want_record": True}, self.undone)

    def request(self, message, done):
        if self.busy:
            return  # one action at a time: ids go stale after a re-render
        self.busy = True
        asyncio.create_task(self.send(message, done))

    async def send(self, message, done):
        token = current()
        try:
            reply = await client.call(message)
        finally:
            self.busy = False
        if not alive(token):
            return
        if not reply.get("ok"):
            self.set_message(reply.get("error", {}).get("message") or "The engine refused that.")
            return
        self.message = None
        done()
        self.absorb(reply)
        if self.coaching():
            asyncio.create_task(self.await_advice(token))

    def undone(self):
        """The move was taken back: what the screen held for it goes too."""
        self.new_viewer()
        self.message = ("Your last move was taken back.", "info")

    def acted(self, action):
        """Hook: the engine took the player's action."""

    # -- drawing ------------------------------------------------------------------

    def put(self, selector, html):
        """Fill a container; True when it was redrawn."""
        if self.CACHE_HTML:
            if self.shown.get(selector) == html:
                return False
            self.shown[selector] = html
        dom.set_html(dom.qs(selector), html)
        return True

    def put_log(self, html):
        """The game log (#PREFIX-log), its newest events in view: every
        table keeps its log so."""
        if self.put("#" + self.PREFIX + "-log", html):
            box = dom.qs("#" + self.PREFIX + "-log .log")
            if box is not None:
                box.scrollTop = box.scrollHeight

    def render(self):
        v = self.view()
        if v is None or not self.started:
            return
        focus = uihelpers.activeKey()
        p = "#" + self.PREFIX
        mover, self.motion_from = self.motion_from, None
        if mover is not None:
            uihelpers.motionFirst(p + "-table")
        undo = "" if self.room else controls.undo_html(self.can_undo())
        self.put(p + "-top", self.status_html(v) + undo + controls.rules_html(self.HOWTO)
                 + turns.turns_html(v, self.viewer))
        grid = dom.qs(p + "-table")
        if v.get("outcome") is not None:
            self.show_end(v)
            self.put(p + "-pass", "")
        elif not self.revealed:
            self.put(p + "-pass", controls.pass_html(self.PREFIX, self.name_of(v, self.viewer),
                                                     self.SHOWN))
            self.put(p + "-end", "")
            grid.hidden = True
            uihelpers.focusKey("reveal")
            return
        else:
            self.put(p + "-pass", "")
            self.put(p + "-end", "")
        grid.hidden = False
        # The phone's table orders its panels by the step (styles only).
        grid.setAttribute("data-step", self.step_of(v))
        self.render_table(v)
        if mover is not None:
            uihelpers.motionPlay(mover)
        self.place_focus(focus, v)
        if self.tutorial is not None:
            self.tutorial.sync(self.root, v)

    def step_of(self, v):
        """The step this seat is at ('spell', 'buy'...; 'wait' on another's turn)."""
        return str(v.get("phase") or "") if v.get("turn") == self.viewer else "wait"

    # Where focus goes when the control that had it is gone (an action done):
    # the next sensible control, in the order of these selectors.
    FOCUS_NEXT = "button"

    def place_focus(self, focus, v):
        if v.get("outcome") is not None:
            return  # show_end placed it
        if focus and uihelpers.focusKey(focus):
            self.focus_lost = False
            return
        if focus or self.focus_lost:
            # Keep looking on later renders (a bot may be playing now).
            table = "#" + self.PREFIX + "-table "
            found = uihelpers.focusFirst("|".join(table + sel for sel in self.FOCUS_NEXT.split("|")))
            self.focus_lost = found == "" and uihelpers.activeKey() == ""

    def show_end(self, v):
        """The result: drawn once, scrolled into view, its first button focused
        (the box is a live region: it is read out as it appears)."""
        p = "#" + self.PREFIX
        shown = self.put(p + "-end", self.end_html(v) + after_game.note_html(self) + self.review_html()
                         + coach.end_html(self.advice, lambda seat: end.words_of(v, seat),
                                          lambda seat: players.name_in(v, seat)))
        after_game.sync(self)
        if shown and not self.ended:
            self.ended = True
            uihelpers.scrollToId(self.PREFIX + "-end", "nearest")
            uihelpers.focusKey("rematch") or uihelpers.focusKey("lobby")

    def review_html(self):
        """Hook: the game's review of the finished game (self.review), if any."""
        return ""

    def set_message(self, text, kind="error"):
        self.message = (text, kind) if text else None
        box = dom.qs("#" + self.PREFIX + "-message")
        if box is not None:
            box.textContent = text or ""
            box.className = "message " + kind

    # -- delegated handlers (app.py forwards the #screen container's events) ------

    def guard(self, name, event):
        """Whether the delegated handler `name` may see the event (a guided game's steps may say no)."""
        return self.tutorial is None or self.tutorial.guard(name, event, self.root, self.on_leave)

    def on_click(self, event):
        button = dom.closest(event, "button")
        if button is None or button.disabled or button.getAttribute("aria-disabled") == "true":
            return
        send = button.getAttribute("data-send")
        if send:
            try:
                action = json.loads(send)
            except ValueError:
                return
            self.keep_inputs()
            self.act(action)
            return
        what = button.getAttribute("data-act")
        if what == "reveal":
            self.revealed = True
            self.shown = {}
            self.render()
            self.turn_back()
        elif what == "detail-close":
            self.close_detail()
        elif what == "players":
            self.players_open = not self.players_open
            self.render()
        elif what in ("leave", "lobby"):
            self.on_leave()
        elif what == "replay" and after_game.source(self) and "replay" in hooks:
            hooks["replay"](after_game.source(self), self)
        elif what == "share-replay":
            asyncio.create_task(after_game.share(self))
        elif what == "discard":
            saved.clear(self.GAME)
            self.on_leave()
        elif what == "undo":
            self.undo()
        elif what == "rematch" and not self.room:
            self.start(self.root, self.rematch_setup(), self.on_leave, None, None)
        elif what:
            self.clicked(what, button)

    def rematch_setup(self):
        """The same set-up, with what the device keeps read afresh (the words
        just played must not come again)."""
        kept = getattr(self, "device_options", None)
        if kept is None:
            return self.setup
        return self.setup | {"options": (self.setup.get("options") or {}) | kept()}

    def clicked(self, what, button):
        """Hook: a button of the screen's own (data-act)."""

    def on_key(self, event):
        # Ctrl+Z in a text field stays the field's own undo.
        if (str(event.key) in ("z", "Z") and (event.ctrlKey or event.metaKey)
                and not event.shiftKey and not event.altKey and not dom.in_text_field(event)):
            event.preventDefault()
            self.undo()
        else:
            self.on_typed(event)

    def on_typed(self, event):
        """Hook: any other key pressed on the game's page."""
