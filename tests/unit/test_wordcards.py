"""The shared layer of the word card games (inkwell.wordcards)."""

import pytest

from inkwell.core import IllegalAction, NeedFile, Rng
from inkwell.wordcards import lexicon, piles, plays, tiles, turns
from inkwell.words.dictionary import Dictionary

WORDS = ["at", "cat", "act", "chat", "that", "the", "then", "ten", "net", "quit", "tact"]


@pytest.fixture
def small_list():
    lexicon.set_loader(lambda name: Dictionary(name, WORDS))
    yield
    lexicon.set_loader(None)


# -- piles -----------------------------------------------------------------------

def test_the_discard_pile_is_reshuffled_only_when_the_draw_pile_is_empty():
    deck = {"draw": [1, 2], "discard": [3, 4, 5], "hand": []}
    rng = Rng(3)
    assert piles.draw(deck, rng) == 2 and piles.draw(deck, rng) == 1
    assert deck["discard"] == [3, 4, 5], "not shuffled while the draw pile had cards"
    third = piles.draw(deck, rng)
    assert third in (3, 4, 5) and deck["discard"] == [] and len(deck["draw"]) == 2


def test_drawing_from_an_empty_deck_gives_nothing_and_changes_nothing():
    deck = {"draw": [], "discard": [], "hand": [9]}
    assert piles.draw(deck, Rng(1)) is None
    assert piles.draw_into(deck, "hand", 5, Rng(1)) == 0 and deck["hand"] == [9]
    assert not piles.can_draw(deck)


def test_a_hand_draws_as_many_as_there_are_up_to_the_count():
    deck = {"draw": [1], "discard": [2, 3], "hand": []}
    assert piles.draw_into(deck, "hand", 5, Rng(2)) == 3
    assert sorted(deck["hand"]) == [1, 2, 3] and deck["hand"][0] == 1


def test_the_same_seed_draws_the_same_cards():
    def hand(seed):
        deck = {"draw": [], "discard": list(range(20)), "h": []}
        piles.draw_into(deck, "h", 5, Rng(seed))
        return deck["h"]
    assert hand(11) == hand(11) and hand(11) != hand(12)


def test_dealing_from_a_shared_deck_goes_round_the_table():
    pile = list(range(12))
    hands = [[], [], []]
    piles.deal(pile, hands, 5)
    assert [len(h) for h in hands] == [4, 4, 4] and pile == []
    assert hands[0][:2] == [11, 8]


def test_taking_the_last_cards_of_a_row_and_putting_them_back_keeps_the_order():
    row = list("JTCAZ")
    taken = piles.take_last(row, 3)
    assert taken == ["Z", "A", "C"] and row == ["J", "T"]
    piles.put_back(row, taken)
    assert row == list("JTCAZ")
    for bad in (0, 6, -1, "2", True):
        with pytest.raises(IllegalAction):
            piles.take_last(row, bad)
    assert row == list("JTCAZ")


def test_moving_a_card_that_is_not_there_is_refused_and_moves_nothing():
    hand, discard = [1, 2], [3]
    with pytest.raises(IllegalAction) as err:
        piles.move(hand, discard, 7, "not_in_hand", "That card is not in your hand.")
    assert err.value.code == "not_in_hand" and (hand, discard) == ([1, 2], [3])
    piles.move(hand, discard, 1)
    assert (hand, discard) == ([2], [3, 1])
    assert piles.top(discard) == [1]


def test_conservation_names_lost_duplicated_and_strange_cards():
    assert piles.check_conserved({"a": [0, 1], "b": [2]}, range(3)) == []
    problems = piles.check_conserved({"a": [0, 1], "b": [1, 7]}, range(3))
    assert problems == ["card 1 is in a and b", "card 7 is not a card of this game (in b)",
                        "card 2 is nowhere"]


# -- tiles -------------------------------------------------------------------------

HARDBACK_LIKE = {
    "hand": tiles.Zone(wild=True),
    "inked": tiles.Zone(wild=False, must_use=True,
                        wild_refused=("inked_wild", "An inked card cannot be played wild."),
                        unused=("inked_unused", "Every inked card must be used.")),
    "classic": tiles.Zone(wild=False, wild_refused=("classic_wild", "Not wild.")),
}
HELD = {1: tiles.Held("hand", "c"), 2: tiles.Held("hand", "a"), 3: tiles.Held("hand", "t"),
        4: tiles.Held("inked", "h"), 5: tiles.Held("classic", "e", owner=1)}


def entries(*pairs):
    return [{"card": c, "wild": w} for c, w in pairs]


def refusal(word, held=HELD, zones=HARDBACK_LIKE, **kw):
    with pytest.raises(IllegalAction) as err:
        tiles.parse_word(word, held, zones, **kw)
    return err.value.code


