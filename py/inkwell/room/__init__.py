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

Every message is size-capped, depth-capped and read as strict JSON
(core/wire.py), checked against a schema for its type and rate-limited per
connection and, for connections that hold no seat, for the room as a whole;
a bad one gets an error reply and changes nothing.  This is what
boardgame.io's peer-to-peer transport does not do (see shared/notes/webrtc.md).

- protocol.py: the message shapes, limits and the strict parser
- presence.py: rate limits and who is connected
- host.py: the room; commands.py: the host's own commands
- chat.py: reactions and short messages at the table (never the game's)
"""

from .host import Room
from .presence import (BEAT_MS, BUCKET_RATE, BUCKET_SIZE, GONE_MS, LOBBY_SIZE, MAX_CONNS,
                       RECONNECTING_MS, Bucket, Conn)
from .protocol import LOCAL, MAX_TEXT, PROTOCOL, clean_name

__all__ = ["Room", "BEAT_MS", "BUCKET_RATE", "BUCKET_SIZE", "GONE_MS", "LOBBY_SIZE",
           "MAX_CONNS", "RECONNECTING_MS", "Bucket", "Conn", "LOCAL", "MAX_TEXT",
           "PROTOCOL", "clean_name"]
