"""The other players' turns, seen (every registered game): after a bot's
turn its summary, said by the engine, is on the table with the bot's name and
stays there until the player acts, and its cards were seen moving; the pace
setting (Settings) holds a bot's word on screen, and reduced motion makes it
instant. Real Chromium, real engine, real bots."""

import json
from pathlib import Path

import pytest

import helpers
from inkwell.core import all_games
from inkwell.core.thought import thinks_in_slices
import inkwell.games  # noqa: F401  (registers the games)

BOT = "Greedy bot"
BOTS = {"break_the_word": ("bot:easy", "Easy bot")}
# How the player ends a turn through the table's own buttons, per game
# (nothing: a game where everyone plays at once).
END_TURN = {"hardback": ["Skip turn", "Keep the offer row|End turn", "End turn"], "paperback": ["Pass: no word, new hand"],
            "backwords": ["Pass"], "break_the_word": []}
ON_MY_TURN = {"hardback": "Skip turn", "paperback": "Pass: no word, new hand", "backwords": "Pass",
              "break_the_word": "Ready for the next clue"}


def start(page, base_url, game, query=""):
    helpers.open_setup(page, base_url + query, game.name)
    level, _ = BOTS.get(game.id, ("bot:greedy", BOT))
    page.get_by_label("Player 2").select_option(level)
    page.get_by_role("button", name="Start game").click()


def end_turn(page, game_id):
    """Click the game's buttons in order; "A|B": whichever comes (Hardback
    offers a flush before buying only when the row allows one)."""
    ended = False
    for step in END_TURN[game_id]:
        if ended:
            return
        names = step.split("|")
        buttons = [page.get_by_role("button", name=n, exact=True) for n in names]
        for _ in range(300):
            shown = [n for n, b in zip(names, buttons) if b.count() and b.first.is_visible()]
            if shown:
                break
            page.wait_for_timeout(100)
        else:
            raise AssertionError("none of " + step + " on the table")
        page.get_by_role("button", name=shown[0], exact=True).first.click()
        ended = len(names) > 1 and shown[0] == "End turn"


def my_turn(page, game_id, timeout=60000):
    page.get_by_role("button", name=ON_MY_TURN[game_id]).first.wait_for(timeout=timeout)


VIEW_N = "() => Number((document.querySelector('.turns') || {dataset: {}}).dataset.n)"


def until_the_bot_moved(page, game_id, summary):
    """End my turns until the bot has played one: in Backwords a flipped Skip
    (or a Backwords card, two at the table) hands the turn straight back to
    me, and a bot that did not play has nothing to sum up."""
    for _ in range(6):
        my_turn(page, game_id)
        before = page.evaluate(VIEW_N)
        end_turn(page, game_id)
        if game_id == "break_the_word":
            break
        page.wait_for_function(f"({VIEW_N})() > {before}", timeout=30000)
        my_turn(page, game_id, timeout=90000)
        if summary.count():
            break
    summary.wait_for(timeout=60000)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_a_bots_turn_is_summed_up_and_stays_until_the_player_acts(watched, base_url, game):
    assert game.id in END_TURN, f"say how a player ends a turn in {game.name}"
    page = watched.page
    cards = game.id != "break_the_word"   # everyone plays at once there: no move to watch
    start(page, base_url, game, "?pace=fast" if cards else "")
    bot = BOTS.get(game.id, ("", BOT))[1]
    summary = page.locator(f'[data-turn-summary="{bot}"]')
    until_the_bot_moved(page, game.id, summary)
    text = summary.inner_text()
    assert text.startswith(bot + " ") and len(text) > len(bot) + 4
    # The bot is done: the player's turn again, and the summary is still there.
    my_turn(page, game.id)
    if game.id != "break_the_word":
        page.wait_for_function("() => !document.querySelector('.thinking:not(.idle)')", timeout=60000)
    page.wait_for_timeout(300)
    assert summary.count() == 1 and summary.inner_text().startswith(bot + " ")
    assert page.locator("[data-turn-summary]").count() == 1, "one per other player, none for me"
    assert page.locator('[data-turn-summary="You"]').count() == 0
    if cards:
        # The bot's cards were seen moving (its word from its seat, its buys to it).
        assert page.evaluate("window.inkwellMoved || 0") > 0
    Path("/tmp/shots").mkdir(exist_ok=True)
    page.screenshot(path=f"/tmp/shots/turns-{game.id}.png")
    assert watched.errors == []


