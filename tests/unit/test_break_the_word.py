"""Break the Word: the core conformance suite, the rules a player would
notice (clues, zones, the bonus, the Leader crown, timers, the end), and
bot-only games through a Session."""

import json

import pytest

from inkwell.core import SPECTATOR, SYSTEM, BadRequest, IllegalAction, NeedFile, Rng
from inkwell.core.conformance import check_game
from inkwell.core.session import Session
from inkwell.games.break_the_word import GAME, bots, clues
from inkwell.games.break_the_word.engine import BreakTheWord
from inkwell.simulate import simulate
from inkwell.words import secret_words


def wild_bot(view, rng):
    """A careless player: random answers (often wrong), otherwise ready."""
    if view["phase"] == "clues" and rng.below(5) == 0:
        words = bots.candidates(view["clues"]) if rng.below(2) else secret_words()
        if words:
            return {"type": "answer", "word": rng.choice(words).upper() + " "}
    return {"type": "ready"}


class Wild(BreakTheWord):
    bots = {**GAME.bots, "random": wild_bot}


def seats(n, kind="human", level="strong"):
    return [{"name": f"P{i + 1}", "kind": kind, "level": level} for i in range(n)]


def new(players=3, **options):
    return GAME.setup({"difficulty": "standard", **options}, seats(players), 7)


def said(action):
    """What a bot's action says, without its thinking time."""
    return {k: v for k, v in action.items() if k != "think"}


def act(state, seat, action):
    return GAME.apply(state, seat, action)


def ready_all(state, *seats_):
    for s in seats_:
        state = act(state, s, {"type": "ready"})
    return state


def word_of(state):
    return state["words"][state["round"] - 1]


WRONG = "abandon"


def wrong_for(state):
    return "ability" if word_of(state) == WRONG else WRONG


# -- conformance --------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_conformance_with_careless_players(players):
    ends = check_game(Wild(), players=[players], options={"rounds": 2}, seeds=(players,))
    assert all(e["outcome"]["winners"] for e in ends)


@pytest.mark.parametrize("level,options", [
    ("strong", {}),
    ("easy", {"difficulty": "hard", "clue_seconds": 15, "rounds": 2}),
    ("random", {"difficulty": "first", "clue_seconds": 30, "rounds": 2}),
    ("expert", {"difficulty": "custom", "mix": "5-2-2", "clue_seconds": 20, "rounds": 2}),
])
def test_conformance_variants(level, options):
    check_game(Wild(), players=[3], options=options, seeds=(11,), level=level)


def test_describe():
    d = GAME.describe()
    assert (d["id"], d["name"], d["min_players"], d["max_players"]) == \
        ("break_the_word", "Break the Word", 2, 6)
    assert d["bots"] == ["easy", "strong", "expert"]
    assert {o["name"]: o["default"] for o in d["options"]} == \
        {"difficulty": "first", "mix": "", "played": "", "rounds": 4, "clue_seconds": 0}
    json.dumps(d)
    assert d["pitch"] and d["player_ranges"] == {}


# -- clues -----------------------------------------------------------------------------


@pytest.mark.parametrize("difficulty", ["first", "standard", "hard"])
def test_clues_are_distinct_true_facts_in_the_difficulty_mix(difficulty):
    mix = clues.MIXES[difficulty]
    rng = Rng(3)
    for word in rng.sample(secret_words(), 200):
        if not clues.can_make(word, mix):
            continue
        made = clues.make_clues(word, mix, rng)
        assert len(made) == 9
        assert all(clues.fits(word, c) for c in made), word
        assert len({json.dumps(c, sort_keys=True) for c in made}) == 9, made
        assert {k: sum(c["color"] == k for c in made) for k in clues.COLORS} == mix


