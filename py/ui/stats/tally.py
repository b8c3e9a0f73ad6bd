# Your stats on this device: per game and opponent level, games played and
# won, best and longest words, the average score. Everything a finished game
# adds comes from the engine's outcome (scores, winners, each seat's words
# summed up by core.words): this file only adds up. Plain Python (no
# pyscript import at the top), so its logic runs under MicroPython in tests.
import json

KEY = "inkwell.stats"
FORMAT = "inkwell-stats"   # what an exported file says it is
VERSION = 1
SEEN = 40                  # the games last counted, so none counts twice


def empty():
    return {"format": FORMAT, "version": VERSION, "rows": {}, "seen": []}


def level_of(seats, me):
    """The opponents: their bot levels ('greedy', 'easy and greedy'), 'people'
    (pass-and-play or a room's players) or 'solo'."""
    levels = []
    for i, s in enumerate(seats or []):
        if i == me or not isinstance(s, dict):
            continue
        level = s.get("level") if s.get("kind") == "bot" else "people"
        level = str(level or "people")
        if level not in levels:
            levels.append(level)
    if not levels:
        return "solo"
    levels.sort()
    return " and ".join(levels)


def game_key(game, view, ident=""):
    """Names a finished game well enough that one seen twice counts once
    (ident: its record's seed, when this device has the record)."""
    out = view.get("outcome") or {}
    return (str(game) + "|" + str(ident) + "|" + ",".join(str(n) for n in view.get("names") or []) + "|"
            + ",".join(str(s) for s in out.get("scores") or []) + "|" + str(view.get("n")))


def better(a, b):
    """The better of two best words ({"word", "points"} or None)."""
    if not a:
        return b
    if not b:
        return a
    return b if (b["points"], len(b["word"])) > (a["points"], len(a["word"])) else a


def kept_best(best):
    """A best word as the stats keep it: the engine's word, points (its
    game's measure, to compare) and what it earned as the table said it."""
    out = {"word": best["word"], "points": best["points"]}
    if isinstance(best.get("shown"), str) and len(best["shown"]) <= 60:
        out["shown"] = best["shown"]
    return out


def longer(a, b):
    if not a:
        return b
    return b if b and len(b) > len(a) else a


def count(data, game, level, seat, outcome):
    """Add one finished game, seen from `seat`, to `data` (changed in place)."""
    scores = outcome.get("scores") or []
    words = outcome.get("words") or []
    mine = words[seat] if 0 <= seat < len(words) and isinstance(words[seat], dict) else {}
    score = scores[seat] if 0 <= seat < len(scores) and type(scores[seat]) is int else 0
    key = str(game) + "|" + str(level)
    row = data["rows"].get(key) or {"game": str(game), "level": str(level), "played": 0, "won": 0,
                                    "points": 0, "best": None, "longest": None}
    row["played"] += 1
    row["won"] += 1 if seat in (outcome.get("winners") or []) else 0
    row["points"] += score
    best = mine.get("best")
    if isinstance(best, dict) and isinstance(best.get("word"), str) and type(best.get("points")) is int:
        row["best"] = better(row["best"], kept_best(best))
    if isinstance(mine.get("longest"), str):
        row["longest"] = longer(row["longest"], mine["longest"])
    data["rows"][key] = row
    return data


def note(data, game, view, seat, seats, ident=""):
    """Count the game `view` ended, once; True when it was counted now."""
    key = game_key(game, view, ident)
    if key in data["seen"] or not isinstance(view.get("outcome"), dict):
        return False
    count(data, game, level_of(seats, seat), seat, view["outcome"])
    data["seen"] = (data["seen"] + [key])[-SEEN:]
    return True


def average(row):
    """The average score, one decimal: '12.5'."""
    if not row["played"]:
        return "0"
    tenths = (row["points"] * 10 + row["played"] // 2) // row["played"]
    return str(tenths // 10) + ("." + str(tenths % 10) if tenths % 10 else "")


def merge(a, b):
    """a and b added up (a file imported into this device's stats)."""
    out = empty()
    out["rows"] = dict(a["rows"])
    for key in b["rows"]:
        r = b["rows"][key]
        old = out["rows"].get(key)
        if old is None:
            out["rows"][key] = dict(r)
            continue
        out["rows"][key] = {"game": old["game"], "level": old["level"],
                            "played": old["played"] + r["played"], "won": old["won"] + r["won"],
                            "points": old["points"] + r["points"], "best": better(old["best"], r["best"]),
                            "longest": longer(old["longest"], r["longest"])}
    out["seen"] = (a["seen"] + [k for k in b["seen"] if k not in a["seen"]])[-SEEN:]
    return out


def clean_row(r):
    """A row from a file, checked field by field; None when it is not one."""
    if not isinstance(r, dict):
        return None
    nums = [r.get(k) for k in ("played", "won", "points")]
    if not all(type(n) is int and 0 <= n < 10 ** 9 for n in nums) or nums[1] > nums[0]:
        return None
    game, level = r.get("game"), r.get("level")
    if not isinstance(game, str) or not isinstance(level, str) or len(game) > 40 or len(level) > 80:
        return None
    best = r.get("best")
    if best is not None and not (isinstance(best, dict) and isinstance(best.get("word"), str)
                                 and len(best["word"]) <= 40 and type(best.get("points")) is int):
        return None
    longest = r.get("longest")
    if longest is not None and not (isinstance(longest, str) and len(longest) <= 40):
        return None
    return {"game": game, "level": level, "played": nums[0], "won": nums[1], "points": nums[2],
            "best": kept_best(best) if best else None,
            "longest": longest}


def parse(text):
    """(data, "") from a stats file's text, or (None, why it cannot be read)."""
    try:
        data = json.loads(text)
    except ValueError:
        return None, "This file is not a stats file: it is not JSON."
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None, "This file is not an Inkwell stats file."
    if data.get("version") != VERSION:
        return None, "This stats file comes from another version of Inkwell."
    rows = data.get("rows")
    if not isinstance(rows, dict) or len(rows) > 500:
        return None, "This stats file is damaged: its games cannot be read."
    out = empty()
    for key in rows:
        row = clean_row(rows[key])
        if row is None or key != row["game"] + "|" + row["level"]:
            return None, "This stats file is damaged: its games cannot be read."
        out["rows"][key] = row
    seen = data.get("seen")
    out["seen"] = [s for s in seen if isinstance(s, str) and len(s) < 400][-SEEN:] \
        if isinstance(seen, list) else []
    return out, ""


def dumps(data):
    return json.dumps(data)


def rows_in_order(data, order):
    """The rows, by game in `order` (the lobby's), then by level."""
    def rank(r):
        return (order.index(r["game"]) if r["game"] in order else len(order), r["game"], r["level"])
    return sorted(data["rows"].values(), key=rank)


# -- this device's copy (localStorage, through helpers that never throw) -------

def load():
    from pyscript.js_modules import uihelpers
    text = uihelpers.storeGet(KEY)
    if not text:
        return empty()
    data, _ = parse(str(text))
    return data or empty()


def save(data):
    from pyscript.js_modules import uihelpers
    return bool(uihelpers.storeSet(KEY, dumps(data)))


def clear():
    from pyscript.js_modules import uihelpers
    uihelpers.storeDel(KEY)


def record(game, view, seat, seats, ident=""):
    """A game that ended on this device, counted once from `seat`."""
    if type(seat) is not int or seat < 0 or not isinstance(view, dict):
        return
    data = load()
    if note(data, game, view, seat, seats, ident):
        save(data)
