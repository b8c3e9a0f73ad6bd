"""What the worker and the room host both offer a player: the games being
played, the coach's advice worked out in the background, a game's queries
and the word look-up box.

The worker (worker.py) answers the page's messages with these, and a room
(room/host.py) answers its guests' and its host's with the same ones; the
worker hosts rooms, so this module imports neither.
"""

from .core import BadRequest, background

sessions = {}
"""The worker's games, by the message's "session" key."""

rooms = {}
"""The worker's rooms, by the message's "room" key."""

# The coach's advice on a player's move, worked out in the background
# (never in the move's own reply) and sent with the next reply for that game
# to a caller that asks for it ("coach": true): the screen, not a test or a
# tool that only looks at the game.
_advice = {}


def playing(key):
    """The session now played under `key` (a room's: ("room", its key))."""
    if isinstance(key, tuple):
        room = rooms.get(key[1])
        return room.session if room is not None else None
    return sessions.get(key)


def forget_advice(key):
    """Drop advice waiting for `key` (its game was replaced)."""
    _advice.pop(key, None)


def coach_later(key, session, view, action):
    """Queue the coach's look at `action`, played from `view`, for `key`."""
    def job():
        advice = yield from session.game.coach(view, action)
        if advice and playing(key) is session:   # not a game since replaced
            advice["seat"], advice["n"] = view["seat"], view["n"]
            advice["action"] = action
            _advice.setdefault(key, []).append(advice)
    background.add(("coach", key, view["n"]), job)


def advice_for(key):
    """The advice ready for `key` (taken), and whether more is being worked out."""
    return {"coach": advice_taken(key),
            "pending": any(k[:2] == ("coach", key) for k in background.keys())}


def advice_taken(key):
    """Hand over the coach's advice on moves still in the record (not undone)."""
    session = playing(key)
    actions = session.record["actions"] if session is not None else []
    return [a for a in _advice.pop(key, []) if still_played(actions, a)]


def still_played(actions, advice):
    n, played = advice["n"], [advice["seat"], advice.pop("action")]
    return n < len(actions) and actions[n] == played


def answer_query(session, seat, name, args):
    """A question a game answers from one seat's view (what a word would earn)."""
    if name not in session.game.queries or not isinstance(args, list):
        raise BadRequest("no_query", f"{session.game.name} answers no query {str(name)[:40]!r}.")
    return {"answer": getattr(session.game, name)(session.view(seat), *args)}


def look_up_words(name, checked):
    """The look-up box: is each word in the dictionary `name`."""
    from . import words
    if not isinstance(checked, list) or len(checked) > 50 or not all(
            isinstance(w, str) and len(w) <= 40 for w in checked):
        raise BadRequest("bad_words", "words must be a list of at most 50 short strings.")
    dictionary = words.load(name)
    return {"dict": dictionary.name, "verdicts": {w: dictionary.is_word(w) for w in checked}}
