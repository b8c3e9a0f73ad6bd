"""Backwords' guided first game (py/ui/backwords/tutorial.py), played
through the engine exactly as its steps say: every fact a step states of
the fixed deal (the cards, the words, the points, what the greedy bot did)
still holds. An engine change that reshuffled the deal fails here."""
from tutorial_play import act, bots, call
from tutorial_play import script as load


def script():
    return load("backwords")


def kinds(cards):
    return "".join(c["kind"] for c in cards)


def play(s):
    """The whole walk; the views at each point a step speaks of."""
    seen = {}
    r = bots(call({"type": "new", "game": "backwords", "options": s.OPTIONS, "seats": s.SEATS,
                   "seed": s.SEED, "views": [0]}))
    seen["start"] = r["views"]["0"]
    r = act({"type": "create", "pull": 0, "cards": [{"card": s.T}, {"card": s.E1}, {"card": s.E2}]})
    seen["created"] = r["views"]["0"]
    word = {"word": s.TEE, "letters": [{"stack": 0}, {"stack": 1}, {"stack": 2}, {"card": s.S}]}
    change = {"type": "change", "pull": 3, "words": [word]}
    seen["preview"] = call({"type": "query", "seat": 0, "query": "score_move", "args": [change]})["answer"]
    r = act(change)
    seen["changed"] = r["views"]["0"]
    return seen


def test_the_deal_is_the_one_the_steps_describe():
    s = script()
    seen = play(s)
    v = seen["start"]
    # Steps 1-2: the objective; your turn has flipped an L, the only card of the row.
    assert v["turn"] == 0 and v["goal"] == "A word with 3 letters" and len(v["objectives"]) == 3
    assert [(c["kind"], c["id"]) for c in v["row"]] == [("l", s.L)] and v["drawn"] == ["l"]
    hand = {c["id"]: c["kind"] for c in v["hand"]}
    assert (hand[s.T], hand[s.E1], hand[s.E2]) == ("t", "e", "e")
    assert "s" not in hand.values()   # step 6: "You have no S"

    # Steps 3-5: TEE scores 3 and completes the objective; the bot flips B, creates HEY; you flip S.
    v = seen["created"]
    tee = [w for w in v["words"] if w["owner"] == 0]
    assert [(w["id"], w["text"], w["points"]) for w in tee] == [(s.TEE, "tee", 3)]
    assert v["players"][0]["done"] and v["players"][0]["score"] == 3
    events = [(e["seat"], e["event"], e.get("card") or e.get("words")) for e in v["log"]]
    assert events == [(0, "flipped", "l"), (0, "created", ["tee"]), (1, "flipped", "b"),
                      (1, "created", ["hey"]), (0, "flipped", "s")]
    assert [(c["kind"], c["id"]) for c in v["row"]] == [("l", s.L), ("b", v["row"][1]["id"]), ("s", s.S)]
    assert v["players"][1]["hand_count"] == 2
    assert kinds(v["hand"]) == "ga" and "change" in v["allowed"] and "create" not in v["allowed"]
    assert v["turn"] == 0 and v["phase"] == "act"
    assert s.STEPS[3]["until"](v) and not s.STEPS[10]["until"](v)

    # Steps 6-10: Backwords 3 pulls L, B, S; only S is used, B and L go back; TEES scores 4.
    p = seen["preview"]
    b = v["row"][1]["id"]
    assert p["ok"] and p["words"] == ["tees"] and p["points"] == 4
    assert p["pull"] == 1 and p["returned"] == [s.L, b] and p["kept"] == [] and not p["completes"]

    # Steps 11-12: the bot pulls back to the B (past an I, which joins its hand),
    # lays an O from its hand on the H of HEY and adds the B: OBEY.
    v = seen["changed"]
    n = len(seen["created"]["log"])
    later = [(e["seat"], e["event"], e.get("card") or e.get("words")) for e in v["log"][n:]]
    assert later == [(0, "changed", ["tees"]), (1, "flipped", "i"), (1, "changed", ["obey"]),
                     (0, "flipped", "h")]
    bot_move = v["log"][n + 2]
    assert bot_move["from"] == ["hey"] and bot_move["pull"] == 2 and bot_move["kept"] == 1
    obey = [w for w in v["words"] if w["text"] == "obey"][0]
    assert obey["owner"] == 1 and [kinds(st) for st in obey["stacks"]] == ["ho", "b", "e", "y"]
    assert kinds(v["row"]) == "lh" and v["row"][0]["id"] == s.L   # L went back, then H was flipped
    assert [(w["text"], w["points"]) for w in v["words"] if w["owner"] == 0] == [("tees", 4)]
    assert v["players"][0]["score"] == 7 and v["players"][1]["hand_count"] == 2   # 2 after HEY, less the O, plus the I
    assert v["turn"] == 0 and s.STEPS[10]["until"](v)
    assert v["players"][0]["done"] and v["players"][1]["done"]   # step 13: "You both have this objective done"
    assert v["round"] == 1 and v["objectives"][1] == "A word with 4 letters"


def test_the_greedy_bot_plays_the_same_moves_every_time():
    s = script()
    first, second = play(s), play(s)
    assert first["changed"]["log"] == second["changed"]["log"]
    assert first["changed"]["words"] == second["changed"]["words"]
