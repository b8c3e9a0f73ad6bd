"""Today's puzzles (issue 26 part 1): the same Break the Word Daily in two fresh
profiles on one date and another on the next; an answer that is no word is
explained and changes nothing; cracking it gives a share text without the
answer, on the clipboard, and the lobby's line and streak; it plays offline
on the next day after one visit."""

from pathlib import Path

from conftest import Watched
from helpers import PREFIX, check_layout, engine_ready
from inkwell.core import BadRequest
from inkwell.games.break_the_word.daily import DAILY  # the answer, to type it
from inkwell.games.paperback.daily import DAILY as HAND
from test_offline import offline_ready, open_profile

DAY, NEXT = "2026-12-05", "2026-12-06"
SHOTS = Path("/tmp/shots")
SHOWN = "() => [...document.querySelectorAll('.daily-puzzle li.clue:not(.c-later)')].map(li => li.innerText)"


def on_date(context, date):
    context.clock.set_fixed_time(date + "T12:00:00Z")   # Date only: timers run as ever


def open_daily(page):
    page.get_by_role("button", name="Today's puzzles", exact=True).click()
    page.get_by_role("heading", name="Today's puzzles").wait_for(timeout=60000)
    try:
        page.locator('.daily-puzzle[data-puzzle="break_the_word"]').wait_for(timeout=60000)
    except Exception:
        raise AssertionError("no puzzle: " + page.locator("#screen").inner_text()[:400]) from None


def clues(page, n):
    page.wait_for_function(f"() => ({SHOWN})().length === {n}")
    return page.evaluate(SHOWN)


def give_up_and_read(page):
    page.get_by_role("button", name="Give up").click()
    page.locator("[data-share]").wait_for()
    return clues(page, 9), page.locator(".daily-result").inner_text()


def test_one_date_one_puzzle_and_the_next_date_another(browser, base_url):
    seen = []
    for date, options in [(DAY, {"viewport": {"width": 1280, "height": 800}}),
                          (DAY, {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}),
                          (NEXT, {"viewport": {"width": 1280, "height": 800}})]:
        context = browser.new_context(**options)
        try:
            on_date(context, date)
            page = context.new_page()
            page.goto(base_url)
            engine_ready(page)
            open_daily(page)
            first = clues(page, 1), page.locator(".pb-hand").first.inner_text()
            assert page.get_by_text("#" + str(5 if date == DAY else 6), exact=False).count() >= 1
            seen.append((first, give_up_and_read(page)))
        finally:
            context.close()
    assert seen[0] == seen[1], "two profiles on one date see the same puzzles"
    assert seen[2][1][0] != seen[0][1][0], "the next date has other clues"
    assert seen[2][0][1] != seen[0][0][1], "and another hand"
    assert DAILY.word(DAY).upper() in seen[0][1][1] and DAILY.word(NEXT).upper() in seen[2][1][1]


def test_crack_share_and_the_lobby_line(browser, base_url):
    SHOTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        context.grant_permissions(["clipboard-read", "clipboard-write"])
        on_date(context, DAY)
        page = context.new_page()
        watched = Watched(page, base_url.split(PREFIX)[0])
        page.goto(base_url)
        engine_ready(page)
        assert "Break the Word: to play" in page.locator("#daily-state").inner_text()
        open_daily(page)
        before = clues(page, 1)
        box = page.get_by_label("Your answer (7 letters)")
        box.fill("qqqqqqq")
        box.press("Enter")
        page.get_by_text("QQQQQQQ is not in the list of answers").wait_for()
        assert clues(page, 1) == before and box.input_value() == "qqqqqqq", "a refused answer changes nothing"
        page.get_by_role("button", name="Next clue").click()
        clues(page, 2)
        check_layout(page, phone=True)
        page.screenshot(path=str(SHOTS / "daily-phone.png"), full_page=True)
        box.fill("abcdefg")   # half typed, then a tap on the other puzzle keeps it
        page.locator('button[data-dy="pb-card"]').first.click()
        assert box.input_value() == "abcdefg"
        page.get_by_role("button", name="Clear").click()
        word = DAILY.word(DAY)
        box.fill(word)
        page.get_by_role("button", name="Lock in").click()
        page.get_by_text("Cracked at clue 2 of 9").first.wait_for()
        share = page.locator("[data-share]").inner_text()
        assert share.splitlines()[:2] == ["Inkwell · Break the Word Daily #5", "Cracked at clue 2 of 9"]
        assert len(share.splitlines()[2]) == 2 and word not in share.lower()
        page.get_by_role("button", name="Copy result").click()
        page.get_by_text("Copied").wait_for()
        pasted = page.evaluate("navigator.clipboard.readText()")
        assert pasted.startswith(share) and word not in pasted.lower()
        link = pasted.splitlines()[-1]
        assert link.startswith(base_url) and link.endswith("#daily=" + DAY), pasted
        opened_by_a_friend(page.context.browser, link, share)
        page.screenshot(path=str(SHOTS / "daily-done-phone.png"), full_page=True)
        play_the_daily_hand(page)
        # Done for today: a reload shows the result, not a fresh puzzle.
        page.reload()
        engine_ready(page)
        state = page.locator("#daily-state").inner_text()
        assert "Break the Word: cracked at clue 2" in state and "streak 1 day" in state, state
        assert "Paperback: " + HAND.view(DAY, [{"type": "play", "word": HAND.best(DAY)["cards"]}])["result"] in state
        open_daily(page)
        page.get_by_text("Cracked at clue 2 of 9").first.wait_for()
        assert page.get_by_label("Your answer (7 letters)").count() == 0
        assert watched.errors == []
    finally:
        context.close()


