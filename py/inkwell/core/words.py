"""The story of each player's words: what the game counted, kept as it
happened, and summed up once for every screen that tells it.

A game keeps each word when it counts it (`keep`: the word, its points by
the game's own measure of a best word, and what it earned as the table
says it, "+2¢ 3★"), in the state, never in the game log, which keeps
only its latest events.  `Game.words_played` hands them over and the base
class sums them up into the outcome as "words", one entry per seat: the
end screen, the stats, the coach's box and the share texts read that, and
none of them counts again.  Only finished games carry it: then nothing is
secret.

>>> state = {}
>>> keep(state, 0, "zones", 3, "3 points"); keep(state, 0, "quiz", 5, "5 points")
>>> keep(state, 0, "at", 5, "5 points"); keep(state, 1, "ox", 1, "1 point")
>>> summed = sum_up(kept(state), 2, {"scores": [13, 1], "winners": [0]})
>>> summed[0]["best"], summed[0]["longest"], summed[0]["played"], summed[0]["place"]
({'word': 'QUIZ', 'points': 5, 'shown': '5 points'}, 'ZONES', 3, 1)
>>> summed[1]["words"], summed[1]["place"]
([{'word': 'OX', 'points': 1, 'shown': '1 point'}], 2)
>>> unkeep(state, 1); sum_up(kept(state), 2)[1]["best"] is None
True
"""


def keep(state, seat, word, points, shown):
    """Count `word` in `seat`'s story (state["story"], made on first use)."""
    story = state.setdefault("story", [])
    while len(story) <= seat:
        story.append([])
    story[seat].append([str(word).upper(), points, shown])


def unkeep(state, seat, count=1):
    """Take back `seat`'s last `count` words (a challenge that stood)."""
    story = state.get("story") or []
    for _ in range(count):
        if seat < len(story) and story[seat]:
            story[seat].pop()


def kept(state):
    """{seat: [(word, points, shown)]} of the words the game kept."""
    return {s: [tuple(w) for w in ws] for s, ws in enumerate(state.get("story") or [])}


def points_said(points):
    """'1 point', '11 points'.

    >>> points_said(1), points_said(0), points_said(11)
    ('1 point', '0 points', '11 points')
    """
    return f"{points} point" + ("" if points == 1 else "s")


def sum_up(played, seats, outcome=None):
    """Per seat {"played", "words", "best", "longest", "score", "place"}:
    "words" as [{"word", "points", "shown"}] in the order played; "best"
    the one with most points (a tie to the longer, then the first played);
    "longest" the first of the longest; "place" 1 for the top score."""
    out = []
    for seat in range(seats):
        words = [entry(w) for w in played.get(seat) or [] if w and w[0]]
        best = longest = None
        for w in words:
            if best is None or (w["points"], len(w["word"])) > (best["points"], len(best["word"])):
                best = w
            if longest is None or len(w["word"]) > len(longest):
                longest = w["word"]
        scores = (outcome or {}).get("scores") or []
        out.append({"played": len(words), "words": words, "best": dict(best) if best else None,
                    "longest": longest, "score": scores[seat] if seat < len(scores) else None,
                    "place": place(outcome, seat)})
    return out


def table_best(summed):
    """{"best", "longest"}: the table's best word (as a seat's "best", with
    its "seat") and its longest {"word", "seat"}; the first seat wins a tie.

    >>> table_best(sum_up({0: [("ox", 3)], 1: [("quiz", 3), ("a", 1)]}, 2))["best"]["seat"]
    1
    """
    best = longest = None
    for seat, s in enumerate(summed):
        b = s["best"]
        if b and (best is None or (b["points"], len(b["word"])) > (best["points"], len(best["word"]))):
            best = b | {"seat": seat}
        if s["longest"] and (longest is None or len(s["longest"]) > len(longest["word"])):
            longest = {"word": s["longest"], "seat": seat}
    return {"best": best, "longest": longest}


def entry(word):
    points = word[1] if type(word[1]) is int else 0
    shown = word[2] if len(word) > 2 and isinstance(word[2], str) else points_said(points)
    return {"word": str(word[0]).upper(), "points": points, "shown": shown}


def place(outcome, seat):
    """1 for a winner; else 1 + the seats that won or scored more (None
    without scores).

    >>> place({"scores": [5, 5, 2], "winners": [1]}, 0), place({"scores": [5, 5, 2], "winners": [1]}, 2)
    (2, 3)
    """
    scores = (outcome or {}).get("scores") or []
    winners = (outcome or {}).get("winners") or []
    if seat >= len(scores):
        return None
    if seat in winners:
        return 1
    return 1 + sum(1 for s, score in enumerate(scores) if s != seat and (s in winners or score > scores[seat]))
