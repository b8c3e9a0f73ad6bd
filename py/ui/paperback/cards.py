# Paperback's cards on the table: the face (score top left, cost bottom
# left, the letters, the ability, fame), and which cards the speller may use.
from widgets import card as cardview

from . import text as tx

KIND_CLASS = {"starter": "pk-starter", "starter_fame": "pk-fame", "fame": "pk-fame", "letter": "pk-letter",
              "attack": "pk-attack", "common": "pk-common"}


def card_html(s, card, tag="div", attrs="", extra_cls="", label=None, note="", letter=None, detail=True):
    """`letter`: what a wild card stands for in a word (shown underlined)."""
    d = tx.defn(s.defs, card)
    kind = d["kind"] if d else "letter"
    printed = tx.letters_of(s.defs, card)
    shown = (letter or printed or "?").upper()
    cls = "card pb-card " + KIND_CLASS.get(kind, "pk-letter")
    if not printed:
        cls += " wild"
    if len(shown) > 1:
        cls += " two"
    cls += (" " + extra_cls) if extra_cls else ""
    top = cardview.span("c-score", str(d["score"]) if d else "?")
    if d and d.get("fame"):
        top += cardview.span("c-fame", "★" + str(d["fame"]))
    text = (d.get("text") or "") if d else ""
    if not printed and not text:
        text = "wild"
    more = (cardview.span("c-note", note) if note else '')
    if d and kind not in ("common",):
        more += cardview.span("c-cost pb-cost", str(d["cost"]) + "¢")
    if label is None:
        label = tx.card_label(s.defs, card, True)
    # The detail is the same for every copy of a card: keyed by its definition.
    key = str(d["def"]) if detail and d else ""
    return cardview.card_html(tag, cls, label, attrs, top, shown, text, more, key, card.get("id"))


def button_html(s, card, act, key, label, extra_cls="", note="", letter=None, drag=False):
    """A card the player may tap (data-act names what a tap does)."""
    cid = str(card["id"])
    attrs = 'data-act="' + act + '" data-card="' + cid + '" data-k="' + key + cid + '"'
    if drag:
        attrs += ' data-drag="' + cid + '"'
    return card_html(s, card, "button", attrs, extra_cls, label, note, letter)


def spellable(view):
    """The cards a word may use: the hand, then the top Common card."""
    pool = list(view.get("hand") or [])
    top = (view.get("track") or {}).get("top")
    if top:
        pool.append(top)
    return pool


def is_common(view, card_id):
    top = (view.get("track") or {}).get("top")
    return top is not None and top["id"] == card_id


def find(cards, card_id):
    for c in cards:
        if c["id"] == card_id:
            return c
    return None
