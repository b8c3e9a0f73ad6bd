"""The room host: the authoritative side of a game played by friends.

A room runs in the host's engine worker, next to the game session it
drives.  Guests' browsers reach it through the host page's WebRTC bridge
(assets/js/room.mjs), which hands every incoming message to `Room.receive`
and sends back the (connection, text) pairs it returns.  The room holds no
game rules and no browser code, and takes the host's clock as an argument
(milliseconds), so everything here runs and is tested in CPython.

Who plays which seat is the room's business, never the message's:

- a connection is *bound* to a seat when it joins; every action that comes
  from it is applied for that seat (a "seat" field in a message is
  ignored), and it only ever receives that seat's view;
- a seat is claimed back after a reload or a dropped link with the secret
  token the room gave when it seated the guest (128 random bits); the
  transport's peer id changes on every load and proves nothing;
- anyone who is not seated watches: spectators get the public view only.

Every message is size-capped, parsed defensively, checked against a schema
for its type and rate-limited per connection; a bad one gets an error reply
and changes nothing.  This is what boardgame.io's peer-to-peer transport
does not do (see shared/notes/webrtc.md).

Messages are JSON objects in a versioned envelope {"v": 1, "type": ...}.
From a guest: look, join, act, view, query, words, ping, bye.  From the host's own
page (connection LOCAL) also: start, add_bot, remove_seat, bot_seat.
To a guest: reply (to a request, with its "id"), update (pushed after every
change: the room and the guest's own view), pong, error.
"""

import hmac
import json
import secrets

from .core import SPECTATOR, SYSTEM, BadRequest, InkwellError, registry
from .core.errors import NeedFile
from .core.session import Session, default_level

PROTOCOL = 1
LOCAL = "local"
"""The connection of the host's own page; the only one allowed to run the room."""

MAX_TEXT = 16 * 1024
"""Longest message a guest may send, in characters (an action is far smaller)."""
NAME_MAX = 24
BEAT_MS = 1000
"""Guests send a heartbeat every second."""
RECONNECTING_MS = 3500
"""About three missed beats: the seat shows as reconnecting."""
GONE_MS = 20000
"""Gone: the host may hand the seat to a bot (its owner may still come back)."""
BUCKET_SIZE = 20
BUCKET_RATE = 5.0
"""Messages per second a connection may send in the long run (a burst of 20)."""
BOT_STEPS = 200
"""Most bot moves played in one tick, so a bot loop cannot hang the worker."""

ENVELOPE = {"v": int, "type": str, "id": (int, str)}
IGNORED = ("seat", "session", "views", "want_record")
"""Fields a local UI puts in its engine messages; a room never reads them."""
SCHEMAS = {
    # type: {field: (python type, required)}
    # The host's page signs the nonce with the key whose hash is in the link,
    # so a guest can tell the real host from another guest posing as it.
    "look": {"nonce": (str, False)},
    "join": {"name": (str, False), "token": (str, False), "watch": (bool, False)},
    "act": {"action": (dict, True)},
    "view": {},
    "query": {"query": (str, True), "args": (list, False)},
    "words": {"dict": (str, False), "words": (list, True)},
    "ping": {},
    "bye": {},
    # the host's page only
    "start": {},
    "add_bot": {"level": (str, False)},
    "remove_seat": {"seat": (int, True)},
    "bot_seat": {"seat": (int, True), "level": (str, False)},
}
HOST_ONLY = {"start", "add_bot", "remove_seat", "bot_seat"}


def dumps(value):
    return json.dumps(value, separators=(",", ":"))


def clean_name(name, fallback="Guest"):
    """Plain text only: no control or direction-override characters, trimmed, capped.

    >>> clean_name("  Ann\\u202e\\x00 <b>  ")
    'Ann <b>'
    >>> clean_name("\\t\\n")
    'Guest'
    """
    if not isinstance(name, str):
        return fallback
    kept = "".join(c for c in name if not _hidden(ord(c)))
    return " ".join(kept.split())[:NAME_MAX].strip() or fallback


def _hidden(code):
    return (code < 32 or 127 <= code < 160 or 0x200B <= code <= 0x200F
            or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069 or code == 0xFEFF
            or 0xD800 <= code <= 0xDFFF)


