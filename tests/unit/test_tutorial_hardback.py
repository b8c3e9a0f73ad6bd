"""Hardback's guided first game (py/ui/hardback/tutorial.py) against the
real engine: its fixed deal, played with the steps' own moves, still shows
what each step says (the hands, the coins, the bot's words, the returning
Mystery cards, the inked O, K's genre bonus, the reserved Timeless Classic),
and the same seed plays the same game twice."""
import json

from tutorial_play import UI, bots, call
from tutorial_play import act as engine_act
from tutorial_play import script as load

CARDS = json.loads((UI.parent / "inkwell" / "games" / "hardback" / "cards.json").read_text())["cards"]


def script():
    return load("hardback")


def act(action):
    return engine_act(action)["views"]["0"]


def letters(cards):
    return [CARDS[c["def"]]["letter"] for c in cards]


def ids(cards):
    return [c["id"] for c in cards]


def word(*cards, wild=None):
    return {"type": "spell", "word": [{"card": c, "wild": "a" if c == wild else None} for c in cards]}


def play(s):
    """The game as the steps play it: every view a step speaks of, by name."""
    seen = {}
    r = bots(call({"type": "new", "game": "hardback", "options": s.OPTIONS, "seats": s.SEATS,
                   "seed": s.SEED, "views": [0]}))
    seen["deal"] = v = r["views"]["0"]
    seen["taper"] = act(word(s.T, s.A, s.P, s.E, s.R, wild=s.A))
    act({"type": "buy", "card": s.K})
    seen["bought"] = act({"type": "buy", "card": s.J})
    seen["turn2"] = act({"type": "end"})
    seen["soil"] = act(word(s.S, s.O, s.I, s.L))
    seen["turn3"] = act({"type": "end"})
    seen["inked"] = act({"type": "ink"})
    seen["joke"] = act(word(s.J, s.O, s.K, s.E))
    seen["declined"] = act({"type": "decline"})
    seen["reserved"] = act({"type": "jail", "card": s.U, "mode": "reserve"})
    return seen


def test_the_deal_is_the_one_the_steps_describe():
    s = script()
    seen = play(s)
    v = seen["deal"]
    assert v["turn"] == 0 and v["phase"] == "spell" and v["players"][1]["score"] == 0
    assert ids(v["hand"]) == [s.T, s.R, s.A, s.E, s.P] and letters(v["hand"]) == list("TRAEP")
    row = {c["id"]: CARDS[c["def"]] for c in v["row"]}
    assert [(row[c]["letter"], row[c]["cost"], row[c]["genre"]) for c in (s.K, s.J)] == \
        [("K", 2, "mystery"), ("J", 2, "mystery")]
    v = seen["taper"]   # T P E R 1¢ each; the wild A (a 1★ starter) gives nothing
    assert v["phase"] == "buy" and v["coins"] == 4 and v["players"][0]["score"] == 0
    assert seen["bought"]["coins"] == 0
    v = seen["turn2"]
    assert v["turn"] == 0 and v["round"] == 2 and v["phase"] == "spell"
    bot = [e for e in v["log"] if e.get("seat") == 1]
    assert [e["word"] for e in bot if e["event"] == "spelled"] == ["enrol"]
    assert any(e["event"] == "bought" for e in bot)
    assert ids(v["hand"]) == [s.L, s.I, s.S, s.N, s.O]
    v = seen["soil"]
    assert v["phase"] == "buy" and v["coins"] == 1 and v["players"][0]["score"] == 3
    v = seen["turn3"]
    assert v["turn"] == 0 and v["round"] == 3 and v["players"][0]["ink"] == 1
    bot = [e["event"] for e in v["log"] if e.get("seat") == 1][-2:]
    assert bot == ["spelled", "ended"]
    assert [e["word"] for e in v["log"] if e["event"] == "spelled"][-1] == "aegis"
    assert sorted(ids(v["hand"])) == sorted([s.I, s.K, s.J, s.A, s.E])   # K and J came back
    v = seen["inked"]
    assert ids(v["inked"]) == [s.O] and v["players"][0]["ink"] == 0 and v["players"][0]["remover"] == 0
    v = seen["joke"]
    assert v["log"][-1]["word"] == "joke" and v["coins"] == 2 and v["players"][0]["score"] == 5
    assert v["choice"]["kind"] == "jail" and v["choice"]["card"] == s.J and v["choice"]["declinable"]
    v = seen["declined"]   # the second jail is K's genre bonus (its own benefits: uncover, 1★)
    assert v["choice"]["kind"] == "jail" and v["choice"]["card"] == s.K and "reserve" in v["choice"]["modes"]
    assert [b["kind"] for b in CARDS[s.K]["bonus"]] == ["jail"]
    assert "jail" not in [b["kind"] for b in CARDS[s.K]["basic"]]
    v = seen["reserved"]
    assert v["phase"] == "buy" and ids(v["jail"]) == [s.U] and v["coins"] == 2
    assert CARDS[s.U]["classic"] and CARDS[s.U]["letter"] == "U" and CARDS[s.U]["cost"] > 2


def test_the_same_seed_plays_the_same_game():
    s = script()
    assert play(s) == play(s)
