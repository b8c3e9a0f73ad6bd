"""With the common dictionary the computer speaks a family's words
(issue 39 part 2): the bots of every level and the coach play the words
people know (wordlists/common.familiar.gz, by wordfreq frequency) while one
of them is a play, and the Daily Hand's best word is one of those when one
scores as much.  The larger lists tell no word apart."""
import json
from pathlib import Path

import pytest

from inkwell.core import Rng, get
from inkwell.core.conformance import next_action
from inkwell.core.errors import CorruptData
from inkwell.games.paperback.daily import DAILY as HAND_DAILY, deal, finder_score, wild_card
from inkwell.wordcards import lexicon, plays, tiles
from inkwell.wordcards.coach import finish
from inkwell.words import Dictionary, clear_cache, find_words, load

import inkwell.games  # noqa: F401  (registers the games)

ROOT = Path(__file__).resolve().parents[2]
WORDLISTS = ROOT / "wordlists"


def test_the_common_list_tells_the_words_people_know():
    common = load("common")
    manifest = json.loads((WORDLISTS / "manifest.json").read_text())["dictionaries"]["common"]
    known = [w for w in common.familiar_words() if w]
    assert len(known) == manifest["familiar"] and 30000 < len(known) < len(common)
    assert all(common.is_familiar(w) for w in ("the", "flan", "clef", "runt", "aural", "sonata"))
    # the words bots were seen playing before, that few players know
    assert not any(common.is_familiar(w) for w in ("nisei", "donas", "bailsman", "lorn", "gluon"))
    assert not common.is_familiar("zzzz")          # not a word of the list at all


@pytest.mark.parametrize("name", ["large", "huge"])
def test_the_larger_lists_tell_no_word_apart(name):
    d = load(name)
    assert not d.has_familiar() and d.is_familiar("nisei")


def test_a_damaged_familiar_file_is_refused_naming_it(tmp_path, monkeypatch):
    for name in ("common.words.gz", "common.verbs.gz", "common.index.gz"):
        (tmp_path / name).write_bytes((WORDLISTS / name).read_bytes())
    (tmp_path / "common.familiar.gz").write_bytes((WORDLISTS / "large.verbs.gz").read_bytes())
    monkeypatch.setenv("INKWELL_WORDLISTS", str(tmp_path))
    clear_cache()
    try:
        d = load("common")
        assert d.is_word("cat")     # the list itself still plays
        with pytest.raises(CorruptData, match="wordlists/common.familiar.gz"):
            find_words(d, "retains", familiar=True)
    finally:
        clear_cache()


def _hand(letters):
    held = {i: tiles.Held("hand", ch) for i, ch in enumerate(letters)}
    return plays.playables(held, {"hand": tiles.Zone(wild=False)}, {i: 1 for i in held})


@pytest.fixture
def demo_list():
    lexicon.set_loader(lambda name: Dictionary(name, ["nisei", "sine", "seine", "sin"],
                                               familiar=["sine", "sin"]))
    yield
    lexicon.set_loader(None)


def test_a_bot_plays_a_known_word_over_a_better_unknown_one(demo_list):
    found = plays.find_plays("demo", _hand("nisei"), wilds=0)
    assert [text for _, text, _ in found] == ["sine", "sin"]


def test_a_bot_plays_an_unknown_word_when_no_known_one_fits(demo_list):
    assert [text for _, text, _ in plays.find_plays("demo", _hand("eisne"), wilds=0, skip=["sine", "sin"])] \
        == ["seine"]


def _bot_words(game, level, seed, coach=False):
    """The words of a seeded bot-only game with the common list, and the
    coach's better words on the moves played when `coach`."""
    seats = [{"name": f"P{i + 1}", "kind": "bot", "level": level} for i in range(2)]
    state = game.setup({"dictionary": "common"}, seats, seed)
    rng, advised = Rng(seed), []
    for _ in range(5000):
        if game.outcome(state) is not None:
            break
        seat, action = next_action(game, state, level, rng)
        if coach and seat >= 0:
            advice = finish(game.coach(game.view(state, seat), action))
            if advice and advice["missed"]:
                advised.append(advice["best"]["word"].lower())
        state = game.apply(state, seat, action)
    words = [w["word"].lower() for told in game.view(state, 0)["outcome"]["words"] for w in told["words"]]
    return words, advised


@pytest.mark.parametrize("game_id", ["hardback", "paperback", "backwords"])
def test_bots_of_every_level_and_the_coach_speak_known_words(game_id):
    """Before this rule 11 to 42 % of the words these games' bots spelled
    were ones few people know (astir, lorn, gluon, abaft); now a word
    outside the known ones comes only from a hand that makes none of them."""
    game, common = get(game_id), load("common")
    played, advised = [], []
    for g, level in enumerate(["random", "greedy", "strong"]):
        words, better = _bot_words(game, level, 7000 + g, coach=(level == "random"))
        played += words
        advised += better
    unknown = [w for w in played if not common.is_familiar(w)]
    assert len(played) > 100 and len(unknown) <= len(played) // 100, unknown
    assert advised and all(common.is_familiar(w) for w in advised)


def test_the_daily_hands_best_word_is_a_known_one_when_one_scores_as_much():
    common, told_apart = load("common"), 0
    for day in range(1, 61):
        date = f"2027-{1 + (day - 1) // 28:02d}-{1 + (day - 1) % 28:02d}"
        best = HAND_DAILY.best(date)
        if common.is_familiar(best["word"]):
            continue
        told_apart += 1
        defs = deal(date)
        lettered = [i for i, d in enumerate(defs) if d["letters"]]
        known = find_words(common, [defs[i]["letters"].lower() for i in lettered],
                           wilds=len(defs) - len(lettered), limit=1, familiar=True,
                           score=finder_score(lettered, defs, wild_card()))
        assert not known or known[0].score < best["score"], (date, best["word"], known[0].word)
    assert told_apart < 30   # a hand's best that no known word equals is the exception
