"""From a hand of cards to the word finder and back: the bots' word search.

The finder (inkwell.words) knows tiles and a number of wilds; a game knows
cards.  `playables` turns the cards a speller holds (the same `Held` map
and `Zone` rules the parser reads, see tiles) into `Playable`s; `find_plays`
asks the finder for the best `limit` words by the bot's measure (a branch
and bound search: never every word a hand can make, which took seconds for
a big hand), each with its best way to play, as spell actions' word lists,
best first.  A wild position takes a card that may be played wild and is not
spelling a letter: a card printing no letter (Paperback's Fame cards) or,
in Hardback, any spare hand card played face down.

>>> from inkwell.words.dictionary import Dictionary
>>> from inkwell.wordcards import lexicon, tiles
>>> lexicon.set_loader(lambda name: Dictionary(name, ["the", "then", "ten", "net"]))
>>> held = {5: tiles.Held("hand", "th"), 6: tiles.Held("hand", "e"),
...         7: tiles.Held("hand", None)}
>>> plays = find_plays("demo", playables(held, {"hand": tiles.Zone(wild=False)}), wilds=1)
>>> [(text, wilds) for _, text, wilds in plays]
[('the', 0), ('then', 1)]
>>> plays[1][0]
[{'card': 5, 'wild': None}, {'card': 6, 'wild': None}, {'card': 7, 'wild': 'n'}]
>>> lexicon.set_loader(None)
"""

from inkwell.core.background import finish

from . import lexicon


class Playable:
    """A card a bot may spell with: its printed letters (None: a wild card),
    whether it may stand for any letter, whether it must be used, and how
    much the bot likes to play it face up."""

    __slots__ = ("card", "letters", "wild", "must", "worth")

    def __init__(self, card, letters, wild=False, must=False, worth=0):
        self.card = card
        self.letters = letters
        self.wild = wild or letters is None
        self.must = must
        self.worth = worth

    def __repr__(self):
        return f"Playable({self.card!r}, {self.letters!r})"


def playables(held, zones, worth=None):
    """The Playables of a `Held` map (tiles.parse_word's), in its order;
    `worth` maps a card id to its worth (absent: 0)."""
    worth = worth or {}
    return [Playable(card, h.letters, wild=zones[h.zone].wild, must=zones[h.zone].must_use,
                     worth=worth.get(card, 0))
            for card, h in held.items()]


class Hand:
    """The cards of one search, indexed: letters, worth, wild and must-use
    cards, and the order cards are tried in (must-use first, then the most
    valuable) by the first letter they print."""

    def __init__(self, cards, wilds):
        self.cards = cards
        self.letters = [c.letters for c in cards]
        self.worth = [c.worth for c in cards]
        self.spare = [i for i, c in enumerate(cards) if c.wild]
        self.must = [i for i, c in enumerate(cards) if c.must]
        self.wilds = min(wilds, len(self.spare))
        self.single = all(not c.letters or len(c.letters) == 1 for c in cards)
        self.by_first = {}
        for i in sorted(range(len(cards)), key=lambda i: (i not in self.must, -self.worth[i])):
            if self.letters[i]:
                self.by_first.setdefault(self.letters[i][0], []).append(i)


def find_plays(name, cards, wilds=1, limit=30, skip=(), min_length=2):
    """Words dictionary `name` has that `cards` can spell, as
    [(word list of a spell action, text, wilds used)], best first by
    `measure`: the worth of the cards played face up, a little for length,
    less for wilds.  At most `wilds` wild positions; words in `skip` or
    shorter than `min_length` letters are left out."""
    return finish(find_plays_steps(name, cards, wilds, limit, skip, min_length))


def find_plays_steps(name, cards, wilds=1, limit=30, skip=(), min_length=2, budget=None):
    """find_plays a slice at a time (a `next` each), so that background work
    (the coach) can pause between two; returns find_plays' list.  `budget`:
    the branches it may grow, BUDGET unless a caller needs it cheaper (a
    look-ahead playing many moves for one)."""
    return (yield from search_steps(name, cards, wilds, limit, skip, min_length, measured=True,
                                    budget=budget))


