"""Benchmark the Break the Word bots: fairness by seat, and each level's play.

    PYTHONPATH=py python bench/bench_break_the_word.py [games]

Prints tables and returns (from `run()`) a dict:
- seats: wins per seat of three strong bots over N 4-round games (a shared
  win counts for each winner), with the thinking time the bots now take and,
  for comparison, with their answers made instant as before (issue 16: seat 0
  won 238 of 300); a fair seat wins about a third;
- levels: per level, three bots of that level over N games: accuracy (share
  of answers right), share of rounds it cracked, mean clue count when a right
  answer went down, points per game;
- mixed: wins of easy vs strong vs expert, one of each, seats rotated;
- memory: how often a device sees a word again within 10 games of 4 rounds,
  with no memory and with the "played" option kept from game to game.
"""

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from inkwell.core import SYSTEM, Rng, mix_seed  # noqa: E402
from inkwell.games.break_the_word import GAME  # noqa: E402

LEVELS = ("easy", "strong", "expert")


def play(levels, seed, options=None, instant=False, placed=None):
    """One bot-only game, stepped as a session steps it (the first bot that
    may act, else the clock's soonest timer); returns the end state.
    `instant` drops the bots' thinking time; `placed` collects (seat, clue
    count, right?) for every answer put down."""
    seats = [{"name": lv, "kind": "bot", "level": lv} for lv in levels]
    state = GAME.setup({"difficulty": "standard", **(options or {})}, seats, seed)
    while state["outcome"] is None:
        seat = next((s for s in GAME.actors(state) if s != SYSTEM), None)
        if seat is None:
            seat, action = SYSTEM, min(GAME.timers(state), key=lambda t: t["delay"])["action"]
        else:
            rng = Rng(mix_seed(seed, state["n"], seat))
            action = GAME.bots[levels[seat]](GAME.view(state, seat), rng)
            if instant:
                action.pop("think", None)
        before = state
        state = GAME.apply(state, seat, action)
        if placed is not None:
            note_placed(before, state, placed)
    return state


def note_placed(before, after, placed):
    if before["phase"] != "clues":
        return
    word = after["words"][after["round"] - 1]
    for s, (was, now) in enumerate(zip(before["zones"], after["zones"])):
        if was is None and now is not None:
            placed.append((s, after["revealed"], after["guesses"][s][0] == word))


def bench_seats(games, instant):
    wins = [0, 0, 0]
    for g in range(games):
        for s in play(("strong",) * 3, mix_seed("seats", g), instant=instant)["outcome"]["winners"]:
            wins[s] += 1
    return wins


def bench_level(level, games):
    placed, points, rounds = [], [], 0
    for g in range(games):
        state = play((level,) * 3, mix_seed("level", g), placed=placed)
        points += state["outcome"]["scores"]
        rounds += state["options"]["rounds"] * 3
    right = [clue for _, clue, ok in placed if ok]
    return {"answers": len(placed), "accuracy": round(len(right) / max(1, len(placed)), 3),
            "cracked": round(len(right) / rounds, 3),
            "mean_clue_right": round(statistics.mean(right), 2) if right else None,
            "points_per_game": round(statistics.mean(points), 2)}


def rotate(items, k):
    k %= len(items)
    return tuple(items[k:]) + tuple(items[:k])


def bench_mixed(games):
    wins = {lv: 0 for lv in LEVELS}
    for g in range(games):
        levels = rotate(LEVELS, g)
        for s in play(levels, mix_seed("mixed", g))["outcome"]["winners"]:
            wins[levels[s]] += 1
    return wins


def bench_memory(devices, games=10):
    """Share of devices that meet a word twice within `games` games."""
    out = {}
    for keep in (False, True):
        repeats = 0
        for d in range(devices):
            played, seen, repeat = "", set(), False
            for g in range(games):
                options = {"played": played} if keep else {}
                state = GAME.setup({"rounds": 4, **options}, ["a", "b"], mix_seed("memory", d, g))
                repeat = repeat or bool(seen & set(state["words"]))
                seen |= set(state["words"])
                played = remember_all(state)
            repeats += repeat
        out["with_memory" if keep else "no_memory"] = round(repeats / devices, 3)
    return out


def remember_all(state):
    """The "played" string the screen keeps once every round has been played."""
    from inkwell.games.break_the_word import memory
    return memory.remembered(state["memory"]["base"], state["ids"])


def run(games=300):
    started = time.perf_counter()
    seats = {"thinking": bench_seats(games, False), "instant": bench_seats(games, True)}
    levels = {lv: bench_level(lv, games // 3) for lv in LEVELS}
    mixed = bench_mixed(games // 3)
    mem = bench_memory(games // 3)
    print(f"\nBreak the Word: wins by seat, three strong bots, {games} games "
          "(a shared win counts for each winner)")
    for name, wins in seats.items():
        print(f"  {name:<10}" + "".join(f"{w:>6}" for w in wins) + f"   fair: ~{sum(wins) / 3:.0f} each")
    print(f"\nBots by level, three of a level, {games // 3} games of 4 rounds")
    print(f"{'level':<8}{'answers':>9}{'accuracy':>10}{'cracked':>9}{'mean clue':>11}{'pts/game':>10}")
    for lv, r in levels.items():
        print(f"{lv:<8}{r['answers']:>9}{r['accuracy']:>10.3f}{r['cracked']:>9.3f}"
              f"{r['mean_clue_right']:>11}{r['points_per_game']:>10}")
    print(f"\nOne of each level, seats rotated, {games // 3} games: wins {mixed}")
    print(f"Devices meeting a word again within 10 games: {mem}")
    print(f"({time.perf_counter() - started:.0f} s)")
    return {"seat_wins": seats, "levels": levels, "mixed_wins": mixed, "repeat_within_10": mem,
            "games": games}


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
