# A card as the table shows it: a corner (badges, cost), the big letter, its
# text, and notes. The game decides what goes in each part.
from dom import esc


def card_html(tag, cls, label, attrs, top, letter, text, more=""):
    """tag "button" for a card the player may use, "div" for one to look at;
    top and more are HTML, letter and text plain."""
    body = ('<span class="c-top">' + top + '</span><span class="c-letter">' + esc(letter)
            + '</span><span class="c-text">' + esc(text) + '</span>' + more)
    return ('<' + tag + (' type="button"' if tag == "button" else '')
            + (' role="img"' if tag == "div" else '') + ' class="' + cls + '" aria-label="'
            + esc(label) + '" ' + attrs + '>' + body + '</' + tag + '>')


def span(cls, text):
    return '<span class="' + cls + '">' + esc(text) + '</span>'


def defn(defs, card):
    """The definition `card` names: a view's {"id", "def"} or a bare number
    (None when unknown)."""
    if defs is None or card is None:
        return None
    d = card.get("def") if isinstance(card, dict) else card
    if d is None or d < 0 or d >= len(defs):
        return None
    return defs[d]
