# The rest of the Paperback table: the status line, the players (fame,
# Common cards, deck and discard counts, attacks waiting), your own deck and
# discard pile to look through, the log and the end screen.
from dom import esc
from widgets import controls, end, log, players
from widgets import word_builder as wb

from . import text as tx
from .cards import card_html


def status_html(s, view):
    turn = view["turn"]
    who = "Your" if turn == s.viewer and len(s.humans) == 1 else esc(tx.name_of(view, turn)) + "’s"
    text = "Round " + str(view["round"]) + " · " + who + " turn: " + tx.PHASES.get(view["phase"], "")
    if view["phase"] == "over":
        text = "Round " + str(view["round"]) + " · Game over"
    ending = view.get("ending") or {}
    goal = ('<span class="goal">Ends at 2 empty Fame piles (' + str(ending.get("empty_fame_piles", 0))
            + ' now) or when the Common cards run out (' + str(ending.get("commons_left", 0)) + ' left)</span>')
    thinking = controls.thinking_html(s, view, tx.name_of)
    return controls.status_html(text, goal + ' ' + thinking)


def players_html(s, view):
    out = []
    for p in view["players"]:
        seat = p["seat"]
        tags = players.seat_tags(seat, players.your_seat(s), view["turn"], view["phase"] == "over")
        facts = ('<span>' + tx.plural(p["commons"], "Common card") + '</span><span>hand ' + str(p["hand_size"])
                 + '</span><span>deck ' + str(p["draw_size"]) + ' · discard ' + str(p["discard_size"])
                 + '</span>' + waiting_html(p))
        if p.get("discard_top"):
            facts += '<span>discard top: ' + esc(tx.card_name(s.defs, p["discard_top"])) + '</span>'
        out.append(players.player_html(tx.name_of(view, seat), p["fame"], tx.fame_text(p["fame"]), facts,
                                       tags, " turn" if seat == view["turn"] else "", seat=seat))
    return players.panel_html(out, s.players_open)


def waiting_html(p):
    """What this player's next hand and word already carry."""
    out = ""
    if p.get("extra"):
        out += '<span>next hand +' + str(p["extra"]) + '</span>'
    if p.get("short"):
        out += '<span class="bad">attacked: next hand −' + str(p["short"]) + '</span>'
    if p.get("tax"):
        out += '<span class="bad">attacked: next word −' + str(p["tax"]) + '¢</span>'
    return out


def my_cards_html(s, view):
    """Your draw pile (in no order: sorted) and discard pile, on request."""
    deck, discard = view.get("my_deck") or [], view.get("my_discard") or []
    shown = s.show_cards
    label = ("Hide" if shown else "Show") + " your deck (" + str(len(deck)) + ") and discard pile (" \
        + str(len(discard)) + ")"
    out = ('<button type="button" class="secondary" data-act="cards" data-k="cards" aria-expanded="'
           + ("true" if shown else "false") + '">' + label + '</button>')
    if shown:
        out += cards_zone(s, "pb-deck-title", "Your deck (sorted, not in drawing order)", deck)
        out += cards_zone(s, "pb-discard-title", "Your discard pile", discard)
    return out


def cards_zone(s, ident, title, cards):
    items = [card_html(s, c) for c in cards] or ['<p class="hint">No cards.</p>']
    return wb.zone_html(ident, title, "mine-zone", items)


def extras_html(s, view):
    used = view.get("used_words") or []
    if not used:
        return ""
    return '<p class="muted">Words used: ' + esc(", ".join(used[-20:])) + '</p>'


def log_html(s, view):
    return log.log_html("pb", [tx.log_line(view, e, s.defs) for e in log.recent(view.get("log") or [])])


def end_html(s, view):
    out = view["outcome"]
    scores = out.get("scores") or []
    winners = out.get("winners") or []
    commons = out.get("commons") or []
    rows = []
    for seat, fame in enumerate(scores):
        n = commons[seat] if seat < len(commons) else 0
        rows.append(end.row_html(tx.name_of(view, seat), [tx.fame_text(fame), str(n),
                                                          end.word_said(end.words_of(view, seat).get("best"))],
                                 seat in winners))
    why = ("The last Common card was taken." if out.get("reason") == "commons"
           else "Two Fame piles ran out.")
    before = '<p>' + esc(why) + ' Most fame wins; a tie goes to the most Common cards.</p>'
    after = end.table_html_after(view, tx.name_of)
    table = end.table_html(["Player", "Fame", "Common cards", "Best word"], rows)
    names = [tx.name_of(view, w) for w in winners]
    head = "You win!" if names == ["You"] else end.winners_head(names)
    return end.end_html("pb", head, table, before, after, "Rematch", s.room)
