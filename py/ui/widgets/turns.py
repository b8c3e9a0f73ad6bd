# The other players' last turns, as the engine says them (the view's
# "turns"): one line each, kept on the table until that player moves again,
# so a bot's move or a friend's can be read at leisure. Above the table, so
# the pass-and-play screen shows it too (who just played, before the next
# player's hand is shown). Its height is kept from the first paint (one line
# per other player), so a summary arriving moves nothing below it.
from dom import esc


def turns_html(view, viewer):
    names = view.get("names") or []
    others = len([s for s in range(len(names)) if s != viewer]) if names else 0
    said = view.get("turns") or []
    latest = latest_seat(view)
    items = []
    for t in said:
        name = str(t.get("name") or "")
        cls = ' class="latest"' if t.get("seat") == latest else ""
        items.append('<li data-turn-summary="' + esc(name) + '"' + cls + '>' + esc(str(t.get("text") or ""))
                     + '</li>')
    for _ in range(others - len(items)):
        items.append('<li class="none" aria-hidden="true">&nbsp;</li>')
    if not items:
        return ""
    # data-n: the view on screen, for tests that time what stays how long
    return ('<ul class="turns" aria-label="The other players’ last turns" aria-live="polite" data-n="'
            + str(view.get("n")) + '" style="--others:' + str(max(others, 1)) + '">' + "".join(items) + '</ul>')


def latest_seat(view):
    """The seat who played last among the summaries (the view's log order):
    the one a pass-and-play screen or a glance wants first."""
    best, seat = -1, None
    for t in view.get("turns") or []:
        n = t.get("at", -1)
        if n > best:
            best, seat = n, t.get("seat")
    return seat
