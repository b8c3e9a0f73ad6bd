"""What the table tells a player, checked in the real MicroPython the UI runs
in: the card detail's sentences, other players' last turns, and purchases
that cannot work disabled with the reason beside them."""

import json
from pathlib import Path

from test_ui_word_builder import run_micropython

CARDS = Path(__file__).resolve().parents[2] / "py" / "inkwell" / "games" / "hardback" / "cards.json"


def test_every_card_ability_is_explained_in_a_sentence():
    cards = json.loads(CARDS.read_text())["cards"]
    result = run_micropython("""
import json
from hardback import text as tx
cards = json.loads(%s)
out = {}
for d in cards:
    out[str(d["def"])] = tx.detail_lines(d)
print(json.dumps(out))
""" % json.dumps(json.dumps(cards)), modules=("hardback/text.py", "widgets/card.py", "widgets/log.py",
                                                     "widgets/players.py"))
    for d in cards:
        lines = result[str(d["def"])]
        assert len(lines) >= len(d["basic"]) + len(d["bonus"])
        for b in d["basic"] + d["bonus"]:
            # How many: said for every amount but the single uses of an ability.
            assert b["n"] == 1 and b["kind"] in ("double", "uncover", "jail") or any(str(b["n"]) in line for line in lines), (d, lines)
        # No sentence is the bare number a missing explanation would leave.
        assert all(len(line) > 12 for line in lines), lines
        if d["bonus"]:
            assert any(line.startswith("Genre bonus, when another") for line in lines)
        if d["classic"]:
            assert any(line.startswith("Timeless Classic") for line in lines)
        if d["genre"] != "starter":
            assert lines[-1].startswith("Costs " + str(d["cost"]) + "¢")
    double = next(d for d in cards if d["basic"] and d["basic"][0]["kind"] == "double")
    assert result[str(double["def"])][0].startswith("Double: doubles the ¢ and ★ of the card next to it")


def test_each_other_players_last_finished_turn_is_kept():
    result = run_micropython("""
import json
from widgets import log
entries = [
    {"seat": 1, "event": "spelled", "word": "lapse"}, {"seat": 1, "event": "bought", "card": "D"},
    {"seat": 1, "event": "ended"},
    {"seat": 0, "event": "skipped"}, {"seat": 0, "event": "ended"},
    {"seat": 1, "event": "inked"},          # a new turn under way: not finished yet
    {"seat": None, "event": "penny"},       # nobody's turn
]
done = log.last_turns(entries, lambda e: e["event"] + (" " + str(e.get("word") or e.get("card") or "")).rstrip())
print(json.dumps({str(k): v for k, v in done.items()}))
""", modules=("widgets/log.py",))
    assert result == {"1": ["spelled lapse", "bought D"], "0": ["skipped"]}


def test_a_purchase_that_cannot_work_is_disabled_and_says_why():
    result = run_micropython("""
import json
from widgets import controls
ok = controls.send_button("Buy ink (1¢)", {"type": "buy_ink"}, "buyink", why=controls.short_of(1, 3))
no = controls.send_button("Buy ink (1¢)", {"type": "buy_ink"}, "buyink", why=controls.short_of(1, 0))
print(json.dumps([ok, no]))
""", modules=("widgets/controls.py", "widgets/card.py"))
    ok, no = result
    assert "disabled" not in ok and "data-send" in ok
    assert "disabled" in no and "data-send" not in no
    assert 'aria-describedby="why-buyink"' in no
    assert '<span class="why" id="why-buyink">Needs 1¢, you have 0¢</span>' in no
