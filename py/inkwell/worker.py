"""The engine's message handler: JSON text in, JSON text out.

The browser's engine worker (assets/js/engine-worker.mjs) passes every
message from the UI to `handle` and posts the answer back; it holds no game
logic.  `handle` never raises: a malformed or unknown message gets an error
reply and the worker keeps running.

>>> import json
>>> json.loads(handle('{"id": 1, "type": "ping"}'))["pong"]
True
>>> json.loads(handle('not json'))["error"]["code"]
'bad_json'
"""

import json
import sys

from . import __version__
from .core import BadRequest, InkwellError, all_games, background, registry, wire
from . import games  # noqa: F401  (registers the built-in games)
from .core.session import Session
from .core.errors import CorruptData, NeedFile
from .services import (advice_for, advice_taken, answer_query, coach_later, forget_advice,
                       look_up_words)
from .services import rooms as _rooms, sessions as _sessions

MAX_MESSAGE = 1 << 20


def handle(text):
    request_id = wire.peek_id(text)
    try:
        message = wire.loads(text, MAX_MESSAGE)
        if not isinstance(message, dict):
            raise BadRequest("bad_message", "A message must be a JSON object.")
        request_id = message.get("id")
        handler = HANDLERS.get(message.get("type"))
        if handler is None:
            raise BadRequest("unknown_type", f"Unknown message type {message.get('type')!r}.")
        reply = handler(message)
        reply["ok"] = True
    except InkwellError as err:
        reply = {"ok": False, "error": err.to_json()}
    except Exception as err:  # a bug (even a RecursionError) must not take the worker down
        print(f"engine: {type(err).__name__}: {err}", file=sys.stderr)
        reply = {"ok": False, "error": {"code": "internal", "message": f"{type(err).__name__}: {err}"}}
    reply["id"] = request_id
    return strict_reply(reply)


def strict_reply(reply):
    """The reply as JSON JavaScript can read: a value strict JSON cannot hold
    (NaN from a game's bug) becomes an error for this request, never a reply
    the page cannot parse and so never answers."""
    try:
        return wire.dumps(reply)
    except InkwellError as err:
        return wire.dumps({"ok": False, "id": reply.get("id"), "error": err.to_json()})


def idle(budget=0.03):
    """Background work for about `budget` seconds (core.background); the
    browser worker calls it while no message waits.  A reply like handle's:
    "more" while work remains, or a need_file error to fetch and call again."""
    try:
        reply = {"ok": True, "more": background.run(budget)}
    except InkwellError as err:
        reply = {"ok": False, "error": err.to_json()}
    return strict_reply(reply)


def on_ping(message):
    return {"pong": True, "version": __version__, "echo": message.get("echo")}


def on_games(message):
    return {"games": [g.describe() for g in all_games()]}


def session_of(message):
    return open_one(_sessions, message, "session", "There is no game in progress.")


def open_one(table, message, kind, missing):
    """The game or room the message names (its "session" or "room" key)."""
    key = message.get(kind, "main")
    found = table.get(key) if isinstance(key, str) else None
    if found is None:
        raise BadRequest(f"no_{kind}", missing)
    return found


def on_new(message):
    seed = message.get("seed") or 0
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise BadRequest("bad_seed", "seed must be a whole number.")
    session = Session(message.get("game"), message.get("options"), message.get("seats"), seed,
                      undo=True)
    return started(session, message)


def on_resume(message):
    return started(resumed(message.get("record")), message)


# What a record that does not replay raises: its data is wrong, not the engine.
_DATA_ERRORS = (TypeError, KeyError, ValueError, IndexError, AttributeError)


def resumed(record):
    """The saved game again; a record the engine cannot replay is judged
    unreadable ("unreadable_record", the only refusal a page may delete a save
    for), while old rules, a data file still to fetch or an engine's own
    failure leave the save alone."""
    try:
        return Session.from_record(record, undo=True)
    except (NeedFile, CorruptData) as err:
        raise err
    except InkwellError as err:
        if err.code == "old_rules":
            raise err
        raise BadRequest("unreadable_record", f"This saved game cannot be read: {err.message}") from err
    except _DATA_ERRORS as err:
        raise BadRequest("unreadable_record", f"This saved game cannot be read ({type(err).__name__}).") from err


