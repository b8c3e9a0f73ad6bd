"""The Paperback game: the turn's steps in rule order, one method per move."""

from inkwell.core.words import keep
from inkwell.core import Option, best_seats, require
from inkwell.wordcards import lexicon, turns
from inkwell.wordcards.game import WordCardGame

from . import actions, cards, summary, table, views, words
from .scoring import score


def fresh_turn(seat):
    return {"seat": seat, "phase": "spell", "word": [], "text": None, "played": [],
            "score": None, "coins": 0, "may": [], "gained": None, "rejected": [],
            "votes": {}, "bought": []}


class Paperback(WordCardGame):
    id = "paperback"
    name = "Paperback"
    pitch = "Spell words with your deck of letters, buy better letters, and earn the most fame."
    views = views
    summary = summary
    cards = cards
    query = "inkwell.games.paperback.query"
    min_players = 2
    max_players = 5
    options = (
        lexicon.dictionary_option(),
        lexicon.unique_words_option(),
        Option("attacks", False, [False, True], "Attack cards (advanced)",
               "Eleven letter cards that attack every other player from a long word.",
               labels={False: "Off", True: "On"}),
    )
    quick_options = {}
    moves = actions.MOVES

    def allowed(self, state, seat):
        return actions.allowed(state, seat)

    # -- setup ------------------------------------------------------------------------

    def new_state(self, options, seats, rng):
        state = table.new_table(options, len(seats), rng)
        state.update(turn=fresh_turn(0), round=1, used=lexicon.new_used_words(len(seats)),
                     log=[], outcome=None)
        for player in state["players"]:
            table.draw_hand(state, player, rng)
        return state

    # -- 1. create a word -----------------------------------------------------------------

    def move_spell(self, state, seat, action, rng):
        turn = state["turn"]
        require(turn["phase"] == "spell", "not_spelling", "You have already made a word this turn.")
        parsed = words.parse(action["word"], words.state_hand(state, seat),
                             words.state_common(state), seat)
        text = "".join(t["letter"] for t in parsed)
        name, mode = state["options"]["dictionary"], state["options"]["unique_words"]
        lexicon.check_unique(state["used"], mode, seat, text)
        require(text not in turn["rejected"], "rejected", f"“{text}” was voted down this turn.")
        if not lexicon.is_vote(name):
            lexicon.judge(name, text)
        hand = state["players"][seat]["hand"]
        for t in parsed:
            if t["zone"] == "hand":
                hand.remove(t["card"])
                turn["played"].append(t["card"])
        turn["word"], turn["text"] = parsed, text
        if lexicon.is_vote(name):
            turn["phase"] = "vote"
            turns.log(state, seat, "proposed", word=text)
            return
        self.accept(state, seat)

    def move_vote(self, state, seat, action, rng):
        turn = state["turn"]
        require(turn["phase"] == "vote", "no_vote", "There is no word to vote on.")
        turn["votes"][str(seat)] = action["accept"]
        if self.actors(state):
            return
        if lexicon.vote_passes(state["options"]["dictionary"], turn["votes"]):
            turn["votes"] = {}
            return self.accept(state, turn["seat"])
        hand = state["players"][turn["seat"]]["hand"]
        hand.extend(turn["played"])
        turn.update(played=[], word=[], votes={}, phase="spell")
        turn["rejected"].append(turn["text"])
        turns.log(state, turn["seat"], "rejected", word=turn["text"])

    def accept(self, state, seat):
        """Steps 2-4: the length track, abilities, the score."""
        turn, player = state["turn"], state["players"][seat]
        defs = {t["card"]: cards.card(state, t["card"]) for t in turn["word"]}
        result = score(words.parts(turn["word"], defs), tax=player["tax"])
        player["tax"] = 0
        lexicon.record_word(state["used"], seat, turn["text"])
        turn["gained"] = table.gain_common(state, seat, result["length"])
        player["extra"] += result["extra_cards"]
        self.attack(state, seat, result["attacks"])
        turn["score"] = turn["coins"] = result["score"]
        turn["may"] = [turn["word"][i]["card"] for i in result["may"]]
        # A best word scores the most cents (the coins it buys with).
        keep(state, seat, turn["text"], result["score"],
             f"{result['score']}¢" + (", the Common card" if turn["gained"] is not None else ""))
        turns.log(state, seat, "spelled", word=turn["text"], score=result["score"],
                  common=turn["gained"] is not None)
        self.next_choice(state)

    def attack(self, state, seat, attacks):
        for a in attacks:
            for other in turns.other_seats(seat, len(state["players"])):
                field = "tax" if a["kind"] == "attack_tax" else "short"
                state["players"][other][field] += a["n"]
            turns.log(state, seat, a["kind"], n=a["n"])

    def next_choice(self, state):
        """A "may" ability waits for its choice while it has a target."""
        turn = state["turn"]
        hand = state["players"][turn["seat"]]["hand"]
        turn["phase"] = "choose" if turn["may"] and hand else "buy"
        if turn["phase"] == "buy":
            turn["may"] = []

    def move_pass(self, state, seat, action, rng):
        require(state["turn"]["phase"] == "spell", "not_spelling", "You have made your word.")
        turns.log(state, seat, "passed")
        self.end_turn(state, seat, rng)

    # -- 3. "may" abilities ------------------------------------------------------------------

    def in_choice(self, state):
        require(state["turn"]["phase"] == "choose", "no_choice", "No ability is waiting for a choice.")

    def move_trash(self, state, seat, action, rng):
        self.in_choice(state)
        player = state["players"][seat]
        card = action["card"]
        require(card in player["hand"], "not_in_hand",
                "Remove a card of your hand that is not in the word.")
        player["hand"].remove(card)
        state["trashed"].append(card)
        player["fame"] -= cards.card(state, card)["fame"]
        player["commons"] -= cards.card(state, card)["kind"] == "common"
        turns.log(state, seat, "trashed", card=card, **{"def": state["defs"][card]})
        state["turn"]["may"].pop(0)
        self.next_choice(state)

    def move_decline(self, state, seat, action, rng):
        self.in_choice(state)
        state["turn"]["may"].pop(0)
        self.next_choice(state)

    # -- 5. buy -----------------------------------------------------------------------------

    def move_buy(self, state, seat, action, rng):
        turn = state["turn"]
        require(turn["phase"] == "buy", "not_buying", "You buy after your word is scored.")
        turn["coins"] -= table.buy(state, seat, action["card"], turn["coins"])
        turn["bought"].append(action["card"])
        turns.log(state, seat, "bought", card=action["card"], **{"def": state["defs"][action["card"]]})

    def move_end(self, state, seat, action, rng):
        require(state["turn"]["phase"] == "buy", "not_buying", "Make a word (or pass) first.")
        self.end_turn(state, seat, rng)

    # -- 6-7. discard, draw; the end ----------------------------------------------------------

    def end_turn(self, state, seat, rng):
        turns.log(state, seat, "ended")   # where a turn ends, for its summary
        player = state["players"][seat]
        player["discard"] += state["turn"]["played"] + player["hand"]
        player["hand"] = []
        state["turn"]["played"] = []
        table.draw_hand(state, player, rng)
        if table.game_ends(state):
            return self.finish(state)
        state["turn"] = fresh_turn(turns.pass_turn(state, seat, len(state["players"])))

    def finish(self, state):
        fame = [cards.fame_of(state, table.owned(p)) for p in state["players"]]
        commons = [p["commons"] for p in state["players"]]
        state["outcome"] = {
            "scores": fame, "commons": commons,
            "winners": best_seats(list(zip(fame, commons))),
            "reason": "commons" if not state["track"] else "fame",
            "rounds": state["round"]}
        state["turn"]["phase"] = "over"
        turns.log(state, None, "game_over", scores=fame)
