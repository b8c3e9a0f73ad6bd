"""Issue 38 part 2: on a phone (390×844), each time the turn comes back to
the player after the bots played, what the others did (each bot's summary
line) and every player's score are on the screen without scrolling, in every
game where players take turns; Break the Word (everyone plays at once) keeps
its players and scores on the first screen round after round.
Played through the table's own buttons. Real Chromium, real engine, bots."""

from pathlib import Path

import pytest

from inkwell.core import all_games
import inkwell.games  # noqa: F401  (registers the games)
from test_turns import END_TURN, VIEW_N, end_turn, my_turn

SHOTS = Path("/tmp/shots38b")
PREFIX = {"hardback": "hb", "paperback": "pb", "backwords": "bk", "break_the_word": "bw"}
TURNS = 3

# Each summary line and each score on the table that is not wholly on the
# screen: [what, top, bottom] (a hidden one has no box at all).
OFF_SCREEN = """(p) => {
  const out = [];
  const boxes = [...document.querySelectorAll('[data-turn-summary]')].map(e => ['summary ' + e.dataset.turnSummary, e])
    .concat([...document.querySelectorAll('#' + p + '-players .score')].map(e => ['score ' + e.textContent, e]));
  for (const [what, e] of boxes) {
    const r = e.getBoundingClientRect();
    if (!r.height || r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth)
      out.push([what, Math.round(r.top), Math.round(r.bottom)]);
  }
  return out;
}"""


def game_of(game_id):
    return next(g for g in all_games() if g.id == game_id)


def start(page, base_url, game, bots):
    import helpers
    helpers.open_setup(page, base_url + "?pace=fast", game.name)
    level = "bot:easy" if game.id == "break_the_word" else "bot:greedy"
    for n in range(2, 2 + bots):
        page.get_by_label("Player " + str(n)).select_option(level)
    page.get_by_role("button", name="Start game").click()


def settled(page, game_id):
    """My turn again, the bots done and the page's own scrolling done."""
    my_turn(page, game_id, timeout=90000)
    page.wait_for_function("() => !document.querySelector('.thinking:not(.idle)')", timeout=60000)
    page.wait_for_timeout(400)


def assert_in_view(page, game_id, where):
    off = page.evaluate(OFF_SCREEN, PREFIX[game_id])
    if off:
        page.screenshot(path=str(SHOTS / f"turn-return-{game_id}-failed.png"))
    assert off == [], f"{where}: off the screen {off} (scrolled to {page.evaluate('scrollY')})"
    scores = page.locator(f"#{PREFIX[game_id]}-players .score").count()
    assert scores >= 2, "every player's score is on the table"


@pytest.mark.parametrize("game_id", ["paperback", "hardback", "backwords"])
def test_the_turn_coming_back_shows_the_others_turns_and_the_scores(phone, base_url, game_id):
    page = phone.page
    SHOTS.mkdir(exist_ok=True)
    start(page, base_url, game_of(game_id), bots=2)
    settled(page, game_id)
    summed = 0
    for turn in range(TURNS):
        # The player goes down the table to end the turn, as a thumb does.
        page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
        before = page.evaluate(VIEW_N)
        end_turn(page, game_id)
        page.wait_for_function(f"({VIEW_N})() > {before}", timeout=30000)
        settled(page, game_id)
        assert_in_view(page, game_id, f"turn {turn + 2}")
        summed = max(summed, page.locator("[data-turn-summary]").count())
        page.screenshot(path=str(SHOTS / f"turn-return-{game_id}-{turn + 2}.png"))
    assert summed == 2, "both bots' turns were summed up and seen"
    assert phone.errors == []


def test_break_the_word_keeps_the_bots_word_in_view_and_the_page_still(phone, base_url):
    """Everyone plays at once: no turn comes back, so nothing scrolls. Each
    new clue leaves the page where the player has it, the bot's line in view
    (the scores sit below the answer there, as they did)."""
    page = phone.page
    SHOTS.mkdir(exist_ok=True)
    start(page, base_url, game_of("break_the_word"), bots=1)
    ready = page.get_by_role("button", name="Ready for the next clue")
    for clue in range(TURNS):
        ready.wait_for(timeout=60000)
        page.wait_for_timeout(400)
        said = page.evaluate(OFF_SCREEN, "none")
        assert said == [], f"clue {clue + 1}: off the screen {said}"
        at, n = page.evaluate("scrollY"), page.evaluate(VIEW_N)
        ready.click()
        page.wait_for_function(f"({VIEW_N})() > {n}", timeout=30000)
        page.wait_for_timeout(400)
        assert page.evaluate("scrollY") == at, "a new clue moved the page"
    page.screenshot(path=str(SHOTS / "turn-return-break_the_word.png"))
    assert END_TURN["break_the_word"] == [] and phone.errors == []
