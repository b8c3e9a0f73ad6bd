"""Hardback: one or more tests per rule of shared/rules/hardback.txt."""

import json

import pytest

from inkwell.core import IllegalAction
from inkwell.games.hardback import GAME, cards

from test_hardback_helpers import (
    act, conserved, end_turn, find_def, finish_choices, new_game, put, set_hand, set_row,
    skip_turn, spell, starter, to_buy,
)

ADV_T = find_def("adventure", "T", basic=["stars"], classic=False)
ADV_S = find_def("adventure", "S", basic=["stars"], bonus=["stars"], without=["trash_coins"])
ADV_SPECIAL_I = find_def("adventure", "I", bonus=["coins_per_adventure"])
ADV_TRASH_F = find_def("adventure", "F", basic=["trash_coins"])
ADV_TC_L = find_def("adventure", "L", classic=True)
ADV_BUY_STARS = next(d["def"] for d in cards.definitions() if d["buy_stars"] and d["cost"] == 4)
HOR_H = find_def("horror", "H")
HOR_E_INK = find_def("horror", "E", basic=["ink"])
HOR_V_INK = find_def("horror", "V", basic=["ink"])
HOR_SPECIAL_F = find_def("horror", "F", bonus=["stars_per_inked"])
HOR_L_CHOICE = find_def("horror", "L", basic=["coins_or_stars"])
MYS_L_UNCOVER = find_def("mystery", "L", basic=["uncover"])
MYS_P_SPECIAL = find_def("mystery", "P", bonus=["stars_per_wild"])
MYS_A_TC = find_def("mystery", "A", classic=True)
MYS_J_JAIL = find_def("mystery", "J", basic=["jail"])
ROM_K_DOUBLE = find_def("romance", "K", basic=["double"])
ROM_A_DOUBLE = find_def("romance", "A", basic=["double"])
ROM_T_DOUBLE = find_def("romance", "T", basic=["double"], cost=5)
ROM_T2_DOUBLE = find_def("romance", "T", basic=["double"], cost=6)
ROM_D_DUMP = find_def("romance", "D", basic=["dump"])
ROM_O_PREVIEW = find_def("romance", "O", bonus=["preview"])
ROM_N_DUMP = find_def("romance", "N", basic=["dump"])


def n_of(card_id, section, kind):
    return next(b["n"] for b in cards.definitions()[card_id][section] if b["kind"] == kind)


def coins_stars(state, seat=0):
    return state["turn"]["coins"], state["players"][seat]["score"]


# -- setup and the card set -------------------------------------------------------

def test_each_player_starts_with_ten_starters_eight_fixed_and_two_random():
    state = new_game(3, seed=5)
    for seat, p in enumerate(state["players"]):
        ids = p["hand"] + p["draw"]
        letters = sorted(cards.letter(state, c).upper() for c in ids)
        assert len(ids) == 10 and len(p["hand"]) == 5
        assert set("AEILNRST") <= set(letters)
        extra = list(letters)
        for c in "AEILNRST":
            extra.remove(c)
        assert len(extra) == 2 and all(c in "BCDGHMOPUY" for c in extra)
        assert p["genres"] == {"starter": 10, "adventure": 0, "horror": 0, "mystery": 0,
                               "romance": 0}


def test_offer_deck_is_140_cards_35_per_genre_on_the_cost_curve():
    offer = cards.definitions()[:140]
    curve = {2: 4, 3: 7, 4: 9, 5: 6, 6: 4, 7: 2, 8: 2, 9: 1}
    for genre in cards.GENRES:
        mine = [d for d in offer if d["genre"] == genre]
        assert len(mine) == 35
        assert {c: sum(1 for d in mine if d["cost"] == c) for c in curve} == curve


