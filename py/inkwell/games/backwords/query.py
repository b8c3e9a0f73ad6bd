"""What a move would earn, asked from the mover's own view before confirming."""

from inkwell.core import InkwellError

from inkwell.wordcards import lexicon

from . import objectives, table
from .views import table_of


def score_move(view, action):
    """{"ok", "points", "words", "pull", "kept", "returned", "completes",
    "explain", "code"} for a create or change action the viewer could take now:
    points as the engine will count them, the pull as it will stand (cards
    pulled beyond the last one used go back), whether it completes the
    viewer's objective, and, when not ok, why the engine would refuse it
    ("unchanged": a change that changes nothing yet, not a mistake)."""
    if view["me"] is None:
        return refused("Spectators do not play.")
    if not isinstance(action, dict) or action.get("type") not in ("create", "change"):
        return refused("Ask about a create or change action.")
    if action["type"] not in view["allowed"]:
        return refused("You cannot " + action["type"] + " now.")
    on_table = table_of(view)
    try:
        plan = (table.plan_create if action["type"] == "create" else table.plan_change)(on_table, action)
    except InkwellError as err:
        return refused(err.message, err.code)
    explain = not_words(view, plan["texts"])
    return {"ok": explain is None, "points": plan["points"], "words": plan["texts"],
            "pull": plan["pull"], "kept": plan["kept"], "returned": plan["returned"],
            "completes": objectives.move_completes(view["players"][view["me"]], view["me"], on_table["words"],
                                                  plan, objectives.verb_test(view["options"])),
            "explain": explain}


def refused(reason, code="illegal"):
    return {"ok": False, "points": 0, "words": [], "pull": 0, "kept": [], "returned": [],
            "completes": False, "explain": reason, "code": code}


def not_words(view, texts):
    name = view["options"]["dictionary"]
    if lexicon.is_vote(name):
        return None
    for text in texts:
        if not lexicon.is_word(name, text):
            return f"“{text}” is not in the {name} dictionary."
    return None

