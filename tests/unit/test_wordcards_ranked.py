"""wordcards.ranked: the best plays of a big hand straight from the finder."""

import pytest

from inkwell.wordcards import lexicon, plays, tiles
from inkwell.wordcards.ranked import find_best_plays
from inkwell.words.dictionary import Dictionary

WORDS = ["at", "cat", "act", "chat", "that", "the", "then", "ten", "net", "tent", "tenth", "hat"]


@pytest.fixture(autouse=True)
def small_list():
    lexicon.set_loader(lambda name: Dictionary(name, WORDS))
    yield
    lexicon.set_loader(None)


def hand(*letters, worth=None):
    held = {i: tiles.Held("hand", l) for i, l in enumerate(letters)}
    return plays.playables(held, {"hand": tiles.Zone(wild=False)}, worth or {})


def test_the_best_plays_are_the_most_worth_and_spell_their_words():
    cards = hand("th", "e", "n", None, None, worth={0: 5, 1: 1, 2: 1})
    best = find_best_plays("demo", cards, wilds=2, limit=3)
    texts = [text for _, text, _ in best]
    assert texts[0] == "tenth"      # a wild T, E, N and TH: every card worth something
    for word, text, wild in best:
        spelled = "".join(cards[e["card"]].letters if e["wild"] is None else e["wild"] for e in word)
        assert spelled == text
        assert sum(1 for e in word if e["wild"]) == wild <= 2
        assert len({e["card"] for e in word}) == len(word)


def test_skipped_words_and_too_few_wild_cards():
    cards = hand("th", "e", "n", None, worth={0: 5})
    texts = [t for _, t, _ in find_best_plays("demo", cards, wilds=3, limit=10, skip=["then"])]
    assert "then" not in texts and "tenth" in texts   # tenth: the wild card is its first T
    assert all(w <= 1 for _, _, w in find_best_plays("demo", cards, wilds=3, limit=10))