def test_each_genre_has_every_letter_plus_nine_duplicates_three_classics_one_special():
    specials = {"adventure": "coins_per_adventure", "horror": "stars_per_inked",
                "mystery": "stars_per_wild", "romance": "preview"}
    for genre in cards.GENRES:
        mine = [d for d in cards.definitions()[:140] if d["genre"] == genre]
        letters = [d["letter"] for d in mine]
        assert set(letters) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        assert len(letters) - 26 == 9
        assert sum(d["classic"] for d in mine) == 3
        kinds = [b["kind"] for d in mine for b in d["basic"] + d["bonus"]]
        assert kinds.count(specials[genre]) == 1


def test_horror_h_gives_one_coin_two_stars_and_a_coin_per_inked_card():
    d = cards.definitions()[HOR_H]
    assert d["basic"] == [{"kind": "coins", "n": 1}, {"kind": "stars", "n": 2}]
    assert d["bonus"] == [{"kind": "coins_per_inked", "n": 1}]


def test_starters_are_18_distinct_letters_8_coins_10_stars():
    starters = cards.definitions()[140:]
    assert len({d["letter"] for d in starters}) == 18
    kinds = [d["basic"][0]["kind"] for d in starters]
    assert kinds.count("coins") == 8 and kinds.count("stars") == 10
    assert all(d["basic"][0]["n"] == 1 and not d["bonus"] for d in starters)


def test_offer_row_has_seven_cards_oldest_first():
    state = new_game()
    view = GAME.view(state, 0)
    assert len(view["row"]) == 7 and view["row"][0]["oldest"]
    assert not any(c["oldest"] for c in view["row"][1:])
    assert len(state["offer_deck"]) == 133 and conserved(state)


# -- spelling ----------------------------------------------------------------------

def test_spell_a_word_from_the_hand_gives_basic_benefits():
    state = new_game()
    r, a, t, *_ = set_hand(state, 0, "r", "a", "t", "e", "n")
    state = spell(state, 0, r, a, t)
    assert state["turn"]["phase"] in ("buy", "flush")
    assert coins_stars(state) == (2, 1)
    assert state["log"][-1]["event"] == "spelled" and state["log"][-1]["word"] == "rat"


def test_any_card_may_be_played_wild_and_gives_no_benefits():
    state = new_game()
    r, a, e, *_ = set_hand(state, 0, "r", "a", "e", "n", "s")
    state = spell(state, 0, r, a, e, wild={e: "t"})
    assert state["turn"]["text"] == "rat"
    assert coins_stars(state) == (1, 1)


def test_a_non_word_is_refused_with_the_reason_and_nothing_changes():
    state = new_game()
    hand = set_hand(state, 0, "r", "t", "n", "s", "l")
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        spell(state, 0, *hand[:3])
    assert err.value.code == "not_a_word" and "rtn" in err.value.message
    assert json.dumps(state, sort_keys=True) == before


def test_a_card_not_in_hand_is_refused():
    state = new_game()
    set_hand(state, 0, "r", "a", "t", "e", "n")
    other = starter(state, 1, "s")
    with pytest.raises(IllegalAction, match="not in your hand"):
        spell(state, 0, starter(state, 0, "a"), other)


def test_acting_out_of_turn_is_refused():
    state = new_game()
    with pytest.raises(IllegalAction) as err:
        act(state, 1, {"type": "skip"})
    assert err.value.code == "not_your_turn"


def test_skip_when_no_word_can_be_made():
    state = new_game()
    state = act(state, 0, {"type": "skip"})
    assert state["turn"]["phase"] in ("buy", "flush")
    state = end_turn(state, 0)
    assert state["turn"]["seat"] == 1 and len(state["players"][0]["hand"]) == 5


def test_a_word_is_at_least_two_letters():
    state = new_game()
    a, = set_hand(state, 0, "a")
    with pytest.raises(IllegalAction, match="at least 2"):
        spell(state, 0, a)


# -- benefits -------------------------------------------------------------------

