"""The table as a player feels it (Hardback): the card detail by mouse, key
and long press, purchases that cannot work disabled with the reason beside
them, and a phone layout that keeps the hand and the offer row on one screen.
Real Chromium, real engine; touch is real touch events through CDP."""

import re
import time

import helpers
from helpers import ask

ME = 0


def start(page, base_url, tap=False):
    helpers.open_setup(page, base_url, "Hardback")
    page.get_by_label("Player 2").select_option("bot:greedy")
    start_button = page.get_by_role("button", name="Start game")
    start_button.tap() if tap else start_button.click()
    page.wait_for_selector("#hb-play [data-act=spell]", timeout=60000)


def view(page):
    return ask(page, {"type": "view", "seat": ME})["views"][str(ME)]


def detail(page):
    return page.locator("#card-detail")


def test_card_detail_on_hover_and_with_the_key(watched, base_url):
    page = watched.page
    start(page, base_url)
    box = detail(page)
    offer = page.locator("#hb-row .card").first
    offer.hover()
    box.wait_for(state="visible")
    # The card large, its abilities in sentences and its price.
    assert box.locator(".card.big").is_visible()
    assert re.search(r"Costs \d+¢", box.inner_text())
    assert box.get_by_role("button", name="Close").count() == 0, "a peek has no controls"
    page.mouse.move(5, 5)
    box.wait_for(state="hidden")

    # Keyboard: focus a hand card, "?" opens the detail (a letter would type).
    card = page.locator("#hb-play [data-drop=hand] button.card").first
    before = view(page)["n"]
    card.focus()
    page.keyboard.press("?")
    close = box.get_by_role("button", name="Close")
    close.wait_for()
    assert page.evaluate("document.activeElement.dataset.k") == "detail-close"
    assert "Starting card" in box.inner_text() or "¢" in box.inner_text()
    assert page.locator("#hb-play [data-drop=word] button.card").count() == 0
    page.keyboard.press("Escape")
    box.wait_for(state="hidden")
    assert page.evaluate("document.activeElement.dataset.k") == card.get_attribute("data-k")
    assert view(page)["n"] == before, "looking at a card changes nothing"
    assert watched.errors == []


def test_card_detail_on_a_long_press_held_still(phone, base_url):
    page = phone.page
    start(page, base_url, tap=True)
    cdp = page.context.new_cdp_session(page)

    def touch(kind, x=0, y=0):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    card = page.locator("#hb-play [data-drop=hand] button.card").first
    card.scroll_into_view_if_needed()
    b = card.bounding_box()
    x, y = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
    before = view(page)["n"]
    touch("touchStart", x, y)
    time.sleep(1.0)
    touch("touchEnd")
    box = detail(page)
    box.get_by_role("button", name="Close").wait_for()
    assert box.locator(".cd-lines li").count() >= 1
    # The long press was not also a tap: the card stayed in the hand.
    page.wait_for_timeout(300)
    assert page.locator("#hb-play [data-drop=word] button.card").count() == 0
    assert view(page)["n"] == before
    box.get_by_role("button", name="Close").tap()
    box.wait_for(state="hidden")
    # A short tap still plays the card into the word.
    card.tap()
    page.locator("#hb-play [data-drop=word] button.card").first.wait_for()
    assert box.is_hidden()
    assert phone.errors == []


def fits_one_screen(page, first, last, height=844):
    """Scroll `first` to the top of the screen: `last` ends on that screen."""
    page.locator(first).first.evaluate("e => e.scrollIntoView({block: 'start'})")
    b = page.locator(last).first.bounding_box()
    assert b["y"] >= 0 and b["y"] + b["height"] <= height + 1, (first, last, b)


def tops(page, *selectors):
    return [page.locator(s).first.bounding_box()["y"] for s in selectors]