def test_clue_facts_by_colour():
    assert clues.fits("apricot", {"color": "green", "position": 7, "letter": "t"})
    assert not clues.fits("apricot", {"color": "green", "position": 1, "letter": "p"})
    assert clues.fits("apricot", {"color": "orange", "letters": ["a", "p"]})   # "ap"
    assert clues.fits("apricot", {"color": "orange", "letters": ["i", "r"]})   # "ri"
    assert not clues.fits("apricot", {"color": "orange", "letters": ["a", "t"]})
    assert clues.fits("baggage", {"color": "pink", "count": 3, "letter": "g"})
    assert not clues.fits("baggage", {"color": "pink", "count": 2, "letter": "g"})
    orange = clues.orange_facts("baggage")
    assert all(c["letters"] == sorted(c["letters"]) for c in orange)


@pytest.mark.parametrize("difficulty", ["first", "standard", "hard"])
def test_every_round_has_its_own_word_and_nine_clues_about_it(difficulty):
    state = GAME.setup({"difficulty": difficulty, "rounds": 6}, seats(2), 5)
    assert len(set(state["words"])) == 6
    rounds = [state["first"] + state["deck"]] + state["future"]
    for word, made in zip(state["words"], rounds):
        assert len(made) == 9 and all(clues.fits(word, c) for c in made)
        assert {k: sum(c["color"] == k for c in made) for k in clues.COLORS} == \
            clues.MIXES[difficulty]


def test_same_seed_same_game_and_the_list_may_be_missing(monkeypatch):
    assert GAME.setup({}, seats(2), 9) == GAME.setup({}, seats(2), 9)
    import inkwell.words

    def missing():
        raise NeedFile("wordlists/secrets.gz")

    monkeypatch.setattr(inkwell.words, "secret_words", missing)
    with pytest.raises(NeedFile):
        GAME.setup({}, seats(2), 9)


# -- a round ---------------------------------------------------------------------------


def test_the_first_clue_is_out_and_a_clue_comes_when_all_are_ready():
    state = new(3)
    view = GAME.view(state, 0)
    assert (view["phase"], view["round"], view["rounds"], view["revealed"]) == ("clues", 1, 4, 1)
    assert view["clues"] == state["first"] and view["mix"] == {"green": 3, "orange": 3, "pink": 3}
    assert GAME.actors(state) == [0, 1, 2] and GAME.timers(state) == []
    state = ready_all(state, 0, 1)
    assert state["revealed"] == 1 and GAME.actors(state) == [2]
    assert GAME.view(state, 2)["players"][0] == {"answered": False, "zone": None, "ready": True}
    state = ready_all(state, 2)
    assert state["revealed"] == 2 and state["ready"] == [False] * 3
    assert GAME.view(state, 1)["clues"] == state["first"] + state["shown"]


def test_zones_and_the_bonus_for_the_first_correct_answer_checked():
    state = new(3)
    word = word_of(state)
    state = act(state, 2, {"type": "answer", "word": wrong_for(state)})        # zone 3, wrong
    assert GAME.view(state, 0)["zone_now"] == 3
    state = ready_all(state, 0, 1, 0, 1, 0, 1)                                 # clue 4 out
    assert state["revealed"] == 4 and GAME.view(state, 0)["zone_now"] == 2
    state = act(state, 0, {"type": "answer", "word": word.upper()})           # zone 2, right
    assert GAME.view(state, 1)["players"][0] == {"answered": True, "zone": 2, "ready": False}
    state = ready_all(state, 1, 1, 1)                                          # clue 7 out
    state = act(state, 1, {"type": "answer", "word": f"  {word}\n"})           # zone 1, right
    assert state["phase"] == "results"                                         # all answered
    assert GAME.view(state, 0)["zone_now"] is None
    last = GAME.view(state, SPECTATOR)["round_results"]
    assert last["word"] == word and len(last["clues"]) == 9
    assert [(a["seat"], a["zone"], a["points"], a["bonus"]) for a in last["answers"]] == \
        [(2, 3, 0, False), (0, 2, 3, True), (1, 1, 1, False)]
    assert state["scores"] == [3, 1, 0]


