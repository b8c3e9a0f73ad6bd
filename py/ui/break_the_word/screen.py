# The Break the Word table: sends answers and "ready", shows the engine's
# views, plays the host's clock in a game on this device (a clue every N
# seconds, when that option is on; bots' answers going down) and counts down
# to the next clue. The engine decides every rule; in a room the host binds
# the seat and runs the bots and the clock. The player's grid and notes stay
# on this device (aids.py).
import json

import asyncio
import client
import dom
from screen import Screen, alive
from widgets import controls

from . import aids
from . import view as bv
from .handover import Handover

SYSTEM = -1   # the seat of the host's clock


class BreakTheWordScreen(Handover, Screen):
    GAME = "break_the_word"
    PREFIX = "bw"
    PANELS = bv
    HOWTO = "howto/break-the-word.html"
    FOCUS_NEXT = "#bw-results button|#bw-you .bw-locked|#bw-you input|#bw-you button"
    SHOWN = "board"
    OWN = "you"
    CACHE_HTML = True   # a bot's move must not wipe out an answer being typed

    def fresh(self):
        super().fresh()
        self.draft = ""       # the answer being typed
        self.answered = ""    # the answer sent, back in the box if it is taken back
        self.notes = ""       # the player's scribbles, on this device only
        self.notes_by = {}    # pass-and-play: each seat's notes (handover.py)
        self.aids_for = None  # the seat whose notes and grid are out
        self.round = 0
        self.cells = aids.blank()   # the grid: letters the player knows, by position
        self.grid_for = ""          # which game and round the grid belongs to
        self.timers = {}            # pending clock actions: JSON -> when it appeared
        self.clue_key = None        # (round, clues out) the countdown runs for
        self.clue_since = 0
        self.ticking = False
        self.unknown = ""           # the answer the engine does not know, asked about once
        self.asking = False         # that question is on its way

    def device_options(self):
        """The hidden options, from what this device keeps (read again for a rematch)."""
        return {"played": aids.played()}

    def suggested_options(self):
        return aids.suggested()

    def skeleton(self):
        panel = controls.panel_html
        return controls.table_html(
            "bw", "hb bw", "Break the Word table", "Shuffling the clues…",
            [panel("bw-clues", "Clues"), panel("bw-you", "Your answer"),
             panel("bw-results", "Answers of the round")],
            [panel("bw-players", "Players")])

    # -- hooks of Screen -------------------------------------------------------------

    def keep_inputs(self):
        """What the player typed survives the next render (behind the
        hand-over, the boxes still hold the previous player's)."""
        if not self.revealed:
            return
        for key, sel in (("draft", "#bw-word"), ("notes", "#bw-notes")):
            box = dom.qs(sel)
            if box is not None:
                setattr(self, key, str(box.value))
        for i in range(aids.CELLS):
            box = dom.qs("#bw-g" + str(i + 1))
            if box is not None:
                self.cells[i] = aids.clean(box.value)

    def new_viewer(self):
        self.draft = ""
        self.swap_aids()

    def step_of(self, v):
        return str(v["phase"])   # everyone plays every step at once: no turns

    def settle(self, v):
        if v is None:
            return
        if v["round"] != self.round:
            self.round = v["round"]
            self.draft, self.notes, self.notes_by = "", "", {}
        game = self.game_id(v)
        if game != self.grid_for:
            self.grid_for, self.aids_for = game, self.viewer
            self.cells = aids.load_grid(game, self.viewer)
            self.notes = aids.load_notes(game, self.viewer) or self.notes
        key = (v["round"], v["revealed"])
        if v["phase"] == "clues" and key != self.clue_key:
            if self.clue_key is not None:
                self.new_clue(v)
            self.clue_key, self.clue_since = key, aids.now()
        if not self.room or client.seat() == 0:   # a room's host sits in seat 0 and keeps its words
            aids.keep_played(v.get("played"))

    def game_id(self, v):
        """This game and round, so a reload finds the grid and a new round starts blank."""
        base = str(self.record.get("seed")) if self.record else "room:" + ",".join(v.get("names") or [])
        return base + ":" + str(v["round"])

    def on_change(self, event):
        target = event.target
        if target is not None and target.getAttribute("data-grid") is not None:
            self.keep_inputs()
            target.value = self.cells[int(target.getAttribute("data-grid"))]
            aids.save_grid(self.grid_for, self.viewer, self.cells)

    def on_input(self, event):
        """The notes are kept as they are typed, so a reload finds them; a
        refused answer's reason goes once the answer is being retyped."""
        target = event.target
        if target is not None and str(target.id) == "bw-word":
            self.answer_retyped(str(target.value).strip().lower())
        if target is not None and str(target.id) == "bw-notes" and self.grid_for:
            self.keep_inputs()
            aids.save_grid(self.grid_for, self.viewer, self.cells, self.notes)

    def answer_retyped(self, word):
        """What was said of the answer no longer holds once it is another
        word: the reason goes, and so does "Lock in … anyway"."""
        if self.message is None or (self.unknown and word == self.unknown):
            return
        if self.unknown or self.message[1] == "error":
            self.set_message("")
            anyway = dom.qs('[data-k="lock-anyway"]')
            if anyway is not None:
                anyway.parentElement.remove()

    # -- the countdown to the clock's next clue ------------------------------------------

    def clue_seconds(self, v):
        if v is None or v["phase"] != "clues" or v.get("outcome") is not None:
            return 0
        return (v.get("options") or {}).get("clue_seconds") or 0

    def countdown_html(self, v):
        seconds = self.clue_seconds(v)
        if not seconds:
            return ""
        text = aids.countdown_text(aids.seconds_left(seconds, self.clue_since))
        return '<p id="bw-countdown" class="bw-countdown" role="timer" aria-label="Next clue">' + text + '</p>'

    def rendered(self):
        if self.clue_seconds(self.view()) and not self.ticking:
            self.ticking = True
            asyncio.create_task(self.tick(self.token))

    async def tick(self, token):
        try:
            while alive(token):
                await asyncio.sleep(1)
                seconds = self.clue_seconds(self.view())
                box = dom.qs("#bw-countdown")
                if not alive(token) or not seconds or box is None:
                    return
                box.textContent = aids.countdown_text(aids.seconds_left(seconds, self.clue_since))
        finally:
            if alive(token):
                self.ticking = False

    def acted(self, action):
        if action.get("type") == "answer":
            self.answered, self.draft = self.draft, ""

    def undone(self):
        # Taken back, the answer returns to the box to be changed; a "ready"
        # taken back leaves what is being typed as it is.
        draft = self.draft or self.answered
        super().undone()
        self.draft, self.answered = draft, ""

    def host_clock(self, reply):
        """Every timed action the engine names runs on its own count, from when
        it first appeared: two bots writing answers each go down on time, and
        another move does not restart a count. One no longer named is dropped."""
        pending = {}
        for t in reply.get("timers") or []:
            key = json.dumps(t["action"])
            if key in self.timers:
                pending[key] = self.timers[key]
            else:
                pending[key] = aids.now()
                asyncio.create_task(self.clock_task(t, key, pending[key], self.token))
        self.timers = pending

    async def clock_task(self, timer, key, since, token):
        await asyncio.sleep(timer["delay"])
        if not alive(token) or self.timers.get(key) != since:
            return  # the game moved on: the engine no longer wants this action
        self.timers.pop(key, None)
        reply = await client.call({"type": "act", "seat": SYSTEM, "action": timer["action"],
                                   "views": self.humans, "want_record": True})
        if alive(token) and reply.get("ok"):
            self.absorb(reply)

    # -- drawing -------------------------------------------------------------------

    def review_html(self):
        return bv.review_html(self, self.view() or {})

    def render_table(self, v):
        self.put("#bw-clues", bv.clues_html(self, v))
        if self.put("#bw-you", bv.answer_html(self, v)):
            self.restore_inputs()
        self.put("#bw-results", bv.results_html(self, v))
        self.put("#bw-players", bv.players_html(self, v))

    def restore_inputs(self):
        for key, sel in (("draft", "#bw-word"), ("notes", "#bw-notes")):
            box = dom.qs(sel)
            if box is not None:
                box.value = getattr(self, key)
        for i in range(aids.CELLS):
            box = dom.qs("#bw-g" + str(i + 1))
            if box is not None:
                box.value = self.cells[i]

    # -- the answer form -------------------------------------------------------------

    def on_submit(self, event):
        event.preventDefault()
        if event.target is None or event.target.id != "bw-answer":
            return
        box = dom.qs("#bw-word")
        if box is None:
            return
        word = str(box.value).strip()
        if not word:
            self.set_message("Type the seven-letter word you have found.", "info")
            return
        self.submit(word)

    def submit(self, word):
        self.draft = word
        if word.lower() == self.unknown:
            self.lock_in(word)   # asked once already: the player means it
        elif not self.asking:
            self.asking = True
            asyncio.create_task(self.check_answer(word, self.token))

    async def check_answer(self, word, token):
        """Ask the engine whether the word is in the answer list; lock it in
        if it is, or ask the player once if it is not. If the engine cannot
        say, the answer goes (the engine judges it anyway)."""
        try:
            reply = await client.call({"type": "query", "seat": self.viewer, "query": "known_answer",
                                       "args": [word]})
        finally:
            self.asking = False
        if not alive(token) or "answer" not in (self.view() or {}).get("allowed", []):
            return
        answer = reply.get("answer") if reply.get("ok") else None
        if answer is None or answer.get("known") or answer.get("word") is None:
            self.lock_in(word)
            return
        self.keep_inputs()
        self.unknown = answer["word"]
        self.message = (answer["word"].upper() + " is not a word we know. Lock it in anyway?", "info")
        self.render()

    def lock_in(self, word):
        self.unknown = ""
        self.act({"type": "answer", "word": word})

    def clicked(self, what, button):
        if what != "lock-anyway":
            return
        self.keep_inputs()
        if self.draft.strip():   # changed since the question: asked about afresh
            self.submit(self.draft.strip())


screen = BreakTheWordScreen()
