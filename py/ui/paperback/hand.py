# The player's area of the Paperback table: the word being built (hand
# cards, wild Fame cards, the top Common card), what it would earn, the hand,
# and the word on the table once made.
from dom import esc
from widgets import controls
from widgets import word_builder as wb

from . import text as tx
from . import turn
from .cards import button_html, card_html, find, is_common, spellable


BUTTONS = ("Make the word", "Clear word", "Pass: no word, new hand")


def builder_html(s, view):
    slots = []
    pool = spellable(view)
    for i, e in enumerate(s.word.entries):
        card = find(pool, e["card"])
        if card is None:
            continue
        name = tx.letters_of(s.defs, card) or "wild"
        shown = e["wild"] or name
        label = "Remove " + shown.upper() + (" (wild)" if e["wild"] else "") + " from the word, position " + str(i + 1)
        note = "Common" if is_common(view, card["id"]) else ""
        btn = button_html(s, card, "remove", "w", label, "in-word", note, e["wild"], drag=True)
        ctl = wb.letter_select(card["id"], e["wild"], "Letter for wild card " + str(i + 1)) if tx.is_wild(s.defs, card) else ""
        slots.append(wb.slot_html(btn, ctl))
    if not slots:
        slots.append(wb.empty_hint())
    off = '' if not s.word.empty() else ' disabled'
    spell_off = ' disabled' if s.word.empty() or s.word_refused() else ''
    return (wb.zone_html("pb-word-title", "Your word", "word-zone", slots, "word")
            + '<div id="pb-preview" class="preview" aria-live="polite">' + preview_html(s, view) + '</div>'
            + controls.message_html("pb", s.message)
            + '<div class="controls"><button type="button" data-act="spell" data-k="spell" '
            'aria-describedby="pb-preview"' + spell_off
            + '>' + BUTTONS[0] + '</button><button type="button" class="secondary" data-act="clear" '
            'data-k="clear"' + off + '>' + BUTTONS[1] + '</button><button type="button" class="secondary" '
            'data-act="pass" data-k="pass">' + BUTTONS[2] + '</button></div>')


def kept_html(s, view):
    return wb.kept_html(turn.doing(view), empty_preview(view), BUTTONS)


def empty_preview(view):
    need = view["track"].get("need")
    ask = (" The length track asks for " + str(need) + " letters.") if need else ""
    return '<span class="muted">Your word will show what it earns here.' + esc(ask) + '</span>'


def preview_html(s, view):
    p = s.preview
    need = view["track"].get("need")
    if s.word.empty():
        return empty_preview(view)
    if p is None:
        return '<span class="muted">Counting…</span>'
    word = esc(str(p.get("word") or "").upper())
    earn = str(p.get("score", 0)) + "¢"
    if not p.get("ok"):
        return ('<span class="bad">' + (word + ': ' if word else '') + esc(p.get("explain") or "Not a word.")
                + '</span>' + (' <span class="muted">(' + earn + ')</span>' if word else ''))
    return '<span class="ok">' + word + ' earns ' + earn + '</span> ' + esc(earn_details(p, need))


def earn_details(p, need):
    """'(5 letters: 4¢ from the cards + 2¢ bonus) · gains the Common card'"""
    parts = [tx.plural(p.get("length", 0), "letter") + ": " + str(p.get("letters", 0)) + "¢ from the cards"]
    if p.get("bonus"):
        parts[0] += " + " + str(p["bonus"]) + "¢ bonus"
    if p.get("tax"):
        parts[0] += " − " + str(p["tax"]) + "¢ attack"
    out = "(" + parts[0] + ")"
    if p.get("gains_common"):
        out += " · gains the Common card"
    elif need:
        out += " · " + str(need) + " letters gain the Common card"
    if p.get("extra_cards"):
        out += " · next hand +" + tx.plural(p["extra_cards"], "card")
    return out


def hand_html(s, view, spelling):
    used = s.word.ids()
    items = []
    for card in view.get("hand") or []:
        if spelling and card["id"] in used:
            continue
        if spelling:
            label = "Add " + (tx.letters_of(s.defs, card) or "a wild card") + " to the word (" \
                + tx.card_label(s.defs, card) + ")"
            items.append(button_html(s, card, "add", "h", label, drag=True))
        else:
            items.append(card_html(s, card))
    return (wb.hand_zone_html("pb", items, view["turn"] == s.viewer, spelling)
            + common_html(s, view, spelling, used))


def common_html(s, view, spelling, used):
    """The top Common card: every word may use it once, and it stays on the track."""
    top = view["track"].get("top")
    waiting = wb.waiting(s, view)   # shown while another plays: your turn brings it, so nothing moves
    if not (spelling or waiting) or top is None or top["id"] in used:
        return ""
    if waiting:
        card = card_html(s, top, note="Common")
    else:
        label = ("Add the Common card " + tx.letters_of(s.defs, top) + " to the word (it stays on the track; "
                 + tx.card_label(s.defs, top) + ")")
        card = button_html(s, top, "add", "c", label, note="Common", drag=True)
    return ('<div class="common-box">' + wb.zone_html("pb-common-title", "Common card (use it in your word; "
                                                      "it stays)", "tc-zone", [card], "" if waiting else "common")
            + '</div>')


def table_word_html(s, view):
    """The word on the table (made, or proposed for a vote)."""
    score = (" · " + str(view["score"]) + "¢") if view.get("score") is not None else ""
    return wb.table_word_html(s, view, lambda c: card_html(
        s, c, note="Common" if c.get("zone") == "common" else "", letter=c.get("wild")), score)
