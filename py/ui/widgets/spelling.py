# Building a word on a game screen: tap, drag or type cards into the word,
# play cards as wild letters, and see what the word would earn (the engine
# scores it through the game's query; the screen only asks). A mixin of
# screen.Screen: the game says when its player may spell, which cards they
# may use, the letter a card shows, and where the preview is drawn.
import asyncio
import client
import dom
from pyscript.js_modules import uihelpers
from screen import alive

from . import controls
from . import letters
from . import word_builder as wb

# A room's host rate-limits each guest (5 messages a second): a guest asks
# for the score once the word has stopped changing, not once per card tapped.
PREVIEW_PAUSE = 0.25


class Spelling:
    """The game's screen calls fresh_word() from its fresh() and gives
    spelling_now(view), spellable(view), letter_of(card), no_letter(letters
    said, as "T or A") and preview_html() (or its own render_preview())."""
    PREVIEW_QUERY = "score_word"
    ENDS_WORD = ("spell",)   # the moves after which the word is on the table, or gone
    SPELL_KEY = "spell"      # the data-k of the button that sends the word

    def fresh_word(self):
        self.word = wb.Word()
        self.preview = None   # what the engine says the word would earn
        self.pseq = 0         # the latest preview asked for; older answers are dropped
        self.forget_typing()

    def forget_typing(self):
        # Letters typed that no card could take, said together until the
        # word changes some other way; and what a two-letter card still
        # waits for (Paperback's TH: T typed, H to come).
        self.missing = []
        self.rest = ""

    def current(self, token, seq):
        return alive(token) and seq == self.pseq

    def can_spell(self):
        v = self.view()
        return v is not None and self.spelling_now(v)

    def prune_word(self, v):
        """Cards that left the player's reach leave the word."""
        if v is None:
            return
        if not self.spelling_now(v):
            self.word.clear()
            return
        self.word.keep_only([c["id"] for c in self.spellable(v)])

    # -- hooks of Screen ---------------------------------------------------------

    def new_viewer(self):
        self.word.clear()
        self.preview = None
        self.forget_typing()

    def rendered(self):
        if not self.word.empty():
            self.refresh_preview()   # a new view may change what the word earns

    def acted(self, action):
        if action.get("type") in self.ENDS_WORD:
            self.word.clear()
            self.preview = None
            self.forget_typing()

    def word_changed(self, typed=False):
        """Redraw and ask what the word earns. A change by typing keeps the
        letters typed that no card could take in the message."""
        self.preview = None
        v = self.view()
        if v is not None:
            letters.name_wilds(self.word.entries, [c["id"] for c in self.spellable(v) if self.is_wild(c)])
        if not typed:
            self.forget_typing()
        self.set_message(self.no_letter(wb.said(self.missing)) if self.missing else "", "info")
        self.render()
        self.refresh_preview()

    def refresh_preview(self):
        self.pseq += 1
        if self.word.empty():
            self.render_preview()
            return
        asyncio.create_task(self.preview_task(self.pseq, self.token))

    async def preview_task(self, seq, token):
        if self.room:
            await asyncio.sleep(PREVIEW_PAUSE)
            if not self.current(token, seq):
                return
        reply = await client.call({"type": "query", "seat": self.viewer, "query": self.PREVIEW_QUERY,
                                   "args": [self.word.action()]})
        if not self.current(token, seq):
            return
        if reply.get("ok"):
            self.preview = reply["answer"]
        else:
            self.preview = {"ok": False, "explain": reply.get("error", {}).get("message"), "coins": 0,
                            "stars": 0}
        self.render_preview()

    def render_preview(self):
        """Redraw the preview box (#PREFIX-preview) from the screen's
        preview_html(), and keep a Spell button off while the word is refused."""
        box = dom.qs("#" + self.PREFIX + "-preview")
        if box is not None:
            dom.set_html(box, self.preview_html())
        button = dom.qs('[data-k="' + self.SPELL_KEY + '"]')
        if button is not None:
            button.disabled = self.word.empty() or self.word_refused()

    def card_of(self, button):
        """The card id a clicked button names (data-card), or None."""
        card = button.getAttribute("data-card")
        return int(card) if card else None

    def preview_pending(self, empty_text):
        """The preview's text while there is no word or no answer yet (else None)."""
        if self.word.empty():
            return '<span class="muted">' + empty_text + '</span>'
        if self.preview is None:
            return '<span class="muted">Counting…</span>'
        return None

    def clicked_card(self, what, card_id):
        """A card tapped into or out of the word; True when handled."""
        if what == "add":
            self.add_card(card_id)
        elif what == "remove":
            self.remove_card(card_id)
        else:
            return False
        return True

    def add_card(self, card_id):
        if self.can_spell() and self.word.add(card_id):
            self.word_changed()

    def remove_card(self, card_id):
        self.word.remove(card_id)
        self.word_changed()

    def toggle_wild(self, card_id):
        v = self.view()
        if v is None:
            return
        letter = "a"
        for c in self.spellable(v):
            if c["id"] == card_id:
                letter = self.letter_of(c)
        self.word.toggle_wild(card_id, letter)
        self.word_changed()
        uihelpers.focusKey("l" + str(card_id))

    def set_wild(self, card_id, letter):
        self.word.set_wild(card_id, letter)
        self.word_changed()
        uihelpers.focusKey("l" + str(card_id))

    def type_letter(self, key):
        """A letter typed goes to the card typing_choice() names; a letter no
        card can take is said, with every other one typed since the word
        last changed otherwise. True when the key was the word's."""
        v = self.view()
        if v is None or not self.spelling_now(v) or not self.revealed:
            return False
        key = key.upper()
        refused = self.typing_refused(v)
        if refused:
            self.set_message(refused, "info")
            return True
        if self.rest and key == self.rest[0]:
            self.rest = self.rest[1:]   # the rest of a two-letter card already in the word
            return True
        card_id, wild, rest = self.typing_choice(v, key)
        if card_id is None:
            if key not in self.missing:
                self.missing.append(key)
            self.set_message(self.no_letter(wb.said(self.missing)), "info")
            return True
        self.place_typed(card_id, wild)
        self.word_changed(typed=True)
        self.rest = rest
        return True

    # Hooks of typing, for a game whose word is more than a row of cards.

    def typing_refused(self, v):
        """Why nothing may be typed now (None: type away)."""
        return None

    def typing_choice(self, v, key):
        """(card id or None, wild letter or None, letters still to type)."""
        return letters.typed_card(self.spellable(v), key, self.letter_of, self.word.ids())

    def place_typed(self, card_id, wild):
        self.word.add(card_id)
        if wild:
            self.word.toggle_wild(card_id, wild)

    def is_wild(self, card):
        """A card that prints no letter stands for one (Paperback's Fame
        cards, Backwords' wilds)."""
        return not self.letter_of(card)

    def word_refused(self):
        """The engine already said this word cannot be spelled (the preview
        shows why, beside the Spell button: said once, not twice)."""
        return self.preview is not None and self.preview.get("ok") is False

    def spell(self):
        if not self.word.empty() and not self.word_refused():
            self.act({"type": "spell", "word": self.word.action()})

    def word_clicked(self, what, card_id):
        """The word's own buttons (data-act add, remove, clear, spell); False
        for a button of the screen's."""
        if what == "add":
            self.add_card(card_id)
        elif what == "remove":
            self.remove_card(card_id)
        elif what == "clear":
            self.word.clear()
            self.word_changed()
        elif what == "spell":
            self.spell()
        else:
            return False
        return True

    # -- delegated handlers --------------------------------------------------------

    def on_change(self, event):
        target = event.target
        card = target.getAttribute("data-wild")
        if card:
            self.set_wild(int(card), str(target.value))

    def play_html(self, v, hand):
        """(spelling now, the play area's start): the word being built or the
        one on the table, then the player's hand (a room's spectator has none)."""
        spelling = self.spelling_now(v)
        play = hand.builder_html(self, v) if spelling else hand.table_word_html(self, v)
        if wb.waiting(self, v):
            play += hand.kept_html(self, v)
        if self.viewer is not None:
            play += hand.hand_html(self, v, spelling)
        return spelling, play

    def put_turn(self, v, play, turn_html, quiet):
        """The play area, then the message unless `quiet` (the word or the
        turn panel's own controls show it then), and the turn panel, hidden
        once the game is over."""
        p = "#" + self.PREFIX
        if not quiet:
            play += controls.message_html(self.PREFIX, self.message)
        self.put(p + "-play", play)
        self.put(p + "-turn", turn_html)
        dom.qs(p + "-turn").hidden = v.get("outcome") is not None

    def on_typed(self, event):
        key = wb.typed(event)
        if key is None:
            return
        if key == "Backspace" or key == "Enter":
            if self.can_spell() and not self.word.empty():
                event.preventDefault()
                if key == "Enter":
                    self.spell()
                else:
                    self.word.pop()
                    # Backspace is typing too: the letters missed stay said.
                    self.word_changed(typed=not self.word.empty())
        elif self.type_letter(key):
            event.preventDefault()

    def on_drop(self, info):
        if not self.can_spell():
            return
        card_id = info.get("card")
        if info.get("to") == "word":
            self.word.move(card_id, info.get("index", len(self.word.entries)))
            self.word_changed()
        elif info.get("to"):
            self.remove_card(card_id)  # dragged back out of the word
