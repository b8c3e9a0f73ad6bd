"""Pass-and-play privacy and saves that are never lost by surprise, through
the UI in real Chromium with the real engine.

- Break the Word on one device: each player's notes and "What you know" grid
  are their own, and every new clue waits behind the hand-over for each player.
- A resumed pass-and-play game starts at the hand-over, not at a player's hand.
- Starting a new game of a game that has a save asks first; the lobby's
  Discard asks; a save the engine judges unreadable is said so and only goes
  when the player chooses Discard.
"""

import json
from pathlib import Path

from helpers import engine_ready, open_setup

SHOTS = Path("/tmp/shots")


def shot(page, name):
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / name), full_page=True)


def to_lobby(page):
    page.goto(page.url.split("#")[0])
    page.wait_for_selector("html[data-ui=ready]")
    engine_ready(page)


def pass_and_play(page, base_url, game):
    open_setup(page, base_url, game)
    page.get_by_label("Player 2").select_option("human")
    # Nobody at a shared device is "You": the seats are Player 1, Player 2.
    assert "You" not in page.locator("fieldset").first.inner_text()
    page.get_by_role("button", name="Start game").click()


def handed_to(page, name):
    page.get_by_role("heading", name="Pass the device to " + name).wait_for()
    assert page.locator(".hb-grid").first.is_hidden()


def take(page, name, shown):
    page.get_by_role("button", name="I am " + name + ": show my " + shown).click()


def clues_out(page):
    return page.locator("#bw-clues li.clue:not(.c-later)").count()


def notes(page):
    return page.get_by_label("Your notes (only on this device)")


def test_break_the_word_notes_grid_and_clues_stay_with_their_player(watched, base_url):
    page = watched.page
    pass_and_play(page, base_url, "Break the Word")
    page.locator("#bw-clues .clue").first.wait_for()
    assert clues_out(page) == 1
    notes(page).fill("ann thinks RAINBOW")
    page.get_by_label("Letter 1").fill("r")
    page.get_by_label("Letter 7").focus()
    page.get_by_role("button", name="Ready for the next clue").click()

    handed_to(page, "Player 2")
    take(page, "Player 2", "board")
    # Player 2 sees a blank grid and blank notes, not Player 1's.
    assert notes(page).input_value() == ""
    assert page.get_by_label("Letter 1").input_value() == ""
    assert clues_out(page) == 1
    notes(page).fill("bob thinks TEACHER")
    page.get_by_label("Letter 2").fill("e")
    page.get_by_label("Letter 7").focus()
    shot(page, "handover-btw-p2-1280.png")
    page.get_by_role("button", name="Ready for the next clue").click()

    # Everyone was ready: the second clue waits behind the hand-over.
    handed_to(page, "Player 1")
    assert "TEACHER" not in page.locator("body").inner_text()
    shot(page, "handover-btw-clue2-1280.png")
    take(page, "Player 1", "board")
    assert clues_out(page) == 2
    assert notes(page).input_value() == "ann thinks RAINBOW"
    assert page.get_by_label("Letter 1").input_value() == "R"
    assert page.get_by_label("Letter 2").input_value() == ""
    page.get_by_role("button", name="Ready for the next clue").click()

    handed_to(page, "Player 2")
    take(page, "Player 2", "board")
    assert clues_out(page) == 2
    assert notes(page).input_value() == "bob thinks TEACHER"
    assert page.get_by_label("Letter 2").input_value() == "E"
    assert page.get_by_label("Letter 1").input_value() == ""

    # A reload in the middle of Player 2's turn: the game resumes at the hand-over.
    to_lobby(page)
    page.get_by_role("button", name="Resume your Break the Word game").click()
    handed_to(page, "Player 2")
    take(page, "Player 2", "board")
    assert page.get_by_label("Letter 2").input_value() == "E"
    assert page.get_by_label("Letter 1").input_value() == ""
    assert watched.errors == []


def test_a_resumed_paperback_pass_and_play_starts_at_the_hand_over(phone, base_url):
    page = phone.page
    pass_and_play(page, base_url, "Paperback")
    page.locator("#pb-play [data-drop=hand]").wait_for()
    to_lobby(page)
    page.get_by_role("button", name="Resume your Paperback game").click()
    handed_to(page, "Player 1")
    assert page.locator("#pb-play [data-drop=hand]").is_hidden()
    shot(page, "handover-resume-390.png")
    take(page, "Player 1", "cards")
    page.locator("#pb-play [data-drop=hand]").wait_for()
    assert phone.errors == []


def saved(page, game):
    return page.evaluate("g => localStorage.getItem('inkwell.saved.' + g)", game)


