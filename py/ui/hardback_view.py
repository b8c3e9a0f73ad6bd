# Rendering the Hardback table: one HTML string per container.
import json

import hardback_text as tx
from dom import esc

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def attr_json(action):
    return esc(json.dumps(action))


def send_button(label, action, key, cls="", aria=""):
    return ('<button type="button" class="' + cls + '" data-send="' + attr_json(action) + '" data-k="'
            + esc(key) + '"' + (' aria-label="' + esc(aria) + '"' if aria else '') + '>'
            + label + '</button>')


def card_html(G, card, tag="div", attrs="", extra_cls="", label=None, cost=False, note="",
              letter=None, wild=False):
    defs = G["defs"]
    d = tx.defn(defs, card)
    genre = d["genre"] if d else "starter"
    cls = "card g-" + genre
    if d and d.get("classic"):
        cls += " classic"
    if wild:
        cls += " wild"
    cls += (" " + extra_cls) if extra_cls else ""
    top = '<span class="c-badge" aria-hidden="true" title="' + tx.GENRE_NAMES[genre] + '">' \
        + tx.GENRE_ICONS[genre] + '</span>'
    if cost and d:
        top += '<span class="c-cost">' + str(d["cost"]) + '¢' \
            + (('+' + str(d["buy_stars"]) + '★') if d.get("buy_stars") else '') + '</span>'
    shown = (letter or (d["letter"] if d else "?")).upper()
    basic, bonus = tx.benefits_text(d) if not wild else ("wild", "")
    body = ('<span class="c-top">' + top + '</span><span class="c-letter">' + esc(shown)
            + '</span><span class="c-text">' + esc(basic) + '</span>'
            + ('<span class="c-bonus">' + esc(bonus) + '</span>' if bonus else '')
            + (('<span class="c-tc">Timeless Classic</span>') if d and d.get("classic") else '')
            + (('<span class="c-note">' + esc(note) + '</span>') if note else ''))
    if label is None:
        label = tx.card_label(defs, card, cost)
    role = ''
    if tag == "div":
        role = ' role="img"'
    return ('<' + tag + (' type="button"' if tag == "button" else '') + role + ' class="' + cls
            + '" aria-label="' + esc(label) + '" ' + attrs + '>' + body + '</' + tag + '>')


# -- the status line -------------------------------------------------------------

def status_html(G, view):
    turn = view["turn"]
    who = "Your" if turn == G["viewer"] and len(G["humans"]) == 1 else esc(tx.name_of(view, turn)) + "’s"
    text = "Round " + str(view["round"]) + " · " + who + " turn: " + tx.PHASES.get(view["phase"], "")
    if view.get("ending") and view["phase"] != "over":
        text += " · last round"
    if view["phase"] == "over":
        text = "Round " + str(view["round"]) + " · Game over"
    goal = "Play to " + str(view["target"]) + "★"
    if view.get("penny"):
        goal = "Team and Penny play to " + str(view["target"]) + "★"
    thinking = ""
    if G["bot_to_act"] is not None and view["phase"] != "over":
        thinking = '<span class="thinking">' + esc(tx.name_of(view, G["bot_to_act"])) + ' is playing…</span>'
    return ('<p class="hb-status" role="status"><strong>' + text + '</strong> <span class="goal">'
            + goal + '</span> ' + thinking + '</p>'
            '<button type="button" class="secondary small-nav" data-act="leave" data-k="leave">Leave game</button>')


# -- your area: word builder, hand, controls ---------------------------------------

def my_zone_cards(G, view):
    """Hand cards not in the word being built: inked first."""
    used = [e["card"] for e in G["word"]]
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


def find_card(G, view, card_id):
    for c in (view.get("hand") or []) + (view.get("inked") or []):
        if c["id"] == card_id:
            return c, ("inked" if c in (view.get("inked") or []) else "hand")
    for c, owner in classics_in_play(view):
        if c["id"] == card_id:
            return c, "classic"
    return None, None


