# The player's own TURN server (Settings): the one check of what they typed.
# settings.py saves only what passes it, under KEY, and assets/js/transport.mjs
# adds that entry to every room's ICE servers, so a bad address never reaches
# RTCPeerConnection (which throws on one, and MicroPython could not catch it).
# Plain string work: MicroPython's re has no named groups or findall.
import json

KEY = "inkwell.turn"  # kept on this device only; transport.mjs reads it too
EXAMPLE = "turn:turn.example.org:3478"
MAX = 512
HOST_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-."
IPV6_CHARS = "0123456789abcdef:."


def _host_ok(host):
    if host.startswith("[") and host.endswith("]"):
        inside = host[1:-1].lower()
        return ":" in inside and all(c in IPV6_CHARS for c in inside)
    if not host or len(host) > 253 or not all(c in HOST_CHARS for c in host.lower()):
        return False
    for label in host.split("."):
        if not label or len(label) > 63 or label[0] == "-" or label[-1] == "-":
            return False
    return True


def check_url(url):
    """(the address, "") when `url` is a TURN server's (turn: or turns:, a
    host, an optional port, an optional ?transport=udp|tcp), else ("", what
    is wrong with it, in words)."""
    url = str(url).strip()
    if not url:
        return "", "Write the TURN server's URL, such as " + EXAMPLE + "."
    scheme, _, rest = url.partition(":")
    if scheme.lower() not in ("turn", "turns"):
        return "", "A TURN server's URL starts with turn: or turns:, such as " + EXAMPLE + "."
    if len(url) > MAX:
        return "", "That URL is too long."
    if rest.startswith("//"):
        return "", "Write the URL without //, such as " + EXAMPLE + "."
    if "@" in rest:
        return "", "Put the username and credential in their own boxes, not in the URL."
    place, mark, query = rest.partition("?")
    if mark and query.lower() not in ("transport=udp", "transport=tcp"):
        return "", "After ? only transport=udp or transport=tcp may follow."
    host, port = place, ""
    close = place.rfind("]")
    colon = place.rfind(":")
    if colon > close and not (close < 0 and place.count(":") > 1):
        host, port = place[:colon], place[colon + 1:]
        if not port.isdigit() or not 0 < int(port) < 65536:
            return "", "The port after the server's name must be a number from 1 to 65535."
    if not _host_ok(host):
        return "", ("That server name is not valid: letters, digits, dots and hyphens,"
                    " or an IPv6 address in [brackets].")
    return scheme.lower() + ":" + place + (mark + query.lower() if mark else ""), ""


def check(url, username, credential):
    """(the entry to save, "") or (None, what is wrong). The entry is the
    browser's own RTCIceServer form. Chromium refuses a TURN server with no
    username or credential, so both are needed."""
    urls, error = check_url(url)
    if error:
        return None, error
    username, credential = str(username).strip(), str(credential)
    if not username or not credential:
        return None, "A TURN server needs its username and credential too (its owner gives them)."
    if len(username) > MAX or len(credential) > MAX:
        return None, "That username or credential is too long."
    return {"urls": urls, "username": username, "credential": credential}, ""


def read(text):
    """The saved entry (what check() made) from its JSON text, or None."""
    try:
        entry = json.loads(text or "null")
    except ValueError:
        return None
    if not isinstance(entry, dict):
        return None
    saved, error = check(entry.get("urls", ""), entry.get("username", ""), entry.get("credential", ""))
    return None if error else saved
