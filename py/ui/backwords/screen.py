# The Backwords table: the engine decides every rule (what a pull keeps,
# what a change scores, whether a word stands); the screen shows its views,
# builds the player's move and asks the engine what it would earn.
import dom
from screen import Screen
from widgets import controls, lookup
from widgets.spelling import Spelling

from . import builder, table
from .detail import detail_of
from .move import Move


class BackwordsScreen(Spelling, Screen):
    GAME = "backwords"
    PREFIX = "bk"
    PANELS = table
    HOWTO = "howto/backwords.html"
    PREVIEW_QUERY = "score_move"
    SPELL_KEY = "confirm"

    def fresh(self):
        super().fresh()
        self.fresh_word()
        self.word = Move()

    def skeleton(self):
        panel = controls.panel_html
        return controls.table_html(
            "bk", "hb bk", "Backwords table", "Dealing the cards…",
            [panel("bk-play", "Your move"), panel("bk-row", "Discard row"), panel("bk-words", "Words"),
             panel("bk-summary", "Round summary")],
            [panel("bk-players", "Players"), panel("bk-drawn", "Letters drawn"),
             panel("", "Word look-up", lookup.lookup_html("bk")), panel("bk-log", "Game log")])

    # -- hooks of Spelling ----------------------------------------------------------

    def spelling_now(self, v):
        return (v.get("me") is not None and v["turn"] == self.viewer and v["phase"] == "act"
                and v.get("outcome") is None and ("create" in v["allowed"] or "change" in v["allowed"]))

    def pulled(self, v):
        n = self.word.pull
        return v["row"][len(v["row"]) - n:] if n else []

    def spellable(self, v):
        return (v.get("hand") or []) + self.pulled(v)

    def letter_of(self, card):
        """What the card prints: none for a wild (typing a letter you lack uses it)."""
        return "" if card["kind"] == "wild" else table.letter(card)

    def no_letter(self, letters):
        w = self.changing()
        where = ("in " + w["text"].upper() + ", your hand or pulled") if w else "in your hand or pulled"
        return "No " + letters + " " + where + ", and no wild card to play as one: pull back to one."

    def changing(self):
        """The word on the table being changed, or None."""
        v = self.view()
        if v is None or self.word.target is None:
            return None
        return builder.target_word(v, self.word.target)

    # -- typing (widgets/spelling.py): a change uses the word's own letters first

    def typing_refused(self, v):
        if self.word.target is None and "create" not in v["allowed"]:
            return builder.what_now(v)
        return None

    def typing_choice(self, v, key):
        w = self.changing()
        stack = self.word.untyped_stack(w["text"], key) if w else None
        if stack is not None:
            return stack, None, ""
        return Spelling.typing_choice(self, v, key)

    def place_typed(self, card_id, wild):
        self.word.place_typed(card_id, wild)

    # -- hooks of Screen -------------------------------------------------------------

    def new_viewer(self):
        self.word = Move()
        self.preview = None
        self.forget_typing()

    def settle(self, v):
        if v is None:
            return
        if not self.spelling_now(v) or self.word.pull > len(v["row"]):
            self.word = Move()
            return
        w = builder.target_word(v, self.word.target) if self.word.target is not None else None
        if self.word.target is not None and (w is None or len(w["stacks"]) != len(self.word.entries)
                                             - len([e for e in self.word.entries if e["card"] >= 0])):
            self.word.reset()
        self.prune_word(v)

    def rendered(self):
        if not self.word.empty():
            self.refresh_preview()

    def acted(self, action):
        if action.get("type") in ("create", "change", "pass"):
            self.word = Move()
            self.preview = None
            self.forget_typing()

    def coach_scope(self, v):
        return v.get("round") if v else None

    # -- the move -----------------------------------------------------------------------

    def spell(self):
        if not self.word.empty() and not self.word_refused():
            self.act(self.word.action())

    def add_card(self, card_id):
        v = self.view()
        if v is None or not self.spelling_now(v):
            return
        if self.word.target is None and "create" not in v["allowed"]:
            self.set_message(builder.what_now(v), "info")
            return
        if self.word.add(card_id):
            self.word_changed()

    def pull_to(self, back):
        """Tap a row card: pull back to it; tap the furthest pulled card again: put them back."""
        v = self.view()
        if v is None or not self.spelling_now(v):
            return
        self.word.pull = 0 if back == self.word.pull else back
        self.prune_word(v)
        self.word_changed()

    def start_change(self, word_id):
        v = self.view()
        w = builder.target_word(v, word_id) if v is not None else None
        if w is None or not self.spelling_now(v):
            return
        self.word.reset(word_id, len(w["stacks"]))
        self.word_changed()

    # -- drawing -------------------------------------------------------------------

    def render_table(self, v):
        moving = self.spelling_now(v)
        # Which view is on screen, for tests that wait for the next one.
        dom.qs("#bk-table").setAttribute("data-n", str(v.get("n")))
        pool = self.spellable(v)
        play = ""
        if v.get("challenge"):
            play = builder.challenge_html(self, v)
        elif moving:
            play = builder.builder_html(self, v, pool)
        elif v.get("me") is not None and v.get("outcome") is None:
            play = builder.waiting_html(self, self.name_of(v, v["turn"]))
        if v.get("me") is not None:
            play += builder.hand_html(self, v, pool, moving)
        self.put("#bk-play", play)
        self.put("#bk-row", table.row_html(self, v, moving))
        self.put("#bk-words", table.words_html(self, v, moving and "change" in v["allowed"]))
        self.put("#bk-players", table.players_html(self, v))
        self.put("#bk-drawn", table.drawn_html(v))
        # Once the game is over, the end screen holds the last round's summary.
        self.put("#bk-summary", table.summary_html(v) if v.get("outcome") is None else "")
        self.put_log(table.log_html(v))

    def preview_html(self):
        return builder.preview_html(self)

    def detail_of(self, key):
        return detail_of(self, key)

    # -- the player's own buttons, selects and the look-up box ----------------------------

    def clicked(self, what, button):
        card = button.getAttribute("data-card")
        card_id = int(card) if card else None
        if self.clicked_card(what, card_id):
            return
        if what == "pull":
            self.pull_to(int(button.getAttribute("data-back")))
        elif what == "change":
            self.start_change(int(button.getAttribute("data-word")))
        elif what == "clear":
            self.word = Move()
            self.word_changed()
        elif what == "confirm":
            self.spell()

    def on_change(self, event):
        target = event.target
        place = target.getAttribute("data-place")
        if place:
            value = str(target.value)
            self.word.cover(int(place), int(value) if value else None)
            self.word_changed()
            return
        Spelling.on_change(self, event)

    def on_submit(self, event):
        lookup.on_submit(event, "bk", self.view())


screen = BackwordsScreen()
