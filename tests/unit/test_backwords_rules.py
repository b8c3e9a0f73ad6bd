"""Backwords: every example of the rulebook, and the rules a player would
notice (pulls, changes, objectives, turns, rounds, challenges, bad input)."""

import pytest

from backwords_table import arrange, conserved, ids_of, row_ids
from inkwell.core import SYSTEM, IllegalAction
from inkwell.games.backwords import GAME
from inkwell.games.backwords.cards import DECK

CAT = "cat"


def create(state, seat, hand="", pulled="", pull=0, text=None, wilds=None):
    """Create a base word from hand cards (`hand`, in order) then pulled
    cards (`pulled`, matched from the newest back) -- or in `text` order."""
    cards = ids_of(state, seat, hand) + row_ids(state, pulled)
    if text:
        by_kind = {}
        for c in cards:
            by_kind.setdefault(DECK[c], []).append(c)
        cards = [by_kind[k].pop(0) for k in text]
    entries = [{"card": c} for c in cards]
    for i, letter in (wilds or {}).items():
        entries[i]["wild"] = letter
    return GAME.apply(state, seat, {"type": "create", "pull": pull, "cards": entries})


def keep(*indexes):
    return [{"stack": i} for i in indexes]


def change(state, seat, word, letters, pull=0):
    return GAME.apply(state, seat, {"type": "change", "pull": pull,
                                    "words": [{"word": word, "letters": letters}]})


def refused(code, state, seat, action):
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, action)
    assert err.value.code == code, err.value.message
    return err.value.message


def kinds(cards):
    return "".join("%" if DECK[c] == "wild" else DECK[c] for c in cards)


def word_texts(state):
    return [w["text"] for w in state["words"]]


# -- the deck ---------------------------------------------------------------------

def test_the_deck_as_listed():
    assert len(DECK) == 104
    assert sum(1 for k in DECK if len(k) == 1) == 98
    assert (DECK.count("e"), DECK.count("a"), DECK.count("q"), DECK.count("wild"),
            DECK.count("skip"), DECK.count("backwords")) == (12, 9, 1, 2, 2, 2)


@pytest.mark.parametrize("seed", range(30))
def test_the_deal_gives_five_letter_cards_each(seed):
    state = GAME.setup({}, ["a", "b", "c", "d", "e", "f"], seed)
    assert all(len(h) == 5 for h in state["hands"])
    assert all(DECK[c] not in ("skip", "backwords") for h in state["hands"] for c in h)
    assert conserved(state)


def test_a_dealt_skip_or_backwords_is_exchanged_for_a_letter_card_never_a_wild():
    """The rulebook: "exchange all Skip and Backwords cards for letter cards".
    Wilds reach a hand only among the five first dealt."""
    from inkwell.core import Rng
    from inkwell.games.backwords import rounds
    from inkwell.wordcards import piles
    exchanged = 0
    for seed in range(400):
        players = 2 + seed % 5
        first = [[] for _ in range(players)]
        piles.deal(Rng(seed).shuffled(range(len(DECK))), first, 5)
        state = {"hands": [[] for _ in range(players)]}
        rounds.deal(state, Rng(seed))
        for dealt, hand in zip(first, state["hands"]):
            assert len(hand) == 5
            assert all(len(DECK[c]) == 1 or DECK[c] == "wild" for c in hand), kinds(hand)
            swapped = [c for c in hand if c not in dealt]
            assert all(len(DECK[c]) == 1 for c in swapped), (seed, kinds(dealt), kinds(hand))
            exchanged += len(swapped)
        everything = state["draw"] + [c for h in state["hands"] for c in h]
        assert sorted(everything) == list(range(len(DECK)))
    assert exchanged > 100   # the seeds do deal Skips and Backwords cards


def test_the_new_deal_moved_the_rules_version_on():
    """A record dealt the old way (a wild in exchange) would replay into another game."""
    from inkwell.core import BadRequest, replay
    assert GAME.rules_version == 2
    old = {"game": "backwords", "rules": 1, "options": {}, "seats": ["A", "B"], "seed": 1,
           "actions": []}
    with pytest.raises(BadRequest) as refused:
        replay(old)
    assert refused.value.code == "old_rules"


# -- Backwords X (the rulebook's pulls) ---------------------------------------------

