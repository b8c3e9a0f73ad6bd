"""The Break the Word game: rounds of clues, responses, and scoring."""

from inkwell.core import SYSTEM, Game, Option, require
from inkwell.core.moves import Int, Move, Str

from . import views
from .clues import MIXES, can_make, make_clues
from .scoring import score_responses, zone_for

CLUES = 9
RESULTS_SECONDS = 15
"""How long the host's clock leaves a round's results up before moving on."""


def load_secrets():
    # Imported late: in the browser the list may still have to be fetched
    # (NeedFile), which must reach the worker unchanged.
    from inkwell.words import secret_words
    return secret_words()


def normalize_answer(word):
    """The answer as a lowercase 7-letter word, or None when it is not one.

    >>> normalize_answer("  Apricot "), normalize_answer("apri-ot"), normalize_answer(7)
    ('apricot', None, None)
    """
    if not isinstance(word, str):
        return None
    word = word.strip().lower()
    ok = len(word) == 7 and word.isascii() and word.isalpha()
    return word if ok else None


def same(count, expected):
    """A timer's count matches (true is not 1, here).

    >>> same(1, 1), same(True, 1), same(1.0, 1)
    (True, False, False)
    """
    return type(count) is int and count == expected


def most_points(scores):
    top = max(scores)
    return [s for s, v in enumerate(scores) if v == top]