def builder_html(G, view):
    defs = G["defs"]
    parts = []
    slots = []
    for i, e in enumerate(G["word"]):
        card, where = find_card(G, view, e["card"])
        if card is None:
            continue
        wild = e["wild"]
        letter = wild if wild else None
        name = tx.letter_of(defs, card)
        label = ("Remove " + (wild.upper() + " (wild " + name + ")" if wild else name)
                 + " from the word, position " + str(i + 1))
        cls = "in-word" + (" inked" if where == "inked" else "")
        btn = card_html(G, card, "button", 'data-act="remove" data-card="' + str(card["id"])
                        + '" data-drag="' + str(card["id"]) + '" data-k="w' + str(card["id"]) + '"',
                        cls, label, letter=letter, wild=bool(wild),
                        note="inked" if where == "inked" else ("classic" if where == "classic" else ""))
        ctl = ""
        if where == "hand":
            if wild:
                opts = "".join('<option value="' + L + '"' + (' selected' if L == wild.upper() else '')
                               + '>' + L + '</option>' for L in LETTERS)
                ctl = ('<select data-wild="' + str(card["id"]) + '" data-k="l' + str(card["id"])
                       + '" aria-label="Letter for wild card ' + str(i + 1) + '">' + opts + '</select>'
                       + '<button type="button" class="mini secondary" data-act="wild" data-card="'
                       + str(card["id"]) + '" data-k="f' + str(card["id"]) + '" aria-label="Turn card '
                       + str(i + 1) + ' face up (' + name + ')">Reset</button>')
            else:
                ctl = ('<button type="button" class="mini secondary" data-act="wild" data-card="'
                       + str(card["id"]) + '" data-k="f' + str(card["id"]) + '" aria-label="Make '
                       + name + ' (card ' + str(i + 1) + ') wild">Wild</button>')
        slots.append('<div class="slot">' + btn + '<div class="slot-ctl">' + ctl + '</div></div>')
    empty = '' if slots else '<p class="hint">Tap cards below, drag them here, or type letters.</p>'
    parts.append('<h2 class="zone-title" id="hb-word-title">Your word</h2>'
                 '<div class="zone word-zone" data-drop="word" aria-labelledby="hb-word-title">'
                 + "".join(slots) + empty + '</div>')
    parts.append('<div id="hb-preview" class="preview" aria-live="polite">' + preview_html(G) + '</div>')
    parts.append(message_html(G))
    has_word = bool(G["word"])
    parts.append('<div class="controls">'
                 '<button type="button" data-act="spell" data-k="spell"' + ('' if has_word else ' disabled')
                 + '>Spell the word</button>'
                 '<button type="button" class="secondary" data-act="clear" data-k="clear"'
                 + ('' if has_word else ' disabled') + '>Clear word</button>'
                 '<button type="button" class="secondary" data-act="skip" data-k="skip">Skip turn</button>'
                 '</div>')
    return "".join(parts)


