# The shared parts of the Hardback table: the status line, the offer row,
# players, award and adverts, the log and the end screen.
from dom import esc
from widgets import controls, end, log, players

from . import text as tx
from .cards import card_html


def status_html(s, view):
    turn = view["turn"]
    who = "Your" if turn == s.viewer and len(s.humans) == 1 else esc(tx.name_of(view, turn)) + "’s"
    text = "Round " + str(view["round"]) + " · " + who + " turn: " + tx.PHASES.get(view["phase"], "")
    if view.get("ending") and view["phase"] != "over":
        text += " · last round"
    if view["phase"] == "over":
        text = "Round " + str(view["round"]) + " · Game over"
    goal = "Play to " + str(view["target"]) + "★"
    if view.get("penny"):
        goal = "Team and Penny play to " + str(view["target"]) + "★"
    thinking = controls.thinking_html(s, view, tx.name_of)
    return controls.status_html(text, '<span class="goal">' + goal + '</span> ' + thinking)


def row_html(s, view):
    me = s.viewer
    buying = view["turn"] == me and view["phase"] == "buy"
    coins = view["coins"] if view["turn"] == me else 0
    items = []
    for c in view["row"]:
        d = tx.defn(s.defs, c)
        cls = "oldest" if c.get("oldest") else ""
        note = "oldest" if c.get("oldest") else ""
        label = tx.card_label(s.defs, c, True) + ("; the oldest card" if c.get("oldest") else "")
        if buying:
            # Too dear: still focusable (its detail), but it sends nothing and says why.
            short = controls.short_of(d["cost"], coins) if d else ""
            attrs = ('aria-disabled="true"' if short else 'data-send="'
                     + controls.attr_json({"type": "buy", "card": c["id"]}) + '"')
            items.append(card_html(s, c, "button", attrs + ' data-k="b' + str(c["id"]) + '"', cls,
                                   "Buy " + label + ("; " + short if short else ""), True,
                                   (str(d["cost"] - coins) + "¢ short") if short else note))
        else:
            items.append(card_html(s, c, "div", "", cls, label, True, note))
    return ('<h2 class="zone-title">Offer row <span class="muted">(oldest first · '
            + str(view["offer_deck_size"]) + ' in the deck)</span></h2>' + penny_next_html(s, view)
            + '<div class="zone row-zone">' + "".join(items) + '</div>')


def penny_next_html(s, view):
    """Co-op: the card Penny claims after this turn, said before anyone buys."""
    oldest = [c for c in view["row"] if c.get("oldest")]
    if not view.get("penny") or not oldest or view["phase"] == "over":
        return ""
    return ('<p class="hint penny-next">After each player’s turn, ' + tx.SOLO_RIVAL + ' claims the card '
            'marked oldest: now ' + esc(tx.card_name(s.defs, oldest[0])) + '. Buy it to keep it from her.</p>')


def genre_bar(genres):
    """A player's deck by genre: a bar and its legend (icons and counts)."""
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


def last_turn_text(s, view, seat, done):
    """Another player's last finished turn, as one line."""
    if seat == s.viewer or seat not in done:
        return ""
    return "; ".join(done[seat])


def players_html(s, view):
    out = []
    award = view.get("award")
    done = log.last_turns(view.get("log") or [], lambda e: tx.log_line(view, e, s.known, s.defs))
    for p in view["players"]:
        seat = p["seat"]
        tags = players.seat_tags(seat, players.your_seat(s), view["turn"], view["phase"] == "over")
        if award and award["seat"] == seat:
            tags.append("award " + str(award["stars"]) + "★")
        facts = ('<span>' + str(p["ink"]) + ' ink</span><span>' + str(p["remover"]) + ' remover</span>'
                 '<span>deck ' + str(p["draw_size"]) + ' · discard ' + str(p["discard_size"]) + '</span>'
                 + ('<span>jail ' + str(p["jail_count"]) + '</span>' if p["jail_count"] else '')
                 + ('<span>' + str(p["inked_count"]) + ' inked</span>' if p["inked_count"] else '')
                 + ('<span>' + str(p["adverts"]) + (' advert' if p["adverts"] == 1 else ' adverts') + '</span>'
                    if p.get("adverts") else ''))
        out.append(players.player_html(tx.name_of(view, seat), p["score"], str(p["score"]) + '★', facts,
                                       tags, " turn" if seat == view["turn"] else "",
                                       genre_bar(p["genres"])
                                       + players.last_turn_html(last_turn_text(s, view, seat, done)), seat=seat))
    if view.get("penny"):
        out.append(penny_html(s, view["penny"]))
    return players.panel_html(out, s.players_open)


