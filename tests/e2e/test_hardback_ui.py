"""Hardback through the UI, as a player plays it: real Chromium, real engine.

The tests may ask the engine (through the page's bridge) which words are
valid, as a player would think of one, but they play only by clicking,
tapping and typing in the UI.
"""

import itertools
import re
import time

import pytest
import helpers
from playwright.sync_api import expect
from helpers import ask, check_layout, engine_ready

ME = 0


def open_setup(page, base_url):
    helpers.open_setup(page, base_url, "Hardback")


def press(w, locator):
    """Click on a desktop, tap on a touch screen."""
    if w.touch:
        locator.tap()
    else:
        locator.click()


class Player:
    def __init__(self, watched, touch=False):
        self.w = watched
        self.page = watched.page
        self.w.touch = touch

    def view(self):
        return ask(self.page, {"type": "view", "seat": ME})["views"][str(ME)]

    def wait_for_my_move(self, timeout=30000):
        """Until the UI offers me something to do (or the game is over)."""
        self.page.wait_for_function(
            """() => document.querySelector('#hb-end-title') ||
                     document.querySelector('#hb-play [data-act=spell]') ||
                     document.querySelector('#hb-turn [data-send]')""", timeout=timeout)
        return self.page.locator("#hb-end-title").count() == 0

    def letters(self, v):
        cards = ask(self.page, {"type": "query", "seat": ME, "query": "card_set", "args": []})
        defs = cards["answer"]["cards"]
        return [(c["id"], defs[c["def"]]["letter"].lower(), c in v["inked"])
                for c in v["inked"] + v["hand"]]

    def find_word(self, v, valid=True):
        """The ids of hand cards spelling a (valid or invalid) word."""
        hand = self.letters(v)
        inked = {cid for cid, _, ink in hand if ink}
        dictionary = v["options"]["dictionary"]
        for n in range(len(hand), 1, -1):
            options = {}
            for combo in itertools.permutations(hand, n):
                ids = [cid for cid, _, _ in combo]
                if not inked <= set(ids):
                    continue
                options.setdefault("".join(l for _, l, _ in combo), ids)
            words = list(options)
            for i in range(0, len(words), 50):
                batch = words[i:i + 50]
                verdicts = ask(self.page, {"type": "words", "dict": dictionary, "words": batch})["verdicts"]
                for word in batch:
                    if verdicts[word] == valid and word not in v["used_words"]:
                        return word, options[word]
        return None, None

    def add_to_word(self, card_ids):
        for cid in card_ids:
            press(self.w, self.page.locator(f'#hb-play [data-drop=hand] button[data-card="{cid}"]'))

    def spell_word(self):
        v = self.view()
        word, ids = self.find_word(v)
        if word is None:
            press(self.w, self.page.get_by_role("button", name="Skip turn"))
            return None
        self.add_to_word(ids)
        preview = self.page.locator("#hb-preview")
        preview.get_by_text(re.compile(word.upper() + " earns")).wait_for()
        press(self.w, self.page.get_by_role("button", name="Spell the word"))
        return word

    def finish_turn(self):
        """Resolve choices, decline a flush, buy the dearest card I can, end."""
        page = self.page
        for _ in range(30):
            page.wait_for_timeout(50)
            page.wait_for_function("() => !document.querySelector('#hb-turn .busy')")
            v = self.view()
            if v["outcome"] is not None or v["turn"] != ME:
                return
            if v["phase"] == "resolve":
                buttons = page.locator("#hb-turn .controls button")
                buttons.first.wait_for()
                n = v["choice"]
                if n["kind"] == "preview":
                    press(self.w, page.get_by_role("button", name=re.compile("^Done")))
                else:
                    press(self.w, buttons.first)
                wait_change(page, v)
            elif v["phase"] == "flush":
                press(self.w, page.get_by_role("button", name="Keep the offer row"))
                wait_change(page, v)
            elif v["phase"] == "buy":
                row = [c for c in v["row"] if cost(self, c) <= v["coins"]]
                if row and not v.get("_bought"):
                    best = max(row, key=lambda c: cost(self, c))
                    press(self.w, page.locator(f'#hb-row button[data-k="b{best["id"]}"]'))
                    wait_change(page, v)
                    v2 = self.view()
                    if v2["coins"] == v["coins"]:   # refused: end instead
                        press(self.w, page.get_by_role("button", name="End turn"))
                        wait_change(page, v2)
                    continue
                press(self.w, page.get_by_role("button", name="End turn"))
                wait_change(page, v)
            else:
                return


_defs = {}


def cost(player, card):
    if not _defs:
        cards = ask(player.page, {"type": "query", "seat": ME, "query": "card_set", "args": []})
        _defs.update({d["def"]: d for d in cards["answer"]["cards"]})
    return _defs[card["def"]]["cost"]


