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


def best_of(advice, side):
    top = advice[0][side]
    for a in advice:
        if a[side]["value"] > top["value"]:
            top = a[side]
    return top["word"]


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


def end_html(advice):
    """What the coach saw over the game (nothing if it said nothing)."""
    if not advice:
        return ""
    left = 0
    for a in advice:
        left += max(0, a["best"]["points"] - a["played"]["points"])
    n = noun(advice[0])
    mine = longest([a["played"]["word"] for a in advice])
    seen = longest([mine] + [a["best"]["word"] for a in advice])
    return ('<section class="coach" aria-label="Coach"><h2>Coach</h2><p>Points left on the table: '
            + str(left) + '.</p><p>Your best ' + n + ': ' + dom.esc(best_of(advice, "played").upper())
            + '; the best found: ' + dom.esc(best_of(advice, "best").upper())
            + '.</p><p>Your longest word: ' + dom.esc(mine.upper()) + '; the longest found: '
            + dom.esc(seen.upper()) + '.</p></section>')
