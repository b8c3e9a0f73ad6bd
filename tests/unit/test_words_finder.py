"""The word finder agrees with a brute-force search, on real dictionaries."""

import random
from collections import Counter
from pathlib import Path

import pytest

from inkwell.core.errors import BadRequest
from inkwell.words import Dictionary, find_words, load
from inkwell.words.finder import Rack

WORDLISTS = Path(__file__).resolve().parents[2] / "wordlists"


def brute_force(words, tiles, wilds, must_use=(), min_length=2, max_length=None):
    """Every word with a valid play, by trying tiles position by position."""
    found = []
    for word in words:
        if len(word) < min_length or (max_length is not None and len(word) > max_length):
            continue
        if _playable(word, 0, tiles, frozenset(), wilds, set(must_use)):
            found.append(word)
    return found


def _playable(word, pos, tiles, taken, wilds, must):
    if pos == len(word):
        return must <= taken
    for i, tile in enumerate(tiles):
        if i not in taken and word.startswith(tile, pos):
            if _playable(word, pos + len(tile), tiles, taken | {i}, wilds, must):
                return True
    return wilds > 0 and _playable(word, pos + 1, tiles, taken, wilds - 1, must)


def check_plays(matches, tiles, wilds, must_use=()):
    """Each reported play really spells the word with the tiles it names."""
    for m in matches:
        used = m.tiles_used
        assert len(used) == len(m.word)
        assert used.count(None) <= wilds
        pos = 0
        seen = []
        while pos < len(m.word):
            t = used[pos]
            if t is None:
                pos += 1
                continue
            assert m.word.startswith(tiles[t], pos)
            assert used[pos:pos + len(tiles[t])] == (t,) * len(tiles[t])
            seen.append(t)
            pos += len(tiles[t])
        assert len(seen) == len(set(seen)), f"{m.word}: a tile used twice"
        assert set(must_use) <= set(seen)


LETTERS = "eeeeeeaaaaiiiioooonnnrrrtttllssuddgbcmpfhvwykjxqz"
PAIRS = ["th", "er", "in", "qu", "st", "ing", "an"]


@pytest.fixture(scope="module")
def small_words():
    # A slice of the real common list keeps brute force quick.
    return [w for w in load("common").words if len(w) <= 7][::7]


@pytest.fixture(scope="module")
def small_dict(small_words):
    return Dictionary("small", small_words)


@pytest.mark.parametrize("seed", range(40))
def test_matches_brute_force(seed, small_words, small_dict):
    rng = random.Random(seed)
    tiles = [rng.choice(LETTERS) for _ in range(rng.randint(1, 8))]
    if seed % 2:
        tiles += rng.sample(PAIRS, rng.randint(1, 2))
    rng.shuffle(tiles)
    wilds = rng.randint(0, 2)
    must_use = rng.sample(range(len(tiles)), rng.randint(0, min(2, len(tiles)))) if seed % 3 else []
    min_length = rng.randint(1, 4)
    max_length = rng.choice([None, 5, 6])
    got = find_words(small_dict, tiles, wilds=wilds, must_use=must_use, min_length=min_length,
                     max_length=max_length)
    expected = brute_force(small_words, tiles, wilds, must_use, min_length, max_length)
    assert sorted(m.word for m in got) == sorted(expected)
    assert len(got) == len({m.word for m in got})
    check_plays(got, tiles, wilds, must_use)


def test_order_without_score():
    got = [m.word for m in find_words(load("common"), "retains")]
    assert got[0] == "antsier" and {"nastier", "retains", "retinas"} <= set(got[:10])
    lengths = [len(w) for w in got]
    assert lengths == sorted(lengths, reverse=True)
    for a, b in zip(got, got[1:]):
        assert len(a) > len(b) or a < b


def test_score_picks_best_play_and_ranks():
    tiles = ["c", "a", "t", "a"]
    # Prefer playing tile 3 over tile 1 for the "a": the bot values card 3.
    score = lambda word, used: len(word) * 10 + (5 if 3 in used else 0) - 20 * used.count(None)
    got = find_words(load("common"), tiles, wilds=1, score=score, limit=5)
    assert got[0].score == max(m.score for m in got)
    assert [m.score for m in got] == sorted((m.score for m in got), reverse=True)
    cat = next(m for m in find_words(load("common"), tiles, score=score) if m.word == "cat")
    assert cat.tiles_used == (0, 3, 2) and cat.score == 35


def test_limit_and_two_letter_tiles():
    got = find_words(load("common"), ["th", "e", "r", "o", "w"], limit=3)
    assert len(got) == 3
    throw = find_words(load("common"), ["th", "r", "o", "w"], min_length=5)
    assert [m.word for m in throw] == ["throw", "worth", "wroth"]
    assert throw[0].tiles_used == (0, 0, 1, 2, 3)
    assert throw[1].tiles_used == (3, 2, 1, 0, 0)
    # The letters of a two-letter tile stay together and in order.
    assert "ht" not in [m.word for m in find_words(load("huge"), ["th"], min_length=2)]


