"""Benchmark the Backwords bots and engine.

    PYTHONPATH=py python bench/bench_backwords.py [games]

Prints a table and returns (from `run()`) a dict:
- bot turn median / p90 per level in ms (one decision on its own turn, on
  the huge list; the word index is built before timing);
- win rates of strong vs greedy vs random over N 3-player games (one bot of
  each level, seats rotated; common list, the first 3 objectives: a full
  game of 10 is about three times longer and ranks the levels the same);
- games per second of random self-play (3 players, all ten objectives).
Target: bot turn median <= 100 ms in CPython on the huge list.
"""

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "bench")]

from levels import LEVELS, TARGET_TURN_MS, print_table, rotate, turn_figures, win_rates  # noqa: E402
from inkwell.core import SYSTEM, Rng, mix_seed  # noqa: E402
from inkwell.games.backwords import GAME  # noqa: E402
from inkwell.wordcards import lexicon  # noqa: E402


def play(levels, seed, options, timings=None):
    """One game with these bot levels in seat order; returns the end state."""
    seats = [{"name": lvl, "kind": "bot", "level": lvl} for lvl in levels]
    state = GAME.setup(options, seats, seed)
    while state["outcome"] is None:
        seat = GAME.actors(state)[0]
        if seat == SYSTEM:
            state = GAME.apply(state, seat, GAME.timers(state)[0]["action"])
            continue
        rng = Rng(mix_seed(seed, state["n"], seat))
        view = GAME.view(state, seat)
        start = time.perf_counter()
        action = GAME.bots[levels[seat]](view, rng)
        spent = time.perf_counter() - start
        if timings is not None and view["phase"] == "act":
            timings[levels[seat]].append(spent)
        state = GAME.apply(state, seat, action)
    return state


def bench_turns(games=3):
    lexicon.find_words("huge", "warmup", wilds=1)       # build the index first
    timings = {lvl: [] for lvl in LEVELS}
    for g in range(games):
        play(rotate(LEVELS, g), 1000 + g, {"dictionary": "huge", "objectives": 3}, timings)
    return turn_figures(timings)


def bench_wins(games):
    return win_rates(lambda levels, seed: play(levels, seed, {"objectives": 3})["outcome"], games)


def bench_selfplay(games=3):
    start = time.perf_counter()
    for seed in range(games):
        play(("random",) * 3, seed, {})
    return round(games / (time.perf_counter() - start), 3)


def run(games=200):
    result = {"turns": bench_turns(), "wins": bench_wins(games), "games": games,
              "random_games_per_second": bench_selfplay(),
              "target_turn_ms": TARGET_TURN_MS}
    print_table(result, f"random self-play: {result['random_games_per_second']} games/s (3 players, "
                f"10 objectives); {games} games (3 objectives) for win rates; turn target <= "
                f"{TARGET_TURN_MS} ms on the huge list")
    return result


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
