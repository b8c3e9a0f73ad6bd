# Rendering the Break the Word table: one HTML string per container. It
# shows the engine's view as it is: the clues, who has answered (not what),
# the scores and, after a round, the answers and the points they earned.
import json

from dom import esc

COLOR_NAMES = {"green": "Green", "orange": "Orange", "pink": "Pink"}


def name_of(view, seat):
    names = view.get("names") or []
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def send_button(label, action, key, cls=""):
    return ('<button type="button" class="' + cls + '" data-send="' + esc(json.dumps(action))
            + '" data-k="' + esc(key) + '">' + label + '</button>')


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


def status_html(G, view):
    if view.get("outcome") is not None:
        text = "Game over"
    elif view["phase"] == "results":
        text = "Round " + str(view["round"]) + " of " + str(view["rounds"]) + " · the answers"
    else:
        text = ("Round " + str(view["round"]) + " of " + str(view["rounds"]) + " · clue "
                + str(view["revealed"]) + " of " + str(total(view)) + " · answers now score +" + str(view.get("zone_now")))
        seconds = (view.get("options") or {}).get("clue_seconds")
        if seconds:
            text += " · next clue within " + str(seconds) + " s"
    thinking = ""
    if G["bot_to_act"] is not None and view.get("outcome") is None:
        thinking = '<span class="thinking">' + esc(name_of(view, G["bot_to_act"])) + ' is thinking…</span>'
    return ('<p class="hb-status" role="status"><strong>' + text + '</strong> ' + thinking + '</p>'
            '<button type="button" class="secondary small-nav" data-act="leave" data-k="leave">Leave game</button>')


def clues_html(G, view):
    mix = view.get("mix") or {}
    items = []
    clues = view.get("clues") or []
    if view["phase"] == "results" and view.get("round_results"):
        clues = view["round_results"].get("clues") or clues  # all nine, the leader's first too
    for i in range(len(clues)):
        c = clues[i]
        cls = "clue c-" + esc(c.get("color", "")) + (" hidden-clue" if c.get("hidden") else "")
        items.append('<li class="' + cls + '"><span class="c-n">' + str(i + 1) + '</span>'
                     '<span class="c-color">' + esc(COLOR_NAMES.get(c.get("color"), "")) + '</span> '
                     + esc(clue_text(c)) + '</li>')
    later = total(view) - len(clues)
    if later:
        items.append('<li class="clue c-later">' + str(later) + ' more to come</li>')
    leader = ""
    if G["viewer"] in (view.get("leaders") or []) and view["phase"] == "clues":
        leader = ('<p class="message info">You hold the Leader crown: the first clue of this round is '
                  'hidden from you.</p>')
    return ('<h2 class="zone-title">The clues <span class="goal">(' + str(mix.get("green", 0)) + ' green · '
            + str(mix.get("orange", 0)) + ' orange · ' + str(mix.get("pink", 0)) + ' pink)</span></h2>'
            + leader + '<ol class="clues" aria-label="Clues revealed">' + "".join(items) + '</ol>')


def answer_html(G, view):
    """The answer form, or what you answered; nothing for a spectator."""
    if G["viewer"] is None or view.get("outcome") is not None:
        return ""
    me = view.get("you") or {}
    if view["phase"] == "results":
        ready = len(view["players"]) > G["viewer"] and view["players"][G["viewer"]].get("ready")
        last = view["round"] >= view["rounds"]
        label = "See the final scores" if last else "Next round"
        if ready:
            return '<p class="message info">Waiting for the others…</p>'
        return ('<div class="controls">' + send_button(label, {"type": "ready"}, "ready") + '</div>')
    if me.get("answer"):
        return ('<p class="bw-locked">Your answer: <strong>' + esc(me["answer"].upper())
                + '</strong>, locked in for +' + str(me.get("zone")) + '.</p>'
                '<p class="message info">Waiting for the others and the next clues…</p>')
    p = view["players"][G["viewer"]] if G["viewer"] < len(view["players"]) else {}
    zone = view.get("zone_now")
    last_clue = view["revealed"] >= total(view)
    ready_label = "I have no answer" if last_clue else "Ready for the next clue"
    ready = ('<p class="message info">You are ready: the next clue comes when everyone is.</p>'
             if p.get("ready") else send_button(ready_label, {"type": "ready"}, "ready", "secondary"))
    return ('<form id="bw-answer" class="bw-answer" autocomplete="off">'
            '<label for="bw-word">Your answer (7 letters)</label>'
            '<div class="bw-row"><input id="bw-word" data-k="bw-word" type="text" inputmode="text" maxlength="7"'
            ' autocapitalize="characters" spellcheck="false" value="' + esc(G["draft"]) + '">'
            '<button type="submit" data-k="lock">Lock in for +' + str(zone) + '</button></div>'
            '<p id="bw-message" class="message ' + (G["message"][1] if G["message"] else "") + '" role="alert">'
            + esc(G["message"][0] if G["message"] else "") + '</p></form>'
            '<div class="controls">' + ready + '</div>'
            '<label class="bw-notes-label" for="bw-notes">Your notes (only on this device)</label>'
            '<textarea id="bw-notes" data-k="bw-notes" rows="3" spellcheck="false">' + esc(G["notes"]) + '</textarea>')


