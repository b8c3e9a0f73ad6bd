"""Bot levels head to head in every game with bots: `python -m inkwell
match` on each pair of neighbouring levels (expert against strong, strong
against greedy or easy), two players, seats rotated, default options.

    PYTHONPATH=py python bench/bench_match.py [games]

Targets (issue 24): the stronger level of each pair wins >= 0.60; think
time per turn in CPython median <= 300 ms, max <= 1.5 s.  A modest number
of games keeps `make bench` short (BENCH_MATCH_GAMES, default 20): the
count is printed with the figures; use the command for 200.
"""

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from inkwell.core import all_games  # noqa: E402
from inkwell.match import match  # noqa: E402
import inkwell.games  # noqa: E402,F401  (registers the built-in games)

STRENGTH = ("expert", "strong", "greedy", "easy")
"""Levels strongest first; random plays no match."""
GAMES = int(os.environ.get("BENCH_MATCH_GAMES", 20))
CPU_GAMES = int(os.environ.get("BENCH_CPU_GAMES", 10))
TARGETS = {"win_rate": 0.60, "think_median_ms": 300, "think_max_ms": 1500}


def pairs(game):
    """Each level against the next weaker one the game has."""
    levels = [lvl for lvl in STRENGTH if lvl in game.bots]
    return list(zip(levels, levels[1:]))


def run(games=GAMES):
    out = {"games": games, "targets": TARGETS, "matches": {}}
    print(f"two players, seats rotated, {games} games a pair, seed 1")
    print(f"{'game':16} {'levels':16} {'win rate':>9} {'mean score':>11} {'think median / max ms':>24}")
    for game in all_games():
        for strong, weak in pairs(game):
            report = match(game.id, [strong, weak], games, 1)
            report.pop("played")
            out["matches"][f"{game.id} {strong}-{weak}"] = report
            for lvl in (strong, weak):
                f = report["levels"][lvl]
                print(f"{game.id:16} {lvl:16} {f['win_rate']:>9} {f['mean_score']:>11} "
                      f"{f['think_ms']['median']:>12} / {f['think_ms']['max']}")
    out["paperback_expert"] = paperback_expert()
    out["cpu_think"] = cpu_think()
    out["familiar_words"] = familiar_record()
    return out


CONFIRM_GAMES = int(os.environ.get("BENCH_CONFIRM_GAMES", 200))


def paperback_expert(games=CONFIRM_GAMES, seeds=(1, 2, 3, 4)):
    """Paperback's expert against strong over `games` games of each seed
    (issue 39 part 3: >= 0.60 over >= 200 games).  Its think time is the
    strong bot's, so 400 games take about a minute: run every time."""
    out = {"games": games, "target": TARGETS["win_rate"], "seeds": {}}
    for seed in seeds:
        report = match("paperback", ["expert", "strong"], games, seed)
        w = report["levels"]["expert"]["win_rate"]
        half = 1.96 * (w * (1 - w) / max(1, report["finished"])) ** 0.5
        first = [g for g in report["played"] if g["seats"][0] == "expert"]
        won_first = sum(1 if g["winners"] == [0] else 0.5 if 0 in g["winners"] else 0 for g in first)
        out["seeds"][seed] = {"win_rate": w, "interval": round(half, 3), "finished": report["finished"],
                              "first_seat_win_rate": round(won_first / max(1, len(first)), 3)}
        print(f"paperback expert against strong, {report['finished']} games, seed {seed}: win rate "
              f"{w:.3f} ± {half:.3f} (first seat {out['seeds'][seed]['first_seat_win_rate']:.2f}; "
              f"target {TARGETS['win_rate']:.2f}: {'met' if w >= TARGETS['win_rate'] else 'MISSED'})")
    done = sum(r["finished"] for r in out["seeds"].values())
    w = sum(r["win_rate"] * r["finished"] for r in out["seeds"].values()) / max(1, done)
    out["all"] = {"win_rate": round(w, 3), "finished": done}
    print(f"paperback expert against strong, all {done} games: win rate {w:.3f} ± "
          f"{1.96 * (w * (1 - w) / max(1, done)) ** 0.5:.3f} (bench/paperback_expert.md says why 0.60 is out of reach)")
    return out


FAMILIAR = Path(__file__).resolve().parent / "familiar_words.json"


def familiar_record():
    """The 200-game matches of every level with the common list before and
    after the bots took familiar words first (issue 39 part 2), as recorded
    in bench/familiar_words.json (half an hour of CPU on this machine, so
    they are re-run by hand, as that file's "how" says)."""
    record = json.loads(FAMILIAR.read_text())
    print(f"familiar words first, {record['games']} games a pair, seed {record['seed']}, "
          f"common list: before {record['before']}, after {record['after']}")
    for pair, both in record["pairs"].items():
        strong = pair.split()[1].split("-")[0]
        b, a = both["before"], both["after"]
        weak = next(lvl for lvl in a if lvl not in (strong, "games", "errors"))
        print(f"  {pair:24} {strong} win rate {b[strong]['win_rate']:.3f} -> {a[strong]['win_rate']:.3f}; "
              f"mean scores {b[strong]['mean_score']}/{b[weak]['mean_score']} -> "
              f"{a[strong]['mean_score']}/{a[weak]['mean_score']}")
    return record


def cpu_think(games=CPU_GAMES):
    """Each game's expert against strong, its think time per turn as CPU time
    (time.process_time): what a quiet machine would show, whatever else this
    shared one runs meanwhile (issue 39 part 4)."""
    out = {"games": games, "clock": "time.process_time per turn, CPython", "levels": {}}
    print(f"CPU think per turn, expert against strong, {games} games, seats rotated")
    for game in all_games():
        if "expert" not in game.bots or "strong" not in game.bots:
            continue
        report = match(game.id, ["expert", "strong"], games, 1, clock=time.process_time)
        f = report["levels"]["expert"]
        out["levels"][game.id] = {"turns": f["turns"], **f["think_ms"]}
        met = f["think_ms"]["median"] <= TARGETS["think_median_ms"] and f["think_ms"]["max"] <= TARGETS["think_max_ms"]
        print(f"{game.id:16} expert median {f['think_ms']['median']} ms, max {f['think_ms']['max']} ms over "
              f"{f['turns']} turns ({'met' if met else 'MISSED'}: median <= 300, max <= 1500)")
    return out


if __name__ == "__main__":
    if sys.argv[1:2] == ["cpu"]:
        cpu_think(*(int(a) for a in sys.argv[2:3]))
    else:
        run(*(int(a) for a in sys.argv[1:2]))
