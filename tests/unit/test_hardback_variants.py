"""Hardback variants and options: awards, adverts, co-op against Penny
Dreadful, open hands, unique words, voting, and the views."""

import json

import pytest

from inkwell.core import IllegalAction, Rng
from inkwell.core.conformance import scramble_hidden
from inkwell.games.hardback import GAME, cards
from inkwell.wordcards import lexicon

from test_hardback_helpers import (
    act, conserved, end_turn, find_def, new_game, put, set_hand, set_row, skip_turn, spell,
    starter, to_buy,
)

ADV_TC_L = find_def("adventure", "L", classic=True)
ADV_T = find_def("adventure", "T", basic=["stars"], classic=False)
MYS_J_JAIL = find_def("mystery", "J", basic=["jail"])


def seven_letter_hand(state, seat=0):
    """'saltine' from the 8 fixed starters."""
    return set_hand(state, seat, "s", "a", "l", "t", "i", "n", "e")


# -- Literary Awards --------------------------------------------------------------

def test_literary_award_goes_to_the_first_seven_letter_word_and_scores_at_the_end():
    state = new_game(2, awards=True, length=40)
    state = spell(state, 0, *seven_letter_hand(state))
    assert state["award"] == {"seat": 0, "length": 7, "stars": 5, "word": "saltine"}
    score = state["players"][0]["score"]
    state = end_turn(state, 0)
    assert state["players"][0]["score"] == score   # not counted towards the end yet
    state["players"][1]["score"] = 40
    state = skip_turn(state, 1)
    assert state["outcome"]["scores"][0] == score + 5


def test_only_a_longer_word_takes_the_award():
    state = new_game(2, awards=True)
    state = end_turn(spell(state, 0, *seven_letter_hand(state)), 0)
    state = spell(state, 1, *seven_letter_hand(state, 1))
    assert state["award"]["seat"] == 0
    state = new_game(2, awards=True)
    state["award"] = {"seat": 1, "length": 6, "stars": 0, "word": "xxxxxx"}
    state = spell(state, 0, *seven_letter_hand(state))
    assert state["award"]["seat"] == 0


@pytest.mark.parametrize("length,stars", [(7, 5), (8, 6), (9, 7), (10, 9), (11, 12), (12, 15),
                                          (15, 15), (6, 0)])
def test_award_table(length, stars):
    from inkwell.games.hardback.spelling import award_for
    assert award_for(length) == stars


def test_no_award_without_the_variant():
    state = new_game(2)
    state = spell(state, 0, *seven_letter_hand(state))
    assert state["award"] is None


# -- Adverts --------------------------------------------------------------------------

