"""The Paperback table's drawing (py/ui/paperback) and the letters widget,
run in the real, vendored MicroPython the UI runs in (under Node), on views
the real engine made."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from inkwell.core import Rng, get
from inkwell.core.session import Session

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "py" / "ui"
MICROPYTHON = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
MODULES = ["dom.py"] + sorted(str(p.relative_to(UI)) for d in ("widgets", "paperback")
                              for p in (UI / d).glob("*.py") if p.name not in ("screen.py", "spelling.py",
                                                                              "lookup.py"))

# The browser's pyscript module does not exist under Node: dom.py needs only these names.
RUNNER = """
import { loadMicroPython } from %(mjs)s;
const out = [];
const mp = await loadMicroPython({ stdout: s => out.push(s), stderr: s => console.error(s) });
for (const d of ["/ui", "/ui/widgets", "/ui/paperback", "/ui/pyscript"]) mp.FS.mkdir(d);
mp.FS.writeFile("/ui/pyscript/__init__.py", "document = None\\nwindow = None\\n");
mp.FS.writeFile("/ui/pyscript/ffi.py", "def create_proxy(f):\\n    return f\\n");
const files = %(files)s;
for (const name in files) mp.FS.writeFile("/ui/" + name, files[name]);
mp.FS.writeFile("/ui/data.json", %(data)s);
mp.runPython("import sys\\nsys.path.insert(0, '/ui')\\n" + %(script)s);
console.log(out.join(""));
"""

# A stand-in for the screen object the drawing functions read.
PRELUDE = """
import json
from widgets import word_builder as wb
from paperback import hand, offer, panels, turn
data = json.loads(open("/ui/data.json").read())

class S:
    viewer = 0
    humans = [0]
    bot_to_act = None
    players_open = False
    show_cards = False
    room = False
    message = None
    preview = None
    defs = data["defs"]
    def __init__(self):
        self.word = wb.Word()
    def word_refused(self):
        return self.preview is not None and self.preview.get("ok") is False
s = S()
out = {}
"""


def run(script, data):
    if shutil.which("node") is None or not MICROPYTHON.exists():
        pytest.skip("needs node and node_modules (make node-deps)")
    files = {name: (UI / name).read_text() for name in MODULES}
    js = RUNNER % {"mjs": json.dumps(MICROPYTHON.as_uri()), "files": json.dumps(files),
                   "data": json.dumps(json.dumps(data)), "script": json.dumps(PRELUDE + script)}
    done = subprocess.run(["node", "--input-type=module", "-e", js], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and not done.stderr, done.stderr
    return json.loads(done.stdout)


def defs():
    return get("paperback").card_set()["cards"]


def play_until(session, phase, seat=0):
    """Bots' moves until `seat` reaches `phase`."""
    game, rng = session.game, Rng(2)
    for _ in range(400):
        v = session.view(seat)
        if v["turn"] == seat and v["phase"] == phase:
            return v
        actor = game.actors(session.state)[0]
        session.act(actor, game.bots["greedy"](session.view(actor), rng))
    raise AssertionError("never reached " + phase)


def new_session(seed=4):
    seats = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    return Session("paperback", {"dictionary": "common"}, seats, seed)


def test_typing_picks_a_one_letter_card_then_a_two_letter_card_then_a_wild():
    cards = [{"id": 1, "letters": "T"}, {"id": 2, "letters": "TH"}, {"id": 3, "letters": ""}]
    out = run("""
from widgets import letters
from widgets import word_builder as wb
cards = data["cards"]
of = lambda c: c["letters"]
out["t"] = letters.typed_card(cards, "t", of, [])
out["t again"] = letters.typed_card(cards, "t", of, [1])
out["z"] = letters.typed_card(cards, "z", of, [1, 2])
out["none left"] = letters.typed_card(cards, "z", of, [1, 2, 3])
out["select"] = wb.letter_select(3, "q", "Letter for wild card 2")
print(json.dumps(out))
""", {"defs": [], "cards": cards})
    assert out["t"] == [1, None, ""]
    assert out["t again"] == [2, None, "H"]     # T typed, H still to type
    assert out["z"] == [3, "z", ""]
    assert out["none left"] == [None, None, ""]
    assert '<option value="Q" selected>' in out["select"] and "Letter for wild card 2" in out["select"]


