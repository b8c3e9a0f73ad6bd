"""The core conformance suite over every registered game: a game is covered
by registering it.  Each plays short random games (its `quick_options`) at
its smallest and largest player counts, with every protocol check on."""

import json

import pytest

import inkwell.games  # noqa: F401
from inkwell.core import IllegalAction, all_games
from inkwell.core.conformance import check_game, check_undo

GAMES = [g for g in all_games() if g.id != "highcard"]


def test_the_built_in_games_are_registered():
    assert {"hardback", "break_the_word"} <= {g.id for g in GAMES}


def level(game):
    return "random" if "random" in game.bots else sorted(game.bots)[0]


def counts(game):
    lo, hi = game.player_range(game.check_options(game.quick_options))
    return sorted({lo, hi})


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_conformance(game):
    for n in counts(game):
        ends = check_game(game, players=[n], options=game.quick_options, seeds=(n + 20,),
                          level=level(game))
        assert all(e["outcome"]["winners"] is not None for e in ends)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_move_is_declared_and_every_view_says_what_is_allowed(game):
    assert game.move_names() and len(set(game.move_names())) == len(game.move_names())
    n = counts(game)[0]
    seats = [{"name": f"P{i}", "kind": "bot", "level": level(game)} for i in range(n)]
    state = game.setup(game.quick_options, seats, 5)
    views = [game.view(state, s) for s in range(n)]
    assert any(v["allowed"] for v in views)
    assert game.view(state, None)["allowed"] == []
    assert game.describe()["moves"] == game.move_names()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_issue_cases_are_refused_with_a_reason(game):
    """From the shared-layer issue: a method name as a type, JSON true as a
    seat, a float seat, padding of a million spaces."""
    n = counts(game)[0]
    seats = [{"name": f"P{i}", "kind": "bot", "level": level(game)} for i in range(n)]
    state = game.setup(game.quick_options, seats, 5)
    before = json.dumps(state, sort_keys=True)
    seat = next(s for s in range(n) if game.view(state, s)["allowed"])
    move = game.view(state, seat)["allowed"][0]
    cases = [(seat, {"type": "names"}, "unknown_action"),
             (seat, {"type": "move_names"}, "unknown_action"),
             (True, {"type": move}, "bad_seat"),
             (float(seat), {"type": move}, "bad_seat"),
             (seat, {"type": move, "pad": " " * 1_000_000}, "unknown_field")]
    for who, action, code in cases:
        with pytest.raises(IllegalAction) as refused:
            game.apply(state, who, action)
        assert refused.value.code == code and refused.value.message
    assert json.dumps(state, sort_keys=True) == before


@pytest.mark.parametrize("game", [g for g in GAMES if g.id != "backwords"], ids=lambda g: g.id)
def test_undo_whenever_offered_gives_the_game_replayed_without_the_move(game):
    n = counts(game)[-1]
    assert check_undo(game, n, game.quick_options, seed=n + 30, level=level(game)) > 0


def test_backwords_undo_without_a_dictionary_is_the_game_replayed_without_the_move():
    """With a dictionary every Backwords move passes the turn and flips the
    next card: nothing to take back, and none is offered."""
    game = next(g for g in GAMES if g.id == "backwords")
    assert check_undo(game, 3, game.quick_options, seed=7, level=level(game)) == 0
    voting = game.quick_options | {"dictionary": "vote_majority"}
    assert check_undo(game, 3, voting, seed=7, level=level(game)) > 0