def hand_html(G, view, spelling):
    defs = G["defs"]
    me = G["viewer"]
    cards = my_zone_cards(G, view) if spelling else \
        [(c, True) for c in view.get("inked") or []] + [(c, False) for c in view.get("hand") or []]
    items = []
    for card, inked in cards:
        cid = str(card["id"])
        if spelling:
            label = "Add " + tx.letter_of(defs, card) + " to the word (" + tx.card_label(defs, card) + ")"
            items.append(card_html(G, card, "button", 'data-act="add" data-card="' + cid + '" data-drag="'
                                   + cid + '" data-k="h' + cid + '"', "inked" if inked else "", label,
                                   note="inked: must be used" if inked else ""))
        else:
            items.append(card_html(G, card, "div", "", "inked" if inked else "",
                                   note="inked" if inked else ""))
    title = "Your hand"
    if view["turn"] != me:
        title = "Your next hand"
    elif not spelling:
        title = "Left in your hand (discarded at the end of your turn)"
    if not items:
        items.append('<p class="hint">' + ('All your cards are in the word.' if spelling else 'No cards.') + '</p>')
    me_p = view["players"][me]
    ink_ctl = ""
    can_prepare = view["phase"] != "over" and (view["turn"] != me or view["phase"] == "spell")
    if can_prepare:
        ink_ctl = ('<div class="controls ink-ctl">'
                   '<button type="button" class="secondary" data-act="ink" data-k="ink"'
                   + ('' if me_p["ink"] else ' disabled') + '>Use ink: draw a card (' + str(me_p["ink"])
                   + ' left)</button>')
        for c in (view.get("inked") or []) if me_p["remover"] else []:
            ink_ctl += ('<button type="button" class="secondary" data-send="'
                        + attr_json({"type": "remover", "card": c["id"]}) + '" data-k="r' + str(c["id"]) + '"'
                        + ('' if me_p["remover"] else ' disabled') + '>Remover on '
                        + esc(tx.letter_of(defs, c)) + ' (' + str(me_p["remover"]) + ' left)</button>')
        ink_ctl += '</div>'
    zone_attr = ' data-drop="hand"' if spelling else ''
    return ('<h2 class="zone-title" id="hb-hand-title">' + title + '</h2><div class="zone hand-zone"'
            + zone_attr + ' aria-labelledby="hb-hand-title">' + "".join(items) + '</div>' + ink_ctl)


def classics_html(G, view, spelling):
    items = []
    used = [e["card"] for e in G["word"]]
    for card, owner in classics_in_play(view):
        if spelling and card["id"] in used:
            continue
        owner_name = tx.name_of(view, owner)
        if spelling:
            cid = str(card["id"])
            label = "Add Timeless Classic " + tx.letter_of(G["defs"], card) + " of " + owner_name + " to the word"
            items.append(card_html(G, card, "button", 'data-act="add" data-card="' + cid + '" data-drag="'
                                   + cid + '" data-k="c' + cid + '"', "", label, note=owner_name))
        else:
            items.append(card_html(G, card, "div", "", "", None, note=owner_name))
    if not items:
        return ""
    drop = ' data-drop="classics"' if spelling else ''
    return ('<h2 class="zone-title" id="hb-tc-title">Timeless Classics in play</h2>'
            '<div class="zone tc-zone"' + drop + ' aria-labelledby="hb-tc-title">' + "".join(items) + '</div>')


def preview_html(G):
    p = G["preview"]
    if not G["word"]:
        return '<span class="muted">Your word will show what it earns here.</span>'
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


def message_html(G):
    m = G["message"]
    if not m:
        return '<p id="hb-message" class="message" role="alert"></p>'
    return '<p id="hb-message" class="message ' + m[1] + '" role="alert">' + esc(m[0]) + '</p>'


def table_word_html(G, view):
    """The word on the table (spelled, or proposed for a vote)."""
    w = view.get("word")
    if not w:
        return ""
    items = []
    for c in w["cards"]:
        note = []
        if c.get("uncovered"):
            note.append("uncovered")
        if c.get("doubled"):
            note.append("×" + str(c["doubled"] + 1))
        if c.get("trashed"):
            note.append("trashed")
        if c.get("inked"):
            note.append("inked")
        items.append(card_html(G, c, "div", "", "trashed" if c.get("trashed") else "",
                               letter=c.get("letter"), wild=bool(c.get("wild")) and not c.get("uncovered"),
                               note=" ".join(note)))
    who = "Your" if view["turn"] == G["viewer"] else esc(tx.name_of(view, view["turn"])) + "’s"
    return ('<h2 class="zone-title">' + who + ' word: ' + esc(str(w["text"]).upper()) + '</h2>'
            '<div class="zone word-zone">' + "".join(items) + '</div>')


