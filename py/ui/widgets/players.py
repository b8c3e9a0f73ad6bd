# The players panel: one entry per player (name, tags, score, facts).
import dom
from dom import esc


def name_of(view, seat, nobody="?"):
    """A seat's name as the view gives it, "Player N" for a seat it does not
    name, `nobody` for no seat (Hardback's solo rival)."""
    if seat is None:
        return nobody
    names = view.get("names") or []
    return names[seat] if 0 <= seat < len(names) else "Player " + str(seat + 1)


def player_html(name, points, score, facts, tags=(), cls="", more="", ident="", seat=None):
    """One player; score is the shown text (HTML), facts and more are HTML.
    data-seat: where another player's cards come from and go to (motion.mjs)."""
    return ('<li class="player' + cls + '"' + (' id="' + ident + '"' if ident else '')
            + ('' if seat is None else ' data-seat="' + str(seat) + '"')
            + ' aria-label="' + esc(name) + ': ' + dom.points(points) + '"><div class="p-head"><strong>'
            + esc(name) + '</strong>' + "".join('<span class="tag">' + esc(t) + '</span>' for t in tags)
            + '<span class="score">' + score + '</span></div><p class="facts">' + facts + '</p>'
            + more + '</li>')


def your_seat(s):
    """The seat a screen tags "you": none in a replay, where nobody plays
    (no humans) and the seat watched is only the one whose hand is shown."""
    return s.viewer if s.humans else None


def seat_tags(seat, viewer, turn, over):
    """The tags every game puts on a player: you, on turn."""
    tags = []
    if seat == viewer:
        tags.append("you")
    if seat == turn and not over:
        tags.append("on turn")
    return tags


def panel_html(items, expanded=True):
    """On a phone the list is a summary bar (names and scores) until the
    player expands it; wider screens always show everything."""
    return ('<div class="players-head"><h2 class="zone-title">Players</h2><button type="button" '
            'class="secondary players-toggle" data-act="players" data-k="players" aria-expanded="'
            + ("true" if expanded else "false") + '" aria-controls="players-list">'
            + ("Less" if expanded else "Details") + '</button></div><ul id="players-list" class="players-list'
            + ('' if expanded else ' summary') + '">' + "".join(items) + '</ul>')


def last_turn_html(text):
    """Another player's last turn, kept in view until their next one ends."""
    return '<p class="last-turn"><span class="muted">Last turn:</span> ' + text + '</p>' if text else ""



def name_in(view, seat):
    """The name of `seat` in the view, or "" for a seat it does not have."""
    names = view.get("names") or []
    return str(names[seat]) if type(seat) is int and 0 <= seat < len(names) else ""
