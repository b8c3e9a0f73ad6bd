"""Break the Word Daily: one hidden word and its nine clues, in a fixed order.

The word and the clues come from the date alone (core.daily), drawn as a
game's round draws them, with the standard mix (3 clues of each colour).
The first clue is out at the start; a player asks for the next one
("next") or locks in an answer ("answer"), once: right or wrong, the
puzzle is done.  An answer that is no word of the answer list is refused
unread, as the table's known_answer check does, so a typo costs nothing.
"Give up" ends it as missed, and shows the word.

>>> from inkwell.core import daily
>>> moves = [{"type": "next"}, {"type": "next"}]
>>> v = DAILY.view("2026-12-02", moves)
>>> v["revealed"], v["done"], "word" in v
(3, False, False)
>>> word = DAILY.word("2026-12-02")
>>> v = DAILY.view("2026-12-02", moves + [{"type": "answer", "word": word.upper()}])
>>> v["done"], v["cracked"], v["at"], v["points"], v["word"] == word
(True, True, 3, 3, True)
>>> word in v["share"] or word.upper() in v["share"]
False
>>> v["share"].splitlines()[:2]
['Inkwell · Break the Word Daily #2', 'Cracked at clue 3 of 9']
"""

from inkwell.core import BadRequest, Rng, daily

from .clues import CLUES, MIXES, can_make, make_clues
from .engine import is_answer, load_secrets, normalize_answer, retired
from .review import certain_after
from .scoring import zone_for

SQUARES = {"green": "🟩", "orange": "🟧", "pink": "🟪"}


class BreakTheWordDaily:
    id = "break_the_word"
    name = "Break the Word Daily"
    moves = ("next", "answer", "give_up")

    def deal(self, date):
        """(word, its 9 clues in order) for `date`."""
        rng = Rng(daily.seed(date, self.id))
        mix = MIXES["standard"]
        words = [w for w in load_secrets() if can_make(w, mix)]
        word = words[rng.below(len(words))]
        while word in retired():   # only the days that drew one change
            word = words[rng.below(len(words))]
        return word, make_clues(word, mix, rng)

    def word(self, date):
        return self.deal(date)[0]

    def played(self, moves):
        """(clues out, the answer locked in or None, given up)."""
        revealed = 1 + sum(m["type"] == "next" for m in moves)
        answers = [normalize_answer(m.get("word")) for m in moves if m["type"] == "answer"]
        return revealed, (answers[0] if answers else None), any(m["type"] == "give_up" for m in moves)

    def check(self, date, moves, move):
        revealed, answer, gave_up = self.played(moves)
        if answer is not None or gave_up:
            raise BadRequest("puzzle_done", "Today's puzzle is done: come back tomorrow for the next.")
        if move["type"] == "next" and revealed >= CLUES:
            raise BadRequest("no_more_clues", "All 9 clues are out: lock in an answer, or give up.")
        if move["type"] == "answer":
            word = normalize_answer(move.get("word"))
            if word is None:
                raise BadRequest("bad_word", "An answer is one word of 7 letters.")
            if not is_answer(word):
                raise BadRequest("unknown_answer", f"{word.upper()} is not in the list of answers: "
                                 "the hidden word cannot be it. Nothing is lost; try another.")
            move["word"] = word
        else:
            for key in list(move):
                if key != "type":
                    del move[key]

    def view(self, date, moves):
        word, clues = self.deal(date)
        revealed, answer, gave_up = self.played(moves)
        view = {"revealed": revealed, "clues": clues[:revealed], "of": CLUES,
                "done": answer is not None or gave_up, "zone_now": zone_for(revealed)}
        if not view["done"]:
            return view
        cracked = answer == word
        view.update(word=word, answer=answer, cracked=cracked, at=revealed if cracked else None,
                    points=zone_for(revealed) if cracked else 0, clues=clues,
                    certain=certain_after(clues))
        view["result"] = f"cracked at clue {revealed}" if cracked else "missed"
        view["share"] = self.share(date, clues, revealed, cracked)
        return view

    def share(self, date, clues, revealed, cracked):
        """The puzzle's number, how it went, and the colours of the clues it
        took, as squares (the clues themselves would give the word away)."""
        head = f"Inkwell · {self.name} #{daily.number(date)}"
        line = f"Cracked at clue {revealed} of {CLUES}" if cracked else f"Missed after {revealed} of {CLUES} clues"
        row = "".join(SQUARES[c["color"]] for c in clues[:revealed]) + ("" if cracked else "❌")
        return "\n".join([head, line, row])


DAILY = daily.register(BreakTheWordDaily())
