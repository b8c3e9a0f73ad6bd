"""Backwords bots: each reads only its own view and returns one action.

- random: a random word it can create or a random change it can make (or
  it passes); it lets words stand unless the judge list does not know them.
- greedy: the move that scores most now, completing the objective first.
- strong: greedy's search, plus the end of the round in mind: empties its
  hand once its objective is done, weighs the cards left in hand (a wild
  costs 10) more as the draw pile runs low, and prefers words that count
  towards an objective of several words.
Moves come from the bots' word search (`find_moves`): words from the hand
and the last few cards of the discard row (pulling only as deep as the word
needs), and changes to every word on the table.  Each chosen move is
checked by the engine's own planner before it is played.
"""

from inkwell.core import InkwellError

from . import cards, lexicon, objectives, table
from .views import table_of

DEEPEST_PULL = 6
CHANGE_PULL = 3
CHANGE_GROWTH = 3
CHECKED = 40


def search_list(view):
    # With votes, play words people know: the common list.
    name = view["options"]["dictionary"]
    return "common" if lexicon.is_vote(name) else name


class Supply:
    """The cards a move may use: the hand, then the row from the newest back."""

    def __init__(self, view, depth):
        self.hand = [(c["id"], c["kind"]) for c in view["hand"]]
        row = [(c["id"], c["kind"]) for c in view["row"]]
        self.pullable = row[::-1][:depth]                     # newest first
        self.letters = [k for _, k in self.hand + self.pullable if k != cards.WILD]
        self.wilds = [cid for cid, k in self.hand if k == cards.WILD]

    def take(self, need):
        """Cards for the letters `need` (a list): hand first, then the
        shallowest pull, then hand wilds; (cards in order, wild flags) or None."""
        hand = {}
        for cid, k in self.hand:
            hand.setdefault(k, []).append(cid)
        row = {}
        for cid, k in self.pullable:
            row.setdefault(k, []).append(cid)
        wilds = list(self.wilds)
        out = []
        for letter in need:
            pile = hand.get(letter) or row.get(letter)
            if pile:
                out.append((pile.pop(0), None))
            elif wilds:
                out.append((wilds.pop(), letter))
            else:
                return None
        return out

    def pull_for(self, used):
        ids = [cid for cid, _ in self.pullable]
        deep = [ids.index(c) for c in used if c in ids]
        return max(deep) + 1 if deep else 0


def finder(view, tiles, wilds, min_length, max_length):
    if not tiles and not wilds:
        return []
    try:
        return [m.word for m in lexicon.find_words(search_list(view), tiles, wilds=min(wilds, 6),
                                                   min_length=min_length, max_length=max_length)]
    except InkwellError:
        return []


def entry(card, wild):
    return {"card": card} if wild is None else {"card": card, "as": wild}


def create_moves(view):
    supply = Supply(view, min(DEEPEST_PULL, len(view["row"])))
    found = finder(view, supply.letters, len(supply.wilds), cards.MIN_LENGTH, 12)
    moves = []
    for word in found:
        picked = supply.take(list(word))
        if picked:
            used = [c for c, _ in picked]
            moves.append({"type": "create", "pull": supply.pull_for(used),
                          "cards": [entry(c, w) for c, w in picked]})
    return moves


def change_moves(view, word):
    supply = Supply(view, min(CHANGE_PULL, len(view["row"])))
    old = word["text"]
    found = finder(view, list(old) + supply.letters, len(supply.wilds), len(old),
                   len(old) + CHANGE_GROWTH)
    moves = []
    for text in found:
        letters = change_letters(old, text, supply)
        if letters:
            used = [e["card"] for e in letters if "card" in e]
            moves.append({"type": "change", "pull": supply.pull_for(used),
                          "words": [{"word": word["id"], "letters": letters}]})
    return moves


