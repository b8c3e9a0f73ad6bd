"""The engine's figures in whichever Python runs this file: CPython,
Pyodide under Node (bench/pyodide_run.mjs) or MicroPython under Node
(bench/mpy/run.mjs, with the shims beside this file).  Prints one line,
"RESULT <json>"; bench/bench_micropython.py runs it three ways and compares.

Written in the Python both interpreters share (no f-string format specs
past the plain ones, no random module: the hands come from the engine's
own Rng, so every interpreter deals the same ones).  Times are CPU ms
(Node's process CPU under Node, process_time under CPython).
"""

import gc
import json
import sys

IMPL = sys.implementation.name
if IMPL == "micropython":
    import bench_js

    def clock():
        return bench_js.cpuMs() / 1000
elif sys.platform == "emscripten":
    import js

    def clock():
        return js.cpuMs() / 1000
else:
    import time

    def clock():
        return time.process_time()

from inkwell.core import Rng, mix_seed  # noqa: E402
from inkwell.core.session import Session, default_level  # noqa: E402
from inkwell import games  # noqa: E402,F401
from inkwell.words import find_words, load  # noqa: E402
from inkwell.words.finder import _index  # noqa: E402

BAG = "eeeeeeeeeeeeaaaaaaaaaiiiiiiiiioooooooonnnnnnrrrrrrttttttllllssssuuuuddddgggbbccmmppffhhvvwwyykjxqz"
RACKS, HANDS = 5, 10
"""Fewer than bench_words (30) and bench_index: MicroPython takes seconds a rack."""
PAIRS = ["an", "ea", "ed", "er", "es", "he", "in", "it", "nd", "on", "or", "ou", "qu", "re", "st", "th", "to"]


def ms(seconds):
    return round(seconds * 1000, 1)


def median(values):
    values = sorted(values)
    n = len(values)
    return values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2


def heap():
    """Bytes the MicroPython heap holds now (after a collection); None elsewhere."""
    if IMPL != "micropython":
        return None
    gc.collect()
    return gc.mem_alloc()


def finder(name, racks, hands):
    out = {"list": name}
    start = clock()
    d = load(name)
    out["load_words_ms"] = ms(clock() - start)
    start = clock()
    index = _index(d)
    out["load_index_ms"] = ms(clock() - start)
    start = clock()
    index.marks()
    out["marks_ms"] = ms(clock() - start)
    out["heap_after_load"] = heap()
    rng = Rng(2024)
    times, found = [], 0
    for _ in range(racks):   # bench_words: every word of 12 letters + 2 wilds
        rack = "".join(rng.choice(BAG) for _ in range(12))
        start = clock()
        found += len(find_words(d, rack, wilds=2))
        times.append(clock() - start)
    out["all_words_median_ms"] = ms(median(times))
    out["all_words_found"] = found
    rng = Rng(25)
    times, scores = [], []
    for _ in range(hands):   # bench_index: best 50, 2 wilds, three two-letter tiles
        tiles = rng.sample(PAIRS, 3) + [rng.choice(BAG) for _ in range(7)]
        values = [3, 2, 2] + [1] * 7
        start = clock()
        best = find_words(d, tiles, wilds=2, values=values, limit=50)
        times.append(clock() - start)
        scores.append(sum(m.score for m in best))
    out["best50_median_ms"] = ms(median(times))
    out["best50_score_sum"] = sum(scores)
    out["heap_after_search"] = heap()
    return out


def bot_game(game_id, seed, players=2, level=None, options=None, max_actions=5000):
    """One bot-only game (Session, as the worker steps it): CPU ms per bot turn."""
    from inkwell.core import get
    game = get(game_id)
    level = level or default_level(game)
    seats = [{"name": "Bot " + str(i + 1), "kind": "bot", "level": level} for i in range(players)]
    start = clock()
    session = Session(game_id, game.check_options(options or {}), seats, mix_seed(seed, 0))
    setup = clock() - start
    turns, peak = [], 0
    for _ in range(max_actions):
        seat = session.bot_to_act()
        if seat is not None:
            start = clock()
            action = session.bot_action(seat)
            turns.append(clock() - start)
            session.act(seat, action)
        elif not session.fire_timer():
            break
    outcome = session.outcome()
    return {"game": game_id, "level": level, "players": players, "setup_ms": ms(setup),
            "bot_turns": len(turns), "finished": outcome is not None,
            "turn_median_ms": ms(median(turns)) if turns else None,
            "turn_mean_ms": ms(sum(turns) / len(turns)) if turns else None,
            "turn_max_ms": ms(max(turns)) if turns else None, "total_ms": ms(sum(turns)),
            "winners": (outcome or {}).get("winners"), "heap_after": heap()}


def main(argv):
    what = argv[0] if argv else "all"
    result = {"impl": IMPL, "heap_at_start": heap()}
    if what in ("all", "finder"):
        result["finder"] = finder("huge", RACKS, HANDS)
    if what in ("all", "games", "break_the_word"):
        result["break_the_word"] = bot_game("break_the_word", 1)
    if what in ("all", "games", "paperback"):
        result["paperback"] = bot_game("paperback", 1)
    if ":" in what:   # "game:level", e.g. "paperback:strong"
        game_id, level = what.split(":")
        result[what] = bot_game(game_id, 1, level=level)
    result["heap_at_end"] = heap()
    if IMPL == "micropython":   # the port grows its heap as needed (split heap)
        result["heap_size_at_end"] = gc.mem_alloc() + gc.mem_free()
    print("RESULT " + json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