def test_backwords_4_keeps_the_j_it_passed():
    # Row oldest first C T J A: "Backwords 4" pulls A-J-T-C; CAT leaves the J in hand.
    state, _ = arrange(row="ctja", hands=["e"])
    after = create(state, 0, pulled="cat", pull=4, text=CAT)
    assert word_texts(after) == ["cat"]
    assert kinds(after["hands"][0]) == "ej"
    assert after["row"][:-1] == []          # the last card is the next player's flip
    assert after["players"][0]["score"] == 3 + 1 + 1


@pytest.mark.parametrize("row,back", [("zjatc", "zj"), ("ajatc", "aj")])
def test_backwords_5_overpull_goes_back_in_order(row, back):
    # Pulls C-T-A-J-Z (or C-T-A-J-A); CAT only needed Backwords 3.
    state, _ = arrange(row=row, hands=["e"])
    before = list(state["row"])
    after = create(state, 0, pulled="cat", pull=5, text=CAT)
    assert after["row"][:-1] == before[:2] and kinds(after["row"][:2]) == back
    assert kinds(after["hands"][0]) == "e"
    assert after["log"][-2]["pull"] == 3 and after["log"][-2]["returned"] == 2


def test_a_pull_must_use_a_pulled_card():
    state, _ = arrange(row="zq", hands=["cat"])
    cards = [{"card": c} for c in ids_of(state, 0, "cat")]
    refused("pull_unused", state, 0, {"type": "create", "pull": 2, "cards": cards})
    refused("bad_pull", state, 0, {"type": "create", "pull": 3, "cards": cards})


def test_only_pulled_cards_come_from_the_row():
    state, _ = arrange(row="catz", hands=[""])
    # Backwords 1 takes only the Z: C, A, T are out of reach.
    cards = [{"card": c} for c in row_ids(state, "cat")]
    refused("not_yours", state, 0, {"type": "create", "pull": 1, "cards": cards})


# -- changing words (the rulebook's examples) --------------------------------------

def test_s_plus_run_is_runs():
    state, _ = arrange(hands=["s"], words=[(0, "run")])
    s = ids_of(state, 0, "s")[0]
    after = change(state, 0, 0, keep(0, 1, 2) + [{"card": s}])
    assert word_texts(after) == ["runs"]
    assert after["players"][0]["score"] == 4


def test_p_plus_lamb_is_lamp_with_the_b_covered():
    state, _ = arrange(hands=["p"], words=[(0, "lamb")])
    p = ids_of(state, 0, "p")[0]
    after = change(state, 0, 0, keep(0, 1, 2) + [{"stack": 3, "card": p}])
    word = after["words"][0]
    assert word["text"] == "lamp" and kinds(word["stacks"][3]) == "bp"
    assert after["players"][0]["score"] == 1 + 1 + 3 + 3   # the covered B does not count


def test_v_plus_toe_is_vote():
    state, _ = arrange(hands=["v"], words=[(0, "toe")])
    v = ids_of(state, 0, "v")[0]
    after = change(state, 0, 0, [{"card": v}, {"stack": 1}, {"stack": 0}, {"stack": 2}])
    assert word_texts(after) == ["vote"]
    assert after["players"][0]["score"] == 4 + 1 + 1 + 1


def test_l_plus_k_plus_cat_is_talk():
    state, _ = arrange(hands=["lk"], words=[(0, "cat")])
    l, k = ids_of(state, 0, "lk")
    after = change(state, 0, 0, [{"stack": 2}, {"stack": 1}, {"card": l}, {"stack": 0, "card": k}])
    word = after["words"][0]
    assert word["text"] == "talk" and kinds(word["stacks"][3]) == "ck"
    assert after["players"][0]["score"] == 1 + 1 + 1 + 5


@pytest.mark.parametrize("lime", ["lime", "lim%"])
def test_rearranging_alone_scores_nothing(lime):
    # LIME -> MILE and LIM% -> MIL%: no new card, no points.
    state, _ = arrange(words=[(0, lime)])
    after = change(state, 0, 0, keep(2, 1, 0, 3))
    assert word_texts(after) == ["mile"] and after["players"][0]["score"] == 0
    assert kinds(after["words"][0]["stacks"][3]) == lime[3]


