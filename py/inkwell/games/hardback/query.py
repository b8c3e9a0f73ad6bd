"""Questions the UI (and the bots) ask without acting: what would this word
earn, and why would it be refused?  Answered from the asking seat's view."""

from inkwell.core import IllegalAction
from inkwell.wordcards import lexicon, tiles

from . import actions, cards, spelling
from .benefits import Play

SPELL = next(m for m in actions.MOVES if m.type == "spell")


def definition(def_index):
    return cards.definitions()[def_index]


def view_defs(view):
    """{card id: definition number} of every card the viewer may spell with."""
    defs = {c["id"]: c["def"] for c in view["hand"] + view["inked"]}
    for p in view["players"]:
        defs.update((c["id"], c["def"]) for c in p["classics"])
    return defs


def view_holding(view, defs):
    """What the viewer may spell with (spelling.holding), from its view."""
    classics = [(p["seat"], [c["id"] for c in p["classics"]]) for p in view["players"]]
    return spelling.holding(view["me"], [c["id"] for c in view["hand"]],
                            [c["id"] for c in view["inked"]], classics,
                            lambda c: definition(defs[c])["letter"].lower())


def slots_from_view(view, word):
    """The slots of `word` as the engine would build them (with each card's
    "def"), or (None, reason)."""
    if view["me"] is None:
        return None, "Spectators do not spell."
    defs = view_defs(view)
    try:
        SPELL.check({"type": "spell", "word": word})  # the shape, as the core checks it first
        slots = spelling.parse(word, view_holding(view, defs))
    except IllegalAction as refused:
        return None, refused.message
    for s in slots:
        s["def"] = defs[s["card"]]
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
    defs = view_defs(view)
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
    text = tiles.text_of(slots)
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
