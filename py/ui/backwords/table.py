# What the Backwords table shows everyone: the discard row (tap a card to
# pull back to it), the draw pile, the words with their covered letters as
# stacks, the players, the letters drawn this round, the log, the round
# summary and the end screen. Pure HTML from the engine's view.
import dom
from dom import esc, tap
from widgets import card as cardview
from widgets import controls, end, log, players


name_of = players.name_of


SPECIAL = {"skip": "Skip", "backwords": "Back"}   # short, to fit a card


def letter(card, wild=None):
    if card["kind"] == "wild":
        return (wild or "?").upper()
    return SPECIAL.get(card["kind"]) or card["kind"].upper()


def label(card):
    if card["kind"] == "wild":
        return "Wild card (0 points)"
    return card["kind"].upper() + " (" + str(card["points"]) + " point" + ("" if card["points"] == 1 else "s") + ")"


def card_html(card, tag="div", attrs="", cls="", aria=None, wild=None, note="", detail=True):
    """A letter card: its letter big, its points in the corner."""
    top = '<span class="c-cost">' + str(card["points"]) + '</span>'
    more = cardview.span("c-note", note) if note else ""
    kind = " wild" if card["kind"] == "wild" else ""
    return cardview.card_html(tag, "card bk-card" + kind + (" " + cls if cls else ""),
                              aria or label(card), attrs, top, letter(card, wild),
                              "wild" if kind else "", more, str(card["id"]) if detail else "", card["id"])


def row_html(s, view, pulling):
    """The discard row, oldest first; while the player may pull, each card
    is a button that pulls back to it."""
    row = view["row"]
    items = []
    n = len(row)
    for i, c in enumerate(row):
        back = n - i
        pulled = back <= s.word.pull
        cls = "pulled" if pulled else ""
        if pulling:
            aria = ("Put back the pulled cards" if back == s.word.pull else
                    "Backwords " + str(back) + ": pull back to " + label(c))
            items.append(card_html(c, "button", 'data-act="pull" data-back="' + str(back) + '" data-k="p'
                                   + str(c["id"]) + '"', cls, aria, note="pulled" if pulled else ""))
        else:
            items.append(card_html(c, "div", "", cls))
    if not items:
        items.append('<p class="hint">The discard row is empty.</p>')
    # said on every turn, so the heading is one height whoever plays
    hint = " · on your turn, " + tap() + " a card to take it and every card after it"
    return ('<h2 class="zone-title" id="bk-row-title">Discard row <span class="muted">(oldest first'
            + hint + ')</span></h2><div class="zone bk-row" aria-labelledby="bk-row-title">' + "".join(items)
            + '</div><p class="bk-pile">Draw pile: <strong>' + str(view["draw_size"]) + '</strong> card'
            + ('' if view["draw_size"] == 1 else 's') + ' left</p>' + flips_html(view))


def flips(view):
    """The Skip and Backwords cards flipped since the last move: the log's
    latest run of flips (the engine logs whom each sent the turn to)."""
    out = []
    for e in reversed(view.get("log") or []):
        if e.get("event") != "flipped":
            break
        if e.get("next") is not None:
            out.insert(0, e)
    return out


def flips_html(view):
    """Each card flipped out of play since the last move, with what it did."""
    items = []
    for e in flips(view):
        card = {"id": e.get("id"), "kind": e["card"], "points": 0}
        items.append('<li class="bk-flip">' + card_html(card, aria=SPECIAL[e["card"]] + " card", detail=False)
                     + '<p>' + event_text(view, e) + '</p></li>')
    if not items:
        return ""
    return '<ul class="bk-flips" aria-label="Flipped out of play">' + "".join(items) + '</ul>'


def stack_html(stack, text_letter, tag="div", attrs="", aria=None, cover=None, cover_wild=None):
    """One letter of a word on the table: its top card, and the letters
    it covers shown underneath (oldest at the bottom)."""
    under = stack[:-1]
    top = stack[-1]
    shown = text_letter
    if cover is not None:
        under = stack
        top = cover
        shown = letter(cover, cover_wild)
    covered = "".join('<span class="bk-under">' + letter(c, "·") + '</span>' for c in under)
    note = ("covers " + ", ".join(letter(c, "·") for c in under)) if under else ""
    if aria is None:
        aria = shown.upper() + (" (" + note + ")" if note else "")
    return ('<div class="bk-stack">' + ('<div class="bk-unders" aria-hidden="true">' + covered + '</div>'
                                        if under else '')
            + card_html(top, tag, attrs, "", aria, shown if top["kind"] == "wild" else None) + '</div>')


def words_html(s, view, changing):
    """Every player's words; while the player may change words, each carries
    a Change button (any word on the table may be changed)."""
    out = []
    for p in view["players"]:
        mine = [w for w in view["words"] if w["owner"] == p["seat"]]
        if not mine:
            continue
        rows = []
        for w in mine:
            stacks = "".join(stack_html(st, w["text"][i].upper()) for i, st in enumerate(w["stacks"]))
            button = ""
            if changing and s.word.target != w["id"]:
                button = ('<button type="button" class="secondary" data-act="change" data-word="'
                          + str(w["id"]) + '" data-k="cw' + str(w["id"]) + '">Change '
                          + esc(w["text"].upper()) + '</button>')
            rows.append('<li class="bk-word" aria-label="' + esc(w["text"].upper()) + ', ' + dom.points(w["points"])
                        + '"><div class="zone bk-letters">' + stacks + '</div>' + button + '</li>')
        out.append('<h3 class="bk-owner">' + esc(name_of(view, p["seat"])) + '</h3><ul class="bk-words">'
                   + "".join(rows) + '</ul>')
    if not out:
        out.append('<p class="hint">No words on the table yet.</p>')
    return '<h2 class="zone-title">Words on the table</h2>' + "".join(out)


