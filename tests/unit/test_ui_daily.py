"""The daily puzzles' keeping (py/ui/daily/puzzles.py) in the MicroPython the UI runs
in: a streak counts days in a row up to today (or yesterday while today's are
to play), the history leaves today out, the lobby line says each state."""
from micropython_ui import run_micropython

SCRIPT = r"""
import json
from daily import puzzles
d = puzzles.empty()
for date in ("2026-12-30", "2026-12-31", "2027-01-01"):
    puzzles.put(d, date, "break_the_word", [{"type": "give_up"}], "missed")
puzzles.put(d, "2026-12-28", "paperback", [{"type": "play"}], "7 of 9 (78%)")
before = puzzles.streak(d, "2027-01-02")           # today still to play: the run up to yesterday
puzzles.put(d, "2027-01-02", "paperback", [], None)  # opened only
puzzles.put(d, "2027-01-02", "break_the_word", [{"type": "next"}], None)  # started, not done
started = puzzles.lobby_line(d, "2027-01-02")
puzzles.put(d, "2027-01-02", "break_the_word", [{"type": "next"}, {"type": "answer", "word": "urgency"}],
          "cracked at clue 2")
print(json.dumps({"before": before, "after": puzzles.streak(d, "2027-01-02"),
                  "broken": puzzles.streak(d, "2027-01-04"), "line": puzzles.lobby_line(d, "2027-01-02"),
                  "started": started, "history": puzzles.history(d, "2027-01-02"),
                  "bad": [puzzles.parse(t) for t in ("nope", "[1]", '{"days": 3}')],
                  "leap": puzzles.days_before("2028-03-01", 1)}))
"""


def test_daily_keeping_under_micropython():
    got = run_micropython(["daily/puzzles.py"], SCRIPT)
    assert got["before"] == 3 and got["after"] == 4 and got["broken"] == 0
    assert got["line"] == "Break the Word: cracked at clue 2 · Paperback: to play · streak 4 days"
    assert got["started"] == "Break the Word: started · Paperback: to play · streak 3 days"
    assert [day for day, _ in got["history"]] == ["2027-01-01", "2026-12-31", "2026-12-30", "2026-12-28"]
    assert got["history"][-1][1] == [["Paperback Daily Hand", "7 of 9 (78%)"]]
    assert got["bad"] == [{"days": {}}] * 3
    assert got["leap"] == "2028-02-29"
