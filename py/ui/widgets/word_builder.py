# The word builder: the word being built from letter cards (tap, drag with
# Pointer Events, or type), each card played as printed or as a wild letter,
# and the zones it is built from. It knows cards only by id; the screen says
# which letter a card shows and draws the cards.
from dom import esc, in_text_field, tap, tag_of

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class Word:
    """The cards of the word in order: {"card": id, "wild": letter or None},
    the shape the engines take in a spell action."""

    def __init__(self):
        self.entries = []

    def ids(self):
        return [e["card"] for e in self.entries]

    def empty(self):
        return not self.entries

    def action(self):
        return [dict(e) for e in self.entries]

    def clear(self):
        self.entries = []

    def pop(self):
        self.entries.pop()

    def add(self, card_id, index=None):
        """Append the card (or insert it at index, moving it if it is in the
        word already); False when it is in the word and no index is given."""
        if index is not None:
            self.remove(card_id)
        elif card_id in self.ids():
            return False
        entry = {"card": card_id, "wild": None}
        if index is None or index >= len(self.entries):
            self.entries.append(entry)
        else:
            self.entries.insert(max(0, index), entry)
        return True

    def move(self, card_id, index):
        """A card dropped at index: it keeps the wild letter it had."""
        wild = None
        for e in self.entries:
            if e["card"] == card_id:
                wild = e["wild"]
        # Not remove(): a game's word may refuse to drop a card it can still move.
        self.entries = [e for e in self.entries if e["card"] != card_id]
        index = max(0, min(index, len(self.entries)))
        self.entries.insert(index, {"card": card_id, "wild": wild})

    def remove(self, card_id):
        self.entries = [e for e in self.entries if e["card"] != card_id]

    def keep_only(self, ids):
        self.entries = [e for e in self.entries if e["card"] in ids]

    def toggle_wild(self, card_id, letter):
        """Face down as `letter`, or face up again."""
        for e in self.entries:
            if e["card"] == card_id:
                e["wild"] = None if e["wild"] else letter.lower()

    def set_wild(self, card_id, letter):
        for e in self.entries:
            if e["card"] == card_id and e["wild"]:
                e["wild"] = letter.lower()


def said(letters):
    """Letters as a sentence says them: "T", "T or A", "Q, U or Z"."""
    if len(letters) < 2:
        return "".join(letters)
    return ", ".join(letters[:-1]) + " or " + letters[-1]


def typed(event):
    """What a key press means to the builder: a letter, "Backspace", "Enter",
    or None (a key for something else, or typed into a form field)."""
    if event.ctrlKey or event.metaKey or event.altKey or in_text_field(event):
        return None
    tag = tag_of(event)
    key = str(event.key)
    if len(key) == 1 and key.upper() in LETTERS:
        return key
    if key == "Backspace" or (key == "Enter" and tag != "button" and tag != "a"):
        return key
    return None


def table_word_html(s, view, card_html, after=""):
    """The word on the table (spelled, or proposed for a vote), each of its
    cards drawn by `card_html(card)`; `after` follows the word in its heading."""
    w = view.get("word")
    if not w:
        return waiting_word_html(s, view)
    mine = view["turn"] == s.viewer and len(s.humans) == 1   # a replay's seat is named
    who = "Your" if mine else esc(s.name_of(view, view["turn"])) + "’s"
    return ('<h2 class="zone-title">' + who + ' word: ' + esc(str(w["text"]).upper()) + after + '</h2>'
            '<div class="zone word-zone">' + "".join(card_html(c) for c in w["cards"]) + '</div>')


def waiting(s, view):
    """A seated player's wait through another player's turn."""
    return getattr(s, "viewer", None) is not None and view.get("turn") != s.viewer and view.get("outcome") is None


def kept_html(now, preview, labels):
    """While another player plays, what your turn adds below the word (what
    it earns, its buttons) keeps its room: the line says `now` (what they
    are doing) in the room of your `preview`, the buttons' row is hidden.
    Your turn coming then moves nothing on the table."""
    buttons = "".join('<button type="button" tabindex="-1" disabled>' + esc(t) + '</button>' for t in labels)
    return ('<div class="preview kept"><span class="room-kept" aria-hidden="true">' + preview + '</span><span>'
            + now + '</span></div><div class="controls room-kept" aria-hidden="true">' + buttons + '</div>')


def waiting_word_html(s, view):
    """Another player's word before they spell it: its place is kept, so the
    word arriving moves nothing below it."""
    turn = view.get("turn")
    if turn is None or turn == s.viewer or view.get("outcome") is not None:
        return ""
    return ('<h2 class="zone-title">' + esc(s.name_of(view, turn)) + '’s word</h2>'
            '<div class="zone word-zone waiting"></div>')


def zone_html(title_id, title, cls, items, drop=""):
    """A titled row of cards; drop names it as a place cards may be dragged to."""
    return ('<h2 class="zone-title" id="' + title_id + '">' + title + '</h2><div class="zone ' + cls + '"'
            + (' data-drop="' + drop + '"' if drop else '') + ' aria-labelledby="' + title_id + '">'
            + "".join(items) + '</div>')


def empty_hint():
    """What an empty word box says: how cards come into it, on this device."""
    if tap() == "tap":
        return '<p class="hint">Tap cards below or drag them here.</p>'
    return '<p class="hint">Click cards below, drag them here, or type letters.</p>'


def slot_html(card, controls):
    return '<div class="slot">' + card + '<div class="slot-ctl">' + controls + '</div></div>'


def wild_controls(card_id, position, name, wild):
    """Make a card wild, or choose its letter and turn it face up again."""
    cid = str(card_id)
    n = str(position)
    if not wild:
        return ('<button type="button" class="mini secondary" data-act="wild" data-card="' + cid
                + '" data-k="f' + cid + '" aria-label="Make ' + esc(name) + ' (card ' + n
                + ') wild">Wild</button>')
    return (letter_select(card_id, wild, "Letter for wild card " + n)
            + '<button type="button" class="mini secondary" data-act="wild" data-card="' + cid
            + '" data-k="f' + cid + '" aria-label="Turn card ' + n + ' face up (' + esc(name)
            + ')">Reset</button>')


def letter_select(card_id, wild, aria):
    """The letter a wild card stands for (it has no face-up side); `aria`
    names it, as "Letter for wild card 2"."""
    cid = str(card_id)
    current = (wild or "").upper()
    opts = "".join('<option value="' + L + '"' + (' selected' if L == current else '') + '>' + L
                   + '</option>' for L in LETTERS)
    return ('<select data-wild="' + cid + '" data-k="l' + cid + '" aria-label="' + esc(aria) + '">'
            + opts + '</select>')


def hand_zone_html(prefix, items, on_turn, spelling):
    """The player's hand: titled by when it is played, a hint when it is empty."""
    title = "Your hand"   # on_turn None: the game is over
    if on_turn is False:
        title = "Your next hand"
    elif on_turn and not spelling:
        title = "Left in your hand (discarded at the end of your turn)"
    if not items:
        items = ['<p class="hint">' + ('All your cards are in the word.' if spelling else 'No cards.')
                 + '</p>']
    return zone_html(prefix + "-hand-title", title, "hand-zone", items, "hand" if spelling else "")
