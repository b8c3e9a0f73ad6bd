"""One story of each finished game: the outcome's "words" (core.words),
which the end screen, the stats, the coach's box and the share texts read,
agree with a recount from the game's whole log over many seeded bot-only
games of every game (the log a game keeps is capped, so the test keeps its
own copy of every event as it is logged: lifting the cap instead made each
step copy and scan the whole history, minutes a long Backwords game)."""
import pytest

from inkwell.core import get
from inkwell.core.conformance import play_random
from inkwell.core.words import sum_up
from inkwell.games.hardback import piles
from inkwell.wordcards import turns

import inkwell.games  # noqa: F401  (registers the games)

GAMES = 50
CHUNK = 10   # games a test, so parallel workers share a game's fifty


@pytest.fixture
def whole_log(monkeypatch):
    """Every event logged, uncapped (random and greedy bots never simulate
    a move, so each one logged is one that happened)."""
    events = []
    capped = turns.log
    def log(state, seat, event, **data):
        events.append({"seat": seat, "event": event} | data)
        capped(state, seat, event, **data)
    monkeypatch.setattr(turns, "log", log)
    monkeypatch.setattr(piles, "log", log)
    return events


def recount(game_id, log):
    """{seat: [(word, points)]} from the whole log, as each game counts its words."""
    out = {}
    def add(seat, word, points):
        out.setdefault(seat, []).append((word.upper(), points))
    for e in log:
        seat, ev = e.get("seat"), e.get("event")
        if game_id == "hardback" and ev == "spelled":
            add(seat, e["word"], e["coins"] + e["stars"])
        elif game_id == "paperback" and ev == "spelled":
            add(seat, e["word"], e["score"])
        elif game_id == "backwords" and ev in ("created", "changed"):
            for i, w in enumerate(e["words"]):
                add(seat, w, e["points"] if i == 0 else 0)
        elif game_id == "backwords" and ev == "challenge_won":
            del out[seat][-len(e["words"]):]   # the mover's move, taken back
    return out


def best_and_longest(words):
    best = max(words, key=lambda w: (w[1], len(w[0])), default=None)
    best = next((w for w in words if (w[1], len(w[0])) == (best[1], len(best[0]))), None) if best else None
    longest = max((w[0] for w in words), key=len, default=None)
    return best, longest


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
@pytest.mark.parametrize("game_id", ["hardback", "paperback", "backwords"])
def test_the_outcome_tells_every_word_as_the_log_counted_it(game_id, first, whole_log):
    game = get(game_id)
    for g in range(first, first + CHUNK):
        level = ("random", "greedy")[g % 2]
        whole_log.clear()
        state, _ = play_random(game, 2 + g % 2, seed=1000 + g, level=level, checks=False)
        out = game.view(state, 0)["outcome"]
        counted = recount(game_id, whole_log)
        for seat, told in enumerate(out["words"]):
            mine = counted.get(seat, [])
            assert [(w["word"], w["points"]) for w in told["words"]] == mine, (game_id, g, seat)
            assert told["played"] == len(mine)
            best, longest = best_and_longest(mine)
            assert (told["best"]["word"], told["best"]["points"]) == best if best else told["best"] is None
            assert told["longest"] == longest
            assert told["score"] == out["scores"][seat]
            higher = [s for s in range(len(out["scores"])) if s != seat
                      and (s in out["winners"] or out["scores"][s] > out["scores"][seat])]
            assert told["place"] == (1 if seat in out["winners"] else 1 + len(higher))


def test_break_the_word_tells_the_words_each_player_cracked():
    game = get("break_the_word")
    for g in range(GAMES):
        state, _ = play_random(game, 2 + g % 2, seed=2000 + g, level="easy", checks=False)
        out = game.view(state, 0)["outcome"]
        for seat, told in enumerate(out["words"]):
            cracked = state["cracked"][seat]
            assert [(w["word"], w["points"]) for w in told["words"]] == [(w.upper(), p) for w, p in cracked]
            assert all(w["shown"].endswith(("point", "points")) for w in told["words"])


def test_a_long_game_keeps_its_first_words_past_the_log():
    """The log keeps its latest events only; the story keeps every word."""
    game = get("hardback")
    state, _ = play_random(game, 3, seed=7, level="greedy", checks=False)
    out = game.view(state, 0)["outcome"]
    spelled_in_log = sum(1 for e in state["log"] if e.get("event") == "spelled")
    assert sum(s["played"] for s in out["words"]) > spelled_in_log


def test_each_word_says_what_it_earned_in_the_games_terms(whole_log):
    for game_id, unit in (("hardback", "★"), ("paperback", "¢"), ("backwords", "point")):
        game = get(game_id)
        state, _ = play_random(game, 2, seed=3, level="greedy", checks=False)
        words = [w for s in game.view(state, 1)["outcome"]["words"] for w in s["words"]]
        assert words and all(unit in w["shown"] or w["shown"].startswith("with ") for w in words)


def test_no_words_while_playing():
    game = get("hardback")
    state = game.setup({}, [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 1)
    assert game.view(state, 0)["outcome"] is None


def test_a_bad_entry_counts_as_nothing_rather_than_breaking_the_end():
    summed = sum_up({0: [("", 3, "3 points"), ("x", "bad")]}, 1)[0]
    assert summed["played"] == 1 and summed["best"] == {"word": "X", "points": 0, "shown": "0 points"}