def test_genre_benefits_need_another_card_of_the_same_genre():
    state = new_game()
    t, i, n = set_hand(state, 0, ADV_T, "i", "n")
    alone = spell(state, 0, t, i, n)
    assert coins_stars(alone) == (0, 3 + 1 + 1)
    state = new_game()
    s, i, t = set_hand(state, 0, ADV_S, "i", ADV_T)
    paired = spell(state, 0, s, i, t)
    assert coins_stars(paired) == (0, (3 + 2) + 1 + (3 + 2))


def test_doubling_doubles_an_adjacent_cards_coins_and_stars():
    state = new_game()
    k, i, t = set_hand(state, 0, ROM_K_DOUBLE, "i", "t")
    state = spell(state, 0, k, i, t)   # K's only neighbour is I: doubled at once
    assert coins_stars(state) == (1, 1 + 2)
    assert state["turn"]["doubles"] == {"1": 1}


def test_doubling_asks_which_neighbour_when_there_are_two():
    state = new_game()
    t, a, n = set_hand(state, 0, "t", ROM_A_DOUBLE, "n")
    state = spell(state, 0, t, a, n)
    choice = GAME.view(state, 0)["choice"]
    assert choice["kind"] == "double" and sorted(choice["targets"]) == sorted([t, n])
    state = act(state, 0, {"type": "double", "card": n})
    assert coins_stars(state) == (1, 2 + 2)


def test_doubling_twice_triples_not_quadruples():
    state = new_game()
    t1, a, t2 = set_hand(state, 0, ROM_T_DOUBLE, "a", ROM_T2_DOUBLE)
    state = spell(state, 0, t1, a, t2)
    assert state["turn"]["doubles"] == {"1": 2}
    coins = n_of(t1, "basic", "coins") + n_of(t2, "bonus", "coins")
    stars = n_of(t1, "bonus", "stars") + 3 * 1 + n_of(t2, "basic", "stars")
    assert coins_stars(state) == (coins, stars)


def test_doubling_does_not_count_towards_genres():
    state = new_game()
    k, i, t = set_hand(state, 0, ROM_K_DOUBLE, "i", ADV_T)
    state = spell(state, 0, k, i, t)
    # K doubles I; neither K (romance alone) nor T (adventure alone) gets genre benefits.
    assert coins_stars(state) == (0, 1 + 2 + 3)


def test_dump_removes_a_card_from_your_discard_pile_for_coins():
    state = new_game()
    d, e, n = set_hand(state, 0, ROM_D_DUMP, "e", "n")
    put(state, 0, "discard", "s")
    s = starter(state, 0, "s")
    state = spell(state, 0, d, e, n)
    choice = GAME.view(state, 0)["choice"]
    assert choice["kind"] == "dump" and s in choice["targets"]
    state = act(state, 0, {"type": "dump", "card": s})
    assert s in state["removed"] and s not in state["players"][0]["discard"]
    assert state["turn"]["coins"] == 1 + n_of(d, "basic", "dump")
    assert state["players"][0]["genres"]["starter"] == 9 and conserved(state)


def test_ink_or_remover_benefit_gives_the_one_picked():
    state = new_game()
    v, a, t = set_hand(state, 0, HOR_V_INK, "a", "t")
    state = spell(state, 0, v, a, t)
    assert GAME.view(state, 0)["choice"]["options"] == ["ink", "remover"]
    got = act(state, 0, {"type": "pick", "choice": "remover"})
    assert got["players"][0]["remover"] == 1 and got["players"][0]["ink"] == 0
    got = act(state, 0, {"type": "pick", "choice": "ink"})
    assert got["players"][0]["ink"] == 1


def test_coins_or_stars_benefit_is_picked():
    state = new_game()
    lc, i, t = set_hand(state, 0, HOR_L_CHOICE, "i", "t")
    state = spell(state, 0, lc, i, t)
    n = n_of(lc, "basic", "coins_or_stars")
    assert coins_stars(act(state, 0, {"type": "pick", "choice": "stars"})) == (1, 1 + n)
    assert coins_stars(act(state, 0, {"type": "pick", "choice": "coins"})) == (1 + n, 1)


