"""Backwords moves played through the table UI, by taps and clicks, for the
end-to-end tests: the move is thought of with the bots' search from the
player's own view (as a player thinks of a word), then built only with the
controls a player uses."""

from inkwell.games.backwords import bots, query


def expressible(move):
    """A move this test plays by taps alone: a new word, or a change that
    keeps the word's letters in order (covered or not) and adds cards after them."""
    if move["type"] == "create":
        return True
    letters = move["words"][0]["letters"]
    kept = [entry["stack"] for entry in letters if "stack" in entry]
    return kept == list(range(len(kept))) and all("stack" in e for e in letters[:len(kept)])


def choose(v, prefer_change=False):
    """The best move the taps can play: completing the objective first, then
    points (a change before anything else if asked)."""
    best, best_key = None, None
    for move in bots.all_moves(v):
        if not expressible(move):
            continue
        judged = bots.evaluate(v, move)
        if judged is None:
            continue
        plan, completes = judged
        change = prefer_change and move["type"] == "change"
        # A change that ends the round clears the table before anyone sees it.
        key = (change and not ends_round(v, move), change, completes, plan["points"], -move.get("pull", 0))
        if best is None or key > best_key:
            best, best_key = move, key
    return best


def choose_for(v):
    """A change the table keeps showing (one that does not end the round),
    when there is one."""
    return choose(v, prefer_change=True)


def ends_round(v, move):
    """Whether the round may end with this move: the player empties their
    hand (which ends it once they have met the objective) or the draw pile
    is out."""
    judged = bots.evaluate(v, move)
    if judged is None:
        return False
    return bots.hand_cost(v, move, judged[0])[1] == 0 or v["draw_size"] == 0


def press(page, locator):
    """Tap on a touch screen, click on a desktop."""
    if page.evaluate("() => matchMedia('(pointer: coarse)').matches"):
        locator.tap()
    else:
        locator.click()


def tap_card(page, card_id):
    press(page, page.locator(f'#bk-play [data-act=add][data-card="{card_id}"]'))


def pull(page, move):
    if move.get("pull"):
        press(page, page.locator(f'#bk-row button[data-back="{move["pull"]}"]'))
        page.locator("#bk-pulled-title").wait_for()


def set_wild(page, entry):
    if entry.get("wild"):
        page.locator(f'select[data-wild="{entry["card"]}"]').select_option(entry["wild"].upper())


def build(page, move):
    """Tap the move together: pull, pick the word, lay the cards; the button
    that sends it."""
    pull(page, move)
    if move["type"] == "create":
        for entry in move["cards"]:
            tap_card(page, entry["card"])
            set_wild(page, entry)
        return "Create the word"
    press(page, page.locator(f'#bk-words button[data-word="{move["words"][0]["word"]}"]'))
    for entry in move["words"][0]["letters"]:
        if "card" not in entry:
            continue
        tap_card(page, entry["card"])
        if "stack" in entry:
            page.locator(f'select[data-place="{entry["card"]}"]').select_option(str(entry["stack"]))
        set_wild(page, entry)
    return "Change the word"


def play(page, v, move, shot=None):
    """Build the move in the UI from view `v`; the preview must show what the
    engine's query says it earns before the button is pressed (a screenshot
    to `shot` then, if given).  A move whose preview does not come is built
    once more from a cleared builder: on a loaded machine a tap was seen to
    go astray about once in twenty runs (cause not found); a builder that
    gets the move wrong every time still fails."""
    answer = query.score_move(v, move)
    assert answer["ok"], answer
    earns = page.locator("#bk-preview").get_by_text(f"earns {answer['points']} point")
    button = build(page, move)
    try:
        earns.wait_for(timeout=15000)
    except Exception:
        press(page, page.locator("#bk-play [data-act=clear]"))
        button = build(page, move)
        earns.wait_for()
    if shot:
        page.screenshot(path=shot, full_page=True)
    press(page, page.get_by_role("button", name=button))
