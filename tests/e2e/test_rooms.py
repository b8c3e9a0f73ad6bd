"""Rooms end to end: friends' browsers (separate browser contexts) play the
test game High Card through a room, over a local nostr relay or with codes.

The host acts through its page's window.inkwellRoom, guests join through the
join page and then act through window.inkwellRoom too (the game screens come
later); every message a guest receives is recorded and checked for secrets.
"""

import json
import time

import pytest

from helpers import ask_room as ask, engine_ready

pytestmark = pytest.mark.usefixtures("relay")



def status(page):
    return json.loads(page.evaluate("() => window.inkwellRoom.status()"))


def open_host(contexts, url, rounds=3):
    host = contexts.new()
    page = host.page
    page.goto(url)
    engine_ready(page)
    reply = json.loads(page.evaluate(
        "o => window.inkwellRoom.create(o)",
        json.dumps({"game": "highcard", "name": "Ann", "options": {"rounds": rounds}})))
    assert reply["ok"], reply
    page.wait_for_selector("#room-seats li")
    return host, reply["link"]


def join_guest(contexts, link, name):
    guest = contexts.new()
    page = guest.page
    page.goto(link)
    page.wait_for_selector("#room-seats li", timeout=10000)
    page.get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Join", exact=True).click()
    page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).seat !== null")
    return guest


def wait_seats(page, n):
    page.wait_for_function(f"() => document.querySelectorAll('#room-seats li').length == {n}")


def my_view(page, seat):
    reply = ask(page, {"type": "view"})
    assert reply["ok"], reply
    return reply["views"][str(seat)]


def play_round(players):
    """Every seat that must act plays its lowest card; returns False once over."""
    for page, seat in players:
        view = my_view(page, seat)
        if view["outcome"]:
            return False
        if seat in view["actors"]:
            # A local UI's message, with a stray seat field the room must ignore.
            reply = ask(page, {"type": "act", "seat": 0, "action": {"type": "play", "card": view["hand"][0]}})
            assert reply["ok"], reply
    return True


def play_to_end(players, limit=40):
    for _ in range(limit):
        if not play_round(players):
            break
        time.sleep(0.1)
    outcome = my_view(*players[0])["outcome"]
    assert outcome and outcome["winners"], outcome
    return outcome


def saved_room(host_page):
    return json.loads(host_page.evaluate(
        "() => { const k = Object.keys(localStorage).find(k => k.startsWith('inkwell.room.'));"
        " return localStorage.getItem(k); }"))["saved"]


def lists_in(value, key=None):
    """Every list inside a JSON value, with the key it stands under."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from lists_in(v, k)
    elif isinstance(value, list):
        yield key, value
        for v in value:
            yield from lists_in(v, key)


def check_no_secrets(guest_page, seat, saved):
    """No text this guest received holds another hand, the deck or its seat's token."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unit"))
    from minigame import GAME
    from inkwell.core import replay

    record = saved["record"]
    received = guest_page.evaluate("() => window.inkwellRoom.received")
    assert received
    secrets = []
    for upto in range(len(record["actions"]) + 1):
        state = replay(record, upto)
        secrets += [h for s, h in enumerate(state["hands"]) if s != seat and len(h) > 1]
        secrets.append(state["deck"])
    tokens = [s["token"] for i, s in enumerate(saved["seats"]) if i != seat and s.get("token")]
    for text in received:
        for token in tokens:
            assert token not in text, text[:300]
        message = json.loads(text)
        # Compared as lists, not as text: public scores such as [24, 34] may
        # spell the same characters as a two-card hand.
        for key, value in lists_in(message):
            assert key == "scores" or value not in secrets, (key, value, text[:300])
        assert set(message.get("views") or {}) <= {str(seat)}, text[:300]
    assert GAME.id == "highcard"


