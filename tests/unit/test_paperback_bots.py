"""The Paperback bots' choices on crafted tables (the strong bot and the last Common card)."""

import pytest

from inkwell.core import Rng
from inkwell.games.paperback import GAME, bots, cards
from inkwell.wordcards import lexicon
from inkwell.words.dictionary import Dictionary

WORDS = ["slatterns", "slates", "latest", "tears", "rats", "star"]


@pytest.fixture(autouse=True)
def small_list():
    lexicon.set_loader(lambda name: Dictionary(name, WORDS))
    yield
    lexicon.set_loader(None)


def letter_def(letter):
    return next(d["def"] for d in cards.definitions()
                if d["kind"] in ("starter", "letter") and d["letters"] == letter and not d["ability"])


def last_common_table(fame_mine, fame_other):
    """Seat 0 to spell from S L A T T E R N S, one Common card left (a 9-letter word takes it)."""
    state = GAME.setup({}, [{"name": f"P{i}", "kind": "bot", "level": "strong"} for i in range(2)], 7)
    state["out"] += state["track"][:-1]
    state["track"] = state["track"][-1:]
    hand = []
    for letter in "SLATTERNS":
        state["defs"].append(letter_def(letter))
        hand.append(len(state["defs"]) - 1)
    state["players"][0]["hand"] = hand
    state["players"][0]["fame"], state["players"][1]["fame"] = fame_mine, fame_other
    return state


def strong_word(state):
    action = GAME.bots["strong"](GAME.view(state, 0), Rng(1))
    assert action["type"] == "spell"
    return "".join(cards.letters(state, c["card"]) for c in action["word"])


def test_the_strong_bot_ends_the_game_with_the_last_common_card_when_ahead():
    state = last_common_table(fame_mine=3, fame_other=2)
    assert strong_word(state) == "slatterns"
    after = GAME.apply(state, 0, GAME.bots["strong"](GAME.view(state, 0), Rng(1)))
    assert after["turn"]["gained"] is not None


def test_the_strong_bot_does_not_take_the_last_common_card_when_behind():
    # 9¢ buys at most 2 fame (the 8¢ pile): the game would end with seat 0 behind.
    state = last_common_table(fame_mine=0, fame_other=3)
    word = strong_word(state)
    assert len(word) < 9 and word in WORDS


def test_a_common_card_is_worth_less_to_the_strong_bot_as_the_game_nears_its_end():
    state = last_common_table(fame_mine=0, fame_other=0)
    state["track"].append(state["out"].pop())         # two Common cards left: not the last
    early = bots.common_worth(GAME.view(state, 0), 6)
    state["round"] = 12
    assert bots.common_worth(GAME.view(state, 0), 6) < early
