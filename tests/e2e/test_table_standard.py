"""One table standard for every registered game, on a laptop and on a touch
phone (as core/conformance.py is for engines): every kind of card on the
table opens its card detail by hover (desktop), by focus + "?" and by a touch
hold held still (phone); a hold never acts (the log, the view and the scores
stay as they were); a Rules button opens the game's How-to page in a new
tab; Undo, the look-up box and the log sit in the same places under the same
names; typing a word with I while a hand card has focus spells it.

Each game says only how to bring its table to the steps where its cards are
shown (TOURS); a game in the registry without a tour fails here.
Real Chromium, real engine; touch is real touch events through CDP."""

import re
import time

import pytest

import helpers
from helpers import ask

from inkwell.core import all_games

ME = 0
GAMES = [g.id for g in all_games()]
NAMES = {g.id: g.name for g in all_games()}


def view(page):
    return ask(page, {"type": "view", "seat": ME})["views"][str(ME)]


def press(page, touch, locator):
    locator.tap() if touch else locator.click()


# -- each game's tour: (step name, selectors of each kind of card there) ----------

def hardback(w, touch):
    page = w.page
    page.wait_for_selector("#hb-play [data-act=spell]", timeout=60000)
    yield {"hand": "#hb-play [data-drop=hand] .card", "offer row": "#hb-row .card"}
    press(page, touch, page.locator("#hb-play [data-drop=hand] button.card").first)
    page.locator("#hb-play [data-drop=word] .card").first.wait_for()
    yield {"word": "#hb-play [data-drop=word] .card"}


def paperback(w, touch):
    from test_paperback_ui import Player
    page = w.page
    me = Player(w, touch=touch)
    assert me.wait_for_my_move()
    yield {"hand": "#pb-play [data-drop=hand] .card", "Common card": "#pb-play [data-drop=common] .card",
           "letter piles": "#pb-offer .piles:not(.fame-piles) .card", "Fame piles": "#pb-offer .fame-piles .card",
           "length track": "#pb-track .card"}
    press(page, touch, page.locator("#pb-play [data-drop=hand] button.card").first)
    page.locator("#pb-play [data-drop=word] .card").first.wait_for()
    yield {"word": "#pb-play [data-drop=word] .card"}
    press(page, touch, page.get_by_role("button", name="Clear word"))
    v = me.make_word(me.view())
    if v["phase"] == "buy":
        # The piles are buy buttons now: holding one must not buy it.
        yield {"letter piles (buying)": "#pb-offer .piles:not(.fame-piles) .card",
               "Fame piles (buying)": "#pb-offer .fame-piles .card", "word on the table": "#pb-play .word-zone .card"}


def backwords(w, touch):
    page = w.page
    from test_backwords_ui import wait_for_my_move
    assert wait_for_my_move(page)
    yield {"hand": "#bk-play [data-drop=hand] .card", "discard row": "#bk-row .card"}
    press(page, touch, page.locator("#bk-play [data-drop=hand] button.card").first)
    page.locator("#bk-play [data-drop=word] .card").first.wait_for()
    yield {"word": "#bk-play [data-drop=word] .card"}
    # Pass: the bot makes a word (on this pinned deal; on some, it pulls or
    # passes too), and words on the table are there to look at.
    n = view(page)["n"]
    press(page, touch, page.get_by_role("button", name="Pass", exact=True))
    page.wait_for_function(f"() => Number(document.querySelector('#bk-table').dataset.n) > {n + 1}",
                           timeout=60000)
    assert wait_for_my_move(page)
    yield {"words on the table": "#bk-words .card", "discard row": "#bk-row .card"}


def break_the_word(w, touch):
    page = w.page
    page.locator("#bw-clues .clue").first.wait_for()
    yield {}   # no cards: clues and an answer box


SEEDS = {"backwords": 1}
"""Pinned deals (ui-helpers.mjs randomSeed): on seed 1 the greedy bot answers a pass with a word."""
TOURS = {"hardback": hardback, "paperback": paperback, "backwords": backwords,
         "break_the_word": break_the_word}
HAND = {"hardback": "#hb-play [data-drop=hand] button.card", "paperback": "#pb-play [data-drop=hand] button.card",
        "backwords": "#bk-play [data-drop=hand] button.card"}
PREFIX = {"hardback": "hb", "paperback": "pb", "backwords": "bk", "break_the_word": "bw"}


def start(page, game, touch):
    helpers.open_setup(page, helpers_base[0], NAMES[game])
    seat = page.get_by_label("Player 2")
    if seat.count():
        bots = [o for o in seat.locator("option").evaluate_all("os => os.map(o => o.value)") if o.startswith("bot:")]
        seat.select_option("bot:greedy" if "bot:greedy" in bots else bots[0])
    press(page, touch, page.get_by_role("button", name="Start game"))


helpers_base = [""]


def detail(page):
    return page.locator("#card-detail")


def table_state(page, game):
    p = PREFIX[game]
    return (view(page), page.locator("#" + p + "-log").inner_text() if page.locator("#" + p + "-log").count() else "",
            page.locator("#" + p + "-players").inner_text())


