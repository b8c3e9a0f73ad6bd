# Paperback Daily Hand on the "Today's puzzles" page: the hand and the Common
# card as the engine deals them (py/inkwell/games/paperback/daily.py); the
# player taps cards in order to spell a word, gives a wild card its letter,
# and plays it once. The engine reads and scores the word, and knows the best.
from dom import esc


def card_html(card, used):
    letters = "?" if card["wild"] else card["letters"]
    return ('<button type="button" class="pb-card' + (' wild' if card["wild"] else '') + '" data-dy="pb-card"'
            ' data-card="' + str(card["id"]) + '" data-k="pb-card-' + str(card["id"]) + '"'
            + (' disabled' if used else '') + ' aria-label="' + esc(("wild card" if card["wild"] else letters)
                                                              + ", " + str(card["score"]) + " cents"
                                                              + (", " + card["text"] if card["text"] else "")) + '">'
            '<span class="pb-letters">' + esc(letters) + '</span><span class="pb-cents">' + str(card["score"])
            + '¢</span>' + ('<span class="pb-text">' + esc(card["text"]) + '</span>' if card["text"] else '')
            + '</button>')


def cards_of(view):
    return view["hand"] + [view["common"]]


def word_html(view, chosen):
    """The word being spelled: each card (tap to take it back), a wild with its letter box."""
    by_id = {c["id"]: c for c in cards_of(view)}
    items = []
    for pos, pick in enumerate(chosen):
        card = by_id[pick["card"]]
        if card["wild"]:
            # Named on the card itself: an empty box alone did not say what to type.
            items.append('<li class="pb-wild-slot"><input class="pb-wild" data-pos="' + str(pos) + '" maxlength="1"'
                         ' autocomplete="off" autocapitalize="characters" placeholder="?"'
                         ' aria-label="Letter for the wild card" data-k="pb-wild-' + str(pos) + '" value="'
                         + esc((pick.get("wild") or "").upper()) + '"><span class="wild-tag" aria-hidden="true">'
                         'wild: type a letter</span></li>')
        else:
            items.append('<li><button type="button" class="pb-placed" data-dy="pb-out" data-pos="' + str(pos)
                         + '" aria-label="Take back ' + esc(card["letters"]) + '">' + esc(card["letters"]) + '</button></li>')
    if not items:
        return '<p class="muted pb-empty">Tap cards to spell your word.</p>'
    return '<ol class="pb-word" aria-label="Your word">' + "".join(items) + '</ol>'


def play_html(view, chosen):
    used = [p["card"] for p in chosen]
    hand = "".join(card_html(c, c["id"] in used) for c in view["hand"])
    common = card_html(view["common"], view["common"]["id"] in used)
    return ('<p class="muted">Spell the best word you can with your hand and the Common card, in order:'
            ' each card scores its cents, and some add more. One word; then you see the best one possible.</p>'
            '<div class="pb-hand" role="group" aria-label="Your hand">' + hand + '</div>'
            '<p class="pb-common-label">The Common card</p><div class="pb-hand" role="group" aria-label="The Common card">'
            + common + '</div>' + word_html(view, chosen)
            + '<div class="controls"><button type="button" data-dy="pb-play" data-k="pb-play"'
            + (' disabled' if not chosen else '') + '>Play the word</button> '
            '<button type="button" class="secondary" data-dy="pb-clear" data-k="pb-clear"'
            + (' disabled' if not chosen else '') + '>Clear</button></div>')


def done_html(view, share_html):
    best = view["best"]
    mine = (view.get("word") or "").upper()
    line = ('<p class="daily-result" data-result="played">You played ' + esc(mine) + ' for ' + str(view["score"])
            + '¢. The best word was ' + esc(best["word"].upper()) + ', for ' + str(best["score"]) + '¢: '
            + esc(view["result"]) + '.</p>')
    return line + share_html("pb", view["share"])


def html(reply, chosen, share_html):
    view = reply["view"]
    body = done_html(view, share_html) if view["done"] else play_html(view, chosen)
    return ('<section class="daily-puzzle" data-puzzle="paperback" aria-labelledby="daily-pb-title">'
            '<h2 id="daily-pb-title">' + esc(reply["name"]) + ' #' + str(reply["number"]) + '</h2>'
            + body + '</section>')