def turn_panel_html(G, view):
    """What the viewer can do now besides spelling."""
    me = G["viewer"]
    phase = view["phase"]
    mine = view["turn"] == me
    defs = G["defs"]
    out = []
    if phase == "vote" and view.get("vote"):
        vote = view["vote"]
        word = esc(str(vote["word"]).upper())
        if me in vote["voters"] and str(me) not in vote["votes"]:
            out.append('<p class="prompt">Is <strong>' + word + '</strong> a word? Vote ('
                       + ('unanimous' if vote["rule"] == "vote_unanimous" else 'majority') + ').</p>'
                       '<div class="controls">' + send_button("Accept " + word, {"type": "vote", "accept": True}, "va")
                       + send_button("Reject " + word, {"type": "vote", "accept": False}, "vr", "secondary")
                       + '</div>')
        else:
            out.append('<p class="prompt">Waiting for votes on ' + word + ' (' + str(len(vote["votes"]))
                       + ' of ' + str(len(vote["voters"])) + ').</p>')
    if phase == "resolve" and view.get("choice"):
        out.append(choice_html(G, view, mine))
    if mine and phase == "flush":
        out.append('<p class="prompt">The offer row may be flushed: trash all 7 cards and deal 7 new ones.</p>'
                   '<div class="controls">' + send_button("Flush the offer row", {"type": "flush"}, "flush")
                   + send_button("Keep the offer row", {"type": "no_flush"}, "noflush", "secondary") + '</div>')
    if mine and phase == "buy":
        coins = view["coins"]
        btns = [send_button("Buy ink (1¢)", {"type": "buy_ink"}, "buyink", "secondary")]
        if view.get("can_convert_ink"):
            btns.append(send_button("Convert 3 ink to 1¢", {"type": "convert_ink"}, "convert", "secondary"))
        ads = view.get("adverts")
        if ads and ads["next"] < len(ads["table"]):
            ad = ads["table"][ads["next"]]
            btns.append(send_button("Buy advert: " + str(ad["cost"]) + "¢ for " + str(ad["stars"]) + "★",
                                    {"type": "advert"}, "advert", "secondary"))
        for c in view.get("jail") or []:
            btns.append(send_button("Buy jailed " + esc(tx.card_name(defs, c)) + " (" + str(tx.defn(defs, c)["cost"]) + "¢)",
                                    {"type": "buy", "card": c["id"]}, "bj" + str(c["id"]), "secondary"))
        btns.append(send_button("End turn", {"type": "end"}, "end"))
        out.append('<p class="prompt">You have <strong>' + str(coins) + '¢</strong> to spend'
                   + (' (+' + str(view["earned_stars"]) + '★ this turn)' if view.get("earned_stars") else '')
                   + '. Tap a card of the offer row to buy it; coins left become ink.</p>'
                   + '<div class="controls">' + "".join(btns) + '</div>')
    if not mine and phase in ("resolve", "flush", "buy", "spell") and not out:
        out.append('<p class="prompt muted">' + esc(tx.name_of(view, view["turn"])) + ' is '
                   + tx.PHASES.get(phase, "") + '…</p>')
    return "".join(out)


def word_card(view, card_id):
    w = view.get("word") or {}
    for c in w.get("cards") or []:
        if c["id"] == card_id:
            return c
    return None


