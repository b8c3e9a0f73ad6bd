"""The words a device has played: never the same secret word twice.

The rulebook says never to reuse a word you have played. The screen keeps,
on the device (or the host's, in a room), a short string naming the answers
already played, and passes it in at set-up as the option "played"; the
record holds it, so a replay or a resume draws the same words.

The string is a bitmap over the answer list (secret_words(), alphabetical):
bit i (byte i // 8, low bit first) is set when answer i was played; trailing
zero bytes are dropped and the bytes written in URL-safe base64 without
padding: about 255 characters once every one of ~1,500 answers is played,
a handful for the first games.

>>> encode([0, 9]), decode(encode([0, 9])), decode("")
('AQI', [0, 9], [])
"""

import base64

MOST = 1024
"""The longest "played" string taken (room for an answer list of 6,000)."""

_ALPHABET = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def encode(indexes):
    bits = bytearray((max(indexes) // 8 + 1) if indexes else 0)
    for i in indexes:
        bits[i // 8] |= 1 << (i % 8)
    return base64.urlsafe_b64encode(bytes(bits)).decode().rstrip("=")


def decode(text):
    """The sorted indexes a string names (ValueError when it is not one)."""
    if not set(text) <= _ALPHABET or len(text) % 4 == 1:
        raise ValueError("not a list of played words this game wrote")
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    return [8 * b + k for b, byte in enumerate(data) for k in range(8) if byte >> k & 1]


def parse_played(text):
    """The canonical form of a "played" option (trailing zeros dropped).

    >>> parse_played("AQIAAA"), parse_played("")
    ('AQI', '')
    """
    return encode(decode(text))


def draw(eligible, played, rounds, rng, retired=()):
    """(words, reset): `rounds` words from `eligible` (the answers the clue
    mix can make, as (index, word) pairs), none of them `played` while enough
    are left; when not, the unplayed ones come first, the rest are drawn from
    the played ones, and the memory starts over (reset).

    With nothing played, this draws exactly as `rng.sample(eligible, rounds)`
    would, so games recorded before the memory existed replay unchanged.
    A draw holding a `retired` word is drawn again without them, so only
    the games that drew one change when a word is retired.
    """
    words, reset = _draw(eligible, set(played), rounds, rng)
    if any(w in retired for _, w in words):
        eligible = [e for e in eligible if e[1] not in retired]
        words, reset = _draw(eligible, set(played), rounds, rng)
    return words, reset


def _draw(eligible, played, rounds, rng):
    fresh = [e for e in eligible if e[0] not in played]
    if len(fresh) >= rounds:
        return rng.sample(fresh, rounds), False
    rng.shuffle(fresh)
    again = rng.sample([e for e in eligible if e[0] in played], rounds - len(fresh))
    return fresh + again, True


def remembered(base, indexes):
    """The string to keep after playing the answers `indexes` on top of `base`.

    >>> remembered("AQ", [9])
    'AQI'
    """
    return encode(sorted(set(decode(base)) | set(indexes)))