def measure(worth, length, wild):
    """How a bot ranks a play: the worth of the cards played face up, a
    little for each letter, less for each wild.

    >>> measure(5, 4, 1)
    4.9
    """
    return round(worth + 0.1 * length - 0.5 * wild, 9)


BUDGET = 12000
"""How many branches one bot search grows at the most (the finder's
`budget`): a ten-card Paperback hand with three two-letter cards and two
wilds needs about 8,000 on the large list; a rare eleven-card hand with
three wilds on the huge list needed 60,000 (0.2 s in CPython, twice that
in the browser; capped here at about 0.07 s in CPython).  Past it the bot
plays the best words found so far, which are the best of all words down
to where the search stopped."""


def search(name, cards, wilds, limit, skip=(), min_length=2, measured=False):
    """The best `limit` plays of `cards` as find_plays returns them, by
    `measure` or (not `measured`) by the worth of the cards played alone,
    longer words first on ties.  The finder bounds each branch by the most
    its cards can add (negative worth counts as 0, a wild adds nothing)."""
    return finish(search_steps(name, cards, wilds, limit, skip, min_length, measured))


def search_steps(name, cards, wilds, limit, skip=(), min_length=2, measured=False, budget=None):
    """`search` a slice at a time (a `next` each).  Over a list that tells
    the words people know (the common one), those alone while any of them
    is a play; the others only when none is, so a bot at every level, and
    the coach, speak a family's words."""
    from inkwell.words import find_words_steps
    if not cards:
        return []
    hand = Hand(cards, wilds)
    # Best first, so that of alike cards (same letters, no worth) the finder
    # takes the one worth most.
    lettered = sorted((i for i, c in enumerate(cards) if c.letters), key=lambda i: -cards[i].worth)
    if not lettered and not hand.wilds:
        return []
    skip, dictionary = set(skip), lexicon.load(name)
    out = []
    for familiar in (True, False) if dictionary.has_familiar() else (False,):
        matches = yield from find_words_steps(
            dictionary, [cards[i].letters for i in lettered], wilds=hand.wilds,
            min_length=min_length, max_length=sum(len(cards[i].letters) for i in lettered) + hand.wilds,
            must_use=[k for k, i in enumerate(lettered) if cards[i].must],
            values=[max(0, cards[i].worth) + (0.1 * len(cards[i].letters) if measured else 0)
                    for i in lettered],
            score=scorer(cards, lettered, hand, measured), limit=limit + len(skip),
            budget=BUDGET if budget is None else budget, familiar=familiar)
        for m in matches:
            if m.word not in skip:
                steps = steps_of(m.tiles_used, lettered, cards)
                out.append((to_word(hand, steps, m.word), m.word, steps.count(None)))
        if out:
            break
    return out[:limit]


def scorer(cards, lettered, hand, measured):
    """The finder's score(word, tiles_used) for `search`: NO_PLAY for a play
    needing more wilds than there are spare cards left, else the measure;
    None (the finder's own sum of values) when that is the measure and no
    card printing a letter is spare (then spares never run short)."""
    spare = set(hand.spare)
    if not measured and not any(cards[i].letters for i in spare):
        return None

    def score(word, used):
        taken = {lettered[k] for k in used if k is not None}
        wild = used.count(None)
        if wild > len(spare - taken):
            return NO_PLAY
        if measured:
            return measure(sum(cards[i].worth for i in taken), len(word), wild)
        return sum(max(0, cards[i].worth) for i in taken)
    return score


NO_PLAY = float("-inf")
"""The score of a play the cards cannot make (too few spare cards for its
wilds): the finder leaves out a play scored so."""


def steps_of(tiles_used, lettered, cards):
    """The finder's tile per letter -> a card index per card played, None
    per wild letter."""
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


def to_word(hand, steps, word):
    """The spell action's word list; wild steps take spare cards: wild
    cards first, then those whose letters come last in the alphabet."""
    cards, letters = hand.cards, hand.letters
    free = [i for i in hand.spare if i not in steps]
    free.sort(key=lambda i: (letters[i] is None, letters[i] or ""))
    entries, pos = [], 0
    for i in steps:
        if i is None:
            entries.append({"card": cards[free.pop()].card, "wild": word[pos]})
            pos += 1
        else:
            entries.append({"card": cards[i].card, "wild": None})
            pos += len(letters[i])
    return entries
