"""The word builder widget (py/ui/widgets/word_builder.py) in the real,
vendored MicroPython the UI runs in (under Node), not only in CPython."""

from micropython_ui import run_micropython as run_modules


def run_micropython(script, modules=("widgets/word_builder.py",)):
    return run_modules(list(modules), script)


def test_tapping_typing_dragging_and_wilds_build_the_word_a_player_sees():
    result = run_micropython("""
import json
from widgets import word_builder as wb
w = wb.Word()
steps = {}
w.add(5); w.add(7); again = w.add(5)
steps["tap twice"] = [w.ids(), again]
w.toggle_wild(7, "Q")
w.set_wild(7, "z"); w.set_wild(5, "y")
steps["wild"] = w.action()
w.move(7, 0)
steps["dragged first"] = w.action()
w.move(5, 99)
steps["dragged past the end"] = w.ids()
w.toggle_wild(7, "Q")
steps["face up again"] = w.action()
w.keep_only([5]); steps["out of reach"] = w.ids()
hand = [{"id": 1, "l": "A"}, {"id": 2, "l": "T"}, {"id": 3, "l": "A"}]
letter = lambda c: c["l"]
from widgets.letters import typed_card
steps["typed a"] = [typed_card(hand, "a", letter, [])[0], typed_card(hand, "a", letter, [1])[0],
                    typed_card(hand, "a", letter, [1, 3])[0]]
steps["said"] = [wb.said([]), wb.said(["B"]), wb.said(["T", "A"]), wb.said(["Q", "U", "Z"])]
print(json.dumps(steps))
""", ("widgets/word_builder.py", "widgets/letters.py"))
    assert result["tap twice"] == [[5, 7], False]
    assert result["wild"] == [{"card": 5, "wild": None}, {"card": 7, "wild": "z"}]
    assert result["dragged first"] == [{"card": 7, "wild": "z"}, {"card": 5, "wild": None}]
    assert result["dragged past the end"] == [7, 5]
    assert result["face up again"] == [{"card": 7, "wild": None}, {"card": 5, "wild": None}]
    assert result["out of reach"] == [5]
    assert result["typed a"] == [1, 3, None]
    # The letters no card could take, as the message says them.
    assert result["said"] == ["", "B", "T or A", "Q, U or Z"]


def test_the_wild_letter_picker_shows_the_chosen_letter():
    html = run_micropython("""
import json
from widgets import word_builder as wb
print(json.dumps([wb.wild_controls(4, 2, "E", None), wb.wild_controls(4, 2, "E", "k")]))
""")
    face_up, wild = html
    assert 'aria-label="Make E (card 2) wild">Wild</button>' in face_up and "<select" not in face_up
    assert '<option value="K" selected>K</option>' in wild
    assert wild.count(" selected") == 1 and 'aria-label="Turn card 2 face up (E)">Reset' in wild
