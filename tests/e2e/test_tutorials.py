"""Learn to play (issue 23): each game with a guided first game is walked
from its lobby button to the end, on a laptop (by keyboard: each step's
control has focus) and a phone (by touch), only by pressing or typing what
each step marks (data-tutorial-target, data-tutorial-text);
a wrong press on the way is explained and changes nothing; the end offers a
real game, which opens the game's set-up."""
import re
from pathlib import Path

import pytest

from helpers import check_layout, engine_ready

ROOT = Path(__file__).resolve().parents[2]
GAMES = re.findall(r'data-learn="(\w+)"', (ROOT / "index.html").read_text())
SHOTS = Path("/tmp/shots")
STEP = "[data-tutorial-step]"

def press(page, target, touch):
    """A phone taps; a laptop uses the keyboard alone: the step's control has focus."""
    text = target.get_attribute("data-tutorial-text")
    value = target.get_attribute("data-tutorial-value")
    if not touch:
        page.wait_for_function("() => document.activeElement"
                               " && document.activeElement.hasAttribute('data-tutorial-target')", timeout=10000)
    if value is not None:
        target.select_option(value)
    elif text is not None:
        target.fill(text.rstrip("\n"))
        if text.endswith("\n"):
            target.press("Enter")
    elif touch:
        target.tap()
    else:
        page.keyboard.press("Enter")


# What a step marks (its control, unless it is the box's own Next, and each
# element its text is about) that is off screen or under something else at
# its top or bottom edge: [] when the player sees all of it.
HIDDEN = """() => {
  const box = document.getElementById('tutorial-box');
  const t = document.querySelector('[data-tutorial-target]');
  const els = [...document.querySelectorAll('[data-tutorial-subject]')];
  if (t && !box.contains(t)) els.unshift(t);
  const hidden = [];
  for (const el of els) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) { hidden.push(el.outerHTML.slice(0, 80) + ' has no size'); continue; }
    const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 2);
    for (const y of [r.top + 3, r.bottom - 3]) {
      const hit = y >= 0 && y < innerHeight ? document.elementFromPoint(x, y) : null;
      if (!hit || !(el.contains(hit) || hit.contains(el)))
        hidden.push(el.outerHTML.slice(0, 80) + ' at y=' + Math.round(y) + ' under '
                    + (hit ? (box.contains(hit) ? 'the step box' : hit.outerHTML.slice(0, 60)) : 'the screen edge'));
    }
  }
  return hidden;
}"""


def nothing_hidden(page, said):
    """Once the step has settled (cards may still be flying in), what it marks is in sight."""
    try:
        page.wait_for_function(f"() => ({HIDDEN})().length === 0", timeout=4000)
    except Exception:   # noqa: BLE001  (said with what is hidden, below)
        pass
    assert page.evaluate(HIDDEN) == [], said


def wrong_press_is_explained(page, touch):
    """A game move that is not the step's: said why, and the table stays."""
    wrong = page.locator("#screen button[data-send]:not([data-tutorial-target])").first
    if not wrong.count():
        return False
    said, table = page.locator(STEP).inner_text(), page.locator(".hb-grid").inner_text()
    wrong.tap() if touch else wrong.click()
    page.locator(".tutorial-wrong").wait_for()
    page.wait_for_timeout(800)   # time for a move that should not have gone to land
    assert page.locator(STEP).inner_text() == said
    assert page.locator(".hb-grid").inner_text() == table
    return True


@pytest.mark.parametrize("device", ["laptop", "phone"])
@pytest.mark.parametrize("game", GAMES)
def test_a_tutorial_is_walked_to_its_end_by_its_targets(request, game, device):
    touch = device == "phone"
    SHOTS.mkdir(exist_ok=True)
    w = request.getfixturevalue("phone" if touch else "watched")
    page = w.page
    page.goto(request.getfixturevalue("base_url"))
    engine_ready(page)
    button = page.locator('button[data-learn="' + game + '"]')
    button.tap() if touch else button.click()
    page.locator(STEP).wait_for(timeout=60000)
    check_layout(page, phone=touch)
    shot = set()
    explained, steps, presses = False, set(), 0
    while not page.locator("[data-tutorial-done]").count():
        page.wait_for_selector("[data-tutorial-target], [data-tutorial-done]", timeout=60000)
        if page.locator("[data-tutorial-done]").count():
            break
        said = page.locator(STEP).inner_text()
        steps.add(said)
        presses += 1
        assert len(steps) <= 15 and presses <= 60, "more steps than a tutorial has"
        explained = explained or wrong_press_is_explained(page, touch)
        target = page.locator("[data-tutorial-target]")
        assert target.count() == 1
        nothing_hidden(page, said)
        at = target.get_attribute("data-tutorial-target")
        if len(steps) in (2, 8) and said not in shot:
            shot.add(said)
            page.screenshot(path=str(SHOTS / f"tutorial-{game}-{device}-{len(steps)}.png"))
        press(page, target, touch)
        # The next step, or the next press of this step's list (its target moves on).
        page.wait_for_function("([s, at]) => { const e = document.querySelector('[data-tutorial-step]');"
                               " const t = document.querySelector('[data-tutorial-target]');"
                               " return !e || e.innerText !== s || !t || t.dataset.tutorialTarget !== at; }",
                               arg=[said, at], timeout=60000)
    assert explained, "no wrong press was tried"
    page.screenshot(path=str(SHOTS / f"tutorial-{game}-{device}-done.png"))
    assert w.errors == []
    page.get_by_role("button", name="Play a real game").click()
    page.get_by_role("button", name="Start game").wait_for(timeout=30000)
    page.get_by_role("button", name="Learn to play").click()   # the set-up offers it again
    page.get_by_text("step 1 of").wait_for(timeout=30000)


def test_a_how_to_page_opens_the_tutorial(watched, base_url):
    page = watched.page
    page.goto(base_url + "howto/break-the-word.html")
    page.get_by_role("link", name="Learn to play").click()
    page.locator(STEP).wait_for(timeout=90000)
    assert "step 1 of" in page.locator("#tutorial-box").inner_text()
    assert watched.errors == []
