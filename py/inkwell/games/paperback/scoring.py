"""Score a word: the top-left values of its cards plus the bonuses of the
abilities in it (rulebook, steps 3 and 4).  Pure: the engine, the
`score_word` query and the bots all call `score`.

A word is a list of parts {"def": definition, "letter": what the card
stands for ("th" for a two-letter card), "wild": bool}.  Decided here: a
wild (a Fame card) scores 0 but counts one letter; a two-letter card counts
two letters on the length track.

>>> from inkwell.games.paperback.cards import definitions
>>> t = next(d for d in definitions() if d["kind"] == "starter" and d["letters"] == "T")
>>> fame = next(d for d in definitions() if d["kind"] == "starter_fame")
>>> e_draw = next(d for d in definitions() if d["letters"] == "E" and d["ability"] == {"kind": "draw", "n": 1})
>>> word = [part(t, "t"), part(fame, "h", True), part(e_draw, "e")]
>>> r = score(word)
>>> r["score"], r["length"], r["extra_cards"]
(2, 3, 1)
>>> th = next(d for d in definitions() if d["letters"] == "TH" and d["ability"] is None)
>>> score([part(th, "th"), part(e_draw, "e")])["length"]
3
>>> score([part(th, "th"), part(e_draw, "e")], tax=5)["score"]
0
"""

from .cards import VOWELS


def part(definition, letter, wild=False):
    return {"def": definition, "letter": letter, "wild": wild}


def score(parts, tax=0):
    """{"letters": base points, "bonus", "tax", "score" (what the word earns,
    never below 0), "length" (letters, for the track), "extra_cards" (next
    hand), "may" (indexes of parts with a "may" ability), "attacks"
    ([{kind, n}]), "explain" (one line per bonus)}."""
    base = sum(p["def"]["score"] for p in parts if not p["wild"])
    out = {"letters": base, "bonus": 0, "tax": 0, "length": sum(len(p["letter"]) for p in parts),
           "extra_cards": 0, "may": [], "attacks": [], "explain": []}
    for i, p in enumerate(parts):
        ability = p["def"]["ability"]
        if ability:
            apply_ability(ability, i, parts, out)
    total = base + out["bonus"]
    out["tax"] = min(tax, total)
    out["score"] = total - out["tax"]
    return out


def apply_ability(ability, i, parts, out):
    kind, n = ability["kind"], ability.get("n", 0)
    bonus = 0
    if kind == "coins":
        bonus = n
    elif kind == "coins_if_length" and out["length"] >= ability["length"]:
        bonus = n
    elif kind == "coins_next_to_vowel" and next_to_vowel(parts, i):
        bonus = n
    elif kind == "double_left" and i > 0 and not parts[i - 1]["wild"]:
        bonus = parts[i - 1]["def"]["score"]
    elif kind == "draw":
        out["extra_cards"] += n
    elif kind == "may_trash":
        out["may"].append(i)
    elif kind.startswith("attack_") and out["length"] >= ability.get("length", 0):
        out["attacks"].append({"kind": kind, "n": n})
    if bonus:
        out["bonus"] += bonus
        out["explain"].append({"part": i, "bonus": bonus, "kind": kind})


def next_to_vowel(parts, i):
    left = parts[i - 1]["letter"][-1] if i > 0 else ""
    right = parts[i + 1]["letter"][0] if i + 1 < len(parts) else ""
    return any(c and c in VOWELS for c in (left, right))
