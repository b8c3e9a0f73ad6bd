"""The end of a Paperback game, worked out exactly where the view allows.

The game ends when the turn that empties a second Fame pile, or takes the
last Common card, is over; its winner is then known from public figures
(each player's fame and Common cards), so a move that ends the game needs
no sketch: it wins, ties or loses for certain.  (Measured: over 100 games
against strong, the sketching expert ended 12 games by buying the last Fame
card of a pile while behind, each a certain loss it could have put off.)

>>> best_fame(13, [(5, 1, 1), (8, 2, 4), (11, 3, 0)])
3
>>> share((4, 1), [(4, 1)]), share((5, 0), [(4, 3)]), share((3, 9), [(4, 0)])
(0.5, 1.0, 0.0)
"""


def piles(view):
    """[(cost, fame, count)] of the Fame piles in the view."""
    return [(f["cost"], f["fame"], f["count"]) for f in view["fame"]]


def best_fame(coins, fame_piles):
    """The most fame `coins` buy from `fame_piles` [(cost, fame, count)]
    (a few piles of a few cards: a small search)."""
    best = 0
    for i, (cost, fame, count) in enumerate(fame_piles):
        if count and cost <= coins:
            rest = list(fame_piles)
            rest[i] = (cost, fame, count - 1)
            best = max(best, fame + best_fame(coins - cost, rest))
    return best


def share(mine, rivals):
    """The share of the win (fame, Common cards) `mine` takes against the
    rivals' keys: ties share it, as the engine's best_seats does."""
    top = max(rivals)
    if mine < top:
        return 0.0
    if mine > top:
        return 1.0
    return 1.0 / (1 + sum(1 for r in rivals if r == top))


def keys(view):
    """(the bot's own key, its rivals' keys): (fame, Common cards) now."""
    me = view["me"]
    players = view["players"]
    rivals = [(p["fame"], p["commons"]) for p in players if p["seat"] != me]
    return (players[me]["fame"], players[me]["commons"]), rivals


def result_after(view, fame_card, coins, extra_commons=0):
    """The bot's certain share of the win when its turn, with `fame_card`
    (a Fame definition, or None) bought and `coins` left to spend, ends the
    game; None when the game goes on.  What is left is spent on the most
    fame it buys (once the game ends, only fame counts)."""
    left = [list(p) for p in piles(view)]
    gained = 0
    if fame_card is not None:
        pile = next(p for p in left if p[0] == fame_card["cost"])
        pile[2] -= 1
        gained = fame_card["fame"]
    empty = sum(1 for p in left if p[2] == 0)
    if empty < 2 and view["ending"]["commons_left"] - extra_commons > 0:
        return None
    gained += best_fame(coins, [tuple(p) for p in left])
    (fame, commons), rivals = keys(view)
    return share((fame + gained, commons + extra_commons), rivals)
