"""Dictionaries, verbs, secret words, loading errors and the CLI, on the real data."""

import argparse
import gzip
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from inkwell.core.errors import BadRequest, CorruptData, NeedFile
from inkwell import words
from inkwell.words import cli

ROOT = Path(__file__).resolve().parents[2]
WORDLISTS = ROOT / "wordlists"
NAMES = ("common", "large", "huge")


@pytest.fixture(autouse=True)
def default_data_dir(monkeypatch):
    monkeypatch.delenv("INKWELL_WORDLISTS", raising=False)
    yield
    words.clear_cache()


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("word", ["adagio", "pugilism", "slake", "emoji", "selfie"])
def test_everyday_words_are_everywhere(name, word):
    assert words.load(name).is_word(word)


@pytest.mark.parametrize("word", ["zyzzyvas", "qi", "xu"])
def test_scrabble_words_from_large_up(word):
    assert not words.load("common").is_word(word)
    assert words.load("large").is_word(word)
    assert words.load("huge").is_word(word)


# The words the Hardback rulebook and issue 16 name as Scrabble-list words, and
# which of our lists hold them: None where no source we can ship has the word
# (howto/hardback.html says so in its dictionary note).
RULEBOOK_WORDS = {
    #            common large  huge
    "za":       (False, True, True),
    "oe":       (False, True, True),
    "aal":      (False, True, True),
    "abac":     (False, True, True),
    "xu":       (False, True, True),
    "zyzzyvas": (False, True, True),
    "faix":     None,     # only in SCOWL's level 95, full of abbreviations and names
    "zol":      None,     # in no open list
}


@pytest.mark.parametrize("word", sorted(RULEBOOK_WORDS))
def test_rulebook_scrabble_words(word):
    expected = RULEBOOK_WORDS[word] or (False, False, False)
    assert tuple(words.load(n).is_word(word) for n in NAMES) == expected


def _two_letter_words(name):
    return {w for w in words.load(name) if len(w) == 2}


def test_two_letter_words():
    common, large, huge = (_two_letter_words(n) for n in NAMES)
    # Tournament lists hold about 105 (American) and 127 (British) two-letter words.
    assert len(common) >= 60 and len(large) >= 110 and len(huge) >= 115
    assert common < large and common < huge
    played_every_game = {"aa", "ae", "al", "ar", "aw", "bo", "el", "li", "mo", "oe", "os", "za",
                         "qi", "xu", "xi", "jo", "ka", "ox", "ax", "ex"}
    assert played_every_game <= large and played_every_game <= huge


@pytest.mark.parametrize("word", ["hindwings", "cheesemongers", "brewhouses", "razorfishes", "jasps"])
def test_huge_has_plurals_only_scowls_largest_level_lists(word):
    assert words.load("huge").is_word(word) and not words.load("large").is_word(word)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("word", ["thats", "elses", "oftens", "nots", "greeks", "mayans", "hans", "uhs"])
def test_no_plurals_of_words_that_have_none(name, word):
    assert not words.load(name).is_word(word)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("word", ["st", "yr", "ca", "amt", "ave", "etc", "ie", "eg", "mr", "usa",
                                  "london", "chicago", "beethoven", "mozart", "tuesday", "nasa"])
def test_no_abbreviations_or_proper_nouns(name, word):
    assert not words.load(name).is_word(word)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("word", ["ok", "ew", "bs", "kb", "lx"])
def test_non_words_and_blocklist_are_nowhere(name, word):
    assert not words.load(name).is_word(word)


def test_dictionary_api():
    d = words.load("common")
    assert d.name == "common"
    assert words.load("common") is d          # loaded once per process
    assert 75_000 <= len(d) <= 90_000
    assert "Slake" in d and "slake" in d
    assert "don't" not in d and 42 not in d   # `in` never raises
    assert d.is_word("SLAKE")


@pytest.mark.parametrize("name", NAMES)
def test_verbs(name):
    d = words.load(name)
    for verb in ["run", "runs", "ran", "running", "jump", "jumped", "table", "tabled"]:
        assert d.is_verb(verb), verb
    for other in ["the", "quickly", "adagio"]:
        assert not d.is_verb(other), other


def test_secret_words():
    secrets = words.secret_words()
    assert 1_500 <= len(secrets) <= 2_000
    assert secrets == sorted(set(secrets))
    common = words.load("common")
    assert all(len(w) == 7 and w.isalpha() and w.islower() and common.is_word(w) for w in secrets)
    assert "pelican" in secrets and "boiling" not in secrets and "helpful" in secrets
    secrets.clear()
    assert words.secret_words()                # callers get a copy


@pytest.mark.parametrize("bad", ["", "don't", "two words", "naïve", "a" * 65, "x1"])
def test_bad_word_input(bad):
    with pytest.raises(BadRequest):
        words.load("common").is_word(bad)


def test_non_string_input():
    with pytest.raises(BadRequest):
        words.load("common").is_word(None)


def test_unknown_dictionary_lists_valid_names():
    with pytest.raises(BadRequest) as info:
        words.load("tiny")
    assert "common, large, huge" in info.value.message


def test_no_dictionary_mode():
    assert words.check_word(None, "anything") is None
    assert words.check_word(words.load("common"), "slake") is True
    with pytest.raises(BadRequest):
        words.find_words(None, "abc")


# ------------------------------------------------------------ file problems

def _copy_dir(tmp_path, names):
    for name in names:
        shutil.copy(WORDLISTS / name, tmp_path / name)
    return tmp_path


