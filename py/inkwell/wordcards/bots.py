"""What the word card games' bots share: voting by the judge list, and
choosing a move by the phase the view is in."""

from inspect import isgeneratorfunction

from inkwell.core.background import finish
from inkwell.core.thought import sliced, step_through

from . import lexicon


def vote(view):
    """A bot votes as the judge list (the huge one) would rule on the word."""
    return {"type": "vote", "accept": lexicon.judge_accepts(view["vote"]["word"])}


def by_phase(moves, otherwise):
    """A bot(view, rng) that votes in the "vote" phase and otherwise plays
    `moves[phase](view, rng)`, or `otherwise(view, rng)` for any other phase.
    When a move is a generator function (slices of work, core.thought), the
    bot thinks in slices too."""
    def steps(view, rng):
        if view["phase"] == "vote":
            return vote(view)
        return (yield from step_through(moves.get(view["phase"], otherwise)(view, rng)))
    if any(isgeneratorfunction(m) for m in list(moves.values()) + [otherwise]):
        return sliced(steps)
    return lambda view, rng: finish(steps(view, rng))
