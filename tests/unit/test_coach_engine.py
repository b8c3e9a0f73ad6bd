"""The coach: from the view a player moved in, the strong bot's best word (or
move) is at least as good as the one played, by the strong bot's own
measure; it is playable; it reads only that view; and the worker works it
out in short slices after the move's reply."""

import json

import pytest

import inkwell.games  # noqa: F401
from inkwell import worker
from inkwell.core import Rng, background, copy_json, get
from inkwell.core.conformance import scramble_hidden

from bot_games import bot_turns
from inkwell.games.backwords import bots as backwords_bots
from inkwell.games.hardback import bots as hardback_bots
from inkwell.games.paperback import bots as paperback_bots
from inkwell.games.paperback.query import score_word as paperback_score
from inkwell.core.background import finish
from inkwell.wordcards.coach import gains

COACHED = ("hardback", "paperback", "backwords")


def coached_turns(game_id, seed, level, turns=6):
    """(state, seat, view, action, advice) for the first coached moves of a
    game where seat 0 plays as the `level` bot and seat 1 as the greedy one."""
    game = get(game_id)
    found = []
    for state, seat, view, _, action in bot_turns(game_id, [level, "greedy"], seed, most=400):
        if seat == 0:
            advice = finish(game.coach(view, action))
            if advice is not None:
                found.append((state, seat, view, action, advice))
                if len(found) == turns:
                    break
    return found


def strong_measure(game_id, view, action):
    """The strong bot's value of `action`, computed here the bot's own way."""
    if game_id == "hardback":
        text = get(game_id).score_word(view, action["word"])["word"]
        return hardback_bots.word_value(view, hardback_bots.Style(view, True), action["word"], text)
    if game_id == "paperback":
        return paperback_bots.value(paperback_score(view, action["word"], check_dictionary=False), True)
    plan, completes = backwords_bots.evaluate(view, action)
    return backwords_bots.value(view, action, plan, completes, True)


@pytest.mark.parametrize("game_id", COACHED)
def test_the_best_is_at_least_as_good_as_the_move_played_and_is_playable(game_id):
    game = get(game_id)
    missed = coached = 0
    for seed in (3, 4):
        for level in ("random", "greedy"):
            for state, seat, view, action, advice in coached_turns(game_id, seed, level):
                coached += 1
                best, played = advice["best"], advice["played"]
                assert played["value"] == round(strong_measure(game_id, view, action), 3)
                assert best["value"] == round(strong_measure(game_id, view, best["action"]), 3)
                assert best["value"] >= played["value"]
                assert advice["missed"] == (best["value"] > played["value"])
                assert best["word"] and best["word"].upper() in best["shown"]
                # The engine takes the suggestion from the same state.
                after = game.apply(state, seat, best["action"])
                assert after["n"] == state["n"] + 1
                missed += advice["missed"]
    assert coached >= 8
    assert missed > 0   # random words are often beaten


@pytest.mark.parametrize("game_id", COACHED)
def test_the_coach_reads_only_the_seat_s_view(game_id):
    game = get(game_id)
    for state, seat, view, action, advice in coached_turns(game_id, 5, "random", turns=3):
        alone = json.loads(json.dumps(view))
        kept = copy_json(alone)
        assert finish(game.coach(alone, action)) == advice
        assert alone == kept   # the coach changes nothing it reads
        hidden = scramble_hidden(game, state, seat, Rng(9))
        assert finish(game.coach(game.view(hidden, seat), action)) == advice


@pytest.mark.parametrize("game_id", COACHED)
def test_no_advice_for_what_is_not_a_word_or_a_move(game_id):
    game = get(game_id)
    state, seat, view, action, _ = coached_turns(game_id, 5, "greedy", turns=1)[0]
    for junk in ({"type": "skip"}, {"type": "pass"}, "junk", None, {"type": action["type"]},
                 {"type": "spell", "word": "nonsense"}, {"type": "create", "cards": [{"card": -1}]}):
        assert finish(game.coach(view, junk)) is None


def searched(game_id, view):
    """Every candidate the coach's search yields, judged the coach's way."""
    from inkwell.games.paperback.bots import SEARCH, found_words
    from inkwell.wordcards.coach import spell_search
    search = {"hardback": spell_search(hardback_bots.strong_words),
              "paperback": spell_search(lambda v: found_words(v, SEARCH)),
              "backwords": backwords_bots.strong_moves}[game_id]
    module = {"hardback": hardback_bots, "paperback": paperback_bots, "backwords": backwords_bots}[game_id]
    return [j for j in (module.judge(view, a) for a in search(view) if a is not None) if j is not None]


@pytest.mark.parametrize("game_id", COACHED)
def test_a_word_that_earns_no_more_is_no_correction(game_id):
    """"Your best word here was ZONAL" only when ZONAL is better by the strong
    bot's measure and earns the player more of something (coins, stars, the
    Common card, points, the objective): a word that earns the same as the
    one played, or no more of anything, is never given as a correction."""
    same = []
    for seed in (3, 4, 5):
        for state, seat, view, action, advice in coached_turns(game_id, seed, "random"):
            played = advice["played"]
            better = [c for c in searched(game_id, view) if c["value"] > played["value"]]
            gaining = [c for c in better if gains(c, played)]
            same.extend(c for c in better if c["outcome"] == played["outcome"])
            assert advice["missed"] == bool(gaining)
            if gaining:
                assert gains(advice["best"], played)
                assert advice["best"]["value"] == max(c["value"] for c in gaining)
            else:
                assert advice["best"] is played or advice["best"] == played
    if game_id == "backwords":   # these games' moves often tie (changes of 4 points, say)
        assert same, "no move earned the same as the one played, better by the bot's measure"


