"""The Break the Word game: rounds of clues, responses, and scoring."""

from inkwell.core import SYSTEM, BadRequest, Game, Option, best_seats, require
from inkwell.core.moves import Int, Move, Str
from inkwell.core.options import TextOption
from inkwell.core.words import points_said

from . import memory, summary, views
from .clues import CLUES, can_make, check_custom_mix, make_clues, mix_of, parse_mix
from .review import review as game_review
from .scoring import score_responses, zone_for

MOST_THINKING_MS = 60000
"""The longest an answer may take to write down (a bot's thinking time)."""
RESULTS_SECONDS = 15
"""How long the host's clock leaves a round's results up before moving on."""


def load_secrets():
    # Imported late: in the browser the list may still have to be fetched
    # (NeedFile), which must reach the worker unchanged.
    from inkwell.words import secret_words
    return secret_words()


def retired():
    """The answers never drawn (offensive words; kept in the list so that
    every other answer keeps its place, which records and days draw by)."""
    from inkwell.words import retired_secrets
    return retired_secrets()


def is_answer(word):
    """Whether `word` can be a round's (or a day's) hidden word."""
    return word in load_secrets() and word not in retired()


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


def put_down(state, seat):
    """The seat's answer goes on the board, in the zone of the clues out now."""
    state["think"][seat] = None
    state["zones"][seat] = zone_for(state["revealed"])
    state["order"].append(seat)


