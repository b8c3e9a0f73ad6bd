# The player's area of the Hardback table: the word being built, what it
# would earn, the hand, the Timeless Classics in play, ink and remover.
from dom import esc
from widgets import controls
from widgets import word_builder as wb

from . import text as tx
from . import turn
from .cards import card_html, classics_in_play, find_card, my_zone_cards


BUTTONS = ("Spell the word", "Clear word", "Skip turn")
SKIP_SAYS = "Spell nothing this turn: go on to buying, then your hand is discarded"


def builder_html(s, view):
    defs = s.defs
    slots = []
    for i, e in enumerate(s.word.entries):
        card, where = find_card(view, e["card"])
        if card is None:
            continue
        wild = e["wild"]
        name = tx.letter_of(defs, card)
        label = ("Remove " + (wild.upper() + " (wild " + name + ")" if wild else name)
                 + " from the word, position " + str(i + 1))
        cid = str(card["id"])
        btn = card_html(s, card, "button", 'data-act="remove" data-card="' + cid + '" data-drag="' + cid
                        + '" data-k="w' + cid + '"', "in-word" + (" inked" if where == "inked" else ""),
                        label, letter=wild if wild else None, wild=bool(wild),
                        note="inked" if where == "inked" else ("classic" if where == "classic" else ""))
        # Only a card from the hand may be played face down (rulebook: wilds).
        ctl = wb.wild_controls(card["id"], i + 1, name, wild) if where == "hand" else ""
        slots.append(wb.slot_html(btn, ctl))
    if not slots:
        slots.append(wb.empty_hint())
    has_word = not s.word.empty()
    off = '' if has_word else ' disabled'
    spell_off = ' disabled' if not has_word or s.word_refused() else ''
    return (wb.zone_html("hb-word-title", "Your word", "word-zone", slots, "word")
            + '<div id="hb-preview" class="preview" aria-live="polite">' + preview_html(s) + '</div>'
            + controls.message_html("hb", s.message)
            + '<div class="controls"><button type="button" data-act="spell" data-k="spell" '
            'aria-describedby="hb-preview"' + spell_off + '>' + BUTTONS[0] + '</button><button type="button" '
            'class="secondary" data-act="clear" data-k="clear"' + off + '>' + BUTTONS[1] + '</button><button '
            'type="button" class="secondary" data-act="skip" data-k="skip" title="' + SKIP_SAYS + '">' + BUTTONS[2] + '</button></div>')


def kept_html(s, view):
    return wb.kept_html(turn.doing(view), EMPTY_PREVIEW, BUTTONS)


def hand_html(s, view, spelling):
    defs = s.defs
    me = s.viewer
    cards = my_zone_cards(s, view) if spelling else \
        [(c, True) for c in view.get("inked") or []] + [(c, False) for c in view.get("hand") or []]
    items = []
    for card, inked in cards:
        cid = str(card["id"])
        if spelling:
            label = "Add " + tx.letter_of(defs, card) + " to the word (" + tx.card_label(defs, card) + ")"
            items.append(card_html(s, card, "button", 'data-act="add" data-card="' + cid + '" data-drag="'
                                   + cid + '" data-k="h' + cid + '"', "inked" if inked else "", label,
                                   note="inked: must be used" if inked else ""))
        else:
            items.append(card_html(s, card, "div", "", "inked" if inked else "",
                                   note="inked" if inked else ""))
    # Once the game is over, a hand is just a hand (no turn to discard it at).
    on_turn = view["turn"] == me if view.get("outcome") is None else None
    return (wb.hand_zone_html("hb", items, on_turn, spelling)
            + ink_html(s, view))


def ink_html(s, view):
    """Ink (draw a card) and remover, while the player prepares a word."""
    me = s.viewer
    me_p = view["players"][me]
    if view["phase"] == "over" or (view["turn"] == me and view["phase"] != "spell"):
        return ""
    out = ('<div class="controls ink-ctl"><button type="button" class="secondary" data-act="ink" '
           'data-k="ink"' + ('' if me_p["ink"] else ' disabled') + '>Use ink: draw a card ('
           + str(me_p["ink"]) + ' left)</button>')
    for c in (view.get("inked") or []) if me_p["remover"] else []:
        out += ('<button type="button" class="secondary" data-send="'
                + controls.attr_json({"type": "remover", "card": c["id"]}) + '" data-k="r' + str(c["id"])
                + '">Remover on ' + esc(tx.letter_of(s.defs, c)) + ' (' + str(me_p["remover"])
                + ' left)</button>')
    return out + '</div>'


def classics_html(s, view, spelling):
    items = []
    used = s.word.ids()
    for card, owner in classics_in_play(view):
        if spelling and card["id"] in used:
            continue
        owner_name = tx.name_of(view, owner)
        if spelling:
            cid = str(card["id"])
            label = ("Add Timeless Classic " + tx.letter_of(s.defs, card) + " of " + owner_name
                     + " to the word")
            items.append(card_html(s, card, "button", 'data-act="add" data-card="' + cid + '" data-drag="'
                                   + cid + '" data-k="c' + cid + '"', "", label, note=owner_name))
        else:
            items.append(card_html(s, card, "div", "", "", None, note=owner_name))
    if not items:
        return ""
    return wb.zone_html("hb-tc-title", "Timeless Classics in play", "tc-zone", items,
                        "classics" if spelling else "")


EMPTY_PREVIEW = '<span class="muted">Your word will show what it earns here.</span>'


def preview_html(s):
    p = s.preview
    if s.word.empty():
        return EMPTY_PREVIEW
    if p is None:
        return '<span class="muted">Counting…</span>'
    word = esc(str(p.get("word") or "").upper())
    earn = str(p.get("coins", 0)) + "¢ · " + str(p.get("stars", 0)) + "★"
    more = ""
    if p.get("choices"):
        more = " · then " + str(len(p["choices"])) + " choice" + ("s" if len(p["choices"]) > 1 else "")
    if p.get("ok"):
        return '<span class="ok">' + word + ' earns ' + earn + more + '</span>'
    return ('<span class="bad">' + (word + ': ' if word else '') + esc(p.get("explain") or "Not a word.")
            + '</span> <span class="muted">(' + earn + ')</span>')


def table_word_html(s, view):
    """The word on the table (spelled, or proposed for a vote)."""
    return wb.table_word_html(s, view, lambda c: word_card_html(s, c))


def word_card_html(s, c):
    note = []
    if c.get("uncovered"):
        note.append("uncovered")
    if c.get("doubled"):
        note.append("×" + str(c["doubled"] + 1))
    if c.get("trashed"):
        note.append("trashed")
    if c.get("inked"):
        note.append("inked")
    return card_html(s, c, "div", "", "trashed" if c.get("trashed") else "",
                     letter=c.get("letter"), wild=bool(c.get("wild")) and not c.get("uncovered"),
                     note=" ".join(note))
