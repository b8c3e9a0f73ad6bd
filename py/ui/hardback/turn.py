# What the Hardback player may do besides spelling: vote, resolve a benefit's
# choice, flush the offer row, buy.
from dom import esc, tap
from widgets import controls
from widgets.controls import send_button

from . import text as tx
from .cards import word_card


def turn_panel_html(s, view):
    phase, mine, out = controls.turn_start(s, view, lambda v: vote_html(v, s.viewer))
    if phase == "resolve" and view.get("choice"):
        out.append(choice_html(s, view, mine))
    if mine and phase == "flush":
        out.append('<p class="prompt">The offer row may be flushed: trash all 7 cards and deal 7 new ones.</p>'
                   '<div class="controls">' + send_button("Keep the offer row", {"type": "no_flush"}, "noflush")
                   + send_button("Flush the offer row", {"type": "flush"}, "flush", "secondary") + '</div>')
    if mine and phase == "buy":
        out.append(buy_html(s, view))
    if not mine and not out and doing(view):
        out.append('<p class="prompt muted doing">' + doing(view) + '</p>')
    return "".join(out)


def doing(view):
    """What the player on turn is doing, "Greedy bot is buying…" (nothing
    while others answer for them: a vote)."""
    if view["phase"] not in ("resolve", "flush", "buy", "spell"):
        return ""
    return esc(tx.name_of(view, view["turn"])) + ' is ' + tx.PHASES.get(view["phase"], "playing") + '…'


def vote_html(view, me):
    vote = view["vote"]
    can = me in vote["voters"] and str(me) not in vote["votes"]
    return controls.vote_html(vote["word"], vote["rule"], can, len(vote["votes"]), len(vote["voters"]))


def buy_html(s, view):
    """The purchases besides the offer row; what the engine does not allow
    now is disabled, with the price it lacks beside it."""
    defs = s.defs
    allowed = view.get("allowed") or []
    coins = view["coins"]

    def why(move, price):
        if move in allowed:
            return ""
        return controls.short_of(price, coins) or "Not now"
    btns = [send_button("Buy ink (1¢)", {"type": "buy_ink"}, "buyink", "secondary", why=why("buy_ink", 1))]
    if view.get("can_convert_ink"):
        btns.append(send_button("Convert 3 ink to 1¢", {"type": "convert_ink"}, "convert", "secondary"))
    ads = view.get("adverts")
    if ads and ads["next"] < len(ads["table"]):
        ad = ads["table"][ads["next"]]
        btns.append(send_button("Buy advert: " + str(ad["cost"]) + "¢ for " + str(ad["stars"]) + "★",
                                {"type": "advert"}, "advert", "secondary", why=why("advert", ad["cost"])))
    for c in view.get("jail") or []:
        price = tx.defn(defs, c)["cost"]
        btns.append(send_button("Buy jailed " + esc(tx.card_name(defs, c)) + " (" + str(price) + "¢)",
                                {"type": "buy", "card": c["id"]}, "bj" + str(c["id"]), "secondary",
                                why=controls.short_of(price, coins)))
    btns.append(send_button("End turn", {"type": "end"}, "end"))
    if not coins and not view.get("can_convert_ink") and not view.get("earned_stars"):
        # After Skip turn (or a word that earned nothing): say why this step is empty.
        return ('<p class="prompt">You have <strong>0¢</strong>: nothing to buy this turn. End turn discards '
                'your cards and deals your next hand.</p>' + controls.message_html("hb", s.message)
                + '<div class="controls">' + "".join(btns) + '</div>')
    return ('<p class="prompt">You have <strong>' + str(view["coins"]) + '¢</strong> to spend'
            + (' (+' + str(view["earned_stars"]) + '★ this turn)' if view.get("earned_stars") else '')
            + '. ' + tap(True) + ' a card of the offer row to buy it; coins left become ink.</p>'
            + controls.message_html("hb", s.message) + '<div class="controls">' + "".join(btns) + '</div>')


