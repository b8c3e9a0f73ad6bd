"""Paperback through the UI, as a player plays it: real Chromium, real engine.

The test thinks of its moves with the greedy bot's judgement (run here, in
CPython, on the player's own view, as a player thinks of a word), then makes
every move by tapping, clicking, typing and picking letters in the table.
"""

import json
import re
from pathlib import Path

import helpers
from conftest import Watched
from helpers import ask, engine_ready
from test_hardback_ui import check_layout, press, wait_change

from inkwell.core import Rng, get
from inkwell.games.paperback.bots import BOTS

ME = 0
SHOTS = Path("/tmp/shots")
DESKTOP = {"width": 1280, "height": 800}
CARD_SET = get("paperback").card_set()["cards"]


class Player:
    """A player at the table: `seat`, its page, and how it presses buttons."""

    def __init__(self, watched, touch=False, seat=ME):
        self.w, self.page, self.seat = watched, watched.page, seat
        self.w.touch = touch
        self.rng = Rng(5)
        self.turns = 0

    def view(self):
        return ask(self.page, {"type": "view", "seat": self.seat})["views"][str(self.seat)]

    def wait_change(self, v):
        return wait_change(self.page, v)

    def wait_for_my_move(self, timeout=90000):
        """Until the table offers me something to do (or the game is over)."""
        self.page.wait_for_function(
            """() => document.querySelector('#pb-end-title') ||
                     document.querySelector('#pb-play [data-act=spell]') ||
                     document.querySelector('#pb-turn [data-send]')""", timeout=timeout)
        return self.page.locator("#pb-end-title").count() == 0

    def card(self, card_id):
        return self.page.locator(f'#pb-play [data-drop] button[data-card="{card_id}"]')

    def make_word(self, v):
        """The word the greedy bot would make, built card by card in the table."""
        action = BOTS["greedy"](v, self.rng)
        if action["type"] == "pass":
            press(self.w, self.page.get_by_role("button", name="Pass: no word, new hand"))
            return self.wait_change(v)
        for entry in action["word"]:
            press(self.w, self.card(entry["card"]))
            if entry["wild"]:
                self.page.locator(f'select[data-wild="{entry["card"]}"]').select_option(entry["wild"].upper())
        self.page.locator("#pb-preview").get_by_text(re.compile(" earns ")).wait_for()
        press(self.w, self.page.get_by_role("button", name="Make the word"))
        self.turns += 1
        return self.wait_change(v)

    def finish_turn(self, v):
        """Answer a "may" ability, buy what the greedy bot would, end the turn."""
        while v["outcome"] is None and v["turn"] == self.seat and v["phase"] in ("choose", "buy"):
            action = BOTS["greedy"](v, self.rng)
            if action["type"] == "decline":
                target = self.page.get_by_role("button", name="Keep all my cards")
            elif action["type"] == "buy":
                target = self.page.locator(f'#pb-offer button[data-k="b{action["card"]}"]')
            else:
                target = self.page.get_by_role("button", name="End turn")
            press(self.w, target)
            v = self.wait_change(v)

    def play_turn(self):
        v = self.view()
        if v["phase"] == "spell":
            v = self.make_word(v)
        self.finish_turn(v)

    def play_to_the_end(self, shots=""):
        while self.wait_for_my_move():
            v = self.view()
            if v["phase"] == "spell":
                v = self.make_word(v)
                if self.turns == 2 and shots:
                    check_layout(self.page, phone=self.w.touch)
                    self.page.screenshot(path=str(SHOTS / (shots + "-buy.png")), full_page=True)
            self.finish_turn(v)
            assert self.turns < 60, "the game does not end"


def start(page, base_url, seed):
    page.add_init_script(f"window.inkwellSeed = {seed}")
    helpers.open_setup(page, base_url, "Paperback")
    page.get_by_label("Player 2").select_option("bot:greedy")


def letters(card):
    return CARD_SET[card["def"]]["letters"]


def test_a_solo_game_against_a_bot_to_the_end_screen(watched, base_url):
    page = watched.page
    page.set_viewport_size(DESKTOP)
    SHOTS.mkdir(exist_ok=True)
    start(page, base_url, 11)
    assert not page.get_by_label("Attack cards (advanced)").is_checked()  # off by default
    page.get_by_role("button", name="Start game").click()
    me = Player(watched)
    me.wait_for_my_move()
    v = me.view()
    check_layout(page)
    # The table shows every pile's top card, the Fame piles and the track.
    offer = page.locator("#pb-offer")
    assert offer.locator(".pile").count() == len(v["piles"]) + len(v["fame"])
    assert "4 Common cards left" in page.locator("#pb-track").inner_text()

    # Letters that make no word are explained, and change nothing.
    plain = [c for c in v["hand"] if letters(c) and len(letters(c)) == 1][:3]
    for c in plain:
        press(me.w, me.card(c["id"]))
    page.locator("#pb-preview").get_by_text(re.compile("not in the common dictionary")).wait_for()
    # Said beside the button, which cannot send it (nor can Enter).
    assert page.get_by_role("button", name="Make the word").is_disabled()
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)
    after = me.view()
    assert after["n"] == v["n"] and after["hand"] == v["hand"]
    page.get_by_role("button", name="Clear word").click()

    # Typing: a letter of the hand moves its card into the word; a letter the
    # hand lacks goes to a wild Fame card, whose letter picker shows it.
    first = plain[0]
    page.keyboard.press(letters(first).lower())
    word = page.locator("#pb-play [data-drop=word] button.card")
    assert word.count() == 1
    if any(letters(c) is None for c in v["hand"]):
        page.keyboard.press("z")
        assert word.count() == 2
        assert page.locator("#pb-play select[data-wild]").input_value() == "Z"
        page.keyboard.press("Backspace")
    page.keyboard.press("Backspace")
    assert word.count() == 0

    me.play_to_the_end(shots="pb-desktop")
    end = page.locator("section.end")
    assert end.get_by_role("heading", name=re.compile("Game over")).is_visible()
    assert end.get_by_role("table").is_visible()
    assert "Best word" in end.inner_text()
    page.screenshot(path=str(SHOTS / "pb-desktop-end.png"), full_page=True)
    log = page.get_by_role("log", name="Game log").inner_text()
    assert "bot made" in log.lower() or "bot passed" in log.lower()
    assert watched.errors == []


