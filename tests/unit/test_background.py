"""Work done between messages: the bots' word index, read ahead of their first turn."""

import json

import pytest

from inkwell import worker
from inkwell.core import NeedFile, background
from inkwell.wordcards import lexicon
from inkwell.words import Dictionary, data_dir, find_words, index_steps, load
from inkwell.words import finder

SEATS = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]


@pytest.fixture(autouse=True)
def empty_queue():
    background.clear()
    yield
    background.clear()


def fresh(name):
    """The named list as a new Dictionary, with no index yet."""
    source = load(name)
    return Dictionary(name, source.words, presorted=True)


def test_the_index_is_read_in_one_short_step_and_kept():
    d = load("common")
    d._search_index = None   # as on a first visit
    assert sum(1 for _ in index_steps(d)) == 2     # the index, then which words people know
    index = d._search_index
    assert index is not None and index.words is d.words
    offensive = (data_dir() / "offensive.txt").read_text().split()   # left out of the file
    assert index.size == finder.build_index(d.words, offensive).size
    assert finder._index(d) is index and sum(1 for _ in index_steps(d)) == 2 and d._search_index is index
    assert d._familiar is not None


def test_a_search_before_the_background_step_reads_the_index_itself():
    d = fresh("common")
    steps = index_steps(d)
    words = [m.word for m in find_words(d, "retains", min_length=7)]
    assert "nastier" in words and "retains" in words
    index = d._search_index
    assert index is not None
    assert list(steps) == [None] and d._search_index is index


def test_a_new_game_with_a_bot_queues_its_index_and_idle_builds_it():
    reply = json.loads(worker.handle(json.dumps({
        "type": "new", "game": "hardback", "seed": 3, "views": [0],
        "options": {"dictionary": "large"}, "seats": SEATS})))
    assert reply["ok"]
    d = load("large")
    d._search_index = None  # as on a first visit
    answers = []
    while True:
        answers.append(json.loads(worker.idle(0.005)))
        if not answers[-1]["more"]:
            break
    assert all(a["ok"] for a in answers)
    assert d._search_index is not None


def test_without_bots_only_the_list_that_checks_words_is_loaded(monkeypatch):
    loaded, indexed = [], []
    monkeypatch.setattr(lexicon, "load", lambda name: loaded.append(name) or fresh(name))
    monkeypatch.setattr(lexicon, "index_steps", lambda name: indexed.append(name) or iter(()))
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}]
    for dictionary in ("large", "vote_majority"):
        worker.handle(json.dumps({"type": "new", "game": "hardback", "seed": 1, "seats": seats,
                                  "options": {"dictionary": dictionary}}))
        while json.loads(worker.idle())["more"]:
            pass
    assert loaded == ["large"] and indexed == []  # players vote: no list to load


def test_a_missing_file_is_asked_for_and_the_task_waits_for_it():
    calls = []

    def task():
        calls.append("start")
        if len(calls) == 1:
            raise NeedFile("wordlists/huge.words.gz")
        yield

    background.add("k", task)
    reply = json.loads(worker.idle())
    assert reply["error"] == {"code": "need_file", "message": "missing data file wordlists/huge.words.gz",
                              "path": "wordlists/huge.words.gz"}
    assert json.loads(worker.idle()) == {"ok": True, "more": False}
    assert calls == ["start", "start"]


def test_a_failing_task_is_dropped_said_and_the_others_run(capsys):
    done = []

    def broken():
        raise ValueError("bug")
        yield

    def fine():
        done.append(1)
        yield

    background.add("a", broken)
    background.add("b", fine)
    assert json.loads(worker.idle()) == {"ok": True, "more": False}
    assert done == [1]
    assert "ValueError('bug')" in capsys.readouterr().err