def choice_html(G, view, mine):
    defs = G["defs"]
    ch = view["choice"]
    kind = ch["kind"]
    source = word_card(view, ch["card"])
    src = (esc(str(source.get("letter") or "").upper()) + ": ") if source else ""
    prompt = '<p class="prompt"><strong>' + src + '</strong>' + esc(tx.CHOICE_PROMPTS.get(kind, kind)) + '</p>'
    if not mine:
        return '<p class="prompt muted">' + esc(tx.name_of(view, view["turn"])) + ' is choosing: ' \
            + esc(tx.CHOICE_PROMPTS.get(kind, kind)) + '</p>'
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
                btns.append(send_button(verb + esc(tx.card_name(defs, c)), {"type": "jail", "card": c["id"], "mode": mode},
                                        "j" + mode[0] + str(c["id"]), "secondary"))
    elif kind in ("trash_coins", "trash_stars"):
        unit = "¢" if kind == "trash_coins" else "★"
        name = esc(str(source.get("letter") or "").upper()) if source else "this card"
        btns.append(send_button("Trash " + name + " for " + str(n) + unit, {"type": "trash", "card": ch["card"]}, "trash"))
    elif kind == "preview":
        keep = G["keep"]
        for c in view.get("preview") or []:
            on = c["id"] in keep
            pos = (" (" + str(keep.index(c["id"]) + 1) + ")") if on else ""
            btns.append('<button type="button" class="secondary toggle" data-act="keep" data-card="' + str(c["id"])
                        + '" aria-pressed="' + ("true" if on else "false") + '" data-k="k' + str(c["id"]) + '">Keep '
                        + esc(tx.card_name(defs, c)) + pos + '</button>')
        btns.append(send_button("Done: keep " + str(len(keep)) + ", discard the rest",
                                {"type": "preview", "keep": list(keep)}, "kdone"))
    if ch.get("declinable"):
        btns.append(send_button("No thanks", {"type": "decline"}, "decline", "secondary"))
    return prompt + message_html(G) + '<div class="controls">' + "".join(btns) + '</div>'


# -- the shared table ---------------------------------------------------------------

def row_html(G, view):
    me = G["viewer"]
    buying = view["turn"] == me and view["phase"] == "buy"
    coins = view["coins"] if view["turn"] == me else 0
    items = []
    for c in view["row"]:
        d = tx.defn(G["defs"], c)
        cls = "oldest" if c.get("oldest") else ""
        note = "oldest" if c.get("oldest") else ""
        if buying:
            if d and d["cost"] > coins:
                cls += " dear"
            label = "Buy " + tx.card_label(G["defs"], c, True) + ("; the oldest card" if c.get("oldest") else "")
            items.append(card_html(G, c, "button", 'data-send="' + attr_json({"type": "buy", "card": c["id"]})
                                   + '" data-k="b' + str(c["id"]) + '"', cls, label, True, note))
        else:
            label = tx.card_label(G["defs"], c, True) + ("; the oldest card" if c.get("oldest") else "")
            items.append(card_html(G, c, "div", "", cls, label, True, note))
    return ('<h2 class="zone-title">Offer row <span class="muted">(oldest first · '
            + str(view["offer_deck_size"]) + ' in the deck)</span></h2><div class="zone row-zone">'
            + "".join(items) + '</div>')


def genre_bar(genres):
    total = 0
    for g in tx.GENRE_ORDER:
        total += genres.get(g, 0)
    bar, legend = [], []
    for g in tx.GENRE_ORDER:
        n = genres.get(g, 0)
        if not n:
            continue
        pct = str(int(100 * n / total)) if total else "0"
        bar.append('<span class="seg g-' + g + '" style="width:' + pct + '%"></span>')
        legend.append('<span class="lg"><span class="c-badge g-' + g + '" aria-hidden="true">'
                      + tx.GENRE_ICONS[g] + '</span>' + str(n) + ' <span class="sr">'
                      + tx.GENRE_NAMES[g] + '</span></span>')
    return ('<div class="gbar" aria-hidden="true">' + "".join(bar) + '</div><p class="legend">'
            + "".join(legend) + '</p>')


