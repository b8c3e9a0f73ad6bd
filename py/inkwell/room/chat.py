"""Reactions and short messages at a room's table.

Everyone who joined may send a reaction (one of REACTIONS, by name) or a
message of at most MAX_CHARS characters; watchers only when the host lets
them.  The host relays them like any message: through its rate limits, and
one more of its own per connection (a burst of CHAT_BURST, then one every
CHAT_EVERY_MS), cleaned of control and direction characters, and kept apart
from the game: nothing here touches the session or its record.  The room's
summary carries the last KEEP of them, so a late joiner sees the log and the
page shows each as text only.

>>> from inkwell.room.host import Room
>>> room = Room("break_the_word", {"rounds": 2}, "Ann", seed=1)
>>> out = room.receive("local", '{"v": 1, "type": "say", "id": 1, "text": " hi\\u202e  all "}', 0)
>>> room.summary()["chat"]
[{'n': 1, 'seat': 0, 'name': 'Ann', 'text': 'hi all'}]
"""

from ..core import BadRequest
from .presence import Bucket
from .protocol import LOCAL, clean_name

REACTIONS = {"thumbs": "👍", "laugh": "😂", "wow": "😮", "clap": "👏", "oops": "😬", "party": "🎉"}
"""What the page shows for each reaction's name (only names go on the wire)."""
MAX_CHARS = 140
KEEP = 30
CHAT_BURST = 5
CHAT_EVERY_MS = 1500


class RoomChat:
    """Mixed into Room: the chat's state and its two messages."""

    def _init_chat(self):
        self.chat = []
        self.chat_count = 0
        self.chat_watchers = False
        self.chat_buckets = {}

    def on_say(self, conn, link, message, now):
        self._need_joined(link)
        if not link.seated and not self.chat_watchers:
            raise BadRequest("watchers_quiet", "The host has not let watchers write in this room.")
        entry = self._said(link, message)
        bucket = self.chat_buckets.get(conn)
        if bucket is None:
            bucket = self.chat_buckets[conn] = Bucket(now, CHAT_BURST, 1000 / CHAT_EVERY_MS)
        if conn != LOCAL and not bucket.take(now):
            raise BadRequest("chat_too_fast", "Not so fast: wait a moment before the next message.")
        self.chat_count += 1
        entry["n"] = self.chat_count
        self.chat = (self.chat + [entry])[-KEEP:]
        return self._changed(conn, message)

    def _said(self, link, message):
        """The entry a say message makes (BadRequest for anything else)."""
        text, reaction = message.get("text"), message.get("reaction")
        if (text is None) == (reaction is None):
            raise BadRequest("bad_message", "Say either a short message or a reaction.")
        if link.seated:
            entry = {"n": 0, "seat": link.seat, "name": self.seats[link.seat]["name"]}
        else:
            entry = {"n": 0, "seat": None, "name": link.name}
        if reaction is not None:
            if reaction not in REACTIONS:
                raise BadRequest("bad_reaction", "That is not one of the reactions.")
            entry["reaction"] = reaction
            return entry
        cleaned = clean_name(text, "", MAX_CHARS + 1)
        if not cleaned:
            raise BadRequest("empty", "Write something first.")
        if len(cleaned) > MAX_CHARS:
            raise BadRequest("too_long", f"A message is at most {MAX_CHARS} characters.")
        entry["text"] = cleaned
        return entry

    def on_chat_settings(self, conn, link, message, now):
        self.chat_watchers = message["watchers"]
        return self._changed(conn, message)

    def _chat_summary(self, out):
        out["chat"] = list(self.chat)
        out["chat_watchers"] = self.chat_watchers
        out["reactions"] = REACTIONS
