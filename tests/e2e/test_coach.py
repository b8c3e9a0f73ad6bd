"""The coach through the UI, in a solo game of each spelling game: after the
player's word (or Backwords move) the coach's line appears, and the end
screen sums up the game.  Each game is resumed from a save a few of the
player's moves before its end (a record the engine's own bots played), so
the test is short; every move on the page is made by taps and clicks.  In
a room only the host is coached."""

import re

from helpers import ask, check_layout, join_room, open_room, resume_save as resume

import test_hardback_ui as hardback_ui
import test_paperback_ui as paperback_ui
from bk_moves import choose, play
from test_rooms_paperback import PHONE, Seat
from inkwell.core import Rng, get, mix_seed
from inkwell.core.session import Session

ME = 0
COACHED = ("spell", "create", "change")
SHOTS = "/tmp/shots/"


def near_the_end(game_id, options, seed, left):
    """A record of a game of mine against a greedy bot, played by greedy bots
    until just before my `left`-th last word (or move) of the game."""
    game = get(game_id)
    seats = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    full = Session(game_id, options, seats, seed)
    while full.outcome() is None:
        seat = [s for s in game.actors(full.state) if s >= 0][0]
        full.act(seat, game.bots["greedy"](full.view(seat), Rng(mix_seed(seed, full.state["n"], seat))))
    actions = full.record["actions"]
    mine = [i for i, (seat, a) in enumerate(actions) if seat == ME and a["type"] in COACHED]
    return dict(full.record, actions=actions[:mine[-left]])


def coach_said(page, prefix):
    """The coach's line, once it appears after the player's move."""
    line = page.locator("#" + prefix + "-message").get_by_text(re.compile(r"best (word|move) here|as good as any"))
    line.wait_for(timeout=60000)
    return line.inner_text()


def check_end_box(w, shot):
    page = w.page
    box = page.get_by_role("region", name="Coach")
    box.wait_for(timeout=120000)
    text = box.inner_text()
    # The box reads the engine's summary: the misses as the coach said them,
    # never "0 left" beside a miss, the best and longest word of the game.
    assert re.search(r"Better (word|move)s you missed: \d+|Every (word|move) you played was as good as any", text)
    assert "left on the table: 0" not in text
    assert "Your best " in text and "Your longest word: " in text
    check_layout(page, phone=getattr(w, "touch", False))
    page.screenshot(path=SHOTS + shot, full_page=True)
    assert w.errors == []


def check_story(w, game_id, shot):
    """The end screen, the coach's box and Your stats tell the game as the
    engine summed it up (its outcome's words), not each its own story."""
    page = w.page
    out = ask(page, {"type": "view", "seat": ME})["views"][str(ME)]["outcome"]
    mine, table = out["words"][ME], out["table"]
    end = page.locator("section.end").inner_text()
    if table.get("longest"):
        assert "Longest word: " + table["longest"]["word"].upper() + " by" in end
    if table.get("best"):
        best = table["best"]
        assert "Best word: %s (%s) by" % (best["word"].upper(), best["shown"]) in end
    coach = page.get_by_role("region", name="Coach").inner_text()
    assert "Your best word: %s (%s)" % (mine["best"]["word"].upper(), mine["best"]["shown"]) in coach
    assert "Your longest word: " + mine["longest"].upper() in coach
    page.get_by_role("button", name="Back to lobby").click()
    page.get_by_role("button", name="Your stats").click()
    row = page.locator('table[data-game="%s"] tr[data-level="greedy"]' % game_id)
    row.wait_for(timeout=30000)
    cells = row.locator("td").all_inner_texts()
    won = "1" if ME in out["winners"] else "0"
    assert cells == ["1", won, str(out["scores"][ME]),
                     "%s (%s)" % (mine["best"]["word"].upper(), mine["best"]["shown"]),
                     mine["longest"].upper()], (cells, mine)
    # Each cell's word sits on one line, on a phone too (never STOLI/DER).
    cut = row.evaluate("""r => [...r.querySelectorAll('td')].filter(td => {
        const range = document.createRange();
        range.selectNodeContents(td.firstChild);
        return new Set([...range.getClientRects()].map(b => Math.round(b.top))).size > 1;
    }).map(td => td.textContent)""")
    assert cut == [], cut
    check_layout(page, phone=getattr(w, "touch", False))
    page.screenshot(path=SHOTS + shot, full_page=True)


