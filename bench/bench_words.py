"""Benchmark the dictionaries: load time, finder time, bytes per word, and
what each source brought to each list.

    PYTHONPATH=py python bench/bench_words.py

Prints a table and returns (from `run()`) a dict the lead merges into
bench/results.json. Targets: load common <= 30 ms and huge <= 100 ms,
finder median <= 50 ms (12 letters + 2 wilds on huge), common <= 1.4 B/word.
The source figures come from wordlists/manifest.json (the builder records
them); the download figures from the service worker's precache list.
"""

import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))

from inkwell.words import clear_cache, find_words, load  # noqa: E402
from inkwell.words.finder import _index  # noqa: E402
from build_sw import PRECACHE  # noqa: E402

NAMES = ("common", "large", "huge")
LOAD_RUNS = 5
RACKS = 30
# Letter frequencies of an English tile bag, so racks look like real hands.
BAG = "eeeeeeeeeeeeaaaaaaaaaiiiiiiiiioooooooonnnnnnrrrrrrttttttllllssssuuuuddddgggbbccmmppffhhvvwwyykjxqz"
TARGETS = {"load_ms": {"common": 30, "huge": 100}, "finder_ms": 50, "bytes_per_word": {"common": 1.4}}
# The words the Hardback rulebook names as Scrabble-list words.
RULEBOOK_WORDS = ("za", "oe", "aal", "abac", "faix", "xu", "zol", "zyzzyvas")


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
    """Index read time (the packed file), then the median/max time of RACKS finds of 12 letters + 2 wilds."""
    dictionary = load(name)
    dictionary._search_index = None
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
    result["sources"] = source_report(manifest)
    result["download_bytes"] = download_report(manifest)
    _print_table(result)
    return {"words": result}


def source_report(manifest):
    """Per dictionary: words each source added on top of the ones before it,
    the two-letter word count, and which of the rulebook's words it holds."""
    report = {}
    for name in NAMES:
        entry = manifest["dictionaries"][name]
        dictionary = load(name)
        report[name] = {"added_by": entry["added_by"], "two_letter_words": len(entry["two_letter_words"]),
                        "rulebook_words": [w for w in RULEBOOK_WORDS if dictionary.is_word(w)]}
    return report


def download_report(manifest):
    """Word-list bytes a first visit downloads (precached) and what a game
    with the large or huge dictionary fetches later, when it first needs it."""
    files = manifest["files"]
    precached = [p.split("/", 1)[1] for p in PRECACHE if p.startswith("wordlists/")]
    later = {name: files[f"{name}.words.gz"]["bytes"] + files[f"{name}.verbs.gz"]["bytes"]
             for name in NAMES if f"wordlists/{name}.words.gz" not in PRECACHE}
    return {"first_visit": sum(files[f]["bytes"] for f in precached), "when_used": later}


def _print_table(r):
    print(f"{'dictionary':10} {'words':>8} {'bytes':>8} {'B/word':>7} {'load ms':>8}")
    for name in NAMES:
        print(f"{name:10} {r['words'][name]:8d} {r['file_bytes'][name]:8d} "
              f"{r['bytes_per_word'][name]:7.3f} {r['load_ms'][name]:8.1f}")
    f = r["finder_huge_12_letters_2_wilds"]
    print(f"finder on huge, {RACKS} racks of 12 letters + 2 wilds: median {f['median_ms']} ms, "
          f"max {f['max_ms']} ms, median {f['median_words_found']:.0f} words; "
          f"index read once in {f['index_build_ms']} ms")
    print(f"targets: {json.dumps(TARGETS)}")
    for name, src in r["sources"].items():
        added = ", ".join(f"{source} +{n:,}" for source, n in src["added_by"])
        print(f"{name:7} {src['two_letter_words']:3d} two-letter words; {added}; "
              f"rulebook words held: {' '.join(src['rulebook_words']) or '-'}")
    d = r["download_bytes"]
    print(f"word lists on a first visit: {d['first_visit']:,} bytes; fetched when a game uses them: "
          + ", ".join(f"{n} {b:,} bytes" for n, b in d["when_used"].items()))


if __name__ == "__main__":
    run()
