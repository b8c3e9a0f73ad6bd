"""Benchmark the Paperback bots, the game's length and the word finder on
Paperback's hands.

    PYTHONPATH=py python bench/bench_paperback.py [games]

Prints tables and returns (from `run()`) a dict:
- bot turn median / p90 / max per level in ms (every decision of a turn,
  on the huge list; the word index is built before timing);
- win rates of strong vs greedy vs random over N 3-player games (one bot of
  each level, seats rotated; common list);
- tuning: how games end (two Fame piles empty / last Common card taken)
  and turns per player, strong bots at 2-5 players, without and with the
  Attack cards;
- the finder: its index read, then 10 cards with three two-letter cards and 2 wilds, best 50 as
  a bot ranks them (large list); the two identical-tile hands (huge list).
Targets: bot turn <= 100 ms median and <= 300 ms at worst (huge list);
finder best 50 <= 30 ms median; identical-tile hands <= 100 ms each.

Times are the CPU time of the process (`clock`): the machine that runs the
bench is shared, and wall time there mostly measures the other jobs.  Under
Node, bench/pyodide_paperback.mjs hands Pyodide Node's process CPU time.
"""

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from inkwell.core import Rng, mix_seed  # noqa: E402
from inkwell.games.paperback import GAME  # noqa: E402
from inkwell.wordcards import lexicon, plays  # noqa: E402
from inkwell.wordcards.ranked import find_best_plays  # noqa: E402
from inkwell.words import find_words, index_steps, load  # noqa: E402

LEVELS = ("strong", "greedy", "random")
TARGETS = {"turn_median_ms": 100, "turn_max_ms": 300, "finder_best50_ms": 30,
           "identical_tiles_ms": 100}


def clock():
    """Seconds of CPU time used by this process (Pyodide: by Node's)."""
    if sys.platform == "emscripten":
        from js import cpuMs
        return cpuMs() / 1000
    return time.process_time()


def _ms(seconds):
    return round(seconds * 1000, 1)


def rotate(items, k):
    k %= len(items)
    return tuple(items[k:]) + tuple(items[:k])


def play(levels, seed, options=None, timings=None):
    """One game with these bot levels in seat order; returns (end state, turns per seat)."""
    seats = [{"name": lvl, "kind": "bot", "level": lvl} for lvl in levels]
    state = GAME.setup(options or {}, seats, seed)
    turns = [0] * len(levels)
    spent, on_turn = 0.0, state["turn"]["seat"]
    while state["outcome"] is None:
        seat = GAME.actors(state)[0]
        rng = Rng(mix_seed(seed, state["n"], seat))
        start = clock()
        action = GAME.bots[levels[seat]](GAME.view(state, seat), rng)
        took = clock() - start
        if seat == state["turn"]["seat"]:
            spent += took
        if action["type"] in ("spell", "pass") and seat == state["turn"]["seat"]:
            turns[seat] += 1
        state = GAME.apply(state, seat, action)
        if state["outcome"] is not None or state["turn"]["seat"] != on_turn:
            if timings is not None:
                timings[levels[on_turn]].append(spent)
            spent, on_turn = 0.0, state["turn"]["seat"]
    return state, turns


def bench_turns(games=4):
    lexicon.find_words("huge", "warmup", wilds=1)       # build the index first
    timings = {lvl: [] for lvl in LEVELS}
    for g in range(games):
        play(rotate(LEVELS, g), 1000 + g, {"dictionary": "huge"}, timings)
    return {lvl: {"median_ms": _ms(statistics.median(t)), "p90_ms": _ms(sorted(t)[int(len(t) * 0.9)]),
                  "max_ms": _ms(max(t)), "turns": len(t)} for lvl, t in timings.items()}


def bench_wins(games):
    wins = {lvl: 0.0 for lvl in LEVELS}
    fame = {lvl: [] for lvl in LEVELS}
    for g in range(games):
        levels = rotate(LEVELS, g)
        state, _ = play(levels, g)
        winners = state["outcome"]["winners"]
        for seat, lvl in enumerate(levels):
            fame[lvl].append(state["outcome"]["scores"][seat])
            if seat in winners:
                wins[lvl] += 1 / len(winners)
    return {lvl: {"win_rate": round(wins[lvl] / games, 3),
                  "mean_fame": round(statistics.mean(fame[lvl]), 1)} for lvl in LEVELS}


