"""The coach's words on screen (py/ui/widgets/coach.py), in the real,
vendored MicroPython the UI runs in (under Node)."""

from micropython_ui import run_micropython

ADVICE = """
def side(word, shown, points, value):
    return {"word": word, "shown": shown, "points": points, "value": value}
words = [
    {"kind": "word", "seat": 0, "missed": True, "gain": 5, "best": side("retains", "RETAINS (+4¢ 3★)", 7, 7.5),
     "played": side("rat", "RAT (+1¢ 1★)", 2, 2.0)},
    {"kind": "word", "seat": 0, "missed": False, "gain": 0, "best": side("stone", "STONE (+3¢ 2★)", 5, 5.0),
     "played": side("stone", "STONE (+3¢ 2★)", 5, 5.0)},
]
move = {"kind": "move", "seat": 0, "missed": True, "gain": 3,
        "best": side("chart", "change CAT to CHART (11 points)", 11, 11.0),
        "played": side("cart", "change CAT to CART (8 points)", 8, 8.0)}
# The engine's summary of the game (core.words), as the end screen reads it.
story = {"best": {"word": "STONE", "points": 5, "shown": "+3¢ 2★"}, "longest": "STONE"}
moved = {"best": {"word": "CART", "points": 8, "shown": "8 points"}, "longest": "CART"}
"""


def test_the_coach_says_the_best_word_or_move_and_sums_up_the_game():
    said = run_micropython(["widgets/coach.py"], ADVICE + """
import json
from widgets import coach
tied = dict(move, missed=False, played=side("cart", "change CAT to CART (8 points)", 8, 8.0))
print(json.dumps([coach.line(words[0]), coach.line(words[1], "Ann: "), coach.line(move),
                  coach.end_html(words, lambda s: story), coach.end_html([move], lambda s: moved),
                  coach.end_html([], lambda s: story), coach.line(tied)]))
""")
    missed, kept, moved, end, moves_end, nothing, tied = said
    assert missed == "Your best word here was RETAINS (+4¢ 3★)."
    assert kept == "Ann: STONE (+3¢ 2★) was as good as any word you had here."
    # Not missed: the move played is said (the engine's best earns no more), with a capital.
    assert tied == "Change CAT to CART (8 points) was as good as any move you had here."
    assert moved == "Your best move here was change CAT to CHART (11 points)."
    assert "Better words you missed: 1: 5 more points in all." in end
    assert "<li>RETAINS (+4¢ 3★) instead of RAT (+1¢ 1★)</li>" in end
    assert "Your best word: STONE (+3¢ 2★); the best found: RETAINS (+4¢ 3★)." in end
    assert "Your longest word: STONE; the longest found: RETAINS." in end
    assert 'aria-label="Coach"' in end
    assert "Your best move: CART (8 points); the best found: change CAT to CHART (11 points)." in moves_end
    assert nothing == ""


def test_the_coach_never_says_nothing_was_left_when_it_named_a_better_word():
    """A better word that earns more another way (the Common card) is a
    miss with no points left: said as such, not as "0 left"; a best word of
    the player's that no find beats is said to be unbeaten."""
    said = run_micropython(["widgets/coach.py"], ADVICE + """
import json
from widgets import coach
common = {"kind": "word", "seat": 0, "missed": True, "gain": 0,
          "best": side("giver", "GIVER (+3¢, the Common card)", 3, 6.0), "played": side("girt", "GIRT (+3¢)", 3, 3.0)}
best = {"best": {"word": "SNARL", "points": 9, "shown": "9¢"}, "longest": "SNARL"}
print(json.dumps(coach.end_html([common], lambda s: best)))
""")
    assert "Better words you missed: 1 (none for more points: each earned more in another way)." in said
    assert "left on the table: 0" not in said and " 0 more" not in said
    assert "Your best word: SNARL (9¢); the coach found none that scored more." in said


def test_a_resumed_game_keeps_what_the_coach_said_and_drops_what_is_broken():
    """A save carries the coach's advice so the end box still counts the
    words played before a reload; a damaged entry is left out, not a crash."""
    said = run_micropython(["widgets/coach.py"], ADVICE + """
import json
from widgets import coach
words[0]["n"], words[1]["n"] = 3, 8
saved = json.loads(json.dumps(words + [{"n": 9, "best": "x"}, 7, {"best": words[0]["best"]}]))
story = {"best": {"word": "STONE", "points": 5, "shown": "+3¢ 2★"}, "longest": "STONE"}
print(json.dumps([len(coach.kept(saved)), coach.kept("junk"), coach.end_html(coach.kept(saved), lambda s: story)]))
""")
    count, junk, end = said
    assert count == 2 and junk == []
    assert "5 more points in all" in end
