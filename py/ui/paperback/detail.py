# The card detail of a Paperback card, told from its definition in the
# engine's card set (letters, score, cost, fame, ability).
from . import text as tx
from .cards import card_html


def lines_of(d):
    kind = d["kind"]
    letters = (d.get("letters") or "").upper()
    if not letters:
        lines = ["Wild: in a word it stands for any letter you choose."]
    elif len(letters) > 1:
        lines = ["Two letters, " + letters + ", played together in this order."]
    else:
        lines = ["The letter " + letters + "."]
    lines.append("Scores " + str(d["score"]) + "¢ in a word.")
    if d.get("text"):
        lines.append(d["text"] + ".")
    if d.get("fame"):
        lines.append("Worth " + tx.fame_text(d["fame"]) + " at the end of the game.")
    if kind == "common":
        lines.append("A Common card: any word may use the top one of the length track, and it stays there.")
    elif kind in ("starter", "starter_fame"):
        lines.append("A starting card.")
    else:
        lines.append("Costs " + str(d["cost"]) + "¢.")
    return lines


def detail_of(s, key):
    try:
        n = int(key)
    except ValueError:
        return None
    if s.defs is None or n < 0 or n >= len(s.defs):
        return None
    d = s.defs[n]
    card = {"def": n}
    title = (tx.letters_of(s.defs, card) or "Wild") + " · " + tx.KINDS.get(d["kind"], "Card")
    big = card_html(s, card, "div", "", "big", tx.card_label(s.defs, card, True), detail=False)
    return title, big, lines_of(d)