def test_in_one_zone_the_first_answer_given_is_checked_first():
    state = new(3)
    word = word_of(state)
    state = act(state, 1, {"type": "answer", "word": word})
    state = act(state, 0, {"type": "answer", "word": word})
    state = act(state, 2, {"type": "answer", "word": wrong_for(state)})
    assert [(a["seat"], a["points"]) for a in state["last"]["answers"]] == [(1, 4), (0, 3), (2, 0)]


def test_answers_are_final_and_must_be_seven_letters():
    state = new(2)
    state = act(state, 0, {"type": "answer", "word": wrong_for(state)})
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalAction) as e:
        act(state, 0, {"type": "answer", "word": word_of(state)})
    assert e.value.code == "already_answered" and "already" in e.value.message
    for bad in ["abc", "apricots", "apri-ot", "abc def", "ébauché", ""]:
        with pytest.raises(IllegalAction) as e:
            act(state, 1, {"type": "answer", "word": bad})
        assert e.value.code == "bad_answer" and "7 letters" in e.value.message
    # Not text at all, or padded past any answer: refused by the move's declared shape.
    for bad in [7, None, "apricot" + " " * 100]:
        with pytest.raises(IllegalAction) as e:
            act(state, 1, {"type": "answer", "word": bad})
        assert e.value.code == "bad_field" and "word" in e.value.message
    with pytest.raises(IllegalAction):
        act(state, 1, {"type": "answer"})
    assert json.dumps(state, sort_keys=True) == before


def test_the_screen_may_ask_whether_an_answer_is_in_the_answer_list():
    """Before locking in, the screen asks the engine (as the worker and a
    room's host answer queries) whether the word can be an answer at all; any
    argument is answered, never a crash, and nothing changes."""
    from inkwell.services import answer_query
    session = Session("break_the_word", {}, seats(2), 7)
    before = json.dumps(session.state, sort_keys=True)

    def ask(*args):
        return answer_query(session, 0, "known_answer", list(args))["answer"]

    word = session.state["words"][0]
    assert ask(word.upper() + " ") == {"word": word, "known": True}
    assert ask("qwertyl") == {"word": "qwertyl", "known": False}
    assert ask("abandon")["known"] is (WRONG in secret_words())
    for junk in ("abc", "", 7, None, ["apricot"], {"w": 1}, "x" * 10000):
        assert ask(junk) == {"word": None, "known": False}
    with pytest.raises(BadRequest):
        answer_query(session, 0, "known_answer", ["a", "b"])
    assert json.dumps(session.state, sort_keys=True) == before


def test_a_ready_player_may_still_answer_and_others_do_not_see_the_word():
    state = new(2)
    state = ready_all(state, 0)
    assert GAME.actors(state) == [1]
    state = act(state, 0, {"type": "answer", "word": "Abandon"})
    assert GAME.view(state, 0)["you"] == {"answer": "abandon", "zone": 3}
    assert GAME.view(state, 1)["you"] == {"answer": None, "zone": None}
    assert "abandon" not in json.dumps(GAME.view(state, 1))
    assert "abandon" not in json.dumps(GAME.view(state, SPECTATOR))
    assert GAME.view(state, SPECTATOR)["you"] is None


def test_the_round_ends_when_all_nine_clues_are_out_and_all_are_ready():
    state = new(2)
    for revealed in range(1, 10):
        assert (state["phase"], state["revealed"]) == ("clues", revealed)
        state = ready_all(state, 0, 1)
    assert state["phase"] == "results" and state["scores"] == [0, 0]
    assert state["last"]["answers"] == [] and GAME.actors(state) == [0, 1]
    state = ready_all(state, 0, 1)
    assert (state["phase"], state["round"], state["revealed"]) == ("clues", 2, 1)
    assert GAME.view(state, 0)["last"]["round"] == 1 and GAME.view(state, 0)["round_results"] is None


