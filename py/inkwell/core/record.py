"""Records: the whole of a game as data, and replaying one.

A record is {"game", "rules", "options", "seats", "seed", "actions": [[seat, action], ...]}.
Saves, resuming after a reload, reconnecting guests and bug reports all use it.
"rules" is the game's rules version when the record was made: the same
actions under changed rules would make another game, so such a record is
refused with a clear reason instead of replaying into something else (a
record from before versions were kept counts as version 1).
"""

from . import registry
from .errors import BadRequest


def new_record(game_id, options, seats, seed):
    rules = registry.get(game_id).rules_version
    return {"game": game_id, "rules": rules, "options": options, "seats": seats, "seed": seed,
            "actions": []}


def check_rules(record, game):
    rules = record.get("rules", 1)
    if rules != game.rules_version:
        raise BadRequest("old_rules",
                         f"This {game.name} game was saved under other rules (version "
                         f"{str(rules)[:12]}; this site plays version {game.rules_version}).")


def replay(record, upto=None, on_step=None):
    """Rebuild the state a record describes (its first `upto` actions);
    `on_step(before, seat, action, after)` sees each action applied."""
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
        raise BadRequest("bad_record", "A record needs a game and a list of actions.")
    game = registry.get(record.get("game"))
    check_rules(record, game)
    state = game.setup(record.get("options"), record.get("seats"), record.get("seed", 0))
    actions = record["actions"] if upto is None else record["actions"][:upto]
    for entry in actions:
        if not isinstance(entry, list) or len(entry) != 2:
            raise BadRequest("bad_record", "Each recorded action is [seat, action].")
        before, state = state, game.apply(state, entry[0], entry[1])
        if on_step is not None:
            on_step(before, entry[0], entry[1], state)
    return state
