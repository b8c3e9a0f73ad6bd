"""Replays as someone else sees them, and keyboard focus where the next
action is (issue 21 part 7, issue 22 part 4)."""

import re
from pathlib import Path

from inkwell.core.replay_link import encode
from inkwell.core.session import Session
from inkwell.simulate import play_out

from helpers import engine_ready

SHOTS = Path("/tmp/shots")


def bots_game(game, options, seed=3):
    """A finished two-player game's record as a solo game's would be: seat 0
    named "You" by the set-up (bots played both seats, to be quick)."""
    seats = [{"name": "You", "kind": "bot", "level": "greedy"},
             {"name": "Greedy", "kind": "bot", "level": "greedy"}]
    session = Session(game, options, seats, seed)
    play_out(session)
    record = dict(session.record)
    record["seats"] = [{"name": "You", "kind": "human"}] + record["seats"][1:]
    return record, session.outcome()


def test_a_replay_seen_from_the_other_seat_names_every_seat_and_offers_no_action(browser, base_url):
    record, outcome = bots_game("hardback", {"length": 40})
    assert outcome is not None
    link = base_url + "#replay=" + encode(record) + "&on=2026-03-14"
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(link)
        bar = page.locator(".rp-step")
        try:
            bar.get_by_text(re.compile(r"Move 0 of \d+")).wait_for(timeout=90000)
        except Exception:
            raise AssertionError(page.locator("body").inner_text()[:800])
        steps = int(bar.inner_text().split(" of ")[1])
        # The top says what game this is, who played, when, and how it ended.
        page.get_by_role("heading", name="Replay: Hardback").wait_for()
        about = page.locator(".rp-about").all_inner_texts()
        assert "14 March 2026" in about[0] and "Player 1" in about[0] and "Greedy" in about[0], about
        scores = about[1]
        for name, score in zip(("Player 1", "Greedy"), outcome["scores"]):
            assert f"{name} {score}" in scores, scores
        seat_buttons = page.locator("button[data-rp=seat]")
        assert seat_buttons.all_inner_texts() == ["Seen by Player 1", "Seen by Greedy"]
        seat_buttons.nth(1).click()
        page.locator("button[data-rp=seat][aria-pressed=true]").get_by_text("Greedy").wait_for()
        table = page.locator("#rp-table")
        seen_turns = set()
        for at in range(0, min(steps, 8)):
            page.get_by_label("Jump to move").fill(str(at))
            bar.get_by_text(f"Move {at} of {steps}").wait_for(timeout=30000)
            text = table.inner_text()
            # Another seat's side names the seat on turn ("You’s turn" read wrong).
            assert not re.search(r"\bYou(’s| is\b| spelled| bought)", text), text[:400]
            assert table.locator(".player strong").all_inner_texts() == ["Player 1", "Greedy"]
            status = table.locator(".hb-status").first.inner_text()
            seen_turns.update(re.findall(r"(Player 1|Greedy)’s turn", status))
            # Nothing on the table can be done: no action button is shown.
            shown = table.locator("button:not(.card):visible, a.button:visible, input:visible")
            assert shown.count() == 0, shown.all_inner_texts()
        assert seen_turns == {"Player 1", "Greedy"}
        # The controls leave the table and its log on the first screen.
        log = table.get_by_role("log")
        box = log.bounding_box()
        assert box is not None and box["y"] + 40 < 800, box
        page.screenshot(path=str(SHOTS / "replay-other-seat.png"))
    finally:
        context.close()


