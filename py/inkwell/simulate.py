"""`python -m inkwell simulate`: bot-only games, reported as one JSON object."""

import json
import sys
import time

from .core import SYSTEM, InkwellError, all_games, get, mix_seed
from . import games  # noqa: F401  (registers the built-in games)
from .core.session import Session, default_level


def register(sub):
    p = sub.add_parser("simulate", help="play bot-only games and print figures as JSON")
    p.add_argument("game", nargs="?", help="game id")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default=None, help="bot level for every seat")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option (repeatable); values are read as JSON when they parse")
    p.set_defaults(func=run)


def parse_options(pairs):
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise InkwellError("bad_option", f"--option takes KEY=VALUE, not {pair!r}")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    return options


def simulate(game_id, players, games, seed, options, level=None, max_actions=20000):
    game = get(game_id)
    options = game.check_options(options)
    level = level or default_level(game)
    seats = [{"name": f"Bot {i + 1}", "kind": "bot", "level": level} for i in range(players)]
    game.check_seats(seats, options)   # a wrong count fails every game: say so once
    finished = turns = 0
    reasons = {}
    started = time.perf_counter()
    for g in range(games):
        try:
            session = Session(game_id, options, seats, mix_seed(seed, g))
            play_out(session, max_actions)
            finished += session.outcome() is not None
            turns += len(session.record["actions"])
        except InkwellError as err:
            reasons[err.message] = reasons.get(err.message, 0) + 1
    seconds = time.perf_counter() - started
    return {
        "game": game_id, "games": games, "finished": finished, "errors": sum(reasons.values()),
        "error_reasons": reasons,
        "mean_turns": round(turns / max(1, games), 2), "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 3) if seconds else None,
    }


def play_out(session, max_actions=20000, on_action=None, clock=time.perf_counter):
    """Let the bots play `session` until no one may act (the clock's timers
    fired at once); `on_action(seat, seconds)` hears of every action: the
    seconds a bot thought (the game's own work on its move not counted), or
    None for the clock's. `clock`: wall time, or time.process_time for the
    CPU a move takes whatever else the machine runs."""
    for _ in range(max_actions):
        seat = session.bot_to_act()
        if seat is not None:
            started = clock()
            action = session.bot_action(seat)
            spent = clock() - started
            session.act(seat, action)
        elif session.fire_timer():
            seat, spent = SYSTEM, None
        else:
            return
        if on_action is not None:
            on_action(seat, spent)


def known_game(game_id):
    """None when `game_id` is a registered game, else what to say."""
    known = [g.id for g in all_games()]
    if not known:
        return "no games are registered yet"
    if game_id not in known:
        return f"unknown game {game_id!r}; known games: {', '.join(known)}"
    return None


def run_json(game_id, option_args, compute, succeeded):
    """The CLI commands' common run: check the game, parse its options, print
    compute(options) as one JSON object; exit 0 when succeeded(result), 1
    when not, 2 on bad arguments."""
    problem = known_game(game_id)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        result = compute(parse_options(option_args))
    except InkwellError as err:
        print(f"error: {err.message}", file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0 if succeeded(result) else 1


def run(args):
    return run_json(
        args.game, args.option,
        lambda options: simulate(args.game, args.players, args.games, args.seed, options, args.level),
        lambda result: result["errors"] == 0 and result["finished"] == result["games"])