def wait_change(page, before, timeout=10000):
    """Until the engine's state moved on from `before` (an action applied)."""
    deadline = time.time() + timeout / 1000
    while time.time() < deadline:
        v = ask(page, {"type": "view", "seat": ME})["views"][str(ME)]
        if v["n"] != before["n"]:
            page.wait_for_timeout(60)   # the UI renders the same reply
            return v
        page.wait_for_timeout(40)
    raise AssertionError("the action did not reach the engine")


def test_a_solo_game_against_a_bot_to_the_end(watched, base_url):
    page = watched.page
    open_setup(page, base_url)
    page.get_by_label("Game length").select_option("40")
    page.get_by_label("Player 2").select_option("bot:greedy")
    page.get_by_role("button", name="Start game").click()
    me = Player(watched)
    me.wait_for_my_move()
    check_layout(page)
    # A word the dictionary refuses is explained, and changes nothing.
    v = me.view()
    word, ids = me.find_word(v, valid=False)
    me.add_to_word(ids)
    page.locator("#hb-preview").get_by_text(re.compile("not in the common dictionary")).wait_for()
    # Said once, beside the Spell button, which cannot send it (nor can Enter).
    spell = page.get_by_role("button", name="Spell the word")
    assert spell.is_disabled() and spell.get_attribute("aria-describedby") == "hb-preview"
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)
    assert page.locator("#hb-message").inner_text() == ""
    after = me.view()
    assert after["n"] == v["n"] and after["hand"] == v["hand"] and after["phase"] == "spell"
    page.get_by_role("button", name="Clear word").click()
    # Typing: a letter moves a matching hand card into the word, Backspace takes it back.
    first = me.letters(v)[0][1]
    page.keyboard.press(first)
    in_word = page.locator("#hb-play [data-drop=word] button.card")
    expect(in_word).to_have_count(1, timeout=10000)
    page.keyboard.press("Backspace")
    expect(in_word).to_have_count(0, timeout=10000)
    turns = 0
    while me.wait_for_my_move(timeout=60000):
        v = me.view()
        if v["phase"] == "spell":
            me.spell_word()
            turns += 1
            if turns == 2:
                check_layout(page)
                page.screenshot(path="/tmp/shots/e2e-desktop-turn.png", full_page=True)
        me.finish_turn()
        assert turns < 40, "the game does not end"
    end = page.locator("section.end")
    assert end.get_by_role("heading", name=re.compile("Game over")).is_visible()
    assert end.get_by_role("table").is_visible()
    assert "Longest word" in end.inner_text()
    page.screenshot(path="/tmp/shots/e2e-desktop-end.png", full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(100)
    check_layout(page, phone=True)
    page.screenshot(path="/tmp/shots/e2e-phone-end.png", full_page=True)
    log = page.get_by_role("log", name="Game log").inner_text()
    assert "bot spelled" in log or "bot skipped" in log  # bots are named by level
    assert watched.errors == []
    # A rematch starts a fresh game with the same seats.
    page.get_by_role("button", name="Rematch").click()
    me.wait_for_my_move()
    assert me.view()["round"] == 1
    page.get_by_role("button", name="Leave game").click()
    page.get_by_role("button", name="Play Hardback").wait_for()


def test_typing_says_every_letter_not_in_the_hand(watched, base_url):
    """Typed letters with no card in the hand are said together, not dropped
    in silence: the word keeps the letters held, the message names the rest
    and how to play one (a wild), until the word changes another way."""
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    open_setup(page, base_url)
    page.get_by_label("Player 2").select_option("bot:greedy")
    page.get_by_role("button", name="Start game").click()
    me = Player(watched)
    me.wait_for_my_move()
    word_box = page.locator("#hb-play [data-drop=word]")
    # On a desktop the empty word says click (a phone says tap).
    assert "Click cards below, drag them here, or type letters." in word_box.inner_text()
    held = [letter for _, letter, _ in me.letters(me.view())]
    missing = [L for L in "qzjxvkwyfbhmpgu" if L not in held][:3]
    typed = held[0] + missing[0] + held[1] + missing[1] + held[2] + missing[2]
    page.keyboard.type(typed)
    in_word = page.locator("#hb-play [data-drop=word] button.card")
    expect(in_word).to_have_count(3, timeout=10000)
    a, b, c = (m.upper() for m in missing)
    message = page.locator("#hb-message")
    expect(message).to_have_text(f"No {a}, {b} or {c} in your hand: click Wild on a card to use it as one.")
    page.locator("#hb-preview").get_by_text(re.compile("earns|not in the|at least")).wait_for()
    # Backspace is typing too: the message stays; a card tapped out starts afresh.
    page.keyboard.press("Backspace")
    expect(in_word).to_have_count(2)
    expect(message).to_contain_text(f"No {a}, {b} or {c} in your hand")
    page.screenshot(path="/tmp/shots/hb-typed-missing.png")
    in_word.first.click()
    expect(in_word).to_have_count(1)
    expect(message).to_have_text("")
    page.keyboard.type(missing[0])
    expect(message).to_have_text(f"No {a} in your hand: click Wild on a card to use it as one.")
    assert me.view()["hand"] and me.view()["phase"] == "spell"   # nothing was sent
    assert watched.errors == []


def test_coop_against_penny_on_a_phone(phone, base_url):
    page = phone.page
    open_setup(page, base_url)
    page.get_by_label("Mode").select_option("coop")
    page.get_by_label("Player 2").select_option("none")
    page.get_by_label("Dictionary").select_option("common")
    check_layout(page, phone=True)
    press_ = page.get_by_role("button", name="Start game")
    press_.tap()
    me = Player(phone, touch=True)
    me.wait_for_my_move()
    # On a touch screen the empty word says tap (a desktop says click).
    assert "Tap cards below or drag them here." in page.locator("#hb-play [data-drop=word]").inner_text()
    penny = page.locator("#hb-penny")
    assert penny.is_visible() and "Penny Dreadful" in penny.inner_text()
    scores = [me.view()["penny"]["score"]]
    for turn in range(3):
        if not me.wait_for_my_move():
            break
        me.spell_word()
        me.finish_turn()
        me.wait_for_my_move()
        v = me.view()
        scores.append(v["penny"]["score"])
        assert penny.get_by_text(str(v["penny"]["score"]) + "★").first.is_visible()
        check_layout(page, phone=True)
        if turn == 0:
            page.screenshot(path="/tmp/shots/e2e-phone-coop.png", full_page=True)
    assert scores[-1] > scores[0], "Penny claims a card after each of my turns"
    assert "Penny Dreadful claimed" in page.get_by_role("log", name="Game log").inner_text()
    assert phone.errors == []


def test_reload_offers_resume_and_restores_the_game(watched, base_url):
    page = watched.page
    open_setup(page, base_url)
    page.get_by_label("Player 2").select_option("bot:random")
    page.get_by_role("button", name="Start game").click()
    me = Player(watched)
    me.wait_for_my_move()
    me.spell_word()
    me.finish_turn()
    me.wait_for_my_move()
    before = me.view()
    page.reload()
    page.wait_for_selector("html[data-ui=ready]")
    engine_ready(page)
    resume = page.get_by_role("button", name="Resume your Hardback game")
    resume.click()
    me.wait_for_my_move()
    after = me.view()
    for key in ("round", "turn", "phase", "hand", "row", "log"):
        assert after[key] == before[key], key
    assert [p["score"] for p in after["players"]] == [p["score"] for p in before["players"]]
    assert page.locator("#hb-play [data-drop=hand] button").count() == len(after["hand"]) + len(after["inked"])
    assert watched.errors == []


def test_on_a_phone_a_swipe_scrolls_and_a_held_card_drags(phone, base_url):
    """A swipe that starts on a card scrolls the page; holding a card, then
    moving, drags it into the word (real touch events, through CDP)."""
    page = phone.page
    open_setup(page, base_url)
    page.get_by_label("Player 2").select_option("bot:greedy")
    page.get_by_role("button", name="Start game").tap()
    Player(phone, touch=True).wait_for_my_move()
    cdp = page.context.new_cdp_session(page)

    def touch(kind, x=0, y=0, at=None):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        event = {"type": kind, "touchPoints": points}
        if at is not None:
            event["timestamp"] = at
        cdp.send("Input.dispatchTouchEvent", event)

    word = page.locator("#hb-play [data-drop=word]")
    hand = page.locator("#hb-play [data-drop=hand] button.card")
    card = hand.first
    card.scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, -200)")  # room to scroll both ways
    box = card.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    before = page.evaluate("window.scrollY")
    # A finger's swipe, a move every 16 ms, however late a loaded machine
    # delivers each event: the page must judge the hold by the events' times.
    start = time.time()
    touch("touchStart", x, y, at=start)
    time.sleep(0.4)  # longer than the hold: only the time stamps say "swipe"
    for step in range(1, 7):
        touch("touchMove", x, y - 40 * step, at=start + 0.016 * step)
    touch("touchEnd", at=start + 0.12)
    page.wait_for_function(f"window.scrollY > {before + 50}")
    assert word.locator("button.card").count() == 0, "a swipe moved no card"
    # Let the fling stop: a touch that stops a fling cannot hold the page still.
    settled = None
    while settled != page.evaluate("window.scrollY"):
        settled = page.evaluate("window.scrollY")
        time.sleep(0.3)

    word.evaluate("el => el.scrollIntoView({block: 'start'})")
    card_id = card.get_attribute("data-drag")
    box, target = card.bounding_box(), word.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    tx, ty = target["x"] + target["width"] / 2, target["y"] + target["height"] / 2
    assert 0 < ty < y < 844, "the word and the card are both on screen"
    scroll = page.evaluate("window.scrollY")
    touch("touchStart", x, y)
    time.sleep(0.3)  # hold (a long press, at 0.5 s, opens a menu)
    for step in range(1, 9):
        touch("touchMove", x + (tx - x) * step / 8, y + (ty - y) * step / 8)
    touch("touchEnd")
    word.locator(f'[data-drag="{card_id}"]').wait_for()
    assert page.evaluate("window.scrollY") == scroll, "the page stayed put while dragging"
    assert phone.errors == []
