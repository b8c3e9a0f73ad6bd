"""Benchmark the dictionaries: load time, finder time, bytes per word.

    PYTHONPATH=py python bench/bench_words.py

Prints a table and returns (from `run()`) a dict the lead merges into
bench/results.json. Targets: load common <= 30 ms and huge <= 100 ms,
finder median <= 50 ms (12 letters + 2 wilds on huge), common <= 1.4 B/word.
"""

import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from inkwell.words import clear_cache, find_words, load  # noqa: E402
from inkwell.words.finder import _index  # noqa: E402

NAMES = ("common", "large", "huge")
LOAD_RUNS = 5
RACKS = 30
# Letter frequencies of an English tile bag, so racks look like real hands.
BAG = "eeeeeeeeeeeeaaaaaaaaaiiiiiiiiioooooooonnnnnnrrrrrrttttttllllssssuuuuddddgggbbccmmppffhhvvwwyykjxqz"
TARGETS = {"load_ms": {"common": 30, "huge": 100}, "finder_ms": 50, "bytes_per_word": {"common": 1.4}}


def _ms(seconds):
    return round(seconds * 1000, 1)


def bench_load(name):
    """Median of fresh loads (file read + decode + set), in ms."""
    times = []
    for _ in range(LOAD_RUNS):
        clear_cache()
        start = time.perf_counter()
        load(name)
        times.append(time.perf_counter() - start)
    return _ms(statistics.median(times))


def bench_finder(name="huge", seed=2024):
    """Index build time, then the median/max time of RACKS finds of 12 letters + 2 wilds."""
    dictionary = load(name)
    start = time.perf_counter()
    _index(dictionary)
    build = time.perf_counter() - start
    rng = random.Random(seed)
    times, counts = [], []
    for _ in range(RACKS):
        rack = "".join(rng.choice(BAG) for _ in range(12))
        start = time.perf_counter()
        found = find_words(dictionary, rack, wilds=2)
        times.append(time.perf_counter() - start)
        counts.append(len(found))
    return {"index_build_ms": _ms(build), "median_ms": _ms(statistics.median(times)),
            "max_ms": _ms(max(times)), "median_words_found": statistics.median(counts)}


def run():
    manifest = json.loads((ROOT / "wordlists" / "manifest.json").read_text())
    result = {"load_ms": {}, "bytes_per_word": {}, "words": {}, "file_bytes": {}}
    for name in NAMES:
        entry = manifest["dictionaries"][name]
        size = manifest["files"][entry["words_file"]]["bytes"]
        result["load_ms"][name] = bench_load(name)
        result["words"][name] = entry["words"]
        result["file_bytes"][name] = size
        result["bytes_per_word"][name] = round(size / entry["words"], 3)
    result["finder_huge_12_letters_2_wilds"] = bench_finder()
    result["targets"] = TARGETS
    _print_table(result)
    return {"words": result}


def _print_table(r):
    print(f"{'dictionary':10} {'words':>8} {'bytes':>8} {'B/word':>7} {'load ms':>8}")
    for name in NAMES:
        print(f"{name:10} {r['words'][name]:8d} {r['file_bytes'][name]:8d} "
              f"{r['bytes_per_word'][name]:7.3f} {r['load_ms'][name]:8.1f}")
    f = r["finder_huge_12_letters_2_wilds"]
    print(f"finder on huge, {RACKS} racks of 12 letters + 2 wilds: median {f['median_ms']} ms, "
          f"max {f['max_ms']} ms, median {f['median_words_found']:.0f} words; "
          f"index built once in {f['index_build_ms']} ms")
    print(f"targets: {json.dumps(TARGETS)}")


if __name__ == "__main__":
    run()