def test_hardback_coach_after_a_word_and_at_the_end(watched, base_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    resume(watched, base_url, "hardback", "Hardback", near_the_end("hardback", {}, 4, left=2))
    me = hardback_ui.Player(watched)
    said = None
    while me.wait_for_my_move(timeout=120000):
        v = me.view()
        if v["turn"] == ME and v["phase"] == "spell":
            word = me.spell_word()
            if word and said is None:
                said = coach_said(page, "hb")
                assert re.search(r"[A-Z]+ \(\+\d+¢ \d+★\)", said)
                page.screenshot(path=SHOTS + "coach-hb-line.png", full_page=True)
        me.finish_turn()
        assert v["n"] < 2000
    assert said is not None
    check_end_box(watched, "coach-hb-end.png")
    check_story(watched, "hardback", "stats-hb-after.png")


def test_paperback_coach_after_a_word_and_at_the_end_on_a_phone(phone, base_url):
    page = phone.page
    resume(phone, base_url, "paperback", "Paperback", near_the_end("paperback", {}, 3, left=2))
    me = paperback_ui.Player(phone, touch=True)
    said = None
    while me.wait_for_my_move(timeout=120000):
        v = me.view()
        if v["turn"] == ME and v["phase"] == "spell":
            after = me.make_word(v)
            made = after["turn"] == ME and after["phase"] in ("choose", "buy")   # not a pass
            if made and said is None:
                said = coach_said(page, "pb")
                assert re.search(r"[A-Z]+ \(\+\d+¢", said)
                check_layout(page, phone=True)
                page.screenshot(path=SHOTS + "coach-pb-phone-line.png", full_page=True)
            v = after
        me.finish_turn(v)
        assert me.turns < 60
    assert said is not None
    check_end_box(phone, "coach-pb-phone-end.png")
    check_story(phone, "paperback", "stats-pb-phone-after.png")


def test_backwords_coach_after_a_move_and_at_the_end_in_the_dark_theme(watched, base_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.emulate_media(color_scheme="dark")
    resume(watched, base_url, "backwords", "Backwords",
           near_the_end("backwords", {"objectives": 3}, 2, left=2))
    said = None
    while True:
        page.wait_for_function("() => document.querySelector('#bk-end-title') ||"
                               " document.querySelector('#bk-play [data-act=pass]')", timeout=120000)
        if page.locator("#bk-end-title").count():
            break
        v = ask(page, {"type": "view", "seat": ME})["views"][str(ME)]
        if v["turn"] != ME or v["phase"] != "act" or page.locator(f'#bk-table[data-n="{v["n"]}"]').count() == 0:
            page.wait_for_timeout(200)
            continue
        move = choose(v)
        if move is None:
            page.get_by_role("button", name="Pass").click()
        else:
            play(page, v, move)
            if said is None:
                said = coach_said(page, "bk")
                assert re.search(r"(create|change) [A-Z ]+.*\(\d+ points", said, re.I)
                page.screenshot(path=SHOTS + "coach-bk-line.png", full_page=True)
        page.wait_for_function(f"() => document.querySelector('#bk-table').dataset.n != '{v['n']}'"
                               " || document.querySelector('#bk-end-title')", timeout=60000)
    assert said is not None
    check_end_box(watched, "coach-bk-end.png")


def tied_move(seed=7):
    """A record of a Backwords game (greedy bots for both seats) up to a move
    of mine that the strong bot rates below another earning the same points
    (ISOBAR and BOPS, 8 points each), the view it is made in, and the move."""
    from inkwell.games.backwords import bots
    from bk_moves import expressible
    game = get("backwords")
    seats = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    s = Session("backwords", {"objectives": 3}, seats, seed)
    while s.outcome() is None:
        seat = [x for x in game.actors(s.state) if x >= 0][0]
        v = s.view(seat)
        move = game.bots["greedy"](v, Rng(mix_seed(seed, s.state["n"], seat)))
        if seat == ME and move["type"] in ("create", "change") and expressible(move):
            mine, best = bots.judge(v, move), bots.judge(v, game.bots["strong"](v, Rng(1)))
            if best["value"] > mine["value"] and best["outcome"] == mine["outcome"]:
                return s.record, v, move
        s.act(seat, move)
    raise AssertionError("no tied move in the game")


def test_a_move_that_earns_as_much_as_the_best_is_no_correction(watched, base_url):
    """The strong bot would have played another word for the same points: the
    coach says the player's move was as good as any, with a capital letter,
    and names no other."""
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    record, v, move = tied_move()
    resume(watched, base_url, "backwords", "Backwords", record)
    page.locator(f'#bk-table[data-n="{v["n"]}"] #bk-play [data-act=pass]').wait_for(timeout=60000)
    play(page, v, move)
    said = coach_said(page, "bk")
    assert re.fullmatch(r"(Create|Change) [A-Z ]+(to [A-Z ]+)?\(\d+ points.*\) was as good as any move you had here\.",
                        said), said
    assert "Your best" not in page.locator("#bk-message").inner_text()
    page.screenshot(path=SHOTS + "coach-bk-tied.png", full_page=True)
    assert watched.errors == []


def test_in_a_room_the_host_is_coached_and_the_guest_is_not(contexts, room_url):
    host, url = open_room(contexts, room_url, "Paperback", {"Dictionary": "common"})
    guest = join_room(contexts, url, "Bob", **PHONE)
    host.page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    host.page.get_by_role("button", name="Start").click()
    ann, bob = Seat(host, seat=0), Seat(guest, touch=True, seat=1)
    words = {0: 0, 1: 0}
    for turn in range(4):
        player = ann if turn % 2 == 0 else bob
        assert player.wait_for_my_move()
        v = player.view()
        after = player.make_word(v)
        if after["turn"] == player.seat and after["phase"] in ("choose", "buy"):
            words[player.seat] += 1
            if player is ann and words[0] == 1:
                assert re.search(r"[A-Z]+ \(\+\d+¢", coach_said(host.page, "pb"))
        player.finish_turn(after)
    assert words[0] >= 1 and words[1] >= 1
    assert guest.page.get_by_text(re.compile(r"best (word|move) here|as good as any")).count() == 0
    guest.page.screenshot(path=SHOTS + "coach-room-guest.png", full_page=True)
    assert host.errors == [] and guest.errors == []
