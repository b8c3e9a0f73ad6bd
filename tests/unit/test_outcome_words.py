"""A finished game's outcome sums up each seat's words (core.words), which
the device's stats read: the same shape in every game, from the engine."""
import pytest

from inkwell.core import get
from inkwell.core.conformance import play_random
from inkwell.core.words import from_log, sum_up

import inkwell.games  # noqa: F401  (registers the games)


def finish(game_id, seed=3):
    game = get(game_id)
    level = "greedy" if "greedy" in game.bots else sorted(game.bots)[0]
    state, _ = play_random(game, 2, seed=seed, level=level, checks=False)
    return game, state


@pytest.mark.parametrize("game_id", ["hardback", "paperback", "backwords", "break_the_word"])
def test_every_game_sums_up_its_words_at_the_end(game_id):
    game, state = finish(game_id)
    out = game.view(state, 0)["outcome"]
    assert len(out["words"]) == 2
    for seat in out["words"]:
        assert set(seat) == {"played", "best", "longest"}
        if seat["played"]:
            assert seat["best"]["word"].isupper() and type(seat["best"]["points"]) is int
            assert len(seat["longest"]) >= len(seat["best"]["word"])
    assert any(s["played"] for s in out["words"]), out


def test_no_words_while_playing():
    game = get("hardback")
    state = game.setup({}, [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 1)
    assert game.view(state, 0)["outcome"] is None


def test_a_move_of_several_words_scores_on_its_first():
    log = [{"seat": 1, "event": "created", "words": ["ab", "cde"], "points": 4},
           {"seat": 0, "event": "passed"}, {"seat": "x", "event": "created", "words": ["zz"]}]
    played = from_log(log, ("created",), lambda e: e.get("points") or 0)
    assert played == {1: [("ab", 4), ("cde", 0)]}
    assert sum_up(played, 2)[1] == {"played": 2, "best": {"word": "AB", "points": 4}, "longest": "CDE"}
    assert sum_up({0: [("", 3), ("x", "bad")]}, 1)[0] == {"played": 1, "best": {"word": "X", "points": 0},
                                                          "longest": "X"}
