"""Paperback, rule by rule (shared/rules/paperback.txt), on small crafted hands."""

import json

import pytest

from inkwell.core import IllegalAction
from inkwell.games.paperback import GAME, cards, table
from inkwell.wordcards import lexicon
from inkwell.words.dictionary import Dictionary

WORDS = ["at", "tan", "tans", "rat", "rats", "star", "stare", "tare", "the", "then", "there",
         "other", "others", "trashes", "sat", "ate", "eat", "teas", "tea", "rate", "rates",
         "ran", "art", "arts", "slat", "slate", "slates", "latest", "ton", "tone", "note", "slatterns",
         "startles"]
SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


@pytest.fixture(autouse=True)
def small_list():
    lexicon.set_loader(lambda name: Dictionary(name, WORDS))
    yield
    lexicon.set_loader(None)


def find_def(kind, letters=None, ability=None, **fields):
    for d in cards.definitions():
        if d["kind"] == kind and (letters is None or d["letters"] == letters) \
                and (ability is None or (d["ability"] or {}).get("kind") == ability) \
                and all(d[k] == v for k, v in fields.items()):
            return d["def"]
    raise LookupError((kind, letters, ability))


def new_card(state, def_index):
    """A card of this definition added to the game (rule tests only)."""
    state["defs"].append(def_index)
    return len(state["defs"]) - 1


def game(players=2, **options):
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(players)]
    return GAME.setup(options, seats, 7)


def with_hand(state, seat, defs):
    ids = [new_card(state, d) for d in defs]
    state["players"][seat]["hand"] = ids
    return ids


def spell(ids, wild=None):
    wild = wild or {}
    return {"type": "spell", "word": [{"card": c, "wild": wild.get(c)} for c in ids]}


def refused(state, seat, action, code):
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, action)
    assert err.value.code == code and err.value.message
    assert json.dumps(state, sort_keys=True) == before


STARTER = {letter: find_def("starter", letter) for letter in "TRSLN"}
WILD = find_def("starter_fame")


# -- the card set and set-up ------------------------------------------------------------

def test_the_card_set_is_sized_like_the_published_game():
    letters = cards.defs_of("letter")
    assert len(letters) == 86
    assert sum(len(d["letters"]) == 2 for d in letters) == 20
    two = [d for d in letters if d["pile"] == "2"]
    assert len(two) == 8 and all(d["letters"] in "AEIOU" and d["cost"] == 2 for d in two)
    assert len(cards.defs_of("common")) == 6
    assert all(d["letters"] in "AEIOU" for d in cards.defs_of("common"))
    assert len(cards.defs_of("attack")) == 11
    assert sum(cards.fame_counts(5).values()) == 28
    piles = {d["pile"] for d in letters}
    assert piles == {"2", "3", "4", "5", "6", "7", "8-10"}
    for d in letters:
        low, high = (8, 10) if d["pile"] == "8-10" else (int(d["pile"]),) * 2
        assert low <= d["cost"] <= high


def test_setup_deals_the_starting_decks_offer_fame_piles_and_track():
    for n, sizes in {2: [4, 4, 2, 1], 3: [6, 6, 3, 2], 4: [8, 8, 4, 2], 5: [10, 10, 5, 3]}.items():
        state = game(n)
        assert [len(state["fame"][p]) for p in ("5", "8", "11", "17")] == sizes
        for p in state["players"]:
            owned = table.owned(p)
            assert len(p["hand"]) == 5 and len(owned) == 10
            letters = sorted(cards.card(state, c)["letters"] or "?" for c in owned)
            assert letters == sorted(list("LNRST") + ["?"] * 5)
    assert len(state["track"]) == 4 and len(state["out"]) == 2
    for name, pile in state["piles"].items():
        assert pile["top"] is not None
        assert (pile["alternate"] is None) == (name == "2")
    assert not any(cards.card(state, c)["kind"] == "attack" for c in range(len(state["defs"])))


def test_the_attack_option_shuffles_attack_cards_into_the_piles_by_cost():
    state = game(attacks=True)
    attack = [c for c in range(len(state["defs"])) if cards.card(state, c)["kind"] == "attack"]
    assert len(attack) == 11
    for name, pile in state["piles"].items():
        for c in pile["hidden"] + [pile["top"], pile["alternate"]]:
            if c is not None:
                assert cards.card(state, c)["pile"] == name


def test_starting_fame_cards_are_wild_and_carry_no_fame():
    d = cards.definitions()[WILD]
    assert d["letters"] is None and d["fame"] == 0 and d["cost"] == 2


# -- 1-4: the word ------------------------------------------------------------------------