def test_the_clock_reveals_clues_and_a_stale_timer_is_refused():
    state = new(2, clue_seconds=20)
    assert GAME.timers(state) == [{"delay": 20, "action": {"type": "reveal", "n": 1}}]
    assert SYSTEM in GAME.actors(state) and SYSTEM not in GAME.view(state, 0)["actors"]
    state = act(state, SYSTEM, {"type": "reveal", "n": 1})
    assert state["revealed"] == 2
    for stale in [{"type": "reveal", "n": 1}, {"type": "reveal"}, {"type": "next", "round": 1}]:
        with pytest.raises(IllegalAction):
            act(state, SYSTEM, stale)
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "reveal", "n": 2})   # players do not reveal
    with pytest.raises(IllegalAction):
        act(state, SYSTEM, {"type": "ready"})
    with pytest.raises(IllegalAction):
        act(state, SYSTEM, {"type": "answer", "word": "abandon"})
    for n in range(2, 10):
        state = act(state, SYSTEM, {"type": "reveal", "n": n})
    assert state["phase"] == "results"                          # after the 9th: the end
    assert GAME.timers(state) == [{"delay": 15, "action": {"type": "next", "round": 1}}]
    state = act(state, SYSTEM, {"type": "next", "round": 1})
    assert (state["phase"], state["round"]) == ("clues", 2)
    with pytest.raises(IllegalAction):
        act(state, SYSTEM, {"type": "next", "round": 1})


def test_the_leader_does_not_see_the_first_clue():
    state = new(3)
    state = act(state, 1, {"type": "answer", "word": word_of(state)})
    state = ready_all(state, *[0, 2] * 9)                      # 8 more clues, then the end
    assert state["phase"] == "results" and state["scores"] == [0, 4, 0]
    state = ready_all(state, 0, 1, 2)
    assert state["leaders"] == [1]
    first = state["first"][0]
    leader = GAME.view(state, 1)
    assert leader["leaders"] == [1]
    assert leader["clues"] == [{"color": first["color"], "hidden": True}]
    assert GAME.view(state, 0)["clues"] == [first] == GAME.view(state, SPECTATOR)["clues"]
    state = ready_all(state, 0, 1, 2)
    leader = GAME.view(state, 1)
    assert leader["clues"][0]["hidden"] and leader["clues"][1:] == state["shown"]
    state = ready_all(state, *[0, 1, 2] * 8)
    assert state["phase"] == "results"
    results = GAME.view(state, 1)["round_results"]
    assert results["clues"][0] == first and GAME.view(state, 1)["clues"][0] == first


def test_ties_share_the_crown():
    state = new(3)
    state = ready_all(state, *[0, 1, 2] * 9)
    state = ready_all(state, 0, 1, 2)
    assert state["leaders"] == [0, 1, 2]
    with pytest.raises(BadRequest):
        new(1)  # a race needs two


def play_round(state, scorers):
    """Seats in `scorers` answer right at once, in that order; the others pass."""
    for s in scorers:
        state = act(state, s, {"type": "answer", "word": word_of(state)})
    while state["phase"] == "clues":
        state = act(state, GAME.actors(state)[0], {"type": "ready"})
    return ready_all(state, *range(len(state["scores"])))


def test_the_game_ends_after_the_last_round_and_ties_share_the_win():
    state = new(3, rounds=2)
    state = play_round(state, [0])
    assert state["outcome"] is None and state["round"] == 2
    state = play_round(state, [1])
    assert state["outcome"] == {"scores": [4, 4, 0], "winners": [0, 1]}
    view = GAME.view(state, 2)
    assert view["phase"] == "over" and view["actors"] == [] and view["outcome"]["winners"] == [0, 1]
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "ready"})

    state = new(2, rounds=2)
    state = play_round(play_round(state, [1, 0]), [0])
    assert state["outcome"] == {"scores": [7, 4], "winners": [0]}


