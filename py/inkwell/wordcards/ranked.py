"""The bots' word search for big hands: only the best words, by the cards'
worth, straight from the finder's branch-and-bound search.

`plays.find_plays` lists every word a hand can make and ranks them; a hand
of ten cards with four or more wild cards (Paperback's Fame cards) makes
tens of thousands, which took seconds.  `find_best_plays` asks the finder
for the best `limit` words by the sum of the cards' worth (a wild adds
nothing) and turns them into spell actions the same way.

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

from . import lexicon
from .plays import Hand, to_word


def find_best_plays(name, cards, wilds=1, limit=30, skip=()):
    """Like plays.find_plays: [(word list, text, wilds used)], best first,
    at most `limit`, words in `skip` left out; ranked by the worth of the
    cards played (negative worth counts as 0), longer words first on ties."""
    return finish(find_best_plays_steps(name, cards, wilds, limit, skip))


def find_best_plays_steps(name, cards, wilds=1, limit=30, skip=()):
    """find_best_plays a slice at a time (a `next` each); returns its list."""
    from inkwell.words import find_words_steps
    hand = Hand(cards, wilds)
    lettered = [i for i, c in enumerate(cards) if c.letters]
    if not lettered and not hand.spare:
        return []
    skip = set(skip)
    matches = yield from find_words_steps(lexicon.load(name), [cards[i].letters for i in lettered],
                                          wilds=hand.wilds,
                                          must_use=[k for k, i in enumerate(lettered) if cards[i].must],
                                          values=[max(0, cards[i].worth) for i in lettered],
                                          limit=limit + len(skip))
    out = []
    for m in matches:
        steps = steps_of(m.tiles_used, lettered, cards)
        wild = steps.count(None)
        if m.word in skip or wild > sum(1 for i in hand.spare if i not in steps):
            continue
        out.append((to_word(hand, steps, m.word), m.word, wild))
    return out[:limit]


def steps_of(tiles_used, lettered, cards):
    """The finder's tile per letter -> plays' steps (a card index per card
    played, None per wild letter)."""
    steps, pos = [], 0
    while pos < len(tiles_used):
        tile = tiles_used[pos]
        if tile is None:
            steps.append(None)
            pos += 1
        else:
            steps.append(lettered[tile])
            pos += len(cards[lettered[tile]].letters)
    return steps