def test_on_a_phone_a_resumed_game_plays_to_the_end_by_touch(phone, base_url):
    """A game saved near its end (its record: real moves, made here by the
    engine's own bots) resumes after a reload and ends by touch."""
    page = phone.page
    record = near_the_end(seed=3)
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    page.evaluate("r => localStorage.setItem('inkwell.saved.paperback', r)",
                  json.dumps({"record": record, "setup": {}, "viewer": ME}))
    page.reload()
    page.wait_for_selector("html[data-ui=ready]")
    engine_ready(page)
    page.get_by_role("button", name="Resume your Paperback game").tap()
    me = Player(phone, touch=True)
    me.wait_for_my_move()
    assert me.view()["round"] > 1
    check_layout(page, phone=True)
    page.screenshot(path=str(SHOTS / "pb-phone-turn.png"), full_page=True)
    page.get_by_role("button", name=re.compile("^Show your deck")).tap()
    assert page.get_by_role("heading", name="Your discard pile").is_visible()
    check_layout(page, phone=True)
    me.play_to_the_end(shots="pb-phone")
    page.locator("section.end").wait_for()
    check_layout(page, phone=True)
    page.screenshot(path=str(SHOTS / "pb-phone-end.png"), full_page=True)
    assert phone.errors == []
    # The finished game is no longer offered for resuming.
    page.get_by_role("button", name="Back to lobby").tap()
    assert page.get_by_role("button", name="Resume your Paperback game").count() == 0


def near_the_end(seed, left=4):
    """A record of a two-player game (me against a greedy bot) played by
    bots until a few turns before its end."""
    from inkwell.core.session import Session
    seats = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    game, options = get("paperback"), {"dictionary": "common"}
    full = Session("paperback", options, seats, seed)
    rng = Rng(seed)
    while full.outcome() is None:
        seat = game.actors(full.state)[0]
        full.act(seat, BOTS["greedy"](full.view(seat), rng))
    actions = full.record["actions"]
    ends = [i for i, (seat, a) in enumerate(actions) if a["type"] in ("end", "pass") and seat == ME]
    record = dict(full.record, actions=actions[:ends[-left] + 1])
    return record


def test_plays_offline_after_one_visit(playwright_instance, base_url, tmp_path):
    """Once the site has been visited, a Paperback game starts and takes a
    move with no network (the screen's modules and styles are precached)."""
    from test_offline import offline_ready, open_profile
    from test_offline import start as visit
    context = open_profile(playwright_instance, tmp_path / "profile")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        visit(page, base_url)
        offline_ready(page)
        context.set_offline(True)
        page.add_init_script("window.inkwellSeed = 2")
        visit(page, base_url)
        page.get_by_role("button", name="Play Paperback").click()
        page.get_by_label("Player 2").select_option("bot:greedy")
        page.get_by_role("button", name="Start game").click()
        me = Player(Watched(page, base_url.split(helpers.PREFIX)[0]))
        me.wait_for_my_move()
        assert page.evaluate("getComputedStyle(document.querySelector('.pb-card .pb-cost')).position") \
            == "absolute"  # paperback.css came from the cache
        me.play_turn()
        assert "You " in page.get_by_role("log", name="Game log").inner_text()
    finally:
        context.close()


def test_pass_and_play_hides_the_table_between_players(watched, base_url):
    page = watched.page
    start(page, base_url, 9)
    page.get_by_label("Player 2").select_option("human")
    page.get_by_role("button", name="Start game").click()
    first = Player(watched)
    first.wait_for_my_move()
    first.play_turn()
    reveal = page.get_by_role("button", name="I am Player 2: show my cards")
    reveal.wait_for()
    assert page.locator("#pb-table").is_hidden()
    reveal.click()
    second = Player(watched, seat=1)
    second.wait_for_my_move()
    hand = second.view()["hand"]
    shown = page.locator("#pb-play [data-drop=hand] button.card")
    assert shown.count() == len(hand)
    assert "you" in page.locator("#pb-players li", has_text="Player 2").inner_text()
    assert watched.errors == []
