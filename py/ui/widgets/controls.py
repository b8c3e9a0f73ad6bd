# Small pieces every game screen draws the same way: the status line, buttons
# that send an action, the message line, the pass-and-play screen.
import json

from dom import esc
from widgets import card

LEAVE = ('<button type="button" class="secondary small-nav" data-act="leave" data-k="leave">'
         'Leave game</button>')


def attr_json(action):
    return esc(json.dumps(action))


def send_button(label, action, key, cls="", aria="", why=""):
    """A button whose click sends `action` (label: HTML, already escaped);
    `why` (plain text) disables it and says beside it why it cannot work now."""
    if why:
        wid = "why-" + esc(key)
        return ('<span class="act-why"><button type="button" class="' + cls + '" data-k="' + esc(key)
                + '" disabled aria-describedby="' + wid + '"' + (' aria-label="' + esc(aria) + '"' if aria else '')
                + '>' + label + '</button><span class="why" id="' + wid + '">' + esc(why) + '</span></span>')
    return ('<button type="button" class="' + cls + '" data-send="' + attr_json(action) + '" data-k="'
            + esc(key) + '"' + (' aria-label="' + esc(aria) + '"' if aria else '') + '>'
            + label + '</button>')


def short_of(price, coins):
    """Why a purchase cannot work: 'Needs 6¢, you have 0¢' ('' when affordable)."""
    return "" if price <= coins else "Needs " + str(price) + "¢, you have " + str(coins) + "¢"


def status_html(headline, rest):
    """The line above the table, read out on every change, and Leave game."""
    return ('<p class="hb-status" role="status"><strong>' + headline + '</strong> ' + rest + '</p>'
            + LEAVE)


def vote_html(word, rule, can_vote, counted, voters):
    """A vote on a word, alike in every game that votes: Accept and Reject
    for a player who may vote now, else how many have voted."""
    word = esc(str(word).upper())
    rule = "unanimous" if rule == "vote_unanimous" else "majority"
    if can_vote:
        return ('<p class="prompt">Is <strong>' + word + '</strong> a word? Vote (' + rule + ').</p>'
                '<div class="controls">' + send_button("Accept " + word, {"type": "vote", "accept": True}, "va")
                + send_button("Reject " + word, {"type": "vote", "accept": False}, "vr", "secondary")
                + '</div>')
    return ('<p class="prompt">Waiting for votes on ' + word + ' (' + str(counted) + ' of '
            + str(voters) + ', ' + rule + ').</p>')


def turn_start(s, view, vote):
    """(phase, mine, parts) a spelling game's turn panel starts from: the
    vote on a word first, while one runs (vote(view) draws it)."""
    phase = view["phase"]
    parts = [vote(view)] if phase == "vote" and view.get("vote") else []
    return phase, view["turn"] == s.viewer, parts


def thinking_html(s, view, name_of, doing="playing", now=True):
    """Which bot is playing (when `now`), on a line of its own. At a solo
    table with bots the line is kept while none is: its coming and going
    moved the table."""
    if now and s.bot_to_act is not None and view.get("phase") != "over":
        return '<span class="thinking">' + esc(name_of(view, s.bot_to_act)) + ' is ' + doing + '…</span>'
    seats = (getattr(s, "setup", None) or {}).get("seats") or ()
    if s.humans and not s.room and any(seat.get("kind") == "bot" for seat in seats):
        return '<span class="thinking idle" aria-hidden="true">&nbsp;</span>'
    return ""


def message_html(prefix, message):
    """The screen's message line; message is (text, kind) or None."""
    if not message:
        return '<p id="' + prefix + '-message" class="message" role="alert"></p>'
    return ('<p id="' + prefix + '-message" class="message ' + message[1] + '" role="alert">'
            + esc(message[0]) + '</p>')


def pass_html(prefix, name, shown):
    """Pass-and-play: hide the table until the next player says it is them."""
    name = esc(name)
    return ('<div class="pass" role="dialog" aria-labelledby="' + prefix + '-pass-title"><h1 id="'
            + prefix + '-pass-title">Pass the device to ' + name + '</h1><p>Only ' + name
            + ' should look at the screen now.</p><button type="button" data-act="reveal" '
            'data-k="reveal">I am ' + name + ': show my ' + shown + '</button></div>')


def panel_html(ident, label, inner=""):
    return ('<section' + (' id="' + ident + '"' if ident else '') + ' class="panel" aria-label="' + label
            + '">' + inner + '</section>')


def table_html(prefix, cls, label, waiting, main, side):
    """A game screen's frame: the status line, the pass-and-play and end
    screens, and the table (main panels, then a side column)."""
    p = prefix
    return ('<section class="' + cls + '" aria-label="' + label + '"><div id="' + p + '-top" class="hb-top">'
            '<p class="hb-status" role="status">' + waiting + '</p></div><div id="' + p + '-pass"></div>'
            '<div id="' + p + '-end" aria-live="polite"></div><div id="' + p + '-table" class="hb-grid"><div class="hb-main">'
            + "".join(main) + '</div><aside class="hb-side">' + "".join(side) + '</aside></div>' + card.DETAIL_BOX
            + '</section>')


# The engine's refusals of a resumed game that mean its save can never be
# played here: the only ones for which a page offers to discard it.
LOST_SAVES = {"old_rules": "This game was saved under older rules",
              "unreadable_record": "This saved game cannot be read"}


def old_save_html(reason, code="old_rules"):
    """A save the engine can no longer replay: say so, and offer to discard it."""
    return ('<section class="old-save panel" role="alertdialog" aria-labelledby="old-save-title" '
            'aria-describedby="old-save-why"><h1 id="old-save-title">' + esc(LOST_SAVES[code])
            + '</h1><p id="old-save-why">' + esc(reason) + ' It cannot be resumed here.</p><div class="controls">'
            '<button type="button" data-act="discard" data-k="discard">Discard</button>'
            '<button type="button" class="secondary" data-act="lobby" data-k="lobby">Back to lobby</button>'
            '</div></section>')


def undo_html(can):
    """Undo (solo and pass-and-play): enabled when the engine's view offers
    it; Ctrl+Z does the same (Screen.on_key)."""
    return ('<button type="button" class="secondary small-nav" data-act="undo" data-k="undo" '
            'aria-keyshortcuts="Control+Z" title="' + ('Take back your last move (Ctrl+Z)' if can else
            'Nothing to take back: only a move of this turn that drew or revealed nothing')
            + '"' + ('' if can else ' disabled') + '>Undo</button>')


def rules_html(page):
    """Rules opens the How-to page in a new tab: the game stays as it is here."""
    if not page:
        return ""
    return ('<a class="button secondary small-nav rules-link" href="' + esc(page) + '" target="_blank" '
            'rel="noopener" data-k="rules">Rules<span class="sr"> (opens in a new tab)</span></a>')