def test_unaffordable_purchases_are_disabled_with_the_reason(phone, base_url):
    """Skip the word: with 0¢ ink, the advert and the offer row cannot be
    bought, and each says why; hand and offer row share the phone's screen."""
    page = phone.page
    start(page, base_url, tap=True)
    row = page.locator("#hb-row")
    hand = page.locator("#hb-play [data-drop=hand]")
    top, bottom = row.bounding_box()["y"], hand.bounding_box()
    assert bottom["y"] + bottom["height"] - top <= 844, "offer row and hand fit one screen"
    page.evaluate("document.querySelector('#hb-row').scrollIntoView({block: 'start'})")
    b = hand.bounding_box()
    assert b["y"] + b["height"] <= 844 + 1

    page.get_by_role("button", name="Skip turn").tap()
    page.wait_for_function("() => document.querySelector('#hb-turn [data-k=end], #hb-turn [data-k=noflush]')")
    if page.locator("#hb-turn [data-k=noflush]").count():
        page.get_by_role("button", name="Keep the offer row").tap()
        page.locator("#hb-turn [data-k=end]").wait_for()
    assert view(page)["coins"] == 0
    ink = page.get_by_role("button", name="Buy ink (1¢)")
    assert ink.is_disabled()
    assert ink.get_attribute("aria-describedby") == "why-buyink"
    assert page.locator("#why-buyink").inner_text() == "Needs 1¢, you have 0¢"
    advert = page.get_by_role("button", name=re.compile("^Buy advert"))
    assert advert.is_disabled()
    assert re.fullmatch(r"Needs \d+¢, you have 0¢", page.locator("#why-advert").inner_text())
    dear = row.locator('button.card[aria-disabled="true"]')
    assert dear.count() == len(view(page)["row"])
    assert "¢ short" in dear.first.inner_text()
    # Buying reads top down on one screen: what is left in the hand, the
    # offer row, then the purchases ending with End turn.
    hand_top, row_top, end_top = tops(page, "#hb-play", "#hb-row", "#hb-turn [data-k=end]")
    assert hand_top < row_top < end_top
    fits_one_screen(page, "#hb-play", "#hb-turn [data-k=end]")
    before = view(page)["n"]
    dear.first.tap(force=True)
    page.wait_for_timeout(300)
    assert view(page)["n"] == before, "a card too dear sends nothing"
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
    page.get_by_role("button", name="End turn").tap()
    page.wait_for_selector("#hb-play [data-act=spell]", timeout=60000)
    # The bot's last turn stays in view in its player entry.
    page.get_by_role("button", name="Details").tap()
    assert "Last turn:" in page.locator("#players-list").inner_text()
    assert phone.errors == []


def test_break_the_word_next_round_follows_the_results_and_takes_focus(watched, base_url):
    from test_break_the_word_ui import secret, start_game
    page = watched.page
    start_game(page, base_url)
    word = secret(page)
    page.get_by_label("Your answer (7 letters)").fill(word.upper())
    page.get_by_role("button", name="Lock in for +3").click()
    page.get_by_text("This round: the word was").wait_for(timeout=30000)
    following = page.evaluate("""() => {
        const table = document.querySelector('#bw-results table');
        const next = [...document.querySelectorAll('button')].find(b => b.textContent === 'Next round');
        return !!(table && next) && !!(table.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING);
    }""")
    assert following, "Next round comes after the round's results"
    # Lock in is gone: focus moved on to the next thing to do, not to the page.
    page.wait_for_function("() => document.activeElement && document.activeElement.textContent === 'Next round'")
    assert watched.errors == []


def test_paperback_on_a_phone_spelling_and_buying_each_on_one_screen(phone, base_url):
    """The piles are one sideways strip and the track one short row: the
    strip and the hand share the screen while spelling, the track and the
    Common card too; buying shows the word made, the strip and End turn."""
    from test_paperback_ui import Player, start as start_paperback
    page = phone.page
    start_paperback(page, base_url, 11)
    page.get_by_role("button", name="Start game").tap()
    me = Player(phone, touch=True)
    me.wait_for_my_move()
    helpers.check_layout(page, phone=True)
    strip = page.locator("#pb-offer .offer-strip")
    assert strip.evaluate("e => e.scrollWidth > e.clientWidth"), "the piles scroll sideways"
    assert len({round(b["y"]) for b in (c.bounding_box() for c in strip.locator(".pile-cards").all())}) == 1
    # Players are a summary bar that opens.
    details = page.get_by_role("button", name="Details")
    assert not page.locator("#players-list .facts").first.is_visible()
    # Making a word: the word and the hand on the first screen, the piles
    # right below, each pile card at its own height.
    page.evaluate("window.scrollTo(0, 0)")
    hand = page.locator("#pb-play [data-drop=hand]").bounding_box()
    assert hand["y"] + hand["height"] <= 844, "the hand is on the first screen"
    play_top, offer_top, track_top = tops(page, "#pb-play", "#pb-offer", "#pb-track")
    assert play_top < offer_top < track_top
    fits_one_screen(page, "#pb-play", "#pb-offer .pile-cards")
    heights = [c.bounding_box()["height"] for c in strip.locator(".card").all()]
    assert len({round(h) for h in heights}) > 1, ("every pile card stretched to the tallest", heights)
    details.tap()
    assert page.locator("#players-list .facts").first.is_visible()
    page.get_by_role("button", name="Less").tap()

    v = me.make_word(me.view())
    page.locator("#pb-turn [data-k=end]").wait_for()
    helpers.check_layout(page, phone=True)
    word_top, strip_top, end_top = tops(page, "#pb-play", "#pb-offer", "#pb-turn [data-k=end]")
    assert word_top < strip_top < end_top
    fits_one_screen(page, "#pb-play", "#pb-turn [data-k=end]")
    page.get_by_role("button", name="End turn").tap()
    me.wait_change(v)
    assert phone.errors == []


