"""The move a Backwords player builds on the table screen
(py/ui/backwords/move.py), run in the real MicroPython the UI runs in, and
the action it sends judged by the engine's own score_move query: the
rulebook's examples built the way a player taps and drags them."""

import json

from backwords_table import arrange, ids_of, row_ids
from inkwell.games.backwords import GAME
from test_ui_word_builder import run_micropython

MODULES = ("widgets/word_builder.py", "backwords/move.py")


def build(steps):
    """Run Move calls (one per line) in MicroPython; the action they build."""
    return run_micropython("import json\nfrom backwords.move import Move\nm = Move()\n" + steps
                           + "\nprint(json.dumps(m.action()))", MODULES)


def judged(state, action, seat=0):
    return GAME.score_move(GAME.view(state, seat), action)


def test_l_plus_k_plus_cat_by_taps_a_cover_and_two_drags_is_talk():
    state, _ = arrange(hands=["lk"], words=[(0, "cat")])
    l, k = ids_of(state, 0, "lk")
    action = build(f"""m.reset(0, 3)
m.add({l}); m.add({k})
m.cover({k}, 0)
m.move(-3, 0)
m.move(-1, 3)""")
    assert action == {"type": "change", "pull": 0, "words": [{"word": 0, "letters": [
        {"stack": 2}, {"stack": 1}, {"card": l, "wild": None}, {"stack": 0, "card": k, "wild": None}]}]}
    answer = judged(state, action)
    assert answer["ok"] and answer["words"] == ["talk"] and answer["points"] == 8


def test_s_dragged_before_run_and_a_letter_never_leaves_the_word():
    state, _ = arrange(hands=["s"], words=[(0, "run")])
    s = ids_of(state, 0, "s")[0]
    action = build(f"""m.reset(0, 3)
m.add({s}); m.move({s}, 0)
m.remove(-2); m.pop(); m.add({s})""")   # Backspace took S back; the word kept U
    assert judged(state, action)["words"] == ["runs"]
    action = build(f"""m.reset(0, 3)
m.add({s}); m.move({s}, 0)""")
    answer = judged(state, action)
    assert answer["words"] == ["srun"] and action["words"][0]["letters"][0] == {"card": s, "wild": None}


def test_a_pulled_word_and_a_pull_put_back():
    # Backwords 4 on a row ending X, J, A, B: the X pulled beyond the J goes back.
    state, _ = arrange(hands=["t"], row="qxjab")
    x, j, a, b = row_ids(state, "xjab")
    action = build(f"""m.pull = 4
m.add({j}); m.add({a}); m.add({b})""")
    answer = judged(state, action)
    assert action == {"type": "create", "pull": 4, "cards": [{"card": j, "wild": None},
                                                              {"card": a, "wild": None},
                                                              {"card": b, "wild": None}]}
    assert answer["ok"] and answer["words"] == ["jab"] and answer["returned"] == [x]
    # The pull put back: cards from the row leave the word with it.
    action = build(f"""m.pull = 3
m.add({j}); m.add({a})
m.pull = 0; m.keep_only([])""")
    assert action == {"type": "create", "pull": 0, "cards": []}


def test_a_second_card_on_the_same_letter_sends_the_first_back_to_the_word():
    state, _ = arrange(hands=["ps"], words=[(0, "cat")])
    p, s = ids_of(state, 0, "ps")
    action = build(f"""m.reset(0, 3)
m.add({p}); m.add({s})
m.cover({p}, 0); m.cover({s}, 0)""")
    letters = action["words"][0]["letters"]
    assert letters[0] == {"stack": 0, "card": s, "wild": None} and letters[-1]["card"] == p
    assert judged(state, action)["words"] == ["satp"]


def typed(word_text, keys, cards, pull=0):
    """Type `keys` into a change of word 0 (`word_text`) as the screen does:
    each letter takes one of the word's own letters not typed yet
    (Move.untyped_stack), else the first card showing it (widgets/letters.py),
    placed after the letters typed before (Move.place_typed)."""
    return run_micropython(f"""import json
from backwords.move import Move
from widgets.letters import typed_card
cards = {json.dumps(cards)}
m = Move()
m.reset(0, {len(word_text)})
m.pull = {pull}
for key in {json.dumps(keys)}:
    stack = m.untyped_stack({json.dumps(word_text)}, key.upper())
    if stack is None:
        stack = typed_card(cards, key, lambda c: c["kind"].upper(), m.ids())[0]
    m.place_typed(stack)
print(json.dumps(m.action()))""", MODULES + ("widgets/letters.py",))