def test_lime_to_lim_wild_scores_l_i_m():
    state, _ = arrange(hands=["%"], words=[(0, "lime")])
    wild = ids_of(state, 0, "%")[0]
    after = change(state, 0, 0, keep(0, 1, 2) + [{"stack": 3, "card": wild, "wild": "e"}])
    assert word_texts(after) == ["lime"]
    assert after["players"][0]["score"] == 1 + 1 + 3


def test_changing_someone_elses_word_scores_for_the_changer():
    state, _ = arrange(hands=["s"], words=[(1, "run"), (0, "cat")])
    s = ids_of(state, 0, "s")[0]
    after = change(state, 0, 0, keep(0, 1, 2) + [{"card": s}])
    assert after["players"][0]["score"] == 4 and after["words"][0]["owner"] == 1


def test_several_words_change_in_one_move():
    state, _ = arrange(hands=["ss"], words=[(0, "run"), (1, "cat")])
    s1, s2 = ids_of(state, 0, "ss")
    after = GAME.apply(state, 0, {"type": "change", "words": [
        {"word": 0, "letters": keep(0, 1, 2) + [{"card": s1}]},
        {"word": 1, "letters": keep(0, 1, 2) + [{"card": s2}]}]})
    assert word_texts(after) == ["runs", "cats"] and after["players"][0]["score"] == 4 + 6


# -- illegal changes, refused with a reason, nothing changed ------------------------

def test_a_card_never_covers_its_own_letter():
    state, _ = arrange(hands=["b"], words=[(0, "lamb")])
    b = ids_of(state, 0, "b")[0]
    refused("same_letter", state, 0, {"type": "change", "words": [
        {"word": 0, "letters": keep(0, 1, 2) + [{"stack": 3, "card": b}]}]})


def test_a_word_never_shortens_nor_uncovers():
    state, _ = arrange(hands=["s"], words=[(0, "lamb")])
    refused("shorter", state, 0, {"type": "change", "words": [{"word": 0, "letters": keep(0, 1, 2)}]})
    state["words"][0]["stacks"][3].insert(0, state["hands"][0][0])   # P over an old S
    state["hands"][0] = []
    refused("shorter", state, 0, {"type": "change", "words": [{"word": 0, "letters": keep(0, 1, 2)}]})


def test_a_word_changes_once_a_turn():
    state, _ = arrange(hands=["sy"], words=[(0, "run")])
    s, y = ids_of(state, 0, "sy")
    message = refused("changed_twice", state, 0, {"type": "change", "words": [
        {"word": 0, "letters": keep(0, 1, 2) + [{"card": s}]},
        {"word": 0, "letters": keep(0, 1, 2) + [{"card": y}]}]})
    assert "once a turn" in message


def test_the_same_word_is_not_a_change():
    state, _ = arrange(words=[(0, "run")])
    refused("unchanged", state, 0, {"type": "change", "words": [{"word": 0, "letters": keep(0, 1, 2)}]})


def test_out_of_turn_and_after_the_game_refused():
    state, _ = arrange(hands=["", "cat"])
    cards = [{"card": c} for c in ids_of(state, 1, "cat")]
    refused("not_your_turn", state, 1, {"type": "create", "cards": cards})


def test_invalid_words_refused_with_a_dictionary():
    state, _ = arrange(hands=["tca"])
    cards = [{"card": c} for c in ids_of(state, 0, "tca")]
    message = refused("not_a_word", state, 0, {"type": "create", "cards": cards})
    assert "tca" in message


def test_a_wild_says_its_letter():
    state, _ = arrange(hands=["c%tz"])
    cards = [{"card": c} for c in ids_of(state, 0, "c%t")]
    refused("wild_letter", state, 0, {"type": "create", "cards": cards})
    cards[1]["wild"] = "A"
    after = GAME.apply(state, 0, {"type": "create", "cards": cards})
    assert word_texts(after) == ["cat"] and after["players"][0]["score"] == 4