def test_the_next_days_puzzle_plays_offline(playwright_instance, base_url, tmp_path):
    context = open_profile(playwright_instance, tmp_path / "profile")
    try:
        on_date(context, DAY)
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(base_url)
        engine_ready(page)
        offline_ready(page)
        context.set_offline(True)
        on_date(context, NEXT)
        page.goto(base_url)
        engine_ready(page)
        open_daily(page)
        clues(page, 1)
        page.get_by_role("button", name="Next clue").click()
        clues(page, 2)
        _, said = give_up_and_read(page)
        assert DAILY.word(NEXT).upper() in said
    finally:
        context.close()


def not_a_word(date):
    """Two cards of the hand that spell no word (the engine says which)."""
    wild = [card["wild"] for card in HAND.view(date, [])["hand"]]
    for a in range(8):
        for b in range(8):
            picks = [{"card": i, "wild": "e" if wild[i] else None} for i in (a, b)]
            try:
                HAND.check(date, [], {"type": "play", "word": picks})
            except BadRequest:
                if a != b:
                    return picks
    raise AssertionError("every pair is a word")


def spell(page, cards):
    for pick in cards:
        page.locator(f'button[data-dy="pb-card"][data-card="{pick["card"]}"]').click()
        if pick["wild"]:
            page.get_by_label("Letter for the wild card").fill(pick["wild"])


def opened_by_a_friend(browser, link, share):
    """The link in a shared result opens that day's puzzles on a fresh phone,
    and on a later day says the result was another day's."""
    for date, said in ((DAY, False), (NEXT, True)):
        context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
        try:
            on_date(context, date)
            page = context.new_page()
            page.goto(link)
            page.locator('.daily-puzzle[data-puzzle="break_the_word"]').wait_for(timeout=90000)
            assert clues(page, 1)
            linked = page.locator("#daily-linked")
            assert (linked.count() == 1) == said
            if said:
                assert "5 December 2026" in linked.inner_text()
        finally:
            context.close()


def play_the_daily_hand(page):
    """A word that is none is explained and keeps the cards; the best word scores 100%."""
    spell(page, not_a_word(DAY))
    page.get_by_role("button", name="Play the word").click()
    page.locator("#daily-message.error").wait_for()
    assert page.locator(".pb-word li").count() == 2, "a refused word keeps its cards"
    page.get_by_role("button", name="Clear").click()
    best = HAND.best(DAY)
    spell(page, best["cards"])
    page.locator(".pb-word").screenshot(path=str(SHOTS / "daily-hand-word-phone.png"))
    page.get_by_role("button", name="Play the word").click()
    page.get_by_text("The best word was " + best["word"].upper()).wait_for()
    share = page.locator("#daily-pb-share").inner_text()
    assert share.startswith("Inkwell · Paperback Daily Hand #5") and share.splitlines()[2] == "🟩" * 10
    assert best["word"] not in share.lower()