def test_ya_on_the_table_h_pulled_typing_hay_gives_hay():
    state, _ = arrange(hands=["t"], row="qh", words=[(0, "ya")])
    h = row_ids(state, "h")[0]
    view = GAME.view(state, 0)
    cards = [{"id": c["id"], "kind": c["kind"]} for c in view["hand"] + view["row"][-1:]]
    action = typed("ya", "hay", cards, pull=1)
    assert action["words"][0]["letters"] == [{"card": h, "wild": None}, {"stack": 1}, {"stack": 0}]
    answer = judged(state, action)
    assert answer["ok"] and answer["words"] == ["hay"]
    # Half typed, the word's letters not typed yet follow: H, Y, A, no word.
    half = typed("ya", "h", cards, pull=1)
    assert half["words"][0]["letters"] == [{"card": h, "wild": None}, {"stack": 0}, {"stack": 1}]
    assert not judged(state, half)["ok"]


def test_a_typed_letter_the_word_has_twice_takes_its_letters_in_turn():
    # EVE + R and U: typing "revue" uses E, V, E of the word where they come.
    state, _ = arrange(hands=["ru"], words=[(0, "eve")])
    r, u = ids_of(state, 0, "ru")
    view = GAME.view(state, 0)
    cards = [{"id": c["id"], "kind": c["kind"]} for c in view["hand"]]
    action = typed("eve", "revue", cards)
    assert action["words"][0]["letters"] == [{"card": r, "wild": None}, {"stack": 0}, {"stack": 1},
                                             {"card": u, "wild": None}, {"stack": 2}]
    answer = judged(state, action)
    assert answer["ok"] and answer["words"] == ["revue"]


def test_tzar_typed_czar_lays_the_c_on_the_t():
    # Issue 38: the letter not typed is covered by the card typed, never added.
    state, _ = arrange(hands=["c"], words=[(0, "tzar")])
    c = ids_of(state, 0, "c")[0]
    view = GAME.view(state, 0)
    cards = [{"id": x["id"], "kind": x["kind"]} for x in view["hand"]]
    action = typed("tzar", "czar", cards)
    assert action["words"][0]["letters"] == [{"stack": 0, "card": c, "wild": None}, {"stack": 1},
                                             {"stack": 2}, {"stack": 3}]
    answer = judged(state, action)
    assert answer["ok"] and answer["words"] == ["czar"]


def test_the_place_menu_keeps_the_order_typed_and_a_tapped_card_goes_onto_its_letter():
    state, _ = arrange(hands=["c"], words=[(0, "tzar")])
    c = ids_of(state, 0, "c")[0]
    # Typed C first, Z A R after it, T left over at the end: "On T" keeps C first.
    typed_first = build(f"""m.reset(0, 4)
m.place_typed({c}); m.place_typed(-2); m.place_typed(-3)
m.cover({c}, 0)""")
    assert judged(state, typed_first)["words"] == ["czar"]
    # Tapped C (it lands at the end), then "On T": it goes onto the T.
    tapped = build(f"""m.reset(0, 4)
m.add({c}); m.cover({c}, 0)""")
    assert judged(state, tapped)["words"] == ["czar"]
    # "New" on a card already a letter of its own moves nothing.
    kept = build(f"""m.reset(0, 4)
m.add({c}); m.move({c}, 0); m.cover({c}, None)""")
    assert judged(state, kept)["words"] == ["ctzar"]


def test_backspace_takes_back_a_card_typing_laid_on_a_letter():
    state, _ = arrange(hands=["c"], words=[(0, "tzar")])
    c = ids_of(state, 0, "c")[0]
    action = build(f"""m.reset(0, 4)
for k in ({c}, -2, -3, -4):
    m.place_typed(k)
m.pop()""")
    assert action["words"][0]["letters"] == [{"stack": 1}, {"stack": 2}, {"stack": 3}, {"stack": 0}]