def bench_tuning(games=40, level="strong", options=None):
    """{players: {"games", "fame_end", "commons_end", "turns_per_player" median, p10, p90}}."""
    out = {}
    for n in (2, 3, 4, 5):
        reasons, per_player = {"fame": 0, "commons": 0}, []
        for g in range(games):
            state, turns = play((level,) * n, 500 + g, options)
            reasons[state["outcome"]["reason"]] += 1
            per_player.append(statistics.mean(turns))
        per_player.sort()
        out[n] = {"games": games, "fame_end": round(reasons["fame"] / games, 2),
                  "commons_end": round(reasons["commons"] / games, 2),
                  "turns_per_player": round(statistics.median(per_player), 1),
                  "p10": round(per_player[len(per_player) // 10], 1),
                  "p90": round(per_player[len(per_player) * 9 // 10], 1)}
    return out


def timed(fn, runs=5):
    times = []
    for _ in range(runs):
        start = clock()
        fn()
        times.append(clock() - start)
    return _ms(statistics.median(times))


IDENTICAL_1 = ["e"] * 6 + ["s"] * 5 + ["th", "er"]
IDENTICAL_2 = ["e"] * 11 + ["nt"]


def _worth(tiles):
    """A letter card worth 1, a two-letter card 2, as a bot might rank them."""
    return [len(t) for t in tiles]


def index_build_ms(dictionary):
    """CPU ms of the large list's packed index: read and checked (searches
    wait for it), then its pairs marks (decompressed on the first search
    with two-letter cards)."""
    from inkwell.words import finder
    dictionary._search_index = None
    started = time.process_time()
    index = finder._index(dictionary)
    read = time.process_time()
    index.marks()
    done = time.process_time()
    return {"index_read_large_ms": round((read - started) * 1000, 1),
            "index_marks_large_ms": round((done - read) * 1000, 1)}


def bench_finder():
    large, huge = load("large"), load("huge")
    build = index_build_ms(large)
    for d in (large, huge):
        for _ in index_steps(d):
            pass
    hand = ["th", "er", "in", "a", "s", "t", "l", "n", "o", "r"]
    worth = dict(zip(range(10), [3, 2, 2, 1, 1, 1, 1, 1, 1, 1]))
    bot_cards = [plays.Playable(i, t, worth=worth[i]) for i, t in enumerate(hand)]
    bot_cards += [plays.Playable(10, None), plays.Playable(11, None)]
    lexicon.set_loader(lambda name: {"large": large, "huge": huge}[name])
    try:
        bridge = timed(lambda: plays.find_plays("large", bot_cards, wilds=2, limit=50))
        bot = timed(lambda: find_best_plays("large", bot_cards, wilds=2, limit=50))
    finally:
        lexicon.set_loader(None)
    ranked = timed(lambda: find_words(large, hand, wilds=2, values=list(worth.values()), limit=50))
    return {**build, "best50_10_cards_3_pairs_2_wilds_large_ms": ranked,
            "best50_via_paperback_bots_find_best_plays_ms": bot,
            "best50_via_wordcards_find_plays_ms": bridge,
            "best50_6e_5s_th_er_2_wilds_huge_ms": timed(
                lambda: find_words(huge, IDENTICAL_1, wilds=2, values=_worth(IDENTICAL_1), limit=50)),
            "best50_11e_nt_4_wilds_huge_ms": timed(
                lambda: find_words(huge, IDENTICAL_2, wilds=4, values=_worth(IDENTICAL_2), limit=50)),
            "all_6e_5s_th_er_2_wilds_huge_ms": timed(
                lambda: find_words(huge, IDENTICAL_1, wilds=2), 3),
            "all_11e_nt_4_wilds_huge_ms": timed(
                lambda: find_words(huge, IDENTICAL_2, wilds=4), 3)}


def run(games=201):
    result = {"turns": bench_turns(), "wins": bench_wins(games), "games": games,
              "tuning": bench_tuning(), "tuning_attacks": bench_tuning(options={"attacks": True}),
              "finder": bench_finder(), "targets": TARGETS,
              "pyodide_node": run_in_pyodide()}
    print(f"{'level':8} {'turn median ms':>15} {'p90 ms':>8} {'max ms':>8} {'win rate':>9} {'fame':>6}")
    for lvl in LEVELS:
        t, w = result["turns"][lvl], result["wins"][lvl]
        print(f"{lvl:8} {t['median_ms']:>15} {t['p90_ms']:>8} {t['max_ms']:>8} "
              f"{w['win_rate']:>9} {w['mean_fame']:>6}")
    print(f"{games} 3-player games for win rates (seats rotated)")
    for key, title in (("tuning", ""), ("tuning_attacks", ", Attack cards on")):
        print(f"players  games  ends: two Fame piles / last Common   turns per player (median, p10-p90){title}")
        for n, row in result[key].items():
            print(f"{n:7}  {row['games']:>5}  {row['fame_end']:>18} / {row['commons_end']:<12} "
                  f"{row['turns_per_player']:>8} ({row['p10']}-{row['p90']})")
    for name, ms in result["finder"].items():
        print(f"finder {name}: {ms} ms")
    if result["pyodide_node"]:
        print("in Pyodide (Node):", result["pyodide_node"])
    return result



def pyodide_figures():
    """What bench/pyodide_paperback.mjs measures inside Pyodide under Node."""
    return {"finder": bench_finder(), "turns": bench_turns(2)}


def run_in_pyodide():
    """The same figures in Pyodide (Node), or None when Node is missing."""
    import json
    import shutil
    import subprocess
    node = shutil.which("node")
    if node is None:
        return None
    done = subprocess.run([node, str(ROOT / "bench" / "pyodide_paperback.mjs")],
                          capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 201)
