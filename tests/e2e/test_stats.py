"""Your stats: two short solo games show on the stats page; exported, they
import into another browser context (another device) the same; clearing
asks first, then empties them."""

from pathlib import Path

from helpers import engine_ready
from test_replays import play_short_game

SHOTS = Path("/tmp/shots")


def open_stats(page):
    page.get_by_role("button", name="Your stats").click()
    page.get_by_role("heading", name="Your stats").wait_for(timeout=60000)


def test_stats_after_two_games_export_import_and_clear(browser, watched, base_url, tmp_path):
    SHOTS.mkdir(exist_ok=True)
    page = watched.page
    play_short_game(page, base_url)
    play_short_game(page, base_url)
    page.get_by_role("button", name="Back to lobby").click()
    open_stats(page)
    table = page.locator('table[data-game="break_the_word"]')
    table.wait_for()
    row = table.locator("tbody tr")
    assert row.count() == 1
    cells = row.first.locator("td").all_inner_texts()
    assert cells[0] == "2", cells          # played
    assert int(cells[1]) <= 2              # won
    page.set_viewport_size({"width": 1280, "height": 800})
    page.screenshot(path=str(SHOTS / "stats-desktop.png"), full_page=True)

    with page.expect_download() as got:
        page.get_by_role("button", name="Export to a file").click()
    path = tmp_path / "stats.json"
    got.value.save_as(str(path))
    assert '"inkwell-stats"' in path.read_text()
    shown = row.first.locator("th, td").all_inner_texts()

    other = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        phone = other.new_page()
        phone.goto(base_url)
        engine_ready(phone)
        open_stats(phone)
        phone.get_by_text("No games counted yet").wait_for()
        bad = tmp_path / "bad.json"
        bad.write_text('{"hello": 1}')
        phone.set_input_files("#stats-file", str(bad))
        phone.get_by_text("not an Inkwell stats file").wait_for()
        assert phone.get_by_text("No games counted yet").is_visible()
        phone.set_input_files("#stats-file", str(path))
        phone.get_by_text("Imported 2 games").wait_for()
        assert phone.locator('table[data-game="break_the_word"] tbody tr').first.locator("th, td").all_inner_texts() == shown
        phone.screenshot(path=str(SHOTS / "stats-phone.png"), full_page=True)
    finally:
        other.close()

    page.get_by_role("button", name="Clear my stats").click()
    page.get_by_role("alertdialog").wait_for()
    page.get_by_role("button", name="Keep them").click()
    assert table.is_visible()
    page.get_by_role("button", name="Clear my stats").click()
    page.get_by_role("alertdialog").get_by_role("button", name="Clear my stats").click()
    page.get_by_text("No games counted yet").wait_for()
    page.reload()
    page.wait_for_selector("html[data-ui=ready]")
    open_stats(page)
    page.get_by_text("No games counted yet").wait_for()