@pytest.mark.parametrize("action", [
    {"type": "create", "cards": "cat"}, {"type": "create", "cards": []},
    {"type": "create", "cards": [{"card": 999}]}, {"type": "create", "cards": [5, 6]},
    {"type": "create", "pull": -1, "cards": [{"card": 0}]},
    {"type": "create", "pull": True, "cards": [{"card": 0}]},
    {"type": "change", "words": [{"word": 7, "letters": []}]},
    {"type": "change", "words": [{"word": 0, "letters": [{"stack": "0"}]}]},
    {"type": "change", "words": {}},
    {"type": "vote", "valid": True}, {"type": "challenge"}, {"type": "close", "turn": 1},
])
def test_bad_input_is_refused_and_changes_nothing(action):
    state, _ = arrange(hands=["cats"], words=[(0, "run")])
    import json
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, action)
    assert json.dumps(state, sort_keys=True) == before


# -- creating: one base word, unless the objective asks for several ----------------

def test_create_before_change_and_only_one_base_word():
    state, _ = arrange(hands=["cats"], words=[(1, "run")])
    s = ids_of(state, 0, "s")[0]
    refused("create_first", state, 0, {"type": "change", "words": [
        {"word": 0, "letters": keep(0, 1, 2) + [{"card": s}]}]})
    state["players"][0]["created"] = 1
    refused("created", state, 0, {"type": "create", "cards": [{"card": c} for c in ids_of(state, 0, "cat")]})


def test_objective_three_allows_a_second_base_word_and_completes():
    state, _ = arrange(hands=["dogs"], words=[(0, "cat")])
    state["players"][0]["objective"] = 3
    after = create(state, 0, hand="dog")
    assert word_texts(after) == ["cat", "dog"] and after["players"][0]["done"]
    assert "create" not in GAME.view(after, 0)["allowed"] or after["turn"]["seat"] != 0


# -- objectives --------------------------------------------------------------------

@pytest.mark.parametrize("objective,word,done", [
    (1, "cat", True), (1, "cats", False), (2, "cats", True), (2, "carts", False),
    (4, "carts", True), (5, "ball", True), (5, "balm", False), (6, "cash", True),
    (6, "card", False), (7, "run", True), (7, "oak", False), (8, "oats", True), (8, "boat", False),
])
def test_objectives_by_the_word_created(objective, word, done):
    state, _ = arrange(hands=[word + "z"])
    state["players"][0]["objective"] = objective
    after = create(state, 0, hand=word)
    assert after["players"][0]["done"] is done


def test_an_objective_is_completed_by_a_change_too():
    state, _ = arrange(hands=["sz"], words=[(0, "run")])
    state["players"][0]["objective"] = 2
    s = ids_of(state, 0, "s")[0]
    assert change(state, 0, 0, keep(0, 1, 2) + [{"card": s}])["players"][0]["done"]


def test_completing_needs_a_point():
    # LIME -> MILE makes a 4-letter word but scores nothing: not completed.
    state, _ = arrange(words=[(0, "lime")])
    state["players"][0]["objective"] = 2
    assert not change(state, 0, 0, keep(2, 1, 0, 3))["players"][0]["done"]


def test_someone_elses_change_does_not_complete_my_objective():
    state, _ = arrange(hands=["s"], words=[(1, "run"), (0, "cat")])
    state["players"][1]["objective"] = 2
    state["players"][0]["objective"] = 2
    s = ids_of(state, 0, "s")[0]
    after = change(state, 0, 0, keep(0, 1, 2) + [{"card": s}])
    assert not after["players"][0]["done"] and not after["players"][1]["done"]


# -- turns: Skip and Backwords cards --------------------------------------------------

def test_skip_ends_the_turn_and_leaves_play():
    state, _ = arrange(hands=["cat"], draw=["skip", "e"])
    after = GAME.apply(state, 0, {"type": "pass"})
    assert after["turn"]["seat"] == 2 and DECK[after["out"][0]] == "skip"
    assert after["drawn"] == ["skip", "e"] and DECK[after["row"][-1]] == "e"


def test_backwords_card_gives_the_previous_player_another_turn():
    state, _ = arrange(players=4, draw=["backwords", "e"], turn=1)
    after = GAME.apply(state, 1, {"type": "pass"})       # seat 2 flips Backwords
    assert after["turn"]["seat"] == 1
    after = GAME.apply(after, 1, {"type": "pass"})       # then play goes on to the left
    assert after["turn"]["seat"] == 2


# -- the end of a round and of the game ------------------------------------------------

