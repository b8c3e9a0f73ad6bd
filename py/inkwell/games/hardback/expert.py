"""Hardback's expert bot: the strong bot's words and choices, judged by what
they lead to rather than by fixed weights.

- Purchases are planned for the deck the bot will draw: a card bought now
  lies in the discard pile until the draw pile runs out, then comes round
  once every pass through the deck, so its worth is what it gives each time
  it is drawn, over the average card it displaces, times the number of times
  it will be drawn before the game ends (wordcards.lookahead), plus its
  printed stars.  Near the end that is nothing, and coins go to adverts.
- A word is chosen by its points now plus the best purchase plan its coins
  allow (a coin short of a good card is worth little; one that reaches it,
  a lot).
- A flush is judged on samples of the row it would deal, drawn from the
  offer cards its view leaves unseen.

It reads only its view; its work is a fixed count of candidates and samples.
Co-op games are played as the strong bot plays them.
"""

from inkwell.core.thought import sliced
from inkwell.wordcards import lookahead
from inkwell.wordcards.bots import by_phase

from . import bots, cards, query, spelling

WORDS = 24          # candidate words from the strong bot's search
FLUSH_SAMPLES = 6   # rows dealt to judge a flush
MAX_BUYS = 3        # cards bought in one turn, at most

RARE = set("JQXZKV")


class Plan:
    """What the bot knows of the race and its deck, from its view."""

    def __init__(self, view):
        me = bots.me_of(view)
        self.view = view
        scores = [p["score"] for p in view["players"]]
        self.turns = lookahead.turns_left(scores, view["round"], view["target"])
        self.deck = sum(me["genres"].values())
        self.draw_size = me["draw_size"]
        self.genres = dict(me["genres"])
        # A coin is worth what it buys: much early, little once bought cards
        # can no longer come round (then adverts set its worth).
        self.coin = min(1.0, 0.25 + 0.07 * self.turns)
        known = view["hand"] + view["discard"] + view["inked"]
        worths = [self.worth(bots.definition(c["def"])) for c in known]
        self.mean = sum(worths) / len(worths) if worths else 1.0

    def pair_chance(self, genre, extra=0):
        """The chance another card of `genre` is in a hand with this one."""
        if genre == "starter":
            return 0.0
        n, d = self.genres.get(genre, 0) + extra, max(2, self.deck + extra)
        return 1 - (1 - min(1.0, max(0, n - 1) / (d - 1))) ** 4

    def benefit(self, b):
        kind, n = b["kind"], b.get("n", 1)
        if kind == "coins":
            return n * self.coin
        if kind in ("stars", "coins_or_stars", "trash_stars"):
            return n
        if kind in ("dump", "trash_coins"):
            return n * self.coin + 0.2
        if kind == "coins_per_adventure":
            return 2 * self.coin
        return bots.VALUE[kind] * 0.7

    def worth(self, d, extra=0):
        """What the card gives in stars, each time it is drawn."""
        basic = sum(self.benefit(b) for b in d["basic"])
        bonus = sum(self.benefit(b) for b in d["bonus"]) * self.pair_chance(d["genre"], extra)
        use = 0.7 if d["letter"] in RARE else 0.9
        return (basic + bonus) * use

    def card(self, d, bought=0):
        """The stars a purchase of `d` is worth, as the `bought`-th this turn."""
        draws = lookahead.expected_draws(self.draw_size, self.deck + bought, self.turns - 1)
        value = d["buy_stars"] + draws * (self.worth(d, extra=1) - self.mean)
        if d["classic"]:
            value += draws * 0.5
        return value

    def best(self, coins, row, ads):
        """(value, purchases) of the best plan with `coins`: cards of `row`
        (definitions by id) and adverts (cost, stars) in order; what is left
        becomes ink."""
        return self.search(coins, sorted(row.items()), list(ads), 0)

    def search(self, coins, row, ads, bought):
        best = (coins * self.ink_worth(), [])
        if bought >= MAX_BUYS:
            return best
        if ads and ads[0][0] <= coins:
            value, rest = self.search(coins - ads[0][0], row, ads[1:], bought)
            if value + ads[0][1] > best[0]:
                best = (value + ads[0][1], [{"type": "advert"}] + rest)
        for i, (cid, d) in enumerate(row):
            if d["cost"] > coins:
                continue
            gain = self.card(d, bought)
            if gain <= 0:
                continue
            value, rest = self.search(coins - d["cost"], row[i + 1:], ads, bought + 1)
            if value + gain > best[0]:
                best = (value + gain, [{"type": "buy", "card": cid}] + rest)
        return best

    def ink_worth(self):
        return 0.25 if self.turns > 2 else 0.0