def penny_html(s, penny):
    """Penny Dreadful, the co-op game's opponent."""
    last = ""
    if penny.get("last"):
        last = 'Last claimed: ' + esc(tx.card_name(s.defs, penny["last"]))
    sig = penny.get("signature") or "none"
    facts = ('<span>Team ' + str(penny["team_score"]) + '★</span><span>Target ' + str(penny["target"])
             + '★</span><span>' + str(penny["claimed"]) + (' card' if penny["claimed"] == 1 else ' cards')
             + ' claimed</span>')
    effect = ""
    if penny.get("effect"):   # the engine's words for her signature's condition and effect
        effect = ('<p class="facts penny-effect"><strong>' + esc(tx.GENRE_NAMES.get(sig, sig))
                  + ' signature:</strong> ' + esc(penny["effect"]) + '</p>')
    return players.player_html(tx.SOLO_RIVAL, penny["score"], str(penny["score"]) + '★', facts,
                               (), " penny", effect + '<p class="facts">' + last + '</p>', "hb-penny")


def extras_html(s, view):
    parts = []
    if (view.get("options") or {}).get("awards"):
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
        # Rules v2: each player has an advert track; the view holds the viewer's own.
        owner = ads.get("seat")
        title = "Adverts"
        if owner is not None:
            title = "Your adverts" if owner == s.viewer else esc(tx.name_of(view, owner)) + "’s adverts"
        parts.append('<h2 class="zone-title">' + title + '</h2><ul class="adverts">' + "".join(items) + '</ul>')
    jail = view.get("jail") or []
    if jail:
        parts.append('<h2 class="zone-title">Your jail</h2><div class="zone">'
                     + "".join(card_html(s, c, cost=True) for c in jail) + '</div>')
    discard = view.get("discard") or []
    if discard:
        parts.append('<h2 class="zone-title">Your discard pile <span class="muted">(' + str(len(discard))
                     + ')</span></h2><div class="zone">' + "".join(card_html(s, c) for c in discard) + '</div>')
    if view.get("used_words"):
        parts.append('<p class="muted">Words used: ' + esc(", ".join(view["used_words"][-20:])) + '</p>')
    return "".join(parts)


def log_html(s, view):
    return log.log_html("hb", [tx.log_line(view, e, s.known, s.defs) for e in log.recent(view.get("log") or [])])


def end_html(s, view):
    out = view["outcome"]
    scores = out.get("scores") or []
    winners = out.get("winners") or []
    before = ""
    if view.get("penny"):
        head = ("Your team beat " + tx.SOLO_RIVAL + "!") if winners else tx.SOLO_RIVAL + " wins."
        before = ('<p>Team ' + str(out.get("team", sum(scores))) + '★ against Penny '
                  + str(out.get("penny", 0)) + '★.</p>')
    else:
        head = end.winners_head([tx.name_of(view, w) for w in winners])
    rows = []
    for seat, score in enumerate(scores):
        mine = end.words_of(view, seat)
        rows.append(end.row_html(tx.name_of(view, seat), [str(score) + '★', end.longest_said(view, seat),
                                                          end.word_said(mine.get("best")),
                                                          str(mine.get("played", 0))], seat in winners))
    after = end.table_html_after(view, tx.name_of)
    award = out.get("award")
    if award:
        after += ('<p>Literary Award: ' + esc(tx.name_of(view, award["seat"])) + ' ('
                  + esc(str(award["word"]).upper()) + ', +' + str(award["stars"]) + '★)</p>')
    table = end.table_html(["Player", "Score", "Longest word", "Best word", "Words"], rows)
    return end.end_html("hb", head, table, before, after, "Rematch", s.room)
