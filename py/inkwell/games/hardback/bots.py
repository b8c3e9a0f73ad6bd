"""Hardback bots: each reads only its own view and returns one action.

- random: a random legal player (spells a random short word it finds, or
  skips; makes random choices and purchases).  The conformance suite plays it.
- greedy: spells the best-scoring word its hand (and Timeless Classics in
  play) can make, wilds and genre pairs counted; buys the dearest good card.
- strong: greedy's search, plus ink when it has plenty, values coins early
  and points late, prefers cards of the genres its deck already has, chases
  Literary Awards and uses adverts; in co-op it plays for the team
  (coop_bot): it denies Penny the card she would claim, and spares the
  moves her signature genre taxes.
All bots vote sensibly: accept a word the huge list knows, else reject.
"""

from inkwell.core.background import finish
from inkwell.wordcards import lexicon, plays
from inkwell.wordcards.bots import by_phase, vote
from inkwell.wordcards.coach import advise, judged, spell_search, spelled

from . import cards, coop_bot, query, spelling

VALUE = {"coins": 1.0, "stars": 1.0, "coins_or_stars": 1.0, "ink": 0.8, "double": 1.5,
         "uncover": 0.8, "jail": 0.8, "dump": 0.6, "trash_coins": 0.5, "trash_stars": 0.5,
         "coins_per_adventure": 2.0, "stars_per_inked": 1.0, "coins_per_inked": 1.0,
         "stars_per_wild": 0.5, "preview": 1.0}


def definition(d):
    return cards.definitions()[d]


# -- word search ------------------------------------------------------------------

def card_value(d, paired=False):
    """Rough worth of a card's benefits when played face up."""
    total = sum(VALUE[b["kind"]] * b["n"] if b["kind"] in ("coins", "stars", "coins_or_stars",
                                                            "dump", "trash_coins", "trash_stars")
                else VALUE[b["kind"]] for b in d["basic"])
    if paired:
        total += sum(VALUE[b["kind"]] * (b["n"] if b["kind"] in ("coins", "stars") else 1)
                     for b in d["bonus"])
    return total


def find(view, wilds=1, limit=30, worth=None):
    """Playable words as spell actions: [(word action, text, wilds used)],
    best first by `worth` ({card id: value face up}; else longest first)."""
    return finish(find_steps(view, wilds, limit, worth))


def find_steps(view, wilds=1, limit=30, worth=None):
    """find a slice at a time (the coach's search pauses between two)."""
    held = query.view_holding(view, query.view_defs(view))
    playable = plays.playables(held, spelling.ZONES, worth)
    return (yield from plays.find_plays_steps(
        lexicon.bot_list(view["options"]["dictionary"]), playable, wilds=wilds, limit=limit,
        skip=set(view["used_words"]) | set(view["rejected"])))


# -- the random bot -------------------------------------------------------------------

def random_bot(view, rng):
    phase, me = view["phase"], view["me"]
    if phase == "vote":
        return vote(view)
    if phase == "spell":
        return random_spell(view, rng)
    if phase == "resolve":
        return random_choice(view, rng)
    if phase == "flush":
        return {"type": rng.choice(["flush", "no_flush"])}
    if phase == "buy":
        return random_buy(view, rng)
    raise AssertionError(f"seat {me} asked to act in phase {phase}")


def me_of(view):
    return view["players"][view["me"]]


def can_ink(view):
    p = me_of(view)
    return p["ink"] >= 1 and (p["draw_size"] + p["discard_size"]) > 0


def random_spell(view, rng):
    me = me_of(view)
    if can_ink(view) and len(view["inked"]) < 2 and rng.below(4) == 0:
        return {"type": "ink", "seat": view["me"]}
    words = find(view, wilds=rng.below(2), limit=20)
    if words:
        return {"type": "spell", "word": rng.choice(words)[0]}
    return without_word(view, me)


