# What the Paperback player may do besides making a word: vote on a word,
# answer a "may" ability, buy and end the turn.
from dom import esc, tap
from widgets import controls
from widgets.controls import send_button

from . import text as tx
from .cards import find


def turn_panel_html(s, view):
    phase, mine, out = controls.turn_start(s, view, vote_html)
    if phase == "choose" and mine and view.get("choice"):
        out.append(choice_html(s, view))
    if mine and phase == "buy":
        out.append(buy_html(s, view))
    if not mine and doing(view):
        out.append('<p class="prompt muted doing">' + doing(view) + '</p>')
    return "".join(out)


def doing(view):
    """What the player on turn is doing, "Greedy bot is buying…" (nothing
    while others answer for them: a vote)."""
    if view["phase"] not in ("spell", "choose", "buy"):
        return ""
    return esc(tx.name_of(view, view["turn"])) + ' is ' + tx.PHASES.get(view["phase"], "playing") + '…'


def vote_html(view):
    vote = view["vote"]
    return controls.vote_html(vote["word"], vote["rule"], "vote" in (view.get("allowed") or []),
                              vote["votes"], vote["voters"])


def choice_html(s, view):
    """A "may remove" ability: pick a card of the hand to leave the game, or not."""
    ch = view["choice"]
    source = find((view.get("word") or {}).get("cards") or [], ch["card"])
    src = esc(str(source.get("letter") or "").upper()) if source else "A card"
    btns = []
    for cid in ch.get("targets") or []:
        card = find(view.get("hand") or [], cid) or {"id": cid, "def": None}
        btns.append(send_button("Remove " + esc(tx.card_name(s.defs, card)), {"type": "trash", "card": cid},
                                "t" + str(cid), "secondary"))
    if ch.get("declinable"):
        btns.append(send_button("Keep all my cards", {"type": "decline"}, "decline"))
    return ('<p class="prompt"><strong>' + src + ':</strong> you may remove a card of your hand from the '
            'game (it leaves your deck for good).</p>' + controls.message_html("pb", s.message)
            + '<div class="controls">' + "".join(btns) + '</div>')


def buy_html(s, view):
    bought = view.get("bought") or []
    got = ""
    if bought:
        got = ' Bought: ' + esc(", ".join(tx.card_name(s.defs, c) for c in bought)) + '.'
    hint = (' ' + tap(True) + ' a card of the piles to buy it.' if "buy" in (view.get("allowed") or [])
            else ' Nothing on offer costs that little.')
    return ('<p class="prompt">You have <strong>' + str(view.get("coins") or 0) + '¢</strong> to spend.'
            + hint + got + ' Unspent coins are lost.</p>' + controls.message_html("pb", s.message)
            + '<div class="controls">' + send_button("End turn", {"type": "end"}, "end") + '</div>')
