"""The expert's purchase plan: the rest of a game played out in a sketch,
quick enough to play it dozens of times for every card it might buy.

A sketch keeps only what decides who wins: each player's deck, fame and
Common cards, the Fame piles and the Common cards left.  The expert's own
cards are known, their order is not (the sketch shuffles them).  The
rival's deck is hidden but its size, fame and Common cards are public: the
sketch fills it with the starting deck, its Common cards, wilds for its
Fame cards and, for the rest, letters as good as the expert's own bought
ones.  A hand's coins are a card count, not a word search: the letters'
coins (score and bonus, as `bots.economy` counts them, without its spelling
bonus) plus what the Common card and a few bonuses add when a wild is there
to build a word round them (measured over 364 strong words: about 2 with a
wild, none without).  Both players buy by the strong bot's money rule, so
that the plan compares the cards on offer now, not two ways of buying later.

>>> sketch_coins([Card(1, 0, False), Card(2, 0, False), Card(0, 0, True)])
4.8
"""

from collections import namedtuple

from . import bots, cards

Card = namedtuple("Card", "coins draw wild")
WILD = Card(0, 0, True)
STARTER = Card(1, 0, False)
COMMON = Card(2, 0, False)
WILD_BONUS = 1.8        # the Common card and bonuses a wild lets a word reach
NO_WILD_BONUS = 0.3
HAND = 5
HORIZON = 30            # rounds a sketch plays at most
START_LETTERS, START_WILDS = 5, 5


def card_of(d):
    a = d["ability"]
    coins, draw = d["score"], 0
    if a:
        kind, n = a["kind"], a.get("n", 1)
        if kind == "draw":
            draw = n
        else:
            coins += bots.ECONOMY.get(kind, 0) * n
    return Card(coins, draw, d["letters"] is None)


def sketch_coins(hand):
    wild = any(c.wild for c in hand)
    return round(sum(c.coins for c in hand) + (WILD_BONUS if wild else NO_WILD_BONUS), 2)


class Table:
    """What every sketch starts from, read once from the view."""

    def __init__(self, view):
        me = view["me"]
        players = view["players"]
        defs = bots.definition
        self.draw = [card_of(defs(c)) for c in view["my_deck"]]
        word = view["word"]["cards"] if view["word"] else []
        self.discard = [card_of(defs(c)) for c in view["my_discard"] + view["hand"]
                        + [c for c in word if c["zone"] == "hand"]]
        self.extra = players[me]["extra"]
        self.rival = max((s for s in players if s["seat"] != me), key=lambda p: p["fame"])
        self.me = players[me]
        self.rival_deck = rival_deck(self.rival, self.draw + self.discard)
        self.piles = sorted(((f["cost"], f["fame"], f["count"]) for f in view["fame"]), reverse=True)
        self.fame_all = sum(cards.fame_counts(len(players)).values())
        self.commons_left = view["ending"]["commons_left"]
        self.track = len(view["track"]["lengths"])
        self.round = view["round"]
        # Common cards have gone at this pace a player-turn so far (at least
        # a little: long words come more often as decks grow).
        self.common_odds = max(0.04, view["track"]["gained"] / (max(1, view["round"]) * len(players)))
        # The letters a sketch may buy: those on offer now, most coins first.
        letters = [d for _, d in bots.on_offer(view) if d["kind"] != "fame"]
        self.menu = sorted(((d["cost"], bots.economy(d), card_of(d)) for d in letters),
                           key=lambda m: (-m[1], m[0]))


