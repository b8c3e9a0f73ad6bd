"""Benchmark the finder's packed index (wordlists/<name>.index.gz) against
the trie of dicts it replaced (kept in tests/unit/trie_finder), in the same
run: load, memory, bytes on the wire, a strong bot's first turn, and the
best-50 search with 2 wilds and three two-letter tiles against a plain
linear scan of the same list.

    PYTHONPATH=py python bench/bench_index.py [hands]

run() prints a table and returns a dict (CPython, then the same figures in
Pyodide under Node: bench/pyodide_paperback.mjs bench_index).  Targets
(issue 25): index load <= 50 ms, memory <= 16 MiB, wire bytes <= 1.4x the
word-list files, first strong-bot turn <= 150 ms, best 50 <= 0.1x the
linear scan.  Times are CPU time (bench_paperback.clock): the machine is
shared.
"""

import heapq
import random
import statistics
import sys
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for extra in (ROOT / "py", ROOT / "tests" / "unit", ROOT / "bench"):
    if extra.exists():
        sys.path.insert(0, str(extra))
sys.path.insert(0, "/tests")   # Pyodide under Node (bench/pyodide_run.mjs)

import trie_finder  # noqa: E402
from bench_paperback import clock  # noqa: E402
from inkwell.words import Dictionary, data_dir, find_words, load  # noqa: E402
from inkwell.words.finder import _index, packed  # noqa: E402
from inkwell.words.finder.rack import Rack, _best_play, _sum_of  # noqa: E402

TARGETS = {"load_ms": 50, "memory_mib": 16, "wire_ratio": 1.4, "first_bot_ms": 150, "best50_vs_scan": 0.1}
BAG = "eeeeeeeeeeeeaaaaaaaaaiiiiiiiiioooooooonnnnnnrrrrrrttttttllllssssuuuuddddgggbbccmmppffhhvvwwyykjxqz"
PAIRS = ["an", "ea", "ed", "er", "es", "he", "in", "it", "nd", "on", "or", "ou", "qu", "re", "st", "th", "to"]


def _ms(seconds):
    return round(seconds * 1000, 1)


def wire(name):
    """Bytes a game with this list fetches (gzip files, served as they are)."""
    directory = data_dir()
    today = sum((directory / f"{name}.{kind}.gz").stat().st_size for kind in ("words", "verbs"))
    index = (directory / f"{name}.index.gz").stat().st_size
    return {"today_bytes": today, "with_index_bytes": today + index, "ratio": round((today + index) / today, 2)}


OLD_BUILT = ("common", "large", "huge")
"""The lists whose old trie is built for its figures (Pyodide: fewer, it is slow)."""


def old_build(words):
    """Today's figures: CPU ms to build the trie of dicts (collector off, as
    the old index_steps ran it), and the memory it holds (tracemalloc, a
    second build; CPython only)."""
    import gc
    gc.disable()
    try:
        start = clock()
        trie = trie_finder.build_index(words)
        out = {"old_build_ms": _ms(clock() - start)}
        del trie
        if sys.platform != "emscripten":
            tracemalloc.start()
            trie = trie_finder.build_index(words)
            out["old_memory_mib"] = round(tracemalloc.get_traced_memory()[0] / 2 ** 20, 1)
            tracemalloc.stop()
            del trie
    finally:
        gc.enable()
    return out


def load_figures(name):
    """CPU ms to read and check the index (its marks apart: read on the first
    search with longer tiles), its bytes in memory, and the old trie's build
    time and memory (tracemalloc, CPython only)."""
    d = load(name)
    d._search_index = None
    start = clock()
    index = _index(d)
    loaded = clock()
    index.marks()
    marked = clock()
    out = {"load_ms": _ms(loaded - start), "marks_ms": _ms(marked - loaded),
           "memory_mib": round(index.nbytes / 2 ** 20, 1)}
    if name in OLD_BUILT:
        out.update(old_build(d.words))
    return out


def _hand(rng):
    """Ten Paperback cards: three two-letter ones, seven letters, worth as a bot ranks them."""
    tiles = rng.sample(PAIRS, 3) + [rng.choice(BAG) for _ in range(7)]
    return tiles, [3, 2, 2] + [1] * 7


def linear_best(words, tiles, wilds, values, limit):
    """The best `limit` words by the plain way: every word of the list in
    turn, a letter-count check, then its best play (as a solver without an
    index does, e.g. chieffancypants/paperback-solver)."""
    rack = Rack(tiles, wilds, values=values)
    counts, longest, score = rack.letter_counts, rack.letters + wilds, _sum_of(values)
    best = []
    for word in words:
        if len(word) > longest:
            continue
        short = 0
        for letter in set(word):
            more = word.count(letter) - counts.get(letter, 0)
            if more > 0:
                short += more
        if short > wilds:
            continue
        match = _best_play(rack, word, score)
        if match is not None:
            entry = (match.score, len(word), word)
            if len(best) < limit:
                heapq.heappush(best, entry)
            elif entry > best[0]:
                heapq.heapreplace(best, entry)
    return sorted(best, reverse=True)


