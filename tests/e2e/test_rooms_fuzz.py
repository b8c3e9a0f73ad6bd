"""A hostile guest in a real room, for every game (issue 12): a few hundred
generated hostile messages (tests/unit/hostile.py, the unit fuzz's
generator) paced to pass the rate limit and reach the game, then one burst.
Afterwards the host answers every legitimate move, the record and the save
agree, and a host reload resumes the same game.  Also: the host's engine
dying mid-game, which the page survives by restarting it from the last save.
"""

import json
import random
import sys
import time
from pathlib import Path

import pytest

from helpers import ask_room as ask, engine_ready, join_room as join_guest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unit"))
import hostile  # noqa: E402
import inkwell.games  # noqa: E402,F401  (registers the built-in games)
from inkwell.core import all_games, registry  # noqa: E402
from inkwell.core.session import Session  # noqa: E402

pytestmark = pytest.mark.usefixtures("relay")

GAMES = [g.id for g in all_games()]
PACED = 4  # rounds of hostile messages, each followed by legitimate moves
PER_ROUND = 50
PACE_MS = 215  # under the room's 5 messages a second per connection
BURST = 150

SEND_PACED = """async ([texts, ms]) => {
  for (const t of texts) {
    window.inkwellRoom.sendRaw(t);
    if (ms) await new Promise((r) => setTimeout(r, ms));
  }
}"""


def open_host(contexts, url, game_id):
    host = contexts.new()
    page = host.page
    page.goto(url)
    engine_ready(page)
    reply = json.loads(page.evaluate("o => window.inkwellRoom.create(o)",
                                     json.dumps({"game": game_id, "name": "Ann"})))
    assert reply["ok"], reply
    return host, reply["link"]


def saved(page):
    return json.loads(page.evaluate(
        "() => { const k = Object.keys(localStorage).find(k => k.startsWith('inkwell.room.'));"
        " return localStorage.getItem(k); }"))["saved"]


def session_of(page):
    return Session.from_record(saved(page)["record"])


def play_legit(pages, steps=2):
    """Whoever of the people may act makes a bot's move through their page;
    the host must accept every one of them."""
    played = 0
    for _ in range(40):  # the clock or a bot may have to move first
        session = session_of(pages[0])
        if played >= steps or session.outcome() is not None:
            break
        actors = [s for s in session.game.actors(session.state) if 0 <= s < len(pages)]
        if not actors:
            time.sleep(0.5)
            continue
        seat = actors[0]
        action = session.bot_action(seat)
        reply = ask(pages[seat], {"type": "act", "action": action})
        assert reply["ok"], (seat, action, reply)
        played += 1
        time.sleep(0.3)  # the save follows the reply
    return played


def hostile_batch(rng, page, count):
    session = session_of(page)
    moves = hostile.real_moves(session.game, session.state)
    replays = [json.dumps({"v": 1, "type": "act", "id": "r1", "action": m}) for m in moves]
    return [hostile.message(rng, moves, replays) for _ in range(count)]


