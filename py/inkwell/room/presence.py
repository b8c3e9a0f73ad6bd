"""Who is on the line: rate limits per connection and for the room, and
each seat's presence from heartbeats (all by the host's clock, in ms)."""

import json

BEAT_MS = 1000
"""Guests send a heartbeat every second."""
RECONNECTING_MS = 3500
"""About three missed beats: the seat shows as reconnecting."""
GONE_MS = 20000
"""Gone: the host may hand the seat to a bot (its owner may still come back)."""
BUCKET_SIZE = 20
BUCKET_RATE = 5.0
"""Messages per second a connection may send in the long run (a burst of 20)."""
LOBBY_SIZE = 40
LOBBY_RATE = 8.0
"""Messages per second all connections that hold no seat may send together:
one page can open many peers, and each must not bring a budget of its own."""
WATCH_SIZE = 40
WATCH_RATE = 8.0
"""The same for all watchers who joined, apart from strangers knocking, so a
crowd at the door never starves the audience (nor the audience the door)."""
BEAT_MAX = 64
"""A heartbeat is this short; it costs only its own connection's budget (each
link beats once a second and MAX_CONNS caps the links), so twenty watchers'
beats never use up a shared budget."""


def is_beat(text):
    """Whether `text` is a heartbeat ({"type": "ping"}), read only when short."""
    if len(text) > BEAT_MAX or '"ping"' not in text:
        return False
    try:
        message = json.loads(text)
    except ValueError:
        return False
    return isinstance(message, dict) and message.get("type") == "ping"
MAX_CONNS = 48
"""Most live connections a room keeps; more are refused until some leave."""


class Bucket:
    """A token bucket refilled from the host's clock (ms), never from time()."""

    def __init__(self, now, size=BUCKET_SIZE, rate=BUCKET_RATE):
        self.size, self.rate = size, rate
        self.tokens = float(size)
        self.at = now
        self.warned = False

    def take(self, now):
        elapsed = max(0, now - self.at) / 1000
        self.at = max(self.at, now)
        self.tokens = min(self.size, self.tokens + elapsed * self.rate)
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
        self.name = "Watcher"  # what a watcher said its name was (the chat shows it)

    @property
    def seated(self):
        return self.joined and self.seat is not None


def presence_of(seat, now):
    """ "connected", "reconnecting", "gone" or "bot", from a seat's kind and last beat."""
    if seat["kind"] == "host":
        return "connected"
    if seat["kind"] == "bot":
        return "bot"
    seen = seat.get("last_seen")
    if seen is None or now - seen >= GONE_MS:
        return "gone"
    return "connected" if now - seen < RECONNECTING_MS else "reconnecting"