def players_html(G, view):
    out = []
    for p in view["players"]:
        s = p["seat"]
        name = tx.name_of(view, s)
        tags = []
        if s == G["viewer"]:
            tags.append("you")
        if s == view["turn"] and view["phase"] != "over":
            tags.append("on turn")
        award = view.get("award")
        if award and award["seat"] == s:
            tags.append("award " + str(award["stars"]) + "★")
        facts = ('<span>' + str(p["ink"]) + ' ink</span><span>' + str(p["remover"]) + ' remover</span>'
                 '<span>deck ' + str(p["draw_size"]) + ' · discard ' + str(p["discard_size"]) + '</span>'
                 + ('<span>jail ' + str(p["jail_count"]) + '</span>' if p["jail_count"] else '')
                 + ('<span>' + str(p["inked_count"]) + ' inked</span>' if p["inked_count"] else ''))
        out.append('<li class="player' + (' turn' if s == view["turn"] else '') + '" aria-label="'
                   + esc(name) + ': ' + str(p["score"]) + ' points">'
                   '<div class="p-head"><strong>' + esc(name) + '</strong>'
                   + ''.join('<span class="tag">' + t + '</span>' for t in tags)
                   + '<span class="score">' + str(p["score"]) + '★</span></div>'
                   '<p class="facts">' + facts + '</p>' + genre_bar(p["genres"]) + '</li>')
    penny = view.get("penny")
    if penny:
        last = ""
        if penny.get("last"):
            last = 'Last claimed: ' + esc(tx.card_name(G["defs"], penny["last"]))
        sig = penny.get("signature") or "none"
        out.append('<li class="player penny" id="hb-penny" aria-label="Penny Dreadful: ' + str(penny["score"])
                   + ' points"><div class="p-head"><strong>Penny Dreadful</strong><span class="score">'
                   + str(penny["score"]) + '★</span></div><p class="facts"><span>Team '
                   + str(penny["team_score"]) + '★</span><span>Target ' + str(penny["target"]) + '★</span>'
                   '<span>' + str(penny["claimed"]) + (' card' if penny["claimed"] == 1 else ' cards') + ' claimed</span>'
                   + ('<span>Signature: ' + esc(tx.GENRE_NAMES.get(sig, sig)) + '</span>' if sig != "none" else '')
                   + '</p><p class="facts">' + last + '</p></li>')
    return '<h2 class="zone-title">Players</h2><ul class="players-list">' + "".join(out) + '</ul>'


def extras_html(G, view):
    parts = []
    opts = view.get("options") or {}
    if opts.get("awards"):
        a = view.get("award")
        if a:
            parts.append('<p>Literary Award: <strong>' + esc(tx.name_of(view, a["seat"])) + '</strong> with '
                         + esc(str(a["word"]).upper()) + ' (' + str(a["length"]) + ' letters, '
                         + str(a["stars"]) + '★ at the end)</p>')
        else:
            parts.append('<p>Literary Award: nobody yet (spell 7 letters or more).</p>')
    ads = view.get("adverts")
    if ads:
        items = []
        for i, ad in enumerate(ads["table"]):
            cls = "bought" if ad["bought"] else ("next" if i == ads["next"] else "")
            items.append('<li class="' + cls + '">' + str(ad["cost"]) + '¢ → ' + str(ad["stars"]) + '★'
                         + (' (bought)' if ad["bought"] else (' (next)' if i == ads["next"] else '')) + '</li>')
        parts.append('<h2 class="zone-title">Adverts</h2><ul class="adverts">' + "".join(items) + '</ul>')
    jail = view.get("jail") or []
    if jail:
        parts.append('<h2 class="zone-title">Your jail</h2><div class="zone">'
                     + "".join(card_html(G, c, cost=True) for c in jail) + '</div>')
    if view.get("used_words"):
        parts.append('<p class="muted">Words used: ' + esc(", ".join(view["used_words"][-20:])) + '</p>')
    return "".join(parts)


def log_html(G, view):
    lines = []
    for e in (view.get("log") or [])[-14:]:
        lines.append('<li>' + tx.log_line(view, e, G["known"], G["defs"]) + '</li>')
    return ('<h2 class="zone-title" id="hb-log-title">Game log</h2><ol class="log" role="log" '
            'aria-labelledby="hb-log-title">' + "".join(lines) + '</ol>')


