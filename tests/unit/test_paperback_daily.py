"""Paperback Daily Hand (games/paperback/daily.py), on the real word lists."""

import datetime
import itertools
import json

import pytest

import inkwell.games.paperback  # noqa: F401  (registers the game and its daily puzzle)
from inkwell.core import BadRequest, daily
from inkwell.games.paperback import GAME, scoring
from inkwell.games.paperback.daily import COMMON_ID, DAILY, DICTIONARY, HAND, deal, find_best
from inkwell.wordcards import lexicon

DATES = ["2026-12-01", "2026-12-02", "2026-12-25", "2027-03-14", "2027-07-04", "2028-02-29"]


def dates(n, start=(2026, 12, 1)):
    first = datetime.date(*start)
    return [(first + datetime.timedelta(days=k)).isoformat() for k in range(n)]


def plays_of(word, defs):
    """Every way the 9 cards of `defs` spell `word`: a play's word lists."""
    out, used, entries = [], set(), []

    def walk(pos):
        if pos == len(word):
            out.append(list(entries))
            return
        for i, d in enumerate(defs):
            if i in used:
                continue
            printed = (d["letters"] or "").lower()
            if printed and not word.startswith(printed, pos):
                continue
            used.add(i)
            entries.append({"card": i, "wild": None if printed else word[pos]})
            walk(pos + (len(printed) or 1))
            entries.pop()
            used.discard(i)

    walk(0)
    return out


def engine_score(defs, entries):
    """What the Paperback engine's scorer gives a play, built here from the cards."""
    parts = []
    for e in entries:
        d = defs[e["card"]]
        parts.append(scoring.part(d, e["wild"] or d["letters"].lower(), e["wild"] is not None))
    return scoring.score(parts)["score"]


def could_spell(word, defs):
    """A quick necessary test: the letters the cards print, plus the wilds."""
    have = "".join((d["letters"] or "").lower() for d in defs)
    short = sum(max(0, word.count(c) - have.count(c)) for c in set(word))
    return short <= sum(1 for d in defs if not d["letters"])


def play_move(entries):
    return {"type": "play", "word": [dict(e) for e in entries]}


# -- the deal -----------------------------------------------------------------------------

def test_the_same_date_deals_the_same_hand():
    for date in DATES:
        assert deal(date) == deal(date)
        assert DAILY.view(date, []) == DAILY.view(date, [])


def test_other_dates_deal_other_hands():
    hands = [tuple(d["def"] for d in deal(date)) for date in dates(200)]
    assert len(set(hands)) == len(hands)
    assert deal("2026-12-01") != deal("2027-12-01")


def test_a_hand_is_eight_letter_cards_at_most_one_wild_and_a_common_card():
    wild_days = 0
    for date in dates(120):
        defs = deal(date)
        assert len(defs) == HAND + 1
        assert all(d["kind"] in ("letter", "starter_fame") for d in defs[:HAND])
        assert defs[COMMON_ID]["kind"] == "common"
        wilds = sum(1 for d in defs if d["letters"] is None)
        assert wilds <= 1
        wild_days += wilds
        assert len({d["def"] for d in defs}) == len(defs)      # no card twice
    assert 30 < wild_days < 90


def test_the_view_shows_each_card_as_the_page_needs_it():
    view = DAILY.view("2026-12-03", [])
    assert [c["id"] for c in view["hand"]] == list(range(HAND))
    assert view["common"]["id"] == COMMON_ID and view["done"] is False
    for card in view["hand"] + [view["common"]]:
        assert set(card) >= {"id", "def", "letters", "wild", "score", "text"}
    json.dumps(view)


# -- the best word ------------------------------------------------------------------------

@pytest.mark.parametrize("date", DATES)
def test_the_best_word_is_valid_and_no_word_of_the_list_scores_more(date):
    defs = deal(date)
    best = DAILY.best(date)
    assert lexicon.is_word(DICTIONARY, best["word"])
    assert engine_score(defs, best["cards"]) == best["score"]
    DAILY.check(date, [], play_move(best["cards"]))             # a play the puzzle takes
    top, count = -1, 0
    for word in lexicon.load(DICTIONARY):
        if len(word) < 2 or not could_spell(word, defs):
            continue
        ways = plays_of(word, defs)
        if ways:
            count += 1
            top = max(top, max(engine_score(defs, w) for w in ways))
    assert count > 0 and top == best["score"]


