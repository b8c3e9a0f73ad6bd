"""The bots' word search for big hands: only the best words, by the cards'
worth, straight from the finder's branch-and-bound search.

`find_best_plays` asks the finder (plays.search) for the best `limit` words
by the sum of the cards' worth alone (a wild adds nothing), where
plays.find_plays also counts a little for length and less for wilds.

>>> from inkwell.words.dictionary import Dictionary
>>> from inkwell.wordcards import lexicon, tiles
>>> from inkwell.wordcards.plays import playables
>>> lexicon.set_loader(lambda name: Dictionary(name, ["the", "then", "ten", "net", "hen"]))
>>> held = {5: tiles.Held("hand", "th"), 6: tiles.Held("hand", "e"), 7: tiles.Held("hand", None)}
>>> cards = playables(held, {"hand": tiles.Zone(wild=False)}, {5: 3, 6: 1})
>>> [(text, wilds) for _, text, wilds in find_best_plays("demo", cards, wilds=1, limit=2)]
[('then', 1), ('the', 0)]
>>> lexicon.set_loader(None)
"""

from inkwell.core.background import finish

from .plays import search_steps


def find_best_plays(name, cards, wilds=1, limit=30, skip=()):
    """Like plays.find_plays: [(word list, text, wilds used)], best first,
    at most `limit`, words in `skip` left out; ranked by the worth of the
    cards played (negative worth counts as 0), longer words first on ties."""
    return finish(find_best_plays_steps(name, cards, wilds, limit, skip))


def find_best_plays_steps(name, cards, wilds=1, limit=30, skip=()):
    """find_best_plays a slice at a time (a `next` each); returns its list."""
    return (yield from search_steps(name, cards, wilds, limit, skip))
