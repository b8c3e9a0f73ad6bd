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


# -- the best-N search against every word the hand makes ------------------------------------

POOL = list("eeeeaaiioonrstlcdhmpgby") + ["th", "er", "in", "qu", "st", "re"]


def random_hand(rng):
    """Cards as a Hardback hand (any card may be played wild, an inked card
    must be used) or a Paperback one (two-letter cards, Fame wild cards)."""
    hardback = rng.random() < 0.5
    n = rng.randint(4, 10)
    letters = [rng.choice(POOL[:23] if hardback else POOL) for _ in range(n)]
    if not hardback:
        letters += [None] * rng.randint(0, 3)
    held = {i: tiles.Held("inked" if hardback and i == 0 and rng.random() < 0.3 else "hand", l)
            for i, l in enumerate(letters)}
    zones = {"hand": tiles.Zone(wild=hardback), "inked": tiles.Zone(wild=False, must_use=True)}
    worth = {i: rng.randint(-2, 6) for i in held}
    return held, zones, plays.playables(held, zones, worth), 2 if hardback else rng.randint(0, 3)


def exhaustive_best(cards, wilds, measured):
    """The best measure over every word the cards spell and every way to
    play it, the slow way: the finder lists all words, each is tried here;
    the words people know alone while one of them is a play (the bots' rule)."""
    from inkwell.words import find_words, load
    from inkwell.words.finder import Rack
    lettered = [i for i, c in enumerate(cards) if c.letters]
    spare = {i for i, c in enumerate(cards) if c.wild}
    wilds = min(wilds, len(spare))
    must = [k for k, i in enumerate(lettered) if cards[i].must]
    rack = Rack([cards[i].letters for i in lettered], wilds, must, distinct=True)
    best = None
    for familiar in (True, False):
        for m in find_words(load("common"), rack.tiles, wilds=wilds, must_use=must, familiar=familiar):
            for used in rack.assignments(m.word):
                taken = {lettered[k] for k in used if k is not None}
                wild = used.count(None)
                if wild > len(spare - taken):
                    continue
                worth = sum(cards[i].worth if measured else max(0, cards[i].worth) for i in taken)
                value = plays.measure(worth, len(m.word), wild) if measured else worth
                best = value if best is None else max(best, value)
        if best is not None:
            return best
    return best


def value_of(cards, word, text, measured):
    by_id = {c.card: c for c in cards}
    used = [by_id[e["card"]] for e in word if e["wild"] is None]
    wild = sum(1 for e in word if e["wild"])
    if measured:
        return plays.measure(sum(c.worth for c in used), len(text), wild)
    return sum(max(0, c.worth) for c in used)


@pytest.mark.parametrize("seed", range(30))
def test_the_best_play_found_is_the_best_of_every_word_the_hand_makes(seed):
    import random
    from inkwell.words import load
    lexicon.set_loader(lambda name: load("common"))
    rng = random.Random(seed)
    held, zones, cards, wilds = random_hand(rng)
    for measured in (True, False):
        best = exhaustive_best(cards, wilds, measured)
        found = (plays.find_plays("common", cards, wilds=wilds, limit=3) if measured
                 else find_best_plays("common", cards, wilds=wilds, limit=3))
        if best is None:
            assert found == []
            continue
        word, text, _ = found[0]
        assert tiles.text_of(tiles.parse_word(word, held, zones)) == text
        assert value_of(cards, word, text, measured) == pytest.approx(best)