def test_must_use_inked_tile():
    got = find_words(load("common"), "catz", must_use=[3])
    assert got == [] or all("z" in m.word for m in got)
    got = find_words(load("common"), "zeal", must_use=[0], min_length=4)
    assert {m.word for m in got} == {"laze", "zeal"}


def test_big_rack_on_huge_agrees_with_counting():
    huge = load("huge")
    rack = "aeinrstlodcg"
    got = {m.word for m in find_words(huge, rack, wilds=2)}
    have = Counter(rack)
    letters = set(rack)
    never = set((WORDLISTS / "offensive.txt").read_text().split())  # left out of the index
    expected = {w for w in huge.words if w not in never
                and len(w) <= 14 and sum(c not in letters for c in w) <= 2
                and sum((Counter(w) - have).values()) <= 2}
    assert got == expected


@pytest.mark.parametrize("kwargs", [
    dict(tiles="ab1"),
    dict(tiles=""),
    dict(tiles=["ab", ""]),
    dict(tiles=["abcd"]),
    dict(tiles="a" * 40),
    dict(tiles=None),
    dict(tiles="abc", wilds=-1),
    dict(tiles="abc", wilds=99),
    dict(tiles="abc", must_use=[3]),
    dict(tiles="abc", must_use=["a"]),
    dict(tiles="abc", limit=0),
    dict(tiles="abc", score="high"),
    dict(tiles="abc", min_length="2"),
])
def test_bad_finder_input(kwargs):
    with pytest.raises(BadRequest):
        find_words(load("common"), **kwargs)


def test_rack_lists_every_play():
    plays = list(Rack(["a", "a"], wilds=1).assignments("aa"))
    # Identical tiles are one choice: (1, 0) is the same play as (0, 1).
    assert sorted(plays, key=str) == sorted([(0, 1), (0, None), (None, 0)], key=str)
    distinct = list(Rack(["a", "a"], wilds=1, distinct=True).assignments("aa"))
    assert len(distinct) == 6


@pytest.mark.parametrize("seed", range(12))
def test_best_by_values_with_a_limit_is_the_top_of_the_full_ranking(seed, small_dict):
    """The branch-and-bound search returns the best words the full ranking
    would: the same scores, and the same words above the last place (words
    tied with the last one kept may be others of that score)."""
    rng = random.Random(seed)
    tiles = [rng.choice(LETTERS) for _ in range(rng.randint(3, 7))] + rng.sample(PAIRS, 2)
    values = [rng.choice([0, 1, 1, 2, 3, 5]) for _ in tiles]
    wilds = rng.randint(0, 2)
    full = find_words(small_dict, tiles, wilds=wilds, values=values)
    best = find_words(small_dict, tiles, wilds=wilds, values=values, limit=10)
    assert [m.score for m in best] == [m.score for m in full[:10]]
    last = best[-1].score if best else None
    assert [(m.word, m.score) for m in best if m.score != last] == \
        [(m.word, m.score) for m in full[:10] if m.score != last]
    for m in best:
        assert m.score == sum(values[i] for i in set(m.tiles_used) if i is not None)
    check_plays(best, tiles, wilds)


@pytest.mark.parametrize("seed", range(8))
def test_many_two_letter_tiles_still_give_the_top_of_the_full_ranking(seed):
    """Past MAX_WAYS ways the least valuable longer tiles are searched as
    optional: the best words are still the full ranking's."""
    rng = random.Random(seed)
    tiles = [rng.choice("eaiotnrsl") for _ in range(3)] + rng.sample(
        ["th", "er", "in", "qu", "st", "ing", "an", "ed", "re", "on", "es"], 7)
    values = [1, 1, 1] + [rng.choice([3, 4, 5]) for _ in range(7)]
    full = find_words(load("common"), tiles, wilds=1, values=values)
    best = find_words(load("common"), tiles, wilds=1, values=values, limit=10)
    assert [m.score for m in best] == [m.score for m in full[:10]]
    check_plays(best, tiles, 1)


@pytest.fixture(scope="module")
def marked_common():
    """The common list three times: read from its packed index file, packed
    in memory from its words, and read from the file again."""
    lists = [load("common"), Dictionary("common", load("common").words), load("common")]
    return lists


def _card_sets():
    """Each game's letter cards: Paperback's (with its two-letter cards),
    Hardback's (single letters, an inked card to use), and longer tiles."""
    import json
    from pathlib import Path

    import inkwell.games.paperback as paperback
    cards = json.loads((Path(paperback.__file__).parent / "cards.json").read_text())["cards"]
    printed = [c["letters"].lower() for c in cards if c.get("letters")]
    return {"paperback": ([p for p in printed if len(p) == 1], sorted({p for p in printed if len(p) > 1}), 3),
            "hardback": (list(LETTERS), [], 2),
            "long tiles": (list(LETTERS), PAIRS, 2)}


