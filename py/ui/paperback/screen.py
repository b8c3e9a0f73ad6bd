# The Paperback table: the engine decides every rule, the screen shows its
# views and sends the player's actions (on this page's engine, or a room's
# host through the table client).
from screen import Screen
from widgets import controls, lookup
from widgets.card_set import CardSet
from widgets.spelling import Spelling

from . import hand, offer, panels, turn
from . import text as tx
from .cards import spellable
from .detail import detail_of


class PaperbackScreen(CardSet, Spelling, Screen):
    GAME = "paperback"
    PREFIX = "pb"
    PANELS = panels
    HOWTO = "howto/paperback.html"
    ENDS_WORD = ("spell", "pass")

    def fresh(self):
        super().fresh()
        self.defs = None        # the card set: letters, score, cost, ability of every card
        self.fresh_word()
        self.show_cards = False  # your deck and discard pile, unfolded

    def skeleton(self):
        panel = controls.panel_html
        return controls.table_html(
            "pb", "hb pb", "Paperback table", "Dealing the cards…",
            [panel("pb-play", "Your turn"), panel("pb-turn", "Choices"), panel("pb-offer", "Cards on offer")],
            [panel("pb-track", "Length track"), panel("pb-players", "Players"), panel("pb-mine", "Your cards"),
             panel("", "Word look-up", lookup.lookup_html("pb")), panel("pb-log", "Game log")])

    # -- hooks of Spelling ----------------------------------------------------------

    def spelling_now(self, v):
        return v["turn"] == self.viewer and "spell" in (v.get("allowed") or [])

    def spellable(self, v):
        return spellable(v)

    def letter_of(self, card):
        return tx.letters_of(self.defs, card)

    def is_wild(self, card):
        return tx.is_wild(self.defs, card)

    def no_letter(self, letters):
        return "No " + letters + " in your hand, and no wild Fame card left to play as one."


    # -- hooks of Screen -------------------------------------------------------------

    def new_viewer(self):
        super().new_viewer()
        self.show_cards = False

    def settle(self, v):
        self.prune_word(v)

    # -- drawing -------------------------------------------------------------------

    def render_table(self, v):
        spelling, play = self.play_html(v, hand)
        mine = v["turn"] == self.viewer and v["phase"] in ("choose", "buy")
        self.put_turn(v, play, turn.turn_panel_html(self, v), spelling or mine)
        self.put("#pb-offer", offer.piles_html(self, v))
        self.put("#pb-track", offer.track_html(self, v))
        self.put("#pb-players", panels.players_html(self, v) + panels.extras_html(self, v))
        self.put("#pb-mine", panels.my_cards_html(self, v) if self.viewer is not None else "")
        self.put_log(panels.log_html(self, v))

    def detail_of(self, key):
        return detail_of(self, key)

    def preview_html(self):
        v = self.view()
        return hand.preview_html(self, v) if v is not None else ""

    # -- the player's own buttons and the look-up box ----------------------------------

    def clicked(self, what, button):
        card_id = self.card_of(button)
        if self.word_clicked(what, card_id):
            return
        if what == "pass":
            self.act({"type": "pass"})
        elif what == "cards":
            self.show_cards = not self.show_cards
            self.render()

    def on_submit(self, event):
        lookup.submit("pb", event, self.view())


screen = PaperbackScreen()
