"""Hardback: a deck-building word game (rules: shared/rules/hardback.txt).

Each player builds a deck of letter cards, spells a word from a hand of 5
each turn (any card may be played wild), earns coins (¢) and points (★)
from the cards' benefits, and buys better cards from the offer row.

Game id "hardback"; modules: cards (card set), spelling, benefits, resolve
(benefit choices), market (purchases, end of turn), coop (Penny Dreadful),
views, query (score_word), bots (coop_bot: the strong bot's co-op play),
engine (the Game class).  What it shares with the other word card games
(drawing, the word parser, dictionary and vote rules, the bots' word
search, turn order) is in inkwell.wordcards.

Options
-------
mode          "competitive" (2-5 players) | "coop" (1-4, against Penny Dreadful)
length        40 | 60 | 80: points that end a competitive game (round finished)
dictionary    "common" | "large" | "huge" | "vote_majority" | "vote_unanimous"
awards        false | true: Literary Awards
adverts       true | false: adverts (each player buys each once, in order)
signature     "none" | "adventure" | "horror" | "mystery" | "romance" (co-op)
difficulty    "easier" | "standard" | "harder" (co-op): Penny's head start (coop.py)
open_hands    false | true: every hand is visible
unique_words  "off" | "per_player" | "per_game"

Cards
-----
`game.card_set()` returns the static set once: {"cards": [definition]}, where
definition = {"def": n, "letter": "A", "genre": "adventure"|"horror"|
"mystery"|"romance"|"starter", "cost": 4, "classic": bool (Timeless
Classic), "buy_stars": n (★ printed on the price tag, once when bought),
"basic": [benefit], "bonus": [benefit] (genre benefits),
"text": {"basic": ["2★", ...], "bonus": [...]}}; benefit = {"kind", "n"}
with kind one of coins, stars, coins_or_stars, ink (ink or remover), double,
uncover, jail, dump, trash_coins, trash_stars, coins_per_adventure,
stars_per_inked, coins_per_inked, stars_per_wild, preview.
In views every card is {"id": card id (unique in the game), "def": n}.

Actions (JSON)
--------------
Before spelling (also out of turn, on the hand for your next turn):
  {"type": "ink"}                      spend 1 ink: draw an inked card
      (optional "seat": n guards against acting for the wrong seat)
  {"type": "remover", "card": 143}     spend 1 remover: un-ink that card
Spelling (the player on turn, phase "spell"):
  {"type": "spell", "word": [{"card": 143, "wild": null},
                             {"card": 12, "wild": "q"}, ...]}
      cards from your hand (inked or not) or any Timeless Classic in play
      (never wild); every inked card must be used.
  {"type": "skip"}
  {"type": "vote", "accept": true}     vote modes: the other players, phase "vote"
Benefit choices (phase "resolve"; view["choice"] says which is waiting):
  {"type": "uncover", "card": id}      a target from choice["targets"]
  {"type": "double", "card": id}       a target from choice["targets"]
  {"type": "pick", "choice": "coins"|"stars"}     choice kind coins_or_stars
  {"type": "pick", "choice": "ink"|"remover"}     choice kind ink
  {"type": "dump", "card": id}         a card of your discard pile
  {"type": "jail", "card": id, "mode": "reserve"|"remove"}   an offer-row card
  {"type": "trash"}                    trash the card (kind trash_coins/_stars);
                                       an optional "card" must be choice["card"]
  {"type": "preview", "keep": [ids]}   keep these previewed cards on top of
                                       your deck (first = drawn first), discard the rest
  {"type": "decline"}                  skip an optional ability (choice["declinable"])
Purchases (phase "flush", then "buy"):
  {"type": "flush"} / {"type": "no_flush"}   offered when the row qualifies
  {"type": "buy", "card": id}          from the offer row or your jail
  {"type": "buy_ink"}                  1¢ -> 1 ink
  {"type": "convert_ink"}              3 ink -> 1¢, only with ink from earlier turns
                                       and only when it lets you buy something
  {"type": "advert"}                   your next advert in order
  {"type": "end"}                      end the turn (leftover coins become ink)

Undo (solo and pass-and-play; core.session): the player may take back
their own last moves of this turn while no card came out and nobody else
moved: a word (before anyone votes on it), a benefit choice, using a
remover, no_flush, buying from their own jail, buy_ink, convert_ink, an
advert.  Not undoable: ink (it draws a card), buying from the offer row
and jailing (a new card is dealt to the row), flush, end, vote; nor any
move whose benefits drew, previewed or dealt a card.

View (game.view(state, seat))
-----------------------------
me, phase ("spell"|"vote"|"resolve"|"flush"|"buy"|"over"), turn (seat on
turn), round, ending (the last round is being played), target,
hand / inked / discard / jail / preview: your own cards,
players: [{seat, score, ink, remover, adverts, hand_size, inked_count, draw_size,
  discard_size, discard_top, classics (Timeless Classics in play, oldest
  first), jail_count, genres (deck composition by genre), preview_size,
  hand/inked (yours, or everyone's with open hands)}],
row: offer-row cards, oldest first (flag "oldest"), offer_deck_size, removed_size,
word: {text, cards: [{id, def, letter, wild, uncovered, classic, owner,
  inked, trashed, doubled}]} while a word is on the table,
coins (this turn), earned_stars, choice ({kind, card, n, targets|options|
  modes|count, declinable}), vote ({word, votes, voters, rule}), rejected,
flush_offered, can_convert_ink, earlier_ink (your ink from earlier turns,
the only ink that converts), award ({seat, length, stars, word}),
adverts ({seat, next, table: [{cost, stars, bought}]}: the viewer's own
track, the player on turn's for spectators; players[].adverts counts
each player's), penny ({score, target,
signature, claimed, last, team_score, effect: the signature's
condition and effect in words, or None}) in co-op, used_words (unique words),
log: recent events as data, e.g. {"seat": 0, "event": "spelled",
  "word": "cat", "coins": 2, "stars": 3}; other events: proposed, rejected,
  skipped, inked, remover, award, dumped, jailed, trashed, previewed,
  flushed, bought, bought_ink, converted_ink, advert, classic_lost, ended,
  penny (with "signature" when hers doubled the stars), penny_jailed (with
  "signature": her Mystery signature did it), penny_signature ({genre,
  stars}: her Adventure or Horror signature scored), game_over.

Rules decided here (see also the module docstrings), rules version 3:
adverts are per player (each player buys each advert once, in order, as
on Board Game Arena); ink converts back to coins (3 for 1¢) only from ink
held before this turn, and only when it lets the player buy something;
a skipped turn earns nothing, not even from Timeless Classics in play;
doubling multiplies every coin and star a card gives (trash and dump
amounts too); when the offer deck runs out only offer cards come back from
the removed pile (dumped starters stay out); Penny's Mystery jail removes the card from
the game; co-op Penny starts with the head start of her difficulty (version
3); in solo vote mode (nobody to vote) the huge list judges.

Queries (no action): `game.score_word(view, word)` -> {"ok", "word", "coins",
"stars", "choices", "explain"}: what the word (the "word" list of a spell
action) would earn and, when not ok, why it would be refused.
"""

from inkwell.core import register

from .bots import ABOUT, BOTS, coach
from .engine import Hardback
from .expert import expert_bot

Hardback.bots = dict(BOTS, expert=expert_bot)
Hardback.bot_about = ABOUT
Hardback.coach = staticmethod(coach)
GAME = register(Hardback())
