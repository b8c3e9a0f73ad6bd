"""The daily puzzles' keeping (py/ui/daily.py) in the MicroPython the UI runs
in: a streak counts days in a row up to today (or yesterday while today's are
to play), the history leaves today out, the lobby line says each state."""
from micropython_ui import run_micropython

SCRIPT = r"""
import json
import daily
d = daily.empty()
for date in ("2026-12-30", "2026-12-31", "2027-01-01"):
    daily.put(d, date, "break_the_word", [{"type": "give_up"}], "missed")
daily.put(d, "2026-12-28", "paperback", [{"type": "play"}], "7 of 9 (78%)")
before = daily.streak(d, "2027-01-02")           # today still to play: the run up to yesterday
daily.put(d, "2027-01-02", "paperback", [], None)  # opened only
daily.put(d, "2027-01-02", "break_the_word", [{"type": "next"}], None)  # started, not done
started = daily.lobby_line(d, "2027-01-02")
daily.put(d, "2027-01-02", "break_the_word", [{"type": "next"}, {"type": "answer", "word": "urgency"}],
          "cracked at clue 2")
print(json.dumps({"before": before, "after": daily.streak(d, "2027-01-02"),
                  "broken": daily.streak(d, "2027-01-04"), "line": daily.lobby_line(d, "2027-01-02"),
                  "started": started, "history": daily.history(d, "2027-01-02"),
                  "bad": [daily.parse(t) for t in ("nope", "[1]", '{"days": 3}')],
                  "leap": daily.days_before("2028-03-01", 1)}))
"""


def test_daily_keeping_under_micropython():
    got = run_micropython(["daily.py"], SCRIPT)
    assert got["before"] == 3 and got["after"] == 4 and got["broken"] == 0
    assert got["line"] == "Break the Word: cracked at clue 2 · Paperback: to play · streak 4 days"
    assert got["started"] == "Break the Word: started · Paperback: to play · streak 3 days"
    assert [day for day, _ in got["history"]] == ["2027-01-01", "2026-12-31", "2026-12-30", "2026-12-28"]
    assert got["history"][-1][1] == [["Paperback Daily Hand", "7 of 9 (78%)"]]
    assert got["bad"] == [{"days": {}}] * 3
    assert got["leap"] == "2028-02-29"
