"""What the lab's suite and bench share: which homes to build, which pairings
to try and what each should do, a Chromium per home, and a room opened,
joined and timed as a player does it (tools/netlab.py builds the network).

A pairing is one room: the host's home creates it (the test game High Card,
through the page's room bridge, as tests/e2e/test_rooms.py does), the guest's
home opens its link on a phone-sized page, waits for the table, types a name
and presses Join. Times are seconds on the test's clock, from the moment the
guest's page is told to open the link.
"""

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for extra in (ROOT / "tools", ROOT / "tests" / "e2e"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from chromium import CHROMIUM_ARGS, chromium_path  # noqa: E402
from helpers import engine_ready, make_room_site, room_status  # noqa: E402

# One home behind each router, except lan-a and lan-b: two homes on one
# router's LAN (one Wi-Fi). A home may host one pairing and be the guest of
# another (each pairing opens fresh browser profiles).
HOMES = {"cone-a": "full-cone", "cone-b": "full-cone", "prc-a": "port-restricted",
         "prc-b": "port-restricted", "sym-a": "symmetric", "sym-b": "symmetric",
         "lan-a": "port-restricted", "lan-b": "port-restricted"}
SHARED_ROUTER = ("lan-a", "lan-b")

# (name, host's home, guest's home, joins with STUN only, as shipped)
PAIRINGS = [
    ("full cone ↔ full cone", "cone-a", "cone-b", True),
    ("cone ↔ symmetric", "cone-a", "sym-a", True),
    ("symmetric ↔ cone", "sym-a", "cone-a", True),
    ("port-restricted ↔ port-restricted", "prc-a", "prc-b", True),
    ("port-restricted ↔ symmetric", "prc-a", "sym-a", False),
    ("symmetric ↔ symmetric", "sym-a", "sym-b", False),
    # The same LAN: the pages find each other's (mDNS-named) home addresses.
    ("two homes behind one NAT, one LAN", "lan-a", "lan-b", True),
]

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
GUEST_SAYS = "The host is in the room, but your networks block a direct link"
HOST_SAYS = "could not connect: your networks block a direct link"
SHOTS = Path("/tmp/shots41-lab")

# When the page's first peer connection got the other side's description:
# the attempt the "within 15 s" counts from (a wall-clock ms time).
ATTEMPT = """window.__attempt = null;
const setRemote = RTCPeerConnection.prototype.setRemoteDescription;
RTCPeerConnection.prototype.setRemoteDescription = function (...args) {
  if (window.__attempt === null) window.__attempt = performance.timeOrigin + performance.now();
  return setRemote.apply(this, args);
};"""


def build(lab):
    """The homes of HOMES, each behind its own router but SHARED_ROUTER's
    two: {name: netlab.Home}."""
    homes = {name: lab.home(kind) for name, kind in HOMES.items() if name not in SHARED_ROUTER}
    shared = lab.router(HOMES[SHARED_ROUTER[0]])
    homes.update({name: shared.home() for name in SHARED_ROUTER})
    return homes


def lab_site(built, out):
    """The room test site (High Card in its engine), the copy the lab serves."""
    return make_room_site(built, out)


class Browsers:
    """One Chromium per home, started inside the home's namespace on first use."""

    def __init__(self, playwright, lab, homes, directory):
        self.playwright, self.lab, self.homes, self.dir = playwright, lab, homes, Path(directory)
        self.running = {}

    def __getitem__(self, name):
        if name not in self.running:
            real = chromium_path() or self.playwright.chromium.executable_path
            wrapper = self.homes[name].chromium(real, self.dir)
            # The site is plain http on a non-loopback address: without this
            # it is no secure context (no crypto.subtle, no room key).
            args = CHROMIUM_ARGS + [f"--unsafely-treat-insecure-origin-as-secure={self.lab.origin}"]
            self.running[name] = self.playwright.chromium.launch(executable_path=wrapper, args=args)
        return self.running[name]

    def page(self, name, opened):
        context = self[name].new_context(**PHONE)
        opened.append(context)
        context.add_init_script(ATTEMPT)
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        return page

    def close(self):
        for browser in self.running.values():
            browser.close()
        self.running = {}


def room_url(lab):
    """The lab's site, signalling through the lab's relay; ICE servers from the
    site's rooms-config.json (the lab's STUN server), as a player's page has them."""
    return f"{lab.site_url}?relay={lab.relay_url}&testhooks=1"


def host_room(page, url, name="Ann"):
    page.goto(url)
    engine_ready(page)
    reply = json.loads(page.evaluate(
        "o => window.inkwellRoom.create(o)",
        json.dumps({"game": "highcard", "name": name, "options": {"rounds": 1}})))
    assert reply["ok"], reply
    page.wait_for_selector("#room-seats li")
    return reply["link"]


def seats(page):
    return page.locator("#room-seats li").count()


def join(host, guest, link, name="Bob", timeout=30000):
    """The guest opens the link, sees the table, joins; both pages then show
    the two seats. Returns {"table_s", "seated_s"} from the link's opening."""
    start = time.monotonic()
    guest.goto(link)
    try:
        guest.wait_for_selector("#room-seats li", timeout=timeout)
    except Exception as err:
        raise AssertionError(f"the guest saw no table: {room_status(guest)}; "
                             f"it reads {guest.locator('body').inner_text()[:300]!r}") from err
    table = time.monotonic() - start
    guest.get_by_label("Your name").fill(name)
    guest.get_by_role("button", name="Join", exact=True).tap()
    guest.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).seat !== null", timeout=timeout)
    host.wait_for_function("() => document.querySelectorAll('#room-seats li').length == 2", timeout=timeout)
    assert f"{name}" in host.locator("#room-seats").inner_text()
    return {"table_s": round(table, 2), "seated_s": round(time.monotonic() - start, 2)}


