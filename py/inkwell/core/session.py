"""A game being played: the authoritative state, its record, and the bots.

The browser worker, the command line and the room host all drive a game
through a Session, so every game is played the same way everywhere: one
place applies actions, steps bots and fires the clock's due timers.

Undo (solo and pass-and-play only: a session made with `undo=True`; a
room's never is, so no guest can rewrite the host's record): while the
last actions are one seat's moves that its game judges undoable
(`Game.undoable`: nothing drawn, dealt or revealed, still its turn), that
seat may take them back, last first.  Undo puts back the state from before
the action and drops it from the record, which is exactly the state the
shorter record replays to: saves and replays keep no trace of it.  Any
action by anyone else (a bot, the clock) ends the chance.
"""

import json

from . import registry, wire
from .errors import IllegalAction
from .game import SYSTEM
from .record import new_record, replay
from .rng import Rng, mix_seed
from .thought import Thought, thinks_in_slices

STEP_LIMIT = 200
"""Most bot moves and timed actions played in one `advance`, so a loop cannot hang the worker."""


class Session:
    def __init__(self, game_id, options, seats, seed, undo=False):
        self.game = registry.get(game_id)
        self.state = self.game.setup(options, seats, seed)
        self.record = new_record(game_id, self.state["options"], self.state["seats"], seed)
        self._init_clock()
        self._init_undo(undo)

    @classmethod
    def from_record(cls, record, undo=False):
        session = cls.__new__(cls)
        session.game = registry.get(record.get("game"))
        session._init_undo(undo)
        # A resumed game keeps the Undo it offered before the reload.
        session.state = replay(record, on_step=session._judge if undo else None)
        session.record = {k: record[k] for k in ("game", "options", "seats", "seed")}
        session.record["rules"] = session.game.rules_version
        session.record["actions"] = [list(a) for a in record["actions"]]
        session._init_clock()
        return session

    def _init_undo(self, undo):
        self.undo_on = undo
        self.taken = []
        """[(seat, state before)] of the record's last actions that may be taken back."""

    def _init_clock(self):
        # seat -> bot level, for seats a bot plays now (a room hands seats over mid-game)
        self.bots = {i: s.get("level") for i, s in enumerate(self.seats) if s["kind"] == "bot"}
        self.timer_seen = {}
        self.thought = None

    @property
    def seats(self):
        return self.state["seats"]

    def act(self, seat, action):
        """Apply one action; an illegal one raises and changes nothing.

        The record only ever holds what a save can hold: the action is
        written out as strict JSON before it is applied, and the record
        keeps that copy, so a later change to the caller's dict cannot
        reach it."""
        kept = json.loads(wire.dumps(action))
        wire.check_value(kept)
        before = self.state
        self.state = self.game.apply(before, seat, action)
        self.record["actions"].append([seat, kept])
        if self.undo_on:
            self._judge(before, seat, kept, self.state)

    def _judge(self, before, seat, action, after):
        if self.taken and self.taken[-1][0] != seat:
            self.taken = []
        if self.game.undoable(before, seat, action, after):
            self.taken.append((seat, before))
        else:
            self.taken = []

    def can_undo(self, seat):
        return bool(self.taken) and self.taken[-1][0] == seat and self.outcome() is None

    def undo(self, seat):
        """Take back `seat`'s last action; refused (changing nothing) when it may not."""
        if not self.undo_on:
            raise IllegalAction("no_undo", "Moves cannot be taken back in this game.")
        if not self.can_undo(seat):
            raise IllegalAction("no_undo", "There is no move of yours to take back now.")
        self.state = self.taken.pop()[1]
        self.record["actions"].pop()

    def view(self, seat):
        """The game's view; with Undo on, "undo" says whether `seat` may take back a move now."""
        view = self.game.view(self.state, seat)
        if self.undo_on:
            view["undo"] = self.can_undo(seat)
        return view

    def outcome(self):
        return self.game.outcome(self.state)

    def timers(self):
        return self.game.timers(self.state)

    def set_bot(self, seat, level):
        """A bot plays `seat` from now on (level None: its owner is back)."""
        if level is None:
            self.bots.pop(seat, None)
        else:
            self.bots[seat] = level

    def bot_to_act(self):
        """The first seat played by a bot that may act now, or None."""
        if self.outcome() is not None:
            return None
        for seat in self.game.actors(self.state):
            if seat != SYSTEM and seat in self.bots:
                return seat
        return None

    def bot_of(self, seat, level=None):
        return self.game.bots[level or self.bots.get(seat) or default_level(self.game)]

    def bot_action(self, seat, level=None):
        return self.bot_of(seat, level)(self.game.view(self.state, seat), Rng(self._bot_seed(seat)))

    def _bot_seed(self, seat):
        return mix_seed(self.record["seed"], self.state["n"], seat)

    def step_bot(self, wait=True):
        """Let one bot act; returns its seat, or None when no bot may act.

        With `wait` False, a bot that thinks in slices (core.thought) acts
        only once its thought is done, the same move it would play at once:
        until then None, and `thinking()` is that thought, whose slices
        `think` runs as background work."""
        seat = self.bot_to_act()
        if seat is None:
            return None
        thought = None if wait else self.start_thinking()
        if thought is None:
            self.act(seat, self.bot_action(seat))
            return seat
        if not thought.done:
            return None
        self.thought = None
        self.act(seat, self.bot_action(seat) if thought.failed else thought.action)
        return seat

    def start_thinking(self):
        """The thought of the bot to act now when it thinks in slices (made
        if need be, nothing played), else None."""
        seat = self.bot_to_act()
        bot = self.bot_of(seat) if seat is not None else None
        if bot is None or not thinks_in_slices(bot):
            return None
        thought = self.thought
        if thought is None or thought.state is not self.state or thought.bot is not bot:
            thought = self.thought = Thought(bot, self.game.view(self.state, seat),
                                             self._bot_seed(seat), self.state)
        return thought

    def thinking(self):
        """The bot's thought still being worked out for this state, or None."""
        thought = self.thought
        if thought is None or thought.state is not self.state or thought.done:
            return None
        return thought

    def think(self):
        """The slices of `thinking()` (background work); they stop as soon as
        the game moves on without it (an Undo, a new game in its place)."""
        thought = self.thinking()
        while thought is not None and thought is self.thinking():
            thought.step()
            yield

    def fire_timer(self):
        """Issue the clock's next timed action now (simulations skip the wait)."""
        timers = self.timers()
        if not timers or self.outcome() is not None:
            return False
        self.act(SYSTEM, min(timers, key=lambda t: t["delay"])["action"])
        return True

    # -- the host's clock ------------------------------------------------------

    def note_timers(self, now):
        """Remember when each pending timer first appeared: its delay runs from
        then, so a bot's move does not restart the count (now in ms)."""
        pending = {}
        if self.outcome() is None:
            for timer in self.timers():
                key = wire.dumps([timer["delay"], timer["action"]])
                pending[key] = self.timer_seen.get(key, now)
        self.timer_seen = pending

    def due_timer(self, now):
        """The pending timed action whose delay has run out at `now`, or None."""
        self.note_timers(now)
        due = [t for t in self.timers()
               if now - self.timer_seen[wire.dumps([t["delay"], t["action"]])] >= t["delay"] * 1000]
        return min(due, key=lambda t: t["delay"])["action"] if due else None

    def advance(self, now, wait=True):
        """Fire the timers due at `now`, then let bots move (`wait`: as
        step_bot's); True when anything changed."""
        changed = False
        for _ in range(STEP_LIMIT):
            action = self.due_timer(now) if self.outcome() is None else None
            if action is None:
                break
            self.act(SYSTEM, action)
            changed = True
        for _ in range(STEP_LIMIT):
            if self.step_bot(wait) is None:
                break
            changed = True
        self.note_timers(now)
        return changed


def default_level(game):
    for level in ("greedy", "random"):
        if level in game.bots:
            return level
    return sorted(game.bots)[0]
