"""Each player's last turn in one sentence, for the other players' tables.

A game says what its players did (`Game.turns(state)`: {seat: [part]},
a part being {"text": "spelled ZONES for 3¢ 2★", "word": "ZONES" or
None}); the base class puts them into every view as "turns", one per
other seat that has moved, so a bot's or a far-away friend's move stays
readable after it is played.  The parts are made from what the whole
table saw (the game log, or a view's public fields), never from a hidden
zone: the conformance suite's scrambled views prove it.

Card games find their turns in the game log with `from_log`.

>>> log = [{"seat": 0, "event": "spelled", "word": "zones"}, {"seat": 0, "event": "ended"},
...        {"seat": 1, "event": "spelled", "word": "hay"}]
>>> said = lambda e: part(e["event"] + " " + e["word"].upper(), e["word"]) if "word" in e else None
>>> turns = from_log(log, said, ends=("ended",), on_turn=1)
>>> sorted(turns), turns[0][0]["text"]
([0, 1], 'spelled ZONES')
>>> sentence("Greedy bot", [part("spelled ZONES for 3¢ 2★"), part("bought Q"), part("bought R")])
'Greedy bot spelled ZONES for 3¢ 2★, bought Q and bought R'
"""


def part(text, word=None):
    """One thing a player did; `word` when it put a word on the table."""
    return {"text": text, "word": word.upper() if word else None}


def from_log(log, said, ends=(), opens=(), on_turn=None):
    """{seat: [part]} of each seat's latest turn in `log` (oldest first).

    said(event) -> a part, or None for an event not worth saying.  A turn
    ends with an event in `ends` (Hardback's "ended"), or the next one
    begins with an event in `opens` (Backwords' moves: what follows, a
    challenge, belongs to the move).  A turn still being played shows only
    for `on_turn`, the seat on turn: a seat's ink taken out of turn is its
    next turn's, not news of its last one."""
    current, done = {}, {}
    for at, event in enumerate(log):
        seat = event.get("seat")
        if type(seat) is not int:
            continue
        if event.get("event") in opens and current.get(seat):
            done[seat] = current.pop(seat)
        said_now = said(event)
        if said_now:
            current.setdefault(seat, []).append(said_now | {"at": at})
        if event.get("event") in ends:
            done[seat] = current.pop(seat, None) or done.get(seat) or []
    latest = {s: p for s, p in done.items() if p}
    for seat, parts in current.items():
        if parts and (seat == on_turn or opens):
            latest[seat] = parts
    return latest


def sentence(name, parts):
    """'Ann changed YEAHS to HEAVY, +11 and passed': the parts in order."""
    texts = [p["text"] for p in parts]
    if len(texts) > 1:
        texts = [", ".join(texts[:-1]) + " and " + texts[-1]]
    return name + " " + texts[0] if texts else name


def for_view(turns, seat, names):
    """The view's "turns": every seat's but `seat`'s, in seat order, each
    {"seat", "name", "text", "parts", "word", "at"}: "parts" counts what
    the turn holds so far and "word" is the last part's word, so a screen
    sees that a move just put a word down (and lets it stay a while); "at"
    orders the turns by their latest event (-1: the game keeps no order)."""
    out = []
    for other in sorted(turns):
        parts = turns[other]
        if other == seat or not parts or not 0 <= other < len(names):
            continue
        out.append({"seat": other, "name": names[other], "text": sentence(names[other], parts),
                    "parts": len(parts), "word": parts[-1]["word"], "at": parts[-1].get("at", -1)})
    return out


def vote_said(event):
    """A word put to the vote (a game played with no dictionary), said the
    same way in every card game; None for any other event."""
    word = str(event.get("word") or "").upper()
    if event.get("event") == "proposed":
        return part(f"proposed {word} (vote)", word)
    if event.get("event") == "rejected":
        return part(f"saw {word} voted down")
    return None


def turns_from_log(state, said):
    """Game.turns for a game whose turn ends with an "ended" log event."""
    return from_log(state["log"], lambda e: vote_said(e) or said(e), ends=("ended",),
                    on_turn=state["turn"]["seat"])