class Bucket:
    """A token bucket refilled from the host's clock (ms), never from time()."""

    def __init__(self, now):
        self.tokens = float(BUCKET_SIZE)
        self.at = now
        self.warned = False

    def take(self, now):
        elapsed = max(0, now - self.at) / 1000
        self.at = max(self.at, now)
        self.tokens = min(BUCKET_SIZE, self.tokens + elapsed * BUCKET_RATE)
        if self.tokens >= 1:
            self.tokens -= 1
            self.warned = False
            return True
        return False


class Conn:
    """One live link to the room: the seat it speaks for and its rate limit."""

    def __init__(self, now):
        self.seat = None
        self.joined = False  # False: may only look; seat None after joining: spectator
        self.bucket = Bucket(now)


class Room:
    def __init__(self, game_id, options=None, host_name="Host", seed=None, now=0,
                 token=None):
        self.game = registry.get(game_id)
        self.options = self.game.check_options(options)
        self.seed = int(seed if seed is not None else secrets.randbits(32))
        self.new_token = token or (lambda: secrets.token_urlsafe(16))
        self.seats = [{"name": clean_name(host_name, "Host"), "kind": "host", "last_seen": now}]
        self.session = None
        self.conns = {LOCAL: Conn(now)}
        self.conns[LOCAL].seat, self.conns[LOCAL].joined = 0, True
        self.timer_seen = {}
        self.presence = {}
        self.dirty = True

    # -- entry points (the worker calls these) -------------------------------

    def receive(self, conn, text, now):
        """One message from `conn`; returns the [(conn, text)] to send."""
        link = self.conns.get(conn)
        if link is None:
            link = self.conns[conn] = Conn(now)
        if conn != LOCAL and not link.bucket.take(now):
            # A request someone waits for is answered, so a busy guest's UI does
            # not hang; anything else gets one warning a burst, then silence.
            request_id = self._peek_id(text)
            if request_id is None and link.bucket.warned:
                return []
            link.bucket.warned = True
            return [(conn, self._error(request_id, "rate_limited",
                                       "Too many messages at once; wait a moment and try again."))]
        request_id = None
        try:
            message = self._parse(text)
            request_id = message.get("id")
            if conn != LOCAL and message["type"] in HOST_ONLY:
                raise BadRequest("forbidden", "Only the host may do that.")
            if link.joined and link.seat is not None:
                self.seats[link.seat]["last_seen"] = now
            handler = getattr(self, "on_" + message["type"])
            return handler(conn, link, message, now)
        except NeedFile:
            # The browser worker fetches the file (a word list) and asks again
            # with the same message; nothing has changed in between.
            raise
        except InkwellError as err:
            return [(conn, self._error(request_id, err.code, err.message))]
        except Exception as err:  # a bug must not take the room down with it
            return [(conn, self._error(request_id, "internal", f"{type(err).__name__}: {err}"))]

    def disconnect(self, conn, now):
        """The transport says `conn` is gone (presence follows from heartbeats)."""
        if conn != LOCAL:
            self.conns.pop(conn, None)
        return []

    def tick(self, now):
        """The host's clock: fire due timers, let bots move, update presence."""
        out = []
        changed = self._run_timers(now)
        changed = self._run_bots() or changed
        if self._update_presence(now) or changed:
            out += self._broadcast()
        return out

    def take_save(self):
        """The room's export when it changed since the last call, else None."""
        if not self.dirty:
            return None
        self.dirty = False
        return self.export()

    # -- parsing --------------------------------------------------------------

    def _peek_id(self, text):
        try:
            request_id = self._parse(text).get("id")
        except InkwellError:
            return None
        return request_id if isinstance(request_id, (int, str)) else None

    def _parse(self, text):
        if not isinstance(text, str) or not text or len(text) > MAX_TEXT:
            raise BadRequest("too_big", "The message is empty or too large.")
        try:
            message = json.loads(text)
        except Exception:  # ValueError, and RecursionError on absurd nesting
            raise BadRequest("bad_json", "The message is not valid JSON.")
        if not isinstance(message, dict):
            raise BadRequest("bad_message", "A message must be a JSON object.")
        if message.get("v") != PROTOCOL:
            raise BadRequest("bad_version", f"This room speaks protocol version {PROTOCOL}.")
        schema = SCHEMAS.get(message.get("type"))
        if schema is None:
            raise BadRequest("unknown_type", "Unknown message type.")
        request_id = message.get("id")
        if request_id is not None and (isinstance(request_id, bool)
                                       or not isinstance(request_id, (int, str))
                                       or len(str(request_id)) > 40):
            raise BadRequest("bad_message", "id must be a short number or string.")
        for key, value in message.items():
            if key in ENVELOPE or key in IGNORED:
                continue
            if key not in schema:
                raise BadRequest("bad_message", f"Unexpected field {key!r}.")
            kind = schema[key][0]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise BadRequest("bad_message", f"{key} must be a {kind.__name__}.")
        for key, (_, required) in schema.items():
            if required and key not in message:
                raise BadRequest("bad_message", f"{message['type']} needs {key}.")
        action = message.get("action")
        if action is not None and not (isinstance(action.get("type"), str)
                                       and 0 < len(action["type"]) <= 40):
            raise BadRequest("bad_action", "An action must have a type.")
        return message

    # -- guests' messages -------------------------------------------------------

    def on_look(self, conn, link, message, now):
        """What the join page shows before anyone picks a name."""
        return [(conn, self._reply(message, {"room": self.summary(link)}))]

    def on_join(self, conn, link, message, now):
        if conn == LOCAL:
            raise BadRequest("forbidden", "The host is already seated.")
        seat = self._seat_of_token(message.get("token"))
        if seat is not None:
            self._bind(conn, seat)
            guest = self.seats[seat]
            if guest["kind"] == "bot":  # its owner came back: the bot steps aside
                guest["kind"] = "guest"
                guest.pop("level", None)
            if "name" in message and self.session is None:
                guest["name"] = clean_name(message["name"])
        elif (link.joined and link.seat is not None) and not message.get("watch"):
            seat = link.seat  # joining twice changes nothing
        elif self.session is None and not message.get("watch") and len(self.seats) < self._max():
            seat = len(self.seats)
            self.seats.append({"name": clean_name(message.get("name")), "kind": "guest",
                               "token": self.new_token()})
            self._bind(conn, seat)
        else:
            self._bind(conn, None)  # the room is full or playing: watch
        if seat is not None:
            self.seats[seat]["last_seen"] = now
        self.dirty = True
        self._update_presence(now)
        extra = {"seat": seat, "room": self.summary(link)}
        if seat is not None:
            extra["token"] = self.seats[seat]["token"]
        if self.session is not None:
            extra["views"] = {str(seat): self.session.view(seat)}
        return [(conn, self._reply(message, extra))] + self._broadcast(exclude=conn)

    def on_act(self, conn, link, message, now):
        if not link.joined or link.seat is None:
            raise BadRequest("not_seated", "Only seated players act.")
        if self.session is None:
            raise BadRequest("not_started", "The game has not started.")
        seat = link.seat
        self.session.act(seat, message["action"])  # raises, changing nothing, if illegal
        self.dirty = True
        self._note_timers(now)
        return [(conn, self._reply(message, self._played(seat)))] + self._broadcast(exclude=conn)

    def on_view(self, conn, link, message, now):
        self._need_joined(link)
        return [(conn, self._reply(message, self._played(link.seat)))]

    def on_query(self, conn, link, message, now):
        self._need_joined(link)
        if self.session is None:
            raise BadRequest("not_started", "The game has not started.")
        game = self.session.game
        name, args = message["query"], message.get("args", [])
        if name not in game.queries:
            raise BadRequest("no_query", f"{game.name} answers no query {name!r}.")
        return [(conn, self._reply(message, {"answer": getattr(game, name)(self.session.view(link.seat), *args)}))]

    def on_words(self, conn, link, message, now):
        """The look-up box: is each word in a dictionary (the worker's "words")."""
        self._need_joined(link)
        from . import words
        checked = message["words"]
        if len(checked) > 50 or not all(isinstance(w, str) and len(w) <= 40 for w in checked):
            raise BadRequest("bad_words", "words must be a list of at most 50 short strings.")
        dictionary = words.load(message.get("dict", "common"))
        return [(conn, self._reply(message, {
            "dict": dictionary.name, "verdicts": {w: dictionary.is_word(w) for w in checked}}))]

    def on_ping(self, conn, link, message, now):
        return [(conn, dumps({"v": PROTOCOL, "type": "pong", "id": message.get("id"), "t": now}))]

    def on_bye(self, conn, link, message, now):
        if conn == LOCAL:
            return []
        if link.joined and link.seat is not None:
            self.seats[link.seat]["last_seen"] = now - GONE_MS
        self.conns.pop(conn, None)
        changed = self._update_presence(now)
        return self._broadcast() if changed else []

    # -- the host's commands --------------------------------------------------

    def on_start(self, conn, link, message, now):
        if self.session is not None:
            raise BadRequest("started", "The game has already started.")
        seats = []
        for s in self.seats:
            kind = {"host": "human", "guest": "remote", "bot": "bot"}[s["kind"]]
            info = {"name": s["name"], "kind": kind}
            if kind == "bot":
                info["level"] = s["level"]
            seats.append(info)
        self.session = Session(self.game.id, self.options, seats, self.seed)
        self.dirty = True
        self._note_timers(now)
        return [(conn, self._reply(message, self._played(0)))] + self._broadcast(exclude=conn)

    def on_add_bot(self, conn, link, message, now):
        if self.session is not None:
            raise BadRequest("started", "Bots join before the game starts.")
        if len(self.seats) >= self._max():
            raise BadRequest("full", f"{self.game.name} seats at most {self._max()} players.")
        level = self._level(message.get("level"))
        self.seats.append({"name": f"Bot {len(self.seats) + 1}", "kind": "bot", "level": level})
        return self._changed(conn, message)

    def on_remove_seat(self, conn, link, message, now):
        seat = message["seat"]
        if self.session is not None or not 0 < seat < len(self.seats):
            raise BadRequest("bad_seat", "Only a guest's or bot's seat may go, before the start.")
        del self.seats[seat]
        for other in self.conns.values():  # later seats move up one place
            if other.joined and other.seat is not None and other.seat >= seat:
                other.seat = None if other.seat == seat else other.seat - 1
        return self._changed(conn, message)

    def on_bot_seat(self, conn, link, message, now):
        """Hand a guest's seat (typically a gone one) to a bot; its token still reclaims it."""
        seat = message["seat"]
        if not 0 < seat < len(self.seats) or self.seats[seat]["kind"] != "guest":
            raise BadRequest("bad_seat", "Only a guest's seat can be handed to a bot.")
        self.seats[seat]["kind"] = "bot"
        self.seats[seat]["level"] = self._level(message.get("level"))
        for other in list(self.conns.values()):
            if other.joined and other.seat == seat:
                other.seat = None
        return self._changed(conn, message)

    # -- the clock --------------------------------------------------------------

    def _note_timers(self, now):
        """Remember when each pending timer first appeared: its delay runs from then."""
        pending = {}
        if self.session is not None and self.session.outcome() is None:
            for timer in self.session.timers():
                key = dumps([timer["delay"], timer["action"]])
                pending[key] = self.timer_seen.get(key, now)
        self.timer_seen = pending

    def _run_timers(self, now):
        changed = False
        for _ in range(BOT_STEPS):
            if self.session is None or self.session.outcome() is not None:
                break
            self._note_timers(now)
            due = [t for t in self.session.timers()
                   if now - self.timer_seen[dumps([t["delay"], t["action"]])] >= t["delay"] * 1000]
            if not due:
                break
            self.session.act(SYSTEM, min(due, key=lambda t: t["delay"])["action"])
            changed = self.dirty = True
        self._note_timers(now)
        return changed

    def _run_bots(self):
        changed = False
        for _ in range(BOT_STEPS):
            if self.session is None or self.session.outcome() is not None:
                break
            seat = next((s for s in self.session.game.actors(self.session.state)
                         if s != SYSTEM and self.seats[s]["kind"] == "bot"), None)
            if seat is None:
                break
            self.session.act(seat, self.session.bot_action(seat, self.seats[seat]["level"]))
            changed = self.dirty = True
        return changed

    def _update_presence(self, now):
        """Recompute every seat's presence; True when one changed."""
        presence = {i: self._presence_of(i, now) for i in range(len(self.seats))}
        changed = presence != self.presence
        self.presence = presence
        return changed

    def _presence_of(self, seat, now):
        info = self.seats[seat]
        if info["kind"] == "host":
            return "connected"
        if info["kind"] == "bot":
            return "bot"
        seen = info.get("last_seen")
        if seen is None or now - seen >= GONE_MS:
            return "gone"
        return "connected" if now - seen < RECONNECTING_MS else "reconnecting"

    # -- outgoing ---------------------------------------------------------------

    def summary(self, link=None):
        """The room as every connection may see it: no tokens, no game state."""
        return {
            "game": self.game.id,
            "game_name": self.game.name,
            "options": self.options,
            "phase": self._phase(),
            "min_players": self.game.player_range(self.options)[0],
            "max_players": self._max(),
            "bots": sorted(self.game.bots),
            "you": link.seat if link is not None and link.joined else None,
            "seats": [{"seat": i, "name": s["name"], "kind": s["kind"],
                       "presence": self.presence.get(i, "connected")}
                      for i, s in enumerate(self.seats)],
        }

    def _phase(self):
        if self.session is None:
            return "lobby"
        return "over" if self.session.outcome() is not None else "playing"

    def _played(self, seat):
        """The reply to a game request, shaped like the engine worker's."""
        reply = {"room": self.summary(self._link_of(seat)), "seats": None, "views": {}}
        if self.session is not None:
            reply.update({"views": {str(seat): self.session.view(seat)},
                          "actions": len(self.session.record["actions"]),
                          "seats": self.session.seats})
        return reply

    def _link_of(self, seat):
        link = Conn(0)
        link.joined, link.seat = True, seat
        return link

    def _broadcast(self, exclude=None):
        """Every connection's own update: its seat's view, or the public one."""
        out = []
        for conn, link in self.conns.items():
            if conn == exclude or not link.joined:
                continue
            update = {"v": PROTOCOL, "type": "update", "room": self.summary(link)}
            if self.session is not None:
                update["views"] = {str(link.seat): self.session.view(link.seat)}
                update["actions"] = len(self.session.record["actions"])
            out.append((conn, dumps(update)))
        return out

    def _changed(self, conn, message):
        self.dirty = True
        return [(conn, self._reply(message, {"room": self.summary(self.conns[conn])}))] + \
            self._broadcast(exclude=conn)

    def _reply(self, message, extra):
        reply = {"v": PROTOCOL, "type": "reply", "id": message.get("id"), "ok": True}
        reply.update(extra)
        return dumps(reply)

    def _error(self, request_id, code, text):
        return dumps({"v": PROTOCOL, "type": "reply", "id": request_id, "ok": False,
                      "error": {"code": code, "message": text}})

    # -- helpers ------------------------------------------------------------------

    def _bind(self, conn, seat):
        for other_id, other in self.conns.items():
            if other_id != conn and other.joined and other.seat == seat and seat is not None:
                other.seat = None  # an older link of the same seat now only watches
        link = self.conns[conn]
        link.joined, link.seat = True, seat

    def _seat_of_token(self, token):
        if not isinstance(token, str) or not token:
            return None
        for i, seat in enumerate(self.seats):
            if seat.get("token") and hmac.compare_digest(seat["token"].encode(), token.encode()):
                return i
        return None

    def _need_joined(self, link):
        if not link.joined:
            raise BadRequest("not_joined", "Join the room first.")

    def _max(self):
        return self.game.player_range(self.options)[1]

    def _level(self, level):
        if level is None:
            return default_level(self.game)
        if level not in self.game.bots:
            raise BadRequest("bad_level", f"No bot level {level!r}.")
        return level

    # -- saving and resuming --------------------------------------------------------

    def export(self):
        """All the host page must keep to resume after a reload (tokens included)."""
        return {
            "v": PROTOCOL,
            "game": self.game.id,
            "options": self.options,
            "seed": self.seed,
            "seats": [dict(s) for s in self.seats],
            "record": self.session.record if self.session is not None else None,
        }

    @classmethod
    def from_export(cls, saved, now, token=None):
        """The room a saved export describes; guests have GONE_MS to come back."""
        if not isinstance(saved, dict) or saved.get("v") != PROTOCOL:
            raise BadRequest("bad_save", "This saved room cannot be read.")
        seats = saved.get("seats")
        if not isinstance(seats, list) or not seats or seats[0].get("kind") != "host":
            raise BadRequest("bad_save", "A saved room needs its seats.")
        room = cls(saved["game"], saved.get("options"), seats[0].get("name"), saved.get("seed"),
                   now, token)
        room.seats = [dict(s) for s in seats]
        for seat in room.seats:
            if seat["kind"] == "guest":
                seat["last_seen"] = now - RECONNECTING_MS  # reconnecting until they show up
        if saved.get("record") is not None:
            room.session = Session.from_record(saved["record"])
        room._note_timers(now)
        room._update_presence(now)
        room.dirty = False
        return room
