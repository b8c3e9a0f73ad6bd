"""The host's own commands (connection LOCAL only): seats, bots, the start,
removing a player, and letting joiners in when the host asks to be asked."""

import secrets

from ..core import BadRequest
from ..core.session import Session
from . import protocol
from .protocol import LOCAL, PROTOCOL, clean_name, dumps

WAITING_MAX = 8
"""Most joiners waiting for the host's answer at once; more are told to try later."""


class HostCommands:
    """Mixed into Room: every method here answers one host-only message."""

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
        self.session.note_timers(now)
        for joiner in list(self.waiting):  # nobody else gets a seat now
            self._forget_joiner(self.waiting[joiner]["conn"])
        return [(conn, protocol.reply(message, self._played(0)))] + self._broadcast(exclude=conn)

    def on_add_bot(self, conn, link, message, now):
        if self.session is not None:
            raise BadRequest("started", "Bots join before the game starts.")
        if len(self.seats) >= self._max():
            raise BadRequest("full", f"{self.game.name} seats at most {self._max()} players.")
        level = self._level(message.get("level"))
        self.seats.append({"name": f"Bot {len(self.seats) + 1}", "kind": "bot", "level": level})
        return self._changed(conn, message)

    def on_remove_seat(self, conn, link, message, now):
        """Remove a player: before the start the seat goes, during the game a
        bot takes it over.  Either way their link is cut and their token no
        longer opens the seat, so they cannot come straight back."""
        seat = message["seat"]
        if not 0 < seat < len(self.seats):
            raise BadRequest("bad_seat", "Only a guest's or bot's seat may go.")
        out = self._cut_off(seat)
        if self.session is None:
            del self.seats[seat]
            for other in self.conns.values():  # later seats move up one place
                if other.seated and other.seat > seat:
                    other.seat -= 1
        elif self.seats[seat]["kind"] == "guest":
            self._hand_to_bot(seat, None)
            self.seats[seat].pop("token", None)
        else:
            raise BadRequest("bad_seat", "A bot's seat stays until the game ends.")
        return out + self._changed(conn, message)

    def on_bot_seat(self, conn, link, message, now):
        """Hand a guest's seat (typically a gone one) to a bot; its token still reclaims it."""
        seat = message["seat"]
        if not 0 < seat < len(self.seats) or self.seats[seat]["kind"] != "guest":
            raise BadRequest("bad_seat", "Only a guest's seat can be handed to a bot.")
        self._hand_to_bot(seat, message.get("level"))
        for other in list(self.conns.values()):
            if other.joined and other.seat == seat:
                other.seat = None
        return self._changed(conn, message)

    def on_settings(self, conn, link, message, now):
        self.ask = message["ask"]
        if not self.ask:  # nobody waits for an answer that will no longer come
            return self._answer_all(True) + self._changed(conn, message)
        return self._changed(conn, message)

    def on_admit(self, conn, link, message, now):
        joiner = self.waiting.get(message["joiner"])
        if joiner is None:
            raise BadRequest("no_joiner", "Nobody with that request is waiting.")
        return self._answer(message["joiner"], message["ok"]) + self._changed(conn, message)

    # -- helpers --------------------------------------------------------------------

    def _hand_to_bot(self, seat, level):
        self.seats[seat]["kind"] = "bot"
        self.seats[seat]["level"] = self._level(level)
        if self.session is not None:
            self.session.set_bot(seat, self.seats[seat]["level"])

    def _cut_off(self, seat):
        """Tell the links that speak for `seat` they were removed, and refuse them from now on."""
        out = []
        for other_id, other in list(self.conns.items()):
            if other_id != LOCAL and other.seated and other.seat == seat:
                out.append((other_id, dumps({"v": PROTOCOL, "type": "removed"})))
                self._ban(other_id)
        return out

    def _ban(self, conn):
        self.conns.pop(conn, None)
        if len(self.banned) < 256:
            self.banned.add(conn)

    def _ask_host(self, conn, link, message):
        """Keep a joiner waiting for the host's yes or no (the "ask me" setting)."""
        key = next((k for k, w in self.waiting.items() if w["conn"] == conn), None)
        if key is None:
            if len(self.waiting) >= WAITING_MAX:
                raise BadRequest("busy", "Too many people are waiting to join; try again later.")
            key = secrets.token_hex(6)
        self.waiting[key] = {"conn": conn, "name": clean_name(message.get("name"))}
        self.dirty = True
        reply = protocol.reply(message, {"seat": None, "waiting": True, "room": self.summary(link)})
        return [(conn, reply)] + self._broadcast(exclude=conn)

    def _answer(self, key, ok):
        """Let a waiting joiner in (or not); the answer goes to their page as
        the reply to its join."""
        joiner = self.waiting.pop(key)
        conn = joiner["conn"]
        link = self.conns.get(conn)
        if link is None:
            return []
        if not ok or self.session is not None or len(self.seats) >= self._max():
            text = "The host did not let you in." if not ok else "The room has no seat left."
            return [(conn, protocol.error("join", "refused", text))]
        seat = self._seat_guest(conn, joiner["name"])
        extra = {"seat": seat, "token": self.seats[seat]["token"], "room": self.summary(link)}
        return [(conn, protocol.reply({"id": "join"}, extra))]

    def _answer_all(self, ok):
        out = []
        for key in list(self.waiting):
            out += self._answer(key, ok)
        return out

    def _forget_joiner(self, conn):
        for key in [k for k, w in self.waiting.items() if w["conn"] == conn]:
            del self.waiting[key]