def replies_in(page):
    return [json.loads(t) for t in page.evaluate("() => window.inkwellRoom.received")
            if json.loads(t).get("type") in ("reply", "pong")]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hostile_guest_cannot_crash_or_freeze_the_host(contexts, room_url, game_id):
    rng = random.Random(f"fuzz-{game_id}")
    host, link = open_host(contexts, room_url, game_id)
    mallory = join_guest(contexts, link, "Mallory")
    pages = [host.page, mallory.page]
    game = registry.get(game_id)
    while len(json.loads(host.page.evaluate("() => window.inkwellRoom.status()"))["room"]["seats"]) \
            < game.player_range(game.check_options(None))[0]:
        assert ask(host.page, {"type": "add_bot"})["ok"]
    assert ask(host.page, {"type": "start"})["ok"]

    sent = 0
    for _ in range(PACED):
        before = len(replies_in(mallory.page))
        batch = hostile_batch(rng, host.page, PER_ROUND)
        mallory.page.evaluate(SEND_PACED, [batch, PACE_MS])
        sent += len(batch)
        time.sleep(1.0)
        answered = len(replies_in(mallory.page)) - before
        assert answered >= len(batch), f"{answered} answers to {len(batch)} paced messages"
        play_legit(pages)
    mallory.page.evaluate(SEND_PACED, [hostile_batch(rng, host.page, BURST), 0])
    time.sleep(4.5)  # the burst's budget refills
    assert play_legit(pages, steps=3) or session_of(host.page).outcome() is not None

    codes = {m.get("error", {}).get("code") for m in replies_in(mallory.page)}
    assert {"too_deep", "bad_json", "rate_limited"} <= codes, codes
    record = saved(host.page)["record"]
    view = ask(host.page, {"type": "view"})
    assert view["actions"] == len(record["actions"])  # the record and the save agree
    json.dumps(record, allow_nan=False)
    before = view["views"]["0"]

    host.page.reload()
    engine_ready(host.page)
    host.page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).role === 'host'",
                                timeout=30000)
    after = ask(host.page, {"type": "view"})
    assert after["ok"], after
    assert after["actions"] == len(record["actions"]) and after["views"]["0"] == before
    # Mallory's page comes back to her seat (a fresh load, with the seat's
    # token); whether the same page reconnects by itself after a flood is
    # not asserted (it does not always: see README, rooms).
    mallory.page.reload()
    mallory.page.wait_for_function(
        "() => window.inkwellRoom && JSON.parse(window.inkwellRoom.status()).seat === 1",
        timeout=30000)
    play_legit(pages, steps=2)
    assert [e for e in host.errors if "User-Initiated Abort" not in e] == []


def test_the_hosts_engine_dies_and_the_room_goes_on_from_the_last_save(contexts, room_url):
    host, link = open_host(contexts, room_url, GAMES[0])
    bob = join_guest(contexts, link, "Bob")
    pages = [host.page, bob.page]
    assert ask(host.page, {"type": "start"})["ok"]
    play_legit(pages, steps=2)
    record = saved(host.page)["record"]
    host.page.evaluate("() => window.inkwellEngine.crashForTests()")
    host.page.get_by_text("restarted from the last save").first.wait_for(timeout=60000)
    engine_ready(host.page)
    view = ask(host.page, {"type": "view"})
    assert view["ok"] and view["actions"] == len(record["actions"])
    bob.page.wait_for_function(
        "() => JSON.parse(window.inkwellRoom.status()).host === 'connected'", timeout=30000)
    assert play_legit(pages, steps=3)


STREAM = """async ([roomId, relay, mb]) => {
  // A second peer from the same page, straight through the vendored library.
  const { joinRoom } = await import(new URL("vendor/trystero.mjs", document.baseURI).href);
  const room = joinRoom({ appId: "inkwell-rooms-v1", relayConfig: { urls: [relay] },
                          rtcConfig: { iceServers: [] } }, roomId);
  const send = room.makeAction("ink").send;
  for (let i = 0; i < 100 && !Object.keys(room.getPeers()).length; i++) await new Promise((r) => setTimeout(r, 200));
  let left = 0;
  room.onPeerLeave = () => { left += 1; };
  const target = Object.keys(room.getPeers());
  await send("x".repeat(mb * 1024 * 1024), { target }).catch(() => {});
  for (let i = 0; i < 20 && !left; i++) await new Promise((r) => setTimeout(r, 250));
  return [target.length, left];
}"""


def test_a_peer_sending_a_huge_message_is_cut_off_before_it_fills_the_hosts_memory(
        contexts, room_url, relay):
    host, link = open_host(contexts, room_url, GAMES[0])
    cdp = host.page.context.new_cdp_session(host.page)
    cdp.send("HeapProfiler.collectGarbage")
    before = cdp.send("Runtime.getHeapUsage")["usedSize"]
    attacker = contexts.new()
    attacker.page.goto(room_url)
    attacker.page.wait_for_selector("html[data-ui=ready]")
    room_id = link.split("#room=")[1].split(".")[0]
    peers = attacker.page.evaluate(STREAM, [room_id, relay.url, 16])  # one 16 MB message
    assert peers == [1, 1], peers  # it reached the host, which cut it off
    cdp.send("HeapProfiler.collectGarbage")
    grown = cdp.send("Runtime.getHeapUsage")["usedSize"] - before
    assert grown < 8 * 2 ** 20, f"the host's heap grew by {grown / 2 ** 20:.1f} MiB"
    bob = join_guest(contexts, link, "Bob")  # the room still seats and answers people
    assert ask(bob.page, {"type": "view"})["ok"]
