# The players panel: one entry per player (name, tags, score, facts).
from dom import esc


def player_html(name, points, score, facts, tags=(), cls="", more="", ident=""):
    """One player; score is the shown text (HTML), facts and more are HTML."""
    return ('<li class="player' + cls + '"' + (' id="' + ident + '"' if ident else '')
            + ' aria-label="' + esc(name) + ': ' + str(points) + ' points"><div class="p-head"><strong>'
            + esc(name) + '</strong>' + "".join('<span class="tag">' + esc(t) + '</span>' for t in tags)
            + '<span class="score">' + score + '</span></div><p class="facts">' + facts + '</p>'
            + more + '</li>')


def seat_tags(seat, viewer, turn, over):
    """The tags every game puts on a player: you, on turn."""
    tags = []
    if seat == viewer:
        tags.append("you")
    if seat == turn and not over:
        tags.append("on turn")
    return tags


def panel_html(items):
    return '<h2 class="zone-title">Players</h2><ul class="players-list">' + "".join(items) + '</ul>'
