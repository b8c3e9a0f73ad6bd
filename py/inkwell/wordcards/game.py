"""What the engine class of a card game with a card set and a word query shares."""

import importlib
import json
import os

from inkwell.core import Game
from inkwell.core.summary import turns_from_log

from . import turns, warming

_DATA = {}


def package_json(module_file, name):
    """The JSON file `name` beside `module_file` (a game's data), read once."""
    # Keyed by the arguments: bots ask thousands of times a game, and
    # working out the path each time cost more than their word search.
    data = _DATA.get((module_file, name))
    if data is None:
        with open(os.path.join(os.path.dirname(module_file), name), encoding="utf-8") as f:
            data = _DATA[module_file, name] = json.load(f)
    return data


class WordCardGame(Game):
    """A Game whose `cards` module has card_set() and whose `query` module
    (imported on first use, so a start does not pay for it) has score_word;
    state["turn"] = {"seat", "phase", "votes"} and the shared dictionary option."""

    cards = None
    query = ""
    queries = ("score_word", "card_set")
    summary = None
    """The game's module with said(event): a log event as a turn's part (core.summary)."""

    def turns(self, state):
        return turns_from_log(state, self.summary.said) if self.summary else {}

    def card_set(self, view=None):
        """The static card definitions the views refer to by "def" (a query:
        the worker passes the asking seat's view, which is not needed)."""
        return self.cards.card_set()

    def score_word(self, view, word):
        """What a word would earn, computed from the speller's own view."""
        return importlib.import_module(self.query).score_word(view, word)

    def warm_up(self, state):
        """The list that checks words, then the bots' finder index (see warming)."""
        return warming.warm_words(state)

    def actors(self, state):
        """The player on turn; while a word is put to the vote, who has not voted."""
        if state.get("outcome") is not None:
            return []
        turn = state["turn"]
        if turn["phase"] == "vote":
            return [s for s in turns.other_seats(turn["seat"], len(state["players"]))
                    if str(s) not in turn["votes"]]
        return [turn["seat"]]
