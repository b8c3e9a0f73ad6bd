"""Co-op Hardback's difficulty: Penny Dreadful's head start (issue 24)."""

import json

import pytest

from inkwell.core import BadRequest, replay
from inkwell.core.session import Session
from inkwell.games.hardback import GAME, coop

from test_hardback_helpers import new_game, skip_turn


def option():
    return next(o for o in GAME.options if o.name == "difficulty")


def test_the_difficulty_option_is_offered_for_coop_only():
    opt = option().to_json()
    assert opt["choices"] == ["easier", "standard", "harder"] and opt["default"] == "standard"
    assert opt["labels"] == ["Easier", "Standard", "Harder"]
    assert opt["when"] == {"mode": ["coop"]} and "head start" in opt["help"]


def test_a_bad_difficulty_is_refused_with_the_choices_named():
    with pytest.raises(BadRequest, match="Penny's difficulty: 'brutal' is not one of 'easier'"):
        new_game(1, mode="coop", difficulty="brutal")
    session = Session("hardback", {"mode": "coop"}, [{"name": "Ann"}], 3)
    before = json.dumps(session.state, sort_keys=True)
    with pytest.raises(BadRequest):
        Session("hardback", {"mode": "coop", "difficulty": 2}, [{"name": "Ann"}], 3)
    assert json.dumps(session.state, sort_keys=True) == before


@pytest.mark.parametrize("difficulty, shift", [("easier", -10), ("standard", 0), ("harder", 10)])
def test_penny_starts_with_her_head_start_per_player(difficulty, shift):
    start = coop.STANDARD_START["none"] + shift
    assert new_game(1, mode="coop", difficulty=difficulty)["penny"]["score"] == start
    two = new_game(2, mode="coop", difficulty=difficulty)
    assert two["penny"]["score"] == 2 * start and two["penny"]["target"] == 120
    assert GAME.view(two, 0)["penny"]["score"] == 2 * start


def test_standard_evens_out_her_signature_genre():
    for genre, start in coop.STANDARD_START.items():
        assert new_game(1, mode="coop", signature=genre)["penny"]["score"] == start
        assert new_game(1, mode="coop", signature=genre,
                        difficulty="harder")["penny"]["score"] == start + coop.STEP
    # Her signature is worth stars to her, so standard starts her behind with one.
    assert all(coop.STANDARD_START[g] < 0 for g in ("adventure", "horror", "mystery", "romance"))


def claims_until_the_end(difficulty):
    """A solo player who only skips: Penny claims a card a turn until she wins."""
    state = new_game(1, seed=4, mode="coop", difficulty=difficulty)
    while state["outcome"] is None:
        state = skip_turn(state, 0)
    assert state["outcome"]["winners"] == [] and state["penny"]["score"] >= 60
    return len(state["penny"]["cards"])


def test_a_harder_penny_wins_in_fewer_claims():
    easier, standard, harder = (claims_until_the_end(d) for d in coop.DIFFICULTIES)
    assert easier > standard > harder


def test_the_difficulty_is_kept_in_the_record_and_replays():
    session = Session("hardback", {"mode": "coop", "signature": "romance", "difficulty": "harder"},
                      [{"name": "Ann"}], 9)
    for _ in range(3):
        session.act(0, {"type": "skip"})
        session.act(0, {"type": "end"})
    record = json.loads(json.dumps(session.record))
    assert record["options"]["difficulty"] == "harder" and record["rules"] == GAME.rules_version
    assert replay(record) == session.state
    assert Session.from_record(record).view(0) == session.view(0)


def test_a_record_from_before_the_difficulty_is_refused():
    old = {"game": "hardback", "rules": 2, "options": {"mode": "coop", "signature": "romance"},
           "seats": ["Ann"], "seed": 1, "actions": []}
    with pytest.raises(BadRequest, match="other rules"):
        replay(old)


def test_competitive_games_have_no_penny_whatever_the_difficulty():
    assert new_game(2, difficulty="harder")["penny"] is None


def test_the_how_to_page_gives_the_head_starts_the_engine_plays():
    from pathlib import Path
    page = (Path(__file__).resolve().parents[2] / "howto" / "hardback.html").read_text()
    para = next(p for p in page.split("<p>") if "Penny's difficulty" in p)
    for genre, start in coop.STANDARD_START.items():
        assert f"{-start} " in para, genre
    assert f"{coop.STEP} points per player lower" in para
