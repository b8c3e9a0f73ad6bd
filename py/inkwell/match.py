"""`python -m inkwell match`: bots of given levels against each other, for
balancing, reported as one JSON object.

    python -m inkwell match hardback --seats strong,greedy --games 20 --seed 1

Game g seats the levels rotated by g (so every level plays from every seat
equally often) and uses seed mix_seed(seed, g).  Per level: the win rate (a
tie shares the win), the mean score, and the median and max think time of a
turn in ms: the time its bot spent choosing the moves of one turn (a run of
moves by one seat), not the game's own work on them; what the worker
prepares before a game (the word index) is done before it starts.
"""

from .core import SYSTEM, InkwellError, get, mix_seed
from .core.background import finish
from .core.session import Session
from .simulate import play_out, run_json

MAX_GAMES = 100000


def register(sub):
    p = sub.add_parser("match", help="play bots of given levels against each other, seats rotated")
    p.add_argument("game", help="game id")
    p.add_argument("--seats", required=True, metavar="LEVEL,LEVEL[,...]",
                   help="one bot level per seat, e.g. expert,strong")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option (repeatable); values are read as JSON when they parse")
    p.set_defaults(func=run)


def rotate(items, k):
    """`items` turned left by k: game k's seating.

    >>> rotate(["expert", "strong", "greedy"], 1)
    ('strong', 'greedy', 'expert')
    """
    k %= len(items)
    return tuple(items[k:]) + tuple(items[:k])


class Tally:
    """Wins, scores and think times per level over games."""

    def __init__(self, levels):
        self.levels = list(dict.fromkeys(levels))
        self.wins = {lvl: 0.0 for lvl in self.levels}
        self.seats = {lvl: 0 for lvl in self.levels}     # seats played, over all games
        self.scores = {lvl: [] for lvl in self.levels}
        self.turns = {lvl: [] for lvl in self.levels}    # seconds per turn

    def add_outcome(self, seating, outcome):
        for seat, lvl in enumerate(seating):
            self.seats[lvl] += 1
            self.scores[lvl].append(outcome["scores"][seat])
            if seat in outcome["winners"]:
                self.wins[lvl] += 1 / len(outcome["winners"])

    def figures(self):
        """{level: {win_rate, mean_score, turns, think_ms: {median, max}}}:
        rates per seat, so a level seated twice wins half its games a seat."""
        out = {}
        for lvl in self.levels:
            seats, turns = self.seats[lvl], self.turns[lvl]
            out[lvl] = {
                "win_rate": round(self.wins[lvl] / seats, 3) if seats else None,
                "mean_score": round(sum(self.scores[lvl]) / seats, 2) if seats else None,
                "turns": len(turns),
                "think_ms": {"median": ms(median(turns)) if turns else None,
                             "max": ms(max(turns)) if turns else None},
            }
        return out


def median(values):
    """(Not the statistics module: the site build would ship it, and all it
    imports, in the engine worker's start.)

    >>> median([3, 1, 2]), median([4, 1, 3, 2])
    (2, 2.5)
    """
    ordered = sorted(values)
    half = len(ordered) // 2
    return ordered[half] if len(ordered) % 2 else (ordered[half - 1] + ordered[half]) / 2


def ms(seconds):
    return round(seconds * 1000, 1)


class TurnClock:
    """Adds a bot's think time up over its turn: a run of actions by one seat."""

    def __init__(self, seating, tally):
        self.seating, self.tally = seating, tally
        self.seat, self.spent = None, 0.0

    def __call__(self, seat, seconds):
        if seat != self.seat:
            self.close()
            self.seat = seat
        if seat != SYSTEM:
            self.spent += seconds

    def close(self):
        if self.seat is not None and self.seat != SYSTEM:
            self.tally.turns[self.seating[self.seat]].append(self.spent)
        self.seat, self.spent = None, 0.0


def check_levels(game, levels):
    """Refuse a level the game has no bot for, naming those it has."""
    if len(levels) < 1 or not all(levels):
        raise InkwellError("bad_seats", "--seats takes bot levels separated by commas, e.g. strong,greedy")
    for lvl in levels:
        if lvl not in game.bots:
            raise InkwellError("no_level", f"{game.name} has no {lvl!r} bot; its levels are "
                               f"{', '.join(sorted(game.bots))}")


def seating_of(levels):
    return [{"name": f"{lvl} {i + 1}", "kind": "bot", "level": lvl} for i, lvl in enumerate(levels)]


def match(game_id, levels, games=20, seed=1, options=None, max_actions=20000, clock=None):
    """Play `games` bot-only games of `levels` (one per seat), seats rotated
    (`clock`: what think times are measured with, see simulate.play_out)."""
    game = get(game_id)
    check_levels(game, levels)
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise InkwellError("bad_games", f"--games must be a whole number from 1 to {MAX_GAMES}")
    options = game.check_options(options or {})
    game.check_seats(seating_of(levels), options)   # a wrong count would fail every game
    tally = Tally(levels)
    played, unfinished, errors = [], 0, {}
    for g in range(games):
        seating = rotate(levels, g)
        turns = TurnClock(seating, tally)
        try:
            session = Session(game_id, options, seating_of(seating), mix_seed(seed, g))
            # What the worker prepares before anyone waits (the word index),
            # so that no level's first turn pays for it.
            finish(game.warm_up(session.state))
            play_out(session, max_actions, turns, **({"clock": clock} if clock else {}))
        except InkwellError as err:    # a bot's bug: counted, and the next game goes on
            errors[err.message] = errors.get(err.message, 0) + 1
            continue
        turns.close()
        outcome = session.outcome()
        if outcome is None:
            unfinished += 1
            continue
        tally.add_outcome(seating, outcome)
        played.append({"seed": session.record["seed"], "seats": list(seating),
                       "scores": list(outcome["scores"]), "winners": list(outcome["winners"])})
    return {"game": game_id, "seats": list(levels), "games": games, "seed": seed,
            "options": options, "finished": len(played), "unfinished": unfinished,
            "errors": errors,
            "levels": tally.figures(), "played": played}


def run(args):
    levels = [lvl.strip() for lvl in args.seats.split(",")]
    return run_json(args.game, args.option,
                    lambda options: match(args.game, levels, args.games, args.seed, options),
                    lambda result: result["finished"] == result["games"])