def players_html(G, view):
    out = []
    leaders = view.get("leaders") or []
    for s, p in enumerate(view["players"]):
        name = name_of(view, s)
        tags = []
        if s == G["viewer"]:
            tags.append("you")
        if s in leaders:
            tags.append("♛ leader")
        if view["phase"] == "clues":
            state = ("answered: +" + str(p.get("zone")) if p.get("answered")
                     else ("ready" if p.get("ready") else "thinking"))
        else:
            state = "ready" if p.get("ready") else ""
        score = (view.get("scores") or [0] * (s + 1))[s]
        out.append('<li class="player" aria-label="' + esc(name) + ': ' + str(score) + ' points">'
                   '<div class="p-head"><strong>' + esc(name) + '</strong>'
                   + "".join('<span class="tag">' + esc(t) + '</span>' for t in tags)
                   + '<span class="score">' + str(score) + ' pts</span></div>'
                   '<p class="facts">' + esc(state) + '</p></li>')
    return '<h2 class="zone-title">Players</h2><ul class="players-list">' + "".join(out) + '</ul>'


def results_html(G, view):
    """The last finished round: the word, then the answers in checking order."""
    last = view.get("last")
    if not last:
        return ""
    rows = []
    for a in last.get("answers") or []:
        pts = a.get("points", 0)  # the bonus included
        rows.append('<tr><th scope="row">' + esc(name_of(view, a["seat"])) + '</th><td>'
                    + esc(str(a.get("word") or "—").upper()) + '</td><td>+' + str(a.get("zone")) + '</td><td>'
                    + str(pts) + (' (first correct: +1)' if a.get("bonus") else '') + '</td></tr>')
    table = ('<table class="scores"><thead><tr><th scope="col">Player</th><th scope="col">Answer</th>'
             '<th scope="col">Zone</th><th scope="col">Points</th></tr></thead><tbody>' + "".join(rows)
             + '</tbody></table>') if rows else '<p>Nobody answered.</p>'
    title = "This round" if view["phase"] == "results" else "Last round"
    return ('<h2 class="zone-title">' + title + ': the word was <strong class="bw-word">'
            + esc(str(last.get("word", "")).upper()) + '</strong></h2>' + table)


def end_html(G, view):
    out = view["outcome"]
    scores = out.get("scores") or []
    winners = out.get("winners") or []
    names = [name_of(view, w) for w in winners]
    head = " and ".join(names) + (" wins!" if len(names) == 1 else " win!")
    rows = []
    for s, score in enumerate(scores):
        rows.append('<tr' + (' class="winner"' if s in winners else '') + '><th scope="row">'
                    + esc(name_of(view, s)) + (' <span class="tag">winner</span>' if s in winners else '')
                    + '</th><td>' + str(score) + '</td></tr>')
    return ('<section class="end" aria-labelledby="bw-end-title"><h1 id="bw-end-title">Game over: '
            + esc(head) + '</h1><table class="scores"><thead><tr><th scope="col">Player</th>'
            '<th scope="col">Points</th></tr></thead><tbody>' + "".join(rows) + '</tbody></table>'
            '<div class="controls">'
            + ('' if G.get("room") else '<button type="button" data-act="rematch" data-k="rematch">Play again</button>')
            + '<button type="button" class="secondary" data-act="lobby" data-k="lobby">Back to lobby</button></div></section>')


def pass_html(G, view):
    name = esc(name_of(view, G["viewer"]))
    return ('<div class="pass" role="dialog" aria-labelledby="bw-pass-title"><h1 id="bw-pass-title">Pass the device to '
            + name + '</h1><p>Only ' + name + ' should look at the screen now.</p>'
            '<button type="button" data-act="reveal" data-k="reveal">I am ' + name + ': show my board</button></div>')
