# The player's part of the Backwords table: the move being built (a new
# word, or a word being changed: its letters as stacks, new cards added or
# laid on a letter), what it would earn, the confirm buttons, the hand and
# the cards pulled back from the row; and the challenge and vote buttons.
from dom import esc, tap
from widgets import controls
from widgets import word_builder as wb

from . import move as mv
from .table import card_html, label, letter, stack_html


def find(cards, card_id):
    for c in cards:
        if c["id"] == card_id:
            return c
    return None


def target_word(view, word_id):
    for w in view["words"]:
        if w["id"] == word_id:
            return w
    return None


def place_select(s, word, card, position):
    """Where a new card goes in a change: a letter of its own, or on a letter
    of the word. Short names, to fit under a card: "New", "On Y", and "On A2"
    for the second A of a word with two."""
    cid = str(card["id"])
    opts = ['<option value="">New</option>']
    text = word["text"].upper()
    for i, k in enumerate(text):
        if i not in s.word.covers:
            nth = len([x for x in text[:i + 1] if x == k])
            name = "On " + k + (str(nth) if text.count(k) > 1 else "")
            opts.append('<option value="' + str(i) + '">' + name + '</option>')
    return ('<select class="bk-place" data-place="' + cid + '" data-k="o' + cid + '" aria-label="Place '
            + esc(letter(card)) + ' (card ' + str(position) + '): a new letter or on a letter">'
            + "".join(opts) + '</select>')


def what_now(view):
    """What the player may do while nothing is in the word box, from the
    moves the engine allows."""
    allowed = view["allowed"]
    if "create" in allowed:
        return None
    if "change" in allowed:
        return ("You have created your word this round: now change a word on the table (its Change "
                "button), or pass.")
    return "There is no word to create or change now: pass."


def change_hint():
    if tap() == "tap":
        return "Tap cards below or drag them in; a new card's menu lays it on a letter of the word."
    return ("Type the new word: its own letters are used first. Or click cards below; a new card's "
            "menu lays it on a letter of the word.")


def slots_html(s, view, pool):
    word = target_word(view, s.word.target) if s.word.target is not None else None
    slots = []
    for i, e in enumerate(s.word.entries):
        n = str(i + 1)
        if e["card"] < 0:
            k = mv.stack_index(e["card"])
            st = word["stacks"][k]
            cover = s.word.covers.get(k)
            top = find(pool, cover["card"]) if cover else None
            attrs = 'data-drag="' + str(e["card"]) + '" data-k="w' + str(e["card"]) + '"'
            if top is not None:
                aria = ("Uncover " + word["text"][k].upper() + ": take back " + letter(top, cover["wild"])
                        + ", position " + n)
                btn = stack_html(st, word["text"][k].upper(), "button",
                                 'data-act="remove" data-card="' + str(top["id"]) + '" ' + attrs, aria,
                                 top, cover["wild"])
                ctl = wb.letter_select(top["id"], cover["wild"], "Letter for the wild card on " + n) \
                    if top["kind"] == "wild" else ""
            else:
                aria = word["text"][k].upper() + ", letter " + n + " of " + word["text"].upper() + " (drag to move)"
                btn = stack_html(st, word["text"][k].upper(), "div", attrs, aria)
                ctl = ""
            slots.append(wb.slot_html(btn, ctl))
            continue
        card = find(pool, e["card"])
        if card is None:
            continue
        cid = str(card["id"])
        btn = card_html(card, "button", 'data-act="remove" data-card="' + cid + '" data-drag="' + cid
                        + '" data-k="w' + cid + '"', "in-word",
                        "Remove " + letter(card, e["wild"]) + " from the word, position " + n, e["wild"])
        ctl = wb.letter_select(cid, e["wild"], "Letter for wild card " + n) if card["kind"] == "wild" else ""
        if word is not None:
            ctl += place_select(s, word, card, i + 1)
        slots.append(wb.slot_html(btn, ctl))
    if not s.word.entries:
        now = what_now(view)
        slots.append('<p class="hint">' + esc(now) + '</p>' if now else wb.empty_hint())
    return slots


