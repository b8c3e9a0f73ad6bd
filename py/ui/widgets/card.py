# A card as the table shows it: a corner (badges, cost), the big letter, its
# text, and notes. The game decides what goes in each part.
from dom import esc


def card_html(tag, cls, label, attrs, top, letter, text, more="", detail="", ident=None):
    """tag "button" for a card the player may use, "div" for one to look at;
    top and more are HTML, letter and text plain; detail: the key of its
    card detail (a card to look at then takes keyboard focus, for the key ?);
    ident: the engine's card id, so a card that moves is seen moving (motion.mjs)."""
    if ident is not None:
        attrs += ' data-id="' + str(ident) + '"'
    if detail:
        attrs += ' data-detail="' + esc(detail) + '" aria-keyshortcuts="?"'
        if tag == "div":
            attrs += ' tabindex="0"'
    body = ('<span class="c-top">' + top + '</span><span class="c-letter">' + esc(letter)
            + '</span><span class="c-text">' + esc(text) + '</span>' + more)
    if tag == "div":
        return ('<div role="img" class="' + cls + '" aria-label="' + esc(label) + '" ' + attrs + '>'
                + body + '</div>')
    # A button's name must hold its visible text (WCAG "label in name"), and
    # a card shows more than its name says: the name is the hidden sentence,
    # the face is for the eye.
    return ('<button type="button" class="' + cls + '" ' + attrs + '><span class="sr">' + esc(label)
            + '</span><span class="c-face" aria-hidden="true">' + body + '</span></button>')


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


DETAIL_BOX = ('<div id="card-detail" class="card-detail" role="dialog" aria-labelledby="card-detail-title" '
              'hidden></div>')


def detail_html(title, card, lines, open_):
    """The card detail: the card large and its abilities in sentences; a
    peek (hover, focus) has no controls, an opened one a Close button."""
    close = ('<button type="button" class="secondary" data-act="detail-close" data-k="detail-close">'
             'Close</button>') if open_ else ''
    return ('<h2 id="card-detail-title">' + esc(title) + '</h2><div class="cd-body"><div class="cd-card">'
            + card + '</div><ul class="cd-lines">' + "".join('<li>' + esc(x) + '</li>' for x in lines)
            + '</ul></div>' + close)