# Every change of the table's top (status and summaries) as [ms, view n, summaries].
TIMELINE = """
window.inkwellTimeline = [];
new MutationObserver(() => {
  const list = document.querySelector('.turns');
  if (!list) return;
  const said = [...list.querySelectorAll('[data-turn-summary]')].map(li => li.textContent).join(' | ');
  const last = window.inkwellTimeline[window.inkwellTimeline.length - 1];
  const n = Number(list.dataset.n);
  if (!last || last[1] !== n || last[2] !== said) window.inkwellTimeline.push([performance.now(), n, said]);
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
"""


def test_at_normal_pace_a_bots_word_stays_on_screen(watched, base_url):
    """Hardback against a bot at the normal pace: the move that puts the bot's
    word down stays on screen 1.5 s at least before the bot's next move."""
    page = watched.page
    page.add_init_script(TIMELINE)
    game = next(g for g in all_games() if g.id == "hardback")
    start(page, base_url, game, "?pace=own")
    my_turn(page, "hardback")
    assert page.locator("#setting-pace").input_value() == "normal"
    end_turn(page, "hardback")
    my_turn(page, "hardback", timeout=90000)
    timeline = page.evaluate("window.inkwellTimeline")
    spelled = [i for i, (_, _, said) in enumerate(timeline) if " spelled " in said]
    assert spelled, json.dumps(timeline)
    first = spelled[0]
    later = [t for t in timeline[first + 1:] if t[1] > timeline[first][1]]
    assert later, "the bot moved on after its word: " + json.dumps(timeline)
    # The safe direction: a slow machine only makes the wait longer.
    assert later[0][0] - timeline[first][0] >= 1500, json.dumps(timeline)


def test_reduced_motion_means_instant_unless_the_player_chose(browser, base_url):
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    page.goto(base_url + "?pace=own")
    page.wait_for_selector("html[data-ui=ready]")
    assert page.evaluate("document.documentElement.dataset.pace") == "instant"
    page.evaluate("document.querySelector('#settings').open = true")
    pace = page.locator("#setting-pace")
    assert pace.input_value() == "instant"
    pace.select_option("relaxed")
    assert page.evaluate("document.documentElement.dataset.pace") == "relaxed"
    page.reload()
    page.wait_for_selector("html[data-ui=ready]")
    assert page.evaluate("document.documentElement.dataset.pace") == "relaxed"
    context.close()


SLICED = [g for g in all_games() if any(thinks_in_slices(b) for b in g.bots.values())]


@pytest.mark.parametrize("game", SLICED, ids=lambda g: g.id)
def test_an_expert_thinks_between_messages_and_then_plays(watched, base_url, game):
    """Every game whose expert thinks in slices (core.thought): the engine's
    first answer to a sliced bot's turn is always "thinking" (no slice has
    run yet), so the table must ask again until the move is played; the
    expert's moves then land like any bot's, summed up, the turn back to me.
    (Backwords: a flipped Skip may hand me the next turn with no move of the
    expert's, so the turns counted are those in which it played.)"""
    page = watched.page
    helpers.open_setup(page, base_url + "?pace=fast", game.name)
    page.get_by_label("Player 2").select_option("bot:expert")
    page.get_by_role("button", name="Start game").click()
    n = VIEW_N
    played = 0
    for _ in range(8):
        my_turn(page, game.id)
        before = page.evaluate(n)
        end_turn(page, game.id)
        # My move has landed before the buttons are read again.
        page.wait_for_function(f"({n})() > {before}", timeout=30000)
        my_turn(page, game.id, timeout=90000)
        if page.evaluate(n) > before + 1:
            played += 1
            assert page.locator('[data-turn-summary="Expert bot"]').count() == 1
        if played == 3:
            break
    assert played == 3
    assert watched.errors == []
