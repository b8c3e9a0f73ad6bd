"""A crowded Break the Word room, for the e2e test and the bench (bench/bench_crowd.py).

The host's page creates the room; every guest opens the link in a profile of
its own, types a name and presses Join (a seat) or Watch, as a person would.
The players then press "Ready for the next clue" in turn, each press a click
inside the page, and every other page notes when the room's push for that
action arrives (the clock is the pages' shared performance.timeOrigin).
"""

import json
import time

from helpers import engine_ready

# Arrival time (ms since the epoch, comparable across pages) of every push.
CLOCK = """
window.__pushes = [];
window.addEventListener('room-update', (e) => {
  const m = JSON.parse(e.detail);
  if (m.type === 'update' && m.actions !== undefined)
    window.__pushes.push({n: m.actions, t: performance.timeOrigin + performance.now()});
});
"""

# One press of the table's Ready button, as a click; its time and the action
# count before it (the press is action count + 1).
PRESS = """() => {
  const b = document.querySelector('#screen button[data-k="ready"]:not([disabled])');
  if (!b) return null;
  const t = performance.timeOrigin + performance.now();
  b.click();
  return t;
}"""

JOIN_MS = 60000  # a guest hears the host within its beacon (2.5 s); a loaded machine is slower
JOINED = "() => { const f = document.querySelector('#room-join'); return f !== null && f.hidden; }"
CLUES = "() => document.querySelectorAll('#bw-clues li.clue:not(.c-later)').length"


def status(page):
    return json.loads(page.evaluate("() => window.inkwellRoom.status()"))


def open_crowd(new, url, players, watchers, log=None):
    """The host plus `players` seated guests and `watchers` watchers, all
    joined; returns (host, guests, seconds until the last one had joined).
    new(**options) opens a fresh profile and returns an object with .page."""
    host = new(viewport={"width": 1280, "height": 900})
    host.page.add_init_script(CLOCK)
    host.page.goto(url)
    engine_ready(host.page)
    made = json.loads(host.page.evaluate(
        "() => window.inkwellRoom.create(JSON.stringify({game: 'break_the_word', name: 'Ann',"
        " options: {rounds: 2}}))"))
    assert made["ok"], made
    link = made["link"]
    host.page.locator("#room-link").wait_for()
    guests = []
    start = time.monotonic()
    for i in range(players + watchers):  # one after the other, as people follow a link
        watch = i >= players
        g = new(viewport={"width": 800, "height": 700})
        guests.append(g)
        page = g.page
        page.add_init_script(CLOCK)
        page.goto(link)
        try:
            page.wait_for_selector("#room-seats li", timeout=JOIN_MS)
        except Exception:
            raise AssertionError(f"guest {i + 1} never saw the room after {time.monotonic() - start:.0f} s;"
                                 f" peers per page {peers_per_page([host.page] + [x.page for x in guests])},"
                                 f" its status {status(page)}: "
                                 + page.evaluate("() => document.body.innerText.slice(0, 300)"))
        page.get_by_label("Your name").fill(("Watcher " if watch else "Player ") + str(i + 1))
        page.get_by_role("button", name="Watch" if watch else "Join", exact=True).click()
        if log:
            log(f"guest {i + 1} joined at {time.monotonic() - start:.1f} s")
    for i, g in enumerate(guests):
        g.page.wait_for_function(JOINED, timeout=60000)
        if i < players:
            g.page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).seat !== null")
    host.page.wait_for_function("n => document.querySelectorAll('#room-seats li').length == n",
                                arg=players + 1)
    return host, guests, time.monotonic() - start


def start_game(host, guests):
    host.page.get_by_role("button", name="Start").click()
    for w in [host] + guests:
        w.page.locator("#bw-clues li.clue").first.wait_for(timeout=60000)


def pushed_at(page, n, timeout=20.0):
    """When this page heard of action n (ms since the epoch)."""
    page.wait_for_function(f"() => window.__pushes.some(p => p.n >= {n})", timeout=timeout * 1000)
    return page.evaluate(f"() => Math.min(...window.__pushes.filter(p => p.n >= {n}).map(p => p.t))")


def actions_of(page):
    return page.evaluate("() => Math.max(0, ...window.__pushes.map(p => p.n))")


def play_clues(host, guests, players, clues):
    """The players press Ready, one after the other, for `clues` clues;
    returns each press's time until every other page heard of it (ms)."""
    everyone = [host] + guests
    seated = [host] + guests[:players]
    latencies = []
    for _ in range(clues):
        shown = host.page.evaluate(CLUES)
        for actor in seated:
            others = [w for w in everyone if w is not actor]
            n = max(actions_of(w.page) for w in others) + 1
            actor.page.locator('#screen button[data-k="ready"]').wait_for(timeout=20000)
            t0 = actor.page.evaluate(PRESS)
            assert t0 is not None, "no Ready button"
            latencies.append(max(pushed_at(w.page, n) for w in others) - t0)
        for w in everyone:  # the next clue on every table, watchers' too
            w.page.wait_for_function(f"() => ({CLUES})() > {shown}", timeout=20000)
    return latencies


def still_in(guests):
    """The guests that are no longer in the room (thrown out to the lobby,
    removed, or their table gone); [] when everyone is still there."""
    out = []
    for i, g in enumerate(guests):
        s = status(g.page)
        table = g.page.evaluate("() => { const s = document.querySelector('#screen');"
                                " return s !== null && !s.hidden && s.innerHTML.length > 0; }")
        if s.get("role") != "guest" or s.get("host") != "connected" or not table:
            out.append((i, s.get("role"), s.get("host"), table))
    return out


def peers_per_page(pages):
    return [p.evaluate("() => window.inkwellRoom.peers()") for p in pages]
