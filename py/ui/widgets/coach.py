# The coach's words: after a player's word (or move), the line that says
# what the strong bot's search found from the same view; at the end, a box
# with what was left on the table. The engine's advice already says each
# play in the game's own terms ("shown"); nothing here knows a game.
import dom


def noun(advice):
    return "move" if advice.get("kind") == "move" else "word"


def capital(text):
    return text[:1].upper() + text[1:]


def line(advice, who=""):
    """The line said after the move: `who` names the player in pass-and-play.
    The engine says "missed" only for a move that earns more than the one
    played; otherwise the one played was as good as any."""
    if advice["missed"]:
        return who + "Your best " + noun(advice) + " here was " + advice["best"]["shown"] + "."
    return who + capital(advice["played"]["shown"]) + " was as good as any " + noun(advice) + " you had here."


def longest(words):
    out = ""
    for w in words:
        if len(w) > len(out):
            out = w
    return out


def kept(items):
    """The advice a save kept, as far as it is whole (a save is old or
    hand-edited at worst: what does not look right is left out)."""
    if not isinstance(items, list):
        return []
    return [a for a in items if isinstance(a, dict) and isinstance(a.get("n"), int)
            and whole(a.get("best")) and whole(a.get("played"))]


def whole(side):
    return (isinstance(side, dict) and isinstance(side.get("word"), str)
            and isinstance(side.get("points"), (int, float)))


def end_html(advice, words_of, name_of=None):
    """What the coach saw over the game, per coached seat: the better plays
    it found (each as the engine said it), the points they would have added,
    and the seat's best and longest words as the engine's summary of the
    game tells them (`words_of(seat)`), beside the best ones found."""
    seats = []
    for a in advice:
        if a.get("seat") not in seats:
            seats.append(a.get("seat"))
    out = ""
    for seat in seats:
        mine = [a for a in advice if a.get("seat") == seat]
        who = (name_of(seat) + ": ") if name_of is not None and len(seats) > 1 else ""
        out += seat_html(mine, words_of(seat) if type(seat) is int else {}, who)
    if not out:
        return ""
    return '<section class="coach" aria-label="Coach"><h2>Coach</h2>' + out + '</section>'


def seat_html(advice, story, who):
    n = noun(advice[0])
    missed = [a for a in advice if a["missed"]]
    if not missed:
        html = '<p>' + dom.esc(who) + 'Every ' + n + ' you played was as good as any the coach found.</p>'
    else:
        left = 0
        for a in missed:
            left += a.get("gain") or 0
        html = ('<p>' + dom.esc(who) + 'Better ' + n + 's you missed: ' + str(len(missed))
                + ((': ' + str(left) + ' more ' + plural(left, "point") + ' in all') if left else
                   ' (none for more points: each earned more in another way)') + '.</p><ul>')
        for a in missed[-5:]:
            html += ('<li>' + dom.esc(a["best"]["shown"]) + ' instead of '
                     + dom.esc(a["played"]["shown"]) + '</li>')
        html += '</ul>'
    return html + best_html(missed, story, n) + longest_html(missed, story)


def best_html(missed, story, n):
    best = story.get("best")
    if not best:
        return ""
    found = None
    for a in missed:
        b = a["best"]
        if b["points"] > best["points"] and (found is None or b["points"] > found["points"]):
            found = b
    html = '<p>Your best ' + n + ': ' + dom.esc(best["word"].upper()) + ' (' + dom.esc(best.get("shown", "")) + ')'
    if found is None:
        return html + '; the coach found none that scored more.</p>'
    return html + '; the best found: ' + dom.esc(found["shown"]) + '.</p>'


def longest_html(missed, story):
    mine = str(story.get("longest") or "")
    if not mine:
        return ""
    seen = longest([mine] + [a["best"]["word"] for a in missed])
    html = '<p>Your longest word: ' + dom.esc(mine.upper())
    if len(seen) == len(mine):
        return html + '.</p>'
    return html + '; the longest found: ' + dom.esc(seen.upper()) + '.</p>'


def plural(n, word):
    return word if n == 1 else word + "s"
