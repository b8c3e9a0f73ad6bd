"""Smoke tests in the engines an iPhone (WebKit) and Firefox open Inkwell in:
the lobby, the engine ready, each game's first turn of a solo game, a guest
joining a room a Chromium hosts, and the site reloading offline.

Every test runs once in Firefox ESR and once in WebKitGTK (the `page`
fixture) and drives the page through the UI, as a person would.
"""

import json

import pytest

from helpers import PREFIX, open_room
from serve import serve_in_thread

GAMES = ["Hardback", "Paperback", "Backwords", "Break the Word"]


def open_lobby(page, url):
    page.goto(url)
    page.ui_ready()
    assert page.js("document.querySelector('#lobby-title').innerText") == \
        "Word card games, with friends or bots"


def test_lobby_and_engine_ready(page, base_url):
    open_lobby(page, base_url)
    names = page.js("[...document.querySelectorAll('#lobby button[data-play]')]"
                    ".filter(b => b.offsetParent !== null).map(b => b.textContent.trim())")
    assert names == ["Play " + g for g in GAMES], names
    page.engine_ready()
    status = page.wait("document.getElementById('engine-status').textContent", 10)
    assert status == "Game engine ready"
    # Then the engine lists its games and every Play button becomes pressable.
    page.wait("[...document.querySelectorAll('#lobby button[data-play]')].every(b => !b.disabled)",
              10, "the Play buttons enabled")


def hand_card_to_word(page, prefix):
    """My first turn: a full hand; tapping a card puts it into the word."""
    hand = f"#{prefix}-play [data-drop=hand] button.card"
    word = f"#{prefix}-play [data-drop=word] button.card"
    n = page.wait(f"document.querySelectorAll('{hand}').length >= 5 &&"
                  f" document.querySelectorAll('{hand}').length", 30, "my hand")
    assert page.count(word) == 0
    page.click(hand)
    page.wait(f"document.querySelectorAll('{word}').length === 1", 10, "the card in my word")
    assert page.count(hand) == n - 1


def first_turn_hardback(page):
    page.wait("document.querySelector('#hb-play [data-act=spell]')", 60, "my first turn")
    assert page.count("#hb-row .card") >= 5  # the offer row
    hand_card_to_word(page, "hb")


def first_turn_paperback(page):
    page.wait("document.querySelector('#pb-play [data-act=spell]')", 60, "my first turn")
    assert page.count("#pb-offer .pile") >= 5  # the piles' top cards and the Fame piles
    assert "Common cards left" in page.text("#pb-track")
    hand_card_to_word(page, "pb")


def first_turn_backwords(page):
    page.wait("document.querySelector('#bk-play [data-act=pass]')", 60, "my first turn")
    assert "Objective 1 of" in page.text("#bk-top")
    assert page.count("#bk-row .card") >= 1  # the card this turn flipped
    hand_card_to_word(page, "bk")


def first_turn_break_the_word(page):
    shown = "document.querySelectorAll('#bw-clues li.clue:not(.c-later)').length"
    page.wait(f"{shown} === 1", 60, "the first clue")
    assert "Round 1 of" in page.text("#bw-top")
    page.fill("Your answer (7 letters)", "abc")  # typed, not sent
    page.press("Ready for the next clue")
    page.wait(f"{shown} === 2", 30, "the second clue (the bot is ready too)")


FIRST_TURN = dict(zip(GAMES, [first_turn_hardback, first_turn_paperback, first_turn_backwords,
                              first_turn_break_the_word]))


@pytest.mark.parametrize("game", GAMES)
def test_a_solo_game_first_turn(page, base_url, game):
    open_lobby(page, base_url)
    page.engine_ready()
    page.press("Play " + game)
    page.wait(f"[...document.querySelectorAll('h1, h2')].some(h => h.textContent.trim() === "
              f"{json.dumps('New ' + game + ' game')})", 30, "the set-up screen")
    page.press("Start game")
    FIRST_TURN[game](page)


def has_webrtc(page):
    return page.js("typeof RTCPeerConnection") != "undefined"


def test_a_guest_joins_a_room_hosted_in_chromium(page, base_url, relay, request):
    if not has_webrtc(page):
        pytest.skip(f"{page.version} has no RTCPeerConnection (built without WebRTC), so it"
                    " cannot join a room; test_a_browser_without_webrtc_is_told_rooms_need_it")
    host_contexts = request.getfixturevalue("host_contexts")  # a Chromium only when needed
    room_url = f"{base_url}?relay={relay.url}&ice=none&testhooks=1"
    host, link = open_room(host_contexts, room_url, "Paperback", {"Dictionary": "common"})
    page.goto(link)
    page.ui_ready()
    page.wait("document.querySelectorAll('#room-seats li').length >= 1", 45, "the host's seats")
    page.fill("Your name", "Bob")
    page.press("Join")
    page.wait("document.querySelector('#room-seats').innerText.includes('Bob (you)')", 30,
              "my seat in the host's room")
    hp = host.page
    hp.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    assert "Bob" in hp.locator("#room-seats").inner_text()
    hp.get_by_role("button", name="Start").click()
    hp.wait_for_selector(".pb #pb-players li", timeout=30000)
    page.wait("document.querySelectorAll('.pb #pb-players li').length === 2", 30,
              "the host's table")
    players = page.text("#pb-players")
    assert "Ann" in players and "Bob" in players
    # The same table as the host's: the same piles' top cards and track.
    offer = hp.locator("#pb-offer").inner_text()
    page.wait(f"document.querySelector('#pb-offer').innerText === {json.dumps(offer)}", 10,
              "the host's offer")
    assert page.text("#pb-track") == hp.locator("#pb-track").inner_text()
    assert host.errors == []


def test_a_browser_without_webrtc_is_told_rooms_need_it(page, base_url, relay):
    """Measured: Debian's WebKitGTK 2.50 is built without WebRTC (no
    RTCPeerConnection, whatever its enable-webrtc setting). A room link says
    so, instead of the library's ReferenceError."""
    page.goto(base_url)  # any page of the site, to ask the browser
    if has_webrtc(page):
        pytest.skip(f"{page.version} has WebRTC (it joins a room instead)")
    page.goto(f"{base_url}?relay={relay.url}&ice=none#room=0123456789abcdef")
    page.ui_ready()
    note = page.wait("document.querySelector('#room-note')?.textContent", 30, "the join page's note")
    assert note.startswith("Rooms need WebRTC, which this browser does not have"), note
    assert page.count("#room-seats li") == 0


def test_the_site_loads_offline_after_one_visit(page, site):
    server, url = serve_in_thread(site, PREFIX)  # an origin of its own, to cut
    try:
        open_lobby(page, url)
        page.engine_ready()
        if not page.js("'serviceWorker' in navigator"):
            pytest.skip(f"{page.version} has no service workers")
        page.wait("document.documentElement.dataset.offline === 'ready'"
                  " || document.documentElement.dataset.offline", 120, "the service worker")
        assert page.js("document.documentElement.dataset.offline") == "ready"
    finally:
        server.shutdown()
        server.server_close()  # the network is cut: nothing answers on that port
    open_lobby(page, url)
    assert page.js("navigator.serviceWorker.controller !== null")
    page.engine_ready()
    page.press("Play Backwords")
    page.press("Start game")
    first_turn_backwords(page)
