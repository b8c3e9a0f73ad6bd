# Hardback's cards on the table: the card face (genre badge, cost, letter,
# benefits), and where a card the player may use is (hand, inked, a Timeless
# Classic in play).
from widgets import card as cardview

from . import text as tx


def card_html(s, card, tag="div", attrs="", extra_cls="", label=None, cost=False, note="",
              letter=None, wild=False, detail=True):
    d = tx.defn(s.defs, card)
    genre = d["genre"] if d else "starter"
    cls = "card g-" + genre
    if d and d.get("classic"):
        cls += " classic"
    if wild:
        cls += " wild"
    cls += (" " + extra_cls) if extra_cls else ""
    top = ('<span class="c-badge" aria-hidden="true" title="' + tx.GENRE_NAMES[genre] + '">'
           + tx.GENRE_ICONS[genre] + '</span>')
    if cost and d:
        top += ('<span class="c-cost">' + str(d["cost"]) + '¢'
                + (('+' + str(d["buy_stars"]) + '★') if d.get("buy_stars") else '') + '</span>')
    shown = (letter or (d["letter"] if d else "?")).upper()
    basic, bonus = tx.benefits_text(d) if not wild else ("wild", "")
    more = ((cardview.span("c-bonus", bonus) if bonus else '')
            + (cardview.span("c-tc", "Timeless Classic") if d and d.get("classic") else '')
            + (cardview.span("c-note", note) if note else ''))
    if label is None:
        label = tx.card_label(s.defs, card, cost)
    key = str(card["id"]) if detail and card.get("id") is not None else ""
    return cardview.card_html(tag, cls, label, attrs, top, shown, basic, more, key, card.get("id"))


def detail_of(s, key):
    """The card detail of a card id seen in a view: title, big card, sentences."""
    try:
        card_id = int(key)
    except ValueError:
        return None
    card = {"id": card_id, "def": s.known.get(card_id)}
    d = tx.defn(s.defs, card)
    if d is None:
        return None
    title = d["letter"].upper() + " · " + tx.GENRE_NAMES[d["genre"]] + (" · Timeless Classic" if d.get("classic") else "")
    big = card_html(s, card, "div", "", "big", tx.card_label(s.defs, card, True), True, detail=False)
    return title, big, tx.detail_lines(d)


def my_zone_cards(s, view):
    """Hand cards not in the word being built: inked first."""
    used = s.word.ids()
    out = []
    for c in view.get("inked") or []:
        if c["id"] not in used:
            out.append((c, True))
    for c in view.get("hand") or []:
        if c["id"] not in used:
            out.append((c, False))
    return out


def classics_in_play(view):
    out = []
    for p in view["players"]:
        for c in p["classics"]:
            out.append((c, p["seat"]))
    return out


def find_card(view, card_id):
    """The card and where it is: "hand", "inked" or "classic"."""
    for c in (view.get("hand") or []) + (view.get("inked") or []):
        if c["id"] == card_id:
            return c, ("inked" if c in (view.get("inked") or []) else "hand")
    for c, owner in classics_in_play(view):
        if c["id"] == card_id:
            return c, "classic"
    return None, None


def spellable(view):
    """Every card the player may put in the word: inked, hand, classics."""
    pool = (view.get("inked") or []) + (view.get("hand") or [])
    for p in view["players"]:
        pool = pool + p["classics"]
    return pool


def word_card(view, card_id):
    w = view.get("word") or {}
    for c in w.get("cards") or []:
        if c["id"] == card_id:
            return c
    return None
