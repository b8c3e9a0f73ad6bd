"""Hardback with a friend through a room, played in the table UI.

The host (a desktop) creates a room from the lobby with the solo game's
options form, a guest (a phone, by touch) opens the link, names itself and
joins; the host starts and both play to the end by clicking and tapping in
the same table a solo game uses. The test finds good words the way a player
thinks of them, with the room's "words" request on the host's page (which no
rate limit slows), and reads each page's own latest view from
inkwellRoom.status(), which sends nothing. The guest reloads mid-game and
carries on in its seat; nothing it received holds the host's hand or any
deck's order.
"""

import itertools
import json
import re
import time
from pathlib import Path

import pytest

from helpers import ask_room as ask, engine_ready, join_room, open_room, room_status as status

pytestmark = pytest.mark.usefixtures("relay")
SHOTS = Path("/tmp/shots")
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}


def errors(watched):
    """Console errors, but for trystero's report of a reloaded peer's link closing."""
    return [e for e in watched.errors if "User-Initiated Abort" not in e]


class Seat:
    """One friend at the table: a page, its seat, and how it presses buttons."""

    def __init__(self, watched, seat, helper, touch=False):
        self.w, self.page, self.seat, self.touch = watched, watched.page, seat, touch
        self.helper = helper  # the host's page answers the test's word look-ups
        self.defs = None

    def press(self, locator):
        if self.touch:
            locator.tap()
        else:
            locator.click()

    def view(self):
        views = status(self.page).get("views") or {}
        return views.get(str(self.seat))

    def card_defs(self):
        if self.defs is None:
            reply = ask(self.helper, {"type": "query", "query": "card_set", "args": []})
            assert reply["ok"], reply
            self.defs = {d["def"]: d for d in reply["answer"]["cards"]}
        return self.defs

    def wait_for_my_move(self, timeout=30000):
        self.page.wait_for_function(
            """() => document.querySelector('#hb-end-title') ||
                     document.querySelector('#hb-play [data-act=spell]') ||
                     document.querySelector('#hb-turn [data-send]')""", timeout=timeout)
        return self.page.locator("#hb-end-title").count() == 0

    def wait_change(self, before, timeout=10000):
        self.page.wait_for_function(
            "([seat, n]) => { const v = (JSON.parse(window.inkwellRoom.status()).views || {})[seat];"
            " return v && v.n !== n; }", arg=[str(self.seat), before["n"]], timeout=timeout)
        self.page.wait_for_timeout(60)  # the table renders the same update
        return self.view()

    def find_word(self, v):
        defs = self.card_defs()
        hand = [(c["id"], defs[c["def"]]["letter"].lower()) for c in v["inked"] + v["hand"]]
        inked = {c["id"] for c in v["inked"]}
        for n in range(len(hand), 1, -1):
            options = {}
            for combo in itertools.permutations(hand, n):
                ids = [cid for cid, _ in combo]
                if inked <= set(ids):
                    options.setdefault("".join(letter for _, letter in combo), ids)
            words = list(options)
            for i in range(0, len(words), 50):
                batch = words[i:i + 50]
                reply = ask(self.helper, {"type": "words", "dict": v["options"]["dictionary"],
                                          "words": batch})
                assert reply["ok"], reply
                for word in batch:
                    if reply["verdicts"][word] and word not in v["used_words"]:
                        return word, options[word]
        return None, None

    def spell_word(self):
        v = self.view()
        word, ids = self.find_word(v)
        if word is None:
            self.press(self.page.get_by_role("button", name="Skip turn"))
            return None
        for cid in ids:
            self.press(self.page.locator(f'#hb-play [data-drop=hand] button[data-card="{cid}"]'))
        self.page.locator("#hb-preview").get_by_text(re.compile(word.upper() + " earns")).wait_for()
        self.press(self.page.get_by_role("button", name="Spell the word"))
        self.wait_change(v)
        return word

    def finish_turn(self):
        """Resolve choices, keep the offer row, buy the dearest card I can, end."""
        page = self.page
        bought = False
        for _ in range(30):
            page.wait_for_timeout(50)
            v = self.view()
            if v["outcome"] is not None or v["turn"] != self.seat:
                return
            if v["phase"] == "resolve":
                page.locator("#hb-turn .controls button").first.wait_for()
                if v["choice"]["kind"] == "preview":
                    self.press(page.get_by_role("button", name=re.compile("^Done")))
                else:
                    self.press(page.locator("#hb-turn .controls button").first)
                self.wait_change(v)
            elif v["phase"] == "flush":
                self.press(page.get_by_role("button", name="Keep the offer row"))
                self.wait_change(v)
            elif v["phase"] == "buy":
                defs = self.card_defs()
                row = [c for c in v["row"] if defs[c["def"]]["cost"] <= v["coins"]]
                if row and not bought:
                    bought = True
                    best = max(row, key=lambda c: defs[c["def"]]["cost"])
                    self.press(page.locator(f'#hb-row button[data-k="b{best["id"]}"]'))
                    self.wait_change(v)
                    continue
                self.press(page.get_by_role("button", name="End turn"))
                self.wait_change(v)
            else:
                return

    def play_turn(self):
        assert self.wait_for_my_move()
        if self.view()["phase"] == "spell":
            self.spell_word()
        self.finish_turn()


