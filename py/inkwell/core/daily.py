"""Daily puzzles: the same puzzle for everyone on a date (UTC), with no server.

A puzzle is derived from its date and the shipped word lists alone, so two
devices on the same date get the same one, offline too.  It keeps no state:
the page stores the moves a player made, and every request replays them
from the date (a stored list is untrusted, like a peer's message: a move
that does not fit is refused and the moves before it stand).

A puzzle is a small class registered here:

- ``id``, ``name``; ``moves``: the move kinds it takes;
- ``view(date, moves)`` -> a JSON-safe dict for the page: what a player may
  see after those moves (never the answer before the puzzle is done), with
  "done" and, once done, "result" (a short line for the lobby) and "share"
  (text to share, without the answer);
- ``check(date, moves, move)`` raises BadRequest when `move` may not follow,
  and otherwise may rewrite `move` in place to its canonical form (the
  reply's list is what the page stores).

>>> number("2026-12-01"), number("2026-12-02"), number("2027-12-01")
(1, 2, 366)
>>> seed("2026-12-02", "break_the_word") == seed("2026-12-02", "break_the_word")
True
>>> seed("2026-12-02", "break_the_word") != seed("2026-12-03", "break_the_word")
True
>>> number("yesterday")
Traceback (most recent call last):
...
inkwell.core.errors.BadRequest: A date is written YYYY-MM-DD, like 2026-12-02.
"""

from .errors import BadRequest
from .rng import mix_seed

FIRST = (2026, 12, 1)  # puzzle #1
MOST_MOVES = 40
_PUZZLES = {}


def _days(y, m, d):
    """Days since 0001-01-01 (the proleptic Gregorian calendar), without datetime."""
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe


def parse_date(text):
    """(y, m, d) of a "YYYY-MM-DD" date from puzzle #1 on; BadRequest if not one."""
    parts = text.split("-") if isinstance(text, str) and len(text) == 10 else []
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        raise BadRequest("bad_date", "A date is written YYYY-MM-DD, like 2026-12-02.")
    y, m, d = (int(p) for p in parts)
    month_days = [31, 29 if (y % 4 == 0 and y % 100 != 0) or y % 400 == 0 else 28,
                  31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if not 1 <= m <= 12 or not 1 <= d <= month_days[m - 1]:
        raise BadRequest("bad_date", f"There is no day {text}.")
    if (y, m, d) < FIRST or y > 9999:
        raise BadRequest("bad_date", "The first daily puzzle is on 2026-12-01.")
    return y, m, d


def number(date):
    """The puzzle's number: #1 on 2026-12-01, one more each day."""
    return _days(*parse_date(date)) - _days(*FIRST) + 1


def seed(date, puzzle_id):
    """The seed of one puzzle on one date."""
    return mix_seed("daily", puzzle_id, number(date))


def register(puzzle):
    _PUZZLES[puzzle.id] = puzzle
    return puzzle


def all_puzzles():
    return list(_PUZZLES.values())


def get(puzzle_id):
    if puzzle_id not in _PUZZLES:
        raise BadRequest("unknown_puzzle", f"There is no daily puzzle {puzzle_id!r}.")
    return _PUZZLES[puzzle_id]


def checked_moves(puzzle, date, moves):
    """`moves` replayed one by one; BadRequest names the first that does not fit."""
    if not isinstance(moves, list) or len(moves) > MOST_MOVES:
        raise BadRequest("bad_moves", "The moves are a list of at most %d." % MOST_MOVES)
    for i, move in enumerate(moves):
        if not isinstance(move, dict) or move.get("type") not in puzzle.moves:
            raise BadRequest("bad_move", f"Move {i + 1} is not one this puzzle takes.")
        puzzle.check(date, moves[:i], move)
    return moves


def answer(message):
    """The worker's "daily" request: {"puzzle", "date", "moves", optional "move"}.
    With a move, it is checked against the moves before it and the reply holds
    the new list; a refused move leaves the list as it was (the error says why)."""
    puzzle = get(message.get("puzzle"))
    date = message.get("date")
    number(date)
    moves = checked_moves(puzzle, date, message.get("moves", []))
    move = message.get("move")
    if move is not None:
        moves = checked_moves(puzzle, date, moves + [move])
    view = puzzle.view(date, moves)
    return {"puzzle": puzzle.id, "name": puzzle.name, "date": date, "number": number(date),
            "moves": moves, "view": view}
