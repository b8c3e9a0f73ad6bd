"""Backwords' engine in the browser's worker (Pyodide): a whole game against a
bot through the worker's messages, the score_move query, and a refused move.
(The lobby offers Play once the engine lists it.)"""

from helpers import ask, engine_ready

NEW = {"type": "new", "game": "backwords", "options": {"objectives": 3},
       "seats": [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "strong"}],
       "seed": 4, "views": [0]}


def until_my_turn(page, reply):
    for _ in range(200):
        if reply["bot_to_act"] is None:
            return reply
        reply = ask(page, {"type": "bot", "views": [0]})
        assert reply["ok"], reply
    raise AssertionError("the bot never handed the turn back")


def test_a_game_against_a_bot_in_the_worker(watched, base_url):
    page = watched.page
    page.goto(base_url)
    engine_ready(page)
    page.get_by_role("button", name="Play Backwords").wait_for()
    reply = until_my_turn(page, ask(page, NEW))
    assert reply["ok"], reply
    rounds_seen = set()
    for _ in range(300):
        view = reply["views"]["0"]
        if view["outcome"]:
            break
        assert view["allowed"][-1] == "pass" and len(view["hand"]) >= 1
        rounds_seen.add(view["round"])
        card = next(c["id"] for c in view["hand"] if c["kind"] != "wild")
        answer = ask(page, {"type": "query", "query": "score_move", "seat": 0,
                            "args": [{"type": "create", "cards": [{"card": card}]}]})["answer"]
        assert answer["ok"] is False and "at least 2 letters" in answer["explain"]
        refused = ask(page, {"type": "act", "seat": 0, "action": {"type": "create", "pull": 99,
                                                                  "cards": [{"card": card}]}})
        assert refused["ok"] is False and refused["error"]["code"] == "bad_pull"
        reply = until_my_turn(page, ask(page, {"type": "act", "seat": 0, "action": {"type": "pass"},
                                               "views": [0]}))
        assert reply["ok"], reply
    # Passing every turn, the strong bot wins through its three objectives.
    outcome = reply["views"]["0"]["outcome"]
    assert outcome["winners"] == [1] and len(rounds_seen) >= 3
    assert watched.errors == []
