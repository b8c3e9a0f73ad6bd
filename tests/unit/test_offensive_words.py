"""The computer never plays, suggests or chooses an offensive word
(wordlists/offensive.txt, built from LDNOOBW and cuss): not the bots of any
level with any dictionary, not the coach, not the daily puzzles, not Break
the Word's secret words; players may still play any word the dictionary has."""
import re
from pathlib import Path

import pytest

from inkwell.core import Rng, get
from inkwell.core.conformance import next_action
from inkwell.games.break_the_word import memory
from inkwell.games.break_the_word.daily import DAILY as WORD_DAILY
from inkwell.games.paperback.daily import DAILY as HAND_DAILY
from inkwell.wordcards.coach import finish
from inkwell.words import DICTIONARY_NAMES, find_words, load, retired_secrets, secret_words

import inkwell.games  # noqa: F401  (registers the games)

ROOT = Path(__file__).resolve().parents[2]
OFFENSIVE = frozenset((ROOT / "wordlists" / "offensive.txt").read_text().split())


def test_the_list_holds_the_words_bots_were_seen_playing_and_not_innocent_ones():
    assert {"clits", "bitches", "clit", "cunts"} <= OFFENSIVE
    # forms another word shares, a root inside an innocent word, innocent main senses
    assert not {"testing", "assessed", "spiced", "snigger", "mishit", "escort", "kumquat"} & OFFENSIVE
    every = set().union(*(load(n).words for n in DICTIONARY_NAMES))
    assert OFFENSIVE <= every


def test_players_may_still_play_them():
    assert load("common").is_word("bitches") and load("huge").is_word("clits")


@pytest.mark.parametrize("name", DICTIONARY_NAMES)
def test_the_finder_never_finds_one(name):
    """The finder is what every bot, the coach and the Daily Hand search with."""
    d = load(name)
    some = sorted(OFFENSIVE & set(d.words))[::7] + ["bitches", "clits"]   # the index test walks them all
    for word in some:
        found = {m.word for m in find_words(d, list(word))}
        assert word not in found and found <= set(d.words) - OFFENSIVE, word
    assert "spiced" in {m.word for m in find_words(d, list("spiced"))}


def _bot_game(game, dictionary, level, seed, coach=False):
    """Every word of a seeded bot-only game (the outcome's words of each seat),
    and the coach's best words on the moves played when `coach`."""
    seats = [{"name": f"P{i + 1}", "kind": "bot", "level": level} for i in range(2)]
    state = game.setup({"dictionary": dictionary}, seats, seed)
    rng, advised = Rng(seed), set()
    for _ in range(5000):
        if game.outcome(state) is not None:
            break
        seat, action = next_action(game, state, level, rng)
        if coach and seat >= 0 and hasattr(game, "coach"):
            advice = finish(game.coach(game.view(state, seat), action))
            if advice:
                advised.add(advice["best"]["word"].lower())
        state = game.apply(state, seat, action)
    words = {w["word"].lower() for told in game.view(state, 0)["outcome"]["words"] for w in told["words"]}
    return words, advised


CARD_GAMES = ["hardback", "paperback", "backwords"]


@pytest.mark.parametrize("dictionary", DICTIONARY_NAMES)
@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_bots_of_every_level_never_play_one(game_id, dictionary):
    game = get(game_id)
    played = set()
    for g, level in enumerate(["random", "greedy", "strong"] * 2):
        words, _ = _bot_game(game, dictionary, level, 7000 + g)
        played |= words
    assert played and not played & OFFENSIVE


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_the_coach_never_suggests_one(game_id):
    game = get(game_id)
    _, advised = _bot_game(game, "common", "random", 7100, coach=True)
    assert advised and not advised & OFFENSIVE


def test_the_daily_puzzles_never_choose_one():
    hand_words, secret = set(), set()
    for day in range(1, 367):
        date = f"2027-{1 + (day - 1) // 31 % 12:02d}-{1 + (day - 1) % 28:02d}"
        hand_words.add(HAND_DAILY.best(date)["word"])
        secret.add(WORD_DAILY.word(date))
    assert len(hand_words) > 100 and not hand_words & OFFENSIVE
    assert not secret & OFFENSIVE


def test_break_the_word_never_draws_a_retired_answer():
    words = secret_words()
    assert retired_secrets() == OFFENSIVE & set(words) and "bastard" in retired_secrets()
    game = get("break_the_word")
    seats = [{"name": f"P{i + 1}", "kind": "bot", "level": "easy"} for i in range(2)]
    drawn = set()
    for seed in range(300):
        drawn |= set(game.setup({"rounds": 4}, seats, seed)["words"])
    assert len(drawn) > 500 and not drawn & OFFENSIVE
    # A draw that lands on one is drawn again; one that does not is as before.
    eligible = list(enumerate(words))
    at = words.index("bastard")
    seed = next(s for s in range(10 ** 5) if Rng(s).sample(eligible, 1)[0][0] == at)
    redrawn, _ = memory.draw(eligible, [], 1, Rng(seed), retired_secrets())
    assert redrawn[0][1] != "bastard"
    assert memory.draw(eligible, [], 1, Rng(seed + 1), retired_secrets()) == \
        (Rng(seed + 1).sample(eligible, 1), False)


def test_a_retired_answer_is_not_taken_as_one():
    game = get("break_the_word")
    assert game.known_answer(None, "bastard")["known"] is False
    assert game.known_answer(None, "kitchen")["known"] is True


def test_no_tutorial_spells_one():
    for path in sorted((ROOT / "py" / "ui").glob("*/tutorial.py")):
        words = {w.lower() for w in re.findall(r"\b[A-Z]{2,}\b", path.read_text())}
        assert not words & OFFENSIVE, path
