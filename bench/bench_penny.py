"""Co-op Hardback's difficulty: a solo strong bot against Penny Dreadful,
win rate per signature genre and per difficulty.

    PYTHONPATH=py python bench/bench_penny.py [games a cell] [processes] [difficulties]

Target (issue 24): at "standard" the strong bot wins 0.40-0.60 with every
signature.  `make bench` plays BENCH_PENNY_GAMES games a cell (default 20;
15 cells); the figures in the report were made with 100 (two processes,
about 1.5 s of CPU a game).  Game g of every cell uses seed 7000 + g, so
the cells differ only by their options.

Measured at standard, 100 games a signature (bench/penny_standard_100.jsonl,
one line a game: signature, difficulty, won, team, Penny): none 0.46,
adventure 0.47, horror 0.57, mystery 0.58, romance 0.56.
"""

import json
import os
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_hardback import SIGNATURES, play  # noqa: E402
from inkwell.games.hardback.coop import DIFFICULTIES  # noqa: E402

GAMES = int(os.environ.get("BENCH_PENNY_GAMES", 20))
TARGET = (0.40, 0.60)


def one(job):
    signature, difficulty, g = job
    outcome = play(("strong",), 7000 + g, {"mode": "coop", "signature": signature,
                                           "difficulty": difficulty})["outcome"]
    return signature, difficulty, bool(outcome["winners"]), outcome["team"], outcome["penny"]


def table(games, processes=2, difficulties=DIFFICULTIES, log=None):
    """Game by game over every cell in turn, so a run cut short still has
    each cell's first games; `log` (a file) gets one JSON line per game."""
    jobs = [(s, d, g) for g in range(games) for s in SIGNATURES for d in difficulties]
    cells = {s: {d: [] for d in difficulties} for s in SIGNATURES}
    with Pool(processes) as pool:
        for s, d, won, team, penny in pool.imap_unordered(one, jobs):
            cells[s][d].append((won, team, penny))
            if log:
                print(json.dumps([s, d, won, team, penny]), file=log, flush=True)
    return {s: {d: {"win_rate": round(sum(r[0] for r in rows) / len(rows), 3),
                    "team": round(statistics.mean(r[1] for r in rows), 1),
                    "penny": round(statistics.mean(r[2] for r in rows), 1),
                    "games": len(rows)}
                for d, rows in row.items()}
            for s, row in cells.items()}


def print_table(cells, games):
    print(f"solo strong bot against Penny: win rate (mean team-Penny points), {games} games a cell")
    print(f"{'signature':10}" + "".join(f"{d:>20}" for d in next(iter(cells.values()))))
    for s, row in cells.items():
        print(f"{s:10}" + "".join(f"{c['win_rate']:>8} ({c['team']:>5}-{c['penny']:<5})"
                                  for c in row.values()))
    low, high = TARGET
    ok = all(low <= row["standard"]["win_rate"] <= high for row in cells.values())
    print(f"standard within {low}-{high} for every signature: {ok}")
    return ok


def run(games=GAMES, processes=2, difficulties=DIFFICULTIES):
    cells = table(games, processes, difficulties)
    ok = print_table(cells, games)
    return {"games": games, "target": list(TARGET), "standard_in_target": ok, "cells": cells}


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    run(*args, *([tuple(sys.argv[3].split(","))] if len(sys.argv) > 3 else []))