SAID = """w => { const el = document.querySelector('#room-relay');
  return el && !el.hidden && el.textContent.includes(w); }"""


def until_said(page, words, start, timeout):
    """Seconds from `start` (time.time()) until the page's room warning says
    `words`, and from the page's first connection attempt until then."""
    page.wait_for_function(SAID, arg=words, timeout=timeout)
    said = time.time()
    attempt = page.evaluate("window.__attempt") / 1000
    return round(said - start, 2), round(said - attempt, 2)


def no_path(host, guest, link, timeout=25000):
    """The guest opens the link of a room it cannot reach: seconds until each
    page says so (from the link's opening, and from that page's attempt to
    connect), and what each says."""
    start = time.time()  # the wall clock: the pages' attempt times are on it
    guest.goto(link)
    guest_s, guest_attempt_s = until_said(guest, GUEST_SAYS, start, timeout)
    host_s, host_attempt_s = until_said(host, HOST_SAYS, start, timeout)
    return {"guest_said_s": guest_s, "host_said_s": host_s,
            "guest_said_after_attempt_s": guest_attempt_s, "host_said_after_attempt_s": host_attempt_s,
            "guest_text": guest.locator("#room-relay").inner_text(),
            "host_text": host.locator("#room-relay").inner_text()}


def open_turn(page):
    if not page.evaluate("document.querySelector('#settings').open"):
        page.locator("#settings > summary").tap()
    group = page.get_by_role("group", name="TURN server for rooms")
    group.wait_for()
    return group


def set_turn(page, url, turn):
    """Settings → TURN server for rooms, filled and saved as a player does."""
    page.goto(url)
    page.wait_for_selector("html[data-ui=ready]")
    group = open_turn(page)
    group.get_by_label("Server URL").fill(turn["urls"])
    group.get_by_label("Username").fill(turn["username"])
    group.get_by_label("Credential").fill(turn["credential"])
    group.get_by_role("button", name="Save").tap()
    assert "Saved" in group.locator("#setting-turn-note").inner_text()
    page.goto("about:blank")  # a link to the same page would only change its hash


def reload_to_seat(host, guest, timeout=30000):
    """The seated guest reloads: seconds until it holds its seat again and the
    host shows it connected."""
    seat = room_status(guest)["seat"]
    start = time.monotonic()
    guest.reload()
    guest.wait_for_function(f"() => window.inkwellRoom && JSON.parse(window.inkwellRoom.status()).seat === {seat}"
                            " && JSON.parse(window.inkwellRoom.status()).host === 'connected'", timeout=timeout)
    guest.wait_for_selector("#room-seats li")
    back = round(time.monotonic() - start, 2)
    assert seats(host) == 2 and seats(guest) == 2
    return back


def shot(page, name):
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path))
    return str(path)
