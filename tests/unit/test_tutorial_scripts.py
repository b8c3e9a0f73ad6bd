"""The guided first games' scripts (py/ui/<game>/tutorial.py) against the
real engine: the fixed deal still holds what each step says of it (an engine
change that reshuffled it would make the steps lie), and every step has
exactly one thing to wait for."""
import re

import pytest

from tutorial_play import UI, bots, call, script
from tutorial_play import act as engine_act

SCRIPTS = sorted(p.parent.name for p in UI.glob("*/tutorial.py") if p.parent.name != "tutorials")   # the runner
WAITS = ("next", "press", "type", "choose", "until")


@pytest.mark.parametrize("game", SCRIPTS)
def test_every_step_waits_for_one_thing(game):
    steps = script(game).STEPS
    assert 8 <= len(steps) <= 15
    for step in steps:
        assert sum(1 for k in WAITS if step.get(k)) == 1, step
        assert step["say"] and len(step["say"].split()) <= 45 and step["say"].count(". ") <= 2, step
        if not (step.get("next") or step.get("until")):   # those two have the runner's own hint
            assert step.get("hint"), step
        if step.get("type"):
            assert step["text"].strip()
        if step.get("choose"):
            assert isinstance(step.get("value"), str), step
        if isinstance(step.get("press"), list):   # pressed in turn: each a selector
            assert step["press"] and all(isinstance(sel, str) and sel for sel in step["press"]), step


# Where a thing is on screen differs between a phone and a laptop (a row that
# scrolls sideways, panels stacked): a step names things, not places. What
# is printed on a card ("its top-left number") is the same everywhere.
PLACES = re.compile(r"\b(bottom|(to|on) the (left|right)|(left|right) of|at the (top|bottom)|above|below|"
                    r"top (left|right)|upper|lower)\b", re.I)


@pytest.mark.parametrize("game", SCRIPTS)
def test_no_step_says_where_a_thing_is_on_screen(game):
    for step in script(game).STEPS:
        assert not PLACES.search(step["say"]), step["say"]


def test_the_break_the_word_answer_step_says_what_fits_its_clues():
    """"12 words fit, PATIENT, PATTERN and PLATTER among them": the secret
    words that fit the three clues shown, and the step says no more."""
    from inkwell.games.break_the_word.bots import candidates
    s = script("break_the_word")
    step = next(st for st in s.STEPS if st.get("type") == "#bw-word")
    fit = candidates(CLUES_SHOWN)
    assert str(len(fit)) + " words fit" in step["say"]
    named = {w.lower() for w in re.findall(r"\b[A-Z]{7}\b", step["say"])}
    assert named and named <= set(fit) and s.WORD in named


CLUES_SHOWN = [{"color": "green", "position": 1, "letter": "p"},
               {"color": "orange", "letters": ["a", "t"]},
               {"color": "pink", "count": 1, "letter": "p"}]


def test_break_the_word_deal_is_the_one_the_steps_describe():
    s = script("break_the_word")
    r = call({"type": "new", "game": "break_the_word", "options": s.OPTIONS, "seats": s.SEATS,
              "seed": s.SEED, "views": [0], "want_record": True})

    def act(action, seat=0):
        return engine_act(action, seat, want_record=True)

    r = bots(r, want_record=True)
    r = act({"type": "ready"})
    r = act({"type": "ready"})
    v = r["views"]["0"]
    assert v["clues"] == CLUES_SHOWN
    assert v["zone_now"] == 3
    r = act({"type": "answer", "word": s.WORD})
    while r["views"]["0"]["phase"] == "clues":   # the bot's answer goes down when its clock says
        assert r["timers"], r
        r = act(r["timers"][0]["action"], seat=-1)
    v = r["views"]["0"]
    mine = [a for a in v["round_results"]["answers"] if a["seat"] == 0]
    assert mine == [{"seat": 0, "word": s.WORD, "zone": 3, "points": 4, "bonus": True}]
    r = act({"type": "ready"})
    v = r["views"]["0"]
    assert v["round"] == 2 and v["leaders"] == [0] and v["clues"][0].get("hidden") is True
