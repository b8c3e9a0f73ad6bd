# The Hardback table: the engine decides every rule, the screen shows its
# views and messages. Through the table client (client.py) it plays this
# page's engine, or a room's host (which binds the seat, runs the bots and
# pushes updates; nothing is saved here then).
import dom
from screen import Screen
from widgets import controls, lookup
from widgets.card_set import CardSet
from widgets.spelling import Spelling

from . import hand, panels, turn
from . import text as tx
from .cards import detail_of, spellable


class HardbackScreen(CardSet, Spelling, Screen):
    GAME = "hardback"
    PREFIX = "hb"
    PANELS = panels
    HOWTO = "howto/hardback.html"
    NOBODY = tx.SOLO_RIVAL
    FOCUS_NEXT = "#hb-turn button|#hb-play [data-drop=hand] button|#hb-play button"

    def fresh(self):
        super().fresh()
        self.defs = None      # the card set: every card's letter, genre, cost, benefits
        self.known = {}       # card id -> definition, for the log
        self.fresh_word()
        self.keep = []        # preview choice: the cards to keep, in order

    def skeleton(self):
        panel = controls.panel_html
        return controls.table_html(
            "hb", "hb", "Hardback table", "Dealing the cards…",
            [panel("hb-play", "Your turn"), panel("hb-turn", "Choices"), panel("hb-row", "Offer row")],
            [panel("hb-players", "Players"), panel("hb-extras", "Award and adverts"),
             panel("", "Word look-up", lookup.lookup_html("hb")), panel("hb-log", "Game log")])

    # -- hooks of Spelling ----------------------------------------------------------

    def spelling_now(self, v):
        return v["turn"] == self.viewer and v["phase"] == "spell" and v.get("outcome") is None

    def spellable(self, v):
        return spellable(v)

    def letter_of(self, card):
        return tx.letter_of(self.defs, card)

    def no_letter(self, letters):
        return "No " + letters + " in your hand: " + dom.tap() + " Wild on a card to use it as one."

    # -- hooks of Screen -------------------------------------------------------------

    def take_views(self, reply):
        super().take_views(reply)
        for v in self.views.values():
            self.remember(v)

    def remember(self, v):
        """Card ids seen in a view, so the log can name cards that left it."""
        known = self.known
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

    def settle(self, v):
        self.prune_word(v)
        if v is not None:
            ch = v.get("choice")
            if not ch or ch.get("kind") != "preview":
                self.keep = []

    # -- drawing -------------------------------------------------------------------

    def render_table(self, v):
        spelling, play = self.play_html(v, hand)
        play += hand.classics_html(self, v, spelling)
        # The message goes next to the controls that caused it: the word, the
        # choice or the purchases (turn.py); ink and remover otherwise.
        own = v["turn"] == self.viewer and (v["phase"] == "buy" or (v["phase"] == "resolve" and v.get("choice")))
        self.put_turn(v, play, turn.turn_panel_html(self, v), spelling or self.viewer is None or own)
        self.put("#hb-row", panels.row_html(self, v))
        self.put("#hb-players", panels.players_html(self, v))
        self.put("#hb-extras", panels.extras_html(self, v))
        self.put_log(panels.log_html(self, v))

    def detail_of(self, key):
        return detail_of(self, key)

    def preview_html(self):
        return hand.preview_html(self)

    # -- the player's own buttons and the look-up box ----------------------------------

    def clicked(self, what, button):
        card_id = self.card_of(button)
        if self.word_clicked(what, card_id):
            return
        if what == "wild":
            self.toggle_wild(card_id)
        elif what in ("skip", "ink"):
            self.act({"type": what})
        elif what == "keep":
            if card_id in self.keep:
                self.keep.remove(card_id)
            else:
                self.keep.append(card_id)
            self.render()

    def rendered(self):
        super().rendered()
        # The offer row never gets shorter in a game: a shorter card dealt in
        # place of a taller one moved the whole table below it.
        row = dom.qs("#hb-row")
        if row is not None:
            kept = str(row.style.minHeight or "0px")
            if row.offsetHeight > float(kept[:-2] or 0):
                row.style.minHeight = str(row.offsetHeight) + "px"

    def toggle_wild(self, card_id):
        super().toggle_wild(card_id)
        # Wild moves focus to the card's letter box; in a guided game it goes
        # back to the step's own control (the tutorial marks it only once).
        if self.tutorial is not None and self.tutorial.step() is not None:
            self.tutorial.marked = ""
            self.tutorial.paint(self.root)

    def on_submit(self, event):
        lookup.submit("hb", event, self.view())


screen = HardbackScreen()
