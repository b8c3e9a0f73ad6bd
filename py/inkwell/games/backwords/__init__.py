"""Backwords: reach back along the discard row for the letters you need
(rules: shared/rules/backwords.txt; the decisions the rulebook leaves open
are in rules.json and on howto/backwords.html).

Game id "backwords", 2-6 players.  Modules: cards (the deck and rules.json),
table (Backwords X pulls, creating and changing words), objectives, rounds
(the deal, the end of a round), engine (the Game class), views, query
(score_move), bots.

Options
-------
dictionary   "common" | "large" | "huge": the list refuses invalid words;
             "vote_majority" | "vote_unanimous": no list, words may be
             challenged and the other players vote
objectives   10 | 5 | 3: the game ends with that objective (10: the rulebook)

Cards
-----
Ids 0-103 (cards.DECK): 98 letter cards a-z, 2 wilds, 2 Skips, 2 Backwords.
In views every card is {"id", "kind": "a".."z" | "wild" | "skip" |
"backwords", "points"}.  Skips and Backwords never reach a hand or the row:
flipped, they leave play at once.

Actions (JSON)
--------------
The player on turn (phase "act"; a card has already been flipped):
  {"type": "create", "pull": X, "cards": [{"card": id, "wild": null | "e"}, ...]}
      a base word from the hand and the last X cards of the row (X optional,
      0); a wild card names its letter.  Cards pulled beyond the furthest one
      used go back on the row in order; unused ones before it join the hand.
  {"type": "change", "pull": X, "words": [{"word": word id, "letters": [
      {"stack": i}                  a letter of the word kept where it is,
      {"stack": i, "card": id}      that letter covered by a card,
      {"card": id}                  a new letter,
      ("wild": letter on a new wild card, or on a kept stack topped by a wild)
  ]}, ...]}      every stack of the word exactly once, each word once.
  {"type": "pass"}
No dictionary, after a create or change (phase "challenge"):
  {"type": "accept"} / {"type": "challenge"}    any other player
  {"type": "close", "turn": n}                  the clock, after 12 s
  {"type": "vote", "valid": bool}               phase "vote": the players
      other than the mover and the challenger (with nobody to vote, the
      huge list decides)

Undo (solo and pass-and-play; core.session): with a dictionary a move
ends the turn and flips the next card, so nothing can be taken back (the
table shows what a move earns before it is confirmed).  With no
dictionary, a created or changed word may be taken back until another
player accepts or challenges it or the window closes, and an accept while
others are still deciding.  Challenge, vote and pass are final.

View (game.view(state, seat))
-----------------------------
phase ("act" | "challenge" | "vote" | "over"), me, turn (the seat on turn),
round, first (who started it), row (the discard row, oldest first), draw_size,
drawn (every kind flipped this round, in order: the record players keep),
out (Skips and Backwords played), hand (yours; None for a spectator),
players: [{seat, score, objective (1-10), goal (its words), round_points,
done (completed this round), created (base words this round), words_needed,
hand_count}], words: [{id, owner, text, stacks: [[cards, bottom to top]],
points (its letters showing)}], goal (your objective in words), objectives
(all of them in words), challenge ({seat, words, points, by, passed,
voters, voted, turn} in phases challenge and vote), last_round ({round,
players: [{objective, done, hand (kinds left), penalty, round_points,
advanced, score}]}), log (recent events: flipped, created, changed, passed,
challenged, challenge_won, challenge_failed, round_over, game_over),
allowed (the move types you may take now).

Queries (no action): `game.score_move(view, action)` -> {"ok", "points",
"words", "pull" (as it will stand), "kept", "returned", "completes",
"explain"}: what a create or change would earn and, when not ok, why the
engine would refuse it.

Outcome: {"scores", "winners" (of those who completed the last objective,
the highest total), "objectives", "finished"}.
"""

from inkwell.core import register

from .bots import ABOUT, BOTS, coach
from .expert import expert_bot
from .engine import Backwords

Backwords.bots = dict(BOTS, expert=expert_bot)
Backwords.bot_about = ABOUT
Backwords.coach = staticmethod(coach)
GAME = register(Backwords())
