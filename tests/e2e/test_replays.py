"""Replays through the UI: a short solo game, its replay opened from the
shared link in another browser context and stepped through; a damaged link
says so."""

import re
from pathlib import Path

from helpers import check_layout, engine_ready, open_setup, step_replay

SHOTS = Path("/tmp/shots")


def play_short_game(page, base_url):
    """Break the Word, two rounds against a bot, a wrong word locked in at once."""
    open_setup(page, base_url, "Break the Word")
    page.get_by_label("Rounds").select_option("2")
    page.get_by_role("button", name="Start game").click()
    for rnd in (1, 2):
        page.get_by_text(f"Round {rnd} of 2").wait_for(timeout=60000)
        page.get_by_label("Your answer (7 letters)").fill("abandon")
        page.get_by_role("button", name=re.compile("^Lock in")).click()
        page.get_by_text("This round: the word was").wait_for(timeout=60000)
        page.get_by_role("button", name="Next round" if rnd == 1 else "See the final scores").click()
    page.get_by_role("heading", name="Game over").wait_for(timeout=60000)


def test_a_solo_game_shared_as_a_link_replays_in_another_browser(browser, watched, base_url):
    SHOTS.mkdir(exist_ok=True)
    page = watched.page
    play_short_game(page, base_url)
    page.get_by_role("button", name="Watch the replay").click()
    page.get_by_role("heading", name="Replay").wait_for()
    status = page.locator(".rp-step")
    status.get_by_text(re.compile(r"Move 0 of \d+")).wait_for(timeout=60000)
    steps = int(status.inner_text().split(" of ")[1])
    assert steps > 2
    page.get_by_role("button", name="Share the replay").click()
    link_box = page.get_by_label("Replay link")
    link_box.wait_for()
    link = link_box.input_value()
    assert "#replay=1." in link and len(link) < 4096
    page.screenshot(path=str(SHOTS / "replay-desktop.png"), full_page=True)

    # The lobby lists the game, and its replay opens from there too.
    page.get_by_role("button", name="Back to lobby").click()
    page.get_by_text("Your last games (1)").click()
    page.get_by_role("button", name="Watch the replay").click()
    status.get_by_text(f"Move 0 of {steps}").wait_for(timeout=60000)

    # Another browser context (another device) opens the link itself.
    other = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        phone = other.new_page()
        phone.on("console", lambda m: print("phone console:", m.type, m.text[:300]))
        phone.goto(link)
        engine_ready(phone)
        bar = phone.locator(".rp-step")
        assert step_replay(phone, timeout=90000) == steps
        # Every seat's side of the game can be shown.
        other_seat = phone.locator("button[data-rp=seat]").nth(1)
        other_seat.click()
        phone.locator("button[data-rp=seat][aria-pressed=true]").get_by_text(
            other_seat.inner_text()).wait_for(timeout=30000)
        # Playback: slow enough that the test sees it move, however loaded the
        # machine (a step passes while a screenshot is taken); a pause keeps the
        # step it was pressed on (a step on its way then is dropped).
        phone.get_by_label("Speed").select_option("2")
        phone.get_by_label("Jump to move").fill("0")
        bar.get_by_text(f"Move 0 of {steps}").wait_for(timeout=30000)
        phone.get_by_role("button", name="Play the moves").click()
        phone.wait_for_function("() => +document.querySelector('.rp-step').textContent.split(' ')[1] >= 2",
                                timeout=60000)
        phone.get_by_role("button", name="Pause").click()
        phone.get_by_role("button", name="Play the moves").wait_for(timeout=30000)
        paused = int(bar.inner_text().split()[1])
        assert 2 <= paused < steps
        phone.get_by_role("button", name="Next move").click()
        bar.get_by_text(f"Move {paused + 1} of {steps}").wait_for(timeout=30000)
        phone.screenshot(path=str(SHOTS / "replay-phone-play.png"))
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= 390
        phone.screenshot(path=str(SHOTS / "replay-phone.png"), full_page=True)
    finally:
        other.close()


def test_a_short_solo_hardback_game_replays_from_its_link_in_another_browser(browser, watched,
                                                                             base_url):
    from test_hardback_ui import Player, press
    page = watched.page
    open_setup(page, base_url, "Hardback")
    page.get_by_label("Game length").select_option("40")
    page.get_by_label("Player 2").select_option("bot:greedy")
    page.get_by_role("button", name="Start game").click()
    me = Player(watched)
    turns = 0
    spelled = None
    while me.wait_for_my_move(timeout=90000):
        if me.view()["phase"] == "spell":
            if spelled is None:
                # One word of ours in the replay (a hand with none skips); then the bot races to 40.
                spelled = me.spell_word()
            else:
                press(watched, page.get_by_role("button", name="Skip turn"))
            turns += 1
        me.finish_turn()
        assert turns < 80, "the game does not end"
    assert spelled, "no hand of ours held a word"
    end = page.locator("section.end")
    end.get_by_role("heading", name=re.compile("^Game over")).wait_for()
    page.get_by_role("button", name="Share the replay").click()
    box = page.get_by_label("Replay link")
    box.wait_for(timeout=30000)
    link = box.input_value()
    assert "#replay=1." in link and len(link) < 4096

    other = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        desk = other.new_page()
        desk.goto(link)
        bar = desk.locator(".rp-step")
        steps = step_replay(desk, forward=3)
        assert steps >= 2 * turns
        table = desk.locator("#rp-table")
        desk.get_by_label("Jump to move").fill("2")
        bar.get_by_text(f"Move 2 of {steps}").wait_for(timeout=30000)
        # Every hand is shown: the bot's side shows its cards too.
        desk.locator("button[data-rp=seat]").nth(1).click()
        desk.locator("button[data-rp=seat][aria-pressed=true]").get_by_text("Greedy").wait_for(
            timeout=30000)
        assert table.locator("#hb-play .hand-zone .c-letter").count() > 0
        check_layout(desk)
        desk.screenshot(path=str(SHOTS / "replay-hardback-desktop.png"), full_page=True)
    finally:
        other.close()


def test_a_damaged_link_says_so(watched, base_url):
    page = watched.page
    page.goto(base_url + "#replay=1.AAAAtruncated")
    page.get_by_text("This replay link is damaged").wait_for(timeout=90000)
    page.get_by_role("button", name="Back to lobby").click()
    page.get_by_role("heading", name="Word card games, with friends or bots").wait_for()