def test_a_word_reads_its_cards_letters_wilds_and_owners():
    word = entries((1, None), (4, None), (2, None), (3, "T"))
    parsed = tiles.parse_word(word, HELD, HARDBACK_LIKE)
    assert tiles.text_of(parsed) == "chat"
    assert parsed[3] == {"card": 3, "letter": "t", "wild": "t", "zone": "hand", "owner": 0}
    shared = tiles.parse_word(entries((4, None), (5, None)), HELD, HARDBACK_LIKE)
    assert shared[1]["owner"] == 1 and shared[1]["zone"] == "classic"


@pytest.mark.parametrize("word, code", [
    ([], "bad_word"), ("cat", "bad_word"), ([{"card": "1"}], "bad_word"), ([7], "bad_word"),
    (entries((1, None), (1, None), (4, None)), "card_twice"),
    (entries((9, None), (4, None)), "not_in_hand"),
    (entries((4, "x"), (1, None)), "inked_wild"),
    (entries((5, "x"), (4, None)), "classic_wild"),
    (entries((1, "xy"), (4, None)), "bad_wild"), (entries((1, 3), (4, None)), "bad_wild"),
    (entries((1, "é"), (4, None)), "bad_wild"),
    (entries((1, None), (2, None)), "inked_unused"),
    (entries((4, None),), "too_short"),
])
def test_a_bad_word_is_refused_with_a_reason(word, code):
    assert refusal(word) == code


def test_too_many_cards_are_refused_before_reading_them():
    assert refusal(entries(*[(c, None) for c in range(40)]), max_cards=30) == "bad_word"


def test_two_letter_cards_and_wild_cards_spell_their_letters():
    held = {1: tiles.Held("hand", tiles.card_letters("QU")), 2: tiles.Held("hand", "i"),
            3: tiles.Held("hand", tiles.card_letters("?")), 9: tiles.Held("common", "e", None)}
    zones = {"hand": tiles.Zone(wild=False), "common": tiles.Zone(wild=False)}
    parsed = tiles.parse_word(entries((1, None), (2, None), (3, "t")), held, zones)
    assert tiles.text_of(parsed) == "quit" and parsed[2]["wild"] == "t"
    assert refusal(entries((1, None), (3, None)), held, zones) == "wild_letter"
    assert refusal(entries((2, "a"), (3, "t")), held, zones) == "not_wild"
    # One two-letter card is a two-letter word by length.
    assert tiles.text_of(tiles.parse_word(entries((1, None),), held, zones)) == "qu"
    assert refusal(entries((9, None),), held, zones) == "too_short"


# -- dictionary rules ------------------------------------------------------------------

def test_the_dictionary_options_list_every_choice_with_a_default():
    option = lexicon.dictionary_option()
    assert option.name == "dictionary" and option.default == "common"
    assert option.choices == ["common", "large", "huge", "vote_majority", "vote_unanimous"]
    assert lexicon.dictionary_option("huge").default == "huge"
    unique = lexicon.unique_words_option()
    assert (unique.name, unique.default, unique.choices) == \
        ("unique_words", "off", ["off", "per_player", "per_game"])


def test_votes_majority_passes_ties_unanimous_needs_everyone():
    assert lexicon.vote_passes("vote_majority", {"1": True, "2": False})
    assert not lexicon.vote_passes("vote_majority", {"1": True, "2": False, "3": False})
    assert not lexicon.vote_passes("vote_unanimous", {"1": True, "2": False})
    assert lexicon.vote_passes("vote_unanimous", {"1": True, "2": True})


def test_unique_words_per_player_and_per_game():
    used = lexicon.new_used_words(2)
    lexicon.record_word(used, 0, "cat")
    lexicon.check_unique(used, "off", 0, "cat")
    lexicon.check_unique(used, "per_player", 1, "cat")
    with pytest.raises(IllegalAction, match="You have already spelled"):
        lexicon.check_unique(used, "per_player", 0, "cat")
    with pytest.raises(IllegalAction, match="already been spelled this game"):
        lexicon.check_unique(used, "per_game", 1, "cat")
    assert lexicon.used_words(used, "per_player", 1) == []
    assert lexicon.used_words(used, "per_game", None) == ["cat"]
    assert lexicon.used_words(used, "off", 0) == []


def test_words_are_judged_by_the_list_and_a_missing_list_is_asked_for(small_list):
    lexicon.judge("common", "cat")
    with pytest.raises(IllegalAction, match="not in the common dictionary"):
        lexicon.judge("common", "tca")
    assert lexicon.judge_accepts("chat") and not lexicon.judge_accepts("xx")
    assert lexicon.bot_list("vote_majority") == "common" and lexicon.bot_list("huge") == "huge"

    def missing(name):
        raise NeedFile(f"wordlists/{name}.words.gz")
    lexicon.set_loader(missing)
    with pytest.raises(NeedFile):
        lexicon.is_word("large", "cat")