def best50_figures(name, hands, seed=25):
    """The same random hands three ways: the packed index, the old trie, the scan."""
    d = load(name)
    old = Dictionary(name, d.words, presorted=True)
    trie_finder.find_words(old, "warmup", wilds=1)     # the old trie built before timing
    _index(d).marks()
    rng = random.Random(seed)
    times = {"packed": [], "old_trie": [], "scan": []}
    for _ in range(hands):
        tiles, values = _hand(rng)
        for key, run in (("packed", lambda: find_words(d, tiles, wilds=2, values=values, limit=50)),
                         ("old_trie", lambda: trie_finder.find_words(old, tiles, wilds=2, values=values, limit=50)),
                         ("scan", lambda: linear_best(d.words, tiles, 2, values, 50))):
            start = clock()
            found = run()
            times[key].append(clock() - start)
            if key == "packed":
                scores = [m.score for m in found]
            elif key == "scan":
                assert [e[0] for e in found] == scores, tiles
    total = {k: sum(v) for k, v in times.items()}
    return {"hands": hands, "list": name,
            **{f"{k}_median_ms": _ms(statistics.median(v)) for k, v in times.items()},
            "packed_vs_scan": round(total["packed"] / total["scan"], 3),
            "old_trie_vs_scan": round(total["old_trie"] / total["scan"], 3)}


def all_words_figures(name="huge", racks=30, seed=2024):
    """bench_words' finder figure (every word of 12 letters + 2 wilds), both ways."""
    d = load(name)
    old = Dictionary(name, d.words, presorted=True)
    trie_finder.find_words(old, "warmup", wilds=1)
    rng = random.Random(seed)
    times = {"packed": [], "old_trie": []}
    for _ in range(racks):
        rack = "".join(rng.choice(BAG) for _ in range(12))
        for key, finder in (("packed", find_words), ("old_trie", trie_finder.find_words)):
            start = clock()
            finder(d if key == "packed" else old, rack, wilds=2)
            times[key].append(clock() - start)
    return {f"{k}_median_ms": _ms(statistics.median(v)) for k, v in times.items()}


def first_bot_figures(name="huge"):
    """A strong Hardback bot's first turn at the very start of a game, its
    list loaded and its index not read yet (as on a first visit); today's:
    the same turn with the old finder, which builds its trie first."""
    import inkwell.words as words
    from inkwell.core import Rng, mix_seed
    from inkwell.games.hardback import GAME
    d = load(name)
    seats = [{"name": "Bot", "kind": "bot", "level": "strong"}, {"name": "You", "kind": "human"}]
    state = GAME.setup({"dictionary": name}, seats, 5)
    seat = GAME.actors(state)[0]
    out = {"list": name}
    for key, steps in (("first_turn_ms", words.find_words_steps),
                       ("old_first_turn_ms", trie_finder.search.find_words_steps)):
        d._search_index = None
        d.__dict__.pop("_old_trie", None)
        saved, words.find_words_steps = words.find_words_steps, steps
        try:
            start = clock()
            action = GAME.bots["strong"](GAME.view(state, seat), Rng(mix_seed(5, state["n"], seat)))
            out[key] = _ms(clock() - start)
        finally:
            words.find_words_steps = saved
        out.setdefault("action", action)
        assert out["action"] == action, "the old finder and the packed one play alike"
    del out["action"]
    d.__dict__.pop("_old_trie", None)
    return out


def figures(hands):
    out = {"wire": {n: wire(n) for n in ("common", "large", "huge")},
           "load": {n: load_figures(n) for n in ("common", "large", "huge")},
           "first_bot": first_bot_figures(),
           "best50_3_pairs_2_wilds": best50_figures("large", hands),
           "all_words_huge_12_letters_2_wilds": all_words_figures()}
    return out


def pyodide_figures():
    """The same in Pyodide under Node (fewer hands: the scan is slow there;
    today's trie built for the large list only)."""
    global OLD_BUILT
    OLD_BUILT = ("large",)
    return figures(40)


def run(hands=200):
    result = {"cpython": figures(hands), "targets": TARGETS, "pyodide_node": _in_pyodide()}
    for where in ("cpython", "pyodide_node"):
        r = result[where]
        if not r:
            continue
        print(f"\n{where}: the finder's packed index (today: the trie of dicts built at run time)")
        for name, row in r["load"].items():
            w = r["wire"][name]
            print(f"{name:7} load {row['load_ms']:6.1f} ms (+ marks {row['marks_ms']:5.1f} ms; today's build "
                  f"{row.get('old_build_ms', '-'):>7} ms)  memory {row['memory_mib']:5.1f} MiB"
                  f"{'' if 'old_memory_mib' not in row else ' (today %.1f MiB)' % row['old_memory_mib']}  "
                  f"wire {w['with_index_bytes']:,} B = {w['ratio']}x today's {w['today_bytes']:,} B")
        b = r["best50_3_pairs_2_wilds"]
        print(f"best 50, 3 two-letter tiles + 2 wilds, {b['hands']} hands on {b['list']}: packed "
              f"{b['packed_median_ms']} ms, old trie {b['old_trie_median_ms']} ms, scan {b['scan_median_ms']} ms "
              f"(median); packed/scan {b['packed_vs_scan']}x, old trie/scan {b['old_trie_vs_scan']}x")
        a = r["all_words_huge_12_letters_2_wilds"]
        print(f"every word, 12 letters + 2 wilds on huge: packed {a['packed_median_ms']} ms, "
              f"old trie {a['old_trie_median_ms']} ms (median)")
        f = r["first_bot"]
        print(f"strong Hardback bot's first turn, {f['list']} list, index not read yet: {f['first_turn_ms']} ms "
              f"(today, building the trie first: {f['old_first_turn_ms']} ms)")
    return result


def _in_pyodide(module="bench_index"):
    """pyodide_figures() run in Pyodide under Node, or None without Node."""
    import json
    import shutil
    import subprocess
    node = shutil.which("node")
    if node is None:
        return None
    done = subprocess.run([node, str(ROOT / "bench" / "pyodide_paperback.mjs"), module],
                          capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
