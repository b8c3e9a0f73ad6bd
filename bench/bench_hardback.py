"""Benchmark the Hardback bots and engine.

    PYTHONPATH=py python bench/bench_hardback.py [games] [coop games]

Prints tables and returns (from `run()`) a dict:
- bot turn median / p90 per level in ms (the whole turn's decisions, on the
  huge list; the word index is built before timing), competitive and co-op;
- win rates of strong vs greedy vs random over N 3-player games (one bot of
  each level, seats rotated; common list, 60 points);
- co-op win rates against Penny Dreadful per level and signature genre:
  solo at the default length (60), and three strong players;
- games per second of random self-play (3 players, checks off).
Target: bot turn median <= 100 ms in CPython on the huge list.
"""

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from inkwell.core import Rng, mix_seed  # noqa: E402
from inkwell.core.conformance import play_random  # noqa: E402
from inkwell.games.hardback import GAME  # noqa: E402
from inkwell.games.hardback.cards import GENRES  # noqa: E402
from inkwell.wordcards import lexicon  # noqa: E402
from levels import LEVELS, TARGET_TURN_MS, print_table, rotate, turn_figures, win_rates  # noqa: E402

SIGNATURES = ("none",) + tuple(GENRES)
COOP_LEVELS = ("strong", "greedy")


def play(levels, seed, options=None, timings=None):
    """One game with these bot levels in seat order; returns the end state."""
    seats = [{"name": lvl, "kind": "bot", "level": lvl} for lvl in levels]
    state = GAME.setup({"dictionary": "common", **(options or {})}, seats, seed)
    turn_time, turn_key = 0.0, None
    while state["outcome"] is None:
        seat = GAME.actors(state)[0]
        rng = Rng(mix_seed(seed, state["n"], seat))
        start = time.perf_counter()
        action = GAME.bots[levels[seat]](GAME.view(state, seat), rng)
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


def bench_turns(games=6, options=None, levels=LEVELS):
    lexicon.find_words("huge", "warmup", wilds=1)       # build the index first
    timings = {lvl: [] for lvl in levels}
    for g in range(games):
        play(rotate(levels, g), 1000 + g, {"dictionary": "huge", **(options or {})}, timings)
    return turn_figures(timings)


def coop_wins(level, players, signature, games):
    """{win_rate, team, penny (mean scores), games} of `players` bots of one
    level against Penny with this signature genre (default length)."""
    won, team, penny = 0, [], []
    for g in range(games):
        outcome = play((level,) * players, 7000 + g,
                       {"mode": "coop", "signature": signature})["outcome"]
        won += bool(outcome["winners"])
        team.append(outcome["team"])
        penny.append(outcome["penny"])
    return {"win_rate": round(won / games, 3), "team": round(statistics.mean(team), 1),
            "penny": round(statistics.mean(penny), 1), "games": games}


def bench_coop(games):
    solo = {lvl: {sig: coop_wins(lvl, 1, sig, games) for sig in SIGNATURES} for lvl in COOP_LEVELS}
    trio = {sig: coop_wins("strong", 3, sig, max(4, games // 4)) for sig in ("none", "mystery")}
    return {"solo": solo, "three_strong": trio}


def print_coop(coop):
    print(f"\nco-op against Penny (win rate, mean team-Penny points; {'':0}"
          f"{coop['solo']['strong']['none']['games']} solo games a cell)")
    print(f"{'level':8}" + "".join(f"{sig:>17}" for sig in SIGNATURES))
    for lvl, row in coop["solo"].items():
        print(f"{lvl:8}" + "".join(f"{c['win_rate']:>6} {c['team']:>4}-{c['penny']:<5}"
                                   for c in row.values()))
    for sig, c in coop["three_strong"].items():
        print(f"three strong players, signature {sig}: win rate {c['win_rate']} "
              f"({c['team']}-{c['penny']}, {c['games']} games)")


def bench_selfplay(games=10):
    start = time.perf_counter()
    for seed in range(games):
        play_random(GAME, 3, {"dictionary": "common"}, seed=seed, checks=False)
    return round(games / (time.perf_counter() - start), 2)


def run(games=200, coop_games=20):
    result = {"turns": bench_turns(),
              "coop_turns": bench_turns(3, {"mode": "coop"}, COOP_LEVELS),
              "wins": win_rates(lambda levels, seed: play(levels, seed)["outcome"], games),
              "coop": bench_coop(coop_games), "games": games,
              "random_games_per_second": bench_selfplay(), "target_turn_ms": TARGET_TURN_MS}
    print_table(result, f"random self-play: {result['random_games_per_second']} games/s (3 players); "
                f"{games} games for win rates; turn target <= {TARGET_TURN_MS} ms on the huge list")
    for lvl, t in result["coop_turns"].items():
        print(f"co-op {lvl}: turn median {t['median_ms']} ms, p90 {t['p90_ms']} ms")
    print_coop(result["coop"])
    return result


if __name__ == "__main__":
    run(*(int(a) for a in sys.argv[1:3]))
