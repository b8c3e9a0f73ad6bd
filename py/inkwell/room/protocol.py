"""The room's wire protocol: message shapes, limits, and the strict parser.

Messages are JSON objects in a versioned envelope {"v": 1, "type": ...}.
From a guest: look, join, act, view, query, words, record, say, ping, bye.  From
the host's own page (connection LOCAL) also: start, add_bot, remove_seat,
bot_seat, settings, admit, chat_settings.  To a guest: reply (to a request, with its "id"),
update (pushed after every change: the room and the guest's own view),
pong, removed.
"""

from ..core import BadRequest, wire

PROTOCOL = 1
LOCAL = "local"
"""The connection of the host's own page; the only one allowed to run the room."""

MAX_TEXT = 16 * 1024
"""Longest message a guest may send, in characters (an action is far smaller)."""
MAX_RECORD_LINK = 48 * 1024
"""Longest finished record the host sends, as a replay link (a link's
compressed form: a 3-player Hardback game is about 1.3 KB); under the
transport's 64 KB message limit with room for the envelope."""
NAME_MAX = 24
ID_MAX = 40

ENVELOPE = {"v": int, "type": str, "id": (int, str)}
IGNORED = ("seat", "session", "views", "want_record")
"""Fields a local UI puts in its engine messages; a room never reads them
(only the host's own page sends a "seat", to remove_seat or bot_seat)."""
SCHEMAS = {
    # type: {field: (python type, required)}
    # The host's page signs the nonce with the key whose hash is in the link,
    # so a guest can tell the real host from another guest posing as it.
    "look": {"nonce": (str, False)},
    "join": {"name": (str, False), "token": (str, False), "watch": (bool, False)},
    "act": {"action": (dict, True), "coach": (bool, False)},
    "view": {},
    "query": {"query": (str, True), "args": (list, False)},
    "words": {"dict": (str, False), "words": (list, True)},
    "record": {},
    "ping": {},
    "bye": {},
    # the host's page only
    "start": {},
    "add_bot": {"level": (str, False)},
    "remove_seat": {"seat": (int, True)},
    "bot_seat": {"seat": (int, True), "level": (str, False)},
    "settings": {"ask": (bool, True)},
    "admit": {"joiner": (str, True), "ok": (bool, True)},
    "advice": {},
    "chat_settings": {"watchers": (bool, True)},
    # reactions and short messages (chat.py): one of the two
    "say": {"text": (str, False), "reaction": (str, False)},
}
HOST_ONLY = {"start", "add_bot", "remove_seat", "bot_seat", "settings", "admit", "advice", "chat_settings"}
SEAT_FIELDS = {"remove_seat", "bot_seat"}
"""Host commands whose "seat" names the seat they change."""


def dumps(value):
    return wire.dumps(value)


def parse(text):
    """The message `text` holds, checked against its type's schema; else BadRequest."""
    message = wire.loads(text, MAX_TEXT)
    if not isinstance(message, dict):
        raise BadRequest("bad_message", "A message must be a JSON object.")
    if message.get("v") != PROTOCOL:
        raise BadRequest("bad_version", f"This room speaks protocol version {PROTOCOL}.")
    schema = SCHEMAS.get(message.get("type"))
    if schema is None:
        raise BadRequest("unknown_type", "Unknown message type.")
    check_id(message.get("id"))
    for key, value in message.items():
        if key in ENVELOPE or (key in IGNORED and key not in schema):
            continue
        if key not in schema:
            raise BadRequest("bad_message", f"Unexpected field {key[:ID_MAX]!r}.")
        check_type(key, value, schema[key][0])
    for key, (_, required) in schema.items():
        if required and key not in message:
            raise BadRequest("bad_message", f"{message['type']} needs {key}.")
    action = message.get("action")
    if action is not None and not (isinstance(action.get("type"), str)
                                   and 0 < len(action["type"]) <= ID_MAX):
        raise BadRequest("bad_action", "An action must have a type.")
    return message


def check_id(request_id):
    if request_id is not None and (isinstance(request_id, bool)
                                   or not isinstance(request_id, (int, str))
                                   or len(str(request_id)) > ID_MAX):
        raise BadRequest("bad_message", "id must be a short number or string.")


def check_type(key, value, kind):
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BadRequest("bad_message", f"{key} must be a {kind.__name__}.")


def request_id_of(text):
    """The id to answer a message with, even one that could not be read."""
    request_id = wire.peek_id(text)
    try:
        check_id(request_id)
    except BadRequest:
        return None
    return request_id


def reply(message, extra):
    out = {"v": PROTOCOL, "type": "reply", "id": message.get("id"), "ok": True}
    out.update(extra)
    return dumps(out)


def error(request_id, code, text):
    return dumps({"v": PROTOCOL, "type": "reply", "id": request_id, "ok": False,
                  "error": {"code": code, "message": text}})


def clean_name(name, fallback="Guest", most=NAME_MAX):
    """Plain text only: no control or direction-override characters, trimmed,
    capped at `most` characters (a chat message's cap is longer).

    >>> clean_name("  Ann\\u202e\\x00 <b>  ")
    'Ann <b>'
    >>> clean_name("\\t\\n")
    'Guest'
    """
    if not isinstance(name, str):
        return fallback
    kept = "".join(c for c in name if not _hidden(ord(c)))
    return " ".join(kept.split())[:most].strip() or fallback


def _hidden(code):
    return (code < 32 or 127 <= code < 160 or 0x200B <= code <= 0x200F
            or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069 or code == 0xFEFF
            or 0xD800 <= code <= 0xDFFF)