def test_break_the_word_on_a_phone_the_results_and_next_round_are_on_one_screen(phone, base_url):
    from test_break_the_word_ui import secret, start_game
    page = phone.page
    start_game(page, base_url)
    # All the answer's controls with the clues, on one screen.
    fits_one_screen(page, "#bw-clues", "#bw-you button")
    page.get_by_label("Your answer (7 letters)").fill(secret(page).upper())
    page.get_by_role("button", name="Lock in for +3").tap()
    page.get_by_text("This round: the word was").wait_for(timeout=30000)
    helpers.check_layout(page, phone=True)
    results, clues = tops(page, "#bw-results", "#bw-clues")
    assert results < clues, "the round's answers come before the clues to look back on"
    fits_one_screen(page, "#bw-results", "#bw-results button")
    page.get_by_role("button", name="Next round").tap()
    page.get_by_text("Round 2 of 2").wait_for()
    assert tops(page, "#bw-clues", "#bw-you") == sorted(tops(page, "#bw-clues", "#bw-you"))
    assert phone.errors == []


def test_backwords_on_a_phone_the_move_and_the_discard_row_share_the_screen(phone, base_url):
    from test_backwords_ui import wait_for_my_move
    page = phone.page
    helpers.open_setup(page, base_url, "Backwords")
    page.get_by_label("Player 2").select_option("bot:greedy")
    page.get_by_role("button", name="Start game").tap()
    assert wait_for_my_move(page)
    helpers.check_layout(page, phone=True)
    fits_one_screen(page, "#bk-play", "#bk-row")
    assert page.get_by_role("button", name="Details").is_visible(), "players fold into a summary bar"
    assert phone.errors == []


def test_paperback_on_a_laptop_buying_shows_the_fame_piles_with_end_turn(watched, base_url):
    from test_paperback_ui import Player, start as start_paperback
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_paperback(page, base_url, 11)
    page.get_by_role("button", name="Start game").click()
    me = Player(watched)
    me.wait_for_my_move()
    v = me.make_word(me.view())
    assert v["phase"] == "buy"
    page.evaluate("window.scrollTo(0, 0)")
    for sel in ("#pb-offer .fame-piles .card", "#pb-turn [data-k=end]"):
        b = page.locator(sel).first.bounding_box()
        assert 0 <= b["y"] and b["y"] + b["height"] <= 800, (sel, b)
    page.screenshot(path="/tmp/shots/paperback-laptop-buy.png")
    assert watched.errors == []


def test_no_detail_opens_by_itself_under_a_resting_mouse(watched, base_url):
    """Click a hand card without moving: it goes to the word, the next card
    slides under the mouse, and no detail opens over the table by itself."""
    page = watched.page
    start(page, base_url)
    box = detail(page)
    cards = page.locator("#hb-play [data-drop=hand] button.card")
    n = cards.count()
    cards.first.hover()
    box.wait_for(state="visible")
    page.mouse.down()
    page.mouse.up()
    page.locator("#hb-play [data-drop=word] button.card").first.wait_for()
    assert cards.count() == n - 1
    page.wait_for_timeout(800)
    assert box.is_hidden(), "a detail opened under a mouse that did not move"
    # A real move onto a card still peeks.
    b = cards.first.bounding_box()
    page.mouse.move(b["x"] + 5, b["y"] + 5)
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
    box.wait_for(state="visible")
    assert watched.errors == []
