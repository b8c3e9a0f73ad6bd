"""Paperback Daily Hand: one fixed hand and Common card a day; make your
best word, scored against the best word the hand can make.

The deal comes from the date alone (core.daily): `daily.seed(date,
"paperback")` seeds an Rng that draws from the shipped card set (cards.json).

- The hand is 8 cards of the offer's letter cards (the 86 cards a player
  buys: single letters and two-letter cards, with their abilities; no
  starting letters, no Attack cards).  Eight, not a turn's five: five random
  letter cards often make no interesting word, while eight is the hand of a
  good late turn (five drawn plus cards from "next hand: +1" abilities) and
  leaves room to choose between a long word and a valuable one.
- On half the days one of the eight is a Fame card (a wild, scoring 0 but
  counting a letter), never more: every wild multiplies the words a hand
  makes, and a hand of blanks is no puzzle.
- A hand is drawn again (from the same Rng, so still the same for
  everyone) until at least 2 of its cards print a vowel and 3 a consonant.
- Plus the top Common card of the length track, as the rulebook says: it
  may be used once in the word, is not wild, and stays where it is.

One move: {"type": "play", "word": [{"card": id, "wild": null or a
letter}, ...]}, the Paperback engine's own "spell" word list (card ids 0-7
are the hand in order, 8 the Common card; a Fame card needs "wild").  It is
read by the engine's parser (words.parse), judged against the engine's
default dictionary ("common") and scored by the engine's `scoring.score`,
abilities included; abilities that earn no coins (draw, remove) do nothing
here.  One play a day: then the view shows the best word, found by the word
finder with every way of playing each word scored by the same scorer.

>>> DAILY.letters("2026-12-02")
['G', None, 'ES', 'EA', 'G', 'K', 'N', 'B', 'E']
>>> v = DAILY.view("2026-12-02", [])
>>> v["done"], len(v["hand"]), v["common"]["id"], "best" in v
(False, 8, 8, False)
>>> best = DAILY.best("2026-12-02")
>>> best["word"], best["score"]
('bungees', 10)
>>> v = DAILY.view("2026-12-02", [{"type": "play", "word": best["cards"]}])
>>> v["done"], v["word"], v["score"], v["result"]
(True, 'bungees', 10, '10 of 10 (100%)')
>>> v["share"].splitlines()[:2]
['Inkwell · Paperback Daily Hand #2', '10 of 10 points']
>>> DAILY.check("2026-12-02", [], {"type": "play", "word": [{"card": 5}, {"card": 5}]})
Traceback (most recent call last):
...
inkwell.core.errors.BadRequest: A card can be used only once in a word.
"""

from inkwell.core import BadRequest, IllegalAction, Rng, daily
from inkwell.wordcards import lexicon, tiles

from . import cards, scoring, words

HAND = 8
COMMON_ID = HAND
DICTIONARY = lexicon.dictionary_option().default   # the engine's default word list
WILD_DAYS = 2            # one day in WILD_DAYS has a wild in the hand
MIN_VOWELS, MIN_CONSONANTS = 2, 3
SQUARES = 10
SEAT = 0                 # the speller's seat, for the engine's parser
_CACHE = {}              # date -> its deal and best word (a few days at the most)
_CACHE_DAYS = 8


def letter_cards():
    return [d for d in cards.definitions() if d["kind"] == "letter"]


def wild_card():
    """The Fame card of the starting deck: wild, 0 points."""
    return cards.defs_of("starter_fame")[0]


def sensible(hand):
    printed = [d["letters"].lower() for d in hand if d["letters"]]
    vowels = sum(1 for p in printed if set(p) & set(cards.VOWELS))
    consonants = sum(1 for p in printed if set(p) - set(cards.VOWELS))
    return vowels >= MIN_VOWELS and consonants >= MIN_CONSONANTS


def deal(date):
    """The 9 definitions of `date`: the hand's 8 (ids 0-7), then the Common card's (id 8)."""
    rng = Rng(daily.seed(date, PaperbackDaily.id))
    pool = letter_cards()
    while True:
        hand = rng.sample(pool, HAND)
        if rng.below(WILD_DAYS) == 0:
            hand[rng.below(HAND)] = wild_card()
        if sensible(hand):
            break
    return hand + [rng.choice(cards.defs_of("common"))]


def card_view(card_id, d):
    """A card as the page shows it: the engine's {"id", "def"} and what the
    definition prints (letters, None for a wild; score in ¢; ability text)."""
    return {"id": card_id, "def": d["def"], "letters": d["letters"], "wild": d["letters"] is None,
            "score": d["score"], "cost": d["cost"], "text": d["text"]}


def refused(error):
    """The engine's IllegalAction as the daily protocol's BadRequest (same words)."""
    return BadRequest(error.code, error.message)


