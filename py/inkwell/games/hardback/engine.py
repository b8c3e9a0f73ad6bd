"""The Hardback game: state, turn order, and one method per action."""

from inkwell.core import Option, best_seats, require
from inkwell.wordcards import lexicon, tiles, turns
from inkwell.wordcards.game import WordCardGame
from inkwell.wordcards import piles as deck

from . import actions, cards, coop, market, piles, resolve, spelling, summary, views

OUT_OF_TURN = ("ink", "remover")


def fresh_turn(seat):
    return {"seat": seat, "phase": "spell", "word": [], "text": None, "coins": 0, "stars": 0,
            "doubles": {}, "used": [], "scored": False, "choices": [], "choice": None,
            "flushed": False, "bought": False, "rejected": [], "votes": {}, "ink_gained": 0}


def resolving(step, *fields):
    """The move that answers the pending benefit choice with `resolve.<step>`,
    given the action's `fields` (a name, or (name, default))."""
    def move(self, state, seat, action, rng):
        args = [action.get(*f) if isinstance(f, tuple) else action.get(f) for f in fields]
        getattr(resolve, step)(state, *args, rng)
        self.after(state, rng)
    move.__name__ = "move_" + step
    return move


class Hardback(WordCardGame):
    id = "hardback"
    name = "Hardback"
    pitch = "Build a deck of letters, spell words, and become the finest author of the age."
    views = views
    summary = summary
    cards = cards
    query = "inkwell.games.hardback.query"
    min_players = 1
    max_players = 5
    options = (
        Option("mode", "competitive", ["competitive", "coop"], "Mode",
               "Competitive (2-5 players) or Cooperative Anthology against Penny Dreadful (1-4).",
               labels={"competitive": "Competitive", "coop": "Co-op vs Penny Dreadful"}),
        Option("length", 60, [40, 60, 80], "Game length",
               "Points that end a competitive game (the round is finished).",
               when={"mode": ["competitive"]}),
        lexicon.dictionary_option(),
        Option("awards", False, [False, True], "Literary Awards",
               "Bonus points for the longest word (7 letters or more)."),
        Option("adverts", True, [False, True], "Adverts", "Buy points with coins, in order."),
        Option("signature", "none", ["none"] + list(cards.GENRES), "Penny's signature genre",
               "Co-op only: the genre that earns Penny Dreadful extra points.",
               labels={"none": "None"}, when={"mode": ["coop"]}),
        Option("difficulty", "standard", list(coop.DIFFICULTIES), "Penny's difficulty",
               "Co-op only: Penny Dreadful's head start. Standard evens out her signature genre "
               f"(a strong player wins about half the games); easier starts her {coop.STEP} points "
               f"per player lower, harder {coop.STEP} higher.",
               labels={"easier": "Easier", "standard": "Standard", "harder": "Harder"},
               when={"mode": ["coop"]}),
        Option("open_hands", False, [False, True], "Open hands", "Everyone's hand is visible."),
        lexicon.unique_words_option(),
    )

    quick_options = {"length": 40}
    # 2: adverts per player, ink converts back only from earlier turns.
    # 3: co-op difficulty (Penny's head start; standard is not 0 with a signature).
    rules_version = 3
    moves = actions.MOVES

    def allowed(self, state, seat):
        return actions.allowed(state, seat)

    def player_range(self, options):
        return (1, 4) if options.get("mode") == "coop" else (2, 5)

    # -- setup ----------------------------------------------------------------

    def new_state(self, options, seats, rng):
        n = len(seats)
        state = {"defs": list(range(cards.OFFER_CARDS)), "players": [],
                 "offer_deck": rng.shuffled(range(cards.OFFER_CARDS)), "row": [], "removed": [],
                 "turn": fresh_turn(0), "round": 1, "ending": False, "award": None,
                 "words": lexicon.new_used_words(n),
                 "penny": coop.new_penny(options, n), "log": [], "outcome": None,
                 "options": options}
        for seat in range(n):
            state["players"].append(piles.new_player(state, seat, rng))
        for player in state["players"]:
            piles.draw_hand(state, player, rng)
        piles.refill_row(state, rng)
        del state["options"]   # the base class stores them
        return state

    # -- who acts ---------------------------------------------------------------

    def may_act(self, state, seat, action):
        # Ink and remover may be used at any time before one's next word,
        # even during another player's turn.
        if action.get("type") in OUT_OF_TURN and type(seat) is int:
            return 0 <= seat < len(state["players"])
        return seat in self.actors(state)

    # -- ink and remover --------------------------------------------------------

    def check_preparing(self, state, seat, action):
        require(action.get("seat", seat) == seat, "wrong_seat", "That ink action is for another seat.")
        turn = state["turn"]
        require(turn["seat"] != seat or turn["phase"] == "spell", "too_late",
                "Ink and remover are used before you spell your word.")

    def move_ink(self, state, seat, action, rng):
        self.check_preparing(state, seat, action)
        player = state["players"][seat]
        require(player["ink"] >= 1, "no_ink", "You have no ink.")
        card_id = deck.draw(player, rng)
        require(card_id is not None, "no_cards", "Your draw and discard piles are empty.")
        player["ink"] -= 1
        player["inked"].append(card_id)
        coop.penny_sees_ink(state)
        piles.log(state, seat, "inked")
        self.after(state, rng)

    def move_remover(self, state, seat, action, rng):
        self.check_preparing(state, seat, action)
        player = state["players"][seat]
        card_id = action.get("card")
        require(card_id in player["inked"], "not_inked", "Remover is used on one of your inked cards.")
        require(player["remover"] >= 1, "no_remover", "You have no remover.")
        player["remover"] -= 1
        player["inked"].remove(card_id)
        player["hand"].append(card_id)
        piles.log(state, seat, "remover")

    # -- spelling -----------------------------------------------------------------

    def spelling_turn(self, state, seat):
        require(state["turn"]["phase"] == "spell", "not_spelling", "You have already spelled this turn.")

    def move_spell(self, state, seat, action, rng):
        self.spelling_turn(state, seat)
        slots = spelling.parse_word(state, seat, action.get("word"))
        text = tiles.text_of(slots)
        spelling.check_unique(state, seat, text)
        turn = state["turn"]
        require(text not in turn["rejected"], "rejected", f"“{text}” was voted down this turn.")
        if not lexicon.is_vote(state["options"]["dictionary"]):
            lexicon.judge(state["options"]["dictionary"], text)
        spelling.take_cards(state, seat, slots)
        turn["word"], turn["text"] = slots, text
        if lexicon.is_vote(state["options"]["dictionary"]):
            if spelling.voters(state, seat):
                turn["phase"] = "vote"
                piles.log(state, seat, "proposed", word=text)
                return
            # Solo: nobody else can vote, so the huge list judges.
            if not lexicon.judge_accepts(text):
                return self.reject(state, seat, text)
        self.accept(state, seat, text, rng)

    def accept(self, state, seat, text, rng):
        spelling.record_word(state, seat, text)
        spelling.claim_award(state, seat, text)
        state["turn"]["phase"] = "resolve"
        resolve.advance(state, rng)
        self.after(state, rng)

    def reject(self, state, seat, text):
        spelling.return_cards(state, seat)
        state["turn"]["rejected"].append(text)
        state["turn"]["votes"] = {}
        state["turn"]["phase"] = "spell"
        piles.log(state, seat, "rejected", word=text)

    def move_vote(self, state, seat, action, rng):
        turn = state["turn"]
        require(turn["phase"] == "vote", "no_vote", "There is no word to vote on.")
        require(isinstance(action.get("accept"), bool), "bad_vote", 'Vote {"accept": true or false}.')
        turn["votes"][str(seat)] = action["accept"]
        if len(turn["votes"]) < len(spelling.voters(state, turn["seat"])):
            return
        if lexicon.vote_passes(state["options"]["dictionary"], turn["votes"]):
            turn["votes"] = {}
            self.accept(state, turn["seat"], turn["text"], rng)
        else:
            self.reject(state, turn["seat"], turn["text"])

    def move_skip(self, state, seat, action, rng):
        self.spelling_turn(state, seat)
        piles.log(state, seat, "skipped")
        market.enter_purchase(state)

    # -- choices while resolving benefits ---------------------------------------

    move_uncover = resolving("uncover", "card")
    move_double = resolving("double", "card")
    move_pick = resolving("pick", "choice")
    move_dump = resolving("dump", "card")
    move_jail = resolving("jail", "card", ("mode", "reserve"))
    move_trash = resolving("trash", "card")
    move_preview = resolving("preview", "keep")
    move_decline = resolving("decline")

    # -- purchases ------------------------------------------------------------------

    def move_flush(self, state, seat, action, rng):
        market.flush(state, rng)

    def move_no_flush(self, state, seat, action, rng):
        market.no_flush(state)

    def move_buy(self, state, seat, action, rng):
        market.buy(state, action.get("card"), rng)
        self.after(state, rng)

    def move_buy_ink(self, state, seat, action, rng):
        market.buy_ink(state)

    def move_convert_ink(self, state, seat, action, rng):
        market.convert_ink(state)

    def move_advert(self, state, seat, action, rng):
        market.advert(state)
        self.after(state, rng)

    def move_end(self, state, seat, action, rng):
        market.in_purchase(state)
        market.clean_up(state, rng)
        seat = state["turn"]["seat"]
        piles.log(state, seat, "ended")
        if coop.is_coop(state):
            coop.penny_turn(state, rng)
            if self.after(state, rng):
                return
        elif any(p["score"] >= state["options"]["length"] for p in state["players"]):
            state["ending"] = True
        n = len(state["players"])
        if state["ending"] and turns.ends_round(seat, n):
            return self.finish(state)
        state["turn"] = fresh_turn(turns.pass_turn(state, seat, n))

    # -- the end --------------------------------------------------------------------

    def after(self, state, rng):
        """Co-op ends the moment either side reaches its target."""
        if coop.is_coop(state) and state["outcome"] is None and coop.reached(state):
            self.finish(state)
            return True
        return False

    def finish(self, state):
        award = state["award"]
        scores = [p["score"] for p in state["players"]]
        if award:
            scores[award["seat"]] += award["stars"]
        result = {"scores": scores, "ink": [p["ink"] for p in state["players"]],
                  "award": award}
        if coop.is_coop(state):
            team = sum(scores)
            result.update(team=team, penny=state["penny"]["score"],
                          winners=list(range(len(scores))) if team > state["penny"]["score"] else [])
        else:
            # Most points wins; a tie goes to the most ink left.
            result["winners"] = best_seats(list(zip(scores, result["ink"])))
        state["turn"]["phase"] = "over"
        state["outcome"] = result
        piles.log(state, None, "game_over", scores=scores)
