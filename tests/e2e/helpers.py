"""Helpers the end-to-end tests share."""

import json
import re
from pathlib import Path

PREFIX = "/inkwell/"


def engine_ready(page, timeout=90000):
    page.wait_for_selector("html[data-engine=ready]", timeout=timeout)


def open_setup(page, base_url, game):
    """From the lobby to the set-up screen of a new solo game of `game`."""
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    engine_ready(page)
    page.get_by_role("button", name="Play " + game).click()
    page.get_by_role("heading", name="New " + game + " game").wait_for()


def resume_save(w, base_url, game_id, name, record, viewer=0):
    """Open the lobby with `record` saved as this device's game of `game_id`
    and press Resume (a test file's own helpers may share a name with a unit
    test's module, hence here)."""
    page = w.page
    page.goto(base_url)
    page.wait_for_selector("html[data-ui=ready]")
    page.evaluate("([k, r]) => localStorage.setItem(k, r)",
                  ["inkwell.saved." + game_id, json.dumps({"record": record, "setup": {}, "viewer": viewer})])
    page.reload()
    page.wait_for_selector("html[data-ui=ready]")
    engine_ready(page)
    page.get_by_role("button", name="Resume your " + name + " game").click()


def ask(page, message):
    """Send a JSON message through the page's engine bridge, as the UI does."""
    return json.loads(page.evaluate("m => window.inkwellEngine.request(m)", json.dumps(message)))


def make_room_site(site, out):
    """A copy of the built site whose engine also knows the test game High Card
    (tests/unit/minigame.py as inkwell/games/highcard.py); _site never has it."""
    import shutil
    import zipfile
    from pathlib import Path
    shutil.copytree(site, out)
    engine = Path(out) / "engine" / "inkwell.zip"
    with zipfile.ZipFile(engine) as z:
        files = {i.filename: z.read(i) for i in z.infolist()}
    tests = Path(__file__).resolve().parents[1]
    files["inkwell/games/highcard.py"] = (tests / "unit" / "minigame.py").read_bytes()
    # the package as source, which Python prefers to the build's lone bytecode beside it
    games = (tests.parent / "py" / "inkwell" / "games" / "__init__.py").read_bytes()
    files["inkwell/games/__init__.py"] = games + b"\nfrom . import highcard  # noqa: F401  (tests only)\n"
    with zipfile.ZipFile(engine, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            z.writestr(name, data)
    return Path(out)


def ask_room(page, message):
    """The same through the page's room bridge (host or guest)."""
    return json.loads(page.evaluate("m => window.inkwellRoom.request(m)", json.dumps(message)))


def room_status(page):
    """A room page's latest state, read without sending anything."""
    return json.loads(page.evaluate("() => window.inkwellRoom.status()"))


def open_room(contexts, room_url, game, options):
    """The host's desktop: Create room from the lobby, with the solo game's
    options form ({label: value}); returns the host and the room's link."""
    host = contexts.new(viewport={"width": 1280, "height": 900})
    page = host.page
    page.goto(room_url)
    engine_ready(page)
    page.get_by_role("button", name="Create room for " + game).click()
    page.get_by_role("heading", name="New " + game + " room").wait_for()
    for label, value in options.items():
        page.get_by_label(label).select_option(value)
    page.get_by_label("Your name").fill("Ann")
    Path("/tmp/shots").mkdir(exist_ok=True)
    page.screenshot(path="/tmp/shots/room-host-setup.png")
    page.get_by_role("button", name="Create room").click()
    link = page.locator("#room-link")
    link.wait_for()
    url = link.input_value()
    assert "#room=" in url
    assert "Ann (you)" in page.locator("#room-seats").inner_text()
    return host, url


GUEST_SEEN = """() => ({status: window.inkwellRoom && JSON.parse(window.inkwellRoom.status()),
                        note: (document.querySelector('#room-note') || {}).textContent})"""


def join_room(contexts, url, name, watch=False, **options):
    guest = contexts.new(**options)
    page = guest.page
    page.goto(url)
    try:
        page.wait_for_selector("#room-seats li", timeout=45000)
    except Exception as err:  # say what the guest saw, for a failure on a loaded machine
        raise AssertionError(f"{name} found no host: {page.evaluate(GUEST_SEEN)}") from err
    page.get_by_label("Your name").fill(name)
    button = page.get_by_role("button", name="Watch" if watch else "Join", exact=True)
    button.tap() if options.get("has_touch") else button.click()
    page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).room.you"
                           + (" === null" if watch else " !== null"))
    return guest


def check_layout(page, phone=False):
    """No control under 44 px or without an accessible name (and, on a phone,
    no horizontal overflow)."""
    if phone:
        assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
    small = page.evaluate("""() => [...document.querySelectorAll('button')]
        .filter(b => b.offsetParent !== null)
        .map(b => [b.textContent.trim().slice(0, 30) || b.getAttribute('aria-label'), b.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 || r.height < 44)
        .map(([n, r]) => n + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))""")
    assert small == [], small
    unnamed = page.evaluate("""() => [...document.querySelectorAll('button, select, input')]
        .filter(e => e.offsetParent !== null)
        .filter(e => !(e.getAttribute('aria-label') || e.textContent.trim() || (e.labels && e.labels.length)))
        .map(e => e.outerHTML.slice(0, 80))""")
    assert unnamed == [], unnamed


def start_room(contexts, room_url, game, options, name="Bob", **guest_options):
    """A host's room for `game` with one guest, started; returns (host, guest)."""
    host, url = open_room(contexts, room_url, game, options)
    guest = join_room(contexts, url, name, **guest_options)
    host.page.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2")
    host.page.get_by_role("button", name="Start").click()
    return host, guest


def step_replay(page, forward=1, timeout=120000):
    """On the replay screen: once it shows move 0 (the engine may load first),
    `forward` moves on and one back, then a jump to the end; the move count."""
    bar = page.locator(".rp-step")
    bar.get_by_text(re.compile(r"Move 0 of \d+")).wait_for(timeout=timeout)
    steps = int(bar.inner_text().split(" of ")[1])
    assert page.get_by_role("button", name="Previous move").is_disabled()
    for n in range(1, forward + 1):
        page.get_by_role("button", name="Next move").click()
        bar.get_by_text(f"Move {n} of {steps}").wait_for(timeout=30000)
    page.get_by_role("button", name="Previous move").click()
    bar.get_by_text(f"Move {forward - 1} of {steps}").wait_for(timeout=30000)
    page.get_by_label("Jump to move").fill(str(steps))
    bar.get_by_text(f"Move {steps} of {steps}").wait_for(timeout=30000)
    page.locator("#rp-table").get_by_role("heading", name=re.compile("^Game over")).wait_for(
        timeout=30000)
    assert page.get_by_role("button", name="Next move").is_disabled()
    return steps
