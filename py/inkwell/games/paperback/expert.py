"""Paperback's expert bot: the strong bot's words and purchases, with the
end of the game in view.

- The race: the game ends after the turn in which a second Fame pile
  empties or the last Common card is taken, and the most fame wins (then
  the most Common cards).  Before a purchase or a word that would end the
  game, the bot checks who would win: it ends a game it wins, and never one
  it loses; ahead, it empties nearly empty Fame piles; behind, it leaves the
  last card of a pile alone while another pile is already empty.
- Purchases otherwise as the strong bot's (a measure by expected draws,
  wordcards.lookahead, lost more games than it won); `turns_left` says how
  many rounds the race leaves, for the measures still to try.
- Its next hand: the draw pile's cards are known but not their order, so
  it can deal sample hands from them and count the coins they would bring,
  to save for a dearer Fame card when those coins reach it (SAVE: off, as
  it changed no game of 200 measured).

It reads only its view; its work is a fixed count of samples.
"""

from inkwell.wordcards import lookahead
from inkwell.wordcards.bots import by_phase

from . import bots, cards

HANDS = 8               # sample next hands
WIN = 1000
SAVE = False            # saving for a dearer Fame card: measured no better


def fame_now(view):
    return [p["fame"] for p in view["players"]]


def wins(view, extra_fame, extra_commons=0):
    """Whether the bot wins a game that ended now with `extra_fame` more."""
    me = view["me"]
    fame = fame_now(view)
    mine = (fame[me] + extra_fame, view["players"][me]["commons"] + extra_commons)
    rivals = [(fame[s], view["players"][s]["commons"]) for s in range(len(fame)) if s != me]
    return all(mine > r for r in rivals)


def turns_left(view):
    """Rounds left before the game ends, roughly: the two cheapest Fame
    piles still stocked empty at the pace Fame cards have gone so far (at
    least one every two rounds), the Common cards at theirs."""
    stocked = sorted((f for f in view["fame"] if f["count"]), key=lambda f: f["cost"])
    need = 2 - view["ending"]["empty_fame_piles"]
    left = sum(f["count"] for f in stocked[:max(0, need)])
    rounds = max(1, view["round"])
    start = sum(cards.fame_counts(len(view["players"])).values())
    gone = start - sum(f["count"] for f in view["fame"])
    by_fame = left / max(0.5, gone / rounds)
    pace = max(0.15, view["track"]["gained"] / rounds)
    by_commons = view["ending"]["commons_left"] / pace
    return max(1, min(int(by_fame), int(by_commons), 25))


def ends_game(view, card_def):
    """Whether buying `card_def` now ends the game at the end of this turn."""
    if view["ending"]["commons_left"] == 0:
        return True
    if card_def["kind"] != "fame":
        return view["ending"]["empty_fame_piles"] >= 2
    pile = next((f for f in view["fame"] if f["top"] and f["top"]["def"] == card_def["def"]), None)
    emptied = view["ending"]["empty_fame_piles"] + (1 if pile and pile["count"] == 1 else 0)
    return emptied >= 2


def deck_size(view):
    me = view["players"][view["me"]]
    return me["hand_size"] + me["draw_size"] + me["discard_size"]


def next_coins(view, rng):
    """The mean coins of sample next hands from the draw pile (the letters'
    points, a rough stand-in for the best word's)."""
    pool = [bots.definition(c) for c in view["my_deck"]]
    if len(pool) < 5:
        pool += [bots.definition(c) for c in view["my_discard"]]
    if not pool:
        return 0
    total, budget = 0, lookahead.Budget(HANDS)
    for _ in range(HANDS):
        if not budget.spend():
            break
        hand = lookahead.deal_unseen(pool, [5], rng)[0]
        total += sum(d["score"] for d in hand)
    return total / HANDS


def appeal(view, d, t, ahead):
    """The worth of buying `d`: the strong bot's measure (letters early,
    Fame late, by how far the game is towards its end, `t`), and the race:
    the last card of a Fame pile brings the end nearer, good when ahead."""
    if d["kind"] == "fame":
        value = d["fame"] * (2.0 + 4 * t)
        pile = next(f for f in view["fame"] if f["top"] and f["top"]["def"] == d["def"])
        if pile["count"] == 1:
            value += 2 if ahead else -2
        return value
    vowel = 1.0 if d["letters"] and set(d["letters"].lower()) & set(cards.VOWELS) else 0
    return (bots.worth(d) + vowel) * (1.6 - t)


def buy(view, rng):
    can = bots.affordable(view)
    if not can:
        return {"type": "end"}
    me = view["me"]
    fame = fame_now(view)
    ahead = fame[me] >= max(f for s, f in enumerate(fame) if s != me)
    t = bots.late(view)
    best, best_value = {"type": "end"}, 1.0
    dearest = max((f for f in view["fame"] if f["top"]), key=lambda f: f["cost"], default=None)
    for card, d in can:
        if ends_game(view, d):
            value = WIN if wins(view, d["fame"]) else -WIN
        else:
            value = appeal(view, d, t, ahead)
        if value > best_value:
            best, best_value = {"type": "buy", "card": card["id"]}, value
    if SAVE and best["type"] == "buy" and best_value < WIN and dearest and not view["bought"]:
        # Save for a dearer Fame card when next hand's coins would reach it
        # with what is left (coins do not carry over, so only a cheap letter
        # is worth giving up for it).
        chosen = bots.definition(next(c for c, _ in can if c["id"] == best["card"]))
        if chosen["kind"] != "fame" and best_value < 2 and next_coins(view, rng) >= dearest["cost"]:
            return {"type": "end"}
    return best


def spell(view, rng):
    """The strong bot's word, unless it takes the last Common card in a game
    the bot would then lose (and another word does not)."""
    options = bots.candidates(view)
    if not options:
        return {"type": "pass"}
    ranked = sorted(options, key=lambda o: (-bots.value(o[1], True), -o[1]["length"]))

    def ends(o):
        return o[1]["gains_common"] and view["ending"]["commons_left"] == 1
    winning = [o for o in ranked if ends(o) and wins(view, 0, 1)]
    safe = [o for o in ranked if not ends(o)]
    return {"type": "spell", "word": (winning or safe or ranked)[0][0]}


expert_bot = by_phase({"spell": spell, "choose": bots.strong_trash}, buy)
