"""Bot-only games played move by move in CPython, for tests that look at
one seat's moves (the expert's, the coach's): the same loop for all of them."""

from inkwell.core import Rng, get, mix_seed


def bot_turns(game_id, levels, seed, most=600):
    """Yields (state, seat, view, rng_seed, action) before each move of a game
    whose seat i is the `levels[i]` bot, until it ends or `most` actions."""
    game = get(game_id)
    seats = [{"name": f"Bot {i + 1}", "kind": "bot", "level": level} for i, level in enumerate(levels)]
    state = game.setup({}, seats, seed)
    while state["outcome"] is None and state["n"] < most:
        seat = [s for s in game.actors(state) if s >= 0][0]
        view = game.view(state, seat)
        rng_seed = mix_seed(seed, state["n"], seat)
        action = game.bots[levels[seat]](view, Rng(rng_seed))
        yield state, seat, view, rng_seed, action
        state = game.apply(state, seat, action)