def test_round_ends_when_a_player_completes_with_an_empty_hand():
    state, _ = arrange(hands=["cat", "qz", "%e"])
    after = create(state, 0, hand="cat")
    summary = after["last_round"]
    assert after["round"] == 2 and after["first"] == 1
    assert [p["penalty"] for p in summary["players"]] == [0, 20, 11]
    assert [p["advanced"] for p in summary["players"]] == [True, False, False]
    assert [p["objective"] for p in after["players"]] == [2, 1, 1]
    assert [p["score"] for p in after["players"]] == [5, -20, -11]
    assert after["words"] == [] and all(len(h) == 5 for h in after["hands"])
    assert conserved(after)


def test_no_advance_without_a_point_in_the_round():
    # Completed with CAT (5 points) but a Q and a Z left in hand: -15 for the round.
    state, _ = arrange(hands=["catqz"])
    state["draw"] = []                     # every card drawn: the round ends after this turn
    after = create(state, 0, hand="cat")
    first = after["last_round"]["players"][0]
    assert first["done"] and first["round_points"] == 5 - 20 and not first["advanced"]
    assert after["players"][0]["objective"] == 1


def test_the_round_ends_when_every_card_has_been_drawn():
    state, _ = arrange()
    state["draw"] = state["draw"][-1:]
    after = GAME.apply(state, 0, {"type": "pass"})       # seat 1 flips the last card
    assert after["round"] == 1 and after["turn"]["seat"] == 1
    after = GAME.apply(after, 1, {"type": "pass"})
    assert after["round"] == 2 and after["turn"]["seat"] == 1     # the first player moves left


def test_the_game_ends_at_the_tenth_objective_higher_total_wins():
    state, _ = arrange(hands=["eel", "qz", "dog"], words=[(0, "cat"), (0, "run"), (1, "bat"), (1, "hen"),
                                                      (1, "pig")])
    for p in state["players"]:
        p["objective"] = 10
    state["players"][1].update(done=True, round_points=9, score=200)
    state["players"][0].update(score=100)
    after = create(state, 0, hand="eel")
    # Seat 1 completed too but its Q and Z cost 20: no point left for the round.
    assert after["outcome"]["finished"] == [0] and after["outcome"]["winners"] == [0]


def test_both_finishing_the_tenth_higher_total_wins():
    state, _ = arrange(hands=["eel", "a", "dog"], words=[(0, "cat"), (0, "run"), (1, "bat"), (1, "hen"),
                                                     (1, "pig")])
    for p in state["players"]:
        p["objective"] = 10
    state["players"][1].update(done=True, round_points=9, score=200)
    after = create(state, 0, hand="eel")
    assert sorted(after["outcome"]["finished"]) == [0, 1]
    assert after["outcome"]["winners"] == [1]


# -- challenges (no dictionary) -------------------------------------------------------

def voting(players=3, **kw):
    return arrange(players=players, dictionary="vote_majority", **kw)


def test_with_votes_any_word_goes_down_then_others_may_challenge():
    state, _ = voting(hands=["tcaz"])
    after = create(state, 0, hand="tca")
    assert after["turn"]["phase"] == "challenge" and word_texts(after) == ["tca"]
    assert set(GAME.actors(after)) == {1, 2, SYSTEM}
    assert GAME.view(after, 1)["allowed"] == ["accept", "challenge"]
    assert GAME.view(after, 0)["allowed"] == []


def test_a_successful_challenge_returns_the_letters_and_the_points():
    state, _ = voting(hands=["tcz"], row="ya")
    row = list(state["row"])
    after = create(state, 0, hand="tc", pulled="a", pull=1, text="tca")
    after = GAME.apply(after, 1, {"type": "challenge"})
    assert after["turn"]["phase"] == "vote" and GAME.actors(after) == [2]
    after = GAME.apply(after, 2, {"type": "vote", "valid": False})
    assert after["words"] == [] and after["players"][0]["score"] == 0
    assert after["row"][:-1] == row and kinds(after["hands"][0]) == "tcz"
    assert after["turn"]["seat"] == 1


def test_a_failed_challenge_costs_the_challenger_the_words_points():
    state, _ = voting(hands=["catz"])
    after = create(state, 0, hand="cat")
    after = GAME.apply(after, 2, {"type": "challenge"})
    after = GAME.apply(after, 1, {"type": "vote", "valid": True})
    assert word_texts(after) == ["cat"]
    assert [p["score"] for p in after["players"]] == [5, 0, -5]


