"""Benchmark the Hardback bots and engine.

    PYTHONPATH=py python bench/bench_hardback.py [games]

Prints a table and returns (from `run()`) a dict:
- bot turn median / p90 per level in ms (the whole turn's decisions, on the
  huge list; the word index is built before timing);
- win rates of strong vs greedy vs random over N 3-player games (one bot of
  each level, seats rotated; common list, 60 points);
- games per second of random self-play (3 players, checks off).
Target: bot turn median <= 100 ms in CPython on the huge list.
"""

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from inkwell.core import Rng, mix_seed  # noqa: E402
from inkwell.core.conformance import play_random  # noqa: E402
from inkwell.games.hardback import GAME  # noqa: E402
from inkwell.wordcards import lexicon  # noqa: E402

LEVELS = ("strong", "greedy", "random")
TARGET_TURN_MS = 100


def _ms(seconds):
    return round(seconds * 1000, 1)


def play(levels, seed, dictionary="common", timings=None):
    """One game with these bot levels in seat order; returns the end state."""
    seats = [{"name": lvl, "kind": "bot", "level": lvl} for lvl in levels]
    state = GAME.setup({"dictionary": dictionary}, seats, seed)
    turn_time, turn_key = 0.0, None
    while state["outcome"] is None:
        seat = GAME.actors(state)[0]
        level = levels[seat]
        rng = Rng(mix_seed(seed, state["n"], seat))
        start = time.perf_counter()
        action = GAME.bots[level](GAME.view(state, seat), rng)
        spent = time.perf_counter() - start
        key = (state["round"], state["turn"]["seat"])
        if timings is not None and seat == state["turn"]["seat"]:
            if key != turn_key and turn_key is not None:
                timings[levels[turn_key[1]]].append(turn_time)
                turn_time = 0.0
            turn_key = key
            turn_time += spent
        state = GAME.apply(state, seat, action)
    return state


def bench_turns(games=6):
    lexicon.find_words("huge", "warmup", wilds=1)       # build the index first
    timings = {lvl: [] for lvl in LEVELS}
    for g in range(games):
        play(rotate(LEVELS, g), 1000 + g, "huge", timings)
    return {lvl: {"median_ms": _ms(statistics.median(t)),
                  "p90_ms": _ms(sorted(t)[int(len(t) * 0.9)]), "turns": len(t)}
            for lvl, t in timings.items()}


def rotate(items, k):
    k %= len(items)
    return tuple(items[k:]) + tuple(items[:k])


def bench_wins(games):
    wins = {lvl: 0.0 for lvl in LEVELS}
    points = {lvl: [] for lvl in LEVELS}
    for g in range(games):
        levels = rotate(LEVELS, g)
        state = play(levels, g)
        winners = state["outcome"]["winners"]
        for seat, lvl in enumerate(levels):
            points[lvl].append(state["outcome"]["scores"][seat])
            if seat in winners:
                wins[lvl] += 1 / len(winners)
    return {lvl: {"win_rate": round(wins[lvl] / games, 3),
                  "mean_points": round(statistics.mean(points[lvl]), 1)} for lvl in LEVELS}


def bench_selfplay(games=10):
    start = time.perf_counter()
    for seed in range(games):
        play_random(GAME, 3, {"dictionary": "common"}, seed=seed, checks=False)
    return round(games / (time.perf_counter() - start), 2)


def run(games=200):
    result = {"turns": bench_turns(), "wins": bench_wins(games), "games": games,
              "random_games_per_second": bench_selfplay(),
              "target_turn_ms": TARGET_TURN_MS}
    print(f"{'level':8} {'turn median ms':>15} {'turn p90 ms':>12} {'win rate':>9} {'points':>7}")
    for lvl in LEVELS:
        t, w = result["turns"][lvl], result["wins"][lvl]
        print(f"{lvl:8} {t['median_ms']:>15} {t['p90_ms']:>12} {w['win_rate']:>9} {w['mean_points']:>7}")
    print(f"random self-play: {result['random_games_per_second']} games/s (3 players); "
          f"{games} games for win rates; turn target <= {TARGET_TURN_MS} ms on the huge list")
    return result


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