# -- bots ------------------------------------------------------------------------------


def test_bots_answer_only_what_fits_their_clues():
    state = new(2)
    word = word_of(state)
    made = state["first"] + state["deck"]
    view = GAME.view(state, 0)
    view["clues"], view["revealed"] = made, 9
    for bot in GAME.bots.values():
        assert said(bot(view, Rng(1))) == {"type": "answer", "word": bots.candidates(made)[0]}
        assert word in bots.candidates(made)
    view["clues"], view["revealed"] = made[:1], 1
    assert GAME.bots["strong"](view, Rng(1)) == {"type": "ready"}
    view["phase"] = "results"
    assert GAME.bots["easy"](view, Rng(1)) == {"type": "ready"}


def test_the_strong_bot_answers_sooner_than_the_easy_one():
    view = {"phase": "clues", "revealed": 3, "you": {"answer": None, "zone": None},
            "clues": [{"color": "green", "position": 1, "letter": "q"},
                      {"color": "orange", "letters": ["k", "l"]},
                      {"color": "hidden", "hidden": True}]}
    assert said(GAME.bots["strong"](view, Rng(1))) == {"type": "answer", "word": "quickly"}
    assert GAME.bots["easy"](view, Rng(1)) == {"type": "ready"}


@pytest.mark.parametrize("players,level,options", [
    (2, "strong", {}), (2, "easy", {"difficulty": "hard"}), (4, "strong", {"clue_seconds": 15}),
    (6, "easy", {"difficulty": "first", "rounds": 6}),
])
def test_bots_finish_games_in_a_session(players, level, options):
    session = Session(GAME.id, options, seats(players, "bot", level), 21)
    for _ in range(2000):
        if session.step_bot() is None and not session.fire_timer():
            break
    outcome = session.outcome()
    assert outcome is not None and outcome["winners"]
    assert sum(outcome["scores"]) > 0       # the bots crack some words
    assert Session.from_record(json.loads(json.dumps(session.record))).state == session.state


def test_simulate_runs_bot_only_games():
    figures = simulate(GAME.id, 3, 4, 1, {"rounds": 2})
    assert figures["finished"] == 4 and figures["errors"] == 0


# -- issue 16: thinking time, word memory, the crown, custom mixes, the expert bot --------


def test_an_answer_being_written_goes_down_when_its_thinking_time_is_up():
    state = new(3)
    word = word_of(state)
    # Seat 0 cracks it first but writes slowly; seat 2 is quicker.
    state = act(state, 0, {"type": "answer", "word": word, "think": 9000})
    state = act(state, 2, {"type": "answer", "word": word, "think": 4000})
    assert state["zones"] == [None, None, None] and GAME.actors(state) == [1]
    assert GAME.view(state, 0)["allowed"] == [] and GAME.view(state, 0)["you"]["answer"] == word
    assert GAME.view(state, 1)["players"][0] == {"answered": False, "zone": None, "ready": False}
    assert word not in json.dumps(GAME.view(state, 1))
    with pytest.raises(IllegalAction) as e:
        act(state, 0, {"type": "answer", "word": WRONG})
    assert e.value.code == "already_answered"
    state = act(state, 1, {"type": "ready"})
    assert state["revealed"] == 1          # the writers are not ready: no clue comes
    timers = GAME.timers(state)
    assert [t["delay"] for t in timers] == [9.0, 4.0]
    first = min(timers, key=lambda t: t["delay"])["action"]
    assert first == {"type": "place", "seat": 2, "round": 1}
    state = act(state, SYSTEM, first)
    with pytest.raises(IllegalAction) as e:
        act(state, SYSTEM, first)
    assert e.value.code == "stale_timer"
    state = act(state, SYSTEM, GAME.timers(state)[0]["action"])
    assert state["revealed"] == 2          # seat 1 was ready: the writers were all it waited for
    state = act(state, 1, {"type": "answer", "word": wrong_for(state)})
    assert [(a["seat"], a["points"]) for a in state["last"]["answers"]] == [(2, 4), (0, 3), (1, 0)]


