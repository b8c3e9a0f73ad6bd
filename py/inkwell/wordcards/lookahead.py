"""What the expert bots of the deck-building word games share: a count of
work (never seconds, so that the same view and seed give the same move),
the race to the end of a game, how often a card joins a hand before the game
ends, and outcomes averaged over samples of the cards a player cannot see.

An expert reads only its own view.  Where a choice depends on hidden cards
(the draw pile's order, the cards still to come), it deals the cards it
cannot see, from the pool its view leaves possible, into the places it
cannot see, several times, and scores every candidate on the same samples
(so that luck cancels out between candidates).

>>> budget = Budget(3)
>>> [budget.spend() for _ in range(4)]
[True, True, True, False]
>>> from inkwell.core.rng import Rng
>>> best_by_samples(["a", "bb", "c"], lambda c, world: len(c) + world,
...                 lambda rng: rng.below(3), 4, Rng(1))
'bb'
"""

from inkwell.core.background import finish

MAX_WORK = 400
"""The most units any expert spends on one move (a unit: one candidate
scored on one sample, or one candidate word judged); the tests hold every
expert to it."""


class Budget:
    """Units of work an expert may spend on one move: each candidate
    scored on one sample is one unit."""

    def __init__(self, units):
        self.left = units

    def spend(self, units=1):
        """Whether `units` more are allowed (and, if so, spends them)."""
        if self.left < units:
            return False
        self.left -= units
        return True


def turns_left(scores, rounds, target, pace=4.0):
    """Turns each player still has, roughly, before someone reaches
    `target`: the leader's remaining points at the faster of the leader's
    pace so far and `pace` points a turn (decks grow stronger, so the early
    pace undersells the rest of the game).

    >>> turns_left([0, 0], 1, 60)
    15
    >>> turns_left([50, 30], 8, 60)
    2
    """
    lead = max(scores) if scores else 0
    rate = max(pace, lead / max(1, rounds))
    return max(1, int(-(-(target - lead) // rate)))


def expected_draws(draw_size, deck_size, turns, hand=5):
    """How many times a card put in the discard pile now is drawn in the
    next `turns` turns: never before the draw pile runs out, then once every
    pass through the deck.

    >>> expected_draws(20, 15, 3)
    0.0
    >>> round(expected_draws(4, 15, 4), 2)
    0.94
    """
    before = -(-draw_size // hand)
    return max(0, turns - before) * hand / max(hand, deck_size + 1)


def deal_unseen(pool, sizes, rng):
    """One sample of hidden places: the cards of `pool` (those the view
    leaves possible) shuffled and dealt into places of the given sizes
    (fewer if the pool runs short).

    >>> from inkwell.core.rng import Rng
    >>> [len(p) for p in deal_unseen(list(range(10)), [3, 4], Rng(2))]
    [3, 4]
    """
    cards = rng.shuffled(pool)
    out, at = [], 0
    for n in sizes:
        out.append(cards[at:at + n])
        at += n
    return out


def best_by_samples(candidates, outcome, sample, samples, rng, budget=None):
    """The candidate whose mean `outcome(candidate, world)` over `samples`
    worlds drawn by `sample(rng)` is best (the first on a tie).  Every
    candidate meets the same worlds; a `budget` cuts the worlds short, the
    same for every candidate."""
    return finish(best_by_samples_steps(candidates, outcome, sample, samples, rng, budget))


def best_by_samples_steps(candidates, outcome, sample, samples, rng, budget=None):
    """best_by_samples as slices (core.thought): one outcome each."""
    if not candidates:
        return None
    worlds = []
    for _ in range(samples):
        if budget is not None and not budget.spend(len(candidates)):
            break
        worlds.append(sample(rng))
    if not worlds:
        worlds = [sample(rng)]
    best, best_value = None, None
    for c in candidates:
        value = 0
        for w in worlds:
            value += outcome(c, w)
            yield
        value /= len(worlds)
        if best_value is None or value > best_value:
            best, best_value = c, value
    return best


def play_on(game, state, policy, stop, moves):
    """A determinized `state` played forward: each seat to act moves by
    `policy(view, seat)` (the host's clock fires at once), until
    `stop(state)`, the game's end, or `moves` actions.  Returns the last
    state; a refused move (a policy's slip in a sampled world) ends the
    play there.  Each action costs the caller's budget nothing: the caller
    counts rollouts."""
    from inkwell.core import InkwellError, SYSTEM
    for _ in range(moves):
        if state.get("outcome") is not None or stop(state):
            break
        actors = game.actors(state)
        seats = [s for s in actors if s != SYSTEM]
        if seats:
            seat = seats[0]
            action = policy(game.view(state, seat), seat)
        elif SYSTEM in actors and game.timers(state):
            seat, action = SYSTEM, min(game.timers(state), key=lambda t: t["delay"])["action"]
        else:
            break
        try:
            state = game.apply(state, seat, action)
        except InkwellError:
            break
    return state
