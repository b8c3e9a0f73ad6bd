"""The stats' logic (py/ui/stats/tally.py) in the MicroPython the UI runs in:
counting a game once, the average, merging an import, refusing a foreign file."""
import json

from micropython_ui import run_micropython

SCRIPT = r"""
import json
from stats import tally
out = {"words": [{"played": 2, "best": {"word": "QUIZ", "points": 5}, "longest": "ZONES"},
                 {"played": 0, "best": None, "longest": None}],
       "scores": [7, 4], "winners": [0]}
view = {"outcome": out, "names": ["You", "Greedy bot"], "n": 12}
seats = [{"kind": "human"}, {"kind": "bot", "level": "greedy"}]
d = tally.empty()
first = tally.note(d, "paperback", view, 0, seats)
again = tally.note(d, "paperback", view, 0, seats)
view2 = {"outcome": out | {"scores": [2, 9], "winners": [1]}, "names": view["names"], "n": 30}
tally.note(d, "paperback", view2, 0, seats)
row = d["rows"]["paperback|greedy"]
text = tally.dumps(d)
back, why = tally.parse(text)
merged = tally.merge(d, back)
bad = [tally.parse(t)[1] for t in ("nope", "[1]", '{"format": "x"}',
       '{"format": "inkwell-stats", "version": 1, "rows": {"a|b": {"game": "a", "level": "b", "played": 1, "won": 5, "points": 0}}}')]
print(json.dumps({"first": first, "again": again, "row": row, "avg": tally.average(row),
                  "same": back["rows"] == d["rows"], "why": why,
                  "merged": merged["rows"]["paperback|greedy"]["played"], "bad": bad,
                  "levels": [tally.level_of(seats, 0), tally.level_of([{"kind": "human"}] * 2, 1),
                             tally.level_of([{"kind": "human"}], 0)]}))
"""


def test_stats_logic_under_micropython():
    got = run_micropython(["stats/tally.py"], SCRIPT)
    assert got["first"] is True and got["again"] is False
    assert got["row"] == {"game": "paperback", "level": "greedy", "played": 2, "won": 1, "points": 9,
                          "best": {"word": "QUIZ", "points": 5}, "longest": "ZONES"}
    assert got["avg"] == "4.5"
    assert got["same"] and got["why"] == ""
    assert got["merged"] == 4
    assert all(got["bad"]) and len(set(got["bad"])) >= 3
    assert got["levels"] == ["greedy", "people", "solo"]
