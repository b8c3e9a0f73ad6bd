"""Paperback bots: each reads only its own view and returns one action.

- random: a random word among those its hand can make (or a pass), random
  choices, random purchases.  The conformance suite plays it.
- greedy: the word that scores most now; buys the dearest card it can.
- strong: the word that scores most counting the Common card it would gain
  (by its fame, the vowel it adds to the deck and the tie-break it brings)
  and the cards it would draw next hand; never takes the last Common card
  when ending the game there would leave it behind; buys letters early and
  Fame later, the best it can afford; removes weak starting letters.
All bots vote as the judge list says.
"""

from inkwell.core.background import finish
from inkwell.wordcards import lexicon, plays
from inkwell.wordcards.bots import by_phase
from inkwell.wordcards.coach import advise, judged, spell_search, spelled
from inkwell.wordcards.ranked import find_best_plays_steps

from . import cards, words
from .query import score_word

# Attacks fire only from long words (cards.json), as rarely as a length bonus pays.
ABILITY_WORTH = {"draw": 1.5, "coins": 1.0, "coins_if_length": 0.6, "coins_next_to_vowel": 0.6,
                 "double_left": 1.0, "may_trash": 0.5, "attack_tax": 0.6, "attack_short": 0.6}
TIE_WORTH = 1.0
LOSING_END = -100.0
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
    out = []
    for word in finish(found_words(view, limit)):
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


def value(view, result, strong):
    v = result["score"]
    if strong:
        v += 1.2 * result["extra_cards"]
        if result["gains_common"]:
            v += common_worth(view, result["score"])
    return v


def common_worth(view, coins):
    """What gaining the top Common card is worth to the strong bot, in ¢:
    what it would pay for the card (its fame, and the vowel it adds to the
    deck while the game goes on) and the tie-break when fame is close; the
    last one ends the game, so it is worth taking only when that leaves
    this bot ahead."""
    if view["ending"]["commons_left"] == 1:
        return -LOSING_END if ahead_at_end(view, coins) else LOSING_END
    mine = view["players"][view["me"]]["fame"]
    best_other = max(p["fame"] for p in view["players"] if p["seat"] != view["me"])
    tie = TIE_WORTH * (abs(mine - best_other) <= 2)
    return appeal(definition(view["track"]["top"]), late(view)) + tie


def ahead_at_end(view, coins):
    """Whether this bot would win if the game ended after this turn, buying
    the most fame `coins` can (and gaining one more Common card)."""
    me = view["players"][view["me"]]
    mine = (me["fame"] + fame_for(view, coins), me["commons"] + 1)
    return all(mine > (p["fame"], p["commons"]) for p in view["players"] if p["seat"] != view["me"])


def fame_for(view, coins):
    """The most fame `coins` buy from the Fame piles now (dearest first)."""
    total = 0
    for pile in sorted(view["fame"], key=lambda f: -f["cost"]):
        n = min(pile["count"], coins // pile["cost"])
        total, coins = total + n * pile["fame"], coins - n * pile["cost"]
    return total


def spell(view, strong):
    options = candidates(view)
    if not options:
        return {"type": "pass"}
    word, result = max(options, key=lambda o: (value(view, o[1], strong), o[1]["length"]))
    if value(view, result, strong) < 0:
        return {"type": "pass"}   # every word would end the game with this bot behind
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
    """How far the game is towards its end, 0 to 1.  Not by the Common
    cards gained: the first ones go to short words in the first rounds
    (turning this bot to Fame far too soon), and the last one, which
    ends the game, is weighed on its own (common_worth)."""
    fame_left = sum(f["count"] for f in view["fame"])
    fame_all = sum(cards.fame_counts(len(view["players"])).values())
    return max(view["ending"]["empty_fame_piles"] / 2,
               min(1.0, view["round"] / 12), 1 - fame_left / max(1, fame_all))


def strong_buy(view, rng):
    can = affordable(view)
    if not can:
        return {"type": "end"}
    t = late(view)
    card, d = max(can, key=lambda cd: (appeal(cd[1], t), -cd[0]["id"]))
    if appeal(d, t) < 1.0:
        return {"type": "end"}
    return {"type": "buy", "card": card["id"]}


def appeal(d, t):
    """How much the strong bot wants card `d` in its deck when the game is
    `t` (0 to 1) towards its end: fame more and letters less as it nears."""
    vowel = 1.0 if d["letters"] and set(d["letters"].lower()) & set(cards.VOWELS) else 0
    letter = 0 if d["kind"] == "fame" else (worth(d) + vowel) * (1.6 - t)
    return d["fame"] * (2.0 + 4 * t) + letter


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
    return judged(result["word"], shown, result["score"], value(view, result, True), action)
