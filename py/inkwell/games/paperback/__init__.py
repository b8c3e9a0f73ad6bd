"""Paperback: a deck-building word game (rules: shared/rules/paperback.txt).

Each player spells a word from a hand of 5 letter cards (Fame cards are
wild; the top Common card of the length track may be used once per word),
gains the Common card with a long enough word, scores the word with the
cards' top-left values and their abilities, and buys letters and Fame
cards with that score.  Most fame when two Fame piles are empty or the last
Common card is taken wins; a tie goes to the most Common cards.

Game id "paperback"; modules: cards (the card set, cards.json), scoring
(a word's score, the rulebook as doctests), words (what a speller holds),
table (set-up, offer, length track, buying, the end), actions (moves and
`allowed`), engine (the Game class), views, query (score_word), bots.

Options
-------
dictionary    "common" | "large" | "huge" | "vote_majority" | "vote_unanimous"
unique_words  "off" | "per_player" | "per_game"
attacks       false | true: Attack cards (advanced) shuffled into the piles

Actions (JSON)
--------------
  {"type": "spell", "word": [{"card": id, "wild": null or "a"-"z"}, ...]}
      hand cards and the top Common card (view["track"]["top"]); a Fame
      card (def letters null) needs "wild"; letter cards are never wild.
  {"type": "pass"}                     no word: discard the hand, draw anew
  {"type": "vote", "accept": bool}     vote modes: the other players
  {"type": "trash", "card": id}        a "may remove" ability: a hand card
  {"type": "decline"}                  skip that ability
  {"type": "buy", "card": id}          a pile's top or alternate card, or a
                                       Fame pile's top; cost <= coins left
  {"type": "end"}                      end the turn (discard all, draw 5+)

Undo (solo and pass-and-play; core.session): the player may take back
their own last moves of this turn while nothing was revealed and nobody
else moved: the word (before anyone votes on it), trash or decline for an
ability, and a purchase that turned no card face up: a Fame card, or the
last card of a letter pile.  Not undoable: a letter pile's top or
alternate while cards lie below (the next one is revealed), pass and end
(a new hand is drawn), vote.

View: me, turn, phase ("spell"|"vote"|"choose"|"buy"|"over"), round, hand,
my_deck (your draw pile, sorted), my_discard, players [{seat, fame,
commons, hand_size, draw_size, discard_size, discard_top, extra (cards next
hand), short (fewer next hand, attacked), tax (¢ off the next word)}],
piles [{pile, top, alternate, count}], fame [{pile, cost, fame, count,
top}], track {top, cards, lengths, need, gained}, word {text, common,
cards [{id, def, letter, wild, zone}]}, score, coins, bought, choice
({kind "trash", card, targets, declinable}), vote, rejected, used_words,
ending {empty_fame_piles, commons_left}, log, allowed.

Queries: `score_word(view, word)` (what a word earns; why it is refused)
and `card_set()` (the definitions views name by "def").
"""

from inkwell.core import register

from .bots import ABOUT, BOTS, coach
from .expert import expert_bot
from .engine import Paperback

Paperback.bots = dict(BOTS, expert=expert_bot)
Paperback.bot_about = ABOUT
Paperback.coach = staticmethod(coach)
GAME = register(Paperback())

from . import daily  # noqa: E402,F401  (registers the Paperback Daily Hand)