def test_jail_reserves_one_card_at_a_time_or_removes_it():
    state = new_game()
    j, a, r = set_hand(state, 0, MYS_J_JAIL, "a", "r")
    state = spell(state, 0, j, a, r)
    target = state["row"][3]
    reserved = act(state, 0, {"type": "jail", "card": target, "mode": "reserve"})
    assert reserved["players"][0]["jail"] == [target] and len(reserved["row"]) == 7
    assert GAME.view(reserved, 1)["players"][0]["jail_count"] == 1
    removed = act(state, 0, {"type": "jail", "card": target, "mode": "remove"})
    assert target in removed["removed"] and removed["players"][0]["jail"] == []
    # A second reservation is refused while one is held.
    state["players"][0]["jail"] = [state["offer_deck"].pop()]
    with pytest.raises(IllegalAction, match="one card at a time"):
        act(state, 0, {"type": "jail", "card": target, "mode": "reserve"})


def test_a_jailed_card_can_be_bought_only_by_its_jailer():
    state = new_game()
    j, a, r = set_hand(state, 0, MYS_J_JAIL, "a", "r")
    state = spell(state, 0, j, a, r)
    target = state["row"][0]
    state = to_buy(act(state, 0, {"type": "jail", "card": target, "mode": "reserve"}), 0)
    state["turn"]["coins"] = 20
    bought = act(state, 0, {"type": "buy", "card": target})
    assert target in bought["players"][0]["discard"] and bought["players"][0]["jail"] == []
    state = end_turn(state, 0)
    state = act(state, 1, {"type": "skip"})
    state = to_buy(state, 1)
    state["turn"]["coins"] = 20
    with pytest.raises(IllegalAction, match="offer row or your own jail"):
        act(state, 1, {"type": "buy", "card": target})


def test_trash_removes_this_card_from_the_game_for_its_benefit():
    state = new_game()
    f, i, t = set_hand(state, 0, ADV_TRASH_F, "i", "t")
    state = spell(state, 0, f, i, t)
    assert GAME.view(state, 0)["choice"]["kind"] == "trash_coins"
    state = act(state, 0, {"type": "trash"})
    assert f in state["removed"] and state["players"][0]["genres"]["adventure"] == 0
    assert state["turn"]["coins"] == 1 + n_of(f, "basic", "trash_coins")
    state = end_turn(state, 0)
    assert f not in state["players"][0]["discard"] and conserved(state)


def test_uncover_flips_an_adjacent_wild_which_then_gives_its_benefits():
    state = new_game()
    lu, e, t = set_hand(state, 0, MYS_L_UNCOVER, "e", "t")
    state = spell(state, 0, lu, e, t, wild={e: "i"})
    choice = GAME.view(state, 0)["choice"]
    assert choice["kind"] == "uncover" and choice["targets"] == [e]
    state = act(state, 0, {"type": "uncover", "card": e})
    assert coins_stars(state) == (2, 2)   # L 2 stars, the uncovered E 1 coin, T 1 coin
    assert state["turn"]["word"][1]["uncovered"] and state["turn"]["text"] == "lit"


def test_adventure_special_gives_a_coin_per_adventure_card_in_play():
    state = new_game()
    i, t = set_hand(state, 0, ADV_SPECIAL_I, ADV_T)
    state = spell(state, 0, i, t)
    assert coins_stars(state) == (2, 2 + 2 + 3 + 2)


def test_horror_special_gives_a_star_per_inked_card_in_the_word():
    state = new_game()
    f, n = set_hand(state, 0, HOR_SPECIAL_F, "n")
    set_hand(state, 0, f, n, inked=[HOR_E_INK])
    e = HOR_E_INK
    state = spell(state, 0, f, e, n)
    # F: 2 coins; genre: 1 star per inked card, 1 star; E: 2 stars, genre 1 star; N: 1 star.
    assert coins_stars(state) == (2, 1 + 1 + 2 + 1 + 1)