def test_every_date_has_a_best_word_worth_something():
    for date in dates(60, start=(2027, 1, 1)):
        best = find_best(deal(date))
        assert best is not None and best["score"] >= 2, date


# -- playing ------------------------------------------------------------------------------

def test_a_played_word_scores_what_the_engine_says():
    """The same cards in a real Paperback game, spelled with its spell move."""
    for date in DATES[:4]:
        defs = deal(date)
        best = DAILY.best(date)
        words = [w for w in lexicon.load(DICTIONARY) if 2 <= len(w) <= 5 and could_spell(w, defs)]
        chosen = [plays_of(w, defs) for w in words[:30]]
        for entries in [best["cards"]] + [ways[0] for ways in chosen if ways][:8]:
            move = play_move(entries)
            DAILY.check(date, [], move)
            view = DAILY.view(date, [move])
            state = GAME.setup({}, [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 3)
            base = len(state["defs"])
            state["defs"] += [d["def"] for d in defs]
            state["players"][0]["hand"] = [base + i for i in range(HAND)]
            state["track"][-1] = base + COMMON_ID
            spell = {"type": "spell", "word": [{"card": base + e["card"], "wild": e["wild"]}
                                               for e in move["word"]]}
            after = GAME.apply(state, 0, spell)
            assert after["turn"]["score"] == view["score"], (date, view["word"])
            assert after["turn"]["text"] == view["word"]


def test_playing_the_best_word_is_all_the_points():
    date = "2027-03-14"
    best = DAILY.best(date)
    reply = daily.answer({"puzzle": "paperback", "date": date, "moves": [],
                          "move": play_move(best["cards"])})
    view = reply["view"]
    assert view["done"] and view["score"] == view["best"]["score"] == best["score"]
    assert view["result"] == f"{best['score']} of {best['score']} (100%)"
    assert view["share"].splitlines() == [f"Inkwell · Paperback Daily Hand #{daily.number(date)}",
                                          f"{best['score']} of {best['score']} points", "🟩" * 10]
    json.dumps(reply)


def test_a_weaker_word_says_how_far_from_the_best():
    date = "2026-12-25"
    defs, best = deal(date), DAILY.best(date)
    words = [w for w in lexicon.load(DICTIONARY) if 2 <= len(w) and could_spell(w, defs)]
    ways = next(p for w in words for p in [plays_of(w, defs)]
                if p and engine_score(defs, p[0]) < best["score"])
    move = play_move(ways[0])
    DAILY.check(date, [], move)
    view = DAILY.view(date, [move])
    score, top = view["score"], best["score"]
    assert view["result"] == f"{score} of {top} ({round(100 * score / top + 1e-9)}%)"
    assert view["share"].splitlines()[1] == f"{score} of {top} points"
    assert view["share"].count("🟩") == 10 * score // top


def test_the_move_is_rewritten_to_its_canonical_form():
    date = "2026-12-02"
    best = DAILY.best(date)
    move = {"type": "play", "extra": "x",
            "word": [dict(e, wild=e["wild"].upper() if e["wild"] else None, junk=1)
                     for e in best["cards"]]}
    DAILY.check(date, [], move)
    assert move == {"type": "play", "word": best["cards"]}


# -- hostile moves ------------------------------------------------------------------------

def letter_card(defs, with_letters=True):
    return next(i for i, d in enumerate(defs) if (d["letters"] is not None) == with_letters)


HOSTILE = [
    None, "cat", 7, 1.5, True, {}, [], [None], ["a"], [1, 2],
    [{"card": "0"}], [{"card": True}, {"card": 1}], [{"card": 0.0}], [{"card": 99}, {"card": 1}],
    [{"card": -1}, {"card": 1}], [{"card": 10 ** 30}, {"card": 0}],
    [{"card": 0}] * 10 ** 5, [{"card": i % 9} for i in range(31)],
    [{"card": 0}, {"card": 0}], [{"card": COMMON_ID}, {"card": COMMON_ID}],
    [{"card": 0, "wild": 5}, {"card": 1}], [{"card": 0, "wild": ["a"]}, {"card": 1}],
]


@pytest.mark.parametrize("word", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_words_are_refused_with_a_message(word):
    for date in DATES[:3]:
        with pytest.raises(BadRequest) as err:
            DAILY.check(date, [], {"type": "play", "word": word})
        assert err.value.message and err.value.code
        with pytest.raises(BadRequest):
            daily.answer({"puzzle": "paperback", "date": date, "moves": [],
                          "move": {"type": "play", "word": word}})


def test_wild_letters_are_checked():
    for date in dates(20):
        defs = deal(date)
        if all(d["letters"] for d in defs):
            continue
        wild, other = letter_card(defs, False), letter_card(defs)
        for bad in (None, "", "ab", "é", "1", "?"):
            with pytest.raises(BadRequest):
                DAILY.check(date, [], {"type": "play", "word": [{"card": wild, "wild": bad},
                                                               {"card": other}]})
        with pytest.raises(BadRequest, match="Only Fame cards are wild"):
            DAILY.check(date, [], {"type": "play", "word": [{"card": other, "wild": "a"},
                                                           {"card": wild, "wild": "a"}]})
        return
    pytest.fail("no wild in 20 days")


def test_a_word_not_in_the_dictionary_is_refused():
    date = "2026-12-01"
    defs = deal(date)
    for a in range(9):
        for b in range(9):
            entries = [{"card": a, "wild": None if defs[a]["letters"] else "q"},
                       {"card": b, "wild": None if defs[b]["letters"] else "q"}]
            text = "".join(e["wild"] or defs[e["card"]]["letters"].lower() for e in entries)
            if a != b and not lexicon.is_word(DICTIONARY, text):
                with pytest.raises(BadRequest, match="not in the common dictionary"):
                    DAILY.check(date, [], {"type": "play", "word": entries})
                return


def test_a_second_play_is_refused_and_bad_stored_moves_too():
    date = "2026-12-02"
    move = play_move(DAILY.best(date)["cards"])
    DAILY.check(date, [], move)
    with pytest.raises(BadRequest, match="played today"):
        DAILY.check(date, [move], play_move(move["word"]))
    with pytest.raises(BadRequest):
        daily.answer({"puzzle": "paperback", "date": date, "moves": [move], "move": dict(move)})
    for moves in ([move, move], [{"type": "play", "word": "x"}], [{"type": "spell"}], "x",
                  [move] * 10 ** 4, [None]):
        with pytest.raises(BadRequest):
            daily.answer({"puzzle": "paperback", "date": date, "moves": moves})


# -- nothing gives the words away -----------------------------------------------------------

@pytest.mark.parametrize("date", DATES)
def test_share_text_has_neither_word_and_the_view_before_playing_not_the_best(date):
    defs, best = deal(date), DAILY.best(date)
    before = json.dumps(DAILY.view(date, []))      # words are lowercase, cards print uppercase
    assert f'"{best["word"]}"' not in before and best["score"] >= 2
    words = (w for w in lexicon.load(DICTIONARY) if len(w) >= 2 and could_spell(w, defs))
    played = [p[0] for p in itertools.islice(filter(None, (plays_of(w, defs) for w in words)), 5)]
    for entries in played + [best["cards"]]:
        move = play_move(entries)
        DAILY.check(date, [], move)
        view = DAILY.view(date, [move])
        head, points, row = view["share"].split("\n")
        # The head is the same for every player: it cannot hold their word.
        assert head == f"Inkwell · Paperback Daily Hand #{daily.number(date)}"
        assert points == f"{view['score']} of {best['score']} points"
        assert set(row) <= {"🟩", "⬜"} and len(row) == 10
        assert view["word"] not in (points + row).lower() and best["word"] not in (points + row).lower()
        assert view["best"]["word"] == best["word"]
