"""The coach's words on screen (py/ui/widgets/coach.py), in the real,
vendored MicroPython the UI runs in (under Node)."""

from micropython_ui import run_micropython

ADVICE = """
def side(word, shown, points, value):
    return {"word": word, "shown": shown, "points": points, "value": value}
words = [
    {"kind": "word", "missed": True, "best": side("retains", "RETAINS (+4¢ 3★)", 7, 7.5),
     "played": side("rat", "RAT (+1¢ 1★)", 2, 2.0)},
    {"kind": "word", "missed": False, "best": side("stone", "STONE (+3¢ 2★)", 5, 5.0),
     "played": side("stone", "STONE (+3¢ 2★)", 5, 5.0)},
]
move = {"kind": "move", "missed": True, "best": side("chart", "change CAT to CHART (11 points)", 11, 11.0),
        "played": side("cart", "change CAT to CART (8 points)", 8, 8.0)}
"""


def test_the_coach_says_the_best_word_or_move_and_sums_up_the_game():
    said = run_micropython(["widgets/coach.py"], ADVICE + """
import json
from widgets import coach
tied = dict(move, missed=False, played=side("cart", "change CAT to CART (8 points)", 8, 8.0))
print(json.dumps([coach.line(words[0]), coach.line(words[1], "Ann: "), coach.line(move),
                  coach.end_html(words), coach.end_html([move]), coach.end_html([]), coach.line(tied)]))
""")
    missed, kept, moved, end, moves_end, nothing, tied = said
    assert missed == "Your best word here was RETAINS (+4¢ 3★)."
    assert kept == "Ann: STONE (+3¢ 2★) was as good as any word you had here."
    # Not missed: the move played is said (the engine's best earns no more), with a capital.
    assert tied == "Change CAT to CART (8 points) was as good as any move you had here."
    assert moved == "Your best move here was change CAT to CHART (11 points)."
    assert "Points left on the table: 5." in end
    assert "Your best word: STONE; the best found: RETAINS." in end
    assert "Your longest word: STONE; the longest found: RETAINS." in end
    assert 'aria-label="Coach"' in end
    assert "Your best move: CART; the best found: CHART." in moves_end
    assert nothing == ""


def test_a_resumed_game_keeps_what_the_coach_said_and_drops_what_is_broken():
    """A save carries the coach's advice so the end box still counts the
    words played before a reload; a damaged entry is left out, not a crash."""
    said = run_micropython(["widgets/coach.py"], ADVICE + """
import json
from widgets import coach
words[0]["n"], words[1]["n"] = 3, 8
saved = json.loads(json.dumps(words + [{"n": 9, "best": "x"}, 7, {"best": words[0]["best"]}]))
print(json.dumps([len(coach.kept(saved)), coach.kept("junk"), coach.end_html(coach.kept(saved))]))
""")
    count, junk, end = said
    assert count == 2 and junk == []
    assert "Points left on the table: 5." in end
