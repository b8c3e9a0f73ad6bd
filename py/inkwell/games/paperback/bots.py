"""Paperback bots: each reads only its own view and returns one action.

- random: a random word among those its hand can make (or a pass), random
  choices, random purchases.  The conformance suite plays it.
- greedy: the word that scores most now; buys the dearest card it can.
- strong: the word that scores most counting the Common card it would gain
  and the cards it would draw next hand; buys Fame from the 8¢ card up (any
  Fame card late in the game), otherwise the letter that brings most coins;
  removes weak starting letters.
All bots vote as the judge list says.
"""

from collections import namedtuple

from inkwell.core.background import finish
from inkwell.wordcards import lexicon, plays
from inkwell.wordcards.bots import by_phase
from inkwell.wordcards.coach import advise, judged, spell_search, spelled
from inkwell.wordcards.ranked import find_best_plays_steps

from . import cards, words
from .query import score_word

ABILITY_WORTH = {"draw": 1.5, "coins": 1.0, "coins_if_length": 0.6, "coins_next_to_vowel": 0.6,
                 "double_left": 1.0, "may_trash": 0.5, "attack_tax": 1.0, "attack_short": 1.0}
COMMON_WORTH = 4
SEARCH = 40
MAX_WILDS = 3


def definition(card):
    return cards.definitions()[card["def"]]


def worth(d):
    """How much a bot likes to play a card (1 more than its score and
    ability, so that longer words rank higher)."""
    a = d["ability"]
    return 1 + d["score"] + (ABILITY_WORTH[a["kind"]] * a.get("n", 1) if a else 0)


def candidates(view, limit=SEARCH):
    """[(word list, score_word result)] the hand can make, best search first."""
    return scored(view, finish(found_words(view, limit)))


def scored(view, found):
    """[(word list, score_word result)] of the word lists `found`."""
    out = []
    for word in found:
        result = score_word(view, word, check_dictionary=False)
        if result["word"] is not None:
            out.append((word, result))
    return out


def found_words(view, limit):
    """Slices of the search; returns the word lists of the finder's best
    words (by the cards' worth)."""
    hand, common = words.view_hand(view), words.view_common(view)
    held = words.held(hand, common, view["me"])
    by_id = dict(hand + common)
    cards_ = plays.playables(held, words.ZONES, {c: worth(d) for c, d in by_id.items()})
    # More than three wilds rarely make a better word, and each one more
    # multiplies the search (a hand of ? ? R ? ? searched for seconds).
    wilds = min(MAX_WILDS, sum(1 for _, d in hand if d["letters"] is None))
    skip = set(view["used_words"]) | set(view["rejected"])
    # Fame cards are wild and plentiful: ask only for the best words (a hand
    # of ten with five wilds can make tens of thousands).
    found = yield from find_best_plays_steps(lexicon.bot_list(view["options"]["dictionary"]),
                                             cards_, wilds=wilds, limit=limit, skip=skip)
    return [word for word, _, _ in found]


def value(result, strong):
    v = result["score"]
    if strong:
        v += COMMON_WORTH * result["gains_common"] + 1.2 * result["extra_cards"]
    return v


def spell(view, strong):
    options = candidates(view)
    if not options:
        return {"type": "pass"}
    word, _ = max(options, key=lambda o: (value(o[1], strong), o[1]["length"]))
    return {"type": "spell", "word": word}


def on_offer(view):
    """[(card json, definition)] every card on offer now."""
    out = [(c, definition(c)) for p in view["piles"] for c in (p["top"], p["alternate"]) if c]
    return out + [(f["top"], definition(f["top"])) for f in view["fame"] if f["top"]]


def affordable(view):
    return [(c, d) for c, d in on_offer(view) if d["cost"] <= view["coins"]]


def make_bot(choose_word, choose_buy, choose_trash):
    return by_phase({"spell": choose_word, "choose": choose_trash}, choose_buy)


# -- random ---------------------------------------------------------------------------------

def random_word(view, rng):
    options = candidates(view, limit=5)
    if not options or rng.below(10) == 0:
        return {"type": "pass"}
    return {"type": "spell", "word": rng.choice(options)[0]}


def random_buy(view, rng):
    can = affordable(view)
    if not can or rng.below(3) == 0:
        return {"type": "end"}
    # Half the time a Fame card when one is affordable, so games end soon.
    fame = [c for c, d in can if d["kind"] == "fame"]
    if fame and rng.below(2):
        return {"type": "buy", "card": rng.choice(fame)["id"]}
    return {"type": "buy", "card": rng.choice(can)[0]["id"]}


def random_trash(view, rng):
    choice = view["choice"]
    if rng.below(2):
        return {"type": "decline"}
    return {"type": "trash", "card": rng.choice(choice["targets"])}


# -- greedy ---------------------------------------------------------------------------------

def greedy_buy(view, rng):
    can = affordable(view)
    if not can:
        return {"type": "end"}
    card, _ = max(can, key=lambda cd: (cd[1]["cost"], cd[1]["fame"], worth(cd[1]), -cd[0]["id"]))
    return {"type": "buy", "card": card["id"]}


def decline(view, rng):
    return {"type": "decline"}


# -- strong ---------------------------------------------------------------------------------