def test_a_word_scores_its_cards_top_left_values_and_a_wild_scores_zero():
    state = game()
    ids = with_hand(state, 0, [STARTER["R"], WILD, STARTER["T"], STARTER["S"]])
    after = GAME.apply(state, 0, spell(ids, {ids[1]: "a"}))
    assert after["turn"]["phase"] == "buy"
    assert after["turn"]["score"] == 3 and after["turn"]["coins"] == 3   # r, t, s: 1 each


def test_letter_cards_are_not_wild_and_the_word_must_be_a_word():
    state = game()
    ids = with_hand(state, 0, [STARTER["R"], STARTER["T"], WILD])
    refused(state, 0, spell(ids, {ids[0]: "a", ids[2]: "a"}), "not_wild")
    refused(state, 0, spell([ids[1], ids[0]]), "not_a_word")
    refused(state, 0, spell([ids[0], ids[2]]), "wild_letter")


def test_the_top_common_card_is_used_once_and_stays_on_the_track():
    state = game()
    top = state["track"][-1]
    state["defs"][top] = find_def("common", "A")
    ids = with_hand(state, 0, [STARTER["T"], STARTER["N"]])
    after = GAME.apply(state, 0, spell([ids[0], top, ids[1]]))       # "tan": 3 < 5 letters
    assert after["track"][-1] == top and after["turn"]["score"] == 1 + 1 + 2
    refused(state, 0, spell([ids[0], top, top]), "card_twice")
    refused(state, 0, spell([ids[0], state["track"][0]]), "not_in_hand")


def test_a_long_enough_word_gains_the_common_card_and_raises_the_length_needed():
    state = game()
    need = table.needed(state)
    assert need == cards.card_set()["track"][0] and need <= 6
    ids = with_hand(state, 0, [STARTER["S"], STARTER["L"], WILD, STARTER["T"], WILD, STARTER["S"]])
    top = state["track"][-1]
    after = GAME.apply(state, 0, spell(ids, {ids[2]: "a", ids[4]: "e"}))     # "slates"
    assert top in after["players"][0]["discard"] and after["players"][0]["commons"] == 1
    assert table.needed(after) == cards.card_set()["track"][1]
    short = GAME.apply(state, 0, spell(ids[:2] + ids[2:4], {ids[2]: "a"}))   # "slat"
    assert short["track"][-1] == top and short["players"][0]["commons"] == 0


def test_a_two_letter_card_counts_two_letters_on_the_length_track():
    state = game()
    need = table.needed(state)
    th = next(d["def"] for d in cards.defs_of("letter") if d["letters"] == "TH")
    er = next(d["def"] for d in cards.defs_of("letter") if d["letters"] == "ER")
    ids = with_hand(state, 0, [WILD, th, er, STARTER["S"]])
    # "others": 6 letters from 4 cards.
    after = GAME.apply(state, 0, spell(ids, {ids[0]: "o"}))
    assert (after["players"][0]["commons"] == 1) == (6 >= need)
    assert after["turn"]["text"] == "others"


# -- 3: abilities -----------------------------------------------------------------------------

def test_abilities_fire_only_in_the_word_and_extra_cards_come_next_hand():
    state = game()
    e_draw = find_def("letter", "E", ability="draw")
    ids = with_hand(state, 0, [STARTER["T"], e_draw, WILD, e_draw])
    after = GAME.apply(state, 0, spell(ids[:3], {ids[2]: "a"}))      # "tea"; the 2nd E unused
    assert after["players"][0]["extra"] == 1
    after = GAME.apply(after, 0, {"type": "end"})
    assert len(after["players"][0]["hand"]) == 6


def test_bonus_coins_are_added_to_the_score():
    state = game()
    a_coin = find_def("letter", "A", ability="coins")
    ids = with_hand(state, 0, [STARTER["R"], a_coin, STARTER["T"]])
    after = GAME.apply(state, 0, spell(ids))
    assert after["turn"]["score"] == 3 + 1


def test_a_may_ability_is_optional_and_removes_a_hand_card_from_the_game():
    state = game()
    p_trash = find_def("letter", "N", ability="may_trash")
    ids = with_hand(state, 0, [STARTER["T"], WILD, p_trash, STARTER["L"]])
    after = GAME.apply(state, 0, spell(ids[:3], {ids[1]: "a"}))      # "tan"
    assert after["turn"]["phase"] == "choose" and GAME.view(after, 0)["allowed"] == ["trash", "decline"]
    refused(after, 0, {"type": "trash", "card": ids[0]}, "not_in_hand")
    trashed = GAME.apply(after, 0, {"type": "trash", "card": ids[3]})
    assert ids[3] in trashed["trashed"] and trashed["turn"]["phase"] == "buy"
    declined = GAME.apply(after, 0, {"type": "decline"})
    assert ids[3] in declined["players"][0]["hand"] and declined["turn"]["phase"] == "buy"