def lookup_html():
    return ('<form id="hb-lookup-form" class="lookup" role="search" aria-label="Look up a word">'
            '<label for="hb-lookup-word">Look up a word</label><div class="lookup-row">'
            '<input id="hb-lookup-word" type="text" autocomplete="off" autocapitalize="off" spellcheck="false" '
            'maxlength="30">'
            '<button type="submit" class="secondary" data-k="lookup">Check</button></div>'
            '<p id="hb-lookup-result" class="lookup-result" aria-live="polite"></p></form>')


def pass_html(G, view):
    name = esc(tx.name_of(view, G["viewer"]))
    return ('<div class="pass" role="dialog" aria-labelledby="hb-pass-title"><h1 id="hb-pass-title">Pass the device to '
            + name + '</h1><p>Only ' + name + ' should look at the screen now.</p>'
            '<button type="button" data-act="reveal" data-k="reveal">I am ' + name + ': show my cards</button></div>')


def end_html(G, view):
    out = view["outcome"]
    scores = out.get("scores") or []
    winners = out.get("winners") or []
    stats = out.get("stats") or []
    if view.get("penny"):
        head = "Your team beat Penny Dreadful!" if winners else "Penny Dreadful wins."
        head_more = ('<p>Team ' + str(out.get("team", sum(scores))) + '★ against Penny '
                     + str(out.get("penny", 0)) + '★.</p>')
    else:
        names = [tx.name_of(view, w) for w in winners]
        head = " and ".join(names) + (" wins!" if len(names) == 1 else " win!")
        head_more = ""
    rows = []
    best_len = ""
    best_word = None
    for s, score in enumerate(scores):
        st = stats[s] if s < len(stats) else {}
        longest = str(st.get("longest") or "")
        best = st.get("best")
        best_txt = ""
        if isinstance(best, dict):
            worth = (best.get("coins") or 0) + (best.get("stars") or 0)
            best_txt = (str(best.get("word") or "").upper() + " ("
                        + tx.amounts(best.get("coins"), best.get("stars")) + ")")
            if best_word is None or worth > best_word[1]:
                best_word = (best_txt, worth, s)
        elif best:
            best_txt = str(best).upper()
        if len(longest) > len(best_len):
            best_len = longest
        rows.append('<tr' + (' class="winner"' if s in winners else '') + '><th scope="row">'
                    + esc(tx.name_of(view, s)) + (' <span class="tag">winner</span>' if s in winners else '') + '</th><td>' + str(score)
                    + '★</td><td>' + esc(longest.upper()) + '</td><td>' + esc(best_txt) + '</td><td>'
                    + str(st.get("words", "")) + '</td></tr>')
    extra = ""
    if best_len:
        extra += '<p>Longest word: <strong>' + esc(best_len.upper()) + '</strong></p>'
    if best_word:
        extra += '<p>Best word: <strong>' + esc(best_word[0]) + '</strong> by ' + esc(tx.name_of(view, best_word[2])) + '</p>'
    award = out.get("award")
    if award:
        extra += ('<p>Literary Award: ' + esc(tx.name_of(view, award["seat"])) + ' (' + esc(str(award["word"]).upper())
                  + ', +' + str(award["stars"]) + '★)</p>')
    return ('<section class="end" aria-labelledby="hb-end-title"><h1 id="hb-end-title">Game over: ' + esc(head)
            + '</h1>' + head_more + '<table class="scores"><thead><tr><th scope="col">Player</th><th scope="col">Score</th>'
            '<th scope="col">Longest word</th><th scope="col">Best word</th><th scope="col">Words</th></tr></thead><tbody>'
            + "".join(rows) + '</tbody></table>' + extra + '<div class="controls">'
            + ('' if G.get("room") else
               '<button type="button" data-act="rematch" data-k="rematch">Rematch</button>')
            + '<button type="button" class="secondary" data-act="lobby" data-k="lobby">Back to lobby</button></div></section>')