def test_a_link_shared_after_a_game_tells_a_fresh_browser_what_it_shows(browser, watched, base_url):
    from test_replays import play_short_game
    page = watched.page
    play_short_game(page, base_url)
    page.get_by_role("button", name="Share the replay").click()
    box = page.get_by_label("Replay link")
    box.wait_for(timeout=30000)
    link = box.input_value()
    assert "#replay=1." in link and "&on=" in link
    today = page.evaluate("""() => { const d = new Date();
        return d.getDate() + ' ' + d.toLocaleString('en-GB', {month: 'long'}) + ' ' + d.getFullYear(); }""")
    other = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        fresh = other.new_page()
        fresh.goto(link)
        fresh.locator(".rp-step").get_by_text(re.compile(r"Move 0 of \d+")).wait_for(timeout=90000)
        fresh.get_by_role("heading", name="Replay: Break the Word").wait_for()
        played, scores = fresh.locator(".rp-about").all_inner_texts()
        assert played.startswith("Played on " + today + " by Player 1 and "), played
        assert re.fullmatch(r"Final scores: Player 1 -?\d+( \(won\))?, .+ -?\d+( \(won\))?", scores), scores
        assert "You" not in fresh.locator("#rp-bar").inner_text()
        fresh.screenshot(path=str(SHOTS / "replay-shared-fresh.png"))
    finally:
        other.close()


def active_key(page):
    return page.evaluate("() => document.activeElement && (document.activeElement.dataset.k"
                         " || document.activeElement.getAttribute('data-play') || document.activeElement.id)")


def test_focus_goes_to_the_next_action_after_play_start_lock_in_and_leave(watched, base_url):
    page = watched.page
    page.goto(base_url)
    engine_ready(page)
    page.wait_for_function("!document.querySelector('button[data-play=break_the_word]').disabled")
    page.get_by_role("button", name="Play Break the Word").click()
    page.get_by_role("heading", name="New Break the Word game").wait_for()
    assert active_key(page) == "start"          # Play: the set-up's Start game
    page.keyboard.press("Enter")
    page.get_by_label("Your answer (7 letters)").wait_for(timeout=60000)
    page.wait_for_function("() => document.activeElement.id === 'bw-word'", timeout=30000)
    page.keyboard.type("abandon")               # Start game: straight into the answer box
    page.keyboard.press("Enter")                # Lock in
    page.get_by_text("locked in for").wait_for(timeout=30000)
    page.wait_for_function("() => document.activeElement.dataset.k === 'locked'", timeout=30000)
    page.get_by_role("button", name="Leave game").click()
    page.get_by_role("heading", name="Word card games, with friends or bots").wait_for()
    assert active_key(page) == "hardback"       # Leave game: the lobby's first game's Play


def test_escape_closes_a_card_detail_back_to_its_card(watched, base_url):
    from helpers import open_setup
    page = watched.page
    open_setup(page, base_url, "Hardback")
    page.get_by_role("button", name="Start game").click()
    card = page.locator("#hb-play [data-drop=hand] button[data-detail]").first
    card.wait_for(timeout=60000)
    key = card.get_attribute("data-k")
    card.focus()
    page.keyboard.press("?")   # the detail's key: a letter would type into the word
    page.locator("#card-detail.open").wait_for(timeout=10000)
    page.keyboard.press("Escape")
    page.locator("#card-detail").wait_for(state="hidden")
    assert active_key(page) == key


def test_settings_close_on_escape_from_anywhere_on_leaving_and_on_a_tap_outside(browser, watched, base_url):
    page = watched.page
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    menu = page.locator("#settings")
    summary = page.get_by_label("Settings", exact=True)
    is_open = "() => document.getElementById('settings').open"
    # Escape with focus outside the menu
    summary.click()
    assert page.evaluate(is_open)
    page.evaluate("() => document.activeElement.blur()")
    page.keyboard.press("Escape")
    assert not page.evaluate(is_open)
    # Tabbing out of the open menu closes it: nothing stays over what has focus.
    summary.click()
    for _ in range(12):
        page.keyboard.press("Tab")
        if not page.evaluate("() => document.getElementById('settings').contains(document.activeElement)"):
            break
    assert not page.evaluate(is_open)
    assert menu.locator(".settings-panel").is_hidden()
    # A phone: a tap outside closes it.
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        phone = context.new_page()
        phone.goto(base_url)
        phone.wait_for_selector("html[data-ui=ready]")
        phone.get_by_label("Settings", exact=True).tap()
        assert phone.evaluate(is_open)
        phone.touchscreen.tap(20, 600)   # the lobby, beside and below the panel
        phone.wait_for_function("() => !document.getElementById('settings').open", timeout=5000)
    finally:
        context.close()