@pytest.mark.parametrize("seed", range(60))
def test_best_n_with_two_letter_tiles_is_the_top_of_every_word_ranked(seed, marked_common):
    """Random hands of each game's cards, with wilds and two-letter tiles:
    the best-N search gives the scores of the top N of every word the hand
    makes (each by its best play), the same words in the same order above
    the last place, and only words of that score in it."""
    rng = random.Random(seed)
    name = ("paperback", "hardback", "long tiles")[seed % 3]
    singles, pairs, most_wilds = _card_sets()[name]
    tiles = [rng.choice(singles) for _ in range(rng.randint(3, 8))]
    tiles += rng.sample(pairs, min(len(pairs), rng.randint(1, 4)))
    rng.shuffle(tiles)
    values = [rng.choice([0, 1, 1, 2, 3, 4, 0.5]) for _ in tiles]
    wilds = rng.randint(0, most_wilds)
    must_use = [0] if name == "hardback" and rng.random() < 0.3 else []
    limit = rng.choice([5, 20, 50])
    d = marked_common[seed % 3]
    full = find_words(d, tiles, wilds=wilds, must_use=must_use, values=values)
    best = find_words(d, tiles, wilds=wilds, must_use=must_use, values=values, limit=limit)
    assert [m.score for m in best] == [m.score for m in full[:limit]]
    last = best[-1].score if best else None
    assert [m.word for m in best if m.score != last] == [m.word for m in full[:limit] if m.score != last]
    score_of = {m.word: m.score for m in full}
    assert all(score_of[m.word] == last for m in best if m.score == last)
    check_plays(best, tiles, wilds, must_use)


def test_a_budget_caps_the_search_and_keeps_the_best_words_first():
    tiles, values = ["th", "er", "in", "a", "s", "t", "l", "n", "o", "r"], [3, 2, 2, 1, 1, 1, 1, 1, 1, 1]
    full = find_words(load("common"), tiles, wilds=2, values=values, limit=20)
    assert find_words(load("common"), tiles, wilds=2, values=values, limit=20, budget=10 ** 6) == full
    for budget in (1, 30, 2000):
        capped = find_words(load("common"), tiles, wilds=2, values=values, limit=20, budget=budget)
        assert len(capped) <= 20
        assert [m.score for m in capped] == sorted((m.score for m in capped), reverse=True)
        check_plays(capped, tiles, 2)
    # Grown best first, a fraction of the branches already holds the best word.
    assert capped[0].score == full[0].score
    for bad in (0, -3, 2.5, True, "9"):
        with pytest.raises(BadRequest):
            find_words(load("common"), tiles, values=values, limit=5, budget=bad)


def test_values_rank_two_letter_tiles_by_worth():
    got = find_words(load("common"), ["th", "e", "r", "o", "w"], values=[5, 1, 1, 1, 1], limit=3)
    assert got[0].score == max(m.score for m in find_words(load("common"), ["th", "e", "r", "o", "w"],
                                                           values=[5, 1, 1, 1, 1]))
    assert all(0 in m.tiles_used for m in got)
    with pytest.raises(BadRequest):
        find_words(load("common"), "abc", values=[1, 2])
    with pytest.raises(BadRequest):
        find_words(load("common"), "abc", values=[1, -2, 3])


def test_identical_tiles_are_one_choice_in_the_exact_check():
    """11 E's, NT and 4 wilds: each E is the same choice, so the check of a
    word does not try the E's in every order (it took seconds)."""
    rack = Rack(["e"] * 11 + ["nt"], wilds=4)
    plays = list(rack.assignments("eeeeeeeeeeent"))
    assert plays[0] == tuple(range(11)) + (11, 11)
    assert len(plays) == len(set(plays))
    assert len(plays) < 2000


@pytest.mark.parametrize("values, wilds, limit, pieces", [(None, 1, None, 50),
                                                        ([3, 1, 2, 1, 1, 2, 1], 2, 200, 5)])
def test_a_search_in_slices_finds_what_the_whole_search_finds(values, wilds, limit, pieces, monkeypatch):
    """The coach's background search pauses between small pieces of work
    (pieces of the trie; in a ranked search, a few hundred branches): many
    slices, and the same words, plays and order at the end."""
    from inkwell.words import find_words_steps, index_steps
    from inkwell.words.finder import ranked
    # With the pairs marks this ranked search grows a few hundred branches: pause more often.
    monkeypatch.setattr(ranked, "SLICE_BRANCHES", 100)
    d = load("common")
    for _ in index_steps(d):
        pass
    tiles = ["th", "e", "r", "a", "i", "n", "s"]
    whole = find_words(d, tiles, wilds=wilds, values=values, limit=limit)
    steps, slices = find_words_steps(d, tiles, wilds=wilds, values=values, limit=limit), 0
    while True:
        try:
            next(steps)
            slices += 1
        except StopIteration as done:
            sliced = done.value
            break
    assert slices > pieces
    assert [(m.word, m.tiles_used) for m in sliced] == [(m.word, m.tiles_used) for m in whole]
    assert len(whole) >= 20