def change_letters(old, text, supply):
    """The letters of a change from `old` to `text`: old stacks kept where
    the letter matches, new cards elsewhere, the first new cards covering
    the old stacks left over; None when it adds no card."""
    free = {}
    for i, ch in enumerate(old):
        free.setdefault(ch, []).append(i)
    plan, need = [], []
    for ch in text:
        if free.get(ch):
            plan.append({"stack": free[ch].pop(0)})
        else:
            plan.append(None)
            need.append(ch)
    if not need:
        return None
    picked = supply.take(need)
    if picked is None:
        return None
    leftover = [i for stacks in free.values() for i in stacks]
    letters = []
    for slot in plan:
        if slot is None:
            card, wild = picked.pop(0)
            slot = entry(card, wild)
            if leftover:
                slot["stack"] = leftover.pop(0)
        letters.append(slot)
    return letters


def all_moves(view):
    moves = []
    if "create" in view["allowed"]:
        moves += create_moves(view)
    if "change" in view["allowed"]:
        for word in view["words"]:
            moves += change_moves(view, word)
    return moves


# -- judging --------------------------------------------------------------------

def evaluate(view, move):
    """(plan, completes) from the engine's planner, or None if it refuses."""
    on_table = table_of(view)
    try:
        plan = (table.plan_create if move["type"] == "create" else table.plan_change)(on_table, move)
    except InkwellError:
        return None
    me = view["me"]
    completes = objectives.move_completes(view["players"][me], me, on_table["words"], plan,
                                          lexicon.is_verb(view["options"]))
    return plan, completes


def hand_cost(view, move, plan):
    """What the hand left after `move` would cost at the end of the round."""
    used = set(plan["hand_used"])
    left = [c["kind"] for c in view["hand"] if c["id"] not in used]
    left += [cards.kind(c) for c in plan["kept"]]
    return sum(cards.penalty(k) for k in left), len(left)


def estimate(view, move):
    """A quick guess of a move's worth (before the planner checks it)."""
    if move["type"] == "create":
        text = "".join(e.get("as") or cards.kind(e["card"]) for e in move["cards"])
    else:
        text = "".join(e.get("as") or "?" for e in move["words"][0]["letters"])
    me = view["players"][view["me"]]
    bonus = 20 if move["type"] == "create" and objectives.qualifies(
        me["objective"], text, lambda w: True) else 0
    added = move["cards"] if move["type"] == "create" else [
        e for e in move["words"][0]["letters"] if "card" in e]
    return bonus + len(text) + sum(cards.points(cards.kind(e["card"])) for e in added) - move["pull"]


def value(view, move, plan, completes, strong):
    me = view["players"][view["me"]]
    worth = plan["points"] + (60 if completes else 0)
    cost, left = hand_cost(view, move, plan)
    if strong:
        players = len(view["players"])
        urgency = 1.0 if view["draw_size"] <= 2 * players else 0.25
        worth -= cost * urgency
        if (me["done"] or completes) and left == 0:
            worth += 100       # the round ends now, with the objective done
        if move["type"] == "create" and not completes and any(
                objectives.qualifies(me["objective"], t, lambda w: True) for t in plan["texts"]):
            worth += 15        # one of several words an objective asks for
    else:
        worth -= 0.2 * len(plan["kept"])
    return worth


def best_move(view, strong):
    moves = sorted(all_moves(view), key=lambda m: estimate(view, m), reverse=True)
    best, best_value = None, 0
    for move in moves[:CHECKED]:
        judged = evaluate(view, move)
        if judged is None:
            continue
        worth = value(view, move, judged[0], judged[1], strong)
        if best is None or worth > best_value:
            best, best_value = move, worth
    return best


def judge_words(view):
    return all(lexicon.is_word(lexicon.JUDGE, t) for t in view["challenge"]["words"])


def react(view):
    """Challenges and votes: the judge list decides."""
    if view["phase"] == "challenge":
        return {"type": "accept" if judge_words(view) else "challenge"}
    return {"type": "vote", "valid": judge_words(view)}


def random_bot(view, rng):
    if view["phase"] in ("challenge", "vote"):
        return react(view)
    moves = all_moves(view)
    rng.shuffle(moves)
    for move in moves[:CHECKED]:
        if evaluate(view, move) is not None and rng.below(5):
            return move
    return {"type": "pass"}


def level(strong):
    def bot(view, rng):
        if view["phase"] in ("challenge", "vote"):
            return react(view)
        return best_move(view, strong) or {"type": "pass"}
    return bot


BOTS = {"random": random_bot, "greedy": level(False), "strong": level(True)}
