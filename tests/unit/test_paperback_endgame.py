"""Paperback's expert at the end of the game: a purchase that ends the game
is judged exactly (endgame.py), never by a sketch; it takes a certain win
and puts off a certain loss."""

import inkwell.games  # noqa: F401
from inkwell.core import Rng, copy_json
from inkwell.games.paperback import endgame, expert

from bot_games import bot_turns


def buying_view():
    """A view of the expert buying, in a real game, with a Fame card on offer."""
    for state, seat, view, rng_seed, action in bot_turns("paperback", ["expert", "strong"], 5):
        if seat == 0 and view["phase"] == "buy" and all(f["top"] for f in view["fame"]):
            return view
    raise AssertionError("no buying turn found")


def near_the_end(mine, theirs):
    """The buying view with the 5¢ pile empty, one 8¢ card left, 9¢ to spend
    and the given fame (no Common cards either side)."""
    view = copy_json(buying_view())
    for f in view["fame"]:
        if f["cost"] == 5:
            f["count"], f["top"] = 0, None
        if f["cost"] == 8:
            f["count"] = 1
    view["ending"]["empty_fame_piles"] = 1
    view["coins"], view["bought"] = 9, []
    for p in view["players"]:
        p["fame"], p["commons"] = (mine if p["seat"] == view["me"] else theirs), 0
    return view


def eight(view):
    return next(f["top"]["id"] for f in view["fame"] if f["cost"] == 8)


def test_it_ends_the_game_when_that_wins_it():
    view = near_the_end(7, 8)
    assert endgame.result_after(view, {"cost": 8, "fame": 2}, 1) == 1.0
    assert expert.buy(view, Rng(1)) == {"type": "buy", "card": eight(view)}


def test_it_never_ends_the_game_to_lose_or_tie_behind_on_commons():
    for mine in (2, 6):
        view = near_the_end(mine, 8)
        view["players"][1 - view["me"]]["commons"] = 1
        assert endgame.result_after(view, {"cost": 8, "fame": 2}, 1) == 0.0
        assert expert.buy(view, Rng(1)) != {"type": "buy", "card": eight(view)}


def test_a_purchase_that_leaves_the_game_going_has_no_certain_result():
    view = near_the_end(2, 8)
    assert endgame.result_after(view, None, 9) is None


def test_its_late_purchases_read_only_its_view():
    """The expert's moves from midway on (where the exact end is asked) are
    the same when the cards it cannot see are shuffled."""
    from inkwell.core import get
    from inkwell.core.conformance import scramble_hidden
    from inkwell.games.paperback import bots
    game = get("paperback")
    checked = 0
    for state, seat, view, rng_seed, action in bot_turns("paperback", ["expert", "strong"], 9):
        if seat != 0 or view["phase"] != "buy" or bots.late(view) < 0.4:
            continue
        for k in (1, 2):
            hidden = scramble_hidden(game, state, seat, Rng(k))
            assert game.bots["expert"](game.view(hidden, seat), Rng(rng_seed)) == action
        checked += 1
    assert checked >= 5