def random_choice(view, rng):
    choice = view["choice"]
    kind = choice["kind"]
    if choice["declinable"] and rng.below(4) == 0:
        return {"type": "decline"}
    if kind in ("uncover", "double"):
        return {"type": kind, "card": rng.choice(choice["targets"])}
    if kind in ("coins_or_stars", "ink"):
        return {"type": "pick", "choice": rng.choice(choice["options"])}
    if kind == "dump":
        return {"type": "dump", "card": rng.choice(choice["targets"])}
    if kind == "jail":
        return {"type": "jail", "card": rng.choice(choice["targets"]),
                "mode": rng.choice(choice["modes"])}
    if kind in ("trash_coins", "trash_stars"):
        return {"type": "trash"}
    if kind == "preview":
        return {"type": "preview", "keep": [c["id"] for c in view["preview"] if rng.below(2)]}
    raise AssertionError(kind)


def purchases(view):
    """Every purchase the player can make now, as actions."""
    coins = view["coins"]
    out = [{"type": "buy", "card": c["id"]} for c in view["row"] + view["jail"]
           if definition(c["def"])["cost"] <= coins]
    ad = next_advert(view)
    if ad and ad["cost"] <= coins:
        out.append({"type": "advert"})
    if coins >= 1:
        out.append({"type": "buy_ink"})
    if view["can_convert_ink"]:
        out.append({"type": "convert_ink"})
    return out


def next_advert(view):
    ads = view["adverts"]
    if not ads or ads["next"] >= len(ads["table"]):
        return None
    return ads["table"][ads["next"]]


def random_buy(view, rng):
    options = purchases(view)
    if not options or rng.below(3) == 0:
        return {"type": "end"}
    return rng.choice(options)


# -- greedy and strong ----------------------------------------------------------------

class Style:
    """Weights a bot level plays by."""

    def __init__(self, view, strong):
        self.strong = strong
        target = max(1, view["target"])
        lead = max(p["score"] for p in view["players"])
        if view["penny"]:
            lead = max(view["penny"]["team_score"], view["penny"]["score"])
        self.progress = min(1.0, lead / target)
        # Early coins build the deck; late, only points count.
        self.coin_weight = (1.2 - self.progress) if strong else 0.9
        # Co-op: coins also deny Penny her next claims (coop_bot), so they
        # keep their worth all game (1.3 measured better than 0.6 and 0.9).
        if strong and view["penny"]:
            self.coin_weight = 1.3
        # The strong co-op player looks further for its word (a few more
        # games won against Penny for a longer turn).
        self.words = 24 if strong and view["penny"] else 12
        # Ink a second card from this much ink: sooner in co-op, where longer
        # words must keep up with Penny (solo: 29 of 60 won from 2 ink, 25
        # from 4).
        self.ink_more = 2 if strong and view["penny"] else 4
        self.star_weight = 1.0


def word_value(view, style, action, text):
    result = query.score_word(view, action, check_dictionary=False)
    value = result["coins"] * style.coin_weight + result["stars"] * style.star_weight
    for c in result["choices"]:
        if c["kind"] == "coins_or_stars":
            value += c["n"] * max(style.coin_weight, style.star_weight)
        elif c["kind"] in ("trash_coins", "dump"):
            value += c["n"] * style.coin_weight * 0.8
        elif c["kind"] == "trash_stars":
            value += c["n"] * 0.8
        else:
            value += VALUE[c["kind"]]
    if style.strong and view["options"]["awards"] and len(text) >= 7:
        held = view["award"]
        if not held or len(text) > held["length"]:
            value += spelling.award_for(len(text)) - (held["stars"] if held and held["seat"] == view["me"] else 0)
    return value


def card_worth(view):
    """A cheap worth per card for the word search: what the card gives face
    up (another player's Timeless Classic gives nothing)."""
    mine = view["hand"] + view["inked"] + me_of(view)["classics"]
    return {c["id"]: card_value(definition(c["def"]), paired=True) for c in mine}


