"""Replay link sizes per game: bot games of three players (or the nearest
count a game allows) played to the end, each record made into its link.

    PYTHONPATH=py python bench/bench_replays.py [games]

Target: a typical three-player Hardback game's link under 4 KB.
"""

import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

import inkwell.games  # noqa: E402,F401
from inkwell.core import all_games, mix_seed  # noqa: E402
from inkwell.core.replay_link import encode  # noqa: E402
from inkwell.core.session import Session, default_level  # noqa: E402

TARGET_HARDBACK = 4096


def finished_record(game, seed, max_actions=5000):
    lo, hi = game.player_range(game.check_options({}))
    players = min(max(3, lo), hi)
    seats = [{"name": f"Bot {i + 1}", "kind": "bot", "level": default_level(game)}
             for i in range(players)]
    session = Session(game.id, {}, seats, seed)
    for _ in range(max_actions):
        if session.step_bot() is None and not session.fire_timer():
            break
    return session.record


def run(games=5):
    out = {}
    for game in all_games():
        if game.id == "highcard":
            continue
        records = [finished_record(game, mix_seed(11, g)) for g in range(games)]
        links = [len(encode(r)) for r in records]
        raw = [len(json.dumps(r, separators=(",", ":"))) for r in records]
        out[game.id] = {"games": games, "actions_median": statistics.median(len(r["actions"]) for r in records),
                        "json_bytes_median": statistics.median(raw),
                        "link_bytes_median": statistics.median(links), "link_bytes_max": max(links)}
        print(f"{game.id:15} link median {out[game.id]['link_bytes_median']:>6} B, max {max(links):>6} B"
              f" (record JSON {out[game.id]['json_bytes_median']} B, "
              f"{out[game.id]['actions_median']} actions)")
    if "hardback" in out:
        out["hardback_under_target"] = out["hardback"]["link_bytes_max"] < TARGET_HARDBACK
    return out


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