def choice_html(s, view, mine):
    ch = view["choice"]
    kind = ch["kind"]
    if not mine:
        return ('<p class="prompt muted">' + esc(tx.name_of(view, view["turn"])) + ' is choosing: '
                + esc(tx.CHOICE_PROMPTS.get(kind, kind)) + '</p>')
    source = word_card(view, ch["card"])
    src = (esc(str(source.get("letter") or "").upper()) + ": ") if source else ""
    btns = choice_buttons(s, view, ch, source)
    if ch.get("declinable"):
        btns.append(send_button("No thanks", {"type": "decline"}, "decline", "secondary"))
    return ('<p class="prompt"><strong>' + src + '</strong>' + esc(tx.CHOICE_PROMPTS.get(kind, kind))
            + '</p>' + controls.message_html("hb", s.message) + '<div class="controls">' + "".join(btns)
            + '</div>')


def choice_buttons(s, view, ch, source):
    defs = s.defs
    kind = ch["kind"]
    n = ch.get("n", 1)
    btns = []
    if kind in ("uncover", "double"):
        verb = "Uncover" if kind == "uncover" else "Double"
        for t in ch.get("targets") or []:
            c = word_card(view, t)
            name = str(c.get("letter") or "").upper() if c else "?"
            btns.append(send_button(verb + " " + esc(name), {"type": kind, "card": t}, kind[0] + str(t)))
    elif kind == "coins_or_stars":
        btns.append(send_button("Take " + str(n) + "¢", {"type": "pick", "choice": "coins"}, "pc"))
        btns.append(send_button("Take " + str(n) + "★", {"type": "pick", "choice": "stars"}, "ps"))
    elif kind == "ink":
        btns.append(send_button("Take " + str(n) + " ink", {"type": "pick", "choice": "ink"}, "pi"))
        btns.append(send_button("Take " + str(n) + " remover", {"type": "pick", "choice": "remover"}, "pr"))
    elif kind == "dump":
        for c in view.get("discard") or []:
            btns.append(send_button("Dump " + esc(tx.card_name(defs, c)) + " for " + str(n) + "¢",
                                    {"type": "dump", "card": c["id"]}, "d" + str(c["id"]), "secondary"))
    elif kind == "jail":
        for c in view["row"]:
            for mode in ch.get("modes") or []:
                verb = "Reserve " if mode == "reserve" else "Remove "
                btns.append(send_button(verb + esc(tx.card_name(defs, c)),
                                        {"type": "jail", "card": c["id"], "mode": mode},
                                        "j" + mode[0] + str(c["id"]), "secondary"))
    elif kind in ("trash_coins", "trash_stars"):
        unit = "¢" if kind == "trash_coins" else "★"
        name = esc(str(source.get("letter") or "").upper()) if source else "this card"
        btns.append(send_button("Trash " + name + " for " + str(n) + unit,
                                {"type": "trash", "card": ch["card"]}, "trash"))
    elif kind == "preview":
        btns += keep_buttons(s, view)
    return btns


def keep_buttons(s, view):
    """Preview: the cards to keep on top of the deck, in the order tapped."""
    keep = s.keep
    btns = []
    for c in view.get("preview") or []:
        on = c["id"] in keep
        pos = (" (" + str(keep.index(c["id"]) + 1) + ")") if on else ""
        btns.append('<button type="button" class="secondary toggle" data-act="keep" data-card="' + str(c["id"])
                    + '" aria-pressed="' + ("true" if on else "false") + '" data-k="k' + str(c["id"]) + '">Keep '
                    + esc(tx.card_name(s.defs, c)) + pos + '</button>')
    btns.append(send_button("Done: keep " + str(len(keep)) + ", discard the rest",
                            {"type": "preview", "keep": list(keep)}, "kdone"))
    return btns