def test_adverts_are_bought_in_order_once_each_and_score_at_once():
    state = to_buy(act(new_game(2), 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 6 + 9 + 5
    state = act(state, 0, {"type": "advert"})
    state = act(state, 0, {"type": "advert"})
    assert state["players"][0]["score"] == 3 + 6 and state["players"][0]["adverts"] == 2
    with pytest.raises(IllegalAction, match="12"):
        act(state, 0, {"type": "advert"})
    view = GAME.view(state, 0)
    assert view["adverts"]["next"] == 2 and view["players"][0]["adverts"] == 2
    assert [a["bought"] for a in view["adverts"]["table"]] == [True, True, False, False, False]


def test_each_player_buys_the_adverts_for_themselves():
    state = to_buy(act(new_game(2), 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 6
    state = end_turn(act(state, 0, {"type": "advert"}), 0)
    view = GAME.view(state, 1)
    assert view["adverts"]["next"] == 0 and not any(a["bought"] for a in view["adverts"]["table"])
    assert [p["adverts"] for p in view["players"]] == [1, 0]
    state = to_buy(act(state, 1, {"type": "skip"}), 1)
    state["turn"]["coins"] = 8
    assert "advert" in GAME.allowed(state, 1)
    score = state["players"][1]["score"]
    state = act(state, 1, {"type": "advert"})      # the 6¢ one, though seat 0 bought it too
    assert state["players"][1]["score"] == score + 3 and state["turn"]["coins"] == 2
    assert "advert" not in GAME.allowed(state, 1)  # the next one, 9¢, is out of reach


def test_every_advert_bought_leaves_none():
    state = to_buy(act(new_game(2), 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 6 + 9 + 12 + 15 + 18
    for _ in range(5):
        state = act(state, 0, {"type": "advert"})
    assert state["players"][0]["score"] == 3 + 6 + 10 + 15 + 20
    with pytest.raises(IllegalAction, match="no advert"):
        act(state, 0, {"type": "advert"})


def test_adverts_off():
    state = to_buy(act(new_game(2, adverts=False), 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 20
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "advert"})


# -- Co-op against Penny Dreadful -------------------------------------------------------

def test_penny_claims_the_oldest_offer_row_card_and_earns_its_cost():
    state = new_game(2, mode="coop")
    oldest, start = state["row"][0], state["penny"]["score"]
    state = skip_turn(state, 0)
    assert state["penny"]["cards"] == [oldest] and oldest not in state["row"]
    assert state["penny"]["score"] == start + cards.cost(state, oldest) and len(state["row"]) == 7
    assert GAME.view(state, 1)["penny"]["last"]["id"] == oldest
    assert state["turn"]["seat"] == 1 and conserved(state)


def test_coop_target_is_60_per_player_and_the_game_ends_at_once():
    state = new_game(3, mode="coop")
    assert state["penny"]["target"] == 180
    state["players"][0]["score"] = 100
    state["players"][1]["score"] = 79
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = spell(state, 0, r, a, t)     # 1 star: the team reaches 180 mid-turn
    assert state["outcome"]["winners"] == [0, 1, 2] and state["outcome"]["team"] == 180


def test_coop_players_lose_when_penny_reaches_the_target():
    state = new_game(1, mode="coop")
    state["penny"]["score"] = 59
    state = skip_turn(state, 0)
    assert state["outcome"]["winners"] == [] and state["outcome"]["penny"] >= 60


def test_coop_a_tie_with_penny_is_a_loss():
    state = new_game(1, mode="coop")
    state["players"][0]["score"] = 59
    state["penny"]["score"] = 60
    from inkwell.games.hardback.engine import Hardback
    Hardback().finish(state)
    assert state["outcome"]["winners"] == []


def test_coop_timeless_classics_are_shared_without_discarding():
    state = new_game(2, mode="coop")
    put(state, 1, "classics", ADV_TC_L)
    i, t = set_hand(state, 0, "i", "t")
    state = spell(state, 0, ADV_TC_L, i, t)
    assert state["turn"]["coins"] == 1   # still no benefit for the user
    state = end_turn(state, 0)
    assert ADV_TC_L in state["players"][1]["classics"]


def test_coop_a_card_added_to_the_row_discards_your_oldest_classic_of_its_genre():
    state = new_game(1, mode="coop")
    tcs = [d["def"] for d in cards.definitions()[:140] if d["classic"] and d["genre"] == "adventure"]
    put(state, 0, "classics", tcs[0], tcs[1])
    adventure = [d["def"] for d in cards.definitions()[:35] if not d["classic"]]
    horror = [d["def"] for d in cards.definitions()[35:70] if not d["classic"]]
    set_row(state, *horror[:7])
    # The next cards to enter the row: an Adventure card, then (after Penny) a Horror card.
    state["offer_deck"].remove(adventure[0])
    state["offer_deck"].remove(horror[7])
    state["offer_deck"] += [horror[7], adventure[0]]
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 9
    state = act(state, 0, {"type": "buy", "card": state["row"][3]})
    # One card added, one classic gone: the older one.
    assert state["players"][0]["classics"] == [tcs[1]] and tcs[0] in state["players"][0]["discard"]
    state = act(state, 0, {"type": "end"})       # Penny's refill adds a Horror card
    assert state["players"][0]["classics"] == [tcs[1]]
    assert state["log"][-1]["event"] == "penny" or any(e["event"] == "penny" for e in state["log"])


def test_coop_classic_lost_during_pennys_turn_after_yours():
    state = new_game(2, mode="coop")
    tc = next(d["def"] for d in cards.definitions()[:140] if d["classic"] and d["genre"] == "romance")
    put(state, 0, "classics", tc)
    romance = [d["def"] for d in cards.definitions()[105:140]
               if not d["classic"] and d["def"] in state["offer_deck"]]
    state["offer_deck"].remove(romance[0])
    state["offer_deck"].append(romance[0])
    state = skip_turn(state, 0)     # Penny claims a card, a Romance card refills the row
    assert state["players"][0]["classics"] == [] and tc in state["players"][0]["discard"]


@pytest.mark.parametrize("genre", ["none", "romance"])
def test_penny_romance_signature_doubles_romance_cards(genre):
    state = new_game(1, mode="coop", signature=genre)
    romance = next(d["def"] for d in cards.definitions()[105:140] if d["cost"] == 4)
    set_row(state, romance, *[d["def"] for d in cards.definitions()[35:41]])
    start = state["penny"]["score"]
    state = skip_turn(state, 0)
    assert state["penny"]["score"] - start == 4 * (2 if genre == "romance" else 1)


def test_penny_mystery_signature_jails_the_cheapest_offer_row_card():
    state = new_game(1, mode="coop", signature="mystery")
    mystery = next(d["def"] for d in cards.definitions()[70:105] if d["cost"] == 5)
    horror = [d["def"] for d in cards.definitions()[35:70] if d["cost"] in (3, 4)][:5]
    cheap = next(d["def"] for d in cards.definitions()[35:70] if d["cost"] == 2)
    set_row(state, mystery, *horror, cheap)
    start = state["penny"]["score"]
    state = skip_turn(state, 0)
    assert cheap in state["removed"] and state["penny"]["score"] - start == 5
    assert len(state["row"]) == 7


def test_penny_adventure_signature_earns_a_star_per_card_bought():
    state = new_game(1, mode="coop", signature="adventure")
    adventure = [d["def"] for d in cards.definitions()[:35] if d["cost"] == 2]
    set_row(state, *adventure[:2], *[d["def"] for d in cards.definitions()[35:40]])
    state = to_buy(act(state, 0, {"type": "skip"}), 0)
    state["turn"]["coins"] = 20
    start = state["penny"]["score"]
    state = act(state, 0, {"type": "buy", "card": state["row"][3]})
    assert state["penny"]["score"] - start == 1


def test_penny_horror_signature_earns_a_star_per_ink_used():
    state = new_game(1, mode="coop", signature="horror")
    set_row(state, *[d["def"] for d in cards.definitions()[35:42]])
    state["players"][0]["ink"] = 2
    start = state["penny"]["score"]
    state = act(act(state, 0, {"type": "ink"}), 0, {"type": "ink"})
    assert state["penny"]["score"] - start == 2


def test_coop_one_to_four_players():
    assert GAME.player_range({"mode": "coop"}) == (1, 4)
    assert GAME.player_range({"mode": "competitive"}) == (2, 5)


# -- open hands and unique words ----------------------------------------------------

def test_open_hands_show_every_hand():
    closed = new_game(2)
    assert "hand" not in GAME.view(closed, 0)["players"][1]
    assert ("players", 1, "hand") in GAME.secret_zones(closed, 0)
    opened = new_game(2, open_hands=True)
    view = GAME.view(opened, 0)
    assert [c["id"] for c in view["players"][1]["hand"]] == opened["players"][1]["hand"]
    assert ("players", 1, "hand") not in GAME.secret_zones(opened, 0)


def test_unique_words_per_game():
    state = new_game(2, unique_words="per_game")
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = end_turn(spell(state, 0, r, a, t), 0)
    r, a, t = set_hand(state, 1, "r", "a", "t")
    with pytest.raises(IllegalAction, match="already been spelled"):
        spell(state, 1, r, a, t)


def test_unique_words_per_player():
    state = new_game(2, unique_words="per_player")
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = end_turn(spell(state, 0, r, a, t), 0)
    r, a, t = set_hand(state, 1, "r", "a", "t")
    state = end_turn(spell(state, 1, r, a, t), 1)
    r, a, t = set_hand(state, 0, "r", "a", "t")
    with pytest.raises(IllegalAction, match="already spelled"):
        spell(state, 0, r, a, t)


# -- dictionaries and votes ------------------------------------------------------------

@pytest.mark.parametrize("name", ["common", "large", "huge"])
def test_dictionary_option_picks_the_list(name):
    state = new_game(2, dictionary=name)
    r, a, t = set_hand(state, 0, "r", "a", "t")
    assert spell(state, 0, r, a, t)["turn"]["text"] == "rat"
    assert GAME.view(state, 1)["options"]["dictionary"] == name


def test_a_larger_dictionary_accepts_more_words():
    state = new_game(2, dictionary="common")
    a, i, t = set_hand(state, 0, "a", "i", "t")
    with pytest.raises(IllegalAction, match="not in the common"):
        spell(state, 0, a, i, t)      # "ait" is only in the bigger lists
    state = new_game(2, dictionary="huge")
    a, i, t = set_hand(state, 0, "a", "i", "t")
    assert spell(state, 0, a, i, t)["turn"]["text"] == "ait"


def test_vote_majority_ties_accept():
    state = new_game(3, dictionary="vote_majority")
    r, t, n = set_hand(state, 0, "r", "t", "n")
    state = spell(state, 0, r, t, n)
    assert state["turn"]["phase"] == "vote" and GAME.actors(state) == [1, 2]
    assert GAME.view(state, 2)["vote"]["word"] == "rtn"
    state = act(state, 1, {"type": "vote", "accept": True})
    with pytest.raises(IllegalAction):
        act(state, 1, {"type": "vote", "accept": False})
    state = act(state, 2, {"type": "vote", "accept": False})
    assert state["turn"]["phase"] in ("buy", "flush") and state["turn"]["text"] == "rtn"


def test_vote_unanimous_needs_everyone_and_a_rejected_word_returns_the_cards():
    state = new_game(3, dictionary="vote_unanimous")
    r, t, n = set_hand(state, 0, "r", "t", "n")
    state = spell(state, 0, r, t, n)
    state = act(act(state, 1, {"type": "vote", "accept": True}), 2, {"type": "vote", "accept": False})
    assert state["turn"]["phase"] == "spell" and set([r, t, n]) <= set(state["players"][0]["hand"])
    assert state["turn"]["rejected"] == ["rtn"]
    with pytest.raises(IllegalAction, match="voted down"):
        spell(state, 0, r, t, n)


def test_solo_vote_is_judged_by_the_huge_list():
    state = new_game(1, mode="coop", dictionary="vote_majority")
    r, t, n = set_hand(state, 0, "r", "t", "n")
    state = spell(state, 0, r, t, n)
    assert state["turn"]["phase"] == "spell" and state["turn"]["rejected"] == ["rtn"]
    e, t, a = set_hand(state, 0, "e", "t", "a")
    assert spell(state, 0, e, t, a)["turn"]["text"] == "eta"


def test_bots_vote_to_accept_words_the_huge_list_knows():
    for level, bot in GAME.bots.items():
        view = {"phase": "vote", "vote": {"word": "eta"}, "me": 1}
        assert bot(view, Rng(1)) == {"type": "vote", "accept": True}, level
        view["vote"]["word"] = "rtn"
        assert bot(view, Rng(1)) == {"type": "vote", "accept": False}, level


def test_missing_word_list_propagates_need_file():
    from inkwell.core import NeedFile

    def missing(name):
        raise NeedFile(f"wordlists/{name}.words.gz")
    state = new_game(2)
    r, a, t = set_hand(state, 0, "r", "a", "t")
    lexicon.set_loader(missing)
    try:
        with pytest.raises(NeedFile):
            spell(state, 0, r, a, t)
    finally:
        lexicon.set_loader(None)


def test_the_dictionary_never_enters_the_state():
    state = new_game(2)
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = spell(state, 0, r, a, t)
    assert len(json.dumps(state)) < 40000


# -- views and queries --------------------------------------------------------------

def test_views_hide_hands_draw_piles_and_the_offer_deck():
    state = new_game(3)
    state["players"][1]["ink"] = 1
    state = act(state, 1, {"type": "ink"})
    for seat in (0, 1, 2, None):
        view = GAME.view(state, seat)
        assert GAME.view(scramble_hidden(GAME, state, seat, Rng(4)), seat) == view
    zones = GAME.secret_zones(state, 0)
    assert ("players", 0, "draw") in zones and ("offer_deck",) in zones
    assert ("players", 1, "inked") in zones and ("players", 0, "hand") not in zones
    spectator = GAME.view(state, None)
    assert spectator["hand"] == [] and spectator["me"] is None


def test_view_shows_deck_composition_scores_and_log():
    state = new_game(2)
    r, a, t = set_hand(state, 0, "r", "a", "t")
    state = spell(state, 0, r, a, t)
    view = GAME.view(state, 1)
    assert view["players"][0]["genres"]["starter"] == 10
    assert view["log"][-1] == {"seat": 0, "event": "spelled", "word": "rat", "coins": 2, "stars": 1}
    assert view["word"]["text"] == "rat" and len(view["word"]["cards"]) == 3


def test_score_word_previews_coins_and_stars_from_the_view():
    state = new_game(2)
    t1, a, t2 = set_hand(state, 0, find_def("romance", "T", basic=["double"], cost=5), "a",
                         find_def("romance", "T", basic=["double"], cost=6))
    view = GAME.view(state, 0)
    w = [{"card": t1, "wild": None}, {"card": a, "wild": None}, {"card": t2, "wild": None}]
    result = GAME.score_word(view, w)
    after = spell(state, 0, t1, a, t2)
    assert result["ok"] and result["word"] == "tat"
    assert (result["coins"], result["stars"]) == (after["turn"]["coins"], after["players"][0]["score"])


def test_score_word_explains_an_invalid_word():
    state = new_game(2)
    r, t, n = set_hand(state, 0, "r", "t", "n")
    view = GAME.view(state, 0)
    result = GAME.score_word(view, [{"card": c, "wild": None} for c in (r, t, n)])
    assert not result["ok"] and "not in the common dictionary" in result["explain"]
    result = GAME.score_word(view, [{"card": 9999, "wild": None}, {"card": r, "wild": None}])
    assert not result["ok"] and "not in your hand" in result["explain"]


def test_score_word_refuses_every_bad_word_as_the_engine_does():
    state = new_game(2)
    put(state, 1, "classics", ADV_TC_L)
    ink = starter(state, 0, "e")
    r, a, t = set_hand(state, 0, "r", "a", "t", inked=[ink])
    view = GAME.view(state, 0)
    bad_words = [
        [], "rat", [{"card": "r"}], [{"card": r, "wild": None}] * 2,
        [{"card": 9999, "wild": None}, {"card": ink, "wild": None}],
        [{"card": ink, "wild": "x"}, {"card": r, "wild": None}],
        [{"card": ADV_TC_L, "wild": "x"}, {"card": ink, "wild": None}],
        [{"card": r, "wild": "xy"}, {"card": ink, "wild": None}],
        [{"card": r, "wild": None}, {"card": a, "wild": None}, {"card": t, "wild": None}],
        [{"card": ink, "wild": None}],
    ]
    for word in bad_words:
        with pytest.raises(IllegalAction) as refused:
            act(state, 0, {"type": "spell", "word": word})
        result = GAME.score_word(view, word)
        assert not result["ok"] and result["explain"] == refused.value.message, word


def test_card_set_is_served_once_and_views_refer_to_it():
    data = GAME.card_set()
    assert len(data["cards"]) == 158 and data["offer_cards"] == 140
    view = GAME.view(new_game(2), 0)
    for c in view["hand"] + view["row"]:
        assert data["cards"][c["def"]]["letter"]


def test_a_refused_action_explains_and_leaves_the_state_unchanged():
    state = new_game(2)
    before = json.dumps(state, sort_keys=True)
    for action in ({"type": "buy", "card": state["row"][0]}, {"type": "spell", "word": "cat"},
                   {"type": "pick", "choice": "coins"}, {"type": "remover", "card": 1},
                   {"type": "ink"}, {"type": "end"}, {"type": "vote", "accept": True}):
        with pytest.raises(IllegalAction) as err:
            act(state, 0, action)
        assert err.value.message
    assert json.dumps(state, sort_keys=True) == before