def secrets_of(record, seat):
    """For every point of the game (its "n"), the other seat's hand and every
    deck's order, as JSON the way a view would spell them (card objects) and
    as bare id lists. A hand is secret until it is spelled, so each message
    is checked against the state its own view was made from."""
    from inkwell.core import registry
    game = registry.get(record["game"])
    state = game.setup(record["options"], record["seats"], record["seed"])
    by_n = []

    for entry in [None] + record["actions"]:
        if entry is not None:
            state = game.apply(state, entry[0], entry[1])
        found = set()

        def add(ids):
            if len(ids) > 1:
                found.add(json.dumps(ids, separators=(",", ":")))
                cards = [{"id": c, "def": state["defs"][c]} for c in ids]
                found.add(json.dumps(cards, separators=(",", ":")))

        for s, p in enumerate(state["players"]):
            if s != seat or len(p["draw"]) > 8:  # a short pile of mine becomes my hand, in order
                add(p["draw"])
            if s != seat:
                add(p["hand"])
                add(p["inked"])
        add(state["offer_deck"])
        assert state["n"] == len(by_n)
        by_n.append(found)
    return by_n


def check_received(texts, seat, record):
    by_n = secrets_of(record, seat)
    decks = set().union(*by_n) - {s for s in set().union(*by_n) if s.count(",") < 12}
    assert texts
    for text in texts:
        message = json.loads(text)
        views = message.get("views") or {}
        assert set(views) <= {str(seat)}, text[:300]
        # A message with a view is checked against the state it shows; any
        # other (pongs, answers to queries and look-ups) against every long pile.
        secrets = decks
        for v in views.values():
            secrets = by_n[v["n"]]
            for p in v["players"]:
                assert p["seat"] == seat or "hand" not in p, text[:300]
        for secret in secrets:
            assert secret not in text, (secret, text[:300])


def create_room(contexts, room_url):
    """The host's desktop: Create room from the lobby, with the solo game's options."""
    return open_room(contexts, room_url, "Hardback", {"Game length": "40"})