def late(view):
    """How far the game is towards its end, 0 to 1."""
    track = view["track"]
    fame_left = sum(f["count"] for f in view["fame"])
    fame_all = sum(cards.fame_counts(len(view["players"])).values())
    commons = track["gained"] / max(1, len(track["lengths"]))
    return max(commons, view["ending"]["empty_fame_piles"] / 2,
               min(1.0, view["round"] / 12), 1 - fame_left / max(1, fame_all))


# What a letter card brings each time it is in a word, in coins: its score
# and its bonus (a conditional bonus at the odds it is met, one more card
# at about what a card brings); a vowel or two letters spell more words.
ECONOMY = {"coins": 1.0, "draw": 0.8, "coins_if_length": 0.4, "coins_next_to_vowel": 0.6,
           "double_left": 0.8, "may_trash": 0.3}
FAME_FROM = 8           # the cheapest Fame card bought before the late game
LATE_FAME = 0.5         # from this far on (`late`), any Fame card affordable
MIN_SECOND = 1.2        # a second letter this turn only if it brings this much
VOWEL = PAIR = 0.3      # for a vowel, for two letters on one card: each spells more words
Rule = namedtuple("Rule", "economy vowel pair fame_from late_fame min_second")
STRONG = Rule(ECONOMY, VOWEL, PAIR, FAME_FROM, LATE_FAME, MIN_SECOND)
"""The strong bot's buying weights (bench/paperback_screen.py tries others)."""


def economy(d, rule=STRONG):
    """Coins a card adds to a word it is in (Fame cards: 0, they are wild).

    >>> economy({"score": 1, "ability": {"kind": "coins", "n": 1}, "letters": "A"})
    2.3
    """
    a = d["ability"]
    v = d["score"] + (rule.economy.get(a["kind"], 0) * a.get("n", 1) if a else 0)
    if d["letters"] and set(d["letters"].lower()) & set(cards.VOWELS):
        v += rule.vowel
    if d["letters"] and len(d["letters"]) == 2:
        v += rule.pair
    return round(v, 2)


def strong_buy(view, rng):
    """The money rule of deck-builders (`money_rule`).  (Buying cheap letters
    early and 1-fame cards late, by a sliding weight, won 0.53 of 200 games
    against greedy; this rule 0.74 of 40.)"""
    card = money_rule(affordable(view), late(view), bool(view["bought"]))
    return {"type": "buy", "card": card[0]["id"]} if card else {"type": "end"}


def money_rule(can, t, bought_any, rule=STRONG):
    """Of the cards `can` (card, definition) affordable: the dearest Fame
    card when it is worth 2 fame or more (any Fame card once the game is
    half over, `t`), else the letter that brings most coins; None when
    nothing is worth buying."""
    fame = [(c, d) for c, d in can if d["kind"] == "fame"]
    if fame:
        card, d = max(fame, key=lambda cd: cd[1]["cost"])
        if d["cost"] >= rule.fame_from or t >= rule.late_fame:
            return card, d
    letters = [(c, d) for c, d in can if d["kind"] != "fame"]
    if not letters:
        return None
    card, d = max(letters, key=lambda cd: (economy(cd[1], rule), cd[1]["cost"], -cd[0]["id"]))
    if bought_any and economy(d, rule) < rule.min_second:
        return None     # a weak card would only thin the deck's coins
    return card, d


def purchases(view, coins):
    """What the money rule would buy with `coins` from the offer now."""
    offer, t, out = on_offer(view), late(view), []
    while True:
        card = money_rule([cd for cd in offer if cd[1]["cost"] <= coins], t, bool(out))
        if card is None:
            return out
        out.append(card[1])
        coins -= card[1]["cost"]
        offer = [cd for cd in offer if cd[0]["id"] != card[0]["id"]]


def strong_trash(view, rng):
    hand = {c["id"]: definition(c) for c in view["hand"]}
    weak = [c for c in view["choice"]["targets"]
            if hand[c]["kind"] == "starter" and len(view["my_deck"]) + len(view["my_discard"]) > 8]
    return {"type": "trash", "card": weak[0]} if weak else {"type": "decline"}


BOTS = {
    "random": make_bot(random_word, random_buy, random_trash),
    "greedy": make_bot(lambda v, r: spell(v, False), greedy_buy, decline),
    "strong": make_bot(lambda v, r: spell(v, True), strong_buy, strong_trash),
}


# -- the coach ------------------------------------------------------------------------------

def coach(view, played):
    """The coach's slices (wordcards.coach) on a spelled word: the strong
    bot's best word from the same view, by the strong bot's measure."""
    return advise(view, played, judge, spell_search(lambda v: found_words(v, SEARCH)))


def judge(view, action):
    result = spelled(view, action, score_word)
    if result is None:
        return None
    common = ", the Common card" if result["gains_common"] else ""
    shown = f"{result['word'].upper()} (+{result['score']}¢{common})"
    return judged(result["word"], shown, result["score"], value(result, True), action,
                  [result["score"], bool(result["gains_common"])])


ABOUT = {
    "random": "Plays a random word its hand can make and buys at random.",
    "greedy": "Plays the word that scores most now and buys the dearest card it can.",
    "strong": "Counts the Common card and its next hand in a word; buys Fame cards, removes weak letters.",
    "expert": "The strong bot's words; keeps its coins for letters longer and never ends a game it would lose.",
}
"""Each level in one line, easiest first (the set-up lists them so)."""