def by_hover(page, card, what):
    box = detail(page)
    card.scroll_into_view_if_needed()
    card.hover()
    box.wait_for(state="visible", timeout=5000)
    assert "peek" in box.get_attribute("class"), what
    assert box.locator(".card.big").count() == 1 and box.locator(".cd-lines li").count() >= 1, what
    page.mouse.move(2, 2)
    box.wait_for(state="hidden", timeout=5000)


def by_key(page, card, what):
    box = detail(page)
    card.focus()
    page.keyboard.press("?")
    close = box.get_by_role("button", name="Close")
    try:
        close.wait_for(timeout=5000)
    except Exception:
        raise AssertionError(what + ": focus + ? opened no detail") from None
    assert box.locator(".cd-lines li").count() >= 1, what
    page.keyboard.press("Escape")
    box.wait_for(state="hidden", timeout=5000)


def by_hold(page, cdp, card, what, game):
    box = detail(page)
    card.scroll_into_view_if_needed()
    b = card.bounding_box()
    x, y = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
    before = table_state(page, game)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    time.sleep(1.2)   # longer than the hold that opens the detail, as a player holds a card
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    close = box.get_by_role("button", name="Close")
    try:
        close.wait_for(timeout=5000)
    except Exception:
        raise AssertionError(what + ": a hold opened no detail") from None
    assert box.locator(".cd-lines li").count() >= 1, what
    page.wait_for_timeout(400)
    assert table_state(page, game) == before, "a hold on " + what + " changed the table"
    close.tap()
    box.wait_for(state="hidden", timeout=5000)


def check_frame(page, game):
    """Rules, Undo, the look-up box and the log where every table has them."""
    p = PREFIX[game]
    top = page.locator("#" + p + "-top")
    rules = top.get_by_role("link", name="Rules (opens in a new tab)")
    assert rules.count() == 1, game + " has no Rules button"
    assert rules.get_attribute("target") == "_blank"
    assert rules.get_attribute("href").startswith("howto/")
    assert top.get_by_role("button", name="Undo").count() == 1
    side = page.locator("#" + p + "-table .hb-side")
    lookup = page.get_by_role("search", name="Look up a word")
    if lookup.count():
        assert side.get_by_role("search", name="Look up a word").count() == 1
    log = page.locator("#" + p + "-log")
    if log.count():
        assert side.locator("#" + p + "-log").count() == 1
        assert log.get_attribute("aria-label") == "Game log"
    return rules


def typing_spells(page, game, touch):
    """Typing "list" with a hand card focused: letters, never the detail.
    The I goes into the word, or the table says the hand has no I."""
    p = PREFIX[game]
    hand = page.locator(HAND[game])
    for part in ("l", "i", "st"):
        hand.first.focus()
        page.keyboard.type(part)
        page.wait_for_timeout(300)
        assert detail(page).is_hidden(), "typing " + part + " opened the card detail"
        if part == "i":
            word = "".join(page.locator("#" + p + "-play [data-drop=word] .c-letter").all_inner_texts()).upper()
            said = page.locator("#" + p + "-message").inner_text()
            # the message names every letter missing so far ("No L or I in your hand…")
            named = re.match(r"No ([A-Z, ]+?(?: or [A-Z])?) in ", said)
            assert "I" in word or (named and "I" in re.findall(r"[A-Z]", named.group(1))), (word, said)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_every_table_meets_the_standard(game, device, browser, base_url, request):
    assert game in TOURS, game + " has no tour in test_table_standard.py"
    touch = device == "phone"
    w = request.getfixturevalue("phone" if touch else "watched")
    page = w.page
    if not touch:
        page.set_viewport_size({"width": 1280, "height": 800})
    helpers_base[0] = base_url
    page.add_init_script(f"window.inkwellSeed = {SEEDS.get(game, 'undefined')}")
    start(page, game, touch)
    cdp = page.context.new_cdp_session(page) if touch else None
    seen = []
    first = True
    for kinds in TOURS[game](w, touch):
        if first:
            rules = check_frame(page, game)
            if not touch:
                with page.context.expect_page() as opened:
                    rules.click()
                howto = opened.value
                howto.wait_for_load_state()
                assert NAMES[game] in howto.title()
                howto.close()
            first = False
        for what, selector in kinds.items():
            cards = page.locator(selector)
            assert cards.count() >= 1, (game, what, "no card shown")
            for card in (cards.first, cards.last):
                if touch:
                    by_hold(page, cdp, card, what, game)
                else:
                    by_hover(page, card, what)
                by_key(page, card, what)
            seen.append(what)
    page.screenshot(path="/tmp/shots/standard-" + game + "-" + device + ".png", full_page=True)
    assert w.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_typing_a_word_with_i_while_a_hand_card_has_focus_spells_it(game, watched, base_url):
    assert game in HAND or game == "break_the_word", game + ": which cards are its hand?"
    if game not in HAND:
        pytest.skip("no cards: Break the Word's answer is typed into a text box")
    page = watched.page
    helpers_base[0] = base_url
    start(page, game, False)
    next(TOURS[game](watched, False))
    typing_spells(page, game, False)
    assert watched.errors == []
