"""The set-up screen as the engine describes it, Break the Word's aids, and
a save made under older rules: real Chromium, real engine.

Every message the page sends its engine worker is recorded (a wrapper on
Worker.postMessage installed before the page's scripts run), so a test can
show what the grid and notes never send.
"""

import json
from pathlib import Path

from helpers import engine_ready, open_setup

RECORD_SENT = """
(() => {
  window.__sent = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    window.__sent.push(typeof message === "string" ? message : JSON.stringify(message));
    return post.call(this, message, ...rest);
  };
})();
"""

SHOTS = Path("/tmp/shots")


def shot(page, name):
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / name))


def sent(page):
    return page.evaluate("window.__sent.slice()")


def saved_record(page, game):
    text = page.evaluate("g => localStorage.getItem('inkwell.saved.' + g)", game)
    return json.loads(text)["record"]


def test_switches_when_and_bots_by_level(watched, base_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    open_setup(page, base_url, "Hardback")
    # On/off options are switches with the engine's defaults; no On/Off selects.
    awards = page.get_by_role("switch", name="Literary Awards")
    adverts = page.get_by_role("switch", name="Adverts")
    assert not awards.is_checked() and adverts.is_checked()
    assert page.locator("section.setup select option", has_text="Off").count() <= 1  # only "Unique words: Off"
    # The engine's labels, and the bots named by their level.
    assert page.get_by_label("Dictionary").locator("option").first.inner_text() == "Common words"
    assert page.get_by_label("Player 2").locator("option:checked").inner_text() == "Greedy bot"
    # Penny's genre applies only in co-op: shown by its `when`, and gone again.
    genre = page.get_by_label("Penny's signature genre")
    assert genre.count() == 0
    page.get_by_label("Mode").select_option("coop")
    genre.wait_for()
    assert page.get_by_label("Game length").count() == 0
    # So does her difficulty, standard unless chosen.
    difficulty = page.get_by_label("Penny's difficulty")
    assert difficulty.locator("option:checked").inner_text() == "Standard"
    page.get_by_label("Mode").select_option("competitive")
    page.get_by_label("Game length").wait_for()
    assert genre.count() == 0 and difficulty.count() == 0
    # Start is on screen without scrolling at 1280x800.
    start = page.get_by_role("button", name="Start game")
    box = start.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 800
    shot(page, "setup-hardback-1280.png")
    awards.click()
    assert awards.is_checked()
    page.get_by_label("Game length").select_option("40")
    start.click()
    page.locator("#hb-play").wait_for()
    record = saved_record(page, "hardback")
    assert record["options"]["awards"] is True and record["options"]["adverts"] is True
    assert record["seats"][1] == {"name": "Greedy bot", "kind": "bot", "level": "greedy"}
    assert watched.errors == []


def test_custom_mix_is_a_text_box_and_its_refusal_is_said(phone, base_url):
    page = phone.page
    open_setup(page, base_url, "Break the Word")
    # The device's played words are a hidden option: never shown.
    assert page.get_by_label("Words played here").count() == 0
    mix = page.get_by_label("Custom mix")
    assert mix.count() == 0
    page.get_by_label("Difficulty").select_option("custom")
    mix.wait_for()
    start = page.get_by_role("button", name="Start game")
    box = start.bounding_box()
    assert box["y"] + box["height"] <= 844  # kept in view on the phone too
    shot(page, "setup-btw-390.png")
    mix.fill("9-9-9")
    start.click()
    error = page.locator("#setup-error")
    error.get_by_text("Custom mix").wait_for()
    # Back on the set-up with what was chosen; a good mix then starts.
    assert page.get_by_label("Custom mix").input_value() == "9-9-9"
    page.get_by_label("Custom mix").fill("5-2-2")
    page.get_by_label("Rounds").select_option("2")
    page.get_by_role("button", name="Start game").click()
    page.locator("#bw-clues .clue").first.wait_for()
    assert "5 green · 2 orange · 2 pink" in page.locator("#bw-clues").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert phone.errors == []


def test_countdown_and_grid_stay_on_the_device(watched, base_url):
    page = watched.page
    page.add_init_script(RECORD_SENT)
    open_setup(page, base_url, "Break the Word")
    page.get_by_label("Rounds").select_option("2")
    page.get_by_label("Seconds per clue").select_option("30")
    page.get_by_role("button", name="Start game").click()
    timer = page.get_by_role("timer", name="Next clue")
    timer.wait_for()

    def left():
        return int(timer.inner_text().split("in ")[1].split(" ")[0])

    first = left()
    assert 0 < first <= 30
    page.wait_for_function("() => !/in 30 s|in %d s/.test(document.getElementById('bw-countdown').textContent)"
                           % first, timeout=30000)
    assert left() < first
    # Marking letters and notes sends nothing to the engine.
    before = len(sent(page))
    page.get_by_label("Letter 1").fill("q")
    page.get_by_label("Letter 4").fill("z")
    page.get_by_label("Your notes (only on this device)").fill("zebra-notes-7731")
    page.get_by_label("Letter 7").focus()
    assert page.get_by_label("Letter 1").input_value() == "Q"
    assert len(sent(page)) == before
    shot(page, "btw-grid-1280.png")
    page.reload()
    page.wait_for_selector("html[data-ui=ready]")
    engine_ready(page)
    page.get_by_role("button", name="Resume your Break the Word game").click()
    page.get_by_label("Letter 1").wait_for()
    assert page.get_by_label("Letter 1").input_value() == "Q"
    assert page.get_by_label("Letter 4").input_value() == "Z"
    assert page.get_by_label("Letter 2").input_value() == ""
    # The notes were never blurred before the reload: kept as they were typed.
    assert page.get_by_label("Your notes (only on this device)").input_value() == "zebra-notes-7731"
    assert not any("zebra-notes-7731" in m or '"Q"' in m for m in sent(page))
    assert watched.errors == []


def test_a_save_under_older_rules_is_offered_for_discard(watched, base_url):
    page = watched.page
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    record = {"game": "break_the_word", "rules": 1, "options": {"rounds": 2},
              "seats": [{"name": "You", "kind": "human"}, {"name": "Easy bot", "kind": "bot", "level": "easy"}],
              "seed": 5, "actions": []}
    page.evaluate("t => localStorage.setItem('inkwell.saved.break_the_word', t)",
                  json.dumps({"record": record, "setup": {}, "viewer": 0}))
    page.reload()
    page.wait_for_selector("html[data-ui=ready]")
    engine_ready(page)
    page.get_by_role("button", name="Resume your Break the Word game").click()
    page.get_by_role("heading", name="This game was saved under older rules").wait_for()
    shot(page, "old-rules-save.png")
    page.get_by_role("button", name="Discard", exact=True).click()
    page.get_by_role("button", name="Play Break the Word").wait_for()
    assert page.evaluate("localStorage.getItem('inkwell.saved.break_the_word')") is None
    assert page.get_by_role("button", name="Resume your Break the Word game").count() == 0
    assert watched.errors == []


def test_rules_opens_the_how_to_page_beside_the_game(watched, base_url):
    page = watched.page
    open_setup(page, base_url, "Break the Word")
    page.get_by_label("Rounds").select_option("2")
    page.get_by_role("button", name="Start game").click()
    page.get_by_label("Your answer (7 letters)").fill("abc")
    with page.context.expect_page() as opened:
        page.get_by_role("link", name="Rules").click()
    rules = opened.value
    rules.get_by_role("heading", name="How to play Break the Word").wait_for()
    assert rules.get_by_text("Lock in for +3").count() >= 1  # the real button names
    pictures = rules.locator("figure img")
    assert pictures.count() == 2
    for picture in pictures.all():  # our own table's pictures load (lazily, when scrolled to)
        picture.scroll_into_view_if_needed()
        picture.evaluate("i => i.decode()")
        assert picture.evaluate("i => i.naturalWidth") > 300
    rules.close()
    # The game is where it was, what was typed included.
    assert page.get_by_label("Your answer (7 letters)").input_value() == "abc"
    assert "Round 1 of 2" in page.locator("#bw-top").inner_text()
    assert watched.errors == []


def test_a_device_that_has_played_a_dozen_words_starts_on_the_standard_mix(watched, base_url):
    from inkwell.games.break_the_word import memory
    page = watched.page
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    played = memory.encode(list(range(12)))
    page.evaluate("t => localStorage.setItem('inkwell.bw.played', t)", played)
    open_setup(page, base_url, "Break the Word")
    assert page.get_by_label("Difficulty").input_value() == "standard"
    page.get_by_label("Rounds").select_option("2")
    page.get_by_role("button", name="Start game").click()
    page.locator("#bw-clues .clue").first.wait_for()
    assert saved_record(page, "break_the_word")["options"]["played"] == played
    assert watched.errors == []
