# Words for the Hardback table: genre names and badges, card labels, log lines.
# No rules here: only how the engine's data reads to a person.
from dom import esc
from widgets.card import defn
from widgets import players
from widgets.log import vote_line

GENRE_NAMES = {"adventure": "Adventure", "horror": "Horror", "mystery": "Mystery",
               "romance": "Romance", "starter": "Starter"}
# A shape per genre, so colour is never the only clue (colour-blind players).
GENRE_ICONS = {"adventure": "⚔\ufe0e", "horror": "☠\ufe0e", "mystery": "?",
               "romance": "♥\ufe0e", "starter": "✎\ufe0e"}
GENRE_ORDER = ("starter", "adventure", "horror", "mystery", "romance")

CHOICE_PROMPTS = {
    "uncover": "Uncover a wild card next to this one: it gives its benefits face up.",
    "double": "Double the coins and points of a neighbouring card.",
    "coins_or_stars": "Take coins or points.",
    "ink": "Take ink or remover.",
    "dump": "Dump a card from your discard pile for coins.",
    "jail": "Jail a card of the offer row: reserve it for yourself, or remove it.",
    "trash_coins": "Trash this card for coins?",
    "trash_stars": "Trash this card for points?",
    "preview": "Look at the top cards of your deck: keep some on top (in the order you pick), discard the rest.",
}

PHASES = {"spell": "spelling", "vote": "voting", "resolve": "resolving benefits",
          "flush": "deciding on a flush", "buy": "buying", "over": "game over"}


def letter_of(defs, card):
    d = defn(defs, card)
    return d["letter"].upper() if d else "?"


def genre_of(defs, card):
    d = defn(defs, card)
    return d["genre"] if d else "starter"


def benefits_text(d):
    basic = ", ".join(d["text"]["basic"]) if d else ""
    bonus = ", ".join(d["text"]["bonus"]) if d else ""
    return basic, bonus


def card_name(defs, card):
    """'J (Adventure)' — for buttons and the log."""
    return letter_of(defs, card) + " (" + GENRE_NAMES.get(genre_of(defs, card), "") + ")"


def card_label(defs, card, cost=False):
    d = defn(defs, card)
    if d is None:
        return "card"
    basic, bonus = benefits_text(d)
    text = d["letter"].upper() + ", " + GENRE_NAMES[d["genre"]]
    if d.get("classic"):
        text += " Timeless Classic"
    if cost:
        text += ", costs " + str(d["cost"]) + "¢"
        if d.get("buy_stars"):
            text += " (+" + str(d["buy_stars"]) + "★ when bought)"
    if basic:
        text += ": " + basic
    if bonus:
        text += "; genre bonus: " + bonus
    return text


SOLO_RIVAL = "Penny Dreadful"


def name_of(view, seat):
    return players.name_of(view, seat, SOLO_RIVAL)


def amounts(coins, stars):
    parts = []
    if coins:
        parts.append(str(coins) + "¢")
    if stars:
        parts.append(str(stars) + "★")
    return " and ".join(parts) if parts else "nothing"


def known_card(known, defs, card_id):
    if card_id is None:
        return "a card"
    d = known.get(card_id)
    if d is None and card_id < 140:
        d = card_id   # offer cards: their id is their definition number
    if d is None:
        return "a card"
    return card_name(defs, {"def": d})


def log_line(view, entry, known, defs):
    """One log event as a sentence (HTML-escaped)."""
    who = name_of(view, entry.get("seat"))
    ev = entry.get("event")
    card = known_card(known, defs, entry.get("card"))
    word = str(entry.get("word") or "").upper()
    text = vote_line(ev, who, word)
    if text is not None:
        return esc(text)
    if ev == "spelled":
        text = who + " spelled " + word + " for " + amounts(entry.get("coins"), entry.get("stars"))
    elif ev == "skipped":
        text = who + " skipped spelling"
    elif ev == "inked":
        text = who + " used ink to draw a card"
    elif ev == "remover":
        text = who + " used remover"
    elif ev == "award":
        text = who + " took the Literary Award with " + word + " (" + str(entry.get("stars")) + "★)"
    elif ev == "dumped":
        text = who + " dumped " + card + " for " + str(entry.get("coins")) + "¢"
    elif ev == "jailed":
        text = who + (" reserved " if entry.get("mode") == "reserve" else " removed ") + card
    elif ev == "trashed":
        text = who + " trashed " + card + " for " + amounts(entry.get("coins"), entry.get("stars"))
    elif ev == "previewed":
        text = who + " previewed cards, kept " + str(entry.get("kept"))
    elif ev == "flushed":
        text = who + " flushed the offer row"
    elif ev == "bought":
        text = who + " bought " + card + " for " + str(entry.get("cost")) + "¢"
        if entry.get("stars"):
            text += " (+" + str(entry.get("stars")) + "★)"
    elif ev == "advert":
        text = who + " bought an advert: " + str(entry.get("cost")) + "¢ for " + str(entry.get("stars")) + "★"
    elif ev == "classic_lost":
        text = who + " lost the Timeless Classic " + card
    elif ev == "ended":
        text = who + " ended the turn"
    elif ev in ("bought_ink", "converted_ink"):
        text = who + (" bought 1 ink for 1¢" if ev == "bought_ink" else
                      " converted " + str(entry.get("ink")) + " ink into " + str(entry.get("coins")) + "¢")
    elif ev in ("penny", "penny_jailed", "penny_signature"):
        text = penny_line(ev, entry, card)
    elif ev == "game_over":
        text = "The game is over"
    else:
        text = who + ": " + str(ev)
    return esc(text)


