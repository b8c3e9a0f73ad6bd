"""Paperback's guided first game (py/ui/paperback/tutorial.py) against the
real engine: the steps' moves, in order, on the fixed deal, and every fact a
step states of it (the hand, the Common card, the scores, what was gained
and bought, the bot's words), so that an engine change that reshuffled the
deal, or a bot that played otherwise, fails here rather than in the
tutorial."""
from inkwell.games.paperback import cards
from tutorial_play import bots, call, script
from tutorial_play import act as engine_act

DEFS = cards.definitions()


def act(action):
    return engine_act(action, want_record=True)


def letter(card):
    printed = DEFS[card["def"]]["letters"]
    return printed.lower() if printed else "?"


def hand_of(v):
    return sorted(letter(c) for c in v["hand"])


def word(*cards_):
    """A word as the steps press it: (card id, wild letter or None)."""
    return {"type": "spell", "word": [{"card": c, "wild": w} for c, w in cards_]}


def events(v, seat, since):
    return [(e["event"], e.get("word"), e.get("score"), e.get("card")) for e in v["log"][since:]
            if e["seat"] == seat and e["event"] in ("spelled", "bought")]


def play(s):
    """Every view the steps stop at, from the deal to the last step."""
    out = {}
    r = bots(call({"type": "new", "game": "paperback", "options": s.OPTIONS, "seats": s.SEATS,
                   "seed": s.SEED, "views": [0], "want_record": True}), want_record=True)
    out["deal"] = r["views"]["0"]
    out["sonata"] = act(word((s.S, None), (s.COMMON_O, None), (s.N, None), (s.WILDS_1[0], "a"),
                             (s.T, None), (s.WILDS_1[1], "a")))["views"]["0"]
    out["fame5"] = act({"type": "buy", "card": s.FAME_5})["views"]["0"]
    out["turn2"] = act({"type": "end"})["views"]["0"]
    out["aural"] = act(word((s.WILDS_2[0], "a"), (s.COMMON_U, None), (s.R, None), (s.WILDS_2[1], "a"),
                            (s.L, None)))["views"]["0"]
    out["h"] = act({"type": "buy", "card": s.H})["views"]["0"]
    out["turn3"] = act({"type": "end"})["views"]["0"]
    out["south"] = act(word((s.S, None), (s.COMMON_O, None), (s.COMMON_U, None), (s.T, None),
                            (s.H, None)))["views"]["0"]
    out["fame8"] = act({"type": "buy", "card": s.FAME_8})["views"]["0"]
    return out


def test_paperback_deal_is_the_one_the_steps_describe():
    s = script("paperback")
    v = play(s)
    deal = v["deal"]
    assert deal["turn"] == 0 and deal["phase"] == "spell"
    assert hand_of(deal) == ["?", "?", "n", "s", "t"]
    assert sorted(c["id"] for c in deal["hand"]) == sorted([s.S, s.T, s.N, *s.WILDS_1])
    assert deal["track"]["top"]["id"] == s.COMMON_O and letter(deal["track"]["top"]) == "o"
    assert deal["track"]["need"] == 6

    w = v["sonata"]
    assert w["word"]["text"] == "sonata" and w["score"] == 5 and w["phase"] == "buy"
    assert w["track"]["gained"] == 1 and s.COMMON_O in [c["id"] for c in w["my_discard"]]
    fame5 = next(f for f in w["fame"] if f["pile"] == "5")
    assert fame5["top"]["id"] == s.FAME_5 and fame5["fame"] == 1
    assert v["fame5"]["coins"] == 0
    assert DEFS[fame5["top"]["def"]]["letters"] is None   # a Fame card is wild

    t2, since = v["turn2"], len(v["fame5"]["log"])
    assert events(t2, 1, since)[0] == ("spelled", "mourns", 4, None)
    bought = [e for e in t2["log"][since:] if e["event"] == "bought"]
    assert len(bought) == 1 and DEFS[bought[0]["def"]]["letters"] == "P"
    assert t2["round"] == 2 and t2["turn"] == 0
    assert letter(t2["track"]["top"]) == "u" and t2["track"]["top"]["id"] == s.COMMON_U
    assert t2["track"]["need"] == 7
    # 6: a third wild, not in AURAL
    assert sorted(c["id"] for c in t2["hand"]) == sorted([s.R, s.L, *s.WILDS_2, 6])
    assert hand_of(t2) == ["?", "?", "?", "l", "r"]

    a = v["aural"]
    assert a["word"]["text"] == "aural" and a["score"] == 4 and a["track"]["gained"] == 1
    pile4 = next(p for p in a["piles"] if p["pile"] == "4")
    assert pile4["top"]["id"] == s.H
    h = DEFS[pile4["top"]["def"]]
    assert h["letters"] == "H" and h["cost"] == 4 and h["ability"] == {"kind": "coins", "n": 1}
    assert v["h"]["coins"] == 0

    t3, since = v["turn3"], len(v["h"]["log"])
    assert t3["round"] == 3 and t3["turn"] == 0
    assert events(t3, 1, since)[0] == ("spelled", "blunts", 5, None)
    bought = [e for e in t3["log"][since:] if e["event"] == "bought"]
    assert len(bought) == 1 and DEFS[bought[0]["def"]]["kind"] == "fame"
    assert {s.COMMON_O, s.H} <= {c["id"] for c in t3["hand"]}
    assert hand_of(t3) == ["h", "o", "r", "s", "t"]
    assert t3["track"]["top"]["id"] == s.COMMON_U

    south = v["south"]
    assert south["word"]["text"] == "south" and south["score"] == 8 and south["track"]["gained"] == 1
    fame8 = next(f for f in south["fame"] if f["pile"] == "8")
    assert fame8["top"]["id"] == s.FAME_8 and fame8["fame"] == 2 and fame8["cost"] == 8
    assert [c["id"] for c in v["fame8"]["bought"]] == [s.FAME_8] and v["fame8"]["coins"] == 0
    assert v["fame8"]["phase"] == "buy"   # the game goes on after the last step


def test_paperback_deal_is_the_same_twice():
    s = script("paperback")
    assert play(s)["fame8"]["log"] == play(s)["fame8"]["log"]


def test_the_steps_press_the_deal_s_words():
    s = script("paperback")
    presses = [st["press"] for st in s.STEPS if isinstance(st.get("press"), list)]
    assert [len(p) - 1 for p in presses] == [len(w) for w in s.WORDS]   # a card a letter, then Make the word
    for step, w in zip([st for st in s.STEPS if isinstance(st.get("press"), list)], s.WORDS):
        assert w.upper() in step["say"]
