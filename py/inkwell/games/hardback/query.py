"""Questions the UI (and the bots) ask without acting: what would this word
earn, and why would it be refused?  Answered from the asking seat's view."""

from . import cards, lexicon
from .benefits import Play


def definition(def_index):
    return cards.definitions()[def_index]


def slots_from_view(view, word):
    """The slots of `word` as the engine would build them, or (None, reason)."""
    me = view["me"]
    if me is None:
        return None, "Spectators do not spell."
    if not isinstance(word, list) or not word:
        return None, "Spell a word: a list of cards."
    hand = {c["id"]: c["def"] for c in view["hand"]}
    inked = {c["id"]: c["def"] for c in view["inked"]}
    classics = {c["id"]: (c["def"], p["seat"]) for p in view["players"] for c in p["classics"]}
    slots, seen = [], set()
    for entry in word:
        if not isinstance(entry, dict) or type(entry.get("card")) is not int:
            return None, 'Each letter is {"card": id, "wild": null or a letter}.'
        cid, wild = entry["card"], entry.get("wild")
        if cid in seen:
            return None, "A card can be used only once in a word."
        seen.add(cid)
        if cid in hand:
            d, owner = hand[cid], me
        elif cid in inked:
            d, owner = inked[cid], me
            if wild is not None:
                return None, "An inked card cannot be played wild."
        elif cid in classics:
            d, owner = classics[cid]
            if wild is not None:
                return None, "A Timeless Classic in play cannot be played wild."
        else:
            return None, "That card is not in your hand nor a Timeless Classic in play."
        if wild is not None and not (isinstance(wild, str) and len(wild) == 1 and wild.isalpha()):
            return None, "A wild card stands for one letter, a to z."
        letter = wild.lower() if wild else definition(d)["letter"].lower()
        slots.append({"card": cid, "def": d, "letter": letter, "wild": wild, "uncovered": False,
                      "classic": cid in classics, "owner": owner, "inked": cid in inked,
                      "gone": False})
    if set(inked) - seen:
        return None, "Every inked card must be used in your word."
    if len(slots) < 2:
        return None, "A word has at least 2 letters."
    return slots, None


def best_doubles(play):
    """Apply each double to its better target (what a sensible player picks)."""
    doubles = {}
    for _, pos in play.abilities("double", ()):
        targets = play.double_targets(pos)
        if not targets:
            continue
        best = max(targets, key=lambda p: value_alone(play, p))
        doubles[str(best)] = doubles.get(str(best), 0) + 1
    return doubles


def value_alone(play, pos):
    coins, stars, _ = play.totals({str(pos): 1})
    base_c, base_s, _ = play.totals({})
    return coins + stars - base_c - base_s


def evaluate(view, slots):
    """(coins, stars, choices) of a parsed word, doubles applied at best."""
    defs = {s["card"]: s["def"] for s in slots}
    for p in view["players"]:
        for c in p["classics"]:
            defs[c["id"]] = c["def"]
    own = [c["id"] for c in view["players"][view["me"]]["classics"]]
    play = Play(slots, own, view["me"], lambda c: definition(defs[c]))
    return play.totals(best_doubles(play))


def score_word(view, word, check_dictionary=True):
    """{"ok", "word", "coins", "stars", "choices", "explain"} for a word the
    viewer could spell now: coins and stars counted as the engine will
    (doubles on their best neighbour, no uncover), choices still open."""
    slots, reason = slots_from_view(view, word)
    if slots is None:
        return {"ok": False, "word": None, "coins": 0, "stars": 0, "choices": [], "explain": reason}
    text = "".join(s["letter"] for s in slots)
    coins, stars, choices = evaluate(view, slots)
    explain = why_not(view, text) if check_dictionary else None
    return {"ok": explain is None, "word": text, "coins": coins, "stars": stars,
            "choices": [{"kind": c["kind"], "n": c["n"], "card": c["card"]} for c in choices],
            "explain": explain}


def why_not(view, text):
    options = view["options"]
    if text in view["used_words"]:
        return f"“{text}” has already been spelled."
    if text in view.get("rejected", ()):
        return f"“{text}” was voted down this turn."
    name = options["dictionary"]
    if not lexicon.is_vote(name) and not lexicon.is_word(name, text):
        return f"“{text}” is not in the {name} dictionary."
    return None
