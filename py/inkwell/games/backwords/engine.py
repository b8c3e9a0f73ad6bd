"""The Backwords game: rounds, turns, moves and challenges."""

from inkwell.core import SYSTEM, Game, Option, copy_json, require
from inkwell.core.words import keep, points_said, unkeep
from inkwell.core.moves import Bool, Int, Letter, ListOf, Move, Obj
from inkwell.wordcards import lexicon, turns
from inkwell.wordcards.warming import warm_words

from . import cards, objectives, rounds, summary, table, views

CARD = Int(0, len(cards.DECK) - 1)
PULL = Int(0, len(cards.DECK), optional=True)


def fresh_turn(seat, number):
    return {"seat": seat, "phase": "act", "number": number, "move": None}


def dictionary_option():
    """The shared dictionary option, in Backwords' words: no list means challenges."""
    option = lexicon.dictionary_option()
    option.help = ("A word list refuses invalid words; with no list, any other player "
                   "may challenge a word and the others vote.")
    option.labels = option.labels | {
        "vote_majority": "No dictionary: challenges, majority vote",
        "vote_unanimous": "No dictionary: challenges, unanimous vote"}
    return option


class Backwords(Game):
    id = "backwords"
    name = "Backwords"
    pitch = "Reach back along the row of discards for the letters you need, ten objectives long."
    views = views
    min_players = 2
    max_players = 6
    options = (
        dictionary_option(),
        Option("objectives", objectives.LAST, [objectives.LAST, 5, 3], "Objectives",
               "Play all ten objectives, or a shorter game that ends with objective 5 or 3.",
               labels={objectives.LAST: "All ten", 5: "The first five", 3: "The first three"}),
    )
    quick_options = {"objectives": 3}
    # 2: a Skip or Backwords dealt is exchanged for a letter card, never a wild.
    rules_version = 2
    queries = ("score_move",)
    moves = (
        Move("create", "create a base word from your hand and cards pulled from the row",
             pull=PULL, cards=ListOf(Obj(card=CARD, wild=Letter(optional=True, nullable=True)),
                                     most=table.MAX_LENGTH), undoable=True),
        Move("change", "change words on the table: add, cover, rearrange",
             pull=PULL, words=ListOf(Obj(word=Int(0, 10 ** 6), letters=ListOf(Obj(
                 stack=Int(0, table.MAX_LENGTH - 1, optional=True, nullable=True),
                 card=Int(0, len(cards.DECK) - 1, optional=True, nullable=True),
                 wild=Letter(optional=True, nullable=True)), most=table.MAX_LENGTH)), most=60), undoable=True),
        Move("pass", "do nothing this turn"),
        Move("challenge", "challenge the word(s) just played"),
        Move("accept", "let the word(s) just played stand", undoable=True),
        Move("vote", "vote on a challenged word", valid=Bool()),
        Move("close", "close the challenge window", clock=True, turn=Int(0, 10 ** 6)),
    )

    def warm_up(self, state):
        return warm_words(state)

    # -- setup ----------------------------------------------------------------

    def new_state(self, options, seats, rng):
        n = len(seats)
        state = {"draw": [], "row": [], "out": [], "drawn": [], "hands": [[] for _ in range(n)],
                 "words": [], "next_word": 0, "round": 1, "first": 0, "turns": 0,
                 "players": [rounds.new_player() for _ in range(n)], "turn": None,
                 "log": [], "last_round": None, "outcome": None}
        rounds.deal(state, rng)
        self.start_turn(state, 0, rng)
        return state

    # -- who acts ---------------------------------------------------------------

    def actors(self, state):
        if state["outcome"] is not None:
            return []
        turn = state["turn"]
        if turn["phase"] == "challenge":
            move = turn["move"]
            return [s for s in self.others(state, move["seat"]) if s not in move["passed"]] + [SYSTEM]
        if turn["phase"] == "vote":
            move = turn["move"]
            return [s for s in move["voters"] if str(s) not in move["votes"]]
        return [turn["seat"]]

    def others(self, state, seat):
        return turns.other_seats(seat, len(state["players"]))

    def allowed(self, state, seat):
        """The move types `seat` may take now (empty while it waits)."""
        if state["outcome"] is not None or seat not in self.actors(state):
            return []
        turn = state["turn"]
        if turn["phase"] == "challenge":
            return ["accept", "challenge"]
        if turn["phase"] == "vote":
            return ["vote"]
        p = state["players"][seat]
        out = []
        if p["created"] < objectives.words_needed(p["objective"]):
            out.append("create")
        if p["created"] and state["words"]:
            out.append("change")
        return out + ["pass"]

    def turns(self, state):
        return summary.turns(state)

    def timers(self, state):
        turn = state["turn"]
        if state["outcome"] is not None or turn["phase"] != "challenge":
            return []
        return [{"delay": cards.CHALLENGE_SECONDS,
                 "action": {"type": "close", "turn": turn["number"]}}]

    # -- the turn ---------------------------------------------------------------

    def start_turn(self, state, seat, rng):
        """Flip cards until someone has a letter to play with (or the round ends)."""
        n = len(state["players"])
        while state["draw"]:
            card = state["draw"].pop()
            kind = cards.kind(card)
            state["drawn"].append(kind)
            if kind in cards.SPECIALS:
                # A Skip ends the turn; after a Backwords the player to the
                # right goes again (play then goes on to their left). The
                # log says who plays next, for the table to tell.
                state["out"].append(card)
                after = (turns.next_seat if kind == "skip" else turns.previous_seat)(seat, n)
                rounds.log(state, seat, "flipped", card=kind, id=card, next=after)
                seat = after
            else:
                rounds.log(state, seat, "flipped", card=kind)
                state["row"].append(card)
                state["turns"] += 1
                state["turn"] = fresh_turn(seat, state["turns"])
                return
        self.end_round(state, rng)

    def end_turn(self, state, rng):
        seat = state["turn"]["seat"]
        out = [s for s, p in enumerate(state["players"]) if p["done"] and not state["hands"][s]]
        if out or not state["draw"]:
            return self.end_round(state, rng)
        self.start_turn(state, turns.next_seat(seat, len(state["players"])), rng)

    def end_round(self, state, rng):
        finished = rounds.score_round(state)
        if finished:
            return self.finish(state, finished)
        rounds.next_round(state)
        rounds.deal(state, rng)
        self.start_turn(state, state["first"], rng)

    def finish(self, state, finished):
        scores = [p["score"] for p in state["players"]]
        best = max(scores[s] for s in finished)
        state["outcome"] = {"scores": scores,
                            "winners": [s for s in finished if scores[s] == best],
                            "objectives": [p["objective"] for p in state["players"]],
                            "finished": finished}
        state["turn"]["phase"] = "over"
        rounds.log(state, None, "game_over", scores=scores)

    def acting(self, state, seat):
        require(state["turn"]["phase"] == "act", "not_now", "Wait for the challenge to be settled.")
        return {"hand": state["hands"][seat], "row": state["row"], "words": state["words"]}

    # -- moves --------------------------------------------------------------------

    def move_create(self, state, seat, action, rng):
        on_table = self.acting(state, seat)
        player = state["players"][seat]
        allowed = objectives.words_needed(player["objective"])
        require(player["created"] < allowed, "created",
                "You have created your word this round: change words instead."
                if allowed == 1 else f"Your objective asks for {allowed} words: you have them all.")
        plan = table.plan_create(on_table, action)
        self.judge(state, plan)
        undo = self.before(state, seat, plan)
        word = plan["words"][0]
        word.update(id=state["next_word"], owner=seat)
        state["next_word"] += 1
        table.apply_plan(on_table, plan)
        state["words"].append(word)
        player["created"] += 1
        self.after_move(state, seat, plan, undo, "created", rng)

    def move_change(self, state, seat, action, rng):
        on_table = self.acting(state, seat)
        require(state["players"][seat]["created"] >= 1, "create_first",
                "Create your word before you change words.")
        plan = table.plan_change(on_table, action)
        self.judge(state, plan)
        undo = self.before(state, seat, plan)
        table.apply_plan(on_table, plan)
        changed = {w["id"]: w for w in plan["words"]}
        plan["from"] = [w["text"] for w in state["words"] if w["id"] in changed]
        state["words"] = [changed.get(w["id"], w) for w in state["words"]]
        self.after_move(state, seat, plan, undo, "changed", rng)

    def move_pass(self, state, seat, action, rng):
        self.acting(state, seat)
        rounds.log(state, seat, "passed")
        self.end_turn(state, rng)

    def judge(self, state, plan):
        name = state["options"]["dictionary"]
        if lexicon.is_vote(name):
            return
        for text in plan["texts"]:
            lexicon.judge(name, text)

    def before(self, state, seat, plan):
        """What a successful challenge puts back, and whether the move
        completes the objective (judged on the table before it)."""
        completes = objectives.move_completes(state["players"][seat], seat, state["words"], plan,
                                              objectives.verb_test(state["options"]))
        return {"completes": completes, "row": list(state["row"]), "hand": list(state["hands"][seat]),
                "words": copy_json(state["words"]), "player": dict(state["players"][seat]),
                "next_word": state["next_word"]}

    def after_move(self, state, seat, plan, undo, event, rng):
        player = state["players"][seat]
        player["score"] += plan["points"]
        player["round_points"] += plan["points"]
        done_now = undo["completes"]
        player["done"] = player["done"] or done_now
        # A best word is a move's points, kept on its first word (a change may make two).
        for i, text in enumerate(plan["texts"]):
            keep(state, seat, text, plan["points"] if i == 0 else 0,
                 points_said(plan["points"]) if i == 0 else "with " + plan["texts"][0].upper())
        rounds.log(state, seat, event, words=plan["texts"], points=plan["points"],
                   pull=plan["pull"], returned=len(plan["returned"]), kept=len(plan["kept"]),
                   completed=done_now, **({"from": plan["from"]} if "from" in plan else {}))
        if not lexicon.is_vote(state["options"]["dictionary"]):
            return self.end_turn(state, rng)
        turn = state["turn"]
        turn["phase"] = "challenge"
        turn["move"] = {"seat": seat, "texts": plan["texts"], "points": plan["points"],
                        "undo": undo, "passed": [], "by": None, "voters": [], "votes": {}}

    # -- challenges (no dictionary) -----------------------------------------------

    def challenge_open(self, state, seat):
        turn = state["turn"]
        require(turn["phase"] == "challenge", "no_challenge", "There is no word to challenge now.")
        return turn["move"]

    def move_challenge(self, state, seat, action, rng):
        move = self.challenge_open(state, seat)
        move["by"] = seat
        move["voters"] = [s for s in self.others(state, move["seat"]) if s != seat]
        state["turn"]["phase"] = "vote"
        rounds.log(state, seat, "challenged", words=move["texts"])
        if not move["voters"]:
            # Two players: nobody else can vote, so the judge list decides.
            self.settle(state, rng, all(lexicon.judge_accepts(t) for t in move["texts"]))

    def move_accept(self, state, seat, action, rng):
        move = self.challenge_open(state, seat)
        require(seat not in move["passed"], "already", "You have already let it stand.")
        move["passed"].append(seat)
        if len(move["passed"]) == len(self.others(state, move["seat"])):
            self.end_turn(state, rng)

    def move_close(self, state, seat, action, rng):
        turn = state["turn"]
        require(turn["phase"] == "challenge" and action.get("turn") == turn["number"],
                "stale_timer", "That challenge window is already closed.")
        self.end_turn(state, rng)

    def move_vote(self, state, seat, action, rng):
        turn = state["turn"]
        require(turn["phase"] == "vote", "no_vote", "There is no challenge to vote on.")
        require(isinstance(action.get("valid"), bool), "bad_vote", 'Vote {"valid": true or false}.')
        move = turn["move"]
        move["votes"][str(seat)] = action["valid"]
        if len(move["votes"]) == len(move["voters"]):
            self.settle(state, rng, lexicon.vote_passes(state["options"]["dictionary"], move["votes"]))

    def settle(self, state, rng, valid):
        move = state["turn"]["move"]
        seat, by = move["seat"], move["by"]
        if valid:
            # A failed challenge costs the challenger the word's points.
            state["players"][by]["score"] -= move["points"]
            state["players"][by]["round_points"] -= move["points"]
            rounds.log(state, by, "challenge_failed", points=move["points"])
        else:
            undo = move["undo"]
            state["row"], state["hands"][seat] = undo["row"], undo["hand"]
            state["words"], state["players"][seat] = undo["words"], undo["player"]
            state["next_word"] = undo["next_word"]
            unkeep(state, move["seat"], len(move["texts"]))
            rounds.log(state, seat, "challenge_won", words=move["texts"], points=move["points"])
        self.end_turn(state, rng)

    # -- views ----------------------------------------------------------------------



    def score_move(self, view, action):
        from .query import score_move
        return score_move(view, action)