def test_horror_h_gives_a_coin_per_inked_card_with_a_horror_pair():
    state = new_game()
    set_hand(state, 0, HOR_H, inked=[HOR_E_INK])
    state = spell(state, 0, HOR_H, HOR_E_INK)
    assert coins_stars(state) == (1 + 1, 2 + 2 + 1)


def test_mystery_special_gives_a_star_per_wild_card_in_the_word():
    state = new_game()
    p, a, t = set_hand(state, 0, MYS_P_SPECIAL, MYS_A_TC, "e")
    state = spell(state, 0, p, a, t, wild={t: "t"})   # P's uncover has no wild beside it
    assert coins_stars(state) == (2 + 1, 1 + 3 + 2)


def test_romance_special_previews_three_cards_keep_or_discard_each():
    state = new_game()
    o, n = set_hand(state, 0, ROM_O_PREVIEW, ROM_N_DUMP)
    state = spell(state, 0, o, n)
    state = act(state, 0, {"type": "decline"})        # O's dump
    view = GAME.view(state, 0)
    assert view["choice"]["kind"] == "preview" and len(view["preview"]) == 3
    assert GAME.view(state, 1)["players"][0]["preview_size"] == 3
    other = GAME.view(state, 1)
    assert other["preview"] == [] and other["choice"] == {**view["choice"]}
    assert ("players", 0, "preview") in GAME.secret_zones(state, 1)
    seen = [c["id"] for c in view["preview"]]
    draw_before = len(state["players"][0]["draw"])
    state = act(state, 0, {"type": "preview", "keep": [seen[2], seen[0]]})
    player = state["players"][0]
    assert player["draw"][-1] == seen[2] and player["draw"][-2] == seen[0]
    assert seen[1] in player["discard"] and len(player["draw"]) == draw_before + 2
    assert conserved(state)


def test_purchase_time_stars_are_earned_once_when_bought():
    state = new_game()
    set_row(state, ADV_BUY_STARS, *state["row"][:6])
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 10
    state = act(state, 0, {"type": "buy", "card": ADV_BUY_STARS})
    assert state["players"][0]["score"] == cards.definitions()[ADV_BUY_STARS]["buy_stars"] > 0


# -- removed cards and the offer deck ---------------------------------------------

def test_removed_cards_are_reshuffled_into_an_empty_offer_deck():
    state = new_game()
    state["removed"], state["offer_deck"] = state["offer_deck"], []
    j, a, r = set_hand(state, 0, MYS_J_JAIL, "a", "r")
    state = spell(state, 0, j, a, r)
    state = act(state, 0, {"type": "jail", "card": state["row"][0], "mode": "remove"})
    assert len(state["row"]) == 7 and len(state["removed"]) == 0
    assert len(state["offer_deck"]) > 100 and conserved(state)


# -- flushing the offer row --------------------------------------------------------

def dear_row():
    return [d["def"] for d in cards.definitions()[:140] if d["cost"] >= 6][:4]


def test_flush_is_offered_when_four_offer_row_cards_cost_six_or_more():
    state = new_game()
    cheap = [d["def"] for d in cards.definitions()[:140] if d["cost"] == 2]
    set_row(state, *dear_row(), cheap[4], cheap[8], cheap[12])
    state = act(state, 0, {"type": "skip"})
    assert state["turn"]["phase"] == "flush" and GAME.view(state, 0)["flush_offered"]
    with pytest.raises(IllegalAction, match="flush"):
        act(state, 0, {"type": "buy_ink"})
    old = list(state["row"])
    flushed = act(state, 0, {"type": "flush"})
    assert set(old) <= set(flushed["removed"]) and not set(old) & set(flushed["row"])
    assert flushed["turn"]["phase"] == "buy" and len(flushed["row"]) == 7
    kept = act(state, 0, {"type": "no_flush"})
    assert kept["row"] == old and kept["turn"]["phase"] == "buy"


