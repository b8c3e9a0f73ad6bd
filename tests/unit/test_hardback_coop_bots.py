"""The strong Hardback bot in co-op plays for the team against Penny."""

from inkwell.core import Rng
from inkwell.games.hardback import GAME, cards

from test_hardback_helpers import act, new_game, set_row, to_buy

HORROR = [d["def"] for d in cards.definitions() if d["genre"] == "horror"]
OTHERS = [d["def"] for d in cards.definitions() if d["genre"] in ("adventure", "mystery")]


def by_cost(defs, cost):
    return [d for d in defs if cards.definitions()[d]["cost"] == cost]


def late_buy_phase(level):
    """Solo co-op, Penny at 55 of 60 about to claim a 9¢ card, 9¢ to spend."""
    state = new_game(1, mode="coop")
    dear = by_cost(OTHERS, 9)[0]
    cheap = by_cost(OTHERS, 2)[:6]
    set_row(state, dear, *cheap)
    state["penny"]["score"], state["players"][0]["score"] = 55, 50
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 9
    return state, dear


def test_strong_coop_bot_buys_the_card_penny_would_claim_next():
    state, dear = late_buy_phase("strong")
    action = GAME.bots["strong"](GAME.view(state, 0), Rng(1))
    assert action == {"type": "buy", "card": dear}
    state = act(state, 0, action)
    state = act(state, 0, {"type": "end"})
    assert state["penny"]["score"] == 55 + 2      # she got a 2¢ card, not the 9¢ one


def test_greedy_bot_lets_penny_have_it():
    state, dear = late_buy_phase("greedy")
    assert GAME.bots["greedy"](GAME.view(state, 0), Rng(1))["type"] != "buy"


def spelling_with_ink(signature, row):
    state = new_game(1, mode="coop", signature=signature)
    set_row(state, *row)
    state["players"][0]["ink"] = 3
    return state


def test_strong_coop_bot_spares_ink_while_penny_earns_from_it():
    horror_row = HORROR[:1] + OTHERS[:6]
    state = spelling_with_ink("horror", horror_row)
    assert GAME.bots["strong"](GAME.view(state, 0), Rng(1))["type"] != "ink"
    state = spelling_with_ink("horror", OTHERS[:7])        # no Horror card in the row
    assert GAME.bots["strong"](GAME.view(state, 0), Rng(1))["type"] == "ink"
    state = spelling_with_ink("none", horror_row)
    assert GAME.bots["strong"](GAME.view(state, 0), Rng(1))["type"] == "ink"
