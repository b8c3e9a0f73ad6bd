# The card detail of a Backwords card: found by id wherever the view shows
# it (hand, discard row, a word's stacks), told from what the view says of
# it (its letter, points, and what it costs left in a hand).
import dom
from . import table


def where(view, card_id):
    """(card, the cards it covers, the word it is in) or None."""
    for c in (view.get("hand") or []) + (view.get("row") or []):
        if c["id"] == card_id:
            return c, [], None
    for w in view.get("words") or []:
        for st in w["stacks"]:
            for i, c in enumerate(st):
                if c["id"] == card_id:
                    return c, st[:i], w
    return None


points = dom.points


def lines_of(card, under, word):
    if card["kind"] == "wild":
        lines = ["Wild: it stands for any letter you choose, and scores " + points(card["points"]) + "."]
    else:
        lines = ["The letter " + card["kind"].upper() + ": it scores " + points(card["points"]) + " in a word."]
    lines.append("Left in your hand when the round ends: −" + points(card.get("penalty", 0)) + ".")
    if word is not None:
        lines.append("In the word " + str(word["text"]).upper() + " (" + points(word["points"]) + ").")
    if under:
        lines.append("It covers " + ", ".join(table.letter(c, "·") for c in under) + ".")
    return lines


def detail_of(s, key):
    v = s.view()
    try:
        card_id = int(key)
    except ValueError:
        return None
    found = where(v, card_id) if v is not None else None
    if found is None:
        return None
    card, under, word = found
    big = table.card_html(card, "div", "", "big", table.label(card), detail=False)
    return table.letter(card) + " · " + table.label(card), big, lines_of(card, under, word)
