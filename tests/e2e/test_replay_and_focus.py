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
        bar.get_by_text(re.compile(r"Move 0 of \d+")).wait_for(timeout=90000)
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