def started(session, message):
    key = message.get("session", "main")
    _sessions[key] = session
    forget_advice(key)   # on the game this one replaces
    background.drop(("bot", key))   # the replaced game's thought
    warm_up(("session", key), session)
    think_ahead(("bot", key), session)
    return played(session, message)


_warming = {}


def warm_up(key, session):
    """Queue the game's warm-up (its bots' first turn) once per session."""
    if _warming.get(key) is not session:
        _warming[key] = session
        background.add(key, lambda: session.game.warm_up(session.state))


def on_act(message):
    session = session_of(message)
    seat, action = message.get("seat"), message.get("action")
    before = session.view(seat) if message.get("coach") and session.game.coach else None
    session.act(seat, action)
    if before is not None:
        coach_later(message.get("session", "main"), session, before, action)
    think_ahead(("bot", message.get("session", "main")), session)
    return advised(played(session, message), message)


def on_undo(message):
    """Take back the seat's last move (solo and pass-and-play; rooms have no Undo)."""
    session = session_of(message)
    session.undo(message.get("seat"))
    return advised(played(session, message), message)


def on_bot(message):
    """One bot's move.  An expert (a bot that thinks in slices) works its
    move out between messages, started as soon as it is to act: until it is
    done the answer is {"thinking": seat} and the page asks again, or with
    "wait" true for the move at once (what it does when a thought never
    ends: a word list that cannot be fetched offline is then said)."""
    session = session_of(message)
    key = ("bot", message.get("session", "main"))
    seat = session.step_bot(wait=message.get("wait") is True)
    if seat is None and think_ahead(key, session):
        return {"thinking": session.bot_to_act()}
    think_ahead(key, session)   # the next bot's, while this move is on screen
    reply = played(session, message)
    reply["bot"] = seat
    return advised(reply, message)


def think_ahead(key, session):
    """Start the thought of the expert to act now, if any, as background work
    ahead of the rest (so it runs while the table still shows the last
    move); True while it thinks."""
    thought = session.start_thinking()
    if thought is None or thought.done:
        return False
    if key not in background.keys():
        background.add(key, session.think, first=True)
    return True


def on_view(message):
    return advised(played(session_of(message), message), message)


def advised(reply, message):
    key = message.get("session", "main")
    reply["coach"] = advice_taken(key) if message.get("coach") else []
    return reply


def on_advice(message):
    """Only the coach's advice that is ready (the screen asks after a move)."""
    return advice_for(message.get("session", "main"))


def on_query(message):
    return answer_query(session_of(message), message.get("seat"), message.get("query"),
                        message.get("args", []))


def played(session, message):
    """The record length, the pending timers, and the views the caller asked for."""
    seats = message.get("views")
    if seats is None:
        seats = [message.get("seat", 0)]
    if not isinstance(seats, list):
        raise BadRequest("bad_views", "views must be a list of seats.")
    return {
        "views": {str(s): session.view(s) for s in seats},
        "record": session.record if message.get("want_record") else None,
        "actions": len(session.record["actions"]),
        "bot_to_act": session.bot_to_act(),
        "timers": session.timers(),
        "seats": session.seats,
    }


def on_words(message):
    return look_up_words(message.get("dict", "common"), message.get("words"))


def on_daily(message):
    from .core import daily
    return daily.answer(message)


# -- replays: a finished game step by step, and its link (core/replay_link.py) --

_replays = {}


def on_replay_link(message):
    from .core.replay_link import Replay, encode
    return {"link": encode(Replay(message.get("record")).record)}


