"""Issue 39 part 3: screen Paperback buying and word rules against the strong bot.

A variant is the strong bot with some of its weights changed (P0 holds
today's, as bots.py has them); each runs a `match` against strong, seats
rotated.  Results and what they mean: bench/paperback_expert.md.

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
from inkwell.games.paperback import bots, cards, endgame  # noqa: E402
from inkwell.wordcards.bots import by_phase  # noqa: E402

P0 = dict(fame_from=8, late_fame=0.5, min_second=1.2, common_worth=4, extra=1.2,
          econ=dict(bots.ECONOMY), vowel=0.3, two=0.3, trash="starter", trash_min=8,
          ahead_race=False, fame5_until=None, save=False, fame_min_coins=0, exact_end=False)


def economy(d, p):
    a = d["ability"]
    v = d["score"] + (p["econ"].get(a["kind"], 0) * a.get("n", 1) if a else 0)
    if d["letters"] and set(d["letters"].lower()) & set(cards.VOWELS):
        v += p["vowel"]
    if d["letters"] and len(d["letters"]) == 2:
        v += p["two"]
    return v


def rule(can, t, bought_any, p, view):
    fame = [(c, d) for c, d in can if d["kind"] == "fame"]
    if fame:
        card, d = max(fame, key=lambda cd: cd[1]["cost"])
        ok = d["cost"] >= p["fame_from"] or t >= p["late_fame"]
        if p["fame5_until"] is not None and d["cost"] == 5 and view["round"] <= p["fame5_until"]:
            ok = False
        if ok:
            return card, d
    letters = [(c, d) for c, d in can if d["kind"] != "fame"]
    if not letters:
        return None
    card, d = max(letters, key=lambda cd: (economy(cd[1], p), cd[1]["cost"], -cd[0]["id"]))
    if bought_any and economy(d, p) < p["min_second"]:
        return None
    return card, d


def make(p):
    def buy(view, rng):
        can = bots.affordable(view)
        if p["exact_end"] and can:
            # a purchase ending the game: take a sure win, avoid a sure loss
            for c, d in sorted(can, key=lambda cd: -cd[1]["cost"]):
                r = endgame.result_after(view, d if d["kind"] == "fame" else None, view["coins"] - d["cost"])
                if r == 1.0:
                    return {"type": "buy", "card": c["id"]}
        card = rule(can, bots.late(view), bool(view["bought"]), p, view)
        if card and p["exact_end"]:
            c, d = card
            r = endgame.result_after(view, d if d["kind"] == "fame" else None, view["coins"] - d["cost"])
            if r is not None and r < 0.5:
                # buying it ends the game lost: buy something else that does not end it
                alt = [(c2, d2) for c2, d2 in can if d2["kind"] != "fame"]
                card = rule(alt, 0, bool(view["bought"]), p, view) if alt else None
        return {"type": "buy", "card": card[0]["id"]} if card else {"type": "end"}

    def value(result):
        return result["score"] + p["common_worth"] * result["gains_common"] + p["extra"] * result["extra_cards"]

    def spell(view, rng):
        options = bots.candidates(view)
        if not options:
            return {"type": "pass"}
        word, _ = max(options, key=lambda o: (value(o[1]), o[1]["length"]))
        return {"type": "spell", "word": word}

    def trash(view, rng):
        hand = {c["id"]: bots.definition(c) for c in view["hand"]}
        kinds = {"starter": ("starter",), "wild": ("starter_fame",), "both": ("starter_fame", "starter"), "none": ()}[p["trash"]]
        size = len(view["my_deck"]) + len(view["my_discard"])
        for k in kinds:
            weak = [c for c in view["choice"]["targets"] if hand[c]["kind"] == k and size > p["trash_min"]]
            if weak:
                return {"type": "trash", "card": weak[0]}
        return {"type": "decline"}
    return by_phase({"spell": spell, "choose": trash}, buy)


def screen(p, games=200, seed=7, rival="strong"):
    game = get("paperback")
    type(game).bots = dict(type(game).bots, tuned=make(p))
    r = match("paperback", ["tuned", rival], games=games, seed=seed)
    w = r["levels"]["tuned"]["win_rate"]
    n = r["finished"]
    se = math.sqrt(w * (1 - w) / n)
    # seat split
    first = [g for g in r["played"] if g["seats"][0] == "tuned"]
    f0 = sum((1 if g["winners"] == [0] else 0.5 if 0 in g["winners"] else 0) for g in first) / max(1, len(first))
    return w, se, f0, r["levels"]["tuned"]["mean_score"], r["levels"][rival]["mean_score"]

if __name__ == "__main__":
    changes = json.loads(sys.argv[1])
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    for ch in changes:
        p = dict(P0); p["econ"] = dict(P0["econ"])
        for k, v in ch.items():
            if k.startswith("econ."):
                p["econ"][k[5:]] = v
            else:
                p[k] = v
        w, se, f0, ms, rs = screen(p, games, seed)
        print(json.dumps(ch), f"win {w:.3f} ±{1.96*se:.3f} first-seat {f0:.2f} fame {ms} vs {rs}", flush=True)