# What Penny's signature genre did, said after the line it changed.
SIGNATURE_DID = {"romance": "Romance signature: double for a Romance card",
                 "mystery": "Mystery signature: she claimed a Mystery card",
                 "adventure": "Adventure signature: a card was bought while an Adventure card is on offer",
                 "horror": "Horror signature: ink was used while a Horror card is on offer"}


def penny_line(ev, entry, card):
    sig = SIGNATURE_DID.get(entry.get("signature") or entry.get("genre"))
    why = " (" + sig + ")" if sig else ""
    if ev == "penny":
        return SOLO_RIVAL + " claimed " + card + " for " + str(entry.get("stars")) + "★" + why
    if ev == "penny_jailed":
        return SOLO_RIVAL + " removed " + card + " from the offer row" + why
    return SOLO_RIVAL + " gained " + str(entry.get("stars")) + "★" + why


# The card detail: each benefit said as a sentence (how the engine's card
# text reads to someone who has not learnt the icons).
EXPLAIN = {
    "coins": "+{n}¢: {n} coins to spend in the offer row this turn.",
    "stars": "+{n}★: {n} points, scored at once.",
    "coins_or_stars": "{n}¢ or {n}★: take {n} coins or {n} points, your choice.",
    "ink": "Ink or remover: take {n} ink (each draws an extra card before a word) or {n} remover "
           "(each un-inks a card).",
    "double": "Double: doubles the ¢ and ★ of the card next to it in the word (twice makes it triple).",
    "uncover": "Uncover: turns a wild card next to it face up, so that card gives its benefits too.",
    "jail": "Jail: reserve an offer-row card for yourself alone, or remove it from the game.",
    "dump": "Dump: remove a card of your discard pile from the game for {n}¢.",
    "trash_coins": "Trash: you may remove this card from the game for {n}¢.",
    "trash_stars": "Trash: you may remove this card from the game for {n}★.",
    "coins_per_adventure": "{n}¢ for each Adventure card in play.",
    "stars_per_inked": "{n}★ for each inked card in the word.",
    "coins_per_inked": "{n}¢ for each inked card in the word.",
    "stars_per_wild": "{n}★ for each wild card in the word.",
    "preview": "Preview: look at the top {n} cards of your deck, keep some on top and discard the rest.",
}


def explain(benefit):
    line = EXPLAIN.get(benefit.get("kind"), "{n}")
    return line.replace("{n}", str(benefit.get("n", "")))


def detail_lines(d):
    """The sentences of a card's detail: benefits, genre bonus, price."""
    if d is None:
        return ["A card nobody may see now."]
    lines = [explain(b) for b in d.get("basic") or []]
    genre = GENRE_NAMES.get(d["genre"], "")
    for b in d.get("bonus") or []:
        lines.append("Genre bonus, when another " + genre + " card is in play: " + explain(b))
    if d.get("classic"):
        lines.append("Timeless Classic: spelled face up, it stays in play and keeps giving its benefits "
                     "until another player uses it in a word.")
    if d["genre"] == "starter":
        lines.append("A starting card: it costs nothing and has no genre.")
    else:
        price = "Costs " + str(d["cost"]) + "¢ in the offer row"
        if d.get("buy_stars"):
            price += ", and gives " + str(d["buy_stars"]) + "★ once when bought"
        lines.append(price + ".")
    if not lines:
        lines.append("No benefit: a letter to spell with.")
    return lines
