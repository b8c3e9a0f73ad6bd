"""Break the Word through the UI against a bot: real Chromium, real engine.

The test plays by clicking and typing only. To know the secret word (as a
player who cracked it would), it replays the game's saved record with the
same engine in this process: the page never shows the word early.
"""

import json

from helpers import ask, open_setup

import inkwell.games  # noqa: F401  (registers the games; the core imports none)
from inkwell.core import replay
from inkwell.games.break_the_word import memory
from inkwell.words import secret_words

ME = 0


def secret(page):
    saved = page.evaluate("localStorage.getItem('inkwell.saved.break_the_word')")
    state = replay(json.loads(saved)["record"])
    return state["words"][state["round"] - 1]


def start_game(page, base_url):
    open_setup(page, base_url, "Break the Word")
    page.get_by_label("Rounds").select_option("2")
    assert page.get_by_label("Player 2").input_value() == "bot:easy"
    page.get_by_role("button", name="Start game").click()
    page.locator("#bw-clues .clue").first.wait_for()


def test_a_game_against_a_bot_from_first_clue_to_the_winner(watched, base_url):
    page = watched.page
    start_game(page, base_url)
    assert "Round 1 of 2" in page.locator("#bw-top").inner_text()
    assert page.locator("#bw-clues li.clue:not(.c-later)").count() == 1

    # A malformed answer: the engine's reason, and nothing locked in.
    box = page.get_by_label("Your answer (7 letters)")
    box.fill("abc")
    page.get_by_role("button", name="Lock in for +3").click()
    page.get_by_text("exactly 7 letters").wait_for()
    assert page.locator(".bw-locked").count() == 0

    # Ready: the bot is ready too, so the second clue comes.
    page.get_by_role("button", name="Ready for the next clue").click()
    page.locator("#bw-clues li.clue:not(.c-later)").nth(1).wait_for()

    # The right word, typed in capitals, locks in for +3 with 2 clues out.
    word = secret(page)
    box.fill(word.upper())
    page.get_by_role("button", name="Lock in for +3").click()
    page.locator(".bw-locked").get_by_text(word.upper()).wait_for()
    # The bot plays on alone; the round's answers come once it is done.
    page.get_by_text("This round: the word was").wait_for(timeout=30000)
    results = page.locator("#bw-results").inner_text()
    assert word.upper() in results and "4 (first correct: +1)" in results
    page.screenshot(path="/tmp/shots/e2e-btw-results.png", full_page=True)

    # Round 2: I lead, so my first clue is hidden; a wrong word scores 0.
    page.get_by_role("button", name="Next round").click()
    page.get_by_text("Round 2 of 2").wait_for()
    assert "Hidden from the leader" in page.locator("#bw-clues").inner_text()
    assert "You lead: the first clue is hidden from you." in page.locator("#bw-clues").inner_text()
    words = replay(json.loads(page.evaluate("localStorage.getItem('inkwell.saved.break_the_word')"))
                   ["record"])["words"][:2]
    wrong = "abandon" if secret(page) != "abandon" else "ability"
    page.get_by_label("Your answer (7 letters)").fill(wrong)
    page.get_by_role("button", name="Lock in for +3").click()
    page.get_by_text("This round: the word was").wait_for(timeout=30000)
    mine = page.locator("#bw-results tr", has_text="You").inner_text()
    assert wrong.upper() in mine and mine.rstrip().endswith("0")

    shown = page.locator("#bw-clues li.clue:not(.c-later)")
    assert shown.count() == 9   # the round's results show all nine clues...
    page.get_by_role("button", name="See the final scores").click()
    page.get_by_role("heading", name="Game over").wait_for()
    assert shown.count() == 9   # ...and so does the end, however early the round ended
    points = {}
    for row in page.locator("#bw-end tbody tr").all():
        name, score = row.locator("th").inner_text().split(" winner")[0].strip(), row.locator("td").inner_text()
        points[name] = int(score)
    assert points["You"] == 4  # 3 for the zone, 1 for the first correct answer; then 0
    best = max(points.values())
    heading = page.get_by_role("heading", name="Game over").inner_text()
    assert all((name in heading) == (score == best) for name, score in points.items())
    assert page.evaluate("localStorage.getItem('inkwell.saved.break_the_word')") is None
    # The device keeps the two words played, and Play again leaves them out.
    played = page.evaluate("localStorage.getItem('inkwell.bw.played')")
    answers = sorted(secret_words())  # the bitmap counts over the alphabetical answer list
    assert sorted(answers[i] for i in memory.decode(played)) == sorted(words)
    page.get_by_role("button", name="Play again").click()
    page.locator("#bw-clues .clue").first.wait_for()
    record = json.loads(page.evaluate("localStorage.getItem('inkwell.saved.break_the_word')"))["record"]
    assert record["options"]["played"] == played
    assert secret(page) not in words
    assert watched.errors == []


def test_phone_shows_the_clues_and_answer_box_without_overflow(phone, base_url):
    page = phone.page
    start_game(page, base_url)
    page.get_by_label("Your answer (7 letters)").wait_for()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page is {width} px wide on a 390 px phone"
    page.screenshot(path="/tmp/shots/e2e-btw-phone.png", full_page=True)
    assert phone.errors == []


def test_an_answer_not_in_the_answer_list_is_asked_about_once(watched, base_url):
    """One typo should not cost the round: the engine says the word is not in
    the answer list, the screen asks, and Lock in again (or the button) means it."""
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(page, base_url)
    box = page.get_by_label("Your answer (7 letters)")
    lock = page.get_by_role("button", name="Lock in for +3")
    box.fill("qwertyl")
    lock.click()
    page.locator("#bw-message").get_by_text("QWERTYL is not a word we know. Lock it in anyway?").wait_for()
    anyway = page.get_by_role("button", name="Lock in QWERTYL anyway")
    assert anyway.is_visible() and page.locator(".bw-locked").count() == 0
    assert box.input_value() == "qwertyl"   # kept, to be put right
    page.screenshot(path="/tmp/shots/bw-unknown-answer.png")
    # Put right into another word it does not know: what was said of the old
    # one goes as it is retyped, and the new one is asked about afresh, once.
    box.fill("qwertyx")
    page.locator("#bw-message").get_by_text("QWERTYL").wait_for(state="detached")
    assert not anyway.is_visible()
    box.press("Enter")
    page.locator("#bw-message").get_by_text("QWERTYX is not a word we know.").wait_for()
    assert page.locator(".bw-locked").count() == 0
    assert "answer" in ask(page, {"type": "view", "seat": ME})["views"][str(ME)]["allowed"]
    box.press("Enter")
    page.locator(".bw-locked").get_by_text("QWERTYX").wait_for()
    assert watched.errors == []


def test_the_lock_in_anyway_button_locks_in_the_word_asked_about(watched, base_url):
    page = watched.page
    start_game(page, base_url)
    box = page.get_by_label("Your answer (7 letters)")
    box.fill("zyxwvut")
    page.get_by_role("button", name="Lock in for +3").click()
    page.get_by_role("button", name="Lock in ZYXWVUT anyway").click()
    page.locator(".bw-locked").get_by_text("ZYXWVUT").wait_for()
    assert watched.errors == []
