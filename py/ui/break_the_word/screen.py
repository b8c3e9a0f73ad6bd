# The Break the Word table: sends answers and "ready", shows the engine's
# views, plays the host's clock in a game on this device (a clue every N
# seconds, when that option is on). The engine decides every rule; in a room
# the host binds the seat and runs the bots and the clock.
import json

import asyncio
import client
import dom
from screen import Screen, alive
from widgets import controls

from . import view as bv

SYSTEM = -1   # the seat of the host's clock


class BreakTheWordScreen(Screen):
    GAME = "break_the_word"
    PREFIX = "bw"
    FOCUS_NEXT = "#bw-results button|#bw-you input|#bw-you button"
    BOT_DELAY = 0.6
    SHOWN = "board"
    CACHE_HTML = True   # a bot's move must not wipe out an answer being typed
    CHOICE_LABELS = {
        "difficulty": {"first": "First games (4 green, 3 orange, 2 pink)",
                       "standard": "Standard (3 of each colour)", "hard": "Hard (2 green, 3 orange, 4 pink)"},
        "clue_seconds": {"0": "When everyone is ready", "15": "Every 15 seconds at most",
                         "20": "Every 20 seconds at most", "30": "Every 30 seconds at most"},
    }

    def fresh(self):
        super().fresh()
        self.draft = ""       # the answer being typed
        self.notes = ""       # the player's scribbles, on this device only
        self.round = 0
        self.timer = 0
        self.timer_key = ""

    def name_of(self, view, seat):
        return bv.name_of(view, seat)

    def skeleton(self):
        panel = controls.panel_html
        return controls.table_html(
            "bw", "hb bw", "Break the Word table", "Shuffling the clues…",
            [panel("bw-clues", "Clues"), panel("bw-you", "Your answer"),
             panel("bw-results", "Answers of the round")],
            [panel("bw-players", "Players")])

    # -- hooks of Screen -------------------------------------------------------------

    def keep_inputs(self):
        """What the player typed survives the next render."""
        for key, sel in (("draft", "#bw-word"), ("notes", "#bw-notes")):
            box = dom.qs(sel)
            if box is not None:
                setattr(self, key, str(box.value))

    def new_viewer(self):
        self.draft = ""

    def settle(self, v):
        if v is not None and v["round"] != self.round:
            self.round = v["round"]
            self.draft, self.notes = "", ""

    def acted(self, action):
        if action.get("type") == "answer":
            self.draft = ""

    def host_clock(self, reply):
        """Keep one pending timer: the engine's next timed action, counted from
        when it first appeared (a bot's move must not restart the count)."""
        first = None
        for t in reply.get("timers") or []:
            if first is None or t["delay"] < first["delay"]:
                first = t
        key = json.dumps(first["action"]) if first else ""
        if key == self.timer_key:
            return
        self.timer += 1
        self.timer_key = key
        if first is not None:
            asyncio.create_task(self.clock_task(first, self.timer, self.token))

    async def clock_task(self, timer, seq, token):
        await asyncio.sleep(timer["delay"])
        if not alive(token) or seq != self.timer:
            return  # the game moved on: a newer timer replaced this one
        reply = await client.call({"type": "act", "seat": SYSTEM, "action": timer["action"],
                                   "views": self.humans, "want_record": True})
        if alive(token) and reply.get("ok"):
            self.absorb(reply)

    # -- drawing -------------------------------------------------------------------

    def status_html(self, v):
        return bv.status_html(self, v)

    def end_html(self, v):
        return bv.end_html(self, v)

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
        self.draft = word
        self.act({"type": "answer", "word": word})


screen = BreakTheWordScreen()
