# What is on offer: the letter piles (top and alternate cards, how many are
# left below), the Fame piles, and the length track with its Common cards.
# While the player buys, each card is a button; one dearer than the coins
# left is shown disabled.
from dom import esc
from widgets import controls

from . import text as tx
from .cards import card_html


def buying(s, view):
    return view["turn"] == s.viewer and "buy" in (view.get("allowed") or [])


def offer_card(s, view, card, cost, note, what):
    """A card of a pile: a buy button while buying, else a card to look at."""
    label = tx.card_label(s.defs, card, True)
    if view["turn"] != s.viewer or view["phase"] != "buy":
        return card_html(s, card, note=note, label=label + ("; " + what if what else ""))
    coins = view.get("coins") or 0
    attrs = 'data-send="' + controls.attr_json({"type": "buy", "card": card["id"]}) + '" data-k="b' \
        + str(card["id"]) + '"'
    if cost > coins or not buying(s, view):
        # aria-disabled, not disabled: the card still takes focus for its detail.
        return card_html(s, card, "button", attrs + ' aria-disabled="true"', "dear", "Cannot afford " + label
                         + " (you have " + str(coins) + "¢)", note)
    return card_html(s, card, "button", attrs, "", "Buy " + label + ("; " + what if what else ""), note)


def piles_html(s, view):
    groups = []
    for p in view["piles"]:
        cards = []
        for card, note in ((p["top"], "top"), (p["alternate"], "alternate")):
            if card is not None:
                d = tx.defn(s.defs, card)
                cards.append(offer_card(s, view, card, d["cost"] if d else 99, note,
                                        note + " of the " + p["pile"] + "¢ pile"))
        if not cards:
            cards.append('<p class="hint">Empty</p>')
        groups.append(pile_group(p["pile"] + "¢", str(p["count"]) + " below", cards))
    # One strip on a phone (styles): the letter piles, then the Fame piles.
    return ('<h2 class="zone-title">Letter piles<span class="on-phone"> and Fame piles</span></h2>'
            '<div class="offer-strip"><div class="piles">' + "".join(groups) + '</div>' + fame_html(s, view)
            + '</div>')


def pile_group(title, count, cards):
    return ('<div class="pile"><p class="pile-head"><strong>' + esc(title) + '</strong> <span class="muted">'
            + esc(count) + '</span></p><div class="pile-cards">' + "".join(cards) + '</div></div>')


def fame_html(s, view):
    groups = []
    for f in view["fame"]:
        count = str(f["count"]) + " left"
        if f["top"] is None:
            cards = ['<p class="hint">Empty</p>']
        else:
            cards = [offer_card(s, view, f["top"], f["cost"], "", tx.plural(f["count"], "card") + " left")]
        groups.append(pile_group(str(f["cost"]) + "¢ ★" + str(f["fame"]), count, cards))
    empty = (view.get("ending") or {}).get("empty_fame_piles", 0)
    return ('<h2 class="zone-title fame-title">Fame piles <span class="muted">(' + str(empty)
            + ' of 2 empty piles end the game)</span></h2><div class="piles fame-piles">' + "".join(groups)
            + '</div>')


def track_html(s, view):
    """The length track: each number, the Common card waiting there, or taken."""
    track = view["track"]
    gained = track.get("gained", 0)
    cards = track.get("cards") or []
    slots = []
    for i, length in enumerate(track.get("lengths") or []):
        head = '<p class="pile-head"><strong>' + str(length) + '+ letters</strong></p>'
        if i < gained:
            body = '<p class="hint">Taken</p>'
            cls = " taken"
        else:
            card = cards[i - gained] if i - gained < len(cards) else None
            nxt = i == gained
            body = card_html(s, card, note="next" if nxt else "") if card else '<p class="hint">—</p>'
            cls = " next" if nxt else ""
        slots.append('<li class="pile track-slot' + cls + '">' + head + body + '</li>')
    need = track.get("need")
    say = ("A word of " + str(need) + " letters or more gains the top Common card; every word may use it."
           if need else "Every Common card has been taken.")
    return ('<h2 class="zone-title">Length track <span class="muted">(' + tx.plural(len(cards), "Common card")
            + ' left)</span></h2><p class="muted small">' + esc(say) + '</p><ol class="piles track">'
            + "".join(slots) + '</ol>')
