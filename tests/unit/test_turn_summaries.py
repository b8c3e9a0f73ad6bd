"""The other players' last turns, said by the engines (core.summary and each
game's summary module): what a player reads on the table after a bot's or a
friend's move, in every view but the mover's own, never more than the table
saw."""

import json

from inkwell.core import SPECTATOR, Rng, all_games
from inkwell.core.session import Session
from inkwell.core.summary import for_view, from_log, part, sentence
from inkwell.games.backwords import summary as backwords_summary
from inkwell.games.break_the_word import GAME as BTW
from inkwell.games.hardback import summary as hardback_summary
from inkwell.games.paperback import summary as paperback_summary

import pytest


def bots_game(game_id, players=2, seed=5, options=None):
    level = "easy" if game_id == "break_the_word" else "greedy"
    seats = [{"name": f"Bot {i + 1}", "kind": "bot", "level": level} for i in range(players)]
    return Session(game_id, options or {}, seats, seed)


def summary_of(view, seat):
    found = [t for t in view["turns"] if t["seat"] == seat]
    assert len(found) <= 1
    return found[0] if found else None


def test_sentence_and_for_view():
    parts = [part("spelled ZONES for 3¢ 2★", "zones"), part("bought Q")]
    assert sentence("Greedy bot", parts) == "Greedy bot spelled ZONES for 3¢ 2★ and bought Q"
    assert sentence("Ann", [part("passed")]) == "Ann passed"
    out = for_view({0: parts, 1: [part("passed")]}, 1, ["Greedy bot", "Ann"])
    assert [(t["seat"], t["text"], t["parts"], t["word"]) for t in out] == \
        [(0, "Greedy bot spelled ZONES for 3¢ 2★ and bought Q", 2, None)]
    # A spectator reads everyone's; a seat the game has no name for is left out.
    assert [t["seat"] for t in for_view({0: parts, 1: parts, 7: parts}, None, ["A", "B"])] == [0, 1]


def test_a_turn_being_played_shows_only_for_the_seat_on_turn():
    said = lambda e: part(e["event"])  # noqa: E731
    log = [{"seat": 0, "event": "spelled"}, {"seat": 0, "event": "ended"},
           {"seat": 1, "event": "spelled"}, {"seat": 0, "event": "inked"}]
    turns = from_log(log, said, ends=("ended",), on_turn=1)
    # Seat 0's ink, taken during seat 1's turn, is for its next turn: its last one still shows.
    assert [p["text"] for p in turns[0]] == ["spelled", "ended"]
    assert [p["text"] for p in turns[1]] == ["spelled"]
    assert [p["text"] for p in from_log(log, said, ends=("ended",), on_turn=0)[0]] == ["inked"]


@pytest.mark.parametrize("game_id", ["hardback", "paperback"])
def test_a_bought_card_and_the_word_are_said_until_the_next_turn(game_id):
    session = bots_game(game_id)
    seen = set()
    for _ in range(400):
        seat = session.step_bot()
        if seat is None:
            break
        view = session.view(1 - seat)
        mine = session.view(seat)
        assert summary_of(mine, seat) is None   # nobody is told their own turn
        said = summary_of(view, seat)
        assert said is not None and said["text"].startswith(f"Bot {seat + 1} ")
        words = [e for e in session.state["log"] if e.get("seat") == seat and e["event"] == "spelled"]
        if words and "bought" in said["text"]:
            seen.add("bought")
        if words and said["word"]:
            seen.add("word")
            assert said["word"] == words[-1]["word"].upper()
            assert words[-1]["word"].upper() in said["text"]
    assert seen == {"bought", "word"}


def test_hardback_names_what_was_spelled_and_bought():
    e = {"seat": 0, "event": "spelled", "word": "zones", "coins": 3, "stars": 2}
    assert hardback_summary.said(e) == {"text": "spelled ZONES for 3¢ 2★", "word": "ZONES"}
    from inkwell.games.hardback import cards
    q = next(d["def"] for d in cards.definitions()[:cards.OFFER_CARDS] if d["letter"].lower() == "q")
    assert hardback_summary.said({"seat": 0, "event": "bought", "card": q, "cost": 7})["text"] == "bought Q"
    # A starter card the table never saw is not named.
    assert hardback_summary.said({"seat": 0, "event": "dumped", "card": 150, "coins": 1})["text"] == \
        "dumped a card for 1¢"


def test_paperback_says_the_score_and_the_card_bought():
    from inkwell.games.paperback import cards
    th = next(d["def"] for d in cards.definitions() if d.get("letters") == "th" or d.get("letters") == "TH")
    assert paperback_summary.said({"event": "spelled", "word": "zones", "score": 6})["text"] == "made ZONES for 6¢"
    assert paperback_summary.said({"event": "bought", "def": th})["text"] == "bought TH"


def test_backwords_says_the_word_changed_and_to_what():
    session = bots_game("backwords", seed=3)
    changes = 0
    for _ in range(300):
        seat = session.step_bot()
        if seat is None or session.outcome() is not None:
            break
        moves = [e for e in session.state["log"] if e["event"] in ("created", "changed", "passed")]
        last = moves[-1] if moves else None
        if not last:
            continue
        said = summary_of(session.view(1 - last["seat"]), last["seat"])
        assert said is not None
        if last["event"] == "changed":
            changes += 1
            new = ", ".join(w.upper() for w in last["words"])
            old = ", ".join(w.upper() for w in last["from"])
            assert f"changed {old} to {new}, +{last['points']}" in said["text"]
            assert said["word"] == new
    assert changes >= 2
    assert backwords_summary.said({"event": "passed"})["text"] == "passed"


def test_break_the_word_never_tells_an_answer_before_the_results():
    state = BTW.setup({"difficulty": "standard"}, ["A", "B", "C"], 7)
    word = state["words"][0]
    state = BTW.apply(state, 0, {"type": "answer", "word": word})
    for seat in (1, 2, SPECTATOR):
        view = BTW.view(state, seat)
        assert summary_of(view, 0)["text"] == "A locked in an answer (zone 3)"
        assert word not in json.dumps(view["turns"]).lower()
    state = BTW.apply(state, 1, {"type": "ready"})
    assert summary_of(BTW.view(state, 2), 1)["text"] == "B is ready for the next clue"
    state = BTW.apply(state, 1, {"type": "answer", "word": "abandon"})
    state = BTW.apply(state, 2, {"type": "answer", "word": word})
    assert state["phase"] == "results"
    said = {t["seat"]: t["text"] for t in BTW.view(state, 2)["turns"]}
    assert said[0] == f"A answered {word.upper()} in round 1: right, +4"
    assert said[1] == "B answered ABANDON in round 1: wrong, +0"
    assert 2 not in said


# The games players play; other tests register small games of their own.
@pytest.mark.parametrize("game", [g for g in all_games() if type(g).__module__.startswith("inkwell.games")],
                         ids=lambda g: g.id)
def test_every_game_says_the_other_players_turns(game):
    """Over the registry: after a few moves every view but the mover's says them."""
    session = bots_game(game.id, players=3 if game.max_players >= 3 else 2, seed=2,
                        options=game.quick_options)
    movers = set()
    for _ in range(60):
        seat = session.step_bot()
        if seat is None:
            if not session.fire_timer():
                break
            continue
        movers.add(seat)
    assert movers
    said = set()
    for viewer in range(len(session.seats)):
        for t in session.view(viewer)["turns"]:
            assert t["seat"] != viewer and t["text"].startswith(session.seats[t["seat"]]["name"] + " ")
            said.add(t["seat"])
    assert said and said <= movers | {s for s in range(len(session.seats))}
