"""The finder's packed index (wordlists/<name>.index.gz): it holds exactly
its list's words but the offensive ones (wordlists/offensive.txt), it is what the build packs from the committed list, a
damaged file is refused naming it, and the finder on it answers as the old
trie of dicts did (tests/unit/trie_finder) on random hands of each game."""

import gzip
import json
import random
from pathlib import Path

import pytest

import trie_finder
from inkwell.core.errors import CorruptData, NeedFile
from inkwell.words import Dictionary, clear_cache, find_words, load
from inkwell.words.finder import _index, build_index, packed, unpack

ROOT = Path(__file__).resolve().parents[2]
WORDLISTS = ROOT / "wordlists"
MANIFEST = json.loads((WORDLISTS / "manifest.json").read_text())
NAMES = ("common", "large", "huge")
OFFENSIVE = (WORDLISTS / "offensive.txt").read_text().split()


def _words_below(index, words):
    """Every (sorted letters, word) the index holds, by walking its nodes."""
    found, path = [], []
    for node in range(1, index.nodes):
        # The path to a node: the nodes whose subtree holds it (depth-first order).
        while path and path[-1][0] + index.size_of(path[-1][0]) <= node:
            path.pop()
        path.append((node, chr(97 + index.letter[node])))
        letters = "".join(letter for _, letter in path)
        found += [(letters, words[i]) for i in index.words_at(node)]
    return found


@pytest.mark.parametrize("name", NAMES)
def test_the_index_holds_exactly_the_lists_words(name):
    d = load(name)
    index = _index(d)
    held = _words_below(index, d.words)
    kept = [w for w in d.words if w not in set(OFFENSIVE)]
    assert sorted(word for _, word in held) == kept     # each word once, no other
    assert all(letters == "".join(sorted(word)) for letters, word in held)
    assert MANIFEST["dictionaries"][name]["index_file"] == f"{name}.index.gz"
    assert MANIFEST["files"][f"{name}.index.gz"]["count"] == len(d.words)


@pytest.mark.parametrize("name", NAMES)
def test_the_committed_index_is_the_one_packed_from_the_committed_list(name):
    d = load(name)
    committed = unpack((WORDLISTS / f"{name}.index.gz").read_bytes(), len(d.words), name)
    rebuilt = build_index(d.words, OFFENSIVE)
    for part in ("letter", "count", "size", "before", "ids"):
        assert getattr(committed, part) == getattr(rebuilt, part), part
    assert committed.big == rebuilt.big and committed.marks() == rebuilt.marks()
    if name == "common":    # the bytes too (gzip level 9 of the huge list takes a while)
        assert packed.pack(d.words, OFFENSIVE) == (WORDLISTS / f"{name}.index.gz").read_bytes()


def test_a_plain_file_reads_as_the_gzipd_one():
    words = ["at", "eat", "tea", "tee", "ten", "net"]
    blob = packed.pack(words)
    a, b = unpack(blob, 6, "t"), unpack(gzip.decompress(blob), 6, "t")
    assert [a.words_at(i) for i in range(a.nodes)] == [b.words_at(i) for i in range(b.nodes)]
    assert a.marks() == b.marks() == build_index(words).marks()


