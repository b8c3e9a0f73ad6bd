"""What each player's words came to in a finished game, for the outcome.

A game lists the words each seat put on the table (`Game.words_played`:
{seat: [(word, points)]}); the base class sums them up into the outcome as
"words", one entry per seat, so a screen (the device's stats) reads the
best and longest words from the engine and never counts them itself.  Only
finished games carry it: then nothing is secret.

>>> summed = sum_up({0: [("zones", 3), ("quiz", 5), ("at", 5)]}, 2)
>>> summed[0]
{'played': 3, 'best': {'word': 'QUIZ', 'points': 5}, 'longest': 'ZONES'}
>>> summed[1]
{'played': 0, 'best': None, 'longest': None}
"""


def sum_up(played, seats):
    """[{"played": n, "best": {"word", "points"} or None, "longest": word or None}]
    per seat; ties go to the word played first (best: the longer one first)."""
    out = []
    for seat in range(seats):
        words = [(str(w).upper(), p if type(p) is int else 0) for w, p in played.get(seat) or [] if w]
        best = longest = None
        for word, points in words:
            if best is None or (points, len(word)) > (best[1], len(best[0])):
                best = (word, points)
            if longest is None or len(word) > len(longest):
                longest = word
        out.append({"played": len(words), "best": {"word": best[0], "points": best[1]} if best else None,
                    "longest": longest})
    return out


def from_log(log, events, points):
    """{seat: [(word, points)]} from the log's events named in `events`, each
    with its "word" (or its "words", the move's points going to the first);
    points(event) -> int."""
    out = {}
    for event in log:
        seat = event.get("seat")
        if type(seat) is not int or event.get("event") not in events:
            continue
        words = [event["word"]] if event.get("word") else list(event.get("words") or [])
        for i, word in enumerate(words):
            out.setdefault(seat, []).append((word, points(event) if i == 0 else 0))
    return out
