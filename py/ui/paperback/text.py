# Words for the Paperback table: what a card is called, its label for
# screen readers, the log as sentences. No rules here: only how the engine's
# data reads to a person.
from dom import esc
from widgets.card import defn
from widgets import players
from widgets.log import vote_line

KINDS = {"starter": "Starting card", "starter_fame": "Starting Fame card", "letter": "Letter card",
         "attack": "Attack card", "fame": "Fame card", "common": "Common card"}
PHASES = {"spell": "making a word", "vote": "voting", "choose": "choosing", "buy": "buying",
          "over": "game over"}


def letters_of(defs, card):
    """What the card prints ("E", "TH"), or "" for a wild (Fame) card."""
    d = defn(defs, card)
    return (d.get("letters") or "").upper() if d else ""


def is_wild(defs, card):
    d = defn(defs, card)
    return d is not None and not d.get("letters")


def card_name(defs, card):
    """'TH (7¢)', 'Fame card (8¢, 2 fame)': for buttons and the log."""
    d = defn(defs, card)
    if d is None:
        return "a card"
    if d["kind"] == "fame":
        return "Fame card (" + str(d["cost"]) + "¢, " + fame_text(d["fame"]) + ")"
    if d["kind"] == "starter_fame":
        return "starting Fame card"
    if d["kind"] == "common":
        return "Common " + letters_of(defs, card)
    return letters_of(defs, card) + " (" + str(d["cost"]) + "¢)"


def fame_text(n):
    return str(n) + " fame"


def card_label(defs, card, cost=False):
    """Everything the card face says, for a screen reader."""
    d = defn(defs, card)
    if d is None:
        return "card"
    shown = letters_of(defs, card) or "wild"
    text = shown + ", " + KINDS.get(d["kind"], "card") + ", scores " + str(d["score"])
    if cost:
        text += ", costs " + str(d["cost"]) + "¢"
    if d.get("fame"):
        text += ", " + fame_text(d["fame"])
    if d.get("text"):
        text += ": " + d["text"]
    return text


name_of = players.name_of


def plural(n, word):
    return str(n) + " " + word + ("" if n == 1 else "s")


def log_line(view, entry, defs):
    """One log event as a sentence (HTML-escaped)."""
    who = name_of(view, entry.get("seat"))
    ev = entry.get("event")
    word = str(entry.get("word") or "").upper()
    card = card_name(defs, {"def": entry.get("def")}) if "def" in entry else "a card"
    text = vote_line(ev, who, word)
    if text is not None:
        return esc(text)
    if ev == "spelled":
        text = who + " made " + word + " for " + str(entry.get("score")) + "¢"
        if entry.get("common"):
            text += " and gained a Common card"
    elif ev == "passed":
        text = who + " passed and drew a new hand"
    elif ev == "ended":
        text = who + " ended the turn"
    elif ev == "bought":
        text = who + " bought " + card
    elif ev == "trashed":
        text = who + " removed " + card + " from the game"
    elif ev == "attack_tax":
        text = who + " attacked: every other player's next word earns " + str(entry.get("n")) + "¢ less"
    elif ev == "attack_short":
        text = (who + " attacked: every other player draws " + plural(entry.get("n") or 0, "card")
                + " fewer next hand")
    elif ev == "game_over":
        text = "The game is over"
    else:
        text = who + ": " + str(ev)
    return esc(text)