def status_html(s, view):
    me = s.viewer
    turn = view["turn"]
    n = len(view["objectives"])
    if view["phase"] == "over":
        head = "Game over"
    else:
        who = "Your" if turn == me and len(s.humans) == 1 else esc(name_of(view, turn)) + "’s"
        head = "Round " + str(view["round"]) + " · " + who + " turn"
        if view["phase"] in ("challenge", "vote"):
            head += " · " + ("challenge?" if view["phase"] == "challenge" else "vote")
    goal = ""
    if view.get("goal") and view["phase"] != "over":
        mine = view["players"][me]
        goal = ('<span class="goal">Objective ' + str(mine["objective"]) + ' of ' + str(n) + ': '
                + esc(view["goal"]) + '</span> ')
    thinking = controls.thinking_html(s, view, name_of)
    return controls.status_html(head, goal + thinking)


def players_html(s, view):
    out = []
    n = len(view["objectives"])
    for p in view["players"]:
        seat = p["seat"]
        tags = players.seat_tags(seat, players.your_seat(s), view["turn"], view["phase"] == "over")
        if p["done"]:
            tags.append("objective done")
        facts = ('<span>Objective ' + str(p["objective"]) + '/' + str(n) + '</span><span>'
                 + str(p["hand_count"]) + ' in hand</span><span>' + str(p["round_points"])
                 + ' this round</span>')
        more = '<p class="facts">' + esc(p["goal"]) + '</p>'
        out.append(players.player_html(name_of(view, seat), p["score"], str(p["score"]), facts, tags,
                                       " turn" if seat == view["turn"] else "", more, seat=seat))
    return players.panel_html(out, s.players_open)


def drawn_html(view):
    kinds = view.get("drawn") or []
    shown = []
    for k in kinds:
        shown.append({"wild": "✱", "skip": "Skip", "backwords": "Back"}.get(k, k.upper()))
    return ('<h2 class="zone-title">Drawn this round <span class="muted">(' + str(len(kinds))
            + ')</span></h2><p class="bk-drawn">' + (" ".join(shown) if shown else "Nothing yet.")
            + '</p>')


def event_text(view, e):
    who = esc(name_of(view, e.get("seat")))
    kind = e["event"]
    words = esc(", ".join(w.upper() for w in e.get("words") or []))
    pts = str(e.get("points", 0))
    if kind == "flipped":
        said = who + " flipped " + esc({"wild": "a wild", "skip": "a Skip", "backwords": "a Backwords card"}
                                       .get(e.get("card"), str(e.get("card")).upper()))
        if e.get("next") is None:
            return said
        then = esc(name_of(view, e["next"]))
        # "Next to play: You" reads right for every name (no verb to agree)
        if e["card"] == "skip":
            return said + ", which ends the turn. Next to play: " + then
        return said + ", which ends the turn. Playing again: " + then + " (the player before)"
    if kind == "created":
        return who + " created " + words + ", +" + pts
    if kind == "changed":
        olds = esc(", ".join(w.upper() for w in e.get("from") or []))
        return who + " changed " + (olds + " to " if olds else "words to ") + words + ", +" + pts
    if kind == "passed":
        return who + " passed"
    if kind == "challenged":
        return who + " challenged " + words
    if kind == "challenge_won":
        return "The challenge stands: " + words + " taken back"
    if kind == "challenge_failed":
        return "The challenge failed: " + who + " loses " + pts
    if kind == "round_over":
        return "Round " + str(e.get("round")) + " is over"
    if kind == "game_over":
        return "Game over"
    return esc(kind)


def log_html(view):
    return log.log_html("bk", [event_text(view, e) for e in log.recent(view.get("log") or [])])


def summary_html(view):
    """The last round's summary: objective, cards left, points, advanced."""
    last = view.get("last_round")
    if not last:
        return ""
    rows = []
    for seat, p in enumerate(last["players"]):
        left = " ".join(k.upper() if len(k) == 1 else k for k in p.get("hand") or []) or "—"
        rows.append(end.row_html(name_of(view, seat), [
            str(p["objective"]) + (" ✓" if p["done"] else ""), esc(left), str(-p["penalty"]) if p["penalty"] else "0",
            str(p["round_points"]), "yes" if p["advanced"] else "no", str(p["score"])]))
    return ('<h2 class="zone-title">Round ' + str(last["round"]) + ' summary</h2><div class="bk-scroll">'
            # soft hyphens: on a phone the seven columns fit without scrolling sideways
            + end.table_html(["Player", "Objec&shy;tive", "Left in hand", "Pen&shy;alty", "Round",
                              "Ad&shy;vances", "Total"], rows) + '</div>')


def end_html(s, view):
    out = view.get("outcome") or {}
    winners = out.get("winners") or []
    scores = out.get("scores") or [p["score"] for p in view["players"]]
    rows = [end.row_html(name_of(view, p["seat"]), [str(p["objective"]), str(scores[p["seat"]]),
                                                    end.word_said(end.words_of(view, p["seat"]).get("best"))],
                         p["seat"] in winners) for p in view["players"]]
    head = end.winners_head([name_of(view, w) for w in winners]) if winners else "no winner"
    return end.end_html("bk", head, end.table_html(["Player", "Objective", "Score", "Best word"], rows),
                        after=summary_html(view) + end.table_html_after(view, name_of),
                        again="Play again", room=s.room)