def test_flush_is_offered_when_four_offer_row_cards_share_a_genre():
    state = new_game()
    horror = [d["def"] for d in cards.definitions()[35:70] if d["cost"] <= 3][:4]
    others = [d["def"] for d in cards.definitions()[105:140] if d["cost"] <= 3][:3]
    set_row(state, *horror, *others)
    assert act(state, 0, {"type": "skip"})["turn"]["phase"] == "flush"
    set_row(state, *horror[:3], *others, cards.definitions()[0]["def"])
    assert act(state, 0, {"type": "skip"})["turn"]["phase"] == "buy"


def test_flush_is_offered_once_per_turn():
    state = new_game()
    set_row(state, *dear_row(), *[d["def"] for d in cards.definitions()[:140] if d["cost"] >= 6][4:7])
    state["offer_deck"] = [d for d in state["offer_deck"]
                           if cards.definitions()[d]["cost"] >= 6] + []
    state = act(act(state, 0, {"type": "skip"}), 0, {"type": "flush"})
    assert state["turn"]["phase"] == "buy"
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "flush"})


def test_flush_is_never_offered_in_coop():
    state = new_game(2, mode="coop")
    set_row(state, *dear_row(), *[d["def"] for d in cards.definitions()[35:70] if d["cost"] <= 3][:3])
    assert act(state, 0, {"type": "skip"})["turn"]["phase"] == "buy"


# -- purchases ------------------------------------------------------------------

def test_a_bought_card_goes_to_the_discard_pile_and_the_row_refills():
    state = new_game()
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    card = state["row"][2]
    state["turn"]["coins"] = 9
    state = act(state, 0, {"type": "buy", "card": card})
    assert card in state["players"][0]["discard"] and len(state["row"]) == 7
    assert state["players"][0]["genres"][cards.genre(state, card)] == 1
    assert state["turn"]["coins"] == 9 - cards.cost(state, card)


def test_an_unaffordable_purchase_is_refused():
    state = new_game()
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    with pytest.raises(IllegalAction, match="costs"):
        act(state, 0, {"type": "buy", "card": state["row"][0]})


def test_ink_costs_one_coin_and_leftover_coins_become_ink():
    state = new_game()
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = to_buy(spell(state, 0, r, a, t), 0)
    state = act(state, 0, {"type": "buy_ink"})
    assert state["players"][0]["ink"] == 1 and state["turn"]["coins"] == 1
    state = act(state, 0, {"type": "end"})
    assert state["players"][0]["ink"] == 2


def test_three_ink_convert_to_a_coin_only_when_it_lets_you_buy_something():
    state = new_game()
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    card = state["row"][0]
    price = cards.cost(state, card)
    state["players"][0]["ink"] = 3
    state["turn"]["coins"] = price - 1
    # Nothing in reach costs more than price... unless it is this one.
    state = act(state, 0, {"type": "convert_ink"})
    assert state["turn"]["coins"] == price and state["players"][0]["ink"] == 0
    state = act(state, 0, {"type": "buy", "card": card})
    state["players"][0]["ink"] = 3
    state["turn"]["coins"] = 30
    with pytest.raises(IllegalAction, match="only when it lets you buy"):
        act(state, 0, {"type": "convert_ink"})


def test_ink_gained_this_turn_does_not_convert_back_to_coins():
    state = new_game()
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    price = cards.cost(state, state["row"][0])
    state["players"][0]["ink"] = 2          # from earlier turns
    state["turn"]["coins"] = price
    state = act(state, 0, {"type": "buy_ink"})   # 3 ink now, one of them bought this turn
    assert state["players"][0]["ink"] == 3 and state["turn"]["coins"] == price - 1
    assert "convert_ink" not in GAME.allowed(state, 0)
    assert not GAME.view(state, 0)["can_convert_ink"] and GAME.view(state, 0)["earlier_ink"] == 2
    with pytest.raises(IllegalAction, match="earlier turns"):
        act(state, 0, {"type": "convert_ink"})
    state = act(state, 0, {"type": "end"})      # next time round, all of it is old ink
    state = skip_turn(state, 1)
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = cards.cost(state, state["row"][0]) - 1
    assert "convert_ink" in GAME.allowed(state, 0) and GAME.view(state, 0)["earlier_ink"] >= 3


