"""Each player's latest turn, said for the other players (core.summary),
from the game log every seat's view holds."""

from inkwell.core.summary import part

from . import cards


def card_name(def_number):
    """'Q', 'TH', 'a Fame card (2 fame)': what was bought or removed."""
    defs = cards.definitions()
    if type(def_number) is not int or not 0 <= def_number < len(defs):
        return "a card"
    d = defs[def_number]
    if d["kind"] in ("fame", "starter_fame"):
        return f"a Fame card ({d['fame']} fame)"
    letters = (d.get("letters") or "").upper()
    return ("Common " + letters) if d["kind"] == "common" else (letters or "a wild card")


def said(event):
    ev, word = event.get("event"), str(event.get("word") or "")
    if ev == "spelled":
        common = " (+ a Common card)" if event.get("common") else ""
        return part(f"made {word.upper()} for {event.get('score')}¢{common}", word)
    n = event.get("n")
    text = {
        "passed": "passed and drew a new hand",
        "bought": "bought " + card_name(event.get("def")),
        "trashed": "removed " + card_name(event.get("def")) + " from the game",
        "attack_tax": f"attacked (every other player's next word −{n}¢)",
        "attack_short": f"attacked (every other player draws {n} fewer next hand)",
    }.get(ev)
    return part(text) if text else None
