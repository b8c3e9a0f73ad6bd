"""Records: the whole of a game as data, and replaying one.

A record is {"game", "options", "seats", "seed", "actions": [[seat, action], ...]}.
Saves, resuming after a reload, reconnecting guests and bug reports all use it.
"""

from . import registry
from .errors import BadRequest


def new_record(game_id, options, seats, seed):
    return {"game": game_id, "options": options, "seats": seats, "seed": seed, "actions": []}


def replay(record, upto=None):
    """Rebuild the state a record describes (its first `upto` actions)."""
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
        raise BadRequest("bad_record", "A record needs a game and a list of actions.")
    game = registry.get(record.get("game"))
    state = game.setup(record.get("options"), record.get("seats"), record.get("seed", 0))
    actions = record["actions"] if upto is None else record["actions"][:upto]
    for entry in actions:
        if not isinstance(entry, list) or len(entry) != 2:
            raise BadRequest("bad_record", "Each recorded action is [seat, action].")
        state = game.apply(state, entry[0], entry[1])
    return state
