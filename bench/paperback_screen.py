"""Issue 39 part 3: screen Paperback buying and word rules against the strong bot.

A variant is the strong bot with some of its weights changed: its buying
rule (bots.money_rule with another bots.Rule), the worth of the Common card
and of an extra card in a word, what its remover takes, a late first 5¢
Fame card, the exact end (expert.ending: a certain win taken, with
avoid_loss a certain loss put off), a word valued by the fame or letter its
coins buy (fame_w, letter_w), no pile left at its last card for a leading
rival (no_setup), and "second." keys for the later seat only.  Each plays a
`match` against strong, seats rotated.  Results and what they mean: bench/paperback_expert.md.

    PYTHONPATH=py python bench/paperback_screen.py '[{"min_second": 2.0}]' 400 7
"""

import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
from inkwell import games  # noqa: E402,F401  (registers the built-in games)
from inkwell.core import get  # noqa: E402
from inkwell.match import match  # noqa: E402
from inkwell.games.paperback import bots, expert  # noqa: E402
from inkwell.wordcards.bots import by_phase  # noqa: E402

WORD = {"common_worth": bots.COMMON_WORTH, "extra": 1.2}     # bots.value's weights
OTHER = {"trash": "starter", "trash_min": 8, "fame5_until": None, "exact_end": False, "avoid_loss": False, "no_setup": False,
         "fame_w": 0,
         "letter_w": 0}
TRASH = {"starter": ("starter",), "wild": ("starter_fame",), "both": ("starter_fame", "starter"),
         "none": ()}


def variant(change):
    """(bots.Rule, the other weights) of a change such as {"econ.draw": 1.5}."""
    rule, other, econ = bots.STRONG._asdict(), dict(WORD, **OTHER), dict(bots.ECONOMY)
    for key, v in change.items():
        if key.startswith("econ."):
            econ[key[5:]] = v
        elif key in rule:
            rule[key] = v
        else:
            other[key] = v
    rule["economy"] = econ
    return bots.Rule(**rule), other


def seated(change):
    """A bot that plays `change` from the first seat and `change` with its
    "second." keys over it from the second seat."""
    first = {k: v for k, v in change.items() if not k.startswith("second.")}
    second = dict(first, **{k[7:]: v for k, v in change.items() if k.startswith("second.")})
    bots_ = make(*variant(first)), make(*variant(second))
    return lambda view, rng: bots_[min(1, view["me"])](view, rng)


def sets_up(view, d, reach=8):
    """Whether buying Fame card `d` leaves the rival a pile whose last card
    (at most `reach`¢) ends the game with the rival ahead."""
    left = [[f["cost"], f["fame"], f["count"] - (f["cost"] == d["cost"])] for f in view["fame"]]
    if sum(1 for f in left if f[2] == 0) != 1:
        return False
    me = view["players"][view["me"]]
    mine = (me["fame"] + d["fame"], me["commons"])
    for p in view["players"]:
        if p["seat"] == view["me"]:
            continue
        for cost, fame, count in left:
            if count == 1 and cost <= reach and (p["fame"] + fame, p["commons"]) > mine:
                return True
    return False


def make(rule, p):
    def allowed(view, can):
        if p["fame5_until"] is not None and view["round"] <= p["fame5_until"]:
            can = [cd for cd in can if not (cd[1]["kind"] == "fame" and cd[1]["cost"] == 5)]
        return can

    def buy(view, rng):
        can = allowed(view, bots.affordable(view))
        if p["exact_end"]:
            for c, d in sorted(bots.affordable(view), key=lambda cd: -cd[1]["cost"]):
                if expert.ending(view, {"type": "buy", "card": c["id"]}) == 1.0:
                    return {"type": "buy", "card": c["id"]}
        card = bots.money_rule(can, bots.late(view), bool(view["bought"]), rule)
        if card and p["no_setup"] and card[1]["kind"] == "fame" and sets_up(view, card[1]):
            card = bots.money_rule([cd for cd in can if cd[1]["kind"] != "fame"], 0, bool(view["bought"]), rule)
        if card and p["avoid_loss"] and expert.ending(view, {"type": "buy", "card": card[0]["id"]}) == 0.0:
            # it ends the game lost: a letter instead, which does not end it
            card = bots.money_rule([cd for cd in can if cd[1]["kind"] != "fame"], 0, bool(view["bought"]), rule)
        return {"type": "buy", "card": card[0]["id"]} if card else {"type": "end"}

    def bought(view, coins):
        # What the rule's first purchase with the word's coins brings: the
        # fame and coins thresholds (8¢, 11¢) a word may reach or miss.
        can = allowed(view, [cd for cd in bots.on_offer(view) if cd[1]["cost"] <= coins])
        card = bots.money_rule(can, bots.late(view), False, rule)
        if card is None:
            return 0
        d = card[1]
        return p["fame_w"] * d["fame"] if d["kind"] == "fame" else p["letter_w"] * bots.economy(d, rule)

    def value(view, result):
        v = result["score"] + p["common_worth"] * result["gains_common"] + p["extra"] * result["extra_cards"]
        if p["fame_w"] or p["letter_w"]:
            v += bought(view, result["score"])
        return v

    def spell(view, rng):
        options = bots.candidates(view)
        if not options:
            return {"type": "pass"}
        word, _ = max(options, key=lambda o: (value(view, o[1]), o[1]["length"]))
        return {"type": "spell", "word": word}

    def trash(view, rng):
        hand = {c["id"]: bots.definition(c) for c in view["hand"]}
        if len(view["my_deck"]) + len(view["my_discard"]) > p["trash_min"]:
            for kind in TRASH[p["trash"]]:
                weak = [c for c in view["choice"]["targets"] if hand[c]["kind"] == kind]
                if weak:
                    return {"type": "trash", "card": weak[0]}
        return {"type": "decline"}
    return by_phase({"spell": spell, "choose": trash}, buy)


def screen(change, games, seed, rival="strong"):
    """(win rate, its standard error, the win rate from the first seat)."""
    game = get("paperback")
    type(game).bots = dict(type(game).bots, tuned=seated(change))
    r = match("paperback", ["tuned", rival], games=games, seed=seed)
    w = r["levels"]["tuned"]["win_rate"]
    first = [g for g in r["played"] if g["seats"][0] == "tuned"]
    f0 = sum(1 if g["winners"] == [0] else 0.5 if 0 in g["winners"] else 0 for g in first) / max(1, len(first))
    return w, math.sqrt(w * (1 - w) / r["finished"]), f0


if __name__ == "__main__":
    changes = json.loads(sys.argv[1])
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    for change in changes:
        w, se, f0 = screen(change, games, seed)
        print(json.dumps(change), f"win {w:.3f} ±{1.96 * se:.3f} first-seat {f0:.2f}", flush=True)
