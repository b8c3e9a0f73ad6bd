"""The coach: from the view a player spelled in, the strong bot's best word
is at least as good as the word played, by the strong bot's own measure."""

import json

import inkwell.games  # noqa: F401
from inkwell import worker
from inkwell.core import Rng, background, get, mix_seed
from inkwell.games.hardback import bots

HARDBACK = get("hardback")


def spell_turns(seed, level, turns=6):
    """(view, action) for the first spelled words of a two-bot Hardback game."""
    seats = [{"name": f"B{i}", "kind": "bot", "level": level} for i in range(2)]
    state = HARDBACK.setup({}, seats, seed)
    found = []
    while len(found) < turns and state["outcome"] is None:
        seat = [s for s in HARDBACK.actors(state) if s >= 0][0]
        view = HARDBACK.view(state, seat)
        action = HARDBACK.bots[level](view, Rng(mix_seed(seed, state["n"], seat)))
        if action["type"] == "spell":
            found.append((view, action))
        state = HARDBACK.apply(state, seat, action)
    return found


def test_the_best_word_is_at_least_as_good_as_the_word_played():
    missed = 0
    for seed in (3, 4):
        for level in ("random", "greedy"):
            for view, action in spell_turns(seed, level):
                advice = bots.coach(view, action)
                assert advice["best"]["value"] >= advice["played"]["value"]
                style = bots.Style(view, True)
                played = HARDBACK.score_word(view, action["word"])
                assert advice["played"]["word"] == played["word"]
                assert advice["played"]["value"] == round(
                    bots.word_value(view, style, action["word"], played["word"]), 3)
                missed += advice["missed"]
                if advice["missed"]:
                    assert advice["best"]["value"] > advice["played"]["value"]
    assert missed > 0   # random words are often beaten


def test_no_advice_for_what_is_not_a_spelled_word():
    view, action = spell_turns(5, "greedy", turns=1)[0]
    assert bots.coach(view, {"type": "skip"}) is None
    assert bots.coach(view, "junk") is None
    assert bots.coach(view, {"type": "spell", "word": "nonsense"}) is None


def send(message):
    return json.loads(worker.handle(json.dumps(message)))


def test_the_worker_coaches_in_the_background_and_says_so_with_the_next_reply():
    background.clear()
    seats = [{"name": "Me", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    send({"type": "new", "game": "hardback", "options": {}, "seats": seats, "seed": 8, "session": "c"})
    background.clear()   # the game's warm-up is not what this test waits for
    view = send({"type": "view", "seat": 0, "session": "c"})["views"]["0"]
    action = HARDBACK.bots["random"](view, Rng(1))
    assert action["type"] == "spell"
    reply = send({"type": "act", "seat": 0, "action": action, "coach": True, "session": "c"})
    assert reply["ok"] and reply["coach"] == []   # the move's reply never waits for the coach
    while background.run(1.0):
        pass
    advice = send({"type": "view", "seat": 0, "session": "c"})["coach"]
    assert len(advice) == 1 and advice[0]["seat"] == 0 and advice[0]["n"] == view["n"]
    assert advice[0]["best"]["value"] >= advice[0]["played"]["value"]
    assert send({"type": "view", "seat": 0, "session": "c"})["coach"] == []