class BreakTheWord(Game):
    id = "break_the_word"
    name = "Break the Word"
    pitch = "Crack the hidden seven-letter word from its clues before anyone else does."
    views = views
    min_players = 2
    max_players = 6
    rules_version = 2
    """2: bots think before answering (answers placed by the clock), the
    device's played words are left out, custom clue mixes."""
    options = (
        Option("difficulty", "first", ["first", "standard", "hard", "custom"], "Difficulty",
               "The colours of the 9 clues: first games 4 green, 3 orange, 2 pink; "
               "standard 3 of each; hard 2 green, 3 orange, 4 pink; or your own mix.",
               labels={"first": "First games (4 green, 3 orange, 2 pink)",
                       "standard": "Standard (3 of each colour)",
                       "hard": "Hard (2 green, 3 orange, 4 pink)",
                       "custom": "Custom mix"}),
        TextOption("mix", "", parse_mix, 16, "Custom mix",
                   "How many green, orange and pink clues, 9 in all, like 5-2-2. "
                   "More green is easier, more pink harder.",
                   when={"difficulty": ["custom"]}, placeholder="green-orange-pink"),
        TextOption("played", "", memory.parse_played, memory.MOST, "Words played here",
                   "The answers this device has played, which are not drawn again "
                   "until every one has been played.", hidden=True),
        Option("rounds", 4, [2, 4, 6], "Rounds", "How many words are played."),
        Option("clue_seconds", 0, [0, 15, 20, 30], "Seconds per clue",
               "The next clue comes when everyone still guessing is ready, "
               "or with a time set, after that long at most.",
               labels={0: "When everyone is ready", 15: "Every 15 seconds at most",
                       20: "Every 20 seconds at most", 30: "Every 30 seconds at most"}),
    )

    quick_options = {"rounds": 2}
    queries = ("known_answer",)
    moves = (
        Move("answer", "lock in a seven-letter word (think: ms spent writing it down)",
             word=Str(32), think=Int(0, MOST_THINKING_MS, optional=True), undoable=True),
        Move("ready", "ready for the next clue (or the next round)", undoable=True),
        Move("reveal", "the next clue", clock=True, n=Int(1, CLUES)),
        Move("next", "the next round", clock=True, round=Int(1, 99)),
        Move("place", "an answer written down goes on the board", clock=True,
             seat=Int(0, 5), round=Int(1, 99)),
    )

    def allowed(self, state, seat):
        if state["outcome"] is not None:
            return []
        if state["phase"] != "clues":
            return [] if state["ready"][seat] else ["ready"]
        if state["guesses"][seat]:
            return []
        return ["answer"] + ([] if state["ready"][seat] else ["ready"])

    def known_answer(self, view, *args):
        """Whether `word` is in the answer list, from which every round's word
        is drawn (one that is not can never be the word): {"word": the answer
        as the engine reads it, or None when it is no 7-letter word; "known"}.
        The screen asks before locking in an answer, so a typo costs no round."""
        if len(args) != 1:
            raise BadRequest("bad_args", "Ask known_answer about one word.")
        word = normalize_answer(args[0])
        return {"word": word, "known": word is not None and is_answer(word)}

    def review(self, states):
        """The clue at which each word became certain, and who cracked it when."""
        return game_review(states)

    # -- setup ----------------------------------------------------------------

    def new_state(self, options, seats, rng):
        secrets = load_secrets()
        mix = self.checked_mix(options, secrets)
        eligible = [(i, w) for i, w in enumerate(secrets) if can_make(w, mix)]
        picked, reset = memory.draw(eligible, memory.decode(options["played"]),
                                    options["rounds"], rng, retired())
        words = [w for _, w in picked]
        n = len(seats)
        state = {"words": words, "ids": [i for i, _ in picked],
                 "future": [make_clues(w, mix, rng) for w in words],
                 "memory": {"base": "" if reset else options["played"], "done": []},
                 "round": 1, "scores": [0] * n, "last": None, "outcome": None,
                 "guesses": [[] for _ in range(n)], "ready": [False] * n,
                 "cracked": [[] for _ in range(n)]}   # each seat's right answers: its words
        self.start_round(state)
        return state

    def checked_mix(self, options, secrets):
        mix = mix_of(options) if options["mix"] or options["difficulty"] != "custom" else None
        if options["difficulty"] == "custom":
            try:
                if mix is None:
                    raise ValueError("give three counts totalling 9, green-orange-pink, like 5-2-2")
                check_custom_mix(mix, secrets)
            except ValueError as err:
                raise BadRequest("bad_option", f"Custom mix: {err}")
        return mix

    def start_round(self, state):
        clues = state["future"].pop(0)
        n = len(state["scores"])
        state.update(phase="clues", first=clues[:1], first_color=clues[0]["color"],
                     shown=[], deck=clues[1:], revealed=1, order=[],
                     leaders=best_seats(state["scores"]) if state["round"] > 1 else [],
                     guesses=[[] for _ in range(n)], zones=[None] * n, ready=[False] * n,
                     think=[None] * n)

    # -- who acts -------------------------------------------------------------

    def actors(self, state):
        if state["outcome"] is not None:
            return []
        waiting = [s for s, ready in enumerate(state["ready"]) if not ready]
        if state["phase"] == "clues":
            waiting = [s for s in waiting if not state["guesses"][s]]
        return waiting + ([SYSTEM] if state["options"]["clue_seconds"] else [])

    def words_played(self, state):
        """A player's words are the ones they cracked, worth what they scored."""
        cracked = state.get("cracked") or []
        return {s: [(w[0], w[1], points_said(w[1])) for w in ws] for s, ws in enumerate(cracked)}

    def turns(self, state):
        return summary.turns(state)

    def undoable(self, before, seat, action, after):
        # A clue coming out or the round's results showing reveal nothing hidden
        # in a zone, yet they are news: only an answer or "ready" that brought
        # neither may be taken back.
        return (super().undoable(before, seat, action, after)
                and all(before[k] == after[k] for k in ("phase", "round", "revealed")))

    def may_act(self, state, seat, action):
        # A player who said "ready" may still crack the word before the next clue.
        if action.get("type") == "answer" and state["phase"] == "clues" and type(seat) is int:
            return 0 <= seat < len(state["scores"])
        if action.get("type") == "place":
            return True   # the clock's, whenever: move_place refuses a stale one
        return seat in self.actors(state)

    def timers(self, state):
        if state["outcome"] is not None:
            return []
        return self.clock_timers(state) + self.writing_timers(state)

    def clock_timers(self, state):
        seconds = state["options"]["clue_seconds"]
        if not seconds:
            return []
        if state["phase"] == "clues":
            return [{"delay": seconds, "action": {"type": "reveal", "n": state["revealed"]}}]
        return [{"delay": RESULTS_SECONDS, "action": {"type": "next", "round": state["round"]}}]

    def writing_timers(self, state):
        """Answers being written down go on the board when their time is up,
        so the quickest thinker is placed first, whatever the seat."""
        if state["phase"] != "clues":
            return []
        return [{"delay": ms / 1000, "action": {"type": "place", "seat": s, "round": state["round"]}}
                for s, ms in enumerate(state["think"]) if ms is not None]

    # -- moves ----------------------------------------------------------------

    def move_answer(self, state, seat, action, rng):
        require(state["phase"] == "clues", "not_now", "The round is over: no more answers.")
        require(not state["guesses"][seat], "already_answered",
                "You have already given your answer this round.")
        word = normalize_answer(action.get("word"))
        require(word is not None, "bad_answer", "An answer is one word of exactly 7 letters (a-z).")
        state["guesses"][seat] = [word]
        if action.get("think"):
            # Written down over that long: its zone is the one when the clock places it.
            state["think"][seat] = action["think"]
        else:
            self.place(state, seat)

    def move_place(self, state, seat, action, rng):
        s = action["seat"]
        require(state["phase"] == "clues" and same(action.get("round"), state["round"])
                and s < len(state["think"]) and state["think"][s] is not None,
                "stale_timer", "That answer is already on the board.")
        self.place(state, s)

    def place(self, state, seat):
        put_down(state, seat)
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
        # Answers still being written when the round ends go down now, quickest first.
        writing = sorted((ms, s) for s, ms in enumerate(state["think"]) if ms is not None)
        for _, s in writing:
            put_down(state, s)
        word = state["words"][state["round"] - 1]
        state["memory"]["done"].append(state["ids"][state["round"] - 1])
        given = [{"seat": s, "word": state["guesses"][s][0], "zone": state["zones"][s]}
                 for s in state["order"]]
        answers = score_responses(word, given)
        for a in answers:
            state["scores"][a["seat"]] += a["points"]
            if a["word"] == word and "cracked" in state:
                state["cracked"][a["seat"]].append([word, a["points"]])
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
                            "winners": best_seats(state["scores"])}