def test_ink_picked_from_a_card_this_turn_does_not_convert_back():
    state = new_game()
    state["players"][0]["ink"] = 2
    v, a, t = set_hand(state, 0, HOR_V_INK, "a", "t")
    state = finish_choices(act(spell(state, 0, v, a, t), 0, {"type": "pick", "choice": "ink"}), 0)
    state = to_buy(state, 0)
    state["turn"]["coins"] = cards.cost(state, state["row"][0]) - 1
    assert state["players"][0]["ink"] == 3 and "convert_ink" not in GAME.allowed(state, 0)


def test_the_rule_changes_moved_the_rules_version_on():
    from inkwell.core import BadRequest, replay
    assert GAME.rules_version == 3
    old = {"game": "hardback", "rules": 2, "options": {}, "seats": ["A", "B"], "seed": 1,
           "actions": []}
    with pytest.raises(BadRequest, match="other rules"):
        replay(old)


# -- Timeless Classics ---------------------------------------------------------------

def test_a_timeless_classic_stays_in_play_and_gives_benefits_every_turn():
    state = new_game()
    lc, i, t = set_hand(state, 0, ADV_TC_L, "i", "t")
    state = finish_choices(spell(state, 0, lc, i, t), 0)
    state = end_turn(state, 0)
    assert state["players"][0]["classics"] == [lc]
    state = skip_turn(state, 1)
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = spell(state, 0, r, a, t)   # the classic is not in the word, yet gives 3 coins
    assert coins_stars(state)[0] == 2 + 3


def test_a_timeless_classic_in_play_cannot_be_wild():
    state = new_game()
    put(state, 0, "classics", ADV_TC_L)
    i, t = set_hand(state, 0, "i", "t")
    with pytest.raises(IllegalAction, match="cannot be played wild"):
        spell(state, 0, ADV_TC_L, i, t, wild={ADV_TC_L: "l"})


def test_other_players_timeless_classic_goes_to_owner_discard_and_gives_nothing():
    state = new_game()
    put(state, 1, "classics", ADV_TC_L)
    i, t = set_hand(state, 0, "i", ADV_T)
    state = spell(state, 0, ADV_TC_L, i, t)
    # No benefit from L, and no genre credit for the Adventure T.
    assert coins_stars(state) == (0, 1 + 3)
    state = end_turn(state, 0)
    assert state["players"][1]["classics"] == [] and ADV_TC_L in state["players"][1]["discard"]
    assert ADV_TC_L not in state["players"][0]["discard"] and conserved(state)


# -- ink and remover -----------------------------------------------------------------

def test_ink_draws_an_extra_card_that_must_be_used():
    state = new_game()
    state["players"][0]["ink"] = 1
    state = act(state, 0, {"type": "ink"})
    player = state["players"][0]
    assert len(player["inked"]) == 1 and len(player["hand"]) == 5 and player["ink"] == 0
    inked = player["inked"][0]
    with pytest.raises(IllegalAction, match="inked card must be used"):
        spell(state, 0, *[c for c in player["hand"][:2]])
    assert GAME.view(state, 0)["inked"] == [{"id": inked, "def": state["defs"][inked]}]


def test_ink_may_be_used_during_another_players_turn():
    state = new_game()
    state["players"][1]["ink"] = 2
    state = act(state, 1, {"type": "ink"})
    assert len(state["players"][1]["inked"]) == 1 and state["turn"]["seat"] == 0
    assert GAME.view(state, 0)["players"][1]["inked_count"] == 1
    with pytest.raises(IllegalAction, match="another seat"):
        act(state, 1, {"type": "ink", "seat": 0})