# -- 5: buying -------------------------------------------------------------------------------

def scored(coins):
    """A state in the buy phase with `coins` to spend."""
    state = game()
    ids = with_hand(state, 0, [STARTER["R"], WILD, STARTER["T"]])
    state = GAME.apply(state, 0, spell(ids, {ids[1]: "a"}))
    state["turn"]["coins"] = coins
    return state


def test_buying_several_cards_up_to_the_score():
    state = scored(7)
    three, two = state["piles"]["3"]["top"], state["piles"]["2"]["top"]
    state = GAME.apply(state, 0, {"type": "buy", "card": three})
    state = GAME.apply(state, 0, {"type": "buy", "card": two})
    assert state["turn"]["coins"] == 7 - cards.card(state, three)["cost"] - 2
    assert {three, two} <= set(state["players"][0]["discard"])
    refused(state, 0, {"type": "buy", "card": state["piles"]["4"]["top"]}, "too_dear")


def test_a_bought_alternate_is_replaced_by_the_pile_top_and_two_stay_on_offer():
    state = scored(10)
    pile = state["piles"]["5"]
    alt, top, below = pile["alternate"], pile["top"], pile["hidden"][-1]
    after = GAME.apply(state, 0, {"type": "buy", "card": alt})
    assert after["piles"]["5"]["alternate"] == top and after["piles"]["5"]["top"] == below
    refused(after, 0, {"type": "buy", "card": alt}, "not_offered")
    refused(state, 0, {"type": "buy", "card": below}, "not_offered")   # under the pile


def test_fame_cards_are_bought_and_counted():
    state = scored(17)
    fame = state["fame"]["17"][-1]
    after = GAME.apply(state, 0, {"type": "buy", "card": fame})
    assert after["players"][0]["fame"] == cards.card(state, fame)["fame"] > 0
    assert len(after["fame"]["17"]) == len(state["fame"]["17"]) - 1


def test_buying_happens_only_after_the_word():
    state = game()
    refused(state, 0, {"type": "buy", "card": state["piles"]["2"]["top"]}, "not_buying")
    refused(state, 1, {"type": "pass"}, "not_your_turn")


# -- 6-7: discard, draw, the end ------------------------------------------------------------------

def test_the_turn_ends_with_everything_discarded_and_five_new_cards():
    state = game()
    hand = list(state["players"][0]["hand"])
    after = GAME.apply(state, 0, {"type": "pass"})
    p = after["players"][0]
    assert len(p["hand"]) == 5 and set(hand) <= set(p["hand"] + p["discard"] + p["draw"])
    assert after["turn"]["seat"] == 1


def test_two_empty_fame_piles_end_the_game_after_that_turn():
    state = scored(30)
    state["fame"]["11"] = state["fame"]["11"][:1]
    state["fame"]["5"] = []
    state = GAME.apply(state, 0, {"type": "buy", "card": state["fame"]["11"][-1]})
    assert state["outcome"] is None
    state = GAME.apply(state, 0, {"type": "end"})
    assert state["outcome"]["reason"] == "fame" and state["outcome"]["winners"] == [0]


def test_the_last_common_card_ends_the_game_and_that_player_finishes_the_turn():
    state = game()
    state["out"] += state["track"][:-1]
    state["track"] = state["track"][-1:]
    need = table.needed(state)
    assert need <= 9
    ids = with_hand(state, 0, [STARTER[c] if c != "?" else WILD for c in "SL?TT?RNS"])
    after = GAME.apply(state, 0, spell(ids, {ids[2]: "a", ids[5]: "e"}))     # "slatterns"
    assert after["track"] == [] and after["outcome"] is None and after["turn"]["phase"] == "buy"
    after = GAME.apply(after, 0, {"type": "end"})
    assert after["outcome"]["reason"] == "commons"


def test_fame_decides_and_a_tie_goes_to_the_most_common_cards():
    state = game()
    fame = [new_card(state, cards.fame_def("5"))]
    state["players"][1]["discard"] += fame
    state["players"][0]["discard"] += [new_card(state, cards.fame_def("5"))]
    state["players"][0]["commons"] = 1
    state["out"] += state["track"]
    state["track"] = []
    after = GAME.apply(state, 0, {"type": "pass"})
    assert after["outcome"]["scores"] == [1, 1] and after["outcome"]["winners"] == [0]


