"""Benchmark the word graph (wordlists/<name>.dawg.gz, finder/dawg.py and
spell.py; issue 40 part 1) against today's word list + packed index in the
same run: bytes on the wire, load, memory, the first search from cold,
the best-50 search against a linear scan, and every word of a rack.

    PYTHONPATH=py nice -n 10 python bench/bench_dawg.py [hands]

run() prints a table and returns a dict (CPython, then Pyodide under
Node: bench/pyodide_paperback.mjs bench_dawg).  Targets (issue 40): wire
<= 1.4x <name>.words.gz, load <= 50 ms, memory <= 16 MiB, best 50 <= 0.1x
the scan, every word no slower than today.  CPU time (the machine is shared).
"""

import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for extra in (ROOT / "py", ROOT / "tests" / "unit", ROOT / "bench"):
    if extra.exists():
        sys.path.insert(0, str(extra))

from bench_index import BAG, _hand, _in_pyodide, _ms, linear_best  # noqa: E402
from bench_paperback import clock  # noqa: E402
from inkwell.words import data_dir, find_words, load  # noqa: E402
from inkwell.words.finder import _index, dawg  # noqa: E402
from inkwell.words.finder.graph_find import find_in_graph  # noqa: E402

NAMES = ("common", "large", "huge")
TARGETS = {"wire_ratio": 1.4, "load_ms": 50, "memory_mib": 16, "best50_vs_scan": 0.1}


def _graph(name):
    path = data_dir() / f"{name}.dawg.gz"
    return dawg.unpack(path.read_bytes(), f"wordlists/{path.name}", len(load(name).words))


def wire(name):
    """Bytes per dictionary: the graph file and today's words + index, each ÷ words.gz."""
    size = {kind: (data_dir() / f"{name}.{kind}.gz").stat().st_size for kind in ("words", "index", "dawg")}
    return {"words_bytes": size["words"], "dawg_bytes": size["dawg"],
            "ratio": round(size["dawg"] / size["words"], 3),
            "today_ratio": round((size["words"] + size["index"]) / size["words"], 2)}


def load_figures(name):
    """CPU ms to read and check the graph, then to derive the bounds' arrays
    (on the first ranked search), the bytes held; today's index likewise."""
    d = load(name)
    blob = (data_dir() / f"{name}.dawg.gz").read_bytes()
    start = clock()
    graph = dawg.unpack(blob, name, len(d.words))
    loaded = clock()
    graph.below()
    derived = clock()
    d._search_index = None
    index = _index(d)
    indexed = clock()
    index.marks()
    return {"load_ms": _ms(loaded - start), "below_ms": _ms(derived - loaded),
            "memory_mib": round(graph.nbytes / 2 ** 20, 2),
            "today_load_ms": _ms(indexed - derived), "today_memory_mib": round(index.nbytes / 2 ** 20, 1)}


def first_search(name="huge", seed=7):
    """From cold (file read and checked, bounds not derived yet, as before
    index_steps' background step has run): one best-30 search
    of a Hardback-like hand as a strong bot asks, both ways."""
    d = load(name)
    tiles, values = _hand(random.Random(seed))
    blob = (data_dir() / f"{name}.dawg.gz").read_bytes()
    start = clock()
    graph = dawg.unpack(blob, name, len(d.words))
    find_in_graph(graph, tiles, wilds=1, values=values, limit=30)
    mid = clock()
    d._search_index = None
    find_words(d, tiles, wilds=1, values=values, limit=30, budget=12000)
    return {"list": name, "dawg_ms": _ms(mid - start), "today_ms": _ms(clock() - mid)}