def play(defs, word):
    """(canonical word list, text, the engine's score result) of `word`
    played from `defs` (a deal); BadRequest saying why it is refused."""
    hand = [(i, d) for i, d in enumerate(defs[:HAND])]
    common = [(COMMON_ID, defs[COMMON_ID])]
    try:
        parsed = words.parse(word, hand, common, SEAT)
        text = tiles.text_of(parsed)
        lexicon.judge(DICTIONARY, text)
    except IllegalAction as error:
        raise refused(error) from None
    result = scoring.score(words.parts(parsed, dict(enumerate(defs))))
    return [{"card": t["card"], "wild": t["wild"]} for t in parsed], text, result


def finder_score(lettered, defs, wild):
    """The finder's score(word, tiles_used): the engine's score of that play."""
    def score(word, used):
        parts, pos = [], 0
        while pos < len(used):
            tile = used[pos]
            if tile is None:
                parts.append(scoring.part(wild, word[pos], True))
                pos += 1
            else:
                d = defs[lettered[tile]]
                parts.append(scoring.part(d, d["letters"].lower()))
                pos += len(d["letters"])
        return scoring.score(parts)["score"]
    return score


def word_list(match, lettered, wild_ids, defs):
    """A finder Match as a play's word list (wild cards in id order)."""
    entries, pos, wilds = [], 0, list(wild_ids)
    used = match.tiles_used
    while pos < len(used):
        tile = used[pos]
        if tile is None:
            entries.append({"card": wilds.pop(0), "wild": match.word[pos]})
            pos += 1
        else:
            entries.append({"card": lettered[tile], "wild": None})
            pos += len(defs[lettered[tile]]["letters"])
    return entries


def find_best(defs):
    """{"word", "score", "cards"} of the best word `defs` make (most points,
    a word people know first, then longest, then first alphabetically), or
    None when they make none."""
    lettered = [i for i, d in enumerate(defs) if d["letters"]]
    wild_ids = [i for i, d in enumerate(defs) if not d["letters"]]
    tile_letters = [defs[i]["letters"].lower() for i in lettered]
    best = [lexicon.find_words(DICTIONARY, tile_letters, wilds=len(wild_ids), limit=1, familiar=known,
                               score=finder_score(lettered, defs, wild_card()))
            for known in (False, True)]
    if not best[0]:
        return None
    match = best[1][0] if best[1] and best[1][0].score == best[0][0].score else best[0][0]
    entries, text, result = play(defs, word_list(match, lettered, wild_ids, defs))
    return {"word": text, "score": result["score"], "cards": entries}


def cached(date):
    if date not in _CACHE:
        if len(_CACHE) >= _CACHE_DAYS:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[date] = {"deal": deal(date)}
    return _CACHE[date]


def percent(score, best):
    """`score` as a whole percentage of `best`, rounded half up."""
    return 100 if best <= 0 else (200 * score + best) // (2 * best)


class PaperbackDaily:
    id = "paperback"
    name = "Paperback Daily Hand"
    moves = ("play",)

    def deal(self, date):
        return cached(date)["deal"]

    def letters(self, date):
        """What the 9 cards print (the Common card last), None for a wild."""
        return [d["letters"] for d in self.deal(date)]

    def best(self, date):
        """The best word of `date`: {"word", "score", "cards" (its word list)}."""
        day = cached(date)
        if "best" not in day:
            day["best"] = find_best(day["deal"])
        return day["best"]

    def check(self, date, moves, move):
        if moves:
            raise BadRequest("puzzle_done", "You have played today's hand: come back tomorrow "
                             "for the next.")
        entries, _, _ = play(self.deal(date), move.get("word"))
        move.clear()
        move.update(type="play", word=entries)

    def view(self, date, moves):
        defs = self.deal(date)
        view = {"hand": [card_view(i, d) for i, d in enumerate(defs[:HAND])],
                "common": card_view(COMMON_ID, defs[COMMON_ID]), "dictionary": DICTIONARY,
                "done": bool(moves)}
        if not moves:
            return view
        entries, text, result = play(defs, moves[0].get("word"))
        best = self.best(date)
        if best is None or result["score"] > best["score"]:
            # Never, while the finder sees every play; but a player's word is
            # a word this hand makes, so it is the best one if nothing beats it.
            best = {"word": text, "score": result["score"], "cards": entries}
        score, top = result["score"], best["score"]
        view.update(word=text, cards=entries, score=score, letters=result["letters"],
                    bonus=result["bonus"], explain=result["explain"], best=dict(best),
                    result=f"{score} of {top} ({percent(score, top)}%)",
                    share=self.share(date, score, top))
        return view

    def share(self, date, score, best):
        """The puzzle's number, the points against the best, and a bar of
        squares; neither word (the page appends the link)."""
        green = SQUARES if best <= 0 else min(SQUARES, SQUARES * score // best)
        row = "🟩" * green + "⬜" * (SQUARES - green)
        return "\n".join([f"Inkwell · {self.name} #{daily.number(date)}",
                          f"{score} of {best} points", row])


DAILY = daily.register(PaperbackDaily())