def builder_html(s, view, pool):
    allowed = view["allowed"]
    changing = s.word.target is not None
    if changing:
        word = target_word(view, s.word.target)
        title = "Changing " + esc(word["text"].upper()) if word else "Changing a word"
    else:
        title = "Your new word" if "create" in allowed else "Your move"
    # Off while the engine's preview says the move cannot be made: it says why.
    off = ' disabled' if s.word.empty() or s.word_refused() else ''
    buttons = ''
    if changing or "create" in allowed:
        buttons += ('<button type="button" data-act="confirm" data-k="confirm" aria-describedby="bk-preview"'
                    + off + '>' + ('Change the word' if changing else 'Create the word') + '</button>')
    # Pass sends its move as it is (data-send, like other games' End turn);
    # its data-act only names it for the tests' selectors.
    buttons += ('<button type="button" class="secondary" data-act="clear" data-k="clear">'
                + ('Cancel the change' if changing else 'Clear') + '</button>'
                '<button type="button" class="secondary" data-act="pass" data-k="pass" data-send="'
                + controls.attr_json({"type": "pass"}) + '">Pass</button>')
    hint = '<p class="hint">' + change_hint() + '</p>' if changing else ''
    return (wb.zone_html("bk-word-title", title, "word-zone", slots_html(s, view, pool), "word") + hint
            + '<div id="bk-preview" class="preview" aria-live="polite">' + preview_html(s) + '</div>'
            + controls.message_html("bk", s.message)
            + '<div class="controls">' + buttons + '</div>')


def waiting_html(s, name):
    """Another player's turn in the shape of your own (a title, the word box,
    the line below it, the buttons' row kept but hidden): your turn coming
    moves nothing on the table."""
    return (wb.zone_html("bk-word-title", esc(name) + "’s turn", "word-zone",
                         ['<p class="hint">Waiting for ' + esc(name) + '.</p>'])
            + controls.message_html("bk", s.message)
            + wb.kept_html('', '<span class="muted">' + EMPTY_PREVIEW + '</span>', ("Create the word", "Clear", "Pass")))


EMPTY_PREVIEW = "Your move will show what it earns here."


def preview_html(s):
    pending = s.preview_pending(EMPTY_PREVIEW)
    if pending is not None:
        return pending
    p = s.preview
    words = esc(", ".join(w.upper() for w in p.get("words") or []))
    pts = str(p.get("points", 0)) + " point" + ("" if p.get("points") == 1 else "s")
    if p.get("ok"):
        more = ""
        if p.get("returned"):
            more += " · " + str(len(p["returned"])) + " pulled card(s) go back on the row"
        if p.get("kept"):
            more += " · " + str(len(p["kept"])) + " pulled card(s) stay in your hand"
        if p.get("completes"):
            more += " · completes your objective"
        return '<span class="ok">' + words + ' earns ' + pts + more + '</span>'
    # A change just opened is the word as it stands: a hint, not a mistake.
    cls = "muted" if p.get("code") == "unchanged" else "bad"
    return ('<span class="' + cls + '">' + (words + ': ' if words else '') + esc(p.get("explain") or "Not allowed.")
            + '</span>')


def hand_html(s, view, pool, moving):
    used = s.word.ids()
    items = []
    pulled = pool[len(view.get("hand") or []):]
    for c in view.get("hand") or []:
        if moving and c["id"] in used:
            continue
        items.append(pool_card(c, moving))
    title = "Your hand (" + str(len(view.get("hand") or [])) + ")"
    out = wb.zone_html("bk-hand-title", title, "hand-zone", items or ['<p class="hint">No cards.</p>'],
                       "hand" if moving else "")
    if pulled:
        rest = [pool_card(c, True) for c in pulled if c["id"] not in used]
        out += wb.zone_html("bk-pulled-title", "Pulled from the row (the last one must be used)",
                            "hand-zone", rest or ['<p class="hint">All in your word.</p>'], "pulled")
    return out


def pool_card(c, moving):
    if not moving:
        return card_html(c)
    cid = str(c["id"])
    return card_html(c, "button", 'data-act="add" data-card="' + cid + '" data-drag="' + cid + '" data-k="h'
                     + cid + '"', "", "Add " + label(c) + " to the word")


def challenge_html(s, view):
    """Challenge / Accept, or the vote, from `allowed`; what is waited for otherwise."""
    ch = view.get("challenge")
    if not ch:
        return ""
    who = esc(s.name_of(view, ch["seat"]))
    words = esc(", ".join(w.upper() for w in ch["words"]))
    allowed = view["allowed"]
    if "vote" in allowed:
        by = esc(s.name_of(view, ch["by"])) if ch.get("by") is not None else "Someone"
        return ('<p class="prompt">' + by + ' challenges ' + who + '’s ' + words + '. Is it a word?</p>'
                '<div class="controls">' + controls.send_button("Yes, a word", {"type": "vote", "valid": True},
                                                                "vote-yes")
                + controls.send_button("Not a word", {"type": "vote", "valid": False}, "vote-no", "secondary")
                + '</div>')
    if "challenge" in allowed:
        return ('<p class="prompt">' + who + ' played ' + words + ' for ' + str(ch["points"])
                + '. Challenge it?</p><div class="controls">'
                + controls.send_button("Accept", {"type": "accept"}, "accept")
                + controls.send_button("Challenge", {"type": "challenge"}, "challenge", "secondary") + '</div>')
    who = "You" if ch["seat"] == s.viewer else who
    return ('<p class="prompt muted">' + who + ' played ' + words
            + ': waiting for the others to accept or challenge.</p>')