def test_the_clock_ending_the_round_puts_down_answers_still_being_written():
    state = new(2, clue_seconds=15)
    state = act(state, 0, {"type": "answer", "word": word_of(state), "think": 60000})
    for n in range(1, 10):
        state = act(state, SYSTEM, {"type": "reveal", "n": n})
    assert state["phase"] == "results"
    assert state["last"]["answers"][0]["seat"] == 0 and state["last"]["answers"][0]["zone"] == 1
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "answer", "word": WRONG, "think": 60001})


def bot_game(levels, seed, **options):
    session = Session(GAME.id, {"difficulty": "standard", **options},
                      [{"name": lv, "kind": "bot", "level": lv} for lv in levels], seed)
    for _ in range(3000):
        if session.step_bot() is None and not session.fire_timer():
            break
    return session


def test_bots_that_crack_the_word_together_are_placed_by_thinking_time_not_seat():
    firsts = []
    for seed in range(12):
        session = bot_game(["strong"] * 3, seed, rounds=2)
        record = session.record
        for seat, action in record["actions"]:
            if seat == SYSTEM and action["type"] == "place":
                firsts.append(action["seat"])
                break
        replayed = Session.from_record(json.loads(json.dumps(record)))
        assert replayed.state == session.state
    assert len(set(firsts)) == 3   # seat 0 no longer always goes down first


def small_list(monkeypatch, words):
    import inkwell.words
    monkeypatch.setattr(inkwell.words, "secret_words", lambda: sorted(words))


SIX = ["abandon", "ability", "absence", "academy", "account", "achieve"]


def test_words_played_on_this_device_are_not_drawn_again(monkeypatch):
    from inkwell.games.break_the_word import memory
    small_list(monkeypatch, SIX)
    played = memory.encode([0, 2])               # abandon, absence
    state = GAME.setup({"played": played, "rounds": 4}, seats(2), 3)
    assert sorted(state["words"]) == ["ability", "academy", "account", "achieve"]
    assert GAME.setup({"played": played, "rounds": 4}, seats(2), 3) == state
    # The view gives what to keep: the finished rounds' words on top, never the round in play.
    assert GAME.view(state, 0)["played"] == played
    state = play_round(state, [])
    kept = memory.decode(GAME.view(state, 1)["played"])
    assert kept == sorted([0, 2, SIX.index(state["last"]["word"])])


def test_when_every_word_was_played_the_memory_starts_over(monkeypatch):
    from inkwell.games.break_the_word import memory
    small_list(monkeypatch, SIX)
    played = memory.encode([0, 1, 2, 3, 4])      # only "achieve" is left
    state = GAME.setup({"played": played, "rounds": 2}, seats(2), 3)
    assert state["words"][0] == "achieve" and len(set(state["words"])) == 2
    assert GAME.view(state, 0)["played"] == ""
    state = play_round(state, [])
    assert memory.decode(GAME.view(state, 0)["played"]) == [5]


def test_the_played_option_is_small_checked_and_part_of_the_record():
    from inkwell.games.break_the_word import memory
    everything = memory.encode(range(len(secret_words())))
    assert len(everything) <= 256
    session = Session(GAME.id, {"played": everything[:40]}, seats(2), 5)
    assert session.record["options"]["played"] == everything[:40]
    assert Session.from_record(json.loads(json.dumps(session.record))).state == session.state
    for bad in ["no spaces", "a", 7, "x" * 2000]:
        with pytest.raises(BadRequest) as e:
            GAME.setup({"played": bad}, seats(2), 5)
        assert e.value.code == "bad_option" and "played" in e.value.message.lower()