def test_two_players_the_judge_list_settles_a_challenge():
    state, _ = voting(players=2, hands=["tcaz"])
    after = GAME.apply(create(state, 0, hand="tca"), 1, {"type": "challenge"})
    assert after["words"] == [] and after["turn"]["seat"] == 1


def test_the_clock_closes_the_challenge_window():
    state, _ = voting(hands=["catz"])
    after = create(state, 0, hand="cat")
    timer = GAME.timers(after)[0]
    assert timer["delay"] > 0
    refused("bad_seat", after, 1, timer["action"])
    closed = GAME.apply(after, SYSTEM, timer["action"])
    assert closed["turn"]["seat"] == 1 and closed["turn"]["phase"] == "act"
    refused("not_your_turn", closed, SYSTEM, timer["action"])


def test_everyone_letting_it_stand_ends_the_turn():
    state, _ = voting(hands=["catz"])
    after = GAME.apply(create(state, 0, hand="cat"), 1, {"type": "accept"})
    assert after["turn"]["phase"] == "challenge"
    refused("not_your_turn", after, 0, {"type": "challenge"})
    after = GAME.apply(after, 2, {"type": "accept"})
    assert after["turn"]["seat"] == 1 and after["turn"]["phase"] == "act"


# -- the query: points before confirming ---------------------------------------------

def test_score_move_matches_the_engine():
    state, _ = arrange(hands=["lk"], words=[(0, "cat")], row="zjatc")
    l, k = ids_of(state, 0, "lk")
    action = {"type": "change", "words": [
        {"word": 0, "letters": [{"stack": 2}, {"stack": 1}, {"card": l}, {"stack": 0, "card": k}]}]}
    view = GAME.view(state, 0)
    assert GAME.score_move(view, action)["points"] == 8
    assert GAME.score_move(view, action)["ok"]
    after = GAME.apply(state, 0, action)
    assert after["players"][0]["score"] == 8
    pull = {"type": "create", "pull": 5, "cards": [{"card": c} for c in row_ids(state, "cat")]}
    state["players"][0]["created"] = 0
    answer = GAME.score_move(GAME.view(state, 0), pull)
    assert (answer["pull"], len(answer["returned"]), answer["completes"]) == (3, 2, True)
    bad = GAME.score_move(GAME.view(state, 0), {"type": "create", "cards": [{"card": l}, {"card": k}]})
    assert not bad["ok"] and "lk" in bad["explain"]


def test_a_change_just_opened_is_unchanged_not_a_mistake():
    """The table shows the word as it stands when Change opens: the query says
    "unchanged" (a hint), apart from a change the rules refuse."""
    state, _ = arrange(hands=["lk"], words=[(0, "cat")], row="zjatc")
    view = GAME.view(state, 0)
    same = {"type": "change", "words": [{"word": 0, "letters": [{"stack": 0}, {"stack": 1}, {"stack": 2}]}]}
    answer = GAME.score_move(view, same)
    assert (answer["ok"], answer["code"], answer["explain"]) == (False, "unchanged", "That word is unchanged.")
    shorter = {"type": "change", "words": [{"word": 0, "letters": [{"stack": 0}, {"stack": 1}]}]}
    assert GAME.score_move(view, shorter)["code"] == "shorter"


@pytest.mark.parametrize("action", [
    None, "create", {}, {"type": "pass"}, {"type": "create"}, {"type": "create", "cards": [7.5]},
    {"type": "create", "cards": [{"card": "7"}]}, {"type": "create", "pull": "2", "cards": []},
    {"type": "change", "words": [1]}, {"type": "change", "words": [{"word": 0, "letters": "abc"}]},
    {"type": "change", "words": [{"word": 0, "letters": [{"stack": 9}]}]},
    {"type": "change", "words": [{"word": 0, "letters": [{"card": 10 ** 9}]}]},
])
def test_score_move_explains_instead_of_raising(action):
    state, _ = arrange(hands=["cats"], words=[(0, "run")])
    answer = GAME.score_move(GAME.view(state, 0), action)
    assert answer["ok"] is False and answer["explain"] and answer["points"] == 0
    assert GAME.score_move(GAME.view(state, None), {"type": "pass"})["explain"] == "Spectators do not play."