def test_a_new_game_over_a_save_asks_first(watched, base_url):
    page = watched.page
    open_setup(page, base_url, "Paperback")
    page.get_by_role("button", name="Start game").click()
    page.locator("#pb-play [data-drop=hand]").wait_for()
    page.wait_for_function("() => localStorage.getItem('inkwell.saved.paperback')")
    first = json.loads(saved(page, "paperback"))["record"]["seed"]
    to_lobby(page)
    page.get_by_role("button", name="Play Paperback").click()
    page.get_by_role("button", name="Start game").click()
    question = page.get_by_role("alertdialog")
    question.wait_for()
    text = question.inner_text()
    assert "replaces your Paperback game with You and Greedy bot (0 moves made)" in text
    assert "will be lost" in text
    shot(page, "handover-replace-1280.png")
    # Keep it: nothing started, the save is the same game.
    page.get_by_role("button", name="Keep the saved game").click()
    assert question.count() == 0
    assert page.get_by_role("heading", name="New Paperback game").is_visible()
    assert json.loads(saved(page, "paperback"))["record"]["seed"] == first
    # Start and lose it: a new game, a new save.
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Start and lose the saved game").click()
    page.locator("#pb-play [data-drop=hand]").wait_for()
    page.wait_for_function("s => JSON.parse(localStorage.getItem('inkwell.saved.paperback')).record.seed != s",
                           arg=first)
    assert watched.errors == []


def test_discard_asks_and_an_unreadable_save_is_said_before_it_goes(watched, base_url):
    page = watched.page
    open_setup(page, base_url, "Paperback")
    page.get_by_role("button", name="Start game").click()
    page.locator("#pb-play [data-drop=hand]").wait_for()
    page.wait_for_function("() => localStorage.getItem('inkwell.saved.paperback')")
    to_lobby(page)
    page.get_by_role("button", name="Discard the saved Paperback game").click()
    question = page.get_by_role("alertdialog")
    assert "Discard your Paperback game with You and Greedy bot" in question.inner_text()
    assert page.get_by_role("button", name="Keep it").evaluate("b => b === document.activeElement")
    shot(page, "handover-discard-1280.png")
    page.get_by_role("button", name="Keep it").click()
    assert saved(page, "paperback")
    page.get_by_role("button", name="Resume your Paperback game").wait_for()

    # A save whose moves do not replay: the engine judges it unreadable; the
    # page says so, and the save stays until the player chooses Discard.
    data = json.loads(saved(page, "paperback"))
    data["record"]["actions"] = [[0, {"type": "no_such_move"}]]
    page.evaluate("t => localStorage.setItem('inkwell.saved.paperback', t)", json.dumps(data))
    to_lobby(page)
    page.get_by_role("button", name="Resume your Paperback game").click()
    page.get_by_role("heading", name="This saved game cannot be read").wait_for()
    assert saved(page, "paperback")
    page.get_by_role("button", name="Back to lobby").click()
    assert saved(page, "paperback")
    page.get_by_role("button", name="Resume your Paperback game").click()
    page.get_by_role("button", name="Discard", exact=True).click()
    page.wait_for_function("() => !localStorage.getItem('inkwell.saved.paperback')")

    # The lobby's Discard, answered yes.
    open_setup(page, base_url, "Paperback")
    page.get_by_role("button", name="Start game").click()
    page.locator("#pb-play [data-drop=hand]").wait_for()
    to_lobby(page)
    page.get_by_role("button", name="Discard the saved Paperback game").click()
    page.get_by_role("button", name="Discard it").click()
    assert page.get_by_role("button", name="Resume your Paperback game").count() == 0
    assert saved(page, "paperback") is None
    assert watched.errors == []


def romance_claim_record():
    """A solo co-op game against Penny with the Romance signature, one turn
    skipped: she then claims a Romance card (the seed is chosen so), for
    double its cost. Made by the same engine the page runs."""
    import inkwell.games  # noqa: F401  (registers the games)
    from inkwell.core.session import Session
    from inkwell.games.hardback import cards
    for seed in range(1, 500):
        s = Session("hardback", {"mode": "coop", "signature": "romance", "dictionary": "common"},
                    [{"name": "You", "kind": "human"}], seed)
        if cards.genre(s.state, s.state["row"][0]) != "romance":
            continue
        s.act(0, {"type": "skip"})
        if s.state["turn"]["phase"] == "flush":
            s.act(0, {"type": "no_flush"})
        s.act(0, {"type": "end"})
        return s.record, cards.cost(s.state, s.state["penny"]["last"])
    raise AssertionError("no seed puts a Romance card first")


def test_coop_log_and_panel_say_what_pennys_signature_does(watched, base_url):
    page = watched.page
    record, cost = romance_claim_record()
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    page.evaluate("t => localStorage.setItem('inkwell.saved.hardback', t)",
                  json.dumps({"record": record, "setup": {"game": "hardback", "options": record["options"],
                                                          "seats": record["seats"]}, "viewer": 0}))
    to_lobby(page)
    page.get_by_role("button", name="Resume your Hardback game").click()
    page.locator("#hb-log").wait_for()
    log = page.locator("#hb-log").inner_text()
    assert "for " + str(2 * cost) + "★ (Romance signature: double for a Romance card)" in log
    panel = " ".join(page.locator("#hb-penny").inner_text().split())
    assert "Romance signature: When Penny claims a Romance card, she earns double its cost." in panel
    # Before buying, the table says which card she takes next.
    hint = page.locator(".penny-next").inner_text()
    assert "Penny Dreadful claims the card marked oldest: now" in hint
    shot(page, "handover-penny-1280.png")
    assert watched.errors == []
