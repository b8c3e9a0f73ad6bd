"""The expert bots: they read only their own view (the same move when the
hidden cards of the state are shuffled), play the same move for the same
view and seed, change nothing they read, and do a bounded amount of work
per move (counted in searches and scored candidates, not seconds)."""

import json

import pytest

import inkwell.games  # noqa: F401
from inkwell.core import Rng, copy_json, get
from inkwell.core.conformance import scramble_hidden

from bot_games import bot_turns

EXPERTS = [g for g in ("hardback", "backwords", "paperback") if "expert" in get(g).bots]


def expert_moves(game_id, seed, moves=40):
    """(state, seat, view, seed of its rng) for the expert's first moves of a
    game where seat 0 is the expert and seat 1 the strong bot."""
    found = []
    for state, seat, view, rng_seed, action in bot_turns(game_id, ["expert", "strong"], seed):
        if seat == 0 and view["phase"] != "vote":
            found.append((state, seat, view, rng_seed, action))
            if len(found) == moves:
                break
    return found


@pytest.mark.parametrize("game_id", EXPERTS)
def test_the_expert_reads_only_its_view_and_repeats_itself(game_id):
    game = get(game_id)
    expert = game.bots["expert"]
    checked = 0
    for state, seat, view, rng_seed, action in expert_moves(game_id, 11, moves=25):
        alone = json.loads(json.dumps(view))
        kept = copy_json(alone)
        assert expert(alone, Rng(rng_seed)) == action        # same view, same seed
        assert alone == kept                                 # it changes nothing it reads
        for k in (1, 2):
            hidden = scramble_hidden(game, state, seat, Rng(k))
            assert expert(game.view(hidden, seat), Rng(rng_seed)) == action
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_id", EXPERTS)
def test_the_expert_s_work_is_bounded(game_id, monkeypatch):
    """Every expert move scores at most a fixed number of candidates."""
    from inkwell.wordcards import lookahead
    moves = expert_moves(game_id, 12, moves=25)
    counted = []
    real = lookahead.Budget.spend

    def spend(self, units=1):
        counted[-1] += units
        return real(self, units)

    monkeypatch.setattr(lookahead.Budget, "spend", spend)
    game = get(game_id)
    expert = game.bots["expert"]
    for state, seat, view, rng_seed, _ in moves:
        counted.append(0)
        assert expert(view, Rng(rng_seed))["type"] in view["allowed"]
    assert counted and max(counted) <= lookahead.MAX_WORK
