# Daily puzzles on this device: the moves made in each day's puzzles (the
# engine replays them from the date: py/inkwell/core/daily.py), their
# results, the streak and the history. Plain Python (no pyscript import at
# the top), so its logic runs under MicroPython in tests.
import json

KEY = "inkwell.daily"
PUZZLES = [("break_the_word", "Break the Word Daily"), ("paperback", "Paperback Daily Hand")]
KEEP_DAYS = 400   # the history kept: a bit more than a year


def empty():
    return {"days": {}}


def parse(text):
    try:
        data = json.loads(text)
    except ValueError:
        return empty()
    if not isinstance(data, dict) or not isinstance(data.get("days"), dict):
        return empty()
    return data


def entry(data, date, puzzle):
    """{"moves": [...], "result": str or None} of one puzzle on one date."""
    day = data["days"].get(date)
    got = day.get(puzzle) if isinstance(day, dict) else None
    if not isinstance(got, dict) or not isinstance(got.get("moves"), list):
        return {"moves": [], "result": None}
    return got


def put(data, date, puzzle, moves, result):
    day = data["days"].get(date)
    if not isinstance(day, dict):
        day = data["days"][date] = {}
    day[puzzle] = {"moves": moves, "result": result}
    for old in sorted(data["days"])[:-KEEP_DAYS]:
        del data["days"][old]


def days_before(date, n):
    """The date n days before `date` ("YYYY-MM-DD"), with no datetime module.

    >>> days_before("2027-03-01", 1), days_before("2027-01-01", 1)
    ('2027-02-28', '2026-12-31')
    """
    y, m, d = int(date[:4]), int(date[5:7]), int(date[8:10])
    for _ in range(n):
        d -= 1
        if d == 0:
            m -= 1
            if m == 0:
                y, m = y - 1, 12
            d = month_days(y, m)
    return "%04d-%02d-%02d" % (y, m, d)


def month_days(y, m):
    if m == 2:
        return 29 if (y % 4 == 0 and y % 100 != 0) or y % 400 == 0 else 28
    return 30 if m in (4, 6, 9, 11) else 31


def finished(data, date):
    """Whether a puzzle of `date` was done (any of them)."""
    day = data["days"].get(date)
    return isinstance(day, dict) and any(isinstance(v, dict) and v.get("result") for v in day.values())


def streak(data, today):
    """Days in a row with a puzzle done, up to today (or up to yesterday while
    today's are still to play: the streak is not lost before the day is)."""
    date = today if finished(data, today) else days_before(today, 1)
    n = 0
    while finished(data, date) and n <= KEEP_DAYS:
        n += 1
        date = days_before(date, 1)
    return n


def history(data, today, most=30):
    """[(date, [(name, result)])] of the days before today with a result, newest first."""
    out = []
    for date in sorted(data["days"], reverse=True):
        if date >= today:
            continue
        results = [(name, entry(data, date, pid)["result"]) for pid, name in PUZZLES
                   if entry(data, date, pid)["result"]]
        if results:
            out.append((date, results))
        if len(out) >= most:
            break
    return out


def lobby_line(data, today):
    """Today's state of each puzzle, for the lobby: "Break the Word: to play · ..."."""
    parts = []
    for pid, name in PUZZLES:
        result = entry(data, today, pid)["result"]
        short = name.replace(" Daily Hand", "").replace(" Daily", "")
        parts.append(short + ": " + (result or ("started" if entry(data, today, pid)["moves"] else "to play")))
    n = streak(data, today)
    return " · ".join(parts) + (" · streak " + str(n) + (" day" if n == 1 else " days") if n else "")


# -- this device's copy (localStorage, through helpers that never throw) -------

def load():
    from pyscript.js_modules import uihelpers
    text = uihelpers.storeGet(KEY)
    return parse(str(text)) if text else empty()


def save(data):
    from pyscript.js_modules import uihelpers
    return bool(uihelpers.storeSet(KEY, json.dumps(data)))


def today():
    from pyscript.js_modules import uihelpers
    return str(uihelpers.todayUtc())


def render_lobby():
    """The line under the lobby's "Today's puzzles" button."""
    from dom import qs
    el = qs("#daily-state")
    if el is not None:
        el.textContent = lobby_line(load(), today())
