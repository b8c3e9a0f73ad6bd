"""High Card: a tiny game that lives in the tests only, to prove the core.

Each round every player secretly and simultaneously plays a card from a
hidden hand; a face-down bonus card is revealed by the host's clock (a
timed SYSTEM action); the highest card takes the round's points.
"""

from inkwell.core import SYSTEM, Game, Option, register, require
from inkwell.core.moves import Int, Move


class HighCard(Game):
    id = "highcard"
    name = "High Card"
    pitch = "Play your highest card at the right time."
    min_players = 2
    max_players = 4
    options = (Option("rounds", 3, [1, 2, 3], "Rounds"),)
    queries = ("my_hand",)
    moves = (Move("play", card=Int(0, 10_000)), Move("reveal", clock=True))

    def new_state(self, options, seats, rng):
        deck = rng.shuffled(range(1, 41))
        hands = [sorted(deck.pop() for _ in range(options["rounds"])) for _ in seats]
        return {"deck": deck, "hands": hands, "played": [[] for _ in seats],
                "bonus": [deck.pop()], "revealed": False, "scores": [0] * len(seats),
                "round": 1, "outcome": None}

    def actors(self, state):
        if state["outcome"] is not None:
            return []
        waiting = [s for s, cards in enumerate(state["played"]) if not cards]
        return waiting + ([] if state["revealed"] else [SYSTEM])

    def move_play(self, state, seat, action, rng):
        card = action.get("card")
        require(card in state["hands"][seat], "no_card", "That card is not in your hand.")
        state["hands"][seat].remove(card)
        state["played"][seat] = [card]
        if all(state["played"]):
            self.score_round(state)

    def move_reveal(self, state, seat, action, rng):
        state["revealed"] = True

    def score_round(self, state):
        cards = [c[0] for c in state["played"]]
        winner = cards.index(max(cards))
        state["scores"][winner] += max(cards) + (state["bonus"][0] if state["revealed"] else 0)
        state["played"] = [[] for _ in cards]
        if not state["hands"][0]:
            top = max(state["scores"])
            state["outcome"] = {"scores": state["scores"],
                                "winners": [s for s, v in enumerate(state["scores"]) if v == top]}
            return
        state["round"] += 1
        state["bonus"] = [state["deck"].pop()]
        state["revealed"] = False

    def timers(self, state):
        if state["outcome"] is None and not state["revealed"]:
            return [{"delay": 2.0, "action": {"type": "reveal"}}]
        return []

    def player_view(self, state, seat):
        return {
            "hand": state["hands"][seat] if seat is not None else [],
            "hand_sizes": [len(h) for h in state["hands"]],
            "played": [bool(c) for c in state["played"]],
            "bonus": state["bonus"][0] if state["revealed"] else None,
            "scores": state["scores"],
            "round": state["round"],
        }

    def my_hand(self, view):
        """A query: answered from the asking seat's view."""
        return view["hand"]

    def secret_zones(self, state, seat):
        others = [s for s in range(len(state["seats"])) if s != seat]
        # Cards played this round stay face down until everyone has played.
        zones = [("deck",)] + [("hands", s) for s in others] + [("played", s) for s in others]
        return zones + ([] if state["revealed"] else [("bonus",)])


def random_bot(view, rng):
    return {"type": "play", "card": rng.choice(view["hand"])}


def high_bot(view, rng):
    return {"type": "play", "card": max(view["hand"])}


HighCard.bots = {"random": random_bot, "greedy": high_bot}
GAME = register(HighCard())
