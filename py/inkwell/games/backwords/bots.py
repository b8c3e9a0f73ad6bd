"""Backwords bots: each reads only its own view and returns one action.

- random: a random word it can create or a random change it can make (or
  it passes); it lets words stand unless the judge list does not know them.
- greedy: the move that scores most now, completing the objective first.
- strong: greedy's search, plus the end of the round in mind: empties its
  hand once its objective is done, weighs the cards left in hand (a wild
  costs 10) more as the draw pile runs low, and prefers words that count
  towards an objective of several words.
Moves come from the shared word search (`all_moves`, through wordcards.plays): words from the hand
and the last few cards of the discard row (pulling only as deep as the word
needs), and changes to every word on the table.  Each chosen move is
checked by the engine's own planner before it is played.
"""

from inkwell.core import InkwellError
from inkwell.core.background import finish
from inkwell.core.words import points_said
from inkwell.wordcards import lexicon, plays
from inkwell.wordcards.coach import advise, judged

from . import cards, objectives, table
from .views import table_of

DEEPEST_PULL = 6
CHANGE_PULL = 3
CHECKED = 40
FOUND = 60


def supply(view, depth, keep=()):
    """The Playables a move may use: `keep` first (a word's own letters, which
    a change keeps where it can), then the hand, then the row from the newest
    back, so a word pulls only as deep as it must."""
    out = list(keep)
    for c in view["hand"]:
        out.append(playable(c, 10 + c["points"]))
    for depth_, c in enumerate(view["row"][::-1][:depth]):
        out.append(playable(c, c["points"] - 2 * depth_))
    return out


def playable(card, worth):
    letters = None if card["kind"] == cards.WILD else card["kind"]
    return plays.Playable(card["id"], letters, worth=worth)


def search(view, playable_cards, min_length, budget=None):
    """Slices of the word search; returns find_plays' list (`budget`: the
    finder's branches, plays.BUDGET unless given)."""
    wilds = sum(1 for p in playable_cards if p.letters is None)
    try:
        return (yield from plays.find_plays_steps(
            lexicon.bot_list(view["options"]["dictionary"]), playable_cards, wilds=wilds,
            limit=FOUND, min_length=min_length, budget=budget))
    except InkwellError:
        return []


def pull_for(view, used):
    newest_first = [c["id"] for c in view["row"][::-1]]
    deep = [newest_first.index(c) for c in used if c in newest_first]
    return max(deep) + 1 if deep else 0


def create_moves(view, budget=None):
    found = yield from search(view, supply(view, DEEPEST_PULL), cards.MIN_LENGTH, budget)
    return [{"type": "create", "pull": pull_for(view, [e["card"] for e in entries]),
             "cards": entries} for entries, _, _ in found]


def change_moves(view, word, budget=None):
    keep = [plays.Playable(("stack", i), ch, worth=100) for i, ch in enumerate(word["text"])]
    moves = []
    found = yield from search(view, supply(view, CHANGE_PULL, keep), len(word["text"]), budget)
    for entries, _, _ in found:
        letters = change_letters(word, entries)
        if letters:
            used = [e["card"] for e in letters if "card" in e]
            moves.append({"type": "change", "pull": pull_for(view, used),
                          "words": [{"word": word["id"], "letters": letters}]})
    return moves


def change_letters(word, entries):
    """A spell list over the word's own letters and new cards, as a change:
    the word's stacks kept where used, and the first new cards covering the
    stacks left over; None when it adds no card (that scores nothing)."""
    kept = {e["card"][1] for e in entries if isinstance(e["card"], tuple)}
    if len(kept) == len(entries):
        return None
    leftover = [i for i in range(len(word["text"])) if i not in kept]
    letters = []
    for e in entries:
        if isinstance(e["card"], tuple):
            letters.append({"stack": e["card"][1]})
            continue
        letter = {"card": e["card"], "wild": e["wild"]}
        if leftover:
            letter["stack"] = leftover.pop(0)
        letters.append(letter)
    return letters


def move_steps(view, budget=None):
    """Slices of the search for moves; returns them: creates, then changes
    per word on the table (`budget`: each search's branches)."""
    moves = []
    if "create" in view["allowed"]:
        moves += yield from create_moves(view, budget)
    if "change" in view["allowed"]:
        for word in view["words"]:
            moves += yield from change_moves(view, word, budget)
    return moves


def all_moves(view, budget=None):
    return finish(move_steps(view, budget))


def worth_checking(view, moves):
    """The moves the planner checks: the best by a quick estimate."""
    return sorted(moves, key=lambda m: estimate(view, m), reverse=True)[:CHECKED]


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
                                          objectives.verb_test(view["options"]))
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
        text = "".join(e["wild"] or cards.kind(e["card"]) for e in move["cards"])
        added = move["cards"]
    else:
        text = ""
        added = [e for e in move["words"][0]["letters"] if "card" in e]
    me = view["players"][view["me"]]
    bonus = 20 if objectives.qualifies(me["objective"], text, lambda w: True) else 0
    return bonus + len(added) + sum(cards.points(cards.kind(e["card"])) for e in added) - move["pull"]


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


def best_move(view, strong, budget=None):
    best, best_value = None, 0
    for move in worth_checking(view, all_moves(view, budget)):
        judged = evaluate(view, move)
        if judged is None:
            continue
        worth = value(view, move, judged[0], judged[1], strong)
        if best is None or worth > best_value:
            best, best_value = move, worth
    return best


def judge_words(view):
    return all(lexicon.judge_accepts(t) for t in view["challenge"]["words"])


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


def level(strong, budget=None):
    """The greedy or strong bot; `budget`: its searches' branches (a cheaper
    strong bot answers for the rivals in the expert's look-ahead)."""
    def bot(view, rng):
        if view["phase"] in ("challenge", "vote"):
            return react(view)
        return best_move(view, strong, budget) or {"type": "pass"}
    return bot


BOTS = {"random": random_bot, "greedy": level(False), "strong": level(True)}


# -- the coach ------------------------------------------------------------------

def coach(view, played):
    """The coach's slices (wordcards.coach) on a create or change: the strong
    bot's best move from the same view, by the strong bot's measure."""
    return advise(view, played, judge, strong_moves, kind="move")


def judge(view, move):
    if view["phase"] != "act" or not isinstance(move, dict) or move.get("type") not in ("create", "change"):
        return None
    checked = evaluate(view, move)
    if checked is None:
        return None
    plan, completes = checked
    new = " ".join(plan["texts"]).upper()
    if move["type"] == "create":
        said = "create " + new
    else:
        on_table = {w["id"]: w["text"] for w in view["words"]}
        said = "change " + " ".join(on_table[c["word"]] for c in move["words"]).upper() + " to " + new
    said += f" ({points_said(plan['points'])}{', completes your objective' if completes else ''})"
    return judged(new, said, plan["points"], value(view, move, plan, completes, True), move,
                  [plan["points"], bool(completes)])


def strong_moves(view):
    moves = yield from move_steps(view)
    yield from worth_checking(view, moves)


ABOUT = {
    "random": "Makes a random word or change it finds, or passes.",
    "greedy": "Makes the move that scores most now, its objective first.",
    "strong": "Greedy's search with the round's end in mind: empties its hand, minds the cards left in it.",
    "expert": "Plays the strong bot's best few moves out against hands it guesses, and keeps the best.",
}
"""Each level in one line, easiest first (the set-up lists them so)."""
