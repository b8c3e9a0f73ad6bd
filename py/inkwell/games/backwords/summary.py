"""Each player's latest turn, said for the other players (core.summary),
from the game log every seat's view holds.  A turn is a move (create,
change, pass); what follows it until that player's next move (a challenge
of theirs, or of their word) belongs to it."""

from inkwell.core.summary import from_log, part

MOVES = ("created", "changed", "passed")


def upper(words):
    return ", ".join(str(w).upper() for w in words or [])


def said(event):
    ev, points = event.get("event"), event.get("points", 0)
    pulled = event.get("pull") or 0
    pull = f"pulled {pulled} and " if pulled else ""
    if ev == "created":
        return part(f"{pull}created {upper(event.get('words'))}, +{points}", upper(event.get("words")))
    if ev == "changed":
        olds = event.get("from")
        change = f"changed {upper(olds)} to " if olds else "changed words to "
        return part(f"{pull}{change}{upper(event.get('words'))}, +{points}", upper(event.get("words")))
    text = {
        "passed": "passed",
        "challenged": f"challenged {upper(event.get('words'))}",
        "challenge_won": f"saw the challenge stand ({upper(event.get('words'))} taken back)",
        "challenge_failed": f"lost the challenge, −{points}",
    }.get(ev)
    return part(text) if text else None


def turns(state):
    return from_log(state["log"], said, opens=MOVES)
