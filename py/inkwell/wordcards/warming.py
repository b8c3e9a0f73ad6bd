"""Work a word card game can do before anyone waits for it (its `warm_up`
hook, see core.background): load the list that checks words, then build
the bots' word-finder index, a slice per step."""

from . import lexicon


def warm_words(state):
    """Slices of work for a game whose "dictionary" option is the shared one.

    The checking list first (a player's first word would wait ~0.1 s for
    it), then, when a bot plays, its search list's index (about a second in
    the browser if built on the bot's first turn)."""
    name = state["options"]["dictionary"]
    if not lexicon.is_vote(name):
        lexicon.load(name)
        yield
    if any(seat["kind"] == "bot" for seat in state["seats"]):
        yield from lexicon.index_steps(lexicon.bot_list(name))
