"""Each player's latest turn, said for the other players (core.summary).

Only the game log goes in, which every seat's view holds already.  A card
is named by its letter when the whole table saw it (offer-row cards: their
id is their definition); a starter card the table never saw is "a card".
"""

from inkwell.core.summary import part

from . import cards


def amounts(coins, stars):
    """'3¢ 2★', '3¢', 'nothing'."""
    said = ([f"{coins}¢"] if coins else []) + ([f"{stars}★"] if stars else [])
    return " ".join(said) or "nothing"


def card_name(card_id):
    if type(card_id) is int and 0 <= card_id < cards.OFFER_CARDS:
        return cards.definitions()[card_id]["letter"].upper()
    return "a card"


def said(event):
    """The part of a turn one log event is, or None."""
    ev, word = event.get("event"), str(event.get("word") or "")
    card = card_name(event.get("card"))
    if ev == "spelled":
        return part(f"spelled {word.upper()} for {amounts(event.get('coins'), event.get('stars'))}", word)
    text = {
        "skipped": "skipped spelling",
        "inked": "used ink to draw a card",
        "remover": "used remover",
        "award": f"took the Literary Award ({event.get('stars')}★)",
        "dumped": f"dumped {card} for {event.get('coins')}¢",
        "jailed": ("reserved " if event.get("mode") == "reserve" else "removed ") + card,
        "trashed": f"trashed {card} for {amounts(event.get('coins'), event.get('stars'))}",
        "previewed": f"previewed cards, kept {event.get('kept')}",
        "flushed": "flushed the offer row",
        "bought": f"bought {card}" + (f" (+{event.get('stars')}★)" if event.get("stars") else ""),
        "advert": f"bought an advert ({event.get('stars')}★)",
        "classic_lost": f"lost the Timeless Classic {card}",
    }.get(ev)
    return part(text) if text else None