class BreakTheWord(Game):
    id = "break_the_word"
    name = "Break the Word"
    pitch = "Crack the hidden seven-letter word from its clues before anyone else does."
    min_players = 2
    max_players = 6
    options = (
        Option("difficulty", "standard", ["first", "standard", "hard"], "Difficulty",
               "The colours of the 9 clues: first game 4 green, 3 orange, 2 pink; "
               "standard 3 of each; hard 2 green, 3 orange, 4 pink.",
               labels={"first": "First games (4 green, 3 orange, 2 pink)",
                       "standard": "Standard (3 of each colour)",
                       "hard": "Hard (2 green, 3 orange, 4 pink)"}),
        Option("rounds", 4, [2, 4, 6], "Rounds", "How many words are played."),
        Option("clue_seconds", 0, [0, 15, 20, 30], "Seconds per clue",
               "The next clue comes when everyone still guessing is ready, "
               "or with a time set, after that long at most.",
               labels={0: "When everyone is ready", 15: "Every 15 seconds at most",
                       20: "Every 20 seconds at most", 30: "Every 30 seconds at most"}),
    )

    quick_options = {"rounds": 2}
    moves = (
        Move("answer", "lock in a seven-letter word", word=Str(32)),
        Move("ready", "ready for the next clue (or the next round)"),
        Move("reveal", "the next clue", clock=True, n=Int(1, CLUES)),
        Move("next", "the next round", clock=True, round=Int(1, 99)),
    )

    def allowed(self, state, seat):
        if state["outcome"] is not None:
            return []
        if state["phase"] != "clues":
            return [] if state["ready"][seat] else ["ready"]
        if state["zones"][seat] is not None:
            return []
        return ["answer"] + ([] if state["ready"][seat] else ["ready"])

    # -- setup ----------------------------------------------------------------

    def new_state(self, options, seats, rng):
        mix = MIXES[options["difficulty"]]
        words = rng.sample([w for w in load_secrets() if can_make(w, mix)], options["rounds"])
        n = len(seats)
        state = {"words": words, "future": [make_clues(w, mix, rng) for w in words],
                 "round": 1, "scores": [0] * n, "last": None, "outcome": None,
                 "guesses": [[] for _ in range(n)], "ready": [False] * n}
        self.start_round(state)
        return state

    def start_round(self, state):
        clues = state["future"].pop(0)
        n = len(state["scores"])
        state.update(phase="clues", first=clues[:1], first_color=clues[0]["color"],
                     shown=[], deck=clues[1:], revealed=1, order=[],
                     leaders=most_points(state["scores"]) if state["round"] > 1 else [],
                     guesses=[[] for _ in range(n)], zones=[None] * n, ready=[False] * n)

    # -- who acts -------------------------------------------------------------

    def actors(self, state):
        if state["outcome"] is not None:
            return []
        waiting = [s for s, ready in enumerate(state["ready"]) if not ready]
        if state["phase"] == "clues":
            waiting = [s for s in waiting if state["zones"][s] is None]
        return waiting + ([SYSTEM] if state["options"]["clue_seconds"] else [])

    def may_act(self, state, seat, action):
        # A player who said "ready" may still crack the word before the next clue.
        if action.get("type") == "answer" and state["phase"] == "clues" and type(seat) is int:
            return 0 <= seat < len(state["scores"])
        return seat in self.actors(state)

    def timers(self, state):
        seconds = state["options"]["clue_seconds"]
        if state["outcome"] is not None or not seconds:
            return []
        if state["phase"] == "clues":
            return [{"delay": seconds, "action": {"type": "reveal", "n": state["revealed"]}}]
        return [{"delay": RESULTS_SECONDS, "action": {"type": "next", "round": state["round"]}}]

    # -- moves ----------------------------------------------------------------

    def move_answer(self, state, seat, action, rng):
        require(state["phase"] == "clues", "not_now", "The round is over: no more answers.")
        require(state["zones"][seat] is None, "already_answered",
                "You have already given your answer this round.")
        word = normalize_answer(action.get("word"))
        require(word is not None, "bad_answer", "An answer is one word of exactly 7 letters (a-z).")
        state["guesses"][seat] = [word]
        state["zones"][seat] = zone_for(state["revealed"])
        state["order"].append(seat)
        self.after_response(state)

    def move_ready(self, state, seat, action, rng):
        state["ready"][seat] = True
        if state["phase"] == "clues":
            self.after_response(state)
        elif all(state["ready"]):
            self.next_round(state)

    def move_reveal(self, state, seat, action, rng):
        require(state["phase"] == "clues" and same(action.get("n"), state["revealed"]),
                "stale_timer", "That clue has already been revealed.")
        self.next_clue(state)

    def move_next(self, state, seat, action, rng):
        require(state["phase"] == "results" and same(action.get("round"), state["round"]),
                "stale_timer", "That round's results are already gone.")
        self.next_round(state)

    # -- the flow of a round --------------------------------------------------

    def after_response(self, state):
        guessing = [s for s, zone in enumerate(state["zones"]) if zone is None]
        if not guessing:
            self.end_round(state)
        elif all(state["ready"][s] for s in guessing):
            self.next_clue(state)

    def next_clue(self, state):
        if not state["deck"]:
            return self.end_round(state)
        state["shown"].append(state["deck"].pop(0))
        state["revealed"] += 1
        state["ready"] = [False] * len(state["ready"])

    def end_round(self, state):
        word = state["words"][state["round"] - 1]
        given = [{"seat": s, "word": state["guesses"][s][0], "zone": state["zones"][s]}
                 for s in state["order"]]
        answers = score_responses(word, given)
        for a in answers:
            state["scores"][a["seat"]] += a["points"]
        state["last"] = {"round": state["round"], "word": word,
                         "clues": state["first"] + state["shown"] + state["deck"],
                         "answers": answers}
        state["phase"] = "results"
        state["ready"] = [False] * len(state["ready"])

    def next_round(self, state):
        if state["round"] == state["options"]["rounds"]:
            return self.finish(state)
        state["round"] += 1
        self.start_round(state)

    def finish(self, state):
        state["phase"] = "over"
        state["outcome"] = {"scores": list(state["scores"]),
                            "winners": most_points(state["scores"])}

    # -- views ----------------------------------------------------------------

    def player_view(self, state, seat):
        return views.player_view(state, seat)

    def secret_zones(self, state, seat):
        return views.secret_zones(state, seat)