def test_two_friends_play_high_card_to_the_end(contexts, room_url):
    host, link = open_host(contexts, room_url)
    assert "#room=" in link and len(link.split("#room=")[1]) >= 16  # ≥ 64 random bits
    guest = join_guest(contexts, link, "Bob")
    wait_seats(host.page, 2)
    assert "Bob" in host.page.locator("#room-seats").inner_text()
    host.page.get_by_role("button", name="Start").click()
    guest.page.wait_for_selector("#room-game:not([hidden])")
    view = json.loads(guest.page.get_attribute("#room-game", "data-view"))
    assert view["seat"] == 1 and len(view["hand"]) == 3 and view["bonus"] is None
    # The host's clock reveals the bonus after 2 s and pushes it to the guest.
    guest.page.wait_for_function("() => JSON.parse(document.querySelector('#room-game')"
                                 ".dataset.view).bonus !== null", timeout=5000)
    play_to_end([(host.page, 0), (guest.page, 1)])
    saved = saved_room(host.page)
    assert saved["record"]["actions"][-1][1]["type"] == "play"
    assert any(a[0] == -1 for a in saved["record"]["actions"]), "the host's clock revealed a bonus"
    check_no_secrets(guest.page, 1, saved)
    assert guest.errors == [] and host.errors == []


def test_three_friends_and_a_guest_reloading_mid_game(contexts, room_url):
    host, link = open_host(contexts, room_url)
    bob = join_guest(contexts, link, "Bob")
    cy = join_guest(contexts, link, "Cy")
    wait_seats(host.page, 3)
    assert ask(host.page, {"type": "start"})["ok"]
    players = [(host.page, 0), (bob.page, 1), (cy.page, 2)]
    play_round(players)
    hand_before = my_view(bob.page, 1)["hand"]
    bob.page.reload()  # the seat comes back by itself, with the token in localStorage
    bob.page.wait_for_function("() => window.inkwellRoom &&"
                               " JSON.parse(window.inkwellRoom.status()).seat === 1", timeout=15000)
    assert my_view(bob.page, 1)["hand"] == hand_before
    play_to_end(players)
    saved = saved_room(host.page)
    check_no_secrets(cy.page, 2, saved)
    check_no_secrets(bob.page, 1, saved)


def test_the_host_reloads_mid_game_and_nothing_is_lost(contexts, room_url):
    host, link = open_host(contexts, room_url)
    bob = join_guest(contexts, link, "Bob")
    wait_seats(host.page, 2)
    assert ask(host.page, {"type": "start"})["ok"]
    players = [(host.page, 0), (bob.page, 1)]
    play_round(players)
    before = saved_room(host.page)["record"]
    host.page.reload()
    engine_ready(host.page)
    host.page.wait_for_function("() => window.inkwellRoom &&"
                                " JSON.parse(window.inkwellRoom.status()).role === 'host'")
    assert saved_room(host.page)["record"]["actions"][:len(before["actions"])] == before["actions"]
    # The guest finds the reloaded host on its own and keeps its seat.
    bob.page.wait_for_function("() => { const s = JSON.parse(window.inkwellRoom.status());"
                               " return s.host === 'connected' && s.seat === 1; }", timeout=20000)
    wait_seats(host.page, 2)
    host.page.wait_for_function(
        "() => document.querySelector('#room-seats li:nth-child(2)').dataset.presence === 'connected'",
        timeout=15000)
    play_to_end(players)