def test_need_file_when_missing(tmp_path, monkeypatch):
    monkeypatch.setenv("INKWELL_WORDLISTS", str(tmp_path))
    with pytest.raises(NeedFile) as info:
        words.load("large")
    assert info.value.path == "wordlists/large.words.gz"
    with pytest.raises(NeedFile) as info:
        words.secret_words()
    assert info.value.path == "wordlists/secrets.gz"


def test_verbs_file_fetched_lazily(tmp_path, monkeypatch):
    monkeypatch.setenv("INKWELL_WORDLISTS", str(_copy_dir(tmp_path, ["common.words.gz"])))
    d = words.load("common")
    assert d.is_word("run")
    with pytest.raises(NeedFile) as info:
        d.is_verb("run")
    assert info.value.path == "wordlists/common.verbs.gz"
    shutil.copy(WORDLISTS / "common.verbs.gz", tmp_path / "common.verbs.gz")
    assert d.is_verb("run")                    # the retry after the fetch works


def test_truncated_file_is_corrupt(tmp_path, monkeypatch):
    data = (WORDLISTS / "common.words.gz").read_bytes()
    (tmp_path / "common.words.gz").write_bytes(data[: len(data) // 2])
    monkeypatch.setenv("INKWELL_WORDLISTS", str(tmp_path))
    with pytest.raises(CorruptData) as info:
        words.load("common")
    assert "common.words.gz" in info.value.message


def test_flipped_byte_is_corrupt(tmp_path, monkeypatch):
    data = bytearray((WORDLISTS / "huge.words.gz").read_bytes())
    data[len(data) // 2] ^= 0xFF
    (tmp_path / "huge.words.gz").write_bytes(bytes(data))
    monkeypatch.setenv("INKWELL_WORDLISTS", str(tmp_path))
    with pytest.raises(CorruptData, match="huge.words.gz"):
        words.load("huge")


def test_garbage_and_empty_files_are_corrupt(tmp_path, monkeypatch):
    monkeypatch.setenv("INKWELL_WORDLISTS", str(tmp_path))
    (tmp_path / "common.words.gz").write_bytes(b"<html>404 not found</html>")
    with pytest.raises(CorruptData, match="common.words.gz"):
        words.load("common")
    (tmp_path / "large.words.gz").write_bytes(b"")
    with pytest.raises(CorruptData, match="large.words.gz"):
        words.load("large")
    (tmp_path / "secrets.gz").write_bytes(gzip.compress(b"inkwell-secrets 1 5\nabc\n"))
    with pytest.raises(CorruptData, match="secrets.gz"):
        words.secret_words()


def test_corrupt_verbs_file(tmp_path, monkeypatch):
    _copy_dir(tmp_path, ["common.words.gz"])
    shutil.copy(WORDLISTS / "large.verbs.gz", tmp_path / "common.verbs.gz")  # wrong dictionary's bitmap
    monkeypatch.setenv("INKWELL_WORDLISTS", str(tmp_path))
    with pytest.raises(CorruptData, match="common.verbs.gz"):
        words.load("common").is_verb("run")


def test_already_decompressed_file_is_accepted():
    # A server that sent Content-Encoding: gzip leaves the plain bytes.
    plain = gzip.decompress((WORDLISTS / "common.words.gz").read_bytes())
    verbs = gzip.decompress((WORDLISTS / "common.verbs.gz").read_bytes())
    d = words.load_bytes("common", plain, verbs=verbs)
    assert len(d) == len(words.load("common"))
    assert d.is_word("slake") and d.is_verb("ran")


def test_load_bytes_without_verbs():
    d = words.load_bytes("common", (WORDLISTS / "common.words.gz").read_bytes())
    assert d.is_word("slake")
    with pytest.raises(BadRequest):
        d.is_verb("run")


# ------------------------------------------------------------ CLI

def _run_cli(*argv):
    code = (
        "import argparse, sys\n"
        "from inkwell.words import cli\n"
        "p = argparse.ArgumentParser(prog='inkwell'); sub = p.add_subparsers()\n"
        "cli.register(sub)\n"
        "args = p.parse_args(sys.argv[1:])\n"
        "sys.exit(args.func(args))\n"
    )
    return subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"}, timeout=60)


def test_cli_check_all_words():
    done = _run_cli("words", "check", "run", "Slake")
    assert done.returncode == 0
    assert "run: yes" in done.stdout and "Slake: yes" in done.stdout


def test_cli_check_some_not_words():
    done = _run_cli("words", "check", "run", "qi", "--dict", "common")
    assert done.returncode == 1
    assert "qi: no" in done.stdout


@pytest.mark.parametrize("argv", [
    ("words", "check", "don't"),
    ("words", "check", "run", "--dict", "tiny"),
    ("words", "find", "ab1"),
    ("words", "find", "abc", "--limit", "0"),
    ("words", "find", "???????"),
])
def test_cli_bad_input_exits_2_without_traceback(argv):
    done = _run_cli(*argv)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stderr.strip()


def test_cli_find_in_process(capsys):
    parser = argparse.ArgumentParser(prog="inkwell")
    cli.register(parser.add_subparsers())
    args = parser.parse_args(["words", "find", "th?ne", "--min", "5", "--limit", "3"])
    assert args.func(args) == 0
    assert capsys.readouterr().out.split() == ["neAth", "tenCh", "tenTh"]
