"""Whole Hardback games: the core conformance suite in every mode and
variant, and property-based random games that check card conservation,
score consistency and termination."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from inkwell.core import Rng
from inkwell.core.conformance import check_game
from inkwell.games.hardback import GAME, cards

from test_hardback_helpers import conserved

SHORT = {"length": 40}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_conformance_competitive(players):
    ends = check_game(GAME, players=[players], options=SHORT, seeds=(players,))
    assert all(e["outcome"]["winners"] for e in ends)


@pytest.mark.parametrize("players,signature", [(1, "none"), (2, "adventure"), (3, "horror"),
                                               (4, "mystery"), (2, "romance")])
def test_conformance_coop(players, signature):
    ends = check_game(GAME, players=[players], seeds=(7,),
                      options={"mode": "coop", "signature": signature, "awards": True})
    assert all(e["outcome"]["penny"] is not None for e in ends)


@pytest.mark.parametrize("options", [
    {"awards": True, "adverts": False, "unique_words": "per_player", "open_hands": True},
    {"dictionary": "vote_majority", "unique_words": "per_game"},
    {"dictionary": "vote_unanimous", "awards": True},
    {"mode": "coop", "dictionary": "vote_majority", "open_hands": True},
])
def test_conformance_variants(options):
    players = [1] if options.get("mode") == "coop" else [3]
    check_game(GAME, players=players, options={**SHORT, **options}, seeds=(11,))


@pytest.mark.parametrize("level", ["greedy", "strong"])
def test_conformance_with_smarter_bots(level):
    check_game(GAME, players=[2], options=SHORT, seeds=(3,), level=level)


# -- properties ------------------------------------------------------------------

def deck_genres(state, seat):
    """A player's deck composition counted from where its cards lie."""
    p = state["players"][seat]
    ids = p["hand"] + p["inked"] + p["draw"] + p["discard"] + p["classics"] + p["preview"]
    if state["turn"]["seat"] == seat:
        ids += [s["card"] for s in state["turn"]["word"] if not s["classic"] and not s["gone"]]
    counts = {g: 0 for g in ("starter",) + cards.GENRES}
    for c in ids:
        counts[cards.genre(state, c)] += 1
    return counts


def check_invariants(before, after):
    assert conserved(after), "a card was lost or duplicated"
    for seat, p in enumerate(after["players"]):
        assert p["genres"] == deck_genres(after, seat)
        assert p["score"] >= before["players"][seat]["score"], "a score went down"
        assert p["ink"] >= 0 and p["remover"] >= 0
        assert len(p["jail"]) <= 1
    assert len(after["row"]) <= 7
    assert after["turn"]["coins"] >= 0
    if after["penny"]:
        assert after["penny"]["score"] >= before["penny"]["score"]


def check_outcome(state):
    outcome = state["outcome"]
    scores = [p["score"] for p in state["players"]]
    if state["award"]:
        scores[state["award"]["seat"]] += state["award"]["stars"]
    assert outcome["scores"] == scores
    if state["penny"]:
        team = sum(scores)
        assert outcome["team"] == team
        assert (outcome["winners"] != []) == (team > state["penny"]["score"])
        assert max(sum(p["score"] for p in state["players"]),
                   state["penny"]["score"]) >= state["penny"]["target"]
    else:
        top = max(scores)
        assert all(scores[w] == top for w in outcome["winners"])
        assert max(p["score"] for p in state["players"]) >= state["options"]["length"]


def play(options, players, seed, levels, max_steps=6000):
    seats = [{"name": f"P{i}", "kind": "bot", "level": levels[i % len(levels)]}
             for i in range(players)]
    state = GAME.setup(options, seats, seed)
    rng = Rng(seed)
    for _ in range(max_steps):
        if state["outcome"] is not None:
            return state
        seat = rng.choice(GAME.actors(state))
        # Now and then a player inks out of turn, on the hand for their next turn.
        idle = [s for s in range(players) if s != state["turn"]["seat"]
                and state["players"][s]["ink"] and state["players"][s]["draw"]]
        if idle and rng.below(6) == 0:
            seat, action = idle[0], {"type": "ink"}
        else:
            action = GAME.bots[state["seats"][seat]["level"]](GAME.view(state, seat), rng)
        after = GAME.apply(state, seat, action)
        check_invariants(state, after)
        state = after
    raise AssertionError("the game did not end")


VARIANTS = st.fixed_dictionaries({
    "length": st.just(40),
    "awards": st.booleans(),
    "adverts": st.booleans(),
    "open_hands": st.booleans(),
    "unique_words": st.sampled_from(["off", "per_player", "per_game"]),
    "dictionary": st.sampled_from(["common", "common", "vote_majority", "vote_unanimous"]),
})


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(options=VARIANTS, players=st.integers(2, 5), seed=st.integers(0, 2**32),
       levels=st.sampled_from([["random"], ["random", "greedy"], ["greedy", "strong"]]))
def test_random_competitive_games_conserve_cards_and_end(options, players, seed, levels):
    check_outcome(play(options, players, seed, levels))


@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(options=VARIANTS, players=st.integers(1, 4), seed=st.integers(0, 2**32),
       signature=st.sampled_from(["none"] + list(cards.GENRES)),
       levels=st.sampled_from([["random"], ["greedy"], ["strong", "random"]]))
def test_random_coop_games_conserve_cards_and_end(options, players, seed, signature, levels):
    options = {**options, "mode": "coop", "signature": signature}
    check_outcome(play(options, players, seed, levels))


def test_the_offer_deck_running_out_brings_back_removed_cards():
    # A long co-op game against Penny empties the offer deck; play on.
    state = play({"mode": "coop", "signature": "mystery"}, 4, 5, ["greedy"])
    assert conserved(state)
