"""A bot's move worked out a slice at a time, so that the worker answers
other messages (a look-up, the coach, a room's guests) while an expert
thinks.

A bot is a function(view, rng) -> action.  One that thinks long also
carries `steps(view, rng)`: the same move as an iterator of slices
(core.background) whose return value is the action, so that
`finish(bot.steps(view, rng)) == bot(view, rng)` for every view and seed.
`sliced` makes such a pair from a generator function.

>>> @sliced
... def counting(view, rng):
...     for _ in range(view["n"]):
...         yield
...     return {"type": "pass", "after": view["n"]}
>>> counting({"n": 3}, None)
{'type': 'pass', 'after': 3}
>>> thought = Thought(counting, {"n": 2}, 7, "state")
>>> while not thought.done:
...     thought.step()
>>> thought.slices, thought.action
(3, {'type': 'pass', 'after': 2})
"""

from types import GeneratorType

from .background import finish
from .errors import NeedFile
from .rng import Rng


def sliced(steps):
    """The bot(view, rng) of the generator function `steps`, carrying it."""
    def bot(view, rng):
        return finish(steps(view, rng))
    bot.steps = steps
    return bot


def thinks_in_slices(bot):
    return getattr(bot, "steps", None) is not None


def step_through(result):
    """Slices of `result` when it is an iterator of slices, else none: lets a
    sliced bot call a move function that may or may not be sliced."""
    if isinstance(result, GeneratorType):
        return (yield from result)
    return result


class Thought:
    """One sliced bot's move from one state (`state`: the object it was asked
    for; a new state, even an equal one after an Undo, needs a new thought)."""

    __slots__ = ("bot", "view", "seed", "state", "steps", "action", "done", "failed", "slices")

    def __init__(self, bot, view, seed, state):
        self.bot, self.view, self.seed, self.state = bot, view, seed, state
        self.steps, self.action, self.done, self.failed, self.slices = None, None, False, False, 0

    def step(self):
        """One slice.  A data file still to fetch (NeedFile) starts the
        thought over once it is there; any other failure ends it as failed,
        and the caller then plays the move at once, which says the error."""
        if self.steps is None:
            self.steps = iter(self.bot.steps(self.view, Rng(self.seed)))
        self.slices += 1
        try:
            next(self.steps)
        except StopIteration as end:
            self.action, self.done = end.value, True
        except NeedFile:
            self.steps = None
            raise
        except Exception:   # noqa: BLE001  (said by the move played at once)
            self.done = self.failed = True