def candidates(view, style):
    """Slices of the search; returns [(word action, text, wilds used)], the
    words the bot chooses from."""
    return find_steps(view, wilds=2 if style.strong else 1, limit=style.words, worth=card_worth(view))


def best_word(view, style):
    best = None
    for action, text, _ in finish(candidates(view, style)):
        value = word_value(view, style, action, text)
        if best is None or value > best[0]:
            best = (value, action)
    return best


def smart_bot(strong):
    def styled(choose):
        return lambda view, rng: choose(view, Style(view, strong))
    return by_phase({"spell": styled(smart_spell), "resolve": styled(smart_choice),
                     "flush": styled(smart_flush)}, styled(smart_buy))


def smart_spell(view, style):
    me = me_of(view)
    wanted = 2 if style.strong and me["ink"] >= style.ink_more else 1
    spare = not style.strong or coop_bot.ink_allowed(view, me["ink"])
    if can_ink(view) and me["ink"] >= 2 and len(view["inked"]) < wanted and spare:
        return {"type": "ink", "seat": view["me"]}
    best = best_word(view, style)
    if best:
        return {"type": "spell", "word": best[1]}
    return without_word(view, me)


def without_word(view, me):
    """No word to spell: a remover clears an inked card for the next turn, if any."""
    if view["inked"] and me["remover"]:
        return {"type": "remover", "card": view["inked"][0]["id"]}
    return {"type": "skip"}


def smart_choice(view, style):
    choice = view["choice"]
    kind = choice["kind"]
    if kind == "uncover":
        return {"type": "uncover", "card": choice["targets"][0]}
    if kind == "double":
        word = {c["id"]: c for c in view["word"]["cards"]}
        target = max(choice["targets"],
                     key=lambda t: card_value(definition(word[t]["def"]), paired=True))
        return {"type": "double", "card": target}
    if kind == "coins_or_stars":
        return {"type": "pick", "choice": "stars" if style.progress > 0.6 else "coins"}
    if kind == "ink":
        me = me_of(view)
        return {"type": "pick", "choice": "remover" if me["remover"] < 1 and me["ink"] >= 2 else "ink"}
    if kind == "dump":
        worst = min(choice["targets"], key=lambda c: card_value(definition(view_def(view, c))))
        return {"type": "dump", "card": worst}
    if kind == "jail":
        if style.strong and coop_bot.is_coop(view):
            mode = "reserve" if "reserve" in choice["modes"] else "remove"
            return {"type": "jail", "card": coop_bot.jail_target(view, choice["targets"]), "mode": mode}
        return smart_jail(view, choice)
    if kind in ("trash_coins", "trash_stars"):
        return {"type": "trash"}
    if kind == "preview":
        keep = [c["id"] for c in view["preview"] if definition(c["def"])["genre"] != "starter"]
        return {"type": "preview", "keep": keep}
    return {"type": "decline"}


def view_def(view, card_id):
    for c in view["discard"] + view["row"] + view["hand"]:
        if c["id"] == card_id:
            return c["def"]
    raise KeyError(card_id)


def smart_jail(view, choice):
    row = {c["id"]: c for c in view["row"]}
    best = max(choice["targets"], key=lambda c: definition(row[c]["def"])["cost"])
    mode = "reserve" if "reserve" in choice["modes"] else "remove"
    return {"type": "jail", "card": best, "mode": mode}


def smart_flush(view, style):
    coins = view["coins"]
    affordable = [c for c in view["row"] if definition(c["def"])["cost"] <= coins]
    return {"type": "no_flush" if affordable else "flush"}


def buy_value(view, style, d):
    value = card_value(d, paired=True) + d["buy_stars"] * 2
    if style.strong:
        genres = me_of(view)["genres"]
        value += 0.3 * genres.get(d["genre"], 0)
        if d["classic"]:
            value += 1.5
    return value