def _damaged():
    blob = packed.pack(load("common").words)
    plain = bytearray(gzip.decompress(blob))
    flipped = bytearray(blob)
    flipped[len(blob) // 3] ^= 0x55
    late = bytearray(plain)
    late[-100] ^= 1            # in the marks: found when a search first needs them
    early = bytearray(plain)
    early[5000] ^= 1
    return {"flipped gzip byte": bytes(flipped), "truncated": blob[:len(blob) // 2],
            "plain, a bit flipped": bytes(early), "plain, a mark flipped": bytes(late),
            "empty": b"", "foreign": b"inkwell-words 1 3\n", "wrong version": plain.replace(b"inkwell-index 3 ", b"inkwell-index 9 ", 1)}


@pytest.mark.parametrize("kind", sorted(_damaged()))
def test_a_damaged_index_is_refused_naming_the_file(kind, tmp_path, monkeypatch):
    for name in ("common.words.gz", "common.verbs.gz"):
        (tmp_path / name).write_bytes((WORDLISTS / name).read_bytes())
    (tmp_path / "common.index.gz").write_bytes(_damaged()[kind])
    monkeypatch.setenv("INKWELL_WORDLISTS", str(tmp_path))
    clear_cache()
    try:
        d = load("common")
        assert d.is_word("cat")     # the list itself still loads
        with pytest.raises(CorruptData) as err:
            find_words(d, ["th", "e", "r", "a"], wilds=1, values=[2, 1, 1, 1], limit=5)
        assert "wordlists/common.index.gz" in err.value.message
    finally:
        clear_cache()


def test_an_index_not_fetched_yet_is_asked_for(tmp_path, monkeypatch):
    for name in ("common.words.gz", "common.verbs.gz"):
        (tmp_path / name).write_bytes((WORDLISTS / name).read_bytes())
    monkeypatch.setenv("INKWELL_WORDLISTS", str(tmp_path))
    clear_cache()
    try:
        with pytest.raises(NeedFile) as err:
            find_words(load("common"), "retains")
        assert err.value.path == "wordlists/common.index.gz"
    finally:
        clear_cache()


def test_an_index_for_another_list_is_refused():
    with pytest.raises(CorruptData, match="index of 3 words, the list has 4"):
        unpack(packed.pack(["at", "eat", "tea"]), 4, "wordlists/t.index.gz")


# ------------------------------------------------ the same answers as the old trie

def _cards():
    from inkwell.games import paperback
    cards = json.loads((Path(paperback.__file__).parent / "cards.json").read_text())["cards"]
    printed = [c["letters"].lower() for c in cards if c.get("letters")]
    return [p for p in printed if len(p) == 1], sorted({p for p in printed if len(p) > 1})


LETTERS = "eeeeeeaaaaiiiioooonnnrrrtttllssuddgbcmpfhvwykjxqz"


def _hand(game, rng):
    """A hand as the game's bots search it: (tiles, wilds, must_use, values)."""
    if game == "paperback":
        singles, pairs = _cards()
        tiles = [rng.choice(singles) for _ in range(rng.randint(4, 8))]
        tiles += rng.sample(pairs, rng.randint(0, 3))
        wilds = rng.randint(0, 2)
        must = []
    elif game == "hardback":
        tiles = [rng.choice(LETTERS) for _ in range(rng.randint(5, 8))]
        wilds = rng.randint(0, 2)
        must = [0] if rng.random() < 0.3 else []
    else:   # backwords: a longer spread of single letters
        tiles = [rng.choice(LETTERS) for _ in range(rng.randint(6, 10))]
        wilds = rng.randint(0, 1)
        must = []
    rng.shuffle(tiles)
    values = [rng.choice([0, 1, 1, 2, 3, 0.5]) + 0.1 * len(t) for t in tiles]
    return tiles, wilds, must, values


@pytest.fixture(scope="module")
def common_twice():
    """The common list from its index file, and the words its finder finds
    (all but the offensive ones) for the old trie."""
    d = load("common")
    return d, Dictionary("common", [w for w in d.words if w not in set(OFFENSIVE)], presorted=True)


def _same(a, b):
    assert [(m.word, m.tiles_used, m.score) for m in a] == [(m.word, m.tiles_used, m.score) for m in b]


@pytest.mark.parametrize("game", ["paperback", "hardback", "backwords"])
def test_the_finder_answers_as_the_old_trie_did(game, common_twice):
    """200 random hands of each game: every word, and the best words by
    worth with a score and a budget as the bots ask (wordcards.plays)."""
    new, old = common_twice
    rng = random.Random(f"index-{game}")
    for _ in range(200):
        tiles, wilds, must, values = _hand(game, rng)

        def score(word, used, values=values):
            return sum(values[i] for i in set(used) if i is not None) + 0.01 * len(word) - 0.2 * used.count(None)

        kwargs = {"wilds": wilds, "must_use": must}
        _same(find_words(new, tiles, **kwargs), trie_finder.find_words(old, tiles, **kwargs))
        kwargs.update(values=values, score=score, limit=rng.choice([10, 30, 50]), budget=12000)
        _same(find_words(new, tiles, **kwargs), trie_finder.find_words(old, tiles, **kwargs))
