"""Set a Backwords table by letters, for the rule tests."""

from inkwell.games.backwords import GAME
from inkwell.games.backwords.cards import DECK
from inkwell.games.backwords.rounds import zones
from inkwell.wordcards.piles import check_conserved


class Cards:
    """Hands out card ids by kind, each id once."""

    def __init__(self):
        self.free = list(range(len(DECK)))

    def take(self, kind):
        card = next(c for c in self.free if DECK[c] == kind)
        self.free.remove(card)
        return card

    def many(self, kinds):
        return [self.take(k) for k in kinds]


def letters(text):
    """'lim%' -> ['l', 'i', 'm', 'wild']"""
    return ["wild" if ch == "%" else ch for ch in text]


def arrange(players=3, hands=(), row="", words=(), draw=None, dictionary="common", turn=0, **extra):
    """A state with these hands (strings), row (oldest first), words
    [(owner, "text")], and the rest of the cards in the draw pile (`draw`:
    its top cards, in the order they will be flipped).  Skips and Backwords go to the
    bottom of the draw pile unless `draw` names them."""
    state = GAME.setup({"dictionary": dictionary}, [f"P{i + 1}" for i in range(players)], 5)
    pool = Cards()
    state["hands"] = [pool.many(letters(h)) for h in list(hands) + [""] * (players - len(hands))]
    state["row"] = pool.many(letters(row))
    state["words"] = []
    for n, (owner, text) in enumerate(words):
        state["words"].append({"id": n, "owner": owner, "stacks": [[c] for c in pool.many(letters(text))],
                               "text": text.replace("%", "e")})
        state["players"][owner]["created"] += 1
    state["next_word"] = len(state["words"])
    top = pool.many(draw or [])
    rest = sorted(pool.free, key=lambda c: DECK[c] not in ("skip", "backwords"))
    state["draw"] = rest + top[::-1]
    state["out"], state["drawn"] = [], []
    state["turn"] = {"seat": turn, "phase": "act", "number": state["turns"], "move": None}
    for key, value in extra.items():
        state[key] = value
    return state, pool


def ids_of(state, seat, text):
    """Card ids in `seat`'s hand spelling `text` in order ('%' for a wild)."""
    hand = list(state["hands"][seat])
    out = []
    for k in letters(text):
        card = next(c for c in hand if DECK[c] == k)
        hand.remove(card)
        out.append(card)
    return out


def row_ids(state, text):
    """Card ids of the row, matched by kind from the newest back."""
    row = list(state["row"])
    out = []
    for k in letters(text):
        card = next(c for c in reversed(row) if DECK[c] == k)
        row.remove(card)
        out.append(card)
    return out


def conserved(state):
    """Every one of the 104 cards in exactly one place (the shared check)."""
    problems = check_conserved(zones(state), range(len(DECK)))
    assert not problems, problems
    return True
