"""Whole Paperback games: the conformance suite at every player count and
variant, random games that conserve every card and end, and the CLI."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from inkwell.core import Rng
from inkwell.core.conformance import check_game, play_random
from inkwell.games.paperback import GAME, table
from inkwell.wordcards.piles import check_conserved

ROOT = Path(__file__).resolve().parents[2]


# test_conformance.py plays 2 and 5 players with random bots; here 3 and 4.
@pytest.mark.parametrize("players", [3, 4])
def test_conformance(players):
    ends = check_game(GAME, players=[players], seeds=(players,))
    assert all(e["outcome"]["winners"] for e in ends)


@pytest.mark.parametrize("options", [
    {"attacks": True, "unique_words": "per_player"},
    {"dictionary": "vote_majority", "unique_words": "per_game"},
    {"dictionary": "vote_unanimous", "attacks": True},
])
def test_conformance_variants(options):
    # Greedy bots end a game in a quarter of a random bot's moves.
    check_game(GAME, players=[3], options=options, seeds=(11,), level="greedy")


@pytest.mark.parametrize("level", ["greedy", "strong"])
def test_conformance_with_smarter_bots(level):
    check_game(GAME, players=[2], seeds=(3,), level=level)


def conserved(state):
    return check_conserved(table.zones(state), range(len(state["defs"])))


@pytest.mark.parametrize("seed", range(6))
def test_random_games_conserve_every_card_and_end(seed):
    players = 2 + seed % 4
    seats = [{"name": f"P{i}", "kind": "bot", "level": "random"} for i in range(players)]
    state = GAME.setup({"attacks": seed % 2 == 1}, seats, seed)
    for _ in range(5000):
        assert conserved(state) == []
        if state["outcome"] is not None:
            break
        seat = GAME.actors(state)[0]
        action = GAME.bots["random"](GAME.view(state, seat), Rng(seed + state["n"]))
        state = GAME.apply(state, seat, action)
    assert state["outcome"] is not None
    out = state["outcome"]
    assert out["reason"] in ("fame", "commons") and out["winners"]
    assert table.game_ends(state)


def test_bot_games_end_with_fame_decided():
    state, _ = play_random(GAME, 3, seed=4, level="strong", checks=False)
    out = state["outcome"]
    assert max(out["scores"]) > 0 and all(out["scores"][w] == max(out["scores"]) for w in out["winners"])


def test_simulate_from_the_command_line():
    run = subprocess.run([sys.executable, "-m", "inkwell", "simulate", "paperback", "--players", "3",
                          "--games", "2", "--level", "greedy"], capture_output=True, text=True,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py")}, timeout=300)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["finished"] == 2 and result["errors"] == 0