def smart_buy(view, style):
    if style.strong and coop_bot.is_coop(view):
        return team_buy(view, style)
    coins = view["coins"]
    ad = next_advert(view)
    if ad and ad["cost"] <= coins and (style.progress > 0.4 or ad["stars"] >= ad["cost"]):
        return {"type": "advert"}
    offers = [c for c in view["row"] + view["jail"] if definition(c["def"])["cost"] <= coins]
    if offers and style.progress < 0.9:
        best = max(offers, key=lambda c: buy_value(view, style, definition(c["def"])))
        if definition(best["def"])["cost"] >= 2:
            return {"type": "buy", "card": best["id"]}
    if view["can_convert_ink"] and style.progress < 0.8:
        dear = [c for c in view["row"] if coins < definition(c["def"])["cost"] <= coins + 1]
        if dear and definition(dear[0]["def"])["cost"] >= 5:
            return {"type": "convert_ink"}
    return {"type": "end"}


# Turns over which a card bought at the start of a co-op game pays back (a
# solo game lasts ~12; fewer, as the deck is diluted and the game may end
# early): measured best of 5, 8, 13 and 25 in solo games (make bench).
COOP_TURNS = 8


def team_buy(view, style):
    """Co-op purchases in stars for the team: what a card will give while
    the game lasts, its printed stars, the stars it denies Penny, less
    her Adventure tax; an advert gives its stars.  The best wins, if it
    beats ending the turn (leftover coins become ink)."""
    coins = view["coins"]
    best, value = team_choice(view, style, coins)
    if view["can_convert_ink"] and team_choice(view, style, coins + 1)[1] > value:
        return {"type": "convert_ink"}
    return best


def team_choice(view, style, coins):
    """(the best purchase with `coins`, or ending the turn; its worth)."""
    deck = max(1, sum(me_of(view)["genres"].values()))
    draws = COOP_TURNS * (1 - style.progress) * 5 / deck
    best, best_value = {"type": "end"}, 0.5
    for c in view["row"] + view["jail"]:
        d = definition(c["def"])
        if d["cost"] > coins:
            continue
        value = (buy_value(view, style, d) - d["buy_stars"] * 2) * draws + d["buy_stars"] \
            + coop_bot.denial(view, c["id"]) - coop_bot.purchase_tax(view)
        if value > best_value:
            best, best_value = {"type": "buy", "card": c["id"]}, value
    ad = next_advert(view)
    if ad and ad["cost"] <= coins and ad["stars"] > best_value:
        best, best_value = {"type": "advert"}, ad["stars"]
    return best, best_value


BOTS = {"random": random_bot, "greedy": smart_bot(False), "strong": smart_bot(True)}


# -- the coach ------------------------------------------------------------------------

def coach(view, played):
    """The coach's slices (wordcards.coach) on a spelled word: the strong
    bot's best word from the same view, by the strong bot's measure."""
    return advise(view, played, judge, spell_search(strong_words))


def judge(view, action):
    result = spelled(view, action, query.score_word)
    if result is None:
        return None
    text = result["word"]
    shown = f"{text.upper()} (+{result['coins']}¢ {result['stars']}★)"
    return judged(text, shown, result["coins"] + result["stars"],
                  word_value(view, Style(view, True), action["word"], text), action,
                  [result["coins"], result["stars"]])


def strong_words(view):
    found = yield from candidates(view, Style(view, True))
    return [word for word, _, _ in found]


ABOUT = {
    "random": "Plays at random: a short word it finds, random choices and purchases.",
    "greedy": "Spells the word that scores most now and buys the dearest good card.",
    "strong": "Greedy's words, plus ink, cards of its deck's genres, Literary Awards and adverts.",
    "expert": "The strong bot's words, with purchases planned for the deck it will draw.",
}
"""Each level in one line, easiest first (the set-up lists them so)."""