def test_buying_shows_what_the_coins_afford_and_disables_the_rest():
    session = new_session()
    v = play_until(session, "buy")
    out = run("""
v = data["view"]
out["offer"] = offer.piles_html(s, v)
out["turn"] = turn.turn_panel_html(s, v)
out["track"] = offer.track_html(s, v)
out["word"] = hand.table_word_html(s, v)
print(json.dumps(out))
""", {"defs": defs(), "view": v})
    coins = v["coins"]
    costs = {c["id"]: defs()[c["def"]]["cost"] for p in v["piles"] for c in (p["top"], p["alternate"]) if c}
    for card_id, cost in costs.items():
        button = out["offer"].split(f'data-k="b{card_id}"')[1].split(">")[0]
        assert ("disabled" in button) == (cost > coins), (card_id, cost, coins)
    assert f"You have <strong>{coins}¢</strong>" in out["turn"] and "End turn" in out["turn"]
    assert out["offer"].count('class="pile"') == len(v["piles"]) + len(v["fame"])
    assert str(v["word"]["text"]).upper() in out["word"]
    assert out["track"].count("track-slot") == len(v["track"]["lengths"])


def test_the_word_being_built_shows_two_letter_cards_wilds_and_what_it_earns():
    session = new_session()
    v = play_until(session, "spell")
    hand_ = [c for c in v["hand"] if defs()[c["def"]]["letters"] is None][:1]
    # A two-letter card in hand, as later in a game (the view is only read).
    two = next(d for d in defs() if d["letters"] == "TH")
    v["hand"].append({"id": 999, "def": two["def"]})
    preview = {"ok": True, "word": "these", "score": 6, "letters": 5, "bonus": 1, "tax": 0, "length": 5,
               "gains_common": False, "extra_cards": 1, "explain": None}
    out = run("""
v = data["view"]
s.word.add(999)
for c in data["wild"]:
    s.word.add(c["id"])
    s.word.toggle_wild(c["id"], "e")
s.preview = data["preview"]
out["builder"] = hand.builder_html(s, v)
out["hand"] = hand.hand_html(s, v, True)
print(json.dumps(out))
""", {"defs": defs(), "view": v, "wild": hand_, "preview": preview})
    assert '<span class="c-letter">TH</span>' in out["builder"]
    assert "THESE earns 6¢" in out["builder"] and "next hand +1 card" in out["builder"]
    assert f'{v["track"]["need"]} letters gain the Common card' in out["builder"]
    if hand_:
        assert f'select data-wild="{hand_[0]["id"]}"' in out["builder"]
    assert 'data-drop="common"' in out["hand"]   # the top Common card may be used
    assert 'data-card="999"' not in out["hand"]  # it is in the word


def test_the_end_screen_names_the_winner_and_the_best_words():
    session = new_session(seed=6)
    game, rng = session.game, Rng(1)
    while session.outcome() is None:
        actor = game.actors(session.state)[0]
        session.act(actor, game.bots["greedy"](session.view(actor), rng))
    v = session.view(0)
    out = run("""
v = data["view"]
out["end"] = panels.end_html(s, v)
out["players"] = panels.players_html(s, v)
print(json.dumps(out))
""", {"defs": defs(), "view": v})
    outcome = v["outcome"]
    names = [v["names"][w] for w in outcome["winners"]]
    assert ("You win!" if names == ["You"] else " and ".join(names)) in out["end"]
    for seat in outcome["words"]:
        if seat["best"]:
            assert f'{seat["best"]["word"]} <span class="muted">({seat["best"]["shown"]})' in out["end"]
    top = outcome["table"]["best"]
    assert f'Best word: <strong>{top["word"]} <span class="muted">({top["shown"]})</span></strong> by ' in out["end"]
    for p in v["players"]:
        assert f'{p["fame"]} fame' in out["players"]


def test_a_vote_and_a_may_ability_offer_their_buttons():
    seats = [{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}]
    session = Session("paperback", {"dictionary": "vote_majority"}, seats, 3)
    mine = session.view(0)
    session.act(0, session.game.bots["greedy"](mine, Rng(1)))
    voter = session.view(1)
    assert voter["phase"] == "vote" and voter["allowed"] == ["vote"]
    # The "may remove" prompt, drawn for a card of the word and the hand left.
    chooser = session.view(0)
    chooser["hand"] = chooser["my_deck"][:2]   # as if two cards were left out of the word
    chooser["choice"] = {"kind": "trash", "card": chooser["word"]["cards"][0]["id"], "declinable": True,
                         "targets": [c["id"] for c in chooser["hand"]]}
    out = run("""
s.viewer = 1
out["voter"] = turn.vote_html(data["voter"])
out["speller"] = turn.vote_html(data["speller"])
s.viewer = 0
out["choice"] = turn.choice_html(s, data["chooser"])
print(json.dumps(out))
""", {"defs": defs(), "voter": voter, "speller": session.view(0), "chooser": chooser})
    word = voter["vote"]["word"].upper()
    assert f"Accept {word}" in out["voter"] and f"Reject {word}" in out["voter"]
    assert "Waiting for votes" in out["speller"] and "Accept" not in out["speller"]
    assert out["choice"].count('data-k="t') == 2
    for c in chooser["hand"]:
        assert f"&quot;card&quot;: {c['id']}" in out["choice"]
    assert "Keep all my cards" in out["choice"]