def test_ink_is_refused_after_spelling_on_your_own_turn():
    state = new_game()
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = spell(state, 0, r, a, t)
    state["players"][0]["ink"] = 1
    with pytest.raises(IllegalAction, match="before you spell"):
        act(state, 0, {"type": "ink"})


def test_an_inked_card_cannot_be_wild():
    state = new_game()
    r, a = set_hand(state, 0, "r", "a", inked=["t"])
    t = starter(state, 0, "t")
    with pytest.raises(IllegalAction, match="inked card cannot be played wild"):
        spell(state, 0, r, a, t, wild={t: "t"})


def test_remover_un_inks_a_card():
    state = new_game()
    r, a = set_hand(state, 0, "r", "a", inked=["s"])
    s = starter(state, 0, "s")
    state["players"][0]["remover"] = 1
    state = act(state, 0, {"type": "remover", "card": s})
    assert s in state["players"][0]["hand"] and state["players"][0]["inked"] == []
    with pytest.raises(IllegalAction, match="no remover|inked"):
        act(state, 0, {"type": "remover", "card": s})


def test_a_word_that_cannot_use_every_inked_card_means_a_skipped_turn():
    state = new_game()
    set_hand(state, 0, "r", "a", inked=[ADV_TRASH_F])
    state = act(state, 0, {"type": "skip"})
    assert state["log"][-1]["event"] == "skipped"
    state = end_turn(state, 0)
    player = state["players"][0]
    assert ADV_TRASH_F in player["discard"] + player["draw"] + player["hand"]
    assert player["inked"] == [] and state["turn"]["seat"] == 1


def test_every_player_holds_the_hand_for_their_next_turn():
    state = new_game(3)
    assert all(len(p["hand"]) == 5 for p in state["players"])
    state = skip_turn(state, 0)
    assert all(len(p["hand"]) == 5 for p in state["players"])


# -- the end of the game -------------------------------------------------------------

def test_the_game_ends_at_the_length_after_finishing_the_round():
    state = new_game(3, length=40)
    state = skip_turn(state, 0)
    state["players"][1]["score"] = 40
    state = skip_turn(state, 1)
    assert state["ending"] and state["outcome"] is None and state["turn"]["seat"] == 2
    state = skip_turn(state, 2)
    assert state["outcome"]["winners"] == [1]


def test_most_points_wins_and_a_tie_goes_to_the_most_ink():
    state = new_game(2, length=40)
    state["players"][0].update(score=45, ink=1)
    state["players"][1].update(score=45, ink=3)
    state = skip_turn(skip_turn(state, 0), 1)
    assert state["outcome"]["winners"] == [1]


@pytest.mark.parametrize("length", [40, 60, 80])
def test_game_length_option(length):
    state = new_game(2, length=length)
    assert GAME.view(state, 0)["target"] == length


def test_competitive_needs_two_to_five_players_and_coop_one_to_four():
    from inkwell.core import BadRequest
    with pytest.raises(BadRequest):
        new_game(1)
    with pytest.raises(BadRequest):
        GAME.setup({"mode": "coop"}, ["a"] * 5, 1)
    assert new_game(5) and new_game(1, mode="coop")


def test_removed_starters_never_enter_the_offer_deck():
    state = new_game()
    s = starter(state, 0, "s")
    put(state, 0, "discard", s)
    state["players"][0]["discard"].remove(s)
    state["removed"] = state["offer_deck"] + [s]
    state["offer_deck"] = []
    j, a, r = set_hand(state, 0, MYS_J_JAIL, "a", "r")
    state = spell(state, 0, j, a, r)
    state = act(state, 0, {"type": "jail", "card": state["row"][0], "mode": "remove"})
    assert state["removed"] == [s] and s not in state["offer_deck"] + state["row"]