def market(view):
    """{card id: definition} of what the bot may buy, and the adverts left."""
    row = {c["id"]: bots.definition(c["def"]) for c in view["row"] + view["jail"]}
    ads = view["adverts"]
    left = [tuple(a) if isinstance(a, (list, tuple)) else (a["cost"], a["stars"])
            for a in (ads["table"][ads["next"]:] if ads else [])]
    return row, left


def word_stars(view, plan, result, text):
    """The stars of a word, its choices counted as the plan values them."""
    value = result["stars"]
    for c in result["choices"]:
        value += plan.benefit({"kind": c["kind"], "n": c["n"]})
    if view["options"]["awards"] and len(text) >= 7:
        held = view["award"]
        if not held or len(text) > held["length"]:
            value += spelling.award_for(len(text)) - (held["stars"] if held and held["seat"] == view["me"] else 0)
    return value


def spell(view, rng):
    style = bots.Style(view, True)
    me = bots.me_of(view)
    wanted = 2 if me["ink"] >= style.ink_more else 1
    if bots.can_ink(view) and me["ink"] >= 2 and len(view["inked"]) < wanted:
        return {"type": "ink", "seat": view["me"]}     # as the strong bot inks
    plan = Plan(view)
    row, ads = market(view)
    found = yield from bots.find_steps(view, wilds=2, limit=WORDS, worth=bots.card_worth(view))
    budget = lookahead.Budget(WORDS)
    best = None
    for action, text, _ in found:
        if not budget.spend():
            break
        yield
        result = query.score_word(view, action, check_dictionary=False)
        value = word_stars(view, plan, result, text) + plan.best(result["coins"], row, ads)[0]
        value += 1e-3 * bots.word_value(view, style, action, text)   # ties: as strong
        if best is None or value > best[0]:
            best = (value, action)
    return {"type": "spell", "word": best[1]} if best else bots.without_word(view, me)


def buy(view, rng):
    plan = Plan(view)
    row, ads = market(view)
    value, steps = plan.best(view["coins"], row, ads)
    if steps:
        return steps[0]
    if view["can_convert_ink"]:
        ink = bots.me_of(view)["ink"]
        if plan.best(view["coins"] + 1, row, ads)[0] > value + 3 * plan.ink_worth() and ink >= 3:
            return {"type": "convert_ink"}
    return {"type": "end"}


def flush(view, rng):
    """Flush when rows sampled from the unseen offer cards promise a better
    plan than the row on the table."""
    plan = Plan(view)
    row, ads = market(view)
    coins = view["coins"]
    keep = plan.best(coins, row, ads)[0]
    pool = unseen_offers(view)
    jail = {c["id"]: bots.definition(c["def"]) for c in view["jail"]}

    def sample(r):
        return lookahead.deal_unseen(pool, [len(view["row"])], r)[0]

    def outcome(choice, world):
        if choice == "no_flush":
            return keep
        fresh = dict(jail)
        fresh.update((i, cards.definitions()[d]) for i, d in world)
        return plan.best(coins, fresh, ads)[0]

    choice = yield from lookahead.best_by_samples_steps(
        ["no_flush", "flush"], outcome, sample, FLUSH_SAMPLES, rng, lookahead.Budget(2 * FLUSH_SAMPLES))
    return {"type": choice}


def unseen_offers(view):
    """(a stand-in id, definition number) for every offer card the view does
    not show: the offer deck and other players' hidden cards are among them."""
    seen = [c["def"] for c in view["row"] + view["hand"] + view["discard"] + view["inked"]
            + view["jail"] + view["preview"]]
    for p in view["players"]:
        seen += [c["def"] for c in p["classics"]]
        if p["discard_top"]:
            seen.append(p["discard_top"]["def"])
    seen = set(d for d in seen if d < cards.OFFER_CARDS)
    pool = [d for d in range(cards.OFFER_CARDS) if d not in seen]
    return [(-1 - i, d) for i, d in enumerate(pool)]


@sliced
def expert_bot(view, rng):
    if view.get("penny"):
        return bots.BOTS["strong"](view, rng)
    return (yield from PHASES.steps(view, rng))


PHASES = by_phase({"spell": spell, "buy": buy, "flush": flush},
                  lambda view, rng: bots.BOTS["strong"](view, rng))
