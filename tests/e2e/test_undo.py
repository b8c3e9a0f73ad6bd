"""Undo at the table, as a player uses it: take back a move (the Undo button
or Ctrl+Z) and see the table exactly as it was, on a laptop and a phone;
the saved game keeps no trace of the move taken back."""

import re
from pathlib import Path

import helpers
import test_paperback_ui as paperback
from helpers import ask, check_layout
from test_hardback_ui import Player as HardbackPlayer, press, wait_change

SHOTS = Path("/tmp/shots")

# The table's text without the message line (which says "taken back").
TABLE_TEXT = """sel => {
    const t = document.querySelector(sel).cloneNode(true);
    t.querySelectorAll('.message, [role=alert]').forEach(e => e.remove());
    return t.textContent.replace(/\\s+/g, ' ').trim();
}"""


def table_text(page, prefix):
    return page.evaluate(TABLE_TEXT, "#" + prefix + "-table")


def undo_button(page):
    return page.locator("[data-act=undo]")


def saved_actions(page):
    return ask(page, {"type": "view", "seat": 0, "want_record": True})["record"]["actions"]


def start_hardback(watched, base_url, player_2):
    """A Hardback game on a laptop, at its first player's first move."""
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.add_init_script("window.inkwellSeed = 4")
    helpers.open_setup(page, base_url, "Hardback")
    page.get_by_label("Player 2").select_option(player_2)
    page.get_by_role("button", name="Start game").click()
    me = HardbackPlayer(watched)
    assert me.wait_for_my_move(timeout=90000)
    return me


def test_a_laptop_player_takes_back_ink_and_a_word(watched, base_url):
    page = watched.page
    SHOTS.mkdir(exist_ok=True)
    me = start_hardback(watched, base_url, "bot:greedy")
    start = me.view()
    before = table_text(page, "hb")
    undo = page.get_by_role("button", name="Undo")
    assert undo.is_disabled()

    assert me.spell_word() is not None
    v = wait_change(page, start)
    if v["phase"] == "flush":
        press(me.w, page.get_by_role("button", name="Keep the offer row"))
        v = wait_change(page, v)
    undo.wait_for()
    page.wait_for_function("() => !document.querySelector('[data-act=undo]').disabled")
    assert v["phase"] == "buy" and v["coins"] >= 1
    spelled = table_text(page, "hb")
    page.get_by_role("button", name="Buy ink (1¢)").click()
    v = wait_change(page, v)
    assert v["players"][0]["ink"] == 1 and table_text(page, "hb") != spelled
    check_layout(page)
    page.screenshot(path=str(SHOTS / "undo-hb-desktop.png"))

    undo.click()
    wait_change(page, v)
    # The line under the table says so, unless the coach's word on the
    # spelled word (still played) arrives with the same reply.
    page.get_by_text(re.compile("Your last move was taken back|best word here")).wait_for()
    assert table_text(page, "hb") == spelled
    # Ctrl+Z takes back the rest, down to the turn's start.
    while not undo.is_disabled():
        seen = me.view()
        page.keyboard.press("Control+z")
        wait_change(page, seen)
        page.wait_for_timeout(200)
    assert me.view()["n"] == start["n"] and saved_actions(page) == []
    assert table_text(page, "hb") == before
    page.screenshot(path=str(SHOTS / "undo-hb-desktop-after.png"))
    assert watched.errors == []


def test_a_phone_player_takes_back_a_word_in_both_themes(phone, base_url):
    page = phone.page
    SHOTS.mkdir(exist_ok=True)
    paperback.start(page, base_url, 11)
    page.get_by_role("button", name="Start game").click()
    me = paperback.Player(phone, touch=True)
    assert me.wait_for_my_move()
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)
        v = me.view()
        assert v["phase"] == "spell" and not v["undo"]
        before = table_text(page, "pb")
        v = me.make_word(v)
        assert v["phase"] != "spell" and saved_actions(page)
        undo = page.get_by_role("button", name="Undo")
        page.wait_for_function("() => !document.querySelector('[data-act=undo]').disabled")
        check_layout(page, phone=True)
        page.screenshot(path=str(SHOTS / f"undo-pb-phone-{theme}.png"))
        undo.tap()
        wait_change(page, v)
        page.get_by_text("Your last move was taken back.").wait_for()
        assert table_text(page, "pb") == before
        assert saved_actions(page) == [] and undo.is_disabled()
        page.screenshot(path=str(SHOTS / f"undo-pb-phone-{theme}-after.png"))
    assert phone.errors == []


def test_in_pass_and_play_the_next_player_cannot_take_back_the_last_turn(watched, base_url):
    page = watched.page
    first = start_hardback(watched, base_url, "human")
    assert first.spell_word() is not None
    page.wait_for_function("() => !document.querySelector('[data-act=undo]').disabled")
    v = first.view()
    if v["phase"] == "flush":
        page.get_by_role("button", name="Keep the offer row").click()
        v = wait_change(page, v)
    page.get_by_role("button", name="End turn").click()
    title = page.locator("#hb-pass-title")
    title.wait_for()
    undo = page.get_by_role("button", name="Undo")
    assert undo.is_disabled()   # the table is hidden: nobody's move to take back
    name = title.inner_text().replace("Pass the device to ", "")
    page.get_by_role("button", name=f"I am {name}: show my cards").click()
    page.locator("#hb-play [data-act=spell]").wait_for()
    played = saved_actions(page)
    assert undo.is_disabled() and played[-1] == [0, {"type": "end"}]
    page.keyboard.press("Control+z")
    page.wait_for_timeout(500)
    assert saved_actions(page) == played
    refused = ask(page, {"type": "undo", "seat": 0})
    assert refused["error"]["code"] == "no_undo"
    assert watched.errors == []
