"""The room itself: connections, seats, the guests' messages and what goes out.

Who plays which seat is the room's business, never the message's (see the
package's docstring); the host's own commands are in `commands.py`.
"""

import hmac
import secrets
import sys

from ..core import BadRequest, InkwellError, registry
from ..core.errors import NeedFile
from ..core.session import Session, default_level
from ..services import advice_for, answer_query, coach_later, look_up_words
from . import protocol
from .chat import RoomChat
from .commands import HostCommands
from .presence import (GONE_MS, LOBBY_RATE, LOBBY_SIZE, MAX_CONNS, RECONNECTING_MS, WATCH_RATE,
                       WATCH_SIZE, Bucket, Conn, is_beat, presence_of)
from .protocol import LOCAL, PROTOCOL, clean_name, dumps

BANNED_MAX = 256


class Room(HostCommands, RoomChat):
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
        self.lobby = Bucket(now, LOBBY_SIZE, LOBBY_RATE)  # strangers knocking
        self.watchers = Bucket(now, WATCH_SIZE, WATCH_RATE)  # joined, no seat
        self.banned = set()
        self.ask = False  # the host lets each new player in by hand
        self.waiting = {}  # joiner id -> {"conn", "name"}: asked to join, not let in yet
        self.presence = {}
        self.dirty = True
        self.save_error = None
        self.finished = None  # the record() reply once the game is over
        self.coach_key = None  # the worker's key for the coach's advice to the host (None: none)
        self._init_chat()

    # -- entry points (the worker calls these) -------------------------------

    def receive(self, conn, text, now):
        """One message from `conn`; returns the [(conn, text)] to send."""
        link = self.conns.get(conn)
        if link is None:
            if len(self.conns) >= MAX_CONNS or conn in self.banned:
                return self._refuse(conn, text, now)
            link = self.conns[conn] = Conn(now)
        if conn != LOCAL and not self._within_budget(link, text, now):
            return self._refuse(conn, text, now, link)
        request_id = protocol.request_id_of(text)
        try:
            message = protocol.parse(text)
            request_id = message.get("id")
            if conn != LOCAL and message["type"] in protocol.HOST_ONLY:
                raise BadRequest("forbidden", "Only the host may do that.")
            if link.seated:
                self.seats[link.seat]["last_seen"] = now
            handler = getattr(self, "on_" + message["type"])
            return handler(conn, link, message, now)
        except NeedFile:
            # The browser worker fetches the file (a word list) and asks again
            # with the same message; nothing has changed in between.
            raise
        except InkwellError as err:
            return [(conn, protocol.error(request_id, err.code, err.message))]
        except Exception as err:  # a bug (even a RecursionError) must not take the room down
            print(f"room: {type(err).__name__}: {err}", file=sys.stderr)
            return [(conn, protocol.error(request_id, "internal",
                                          "The host could not handle that message; nothing changed."))]

    def _within_budget(self, link, text, now):
        if not link.bucket.take(now):
            return False
        if link.seated or is_beat(text):
            return True
        return (self.watchers if link.joined else self.lobby).take(now)

    def _refuse(self, conn, text, now, link=None):
        """A request someone waits for is answered, so a busy guest's UI does
        not hang; anything else gets one warning a burst, then silence."""
        request_id = protocol.request_id_of(text)
        warned = self.lobby if link is None else link.bucket
        if request_id is None and warned.warned:
            return []
        warned.warned = True
        if conn in self.banned:
            return [(conn, protocol.error(request_id, "removed", "The host removed you from this room."))]
        return [(conn, protocol.error(request_id, "rate_limited",
                                      "Too many messages at once; wait a moment and try again."))]

    def disconnect(self, conn, now):
        """The transport says `conn` is gone (presence follows from heartbeats)."""
        if conn != LOCAL:
            self.conns.pop(conn, None)
            self.chat_buckets.pop(conn, None)
            self._forget_joiner(conn)
        return []

    def tick(self, now, wait=True):
        """The host's clock: fire due timers, let bots move (`wait`: as
        Session.step_bot's), update presence."""
        changed = False
        if self.session is not None:
            changed = self.session.advance(now, wait)
            self.dirty = self.dirty or changed
        if self._update_presence(now) or changed:
            return self._broadcast()
        return []

    def take_save(self):
        """The room's export when it changed since the last call, else None.
        It is checked as strict JSON first:  A save that cannot be written is kept as
        `save_error` (the last good save stays where it is)."""
        if not self.dirty:
            return None
        self.dirty = False
        saved = self.export()
        try:
            dumps(saved)
        except InkwellError as err:
            self.save_error = err.message
            return None
        self.save_error = None
        return saved

    # -- guests' messages -------------------------------------------------------

    def on_look(self, conn, link, message, now):
        """What the join page shows before anyone picks a name."""
        return [(conn, protocol.reply(message, {"room": self.summary(link)}))]

    def on_join(self, conn, link, message, now):
        if conn == LOCAL:
            raise BadRequest("forbidden", "The host is already seated.")
        seat = self._seat_of_token(message.get("token"))
        if seat is not None:
            self._reclaim(conn, seat, message)
        elif link.seated and not message.get("watch"):
            seat = link.seat  # joining twice changes nothing
        elif self.session is None and not message.get("watch") and len(self.seats) < self._max():
            if self.ask:
                return self._ask_host(conn, link, message)
            seat = self._seat_guest(conn, message.get("name"))
        else:
            self._bind(conn, None)  # the room is full or playing: watch
            link.name = clean_name(message.get("name"), "Watcher")
        return self._joined(conn, link, message, seat, now)

    def _reclaim(self, conn, seat, message):
        self._bind(conn, seat)
        guest = self.seats[seat]
        if guest["kind"] == "bot":  # its owner came back: the bot steps aside
            guest["kind"] = "guest"
            guest.pop("level", None)
            if self.session is not None:
                self.session.set_bot(seat, None)
        if "name" in message and self.session is None:
            guest["name"] = clean_name(message["name"])

    def _seat_guest(self, conn, name):
        seat = len(self.seats)
        self.seats.append({"name": clean_name(name), "kind": "guest", "token": self.new_token()})
        self._bind(conn, seat)
        return seat

    def _joined(self, conn, link, message, seat, now):
        if seat is not None:
            self.seats[seat]["last_seen"] = now
        self.dirty = True
        self._update_presence(now)
        extra = {"seat": seat, "room": self.summary(link)}
        if seat is not None:
            extra["token"] = self.seats[seat]["token"]
        if self.session is not None:
            extra["views"] = {str(seat): self.session.view(seat)}
        return [(conn, protocol.reply(message, extra))] + self._broadcast(exclude=conn)

    def on_act(self, conn, link, message, now):
        if not link.seated:
            raise BadRequest("not_seated", "Only seated players act.")
        if self.session is None:
            raise BadRequest("not_started", "The game has not started.")
        seat = link.seat
        before = self._coached_view(conn, seat, message)
        self.session.act(seat, message["action"])  # raises, changing nothing, if illegal
        if before is not None:
            coach_later(self.coach_key, self.session, before, message["action"])
        self.dirty = True
        self.session.note_timers(now)
        return [(conn, protocol.reply(message, self._played(seat)))] + self._broadcast(exclude=conn)

    def _coached_view(self, conn, seat, message):
        """The host's own view before its move, when it asked for the coach
        (a guest never: it runs no engine, and the host's view is not its)."""
        if conn != LOCAL or not message.get("coach") or self.coach_key is None:
            return None
        return self.session.view(seat) if self.session.game.coach else None

    def on_advice(self, conn, link, message, now):
        """The coach's word on the host's own moves, when it is ready."""
        return [(conn, protocol.reply(message, advice_for(self.coach_key)))]

    def on_view(self, conn, link, message, now):
        self._need_joined(link)
        return [(conn, protocol.reply(message, self._played(link.seat)))]

    def on_query(self, conn, link, message, now):
        self._need_joined(link)
        if self.session is None:
            raise BadRequest("not_started", "The game has not started.")
        answer = answer_query(self.session, link.seat, message["query"], message.get("args", []))
        return [(conn, protocol.reply(message, answer))]

    def on_words(self, conn, link, message, now):
        """The look-up box: is each word in a dictionary (the worker's "words")."""
        self._need_joined(link)
        answer = look_up_words(message.get("dict", "common"), message["words"])
        return [(conn, protocol.reply(message, answer))]

    def on_record(self, conn, link, message, now):
        """The finished game's record, to anyone in the room: nothing is secret
        once it is over. Sent as a replay link (compressed, so that a long game
        fits one message), with what the game says about it (its review)."""
        from ..core.replay_link import Replay, encode
        self._need_joined(link)
        if self.session is None or self.session.outcome() is None:
            raise BadRequest("not_over", "The record is sent once the game is over.")
        if self.finished is None:   # the record no longer changes: made once
            record = self.session.record
            review = Replay(record).review() if self.game.reviews else None
            self.finished = {"link": encode(record), "review": review}
        if len(self.finished["link"]) > protocol.MAX_RECORD_LINK:
            raise BadRequest("too_long", "This game is too long to send as a replay.")
        return [(conn, protocol.reply(message, self.finished))]

    def on_ping(self, conn, link, message, now):
        return [(conn, dumps({"v": PROTOCOL, "type": "pong", "id": message.get("id"), "t": now}))]

    def on_bye(self, conn, link, message, now):
        if conn == LOCAL:
            return []
        if link.seated:
            self.seats[link.seat]["last_seen"] = now - GONE_MS
        self.conns.pop(conn, None)
        self._forget_joiner(conn)
        changed = self._update_presence(now)
        return self._broadcast() if changed else []

    # -- presence ---------------------------------------------------------------

    def _update_presence(self, now):
        """Recompute every seat's presence; True when one changed."""
        presence = {i: presence_of(s, now) for i, s in enumerate(self.seats)}
        changed = presence != self.presence
        self.presence = presence
        return changed

    # -- outgoing ---------------------------------------------------------------

    def summary(self, link=None):
        """The room as every connection may see it: no tokens, no game state."""
        out = {
            "game": self.game.id,
            "game_name": self.game.name,
            "options": self.options,
            "phase": self._phase(),
            "min_players": self.game.player_range(self.options)[0],
            "max_players": self._max(),
            "bots": self.game.bot_levels(),
            "you": link.seat if link is not None and link.joined else None,
            "seats": [{"seat": i, "name": s["name"], "kind": s["kind"],
                       "presence": self.presence.get(i, "connected")}
                      for i, s in enumerate(self.seats)],
        }
        self._chat_summary(out)
        if link is self.conns[LOCAL]:  # only the host sees who waits and the setting
            out["ask"] = self.ask
            out["waiting"] = [{"joiner": k, "name": w["name"]} for k, w in self.waiting.items()]
        return out

    def _phase(self):
        if self.session is None:
            return "lobby"
        return "over" if self.session.outcome() is not None else "playing"

    def _played(self, seat):
        """The reply to a game request, shaped like the engine worker's."""
        link = next((c for c in self.conns.values() if c.joined and c.seat == seat), None)
        reply = {"room": self.summary(link), "seats": None, "views": {}}
        if self.session is not None:
            reply.update({"views": {str(seat): self.session.view(seat)},
                          "actions": len(self.session.record["actions"]),
                          "seats": self.session.seats})
        return reply

    def _broadcast(self, exclude=None):
        """Every connection's own update: its seat's view, or the public one.
        What a link is sent depends only on its seat and on whether it is the
        host's page, so twenty watchers cost one view and one text."""
        out, made = [], {}
        for conn, link in self.conns.items():
            if conn == exclude or not link.joined:
                continue
            key = (link.seat, conn == LOCAL)
            if key not in made:
                made[key] = dumps(self._update_for(link))
            out.append((conn, made[key]))
        return out

    def _update_for(self, link):
        update = {"v": PROTOCOL, "type": "update", "room": self.summary(link)}
        if self.session is not None:
            update["views"] = {str(link.seat): self.session.view(link.seat)}
            update["actions"] = len(self.session.record["actions"])
        return update

    def _changed(self, conn, message):
        self.dirty = True
        return [(conn, protocol.reply(message, {"room": self.summary(self.conns[conn])}))] + \
            self._broadcast(exclude=conn)

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
            "ask": self.ask,
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
        room.ask = saved.get("ask") is True
        for seat in room.seats:
            if seat["kind"] == "guest":
                seat["last_seen"] = now - RECONNECTING_MS  # reconnecting until they show up
        if saved.get("record") is not None:
            room.session = Session.from_record(saved["record"])
            for i, seat in enumerate(room.seats):  # seats handed to bots mid-game stay theirs
                room.session.set_bot(i, seat.get("level") if seat["kind"] == "bot" else None)
            room.session.note_timers(now)
        room._update_presence(now)
        room.dirty = False
        return room