# -- variants ----------------------------------------------------------------------------------

def test_attack_cards_tax_and_shorten_every_other_player_from_long_words_only():
    state = game(3, attacks=True)
    tax = find_def("attack", "R", ability="attack_tax")
    short = find_def("attack", "T", ability="attack_short")
    tax_length = cards.definitions()[tax]["ability"]["length"]
    short_length = cards.definitions()[short]["ability"]["length"]
    assert tax_length <= len("startles") < short_length <= len("slatterns")
    ids = with_hand(state, 0, [tax, WILD, short])
    after = GAME.apply(state, 0, spell(ids, {ids[1]: "a"}))           # "rat": too short to attack
    assert [(p["tax"], p["short"]) for p in after["players"]] == [(0, 0)] * 3
    vowel = {v: find_def("letter", v, pile="2") for v in "AE"}
    ids = with_hand(state, 0, [STARTER["S"], STARTER["L"], vowel["A"], short, STARTER["T"],
                               vowel["E"], tax, STARTER["N"], STARTER["S"]])
    tax_n = cards.definitions()[tax]["ability"]["n"]
    short_n = cards.definitions()[short]["ability"]["n"]
    startles = [ids[i] for i in (0, 3, 2, 6, 4, 1, 5, 8)]
    eight = GAME.apply(state, 0, spell(startles))                      # long enough to tax only
    assert [(p["tax"], p["short"]) for p in eight["players"]] == [(0, 0)] + [(tax_n, 0)] * 2
    state = GAME.apply(state, 0, spell(ids))                             # "slatterns"
    assert [(p["tax"], p["short"]) for p in state["players"]] == [(0, 0)] + [(tax_n, short_n)] * 2
    state = GAME.apply(state, 0, {"type": "end"})
    ids = with_hand(state, 1, [STARTER["R"], vowel["A"],
                               STARTER["T"], STARTER["S"]])
    state = GAME.apply(state, 1, spell(ids))                             # "rats": 4¢ less the tax
    assert state["turn"]["score"] == max(0, 4 - tax_n) and state["players"][1]["tax"] == 0
    state = GAME.apply(state, 1, {"type": "end"})
    assert len(state["players"][1]["hand"]) == max(3, 5 - short_n)


def test_vote_mode_asks_the_other_players():
    state = game(3, dictionary="vote_majority")
    ids = with_hand(state, 0, [STARTER["R"], WILD, STARTER["T"]])
    state = GAME.apply(state, 0, spell(ids, {ids[1]: "a"}))
    assert state["turn"]["phase"] == "vote" and GAME.actors(state) == [1, 2]
    no = GAME.apply(GAME.apply(state, 1, {"type": "vote", "accept": False}), 2,
                    {"type": "vote", "accept": False})
    assert no["turn"]["phase"] == "spell" and set(ids) <= set(no["players"][0]["hand"])
    refused(no, 0, spell(ids, {ids[1]: "a"}), "rejected")
    yes = GAME.apply(GAME.apply(state, 1, {"type": "vote", "accept": True}), 2,
                     {"type": "vote", "accept": False})
    assert yes["turn"]["phase"] == "buy" and yes["turn"]["score"] == 2


def test_unique_words_refuses_a_word_spelled_before():
    state = game(unique_words="per_game")
    ids = with_hand(state, 0, [STARTER["R"], WILD, STARTER["T"]])
    state = GAME.apply(GAME.apply(state, 0, spell(ids, {ids[1]: "a"})), 0, {"type": "end"})
    ids = with_hand(state, 1, [STARTER["R"], WILD, STARTER["T"]])
    refused(state, 1, spell(ids, {ids[1]: "a"}), "word_used")


# -- the query ---------------------------------------------------------------------------------

def test_score_word_agrees_with_the_engine_and_explains_refusals():
    state = game()
    a_coin = find_def("letter", "A", ability="coins")
    ids = with_hand(state, 0, [STARTER["R"], a_coin, STARTER["T"], STARTER["S"]])
    view = GAME.view(state, 0)
    ask = GAME.score_word(view, spell(ids)["word"])
    after = GAME.apply(state, 0, spell(ids))
    assert ask["ok"] and ask["word"] == "rats" and ask["score"] == after["turn"]["score"]
    assert ask["length"] == 4 and not ask["gains_common"]
    bad = GAME.score_word(view, spell([ids[2], ids[0]])["word"])
    assert not bad["ok"] and "not in the common dictionary" in bad["explain"]
    assert not GAME.score_word(view, [{"card": 99999, "wild": None}])["ok"]
