# Rendering the Break the Word table: one HTML string per container. It
# shows the engine's view as it is: the clues, who has answered (not what),
# the scores and, after a round, the answers and the points they earned.
from dom import esc
from widgets import controls, end, players
from widgets.controls import send_button

from . import aids

COLOR_NAMES = {"green": "Green", "orange": "Orange", "pink": "Pink"}


name_of = players.name_of


NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}


def clue_text(clue):
    """A clue as a player reads it aloud."""
    if clue.get("hidden"):
        return "Hidden from the leader"
    color = clue.get("color")
    if color == "green":
        return "Letter " + str(clue["position"]) + " is " + clue["letter"].upper()
    if color == "orange":
        a, b = clue["letters"][0].upper(), clue["letters"][1].upper()
        return (a + b if a == b else a + b + " or " + b + a) + " (side by side)"
    if color == "pink":
        n = clue["count"]
        return ("Exactly " + NUMBERS.get(n, str(n)) + " " + clue["letter"].upper()
                + ("s" if n != 1 else ""))
    return "?"


def total(view):
    """How many clues the round has (the sum of its colour mix)."""
    mix = view.get("mix") or {}
    return mix.get("green", 0) + mix.get("orange", 0) + mix.get("pink", 0)


def status_html(s, view):
    if view.get("outcome") is not None:
        text = "Game over"
    elif view["phase"] == "results":
        text = "Round " + str(view["round"]) + " of " + str(view["rounds"]) + " · the answers"
    else:
        text = ("Round " + str(view["round"]) + " of " + str(view["rounds"]) + " · clue "
                + str(view["revealed"]) + " of " + str(total(view)) + " · answers now score +" + str(view.get("zone_now")))
    thinking = controls.thinking_html(s, view, name_of, "thinking",
                                      view["phase"] == "clues" and view.get("outcome") is None)
    return controls.status_html(text, thinking)


def clues_html(s, view):
    mix = view.get("mix") or {}
    items = []
    clues = view.get("clues") or []
    last = view.get("round_results") or (view.get("last") if view["phase"] == "over" else None)
    if view["phase"] != "clues" and last:
        clues = last.get("clues") or clues  # all nine, the leader's first too
    for i in range(len(clues)):
        c = clues[i]
        cls = "clue c-" + esc(c.get("color", "")) + (" hidden-clue" if c.get("hidden") else "")
        items.append('<li class="' + cls + '"><span class="c-n">' + str(i + 1) + '</span>'
                     '<span class="c-color">' + esc(COLOR_NAMES.get(c.get("color"), "")) + '</span> '
                     + esc(clue_text(c)) + '</li>')
    later = total(view) - len(clues) if view["phase"] == "clues" else 0
    if later:
        items.append('<li class="clue c-later">' + str(later) + ' more to come</li>')
    leader = ""
    if view.get("crown_note") and view["phase"] == "clues":
        leader = '<p class="message info">' + esc(view["crown_note"]) + '</p>'
    return ('<h2 class="zone-title">The clues <span class="goal">(' + str(mix.get("green", 0)) + ' green · '
            + str(mix.get("orange", 0)) + ' orange · ' + str(mix.get("pink", 0)) + ' pink)</span></h2>'
            + leader + s.countdown_html(view) + '<ol class="clues" aria-label="Clues revealed">' + "".join(items) + '</ol>')


def answer_html(s, view):
    """The answer form, or what you answered; nothing for a spectator."""
    if s.viewer is None or view.get("outcome") is not None:
        return ""
    me = view.get("you") or {}
    if view["phase"] == "results":
        return ""  # Next round comes after the round's results (results_html)
    if me.get("answer"):
        # Focus lands here after Lock in (tabindex -1: read out, then Tab goes on).
        return ('<p class="bw-locked" tabindex="-1" data-k="locked">Your answer: <strong>' + esc(me["answer"].upper())
                + '</strong>, locked in for +' + str(me.get("zone")) + '.</p>'
                '<p class="message info">Waiting for the others and the next clues…</p>')
    p = view["players"][s.viewer] if s.viewer < len(view["players"]) else {}
    zone = view.get("zone_now")
    last_clue = view["revealed"] >= total(view)
    ready_label = "I have no answer" if last_clue else "Ready for the next clue"
    ready = ('<p class="message info">You are ready: the next clue comes when '
             + waiting_for(s, view, "everyone is") + '.</p>' if p.get("ready") else send_button(ready_label, {"type": "ready"}, "ready", "secondary"))
    return ('<form id="bw-answer" class="bw-answer" autocomplete="off">'
            '<label for="bw-word">Your answer (7 letters)</label>'
            '<div class="bw-row"><input id="bw-word" data-k="bw-word" type="text" inputmode="text" maxlength="7"'
            ' autocapitalize="characters" spellcheck="false" value="' + esc(s.draft) + '">'
            '<button type="submit" data-k="lock">Lock in for +' + str(zone) + '</button></div>'
            + controls.message_html("bw", s.message) + anyway_html(s) + '</form>'
            '<div class="controls">' + ready + '</div>' + aids_html(s))