def test_the_screen_is_told_why_the_leaders_do_not_see_the_first_clue():
    state = new(3)
    assert GAME.view(state, 0)["crown_note"] is None          # round 1: no crown
    state = play_round(state, [])                              # 0-0-0: everyone leads
    assert state["leaders"] == [0, 1, 2]
    for seat in range(3):
        assert GAME.view(state, seat)["crown_note"] == \
            "You share the lead: the first clue is hidden from the leaders."
        assert GAME.view(state, seat)["clues"][0]["hidden"]
    state = play_round(state, [1])
    assert GAME.view(state, 1)["crown_note"] == "You lead: the first clue is hidden from you."
    assert GAME.view(state, 0)["crown_note"] == "P2 leads: the first clue is hidden from them."


def test_a_custom_mix_is_used_when_every_answer_allows_it():
    state = GAME.setup({"difficulty": "custom", "mix": "5/2/2"}, seats(2), 4)
    made = state["first"] + state["deck"]
    assert {k: sum(c["color"] == k for c in made) for k in clues.COLORS} == \
        {"green": 5, "orange": 2, "pink": 2}
    assert GAME.view(state, 0)["mix"] == {"green": 5, "orange": 2, "pink": 2}
    assert state["options"]["mix"] == "5-2-2"
    for mix, reason in [("2-3-4", 'at most 3 pink clues: "referee"'),
                        ("5-3-2", "total 9"), ("", "three counts"), ("green", "three counts"),
                        ("1-4-4", "at most 3 orange")]:
        with pytest.raises(BadRequest) as e:
            GAME.setup({"difficulty": "custom", "mix": mix}, seats(2), 4)
        assert e.value.code == "bad_option" and reason in e.value.message, e.value.message
    # The mix is only read for a custom difficulty.
    assert GAME.view(GAME.setup({"mix": "5-2-2"}, seats(2), 4), 0)["mix"] == clues.MIXES["first"]


def test_new_players_start_on_the_first_games_mix_and_the_rules_version_moved_on():
    assert GAME.check_options({})["difficulty"] == "first"
    assert GAME.rules_version == 2 and GAME.describe()["rules"] == 2


def test_the_expert_takes_a_calculated_risk_at_a_zone_boundary():
    likely = {"phase": "clues", "you": {"answer": None}, "mix": clues.MIXES["standard"]}
    # Find clues from real rounds where, just before a cheaper zone, the best
    # word is likely enough (3 in 4 at clue 3, 2 in 3 at clue 6) but not sure.
    rng, found = Rng(8), None
    for word in rng.sample(secret_words(), 400):
        made = clues.make_clues(word, clues.MIXES["standard"], rng)
        for k in (3, 6):
            view = dict(likely, clues=made[:k], revealed=k)
            ranked = bots.posterior(view)
            if len(ranked) > 1 and bots.worth_it(ranked[0][0], k):
                found = view, ranked, made
                break
        if found:
            break
    assert found, "no such round in 400 words"
    view, ranked, made = found
    assert abs(sum(p for p, _ in ranked) - 1) < 1e-9 and ranked[0][0] < 1
    assert GAME.bots["strong"](view, Rng(1)) == {"type": "ready"}      # waits for a single word
    assert said(GAME.bots["expert"](view, Rng(1))) == {"type": "answer", "word": ranked[0][1]}
    # With the clue before (same zone next), waiting costs no points: it waits unless nearly sure.
    k = view["revealed"] - 1
    earlier = dict(view, clues=made[:k], revealed=k)
    if bots.posterior(earlier)[0][0] < bots.SURE:
        assert GAME.bots["expert"](earlier, Rng(1)) == {"type": "ready"}


def test_the_expert_weighs_words_by_how_likely_they_make_the_clues():
    # Two words fit one orange clue; the one with fewer neighbour pairs makes it likelier.
    seen = {"green": 0, "orange": 1, "pink": 0}
    assert bots.likelihood("minimum", seen) == 1 / 3       # im, in, mu
    assert bots.likelihood("imagine", seen) == 1 / 6
