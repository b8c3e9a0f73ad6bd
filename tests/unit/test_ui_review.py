"""Break the Word's end: when each word became certain, said from the
engine's review (or from a room host's, which is untrusted: what is not
shaped as the engine makes it is left out, names and words are escaped),
checked in the real MicroPython the UI runs in."""

import json

from micropython_ui import run_micropython

MODULES = ("widgets/controls.py", "widgets/card.py", "widgets/end.py", "widgets/players.py",
           "break_the_word/aids.py", "break_the_word/view.py")
SCRIPT = """
import json, sys
class Fake:
    uihelpers = None
sys.modules["pyscript.js_modules"] = Fake()
from break_the_word import view as bv
class S:
    viewer = 1
s = S()
s.review = json.loads(%s)
print(json.dumps(bv.review_html(s, {"names": ["Ann", "<b>Bob</b>"]})))
"""


def review_html(review):
    return run_micropython(MODULES, SCRIPT % json.dumps(json.dumps(review)))


def test_each_round_says_when_its_word_became_certain_and_who_cracked_it():
    html = review_html({"rounds": [
        {"round": 1, "word": "dislike", "certain": 5, "cracked": [{"seat": 1, "clue": 5},
                                                                  {"seat": 0, "clue": 7}]},
        {"round": 2, "word": "adverse", "certain": None, "cracked": []}]})
    assert "When each word became certain" in html
    assert "Round 1: DISLIKE was certain after clue 5; you cracked it at clue 5, Ann cracked it at clue 7." in html
    assert "Round 2: ADVERSE was never certain (other words fitted all the clues); nobody cracked it." in html


def test_a_hosts_review_that_is_not_shaped_as_the_engines_is_left_out():
    html = review_html({"rounds": [
        {"round": 1, "word": "<img src=x>", "certain": True, "cracked": []},
        {"round": 2, "word": ["x"], "certain": 3, "cracked": []},
        {"round": 3, "word": "<i>tricky</i>", "certain": 2, "cracked": [{"seat": 0, "clue": "9"},
                                                                         {"seat": 7, "clue": 2}]},
        "not a round"]})
    assert "<img" not in html and "<i>" not in html
    assert "&lt;I&gt;TRICKY&lt;/I&gt; was certain after clue 2; Player 8 cracked it at clue 2." in html
    assert html.count("<li>") == 1
    assert review_html({"rounds": "nope"}) == "" and review_html(None) == ""