def rival_deck(rival, mine):
    """The rival's deck as the sketch fills it: what is public of it (its
    size, Fame, Common cards), the rest letters like the expert's own."""
    size = rival["hand_size"] + rival["draw_size"] + rival["discard_size"]
    bought = [c for c in mine if not c.wild and c != STARTER and c != COMMON]
    # (A drawn card counted as the coins it is worth: a sketch draws whole cards.)
    like = Card(round(sum(c.coins + bots.ECONOMY["draw"] * c.draw for c in bought) / len(bought), 2),
                0, False) if bought else STARTER
    fame_cards = -(-rival["fame"] // 2)          # mostly the 2-fame 8¢ card
    deck = [STARTER] * START_LETTERS + [WILD] * (START_WILDS + fame_cards) + [COMMON] * rival["commons"]
    return deck + [like] * max(0, size - len(deck))


class Seat:
    """One player in a sketch."""

    def __init__(self, fame, commons, draw, discard, extra):
        self.fame, self.commons = fame, commons
        self.draw, self.discard, self.extra = draw, discard, extra


class Sketch:
    def __init__(self, table, rng):
        self.table, self.rng = table, rng
        self.piles = [list(p) for p in table.piles]
        self.commons_left = table.commons_left
        self.round = table.round
        self.me = Seat(table.me["fame"], table.me["commons"], rng.shuffled(table.draw),
                       list(table.discard), table.extra)
        self.rival = Seat(table.rival["fame"], table.rival["commons"],
                          rng.shuffled(table.rival_deck), [], 0)

    def over(self):
        return sum(1 for p in self.piles if p[2] == 0) >= 2 or self.commons_left <= 0

    def late(self):
        """bots.late, of the sketch."""
        fame_left = sum(p[2] for p in self.piles)
        empty = sum(1 for p in self.piles if p[2] == 0)
        gained = self.table.track - self.commons_left
        return max(gained / self.table.track, empty / 2, min(1.0, self.round / 12),
                   1 - fame_left / self.table.fame_all)

    def turn(self, seat):
        hand = self.deal(seat, HAND + seat.extra)
        seat.extra = sum(c.draw for c in hand)
        if self.commons_left > 0 and self.rng.below(1000) < 1000 * self.table.common_odds:
            seat.commons += 1
            self.commons_left -= 1
        self.spend(seat, sketch_coins(hand), False)
        seat.discard += hand

    def deal(self, seat, n):
        hand, seat.draw = seat.draw[:n], seat.draw[n:]
        if len(hand) < n and seat.discard:
            seat.draw, seat.discard = self.rng.shuffled(seat.discard), []
            more = n - len(hand)
            hand, seat.draw = hand + seat.draw[:more], seat.draw[more:]
        return hand

    def spend(self, seat, coins, bought_any):
        """The money rule (bots.strong_buy) buys until nothing more is worth it."""
        t = self.late()
        while True:
            pile = next((p for p in self.piles if p[2] and p[0] <= coins
                         and (p[0] >= bots.FAME_FROM or t >= bots.LATE_FAME)), None)
            if pile is not None:
                coins -= pile[0]
                self.buy_fame(seat, pile)
            else:
                letter = next((m for m in self.table.menu if m[0] <= coins), None)
                if letter is None or (bought_any and letter[1] < bots.MIN_SECOND):
                    return
                coins -= letter[0]
                seat.discard.append(letter[2])
            bought_any = True

    def buy_fame(self, seat, pile):
        pile[2] -= 1
        seat.fame += pile[1]
        seat.discard.append(WILD)


def play_out(table, first, rng):
    """One sketch of the rest of the game after the expert's purchase
    `first`: (("fame", pile index) or ("letter", Card) or None, the coins
    left after it, which the money rule spends).  Returns the expert's
    result: 1 a win, 0.5 a tie, 0 a loss, plus a hundredth of the fame
    margin (so that among sure wins, more is better)."""
    s = Sketch(table, rng)
    item, coins = first
    if item is not None:
        kind, what = item
        if kind == "fame":
            s.buy_fame(s.me, s.piles[what])
        else:
            s.me.discard.append(what)
        s.spend(s.me, coins, True)
    for _ in range(HORIZON):
        if s.over():
            break
        s.turn(s.rival)
        s.round += 1
        if s.over():
            break
        s.turn(s.me)
    mine, theirs = (s.me.fame, s.me.commons), (s.rival.fame, s.rival.commons)
    result = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return result + (s.me.fame - s.rival.fame) / 100


def fame_index(table, d):
    """The sketch's pile index of a Fame card's definition."""
    return next(i for i, p in enumerate(table.piles) if p[0] == d["cost"])
