"""After the game: the clue at which each round's word became certain.

Computed from every state of a finished game's record (nothing is secret
then). A word is *certain* after clue k when only one word of the answer
list fits the round's first k clues (all of them: a leader who did not see
the first clue knew less); a player *cracked* it at clue c when their right
answer went on the board with c clues out.
"""

from .bots import candidates


def certain_after(clues):
    """The first clue count after which only one answer fits (None: never).

    >>> certain_after([{"color": "green", "position": 1, "letter": "q"},
    ...                {"color": "orange", "letters": ["k", "l"]}])
    2
    >>> certain_after([{"color": "green", "position": 1, "letter": "q"}]) is None
    True
    """
    for k in range(1, len(clues) + 1):
        if len(candidates(clues[:k])) == 1:
            return k
    return None


def placements(states):
    """{round: {seat: the clues out when the seat's answer went on the board}}.

    An answer goes down during an action that may then reveal a clue, so the
    count is the one before that action."""
    out = {}
    for before, after in zip(states, states[1:]):
        if before["round"] != after["round"]:
            continue  # a new round starts with an empty board
        for seat, zone in enumerate(after["zones"]):
            if zone is not None and before["zones"][seat] is None:
                out.setdefault(after["round"], {})[seat] = before["revealed"]
    return out


def round_ends(states):
    """Each finished round's results ("last"), in order."""
    ends = {}
    for state in states:
        last = state["last"]
        if last is not None:
            ends[last["round"]] = last
    return [ends[r] for r in sorted(ends)]


def review(states):
    """{"rounds": [{"round", "word", "certain", "cracked": [{"seat", "clue"}]}]}
    for a finished game (None before its end); cracked in checking order."""
    if not states or states[-1].get("outcome") is None:
        return None
    placed = placements(states)
    rounds = []
    for last in round_ends(states):
        at = placed.get(last["round"], {})
        cracked = [{"seat": a["seat"], "clue": at.get(a["seat"])}
                   for a in last["answers"] if a["word"] == last["word"]]
        rounds.append({"round": last["round"], "word": last["word"],
                       "certain": certain_after(last["clues"]), "cracked": cracked})
    return {"rounds": rounds}
