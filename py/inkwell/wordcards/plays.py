"""From a hand of cards to the word finder and back: the bots' word search.

The finder (inkwell.words) knows tiles and a number of wilds; a game knows
cards.  `playables` turns the cards a speller holds (the same `Held` map
and `Zone` rules the parser reads, see tiles) into `Playable`s; `find_plays`
asks the finder, assigns each word's letters to cards (must-use cards
first, then the most valuable) and returns spell actions' word lists, best
first.  A wild position takes a card that may be played wild and is not
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
    [(word list of a spell action, text, wilds used)], best first: the
    worth of the cards played face up, a little for length, less for wilds.
    At most `wilds` wild positions; words in `skip` or shorter than
    `min_length` letters are left out."""
    return finish(find_plays_steps(name, cards, wilds, limit, skip, min_length))


CHECKS = 200
"""Words find_plays_steps assigns to cards in one slice."""


def find_plays_steps(name, cards, wilds=1, limit=30, skip=(), min_length=2):
    """find_plays a slice at a time (a `next` each), so that background work
    (the coach) can pause between two; returns find_plays' list."""
    if not cards:
        return []
    hand = Hand(cards, wilds)
    length = sum(len(c.letters) if c.letters else 1 for c in cards)
    # Search a plain rack without must-use (much faster) and check it here.
    matches = yield from lexicon.find_words_steps(name, [c.letters for c in cards if c.letters],
                                                  wilds=hand.wilds, min_length=min_length,
                                                  max_length=length)
    skip = set(skip)
    scored = []
    for n, m in enumerate(matches, 1):
        if n % CHECKS == 0:
            yield
        if m.word not in skip:
            found = assign(m.word, hand)
            if not found and not hand.single:
                found = assign_search(m.word, hand)
            if found:
                scored.append((found[0], m.word, found[1]))
    scored.sort(key=lambda x: x[0], reverse=True)
    return [(to_word(hand, steps, text), text, steps.count(None))
            for _, text, steps in scored[:limit]]


def assign(word, hand):
    """(score, steps) where each step is the index of the card spelling the
    next letters or None for a wild letter; None when the word cannot be
    played (a must-use card unused, more wilds than allowed or than spare
    wild cards).  Greedy: at each position the first free card (in
    `hand.by_first` order) whose letters fit.  With one-letter cards only,
    the greedy choice never misses a play that exists."""
    steps, taken, by_first = [], set(), hand.by_first
    if hand.single:
        # The hot loop of every bot turn: one-letter cards need no matching.
        for ch in word:
            pick = next((i for i in by_first.get(ch, ()) if i not in taken), None)
            steps.append(pick)
            if pick is not None:
                taken.add(pick)
        return scored_steps(word, hand, steps, taken)
    pos, letters = 0, hand.letters
    while pos < len(word):
        pick = next((i for i in by_first.get(word[pos], ())
                     if i not in taken and word.startswith(letters[i], pos)), None)
        steps.append(pick)
        if pick is None:
            pos += 1
        else:
            taken.add(pick)
            pos += len(letters[pick])
    return scored_steps(word, hand, steps, taken)


def scored_steps(word, hand, steps, taken):
    for m in hand.must:
        if m not in taken:
            return None
    wild = steps.count(None)
    if wild and (wild > hand.wilds or wild > sum(1 for i in hand.spare if i not in taken)):
        return None
    worth = hand.worth
    return sum(worth[i] for i in taken) + 0.1 * len(word) - 0.5 * wild, tuple(steps)


SEARCH_NODES = 400
"""How many partial plays `assign_search` tries for one word at the most."""


def assign_search(word, hand):
    """`assign` by a search, for when two-letter cards led the greedy choice
    astray ("t" taken where "th" was needed): the first play found, trying
    cards in `hand.by_first` order and then a wild at each position."""
    steps, taken, budget, letters = [], set(), [SEARCH_NODES], hand.letters

    def walk(pos, wild):
        budget[0] -= 1
        if budget[0] < 0:
            return None
        if pos == len(word):
            return scored_steps(word, hand, steps, taken)
        for i in hand.by_first.get(word[pos], ()):
            if i not in taken and word.startswith(letters[i], pos):
                steps.append(i)
                taken.add(i)
                found = walk(pos + len(letters[i]), wild)
                steps.pop()
                taken.discard(i)
                if found:
                    return found
        if wild < hand.wilds:
            steps.append(None)
            found = walk(pos + 1, wild + 1)
            steps.pop()
            return found
        return None

    return walk(0, 0)


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
