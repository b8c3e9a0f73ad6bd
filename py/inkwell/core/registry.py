"""Where games make themselves known to the session, the CLI and the worker.

The core knows no game: a game's package registers it on import, and the
entry points (the worker, the command line, the tests) import
`inkwell.games`, which brings in the built-in ones.
"""

from .errors import BadRequest

_games = {}


def register(game):
    _games[game.id] = game
    return game


def get(game_id):
    if game_id not in _games:
        known = ", ".join(sorted(_games)) or "none"
        raise BadRequest("unknown_game", f"No game {game_id!r}; known games: {known}")
    return _games[game_id]


def all_games():
    return [_games[k] for k in sorted(_games)]
