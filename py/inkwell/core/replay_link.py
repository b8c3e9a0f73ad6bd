"""Replays: a finished game's record as a link, and the game at any step.

A link carries the whole record in the URL fragment, so nothing of it
reaches the site's host: compact JSON, raw deflate (what a browser's
CompressionStream("deflate-raw") makes too), then base64url without padding,
behind a format version ("1.").

>>> record = {"game": "x", "rules": 1, "options": {}, "seats": [], "seed": 3, "actions": []}
>>> decode(encode(record)) == record
True
>>> decode("1.not base64!")
Traceback (most recent call last):
...
inkwell.core.errors.BadRequest: This replay link is damaged or incomplete (it does not decode).
"""

import base64
import binascii
import json
import zlib

from . import registry, wire
from .errors import BadRequest, InkwellError, NeedFile
from .record import check_rules, replay

FORMAT = "1."
MAX_LINK = 1 << 20      # characters
MAX_RECORD = 8 << 20    # bytes once inflated: a damaged or hostile link cannot blow up


def encode(record):
    text = json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text) + packer.flush()
    return FORMAT + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def damaged(why):
    return BadRequest("bad_link", f"This replay link is damaged or incomplete ({why}).")


def decode(link):
    """The record a link holds; BadRequest("bad_link") for anything else."""
    if not isinstance(link, str) or len(link) > MAX_LINK:
        raise damaged("it is empty or too long")
    if not link.startswith(FORMAT):
        raise damaged("it is not an Inkwell replay of a known format")
    body = link[len(FORMAT):].strip()
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        unpacker = zlib.decompressobj(-15)
        text = unpacker.decompress(packed, MAX_RECORD)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise damaged("it is cut short or too large")
        text = text.decode()
    except (binascii.Error, zlib.error, ValueError):
        raise damaged("it does not decode")
    try:
        record = wire.loads(text, MAX_RECORD)   # the edge's own strict reader: links are untrusted
    except BadRequest:
        raise damaged("its game is not strict JSON")
    if not isinstance(record, dict):
        raise damaged("it holds no game")
    return record


class Replay:
    """A record's game at every step, each state kept once it was built."""

    def __init__(self, record):
        if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
            raise BadRequest("bad_record", "A record needs a game and a list of actions.")
        self.game = registry.get(record.get("game"))
        check_rules(record, self.game)
        self.record = record
        self.states = [replay(record, 0)]
        self.at(self.steps)   # a record that does not replay is refused now, not mid-way

    @property
    def steps(self):
        return len(self.record["actions"])

    def at(self, upto):
        """The state after the first `upto` actions."""
        if isinstance(upto, bool) or not isinstance(upto, int) or not 0 <= upto <= self.steps:
            raise BadRequest("bad_step", f"A step is a whole number from 0 to {self.steps}.")
        try:
            while len(self.states) <= upto:
                seat, action = self.entry(len(self.states) - 1)
                self.states.append(self.game.apply(self.states[-1], seat, action))
        except NeedFile:
            raise   # the browser fetches the file and asks again: not the record's fault
        except InkwellError as err:
            raise BadRequest("bad_record", f"This replay does not replay: {err.message}")
        return self.states[upto]

    def entry(self, i):
        entry = self.record["actions"][i]
        if not isinstance(entry, list) or len(entry) != 2:
            raise BadRequest("bad_record", "Each recorded action is [seat, action].")
        return entry

    def review(self):
        """What the finished game shows once nothing is secret (the game's
        `review`; None for a game that has nothing to add)."""
        self.at(self.steps)
        return self.game.review(self.states)

    def check_seen(self, seat, seen):
        """Refuse a record that does not end in the view `seat` saw end (a
        room's guest checks the host's record against its own last view;
        seat None: a spectator's)."""
        ok = seat is None or (isinstance(seat, int) and not isinstance(seat, bool)
                              and 0 <= seat < len(self.record["seats"]))   # None: a spectator
        if not ok:
            raise BadRequest("bad_seat", "The seat that saw the game end is not in this record.")
        final = json.loads(json.dumps(self.game.view(self.at(self.steps), seat)))
        if final != seen:
            raise BadRequest("not_this_game", "This replay is not the game you saw end, so it "
                             "is not shown (the host sent another record).")

    def views(self, upto):
        """Every seat's view after `upto` actions: a replay hides no hand."""
        state = self.at(upto)
        return {str(seat): self.game.view(state, seat) for seat in range(len(state["seats"]))}