def best50_figures(name, hands, seed=25):
    """bench_index's hands (three two-letter tiles, seven letters, 2 wilds):
    today's ranked search, the graph's, and the scan, the same scores."""
    d, graph, loose = load(name), _graph(name), _graph(name)
    _index(d).marks()
    graph.below()   # `loose` searches before its bounds are derived
    # The scan over the words a search may find (offensive.txt's left out).
    kept = [w for w in d.words if w not in graph.left_out]
    rng = random.Random(seed)
    times = {"today": [], "dawg": [], "dawg_loose": [], "scan": []}
    for _ in range(hands):
        tiles, values = _hand(rng)
        runs = (("today", lambda: [m.score for m in find_words(d, tiles, wilds=2, values=values, limit=50)]),
                ("dawg", lambda: [m.score for m in find_in_graph(graph, tiles, wilds=2, values=values, limit=50)]),
                ("dawg_loose", lambda: [m.score for m in find_in_graph(loose, tiles, wilds=2, values=values, limit=50)]),
                ("scan", lambda: [e[0] for e in linear_best(kept, tiles, 2, values, 50)]))
        scores = {}
        for key, run in runs:
            start = clock()
            scores[key] = run()
            times[key].append(clock() - start)
        assert scores["dawg"] == scores["dawg_loose"] == scores["scan"], tiles
    total = {k: sum(v) for k, v in times.items()}
    return {"hands": hands, "list": name, **{f"{k}_median_ms": _ms(statistics.median(v)) for k, v in times.items()},
            "dawg_vs_scan": round(total["dawg"] / total["scan"], 3),
            "dawg_loose_vs_scan": round(total["dawg_loose"] / total["scan"], 3),
            "today_vs_scan": round(total["today"] / total["scan"], 3)}


def every_word_figures(name="huge", racks=30, seed=2024):
    """Every word of 12 letters + 2 wilds (bench_words' figure), both ways, the same words."""
    d, graph = load(name), _graph(name)
    _index(d)
    rng = random.Random(seed)
    times = {"today": [], "dawg": []}
    for _ in range(racks):
        rack = "".join(rng.choice(BAG) for _ in range(12))
        start = clock()
        want = [m.word for m in find_words(d, rack, wilds=2)]
        mid = clock()
        got = [m.word for m in find_in_graph(graph, rack, wilds=2)]
        times["today"].append(mid - start)
        times["dawg"].append(clock() - mid)
        assert got == want, rack
    return {f"{k}_median_ms": _ms(statistics.median(v)) for k, v in times.items()}


def figures(hands, lists=("large", "huge")):
    return {"wire": {n: wire(n) for n in NAMES}, "load": {n: load_figures(n) for n in NAMES},
            "first_search": first_search(),
            "best50": {n: best50_figures(n, hands) for n in lists},
            "every_word_huge": every_word_figures()}


def pyodide_figures():
    return figures(20, lists=("huge",))


def run(hands=100, pyodide=True):
    result = {"cpython": figures(hands), "targets": TARGETS}
    result["pyodide_node"] = _in_pyodide("bench_dawg") if pyodide else None
    for where in ("cpython", "pyodide_node"):
        r = result[where]
        if not r:
            continue
        print(f"\n{where}: the word graph (today: words.gz + index.gz)")
        for name, row in r["load"].items():
            w = r["wire"][name]
            print(f"{name:7} wire {w['dawg_bytes']:,} B = {w['ratio']}x words.gz (today {w['today_ratio']}x)  "
                  f"load {row['load_ms']} ms + bounds {row['below_ms']} ms (today {row['today_load_ms']} ms)  "
                  f"memory {row['memory_mib']} MiB (today {row['today_memory_mib']} MiB)")
        for name, b in r["best50"].items():
            print(f"best 50, {b['hands']} hands on {name}: dawg {b['dawg_median_ms']} ms, today {b['today_median_ms']} ms, "
                  f"scan {b['scan_median_ms']} ms (median); dawg/scan {b['dawg_vs_scan']}x (before its bounds "
                  f"{b['dawg_loose_vs_scan']}x), today/scan {b['today_vs_scan']}x")
        a, f = r["every_word_huge"], r["first_search"]
        print(f"every word, 12 letters + 2 wilds on huge: dawg {a['dawg_median_ms']} ms, today {a['today_median_ms']} ms")
        print(f"first best-30 search from cold on {f['list']}: dawg {f['dawg_ms']} ms, today {f['today_ms']} ms")
    return result


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
