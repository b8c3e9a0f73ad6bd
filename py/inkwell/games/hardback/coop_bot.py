"""How the strong bot plays for the team against Penny Dreadful (co-op).

Penny's points count against the team exactly as the team's own count for
it, so a star denied to her is worth a star earned.  She claims the oldest
offer-row card after every player's turn, so every card of the row is
hers in turn unless a player takes it first: taking one hands her, in its
place, the card she would not have reached before the game ends (or a
fresh card of average cost from the offer deck): the difference is what
the purchase denies.  Her signature genre taxes some moves while a card of that genre
is in the row (Adventure: each card bought; Horror: each ink used), so the
bot counts the tax, and buys out the taxing card when that lifts it.

Everything here reads only the bot's view.
"""

from . import cards

OFFER = [d for d in cards.definitions() if d["genre"] != "starter"]
MEAN_COST = sum(d["cost"] for d in OFFER) / len(OFFER)


def definition(card):
    return cards.definitions()[card["def"]]


def is_coop(view):
    return view["penny"] is not None


def signature(view):
    return view["penny"]["signature"] if is_coop(view) else "none"


def penny_value(view, card):
    """The stars Penny earns when she claims `card`.

    >>> romance = next(d for d in cards.definitions() if d["genre"] == "romance")
    >>> view = {"penny": {"signature": "romance"}}
    >>> penny_value(view, {"def": romance["def"]}) == 2 * romance["cost"]
    True
    """
    d = definition(card)
    return d["cost"] * (2 if signature(view) == "romance" and d["genre"] == "romance" else 1)


def claims_left(view):
    """About how many more cards Penny claims before the game ends: the
    leading side's distance to the target at her average claim."""
    penny = view["penny"]
    lead = max(penny["score"], penny["team_score"])
    return max(1, round((penny["target"] - lead) / MEAN_COST))


def denial(view, card_id):
    """Stars kept from Penny if `card_id` leaves the row now: she claims
    the cards behind it one turn sooner, and reaches one more.

    >>> d = cards.definitions()
    >>> view = {"penny": {"signature": "none", "score": 55, "team_score": 50, "target": 60},
    ...         "row": [{"id": 5, "def": 0}, {"id": 6, "def": 1}, {"id": 7, "def": 2}]}
    >>> denial(view, 5) == d[0]["cost"] - d[1]["cost"]    # one claim left
    True
    >>> denial(view, 7)                                   # she would never reach it
    0
    """
    if not is_coop(view):
        return 0
    row = view["row"]
    ids = [c["id"] for c in row]
    reach = claims_left(view)
    if card_id not in ids or ids.index(card_id) >= reach:
        return 0
    after = penny_value(view, row[reach]) if reach < len(row) else MEAN_COST
    return penny_value(view, row[ids.index(card_id)]) - after


def taxed(view, genre):
    """Whether Penny's signature `genre` is in the row (her tax is on)."""
    return signature(view) == genre and any(definition(c)["genre"] == genre for c in view["row"])


def purchase_tax(view):
    """Stars a card purchase gives Penny now (Adventure signature)."""
    return 1 if taxed(view, "adventure") else 0


def ink_allowed(view, ink):
    """Horror signature: each ink used feeds Penny while a Horror card is
    in the row, so ink is spared then unless there is plenty of it."""
    return not taxed(view, "horror") or ink >= 6


def jail_target(view, targets):
    """The row card to jail: the one Penny would claim next when that
    denies her stars, else the dearest (as in competitive play)."""
    row = {c["id"]: c for c in view["row"]}
    best = max(targets, key=lambda c: (denial(view, c), definition(row[c])["cost"]))
    return best
