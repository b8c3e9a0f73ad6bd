"""A game being played: the authoritative state, its record, and the bots.

The browser worker, the command line and (later) the room host all drive a
game through a Session, so every game is played the same way everywhere.
"""

from . import registry
from .game import SYSTEM
from .record import new_record, replay
from .rng import Rng, mix_seed


class Session:
    def __init__(self, game_id, options, seats, seed):
        self.game = registry.get(game_id)
        self.state = self.game.setup(options, seats, seed)
        self.record = new_record(game_id, self.state["options"], self.state["seats"], seed)

    @classmethod
    def from_record(cls, record):
        session = cls.__new__(cls)
        session.game = registry.get(record.get("game"))
        session.state = replay(record)
        session.record = {k: record[k] for k in ("game", "options", "seats", "seed")}
        session.record["rules"] = session.game.rules_version
        session.record["actions"] = [list(a) for a in record["actions"]]
        return session

    @property
    def seats(self):
        return self.state["seats"]

    def act(self, seat, action):
        """Apply one action; an illegal one raises and changes nothing."""
        self.state = self.game.apply(self.state, seat, action)
        self.record["actions"].append([seat, action])

    def view(self, seat):
        return self.game.view(self.state, seat)

    def outcome(self):
        return self.game.outcome(self.state)

    def timers(self):
        return self.game.timers(self.state)

    def bot_to_act(self):
        """The first seat played by a bot that may act now, or None."""
        for seat in self.game.actors(self.state):
            if seat != SYSTEM and self.seats[seat]["kind"] == "bot":
                return seat
        return None

    def bot_action(self, seat, level=None):
        level = level or self.seats[seat].get("level") or default_level(self.game)
        bot = self.game.bots[level]
        rng = Rng(mix_seed(self.record["seed"], self.state["n"], seat))
        return bot(self.game.view(self.state, seat), rng)

    def step_bot(self):
        """Let one bot act; returns its seat, or None when no bot may act."""
        seat = self.bot_to_act()
        if seat is None or self.outcome() is not None:
            return None
        self.act(seat, self.bot_action(seat))
        return seat


    def fire_timer(self):
        """Issue the clock's next timed action now (simulations skip the wait)."""
        timers = self.timers()
        if not timers or self.outcome() is not None:
            return False
        self.act(SYSTEM, min(timers, key=lambda t: t["delay"])["action"])
        return True


def default_level(game):
    for level in ("greedy", "random"):
        if level in game.bots:
            return level
    return sorted(game.bots)[0]