def aids_html(s):
    """The grid and notes: a player's own, on this device; a replay has none
    (nobody plays it, and nobody's scribbles were recorded)."""
    if not s.humans:
        return ""
    return (aids.grid_html(s.cells)
            + '<label class="bw-notes-label" for="bw-notes">Your notes (only on this device)</label>'
            '<textarea id="bw-notes" data-k="bw-notes" rows="3" spellcheck="false">' + esc(s.notes) + '</textarea>')


def anyway_html(s):
    """The answer the engine does not know, still in the box: lock it in anyway."""
    if not s.unknown or s.draft.strip().lower() != s.unknown:
        return ""
    return ('<div class="controls"><button type="button" class="secondary" data-act="lock-anyway" '
            'data-k="lock-anyway">Lock in ' + esc(s.unknown.upper()) + ' anyway</button></div>')


def players_html(s, view):
    out = []
    leaders = view.get("leaders") or []
    for seat, p in enumerate(view["players"]):
        tags = []
        if seat == players.your_seat(s):
            tags.append("you")
        if seat in leaders:
            tags.append("♛ leader")
        if view["phase"] == "clues":
            state = ("answered: +" + str(p.get("zone")) if p.get("answered")
                     else ("ready" if p.get("ready") else "thinking"))
        else:
            state = "ready" if p.get("ready") else ""
        score = (view.get("scores") or [0] * (seat + 1))[seat]
        out.append(players.player_html(name_of(view, seat), score, str(score) + ' pts', esc(state), tags,
                                       seat=seat))
    return players.panel_html(out, s.players_open)


def results_html(s, view):
    """The last finished round: the word, then the answers in checking order."""
    last = view.get("last")
    if not last:
        return ""
    rows = []
    for a in last.get("answers") or []:
        pts = a.get("points", 0)  # the bonus included
        rows.append(end.row_html(name_of(view, a["seat"]), [
            esc(str(a.get("word") or "—").upper()), '+' + str(a.get("zone")),
            str(pts) + (' (first correct: +1)' if a.get("bonus") else '')]))
    table = (end.table_html(["Player", "Answer", "Zone", "Points"], rows) if rows
             else '<p>Nobody answered.</p>')
    title = "This round" if view["phase"] == "results" else "Last round"
    return ('<h2 class="zone-title">' + title + ': the word was <strong class="bw-word">'
            + esc(str(last.get("word", "")).upper()) + '</strong></h2>' + table + next_html(s, view))


def waiting_for(s, view, nobody):
    """Who is still to press Ready ("Bob and Cy"), escaped; `nobody` if none.
    In the clues, a player who has answered presses nothing more."""
    clues = view["phase"] == "clues"
    names = [esc(name_of(view, seat)) for seat, p in enumerate(view["players"])
             if seat != s.viewer and not p.get("ready") and not (clues and p.get("answered"))]
    if not names:
        return nobody
    if clues:
        return ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1] + " " + (
            "is" if len(names) == 1 else "are") + " ready"
    return ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]


def next_html(s, view):
    """Below the round's results, in reading order: go on to the next round."""
    if s.viewer is None or view["phase"] != "results" or view.get("outcome") is not None:
        return ""
    if len(view["players"]) > s.viewer and view["players"][s.viewer].get("ready"):
        return '<p class="message info">Waiting for ' + waiting_for(s, view, "the others") + '…</p>'
    label = "See the final scores" if view["round"] >= view["rounds"] else "Next round"
    return '<div class="controls">' + send_button(label, {"type": "ready"}, "ready") + '</div>'


def end_html(s, view):
    out = view["outcome"]
    winners = out.get("winners") or []
    rows = [end.row_html(name_of(view, seat), [str(score)], seat in winners)
            for seat, score in enumerate(out.get("scores") or [])]
    head = end.winners_head([name_of(view, w) for w in winners])
    return end.end_html("bw", head, end.table_html(["Player", "Points"], rows), again="Play again",
                        room=s.room)


def is_count(n):
    return isinstance(n, int) and not isinstance(n, bool) and 0 < n < 100


def review_line(view, r, me):
    """One round's sentence, from an untrusted review (a room's host sends it):
    '' for anything not shaped as the engine makes it."""
    word, certain, cracked = r.get("word"), r.get("certain"), r.get("cracked")
    if not isinstance(word, str) or not isinstance(cracked, list) or not (
            certain is None or is_count(certain)):
        return ""
    said = esc(word.upper()) + (" was certain after clue " + str(certain) if certain
                                else " was never certain (other words fitted all the clues)")
    who = []
    for c in cracked:
        if isinstance(c, dict) and is_count(c.get("clue")):
            seat = c.get("seat")
            who.append(("you" if seat == me else esc(name_of(view, seat)))
                       + " cracked it at clue " + str(c["clue"]))
    return said + "; " + (", ".join(who) if who else "nobody cracked it") + "."


def review_html(s, view):
    """After the game: the clue at which each round's word became certain."""
    rounds = s.review.get("rounds") if isinstance(s.review, dict) else None
    if not isinstance(rounds, list):
        return ""
    lines = [review_line(view, r, s.viewer) for r in rounds if isinstance(r, dict)]
    items = "".join('<li>Round ' + str(i + 1) + ': ' + line + '</li>'
                    for i, line in enumerate(lines) if line)
    return ('<section class="review" aria-labelledby="bw-review-title"><h2 id="bw-review-title">'
            'When each word became certain</h2><ul>' + items + '</ul></section>') if items else ""
