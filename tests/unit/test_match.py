"""`python -m inkwell match`: bot levels head to head, seats rotated, one
JSON object out; a wrong game, level or count is said plainly."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from inkwell.__main__ import main
from inkwell.match import match

ROOT = Path(__file__).resolve().parents[2]


def run_match(capsys, *argv):
    code = main(["match", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_match_prints_each_levels_figures_and_the_games_played(capsys):
    code, out, err = run_match(capsys, "break_the_word", "--seats", "expert,strong", "--games", "3",
                               "--seed", "7", "--option", "rounds=2")
    assert code == 0, err
    report = json.loads(out)
    assert report["game"] == "break_the_word" and report["seats"] == ["expert", "strong"]
    assert report["games"] == report["finished"] == 3 and report["seed"] == 7
    assert report["options"]["rounds"] == 2
    assert set(report["levels"]) == {"expert", "strong"}
    for figures in report["levels"].values():
        assert 0 <= figures["win_rate"] <= 1 and figures["turns"] > 0
        assert isinstance(figures["mean_score"], (int, float))
        assert 0 <= figures["think_ms"]["median"] <= figures["think_ms"]["max"]
    # Wins are shared out whole: ties split, so the rates add up to one.
    assert abs(sum(f["win_rate"] for f in report["levels"].values()) - 1) < 0.01
    # Seats rotated: each game names its seed and who sat where.
    assert [g["seats"] for g in report["played"]] == [["expert", "strong"], ["strong", "expert"],
                                                      ["expert", "strong"]]
    assert len({g["seed"] for g in report["played"]}) == 3


def test_the_same_seed_plays_the_same_games():
    one = match("hardback", ["strong", "greedy"], 2, 5, {"length": 40})
    two = match("hardback", ["strong", "greedy"], 2, 5, {"length": 40})
    assert one["played"] == two["played"]
    other = match("hardback", ["strong", "greedy"], 2, 6, {"length": 40})
    assert other["played"] != one["played"]


def test_three_seats_and_a_level_seated_twice():
    report = match("backwords", ["strong", "greedy", "greedy"], 3, 1, {"objectives": 3})
    assert report["finished"] == 3
    assert [g["seats"] for g in report["played"]][1] == ["greedy", "greedy", "strong"]
    rates = report["levels"]
    # Per seat: the greedy level's two seats share its wins.
    assert abs(rates["strong"]["win_rate"] + 2 * rates["greedy"]["win_rate"] - 1) < 0.01


@pytest.mark.parametrize("argv, said", [
    (["hardback", "--seats", "wizard,strong"],
     "Hardback has no 'wizard' bot; its levels are expert, greedy, random, strong"),
    (["paperback", "--seats", "strong,wizard"], "no 'wizard' bot"),
    (["chess", "--seats", "strong,greedy"], "unknown game 'chess'"),
    (["hardback", "--seats", "strong,greedy", "--games", "0"], "--games must be"),
    (["hardback", "--seats", "strong,,greedy"], "--seats takes bot levels"),
    (["hardback", "--seats", "strong,greedy", "--option", "length=7"], "Game length: 7"),
    (["paperback", "--seats", "strong"], "player"),
    (["hardback", "--seats", "strong,greedy", "--option", "nonsense"], "KEY=VALUE"),
])
def test_a_bad_game_level_or_option_is_said_with_exit_code_2(capsys, argv, said):
    code, out, err = run_match(capsys, *argv)
    assert code == 2 and out == ""
    assert said in err and "Traceback" not in err


def test_from_the_shell_no_traceback():
    done = subprocess.run([sys.executable, "-m", "inkwell", "match", "hardback", "--seats", "wizard,strong"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "no 'wizard' bot" in done.stderr
    assert "Traceback" not in done.stderr
