"""Strict JSON at the edge: every message that enters an engine is read here.

A message that gets past `loads` can be held in a record, saved with
`dumps` and read back by JavaScript: no NaN or Infinity, no integer that
JavaScript would round, no lone surrogate, no nesting deeper than `MAX_DEPTH`.
The depth is measured by a plain loop before the decoder runs, because
Pyodide's decoder recurses on the JavaScript stack and a few thousand
brackets overflow it, which kills the whole interpreter rather than raising.

>>> loads('{"type": "act", "action": {"type": "skip"}}')["action"]
{'type': 'skip'}
>>> loads('{"note": NaN}')
Traceback (most recent call last):
inkwell.core.errors.BadRequest: The message holds a number JSON cannot carry (NaN or Infinity).
>>> loads("[" * 100 + "]" * 100)
Traceback (most recent call last):
inkwell.core.errors.BadRequest: The message nests deeper than 32 levels.
>>> dumps({"x": float("nan")})
Traceback (most recent call last):
inkwell.core.errors.BadRequest: That cannot be saved as JSON (NaN, Infinity or no JSON form).
"""

import json
import re

from .errors import BadRequest

MAX_DEPTH = 32
"""Deepest nesting of arrays and objects a message may have (a game needs 5 or so)."""
SAFE_INT = 2 ** 53
"""JavaScript reads larger integers with rounding, so a save would change on the way."""

_ID = re.compile(r'"id"\s*:\s*("[^"\\]{0,40}"|-?\d{1,15})[\s,}]')


def loads(text, max_chars=1 << 20):
    """The JSON value `text` holds, or BadRequest: never any other exception."""
    if not isinstance(text, str) or not text or len(text) > max_chars:
        raise BadRequest("too_big", "The message is empty or too large.")
    depth = nesting(text)
    if depth > MAX_DEPTH:
        raise BadRequest("too_deep", f"The message nests deeper than {MAX_DEPTH} levels.")
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite)
    except BadRequest:
        raise
    except (ValueError, RecursionError):  # also ints longer than Python reads
        raise BadRequest("bad_json", "The message is not valid JSON.") from None
    check_value(value)
    return value


def nesting(text):
    """How deeply brackets nest outside strings; a loop, so no stack to overflow.

    >>> nesting('{"a": [1, {"b": "[[["}]}')
    3
    """
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def check_value(value):
    """Refuse what a save could not carry; iterative, for the same reason as `nesting`."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            if _has_lone_surrogate(item):
                raise BadRequest("bad_text", "The message holds broken text (a lone surrogate).")
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > SAFE_INT:
            raise BadRequest("bad_number", "The message holds a number too large to keep exactly.")


def _has_lone_surrogate(text):
    return any(0xD800 <= ord(c) <= 0xDFFF for c in text)


def _refuse_constant(name):
    raise BadRequest("bad_number", "The message holds a number JSON cannot carry (NaN or Infinity).")


def _finite(literal):
    number = float(literal)
    if number in (float("inf"), float("-inf")):
        _refuse_constant(literal)
    return number


def dumps(value):
    """Compact strict JSON; what strict JSON cannot hold is a BadRequest, not NaN on the wire.

    Characters go as themselves, not as \\u escapes: the UI's MicroPython reads
    an escaped pair of surrogates (any emoji) as two broken characters.  A
    string with a lone surrogate (no UTF-8 form) goes escaped, as before.

    >>> dumps({"share": "🟩 é"})
    '{"share":"🟩 é"}'
    >>> dumps(["\\ud800"])
    '["\\\\ud800"]'
    """
    try:
        text = json.dumps(value, separators=(",", ":"), allow_nan=False, ensure_ascii=False)
        if text.isascii():   # nearly every reply: no copy made to check it
            return text
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            text = json.dumps(value, separators=(",", ":"), allow_nan=False)
        return text
    except (ValueError, TypeError, RecursionError):
        raise BadRequest("unsaveable", "That cannot be saved as JSON (NaN, Infinity or no JSON form).") from None


def peek_id(text):
    """The request id a message that could not be read seems to carry, so its
    sender's error reply finds the request it answers (never trusted beyond that).

    >>> peek_id('{"v":1,"id":"r7","type":"act","action":{"n":NaN}}')
    'r7'
    >>> peek_id('[[[') is None
    True
    """
    if not isinstance(text, str):
        return None
    found = _ID.search(text[:4096])
    if found is None:
        return None
    token = found.group(1)
    return token[1:-1] if token.startswith('"') else int(token)
