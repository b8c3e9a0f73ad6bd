"""Decks and piles: lists of card ids whose top is the last item.

A personal deck is a dict with a "draw" and a "discard" list (Hardback,
Paperback); a shared deck is one list (Backwords).  The discard pile is
shuffled into a new draw pile only when the draw pile is empty and a card is
needed, never before (both rulebooks say so).

>>> from inkwell.core import Rng
>>> deck = {"draw": [1, 2], "discard": [3, 4, 5], "hand": []}
>>> draw_into(deck, "hand", 3, Rng(7))
3
>>> deck["hand"][:2], len(deck["draw"]) + len(deck["discard"])
([2, 1], 2)
>>> check_conserved({"deck": [1, 2], "hand": [3]}, range(1, 4))
[]
>>> check_conserved({"deck": [1, 2], "hand": [2]}, range(1, 4))
['card 2 is in deck and hand', 'card 3 is nowhere']
"""

from inkwell.core import require


def draw(deck, rng, pile="draw", refill="discard"):
    """The top card of `deck[pile]`, reshuffling `deck[refill]` (the
    discard pile) into it when it is empty, or None when both are empty.

    >>> from inkwell.core import Rng
    >>> deck = {"draw": [], "discard": [7]}
    >>> draw(deck, Rng(1)), draw(deck, Rng(1))
    (7, None)
    """
    if not deck[pile]:
        if not deck[refill]:
            return None
        deck[pile] = deck[refill]
        deck[refill] = []
        rng.shuffle(deck[pile])
    return deck[pile].pop()


def can_draw(deck, pile="draw", refill="discard"):
    """Whether a card can still be drawn (the discard pile counts)."""
    return bool(deck[pile] or deck[refill])


def draw_into(deck, zone, n, rng, pile="draw", refill="discard"):
    """Draw up to `n` cards into `deck[zone]`; how many were drawn."""
    drawn = 0
    while drawn < n:
        card = draw(deck, rng, pile, refill)
        if card is None:
            break
        deck[zone].append(card)
        drawn += 1
    return drawn


def top(pile, n=1):
    """The last `n` cards of a pile, most recent first, without taking them.

    >>> top([1, 2, 3, 4], 2)
    [4, 3]
    """
    return pile[::-1][:n]


def deal(pile, hands, n):
    """Deal `n` cards to each hand from a shared pile, one at a time around
    the table (hand 0 first); stops early when the pile runs out.

    >>> pile, hands = [1, 2, 3, 4, 5], [[], []]
    >>> deal(pile, hands, 2); hands, pile
    ([[5, 3], [4, 2]], [1])
    """
    for _ in range(n):
        for hand in hands:
            if not pile:
                return
            hand.append(pile.pop())


def take_last(pile, n):
    """Take the last `n` cards of a pile (an ordered row: Backwords' discard
    row), most recent first; `put_back` undoes it.

    >>> row = [1, 2, 3, 4]
    >>> take_last(row, 3), row
    ([4, 3, 2], [1])
    >>> put_back(row, [4, 3, 2]); row
    [1, 2, 3, 4]
    """
    require(isinstance(n, int) and not isinstance(n, bool) and 0 < n <= len(pile),
            "bad_count", f"Take between 1 and {len(pile)} cards.")
    taken = pile[-n:][::-1]
    del pile[-n:]
    return taken


def put_back(pile, taken):
    """Return cards taken by `take_last` (most recent first) in their order."""
    pile.extend(reversed(taken))


def move(source, target, card, code="not_there", message="That card is not there."):
    """Move one card from list `source` to the top of list `target`; a card
    that is not in `source` is an IllegalAction and nothing moves.

    >>> hand, discard = [1, 2], []
    >>> move(hand, discard, 2); hand, discard
    ([1], [2])
    """
    require(card in source, code, message)
    source.remove(card)
    target.append(card)


def check_conserved(zones, cards):
    """What is wrong with `zones` ({name: [ids]}) when every id of `cards`
    must be in exactly one zone: a list of sentences, empty when none.
    Games expose their zones; their tests assert this list is empty."""
    where = {}
    for name, ids in zones.items():
        for card in ids:
            where.setdefault(card, []).append(name)
    problems = []
    expected = set(cards)
    for card in sorted(where, key=repr):
        names = where[card]
        if card not in expected:
            problems.append(f"card {card} is not a card of this game (in {', '.join(names)})")
        elif len(names) > 1:
            problems.append(f"card {card} is in {' and '.join(names)}")
    problems += [f"card {c} is nowhere" for c in sorted(expected - set(where), key=repr)]
    return problems
