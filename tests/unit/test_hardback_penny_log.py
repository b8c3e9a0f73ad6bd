"""Co-op Hardback says what Penny Dreadful does: her signature's condition
and effect in her view, every star her signature earns in the log, and ink
bought or converted in the log."""

import pytest

from inkwell.games.hardback import GAME, cards

from test_hardback_helpers import act, new_game, set_hand, set_row, skip_turn, spell, to_buy



def events(state, name):
    return [e for e in state["log"] if e["event"] == name]


@pytest.mark.parametrize("genre", ["adventure", "horror", "mystery", "romance"])
def test_the_view_says_her_signatures_condition_and_effect(genre):
    penny = GAME.view(new_game(1, mode="coop", signature=genre), 0)["penny"]
    assert penny["signature"] == genre and genre.capitalize() in penny["effect"]
    assert GAME.view(new_game(1, mode="coop"), 0)["penny"]["effect"] is None


def test_romance_doubling_is_logged_with_its_reason():
    state = new_game(1, mode="coop", signature="romance")
    romance = next(d["def"] for d in cards.definitions()[105:140] if d["cost"] == 4)
    set_row(state, romance, *[d["def"] for d in cards.definitions()[35:41]])
    state = skip_turn(state, 0)
    [claim] = events(state, "penny")
    assert claim["stars"] == 8 and claim["signature"] == "romance"


def test_a_claim_without_her_genre_names_no_signature():
    state = new_game(1, mode="coop", signature="romance")
    set_row(state, *[d["def"] for d in cards.definitions()[35:42]])
    state = skip_turn(state, 0)
    [claim] = events(state, "penny")
    assert "signature" not in claim


def test_mystery_jail_is_logged_as_her_signature():
    state = new_game(1, mode="coop", signature="mystery")
    mystery = next(d["def"] for d in cards.definitions()[70:105] if d["cost"] == 5)
    horror = [d["def"] for d in cards.definitions()[35:70] if d["cost"] in (3, 4)][:5]
    cheap = next(d["def"] for d in cards.definitions()[35:70] if d["cost"] == 2)
    set_row(state, mystery, *horror, cheap)
    state = skip_turn(state, 0)
    [jailed] = events(state, "penny_jailed")
    assert jailed["signature"] == "mystery" and jailed["card"] == cheap


def test_adventure_and_horror_stars_each_have_a_log_line():
    state = new_game(1, mode="coop", signature="adventure")
    adventure = [d["def"] for d in cards.definitions()[:35] if d["cost"] == 2]
    set_row(state, *adventure[:2], *[d["def"] for d in cards.definitions()[35:40]])
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 20
    state = act(state, 0, {"type": "buy", "card": state["row"][3]})
    assert events(state, "penny_signature") == [{"seat": None, "event": "penny_signature",
                                                 "genre": "adventure", "stars": 1}]

    state = new_game(1, mode="coop", signature="horror")
    set_row(state, *[d["def"] for d in cards.definitions()[35:42]])
    state["players"][0]["ink"] = 2
    start = state["penny"]["score"]   # her head start (the difficulty)
    state = act(act(state, 0, {"type": "ink"}), 0, {"type": "ink"})
    lines = events(state, "penny_signature")
    assert [e["genre"] for e in lines] == ["horror", "horror"] and sum(e["stars"] for e in lines) == 2
    assert state["penny"]["score"] == start + 2


def test_no_signature_line_without_her_genre_on_offer():
    state = new_game(1, mode="coop", signature="horror")
    set_row(state, *[d["def"] for d in cards.definitions()[:7]])   # Adventure only
    state["players"][0]["ink"] = 1
    start = state["penny"]["score"]
    state = act(state, 0, {"type": "ink"})
    assert events(state, "penny_signature") == [] and state["penny"]["score"] == start


def test_buying_and_converting_ink_are_logged():
    state = new_game()
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = to_buy(spell(state, 0, r, a, t), 0)
    state = act(state, 0, {"type": "buy_ink"})
    assert events(state, "bought_ink") == [{"seat": 0, "event": "bought_ink", "cost": 1}]

    state = new_game()
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    price = cards.cost(state, state["row"][0])
    state["players"][0]["ink"] = 3
    state["turn"]["coins"] = price - 1
    state = act(state, 0, {"type": "convert_ink"})
    assert events(state, "converted_ink") == [{"seat": 0, "event": "converted_ink", "ink": 3, "coins": 1}]