def test_host_and_guest_play_hardback_to_the_end_through_a_room(contexts, room_url):
    started = time.monotonic()
    host, url = create_room(contexts, room_url)
    page = host.page
    guest = join_room(contexts, url, "Bob", **PHONE)
    gpage = guest.page
    page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    page.get_by_role("button", name="Start").click()

    ann = Seat(host, 0, page)
    bob = Seat(guest, 1, page, touch=True)
    for p in (ann, bob):
        p.page.wait_for_selector(".hb #hb-players li")
        assert p.page.locator("#room").is_hidden()
    # Each sees its own seat, the room's options, and the friend's presence.
    assert bob.view()["me"] == 1 and bob.view()["target"] == 40
    assert "Bob" in gpage.locator("#hb-players li:has(.tag:text('you'))").inner_text()
    assert "Ann" in page.locator("#hb-players li:has(.tag:text('you'))").inner_text()
    page.locator("#room-bar li[data-presence=connected]", has_text="Bob").wait_for()
    assert ann.view()["players"][1].get("hand") is None

    received = []
    turns, reloaded = 0, False
    while True:
        v = ann.view()
        if v["outcome"] is not None:
            break
        player = ann if v["turn"] == 0 else bob
        player.play_turn()
        turns += 1
        if turns == 1:
            # A room has no Undo: no guest may rewrite the host's record.
            assert page.locator("[data-act=undo]").count() == 0
            assert gpage.locator("[data-act=undo]").count() == 0
        if turns == 2:
            page.screenshot(path=str(SHOTS / "room-host-desktop.png"), full_page=True)
        if turns == 3:
            gpage.screenshot(path=str(SHOTS / "room-guest-phone.png"), full_page=True)
        if turns == 3 and not reloaded:
            # The guest reloads: its token in localStorage takes its seat back.
            reloaded = True
            received += gpage.evaluate("() => window.inkwellRoom.received")
            before = bob.view()
            gpage.reload()
            gpage.wait_for_selector(".hb #hb-players li", timeout=20000)
            gpage.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).seat === 1")
            after = bob.view()
            assert after["hand"] == before["hand"] and after["n"] == before["n"]
            assert gpage.locator("#hb-play .card").count() >= len(after["hand"])
        assert turns < 60, "the game does not end"

    for p in (ann, bob):
        p.page.locator("#hb-end-title").wait_for()
        assert p.page.get_by_role("button", name="Rematch").count() == 0
    assert "Game over" in gpage.locator("#hb-end-title").inner_text()
    page.screenshot(path=str(SHOTS / "room-host-end.png"), full_page=True)
    gpage.screenshot(path=str(SHOTS / "room-guest-end.png"), full_page=True)
    assert gpage.evaluate("document.scrollingElement.scrollWidth") <= 390

    received += gpage.evaluate("() => window.inkwellRoom.received")
    key = page.evaluate("() => Object.keys(localStorage).find(k => k.startsWith('inkwell.room.'))")
    record = json.loads(page.evaluate("k => localStorage.getItem(k)", key))["saved"]["record"]
    assert len(record["actions"]) > 10
    check_received(received, 1, record)
    # The guest's page never loaded the engine nor registered the service worker.
    assert gpage.evaluate("document.documentElement.dataset.engine") == "idle"
    assert gpage.evaluate("navigator.serviceWorker.getRegistration().then(r => !r)")
    assert errors(host) == [] and errors(guest) == []
    print(f"{turns} turns in {time.monotonic() - started:.0f} s")


def test_the_host_reloads_and_a_spectator_watches(contexts, room_url):
    host, url = create_room(contexts, room_url)
    page = host.page
    guest = join_room(contexts, url, "Bob")
    page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    page.get_by_role("button", name="Start").click()
    ann, bob = Seat(host, 0, page), Seat(guest, 1, page)
    ann.play_turn()
    # A friend who opens the link after the start watches the public table.
    cy = join_room(contexts, url, "Cy", watch=True)
    cy.page.wait_for_selector(".hb #hb-players li")
    assert cy.page.locator("#hb-play [data-drop=hand], #hb-play [data-act=spell]").count() == 0
    assert cy.page.locator("#room-bar").get_by_text("You are watching.").is_visible()
    cy.page.screenshot(path=str(SHOTS / "room-spectator.png"), full_page=True)
    public = (status(cy.page).get("views") or {})["None"]
    assert public["hand"] == [] and all("hand" not in p for p in public["players"])
    # The host reloads: the guest is told, the room resumes, both tables come back.
    before = bob.view()
    page.reload()
    guest.page.locator("#room-bar").get_by_text("Reconnecting to the host…").wait_for(timeout=5000)
    engine_ready(page)
    page.wait_for_selector(".hb #hb-players li", timeout=20000)
    guest.page.locator("#room-bar .room-host-state").wait_for(state="detached", timeout=20000)
    page.locator("#room-bar li[data-presence=connected]", has_text="Bob").wait_for(timeout=15000)
    assert bob.view()["n"] == before["n"] and bob.view()["hand"] == before["hand"]
    # The guest's look-up box asks the host's dictionary.
    guest.page.get_by_role("textbox", name="Look up a word").fill("cat")
    guest.page.get_by_role("button", name="Check").click()
    guest.page.get_by_text("“CAT” is in the common dictionary.").wait_for()
    bob.play_turn()
    ann.wait_for_my_move()
    assert ann.view()["turn"] == 0 and ann.view()["round"] == 2
    cy.page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).views.None.round === 2")
    assert errors(host) == [] and errors(guest) == [] and errors(cy) == []