def on_replay_open(message):
    """A replay from its link or its record: every seat's views at `upto` (the
    end by default), and the game's review. With "seen" ({"seat", "view"}: a
    room guest's last view), a record that does not end in that view is refused."""
    from .core.replay_link import Replay, decode
    link = message.get("link")
    replay = Replay(decode(link) if link is not None else message.get("record"))
    seen = message.get("seen")
    if seen is not None:
        if not isinstance(seen, dict):
            raise BadRequest("bad_seen", "seen must be {seat, view}.")
        replay.check_seen(seen.get("seat"), seen.get("view"))
    _replays[message.get("replay", "main")] = replay
    _sessions["replay"] = Session.from_record(replay.record)   # the replay's table asks queries
    reply = replay_at(replay, message.get("upto", replay.steps))
    reply["record"] = replay.record
    reply["review"] = replay.review()
    reply["outcome"] = replay.game.outcome(replay.at(replay.steps))   # the replay's header says it
    return reply


def on_review(message):
    """What a finished game's record shows once nothing is secret (see Game.review)."""
    from .core.replay_link import Replay
    record = message.get("record")
    if not isinstance(record, dict) or not registry.get(record.get("game")).reviews:
        return {"review": None}
    return {"review": Replay(record).review()}


def on_replay_at(message):
    replay = open_one(_replays, message, "replay", "There is no replay open.")
    return replay_at(replay, message.get("upto"))


def replay_at(replay, upto):
    return {"views": replay.views(upto), "upto": upto, "steps": replay.steps,
            "game": replay.game.id, "seats": replay.record.get("seats")}


# -- rooms: the host's side of a game with friends (see room.py) ---------------
# The host page's bridge (assets/js/room.mjs) passes what guests send to
# room_in and sends out what comes back; the room's clock is the page's.


def room_of(message):
    return open_one(_rooms, message, "room", "There is no room open.")


def clock(message):
    now = message.get("now")
    if isinstance(now, bool) or not isinstance(now, (int, float)):
        raise BadRequest("bad_clock", "now must be the host's clock in milliseconds.")
    return now


def room_reply(room, out, message):
    """What the bridge must send, and the export to save when the room changed."""
    if room.session is not None:  # started
        warm_up(("room", message.get("room", "main")), room.session)
    return {"out": [{"conn": c, "text": t} for c, t in out], "save": room.take_save(),
            "save_error": room.save_error}


def on_room_open(message):
    from .room import Room
    now = clock(message)
    room = Room(message.get("game"), message.get("options"), message.get("name") or "Host",
                message.get("seed"), now)
    return opened(room, message)


def opened(room, message):
    key = message.get("room", "main")
    _rooms[key] = room
    room.coach_key = ("room", key)
    return room_reply(room, [], message)


def on_room_resume(message):
    from .room import Room
    room = Room.from_export(message.get("saved"), clock(message))
    room.dirty = True
    return opened(room, message)


def on_room_in(message):
    room = room_of(message)
    conn = message.get("conn")
    if not isinstance(conn, str) or not conn:
        raise BadRequest("bad_conn", "conn must name the connection.")
    return room_reply(room, room.receive(conn, message.get("text"), clock(message)), message)


def on_room_gone(message):
    room = room_of(message)
    return room_reply(room, room.disconnect(message.get("conn"), clock(message)), message)


def on_room_tick(message):
    """The host's clock; a bot that thinks in slices moves on a later tick."""
    room = room_of(message)
    reply = room_reply(room, room.tick(clock(message), wait=False), message)
    if room.session is not None:
        think_ahead(("bot", "room", message.get("room", "main")), room.session)
    return reply


def on_room_close(message):
    _rooms.pop(message.get("room", "main"), None)
    return {}


HANDLERS = {
    "ping": on_ping,
    "games": on_games,
    "new": on_new,
    "resume": on_resume,
    "act": on_act,
    "undo": on_undo,
    "bot": on_bot,
    "view": on_view,
    "advice": on_advice,
    "query": on_query,
    "words": on_words,
    "daily": on_daily,
    "replay_link": on_replay_link,
    "replay_open": on_replay_open,
    "replay_at": on_replay_at,
    "review": on_review,
    "room_open": on_room_open,
    "room_resume": on_room_resume,
    "room_in": on_room_in,
    "room_gone": on_room_gone,
    "room_tick": on_room_tick,
    "room_close": on_room_close,
}