def test_the_strong_bot_plays_what_the_coach_would_suggest():
    """The coach searches as the strong bot does: the bot's own word is never
    beaten (it may be tied by another)."""
    for game_id in COACHED:
        game = get(game_id)
        for state, seat, view, action, advice in coached_turns(game_id, 6, "strong", turns=3):
            assert not advice["missed"], (game_id, advice)


def send(message):
    return json.loads(worker.handle(json.dumps(message)))


@pytest.mark.parametrize("game_id", COACHED)
def test_the_worker_coaches_in_the_background_and_says_so_with_the_next_reply(game_id):
    background.clear()
    seats = [{"name": "Me", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    send({"type": "new", "game": game_id, "options": {}, "seats": seats, "seed": 8, "session": "c"})
    while background.run(1.0):   # the game's warm-up is not what this test waits for
        pass
    view = send({"type": "view", "seat": 0, "session": "c"})["views"]["0"]
    action = get(game_id).bots["greedy"](view, Rng(1))
    assert action["type"] in ("spell", "create")
    reply = send({"type": "act", "seat": 0, "action": action, "coach": True, "session": "c"})
    assert reply["ok"] and reply["coach"] == []   # the move's reply never waits for the coach
    assert send({"type": "advice", "session": "c", "coach": True}) == {
        "ok": True, "id": None, "pending": True, "coach": []}
    del background.timings[:]
    while background.run(1.0):
        pass
    slices = [t for key, t in background.timings if key[0] == "coach"]
    assert len(slices) >= 3   # the search, then the candidates a slice each
    # A look at the game that does not ask for the advice leaves it for the screen.
    assert send({"type": "view", "seat": 0, "session": "c"})["coach"] == []
    advice = send({"type": "advice", "session": "c", "coach": True})
    assert advice["pending"] is False
    advice = advice["coach"]
    assert len(advice) == 1 and advice[0]["seat"] == 0 and advice[0]["n"] == view["n"]
    assert advice[0]["best"]["value"] >= advice[0]["played"]["value"]
    assert send({"type": "view", "seat": 0, "session": "c", "coach": True})["coach"] == []


def test_no_coach_unless_asked():
    background.clear()
    seats = [{"name": "Me", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    send({"type": "new", "game": "paperback", "options": {}, "seats": seats, "seed": 8, "session": "c"})
    view = send({"type": "view", "seat": 0, "session": "c"})["views"]["0"]
    send({"type": "act", "seat": 0, "action": get("paperback").bots["greedy"](view, Rng(1)),
          "session": "c"})
    while background.run(1.0):
        pass
    assert send({"type": "view", "seat": 0, "session": "c", "coach": True})["coach"] == []


def room_msg(type_, **fields):
    return json.dumps({"v": 1, "type": type_} | fields)


def room_replies(reply, conn):
    return [json.loads(o["text"]) for o in reply["out"] if o["conn"] == conn]


def test_in_a_room_the_coach_is_the_host_s_own_and_never_a_guest_s():
    from inkwell.room import LOCAL
    background.clear()

    def room_in(conn, type_, now, **fields):
        return send({"type": "room_in", "room": "coached", "conn": conn, "now": now,
                     "text": room_msg(type_, **fields)})

    send({"type": "room_open", "room": "coached", "game": "backwords", "options": {"objectives": 3},
          "name": "Ann", "seed": 4, "now": 0})
    room_in("p:bob", "join", 10, name="Bob", id=1)
    room_in(LOCAL, "start", 20, id=2)
    while background.run(1.0):   # the warm-up
        pass
    game, now, coached = get("backwords"), 30, set()
    for _ in range(60):   # until the host and the guest have each made a move
        if coached == {0, 1}:
            break
        view = room_replies(room_in(LOCAL, "view", now, id=3), LOCAL)[0]["views"]["0"]
        seat, conn = (0, LOCAL) if view["turn"] == 0 else (1, "p:bob")
        if seat == 1:
            view = room_replies(room_in(conn, "view", now, id=3), conn)[0]["views"]["1"]
        action = game.bots["greedy"](view, Rng(now))
        now += 10
        # The guest asks for the coach too: the host's engine does not listen.
        assert room_replies(room_in(conn, "act", now, action=action, coach=True, id=4), conn)[0]["ok"]
        while background.run(1.0):
            pass
        host = room_replies(room_in(LOCAL, "advice", now + 1, id=6), LOCAL)[0]
        assert host["ok"] and host["pending"] is False
        if action["type"] in ("create", "change"):
            coached.add(seat)
            assert [a["seat"] for a in host["coach"]] == ([0] if seat == 0 else [])
            if seat == 0:
                assert host["coach"][0]["n"] == view["n"]
                assert host["coach"][0]["best"]["value"] >= host["coach"][0]["played"]["value"]
    assert coached == {0, 1}
    guest = room_replies(room_in("p:bob", "advice", now + 2, id=5), "p:bob")[0]
    assert not guest["ok"] and guest["error"]["code"] == "forbidden"


def test_advice_on_a_game_left_for_a_new_one_is_not_given_to_the_new_one():
    background.clear()
    seats = [{"name": "Me", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    send({"type": "new", "game": "hardback", "options": {}, "seats": seats, "seed": 8, "session": "c"})
    view = send({"type": "view", "seat": 0, "session": "c"})["views"]["0"]
    action = get("hardback").bots["greedy"](view, Rng(1))
    assert send({"type": "act", "seat": 0, "action": action, "coach": True, "session": "c"})["ok"]
    send({"type": "new", "game": "paperback", "options": {}, "seats": seats, "seed": 9, "session": "c"})
    while background.run(1.0):
        pass
    assert send({"type": "advice", "session": "c"})["coach"] == []