def test_forged_messages_change_nothing_and_the_game_plays_on(contexts, room_url):
    host, link = open_host(contexts, room_url)
    bob = join_guest(contexts, link, "Bob")
    wait_seats(host.page, 2)
    assert ask(host.page, {"type": "start"})["ok"]
    anns = my_view(host.page, 0)["hand"]
    # The host's clock reveals the bonus card 2 s in; let it, so that the record
    # may change only by what the forger sends (on a busy machine the forging
    # below takes longer than that).
    host.page.wait_for_function(
        "() => { const k = Object.keys(localStorage).find(k => k.startsWith('inkwell.room.'));"
        " return JSON.parse(localStorage.getItem(k)).saved.record.actions.length === 1; }", timeout=15000)
    before = saved_room(host.page)["record"]["actions"]
    assert before == [[-1, {"type": "reveal"}]]

    def raw(text):
        assert json.loads(bob.page.evaluate("t => window.inkwellRoom.sendRaw(t)", text))["ok"]

    raw(json.dumps({"v": 1, "type": "act", "seat": 0, "action": {"type": "play", "card": anns[0]}}))
    raw(json.dumps({"v": 1, "type": "act", "action": {"type": "reveal"}}))
    raw(json.dumps({"v": 1, "type": "start"}))
    raw(json.dumps({"v": 1, "type": "bot_seat", "seat": 0}))
    raw("x" * 20000)
    raw("{not json")
    raw(json.dumps({"v": 1, "type": "become_host"}))
    raw(json.dumps({"v": 1, "type": "join", "token": "guessed-token-000000000000"}))
    bob.page.evaluate("() => { for (let i = 0; i < 300; i++) window.inkwellRoom.sendRaw("
                      "JSON.stringify({v: 1, type: 'act', action: {type: 'play', card: 999}})); }")
    time.sleep(1.0)
    assert saved_room(host.page)["record"]["actions"] == before
    errors = [json.loads(t).get("error", {}).get("code")
              for t in bob.page.evaluate("() => window.inkwellRoom.received")]
    for code in ("no_card", "bad_seat", "forbidden", "too_big", "bad_json", "unknown_type",
                 "rate_limited"):
        assert code in errors, code
    assert my_view(host.page, 0)["hand"] == anns
    time.sleep(1.5)  # the flooder's bucket refills
    play_to_end([(host.page, 0), (bob.page, 1)])
    check_no_secrets(bob.page, 1, saved_room(host.page))


def test_codes_connect_without_any_relay(contexts, room_base):
    url = room_base + "?relay=ws://127.0.0.1:9&ice=none"  # no relay listens there
    host, link = open_host(contexts, url, rounds=1)
    offer = json.loads(host.page.evaluate("() => window.inkwellRoom.codesOffer()"))
    assert offer["ok"] and len(offer["code"]) < 1500, offer
    guest = contexts.new()
    guest.page.goto(link)
    guest.page.wait_for_selector("html[data-ui=ready]")
    guest.page.get_by_text("Got an invite code instead?").click()
    guest.page.get_by_label("Invite code").fill(offer["code"])
    guest.page.get_by_role("button", name="Make my answer code").click()
    answer = guest.page.get_by_label("Answer code (send it back to the host)")
    guest.page.wait_for_function("() => document.querySelector('#room-answer-out').value.length > 10")
    reply = json.loads(host.page.evaluate("c => window.inkwellRoom.codesAnswer(c)", answer.input_value()))
    assert reply["ok"], reply
    guest.page.wait_for_selector("#room-seats li")
    guest.page.get_by_label("Your name").fill("Bob")
    guest.page.get_by_role("button", name="Join", exact=True).click()
    wait_seats(host.page, 2)
    assert ask(host.page, {"type": "start"})["ok"]
    play_to_end([(host.page, 0), (guest.page, 1)])


def test_the_join_page_shows_the_room_without_the_engine(contexts, room_url):
    host, link = open_host(contexts, room_url)
    guest = contexts.new()
    requests = []
    guest.page.on("request", lambda r: requests.append(r.url))
    start = time.monotonic()
    guest.page.goto(link)
    guest.page.wait_for_selector("#room-seats li")
    shown = time.monotonic() - start
    assert "Ann" in guest.page.locator("#room-seats").inner_text()
    assert guest.page.get_by_label("Your name").is_visible()
    assert shown < 5, f"the room took {shown:.1f} s to show"
    time.sleep(1)
    engine_files = [u for u in requests if "pyodide" in u or "/engine/" in u or "engine-worker" in u]
    assert engine_files == []
    assert guest.page.evaluate("document.documentElement.dataset.engine") == "idle"


def test_only_the_page_holding_the_hosts_key_is_taken_for_the_host(contexts, room_url):
    host, link = open_host(contexts, room_url)
    room_id, tag = link.split("#room=")[1].split(".")
    assert len(tag) >= 22  # a hash of the host's public key rides in the link
    # A link naming another key: the real host cannot sign for it, so the
    # guest never takes it for the host (as it would not take an impostor).
    forged = contexts.new()
    forged.page.goto(link.replace("." + tag, "." + tag[::-1]))
    time.sleep(4)
    assert status(forged.page)["host"] != "connected"
    assert forged.page.locator("#room-seats li").count() == 0
    # The true link still works.
    join_guest(contexts, link, "Bob")
    wait_seats(host.page, 2)
