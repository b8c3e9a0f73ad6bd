"""Break the Word: work out the hidden 7-letter word from clues, before
the others do (rules: shared/rules/break-the-word.txt).

Game id "break_the_word", 2-6 players, rules version 2. Modules: clues (making
and checking clues, colour mixes), scoring (zones and the bonus), memory (the
words a device has played), views, bots, review (after the game: the clue at
which each word became certain), engine (the Game class).

Options
-------
difficulty    "first" (4 green, 3 orange, 2 pink; the default, for new
              players) | "standard" (3 of each) | "hard" (2 green, 3 orange,
              4 pink; only answers that allow it) | "custom": always 9 clues
mix           with "custom": "g-o-p" counts totalling 9 (text; "/" or ","
              also separate); refused, with the reason, unless every answer
              word allows it (at most 7 green, 3 orange, 3 pink today)
played        text the screen keeps on the device and passes back (the view's
              "played"): the answers already played, as a bitmap (memory.py);
              they are not drawn until every answer has been played
rounds        2 | 4 | 6
clue_seconds  0 | 15 | 20 | 30: with 0 a clue comes only when everyone
              still guessing is ready; otherwise the host's clock also
              reveals it after that many seconds

Clues (JSON)
------------
{"color": "green", "position": 1..7, "letter": "c"}
{"color": "orange", "letters": ["a", "p"]}        side by side, sorted
{"color": "pink", "count": n, "letter": "a"}       exactly n times
{"color": c, "hidden": true}                       the leaders' first clue

Actions (JSON)
--------------
Phase "clues" (the round's first clue is out when it starts):
  {"type": "answer", "word": "apricot"}   7 letters a-z (stripped, any case);
      one answer a round, final; allowed even after "ready". Its zone comes
      from the clues out: 1-3 -> zone 3, 4-6 -> zone 2, 7-9 -> zone 1.
      Optional "think": ms (bots send it): the answer is being written down
      and goes on the board when the clock's "place" comes that much later
      (zone then); the seat is not ready meanwhile, so no clue comes
      without it. Answers still being written when the round ends go down
      then, quickest first.
  {"type": "ready"}     ready for the next clue (after the 9th: no answer).
      When everyone who has not answered is ready, the next clue comes at
      once (ready flags reset); the round ends when all have answered, or
      when all are ready with the 9 clues out.
  {"type": "place", "seat": s, "round": r}   the clock only: seat s's
      answer being written goes on the board (timer delay: its think / 1000).
  {"type": "reveal", "n": revealed}   the clock (SYSTEM) only; n must be the
      current count (a stale timer is refused); after the 9th clue it ends
      the round.
Phase "results":
  {"type": "ready"}     go on; when all are ready, the next round starts or
      the game ends.
  {"type": "next", "round": r}   the clock only, after 15 s.

Scoring: zones 3, 2, 1 are checked in turn, each in the order its answers
were given; a correct answer scores its zone's number, and the first
correct one checked scores 1 more. From round 2, the seats with the most
points (ties share) wear the Leader crown: their first clue is hidden.
Outcome {"scores": [...], "winners":
[seats with the most points]}.

Undo (solo and pass-and-play; core.session): an answer or "ready" may be
taken back while it brought no news (no clue came out, the round did not
end) and nobody else has answered, said ready or been placed since.

View (game.view(state, seat))
-----------------------------
phase ("clues"|"results"|"over"), round (1-based), rounds, revealed,
zone_now (the zone an answer given now goes to; None out of phase clues),
clues (the revealed ones in order), mix ({"green", "orange", "pink"}:
counts in the round's 9), scores, leaders, crown_note (why the first clue is
hidden, for this seat: "You share the lead: ...", or None), players:
[{"answered", "zone", "ready"}], you ({"answer", "zone"}, zone None while
the answer is being written; None for a spectator), played (the string to
keep for the next set-up: the finished rounds' words added), last (the
latest finished round: {"round", "word", "clues": all 9, "answers":
[{"seat", "word", "zone", "points" (bonus included), "bonus"}] in checking
order}), round_results (= last while phase is "results", else None).
"""

from inkwell.core import register

from .bots import ABOUT, BOTS
from .engine import BreakTheWord

BreakTheWord.bots = BOTS
BreakTheWord.bot_about = ABOUT
GAME = register(BreakTheWord())

from . import daily  # noqa: E402,F401  (registers Break the Word Daily)
