"""Where games make themselves known to the session, the CLI and the worker."""

from .errors import BadRequest

_games = {}


def register(game):
    _games[game.id] = game
    return game


def get(game_id):
    _load_builtin()
    if game_id not in _games:
        known = ", ".join(sorted(_games)) or "none"
        raise BadRequest("unknown_game", f"No game {game_id!r}; known games: {known}")
    return _games[game_id]


def all_games():
    _load_builtin()
    return [_games[k] for k in sorted(_games)]


def _load_builtin():
    # Importing the package registers every game it ships.
    from .. import games  # noqa: F401
