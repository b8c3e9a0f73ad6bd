"""The game protocol, seeded randomness, errors, records and sessions."""

from .errors import BadRequest, CorruptData, IllegalAction, InkwellError, NeedFile
from .game import SPECTATOR, SYSTEM, Game, Option, best_seats, copy_json, require
from .record import new_record, replay
from .registry import all_games, get, register
from .rng import Rng, mix_seed

__all__ = [
    "BadRequest", "CorruptData", "IllegalAction", "InkwellError", "NeedFile",
    "SPECTATOR", "SYSTEM", "Game", "Option", "best_seats", "copy_json", "require",
    "new_record", "replay", "all_games", "get", "register", "Rng", "mix_seed",
]