# -- the bots' word search ----------------------------------------------------------------

def test_bots_find_words_best_cards_first_and_use_every_must_use_card(small_list):
    held = {1: tiles.Held("hand", "c"), 2: tiles.Held("hand", "a"), 3: tiles.Held("hand", "t"),
            4: tiles.Held("inked", "h"), 5: tiles.Held("hand", "t")}
    cards = plays.playables(held, HARDBACK_LIKE, worth={5: 2})
    found = plays.find_plays("common", cards, wilds=0, limit=10)
    assert [text for _, text, _ in found] == ["chat", "that"]
    word, text, wilds = found[0]
    # The valuable t (card 5) is played rather than card 3.
    assert word == entries((1, None), (4, None), (2, None), (5, None)) and wilds == 0
    for word, _, _ in found:
        assert tiles.text_of(tiles.parse_word(word, held, HARDBACK_LIKE)) in WORDS


def test_a_wild_takes_a_spare_card_and_never_a_card_already_spelling(small_list):
    held = {1: tiles.Held("hand", "a"), 2: tiles.Held("hand", "t"), 3: tiles.Held("hand", "x")}
    found = plays.find_plays("common", plays.playables(held, HARDBACK_LIKE), wilds=1)
    by_text = {text: (word, w) for word, text, w in found}
    assert by_text["cat"] == (entries((3, "c"), (1, None), (2, None)), 1)
    assert "chat" not in by_text, "two wilds needed, one allowed"
    assert plays.find_plays("common", plays.playables(held, HARDBACK_LIKE), wilds=1,
                            skip=["cat", "act", "at"]) == []


def test_two_letter_cards_and_wild_cards_in_the_search(small_list):
    held = {1: tiles.Held("hand", "qu"), 2: tiles.Held("hand", "i"), 3: tiles.Held("hand", None),
            4: tiles.Held("hand", "th"), 5: tiles.Held("hand", "e")}
    zones = {"hand": tiles.Zone(wild=False)}
    found = plays.find_plays("common", plays.playables(held, zones), wilds=1)
    texts = [text for _, text, _ in found]
    assert "quit" in texts and "then" in texts and "the" in texts
    for word, text, _ in found:
        assert tiles.text_of(tiles.parse_word(word, held, zones)) == text


def test_no_cards_no_words_and_short_words_can_be_left_out(small_list):
    assert plays.find_plays("common", []) == []
    held = {1: tiles.Held("hand", "c"), 2: tiles.Held("hand", "a"), 3: tiles.Held("hand", "t")}
    found = plays.find_plays("common", plays.playables(held, HARDBACK_LIKE), wilds=0, min_length=3)
    assert sorted(text for _, text, _ in found) == ["act", "cat"]


def test_verbs_come_from_the_chosen_list():
    assert lexicon.is_verb("common", "running") and not lexicon.is_verb("common", "happy")


# -- turn order ------------------------------------------------------------------------------

def test_turns_go_clockwise_and_backwords_can_go_back():
    assert [turns.next_seat(s, 4) for s in range(4)] == [1, 2, 3, 0]
    assert [turns.previous_seat(s, 4) for s in range(4)] == [3, 0, 1, 2]
    assert turns.other_seats(0, 1) == []


def test_a_round_ends_with_the_seat_before_the_first():
    state = {"round": 1}
    seats = [turns.pass_turn(state, s, 3) for s in (0, 1, 2)]
    assert seats == [1, 2, 0] and state["round"] == 2
    assert turns.ends_round(2, 3) and not turns.ends_round(0, 3)
    assert turns.ends_round(0, 3, first=1)


def test_the_log_keeps_the_recent_events():
    state = {"log": []}
    for i in range(turns.LOG_SIZE + 5):
        turns.log(state, 0, "spelled", word=str(i))
    assert len(state["log"]) == turns.LOG_SIZE
    assert state["log"][-1] == {"seat": 0, "event": "spelled", "word": str(turns.LOG_SIZE + 4)}


def test_a_two_letter_card_is_found_where_a_greedy_single_letter_would_block_it(small_list):
    # The valuable "t" comes first, but "the" needs the "th" card: no wild to spare.
    held = {1: tiles.Held("hand", "t"), 2: tiles.Held("hand", "th"), 3: tiles.Held("hand", "e")}
    zones = {"hand": tiles.Zone(wild=False)}
    found = plays.find_plays("common", plays.playables(held, zones, worth={1: 5}), wilds=0)
    assert [(word, text) for word, text, _ in found] == [(entries((2, None), (3, None)), "the")]
