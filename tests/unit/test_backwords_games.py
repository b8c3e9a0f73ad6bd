"""Backwords: the conformance suite, random games that keep every card in
exactly one place and end, the bots, and the command line's simulate."""

import pytest

from backwords_table import arrange, conserved, ids_of
from inkwell.core import SYSTEM, Rng, mix_seed
from inkwell.core.conformance import check_game
from inkwell.games.backwords import GAME, bots
from inkwell.simulate import simulate

SHORT = {"objectives": 3}


# tests/unit/test_conformance.py plays random bots at 2 and 6 players; here the other levels.
@pytest.mark.parametrize("players,level", [(3, "greedy"), (4, "strong"), (5, "greedy")])
def test_conformance(players, level):
    ends = check_game(GAME, players=[players], options=SHORT, seeds=(players,), level=level)
    assert all(e["outcome"]["winners"] for e in ends)


def test_conformance_with_challenges():
    check_game(GAME, players=[3], options={"dictionary": "vote_unanimous", **SHORT}, seeds=(8,),
               level="greedy")


def play(players, seed, options=None, levels=None, each=None):
    levels = levels or ["random"] * players
    state = GAME.setup(options, [{"name": lvl, "kind": "bot", "level": lvl} for lvl in levels], seed)
    while state["outcome"] is None:
        seat = GAME.actors(state)[0]
        if seat == SYSTEM:
            action = GAME.timers(state)[0]["action"]
        else:
            rng = Rng(mix_seed(seed, state["n"]))
            action = GAME.bots[levels[seat]](GAME.view(state, seat), rng)
        state = GAME.apply(state, seat, action)
        if each:
            each(state)
    return state


@pytest.mark.parametrize("players,seed,options", [(2, 1, {"dictionary": "huge"}),
                                                 (3, 2, {"dictionary": "vote_majority", **SHORT}),
                                                 (6, 3, {"dictionary": "large", **SHORT})])
def test_random_games_conserve_the_104_cards_and_end(players, seed, options):
    def check(state):
        assert conserved(state)
        assert len(state["drawn"]) == len(state["row"]) + len(state["out"]) + sum(
            len(stack) for w in state["words"] for stack in w["stacks"]) + sum(
            len(h) for h in state["hands"]) - 5 * players
    end = play(players, seed, options, each=check)
    outcome = end["outcome"]
    assert outcome["finished"] and set(outcome["winners"]) <= set(outcome["finished"])
    last = end["options"]["objectives"]
    assert all(end["players"][s]["objective"] == last for s in outcome["finished"])


def test_strong_beats_random():
    wins = 0
    for g in range(4):
        levels = ["strong", "random"] if g % 2 == 0 else ["random", "strong"]
        end = play(2, 100 + g, SHORT, levels=levels)
        wins += levels.index("strong") in end["outcome"]["winners"]
    assert wins >= 3


def test_a_bot_completes_the_objective_with_a_pull():
    # Objective 2 (4 letters): the hand has C, T, S; the row ends ... A; CATS needs a pull of 1.
    state, _ = arrange(hands=["cts"], row="qa")
    action = GAME.bots["greedy"](GAME.view(state, 0), Rng(1))
    assert action["type"] == "create" and action["pull"] == 1
    state["players"][0]["objective"] = 2
    action = GAME.bots["strong"](GAME.view(state, 0), Rng(1))
    after = GAME.apply(state, 0, action)
    assert after["last_round"]["players"][0]["advanced"]     # empty hand, objective done


def test_a_bot_changes_words_once_it_has_created():
    # Objective 2 (4 letters): S + RUN completes it and empties the hand.
    state, _ = arrange(hands=["s"], words=[(0, "run")])
    state["players"][0]["objective"] = 2
    action = GAME.bots["greedy"](GAME.view(state, 0), Rng(1))
    assert action["type"] == "change"
    after = GAME.apply(state, 0, action)
    changed = next(e for e in after["log"] if e["event"] == "changed")
    assert changed["words"][0] in ("runs", "urns") and changed["completed"]
    assert after["last_round"]["players"][0]["advanced"]


def test_bots_challenge_what_the_judge_list_does_not_know():
    state, _ = arrange(dictionary="vote_majority", hands=["tcaz"])
    after = GAME.apply(state, 0, {"type": "create", "cards": [{"card": c} for c in ids_of(state, 0, "tca")]})
    assert bots.random_bot(GAME.view(after, 1), Rng(1)) == {"type": "challenge"}
    voting = GAME.apply(after, 1, {"type": "challenge"})
    assert GAME.bots["strong"](GAME.view(voting, 2), Rng(1)) == {"type": "vote", "valid": False}


def test_simulate_from_the_command_line():
    result = simulate("backwords", 3, 2, 1, SHORT)
    assert result["finished"] == 2 and result["errors"] == 0


def test_warm_up_loads_the_list_then_builds_the_bots_index():
    from inkwell.words.dictionary import Dictionary
    from inkwell.wordcards import lexicon
    loaded = {}

    def loader(name):
        return loaded.setdefault(name, Dictionary(name, ["cat", "act", "tea"]))

    lexicon.set_loader(loader)
    try:
        people = GAME.setup({"dictionary": "large"}, ["a", "b"], 1)
        assert len(list(GAME.warm_up(people))) == 1 and loaded["large"]._search_index is None
        bots_too = GAME.setup({"dictionary": "vote_majority"}, ["a", {"kind": "bot", "level": "strong"}], 1)
        list(GAME.warm_up(bots_too))
        assert loaded["common"]._search_index is not None and "huge" not in loaded
    finally:
        lexicon.set_loader(None)
