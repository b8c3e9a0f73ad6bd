"""The player's own TURN server (issue 41 part 1, the player's half): set in
Settings, kept on that device, added to the ICE servers of every room it
hosts or joins, never put in a room link; and, with Debian's coturn running
on loopback, a guest whose every direct path is blocked (?ice=relay, as in
test_rooms_paths.py) joins a room through the TURN server it set."""

import json
import shutil
import socket
import subprocess
import time

import pytest

from helpers import engine_ready, room_status
from test_rooms import wait_seats
from test_rooms_paths import walled

pytestmark = pytest.mark.usefixtures("relay")

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
USER, SECRET = "relay-user-42", "not-in-any-link-7f3a"
SHOTS = "/tmp/shots41"


def open_turn(page):
    page.wait_for_selector("html[data-ui=ready]")
    if not page.evaluate("document.querySelector('#settings').open"):
        page.locator("#settings > summary").click()
    group = page.get_by_role("group", name="TURN server for rooms")
    group.wait_for()
    return group


def save_turn(page, url, username=USER, credential=SECRET):
    group = open_turn(page)
    group.get_by_label("Server URL").fill(url)
    group.get_by_label("Username").fill(username)
    group.get_by_label("Credential").fill(credential)
    group.get_by_role("button", name="Save").click()
    return group


def ice_config(page):
    page.wait_for_function("() => window.inkwellRoom && window.inkwellRoom.iceConfig")
    return json.loads(page.evaluate("() => window.inkwellRoom.iceConfig()"))


def host_room(page):
    """Settings closed, a room hosted by this page: the create reply."""
    page.keyboard.press("Escape")
    engine_ready(page)
    reply = json.loads(page.evaluate(
        "o => window.inkwellRoom.create(o)",
        json.dumps({"game": "highcard", "name": "Ann", "options": {"rounds": 1}})))
    assert reply["ok"], reply
    page.wait_for_selector("#room-seats li")
    return reply


def save_turn_and_host(page, room_url, url):
    page.goto(room_url)
    save_turn(page, url)
    return host_room(page)


def test_a_turn_server_set_in_settings_stays_goes_into_rooms_and_never_into_a_link(contexts, room_url):
    w = contexts.new(**PHONE)
    page = w.page
    page.goto(room_url)
    before = ice_config(page)["iceServers"]
    group = save_turn(page, " turn:turn.example.org:3478?transport=UDP ")
    note = group.locator("#setting-turn-note")
    assert "Saved" in note.inner_text()
    page.screenshot(path=f"{SHOTS}/phone-turn-saved.png")

    page.reload()
    group = open_turn(page)
    assert group.get_by_label("Server URL").input_value() == "turn:turn.example.org:3478?transport=udp"
    assert group.get_by_label("Username").input_value() == USER
    assert group.get_by_label("Credential").input_value() == SECRET
    assert group.get_by_label("Credential").get_attribute("type") == "password"
    mine = {"urls": "turn:turn.example.org:3478?transport=udp", "username": USER, "credential": SECRET}
    assert ice_config(page)["iceServers"] == before + [mine]  # the site's servers stay

    # A bad URL is said, and the saved server stays as it was (after a reload too).
    group.get_by_label("Server URL").fill("turn://turn.example.org")
    group.get_by_role("button", name="Save").click()
    said = note.inner_text()
    assert "without //" in said and "saved server is unchanged" in said
    page.screenshot(path=f"{SHOTS}/phone-turn-bad-url.png")
    page.reload()
    assert ice_config(page)["iceServers"] == before + [mine]
    group = open_turn(page)
    assert group.get_by_label("Server URL").input_value() == mine["urls"]
    group.get_by_label("Credential").fill("")
    group.get_by_role("button", name="Save").click()
    assert "username and credential" in note.inner_text()

    # A room this device hosts uses it; its link holds none of it.
    reply = host_room(page)
    link = reply["link"] + page.evaluate("() => window.inkwellRoom.link()")
    assert SECRET not in link and USER not in link and "turn" not in link.split("#")[0].lower()

    group = open_turn(page)
    group.get_by_role("button", name="Remove").click()
    assert "Removed" in note.inner_text()
    assert group.get_by_label("Server URL").input_value() == ""
    page.reload()
    assert ice_config(page)["iceServers"] == before
    assert open_turn(page).get_by_label("Server URL").input_value() == ""
    assert not w.errors, w.errors


def test_the_settings_group_on_a_laptop(contexts, room_url):
    w = contexts.new(viewport={"width": 1280, "height": 800})
    w.page.goto(room_url)
    save_turn(w.page, "turns:relay.example.org:5349?transport=tcp")
    w.page.screenshot(path=f"{SHOTS}/laptop-turn-saved.png")
    assert not w.errors, w.errors


def test_chromium_takes_no_turn_server_without_a_credential(contexts, room_url):
    """Why no room link carries a TURN server: one with no credential (the
    only kind a link could carry) is refused by the browser itself."""
    page = contexts.new().page
    page.goto(room_url)
    refused = page.evaluate("""() => { try { new RTCPeerConnection({iceServers: [{urls: "turn:127.0.0.1:3478"}]});
        return ""; } catch (e) { return e.name; } }""")
    assert refused == "InvalidAccessError"


# -- a real TURN server ---------------------------------------------------------

def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def coturn(tmp_path):
    """Debian's coturn on loopback with one static user (make browser installs it)."""
    binary = shutil.which("turnserver")
    if binary is None:
        pytest.skip("needs coturn's turnserver (apt-get install coturn, or make browser as root)")
    port = free_port()
    log = tmp_path / "turnserver.log"
    proc = subprocess.Popen(
        [binary, "-n", "--listening-ip=127.0.0.1", "--relay-ip=127.0.0.1", f"--listening-port={port}",
         "--min-port=49200", "--max-port=49300", "--lt-cred-mech", f"--user={USER}:{SECRET}",
         "--realm=inkwell.test", "--fingerprint", "--no-tls", "--no-dtls", "--no-cli",
         "--allow-loopback-peers", "--log-file=stdout", "--simple-log", "--verbose"],
        stdout=log.open("w"), stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 10
        while "listener opened on" not in log.read_text() and "Total General servers" not in log.read_text():
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail("turnserver did not start:\n" + log.read_text()[-2000:])
            time.sleep(0.1)
        yield {"url": f"turn:127.0.0.1:{port}?transport=udp", "log": log}
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


def test_a_walled_guest_joins_through_the_turn_server_it_set(contexts, room_url, coturn):
    """The host sets the same server: its page (?ice=none) has only host
    candidates, which Chromium hides behind mDNS names a relayed port cannot
    send to, so the pair meets relay to relay (two players of a strict
    network would each add one)."""
    host = contexts.new()
    save_turn_and_host(host.page, room_url, coturn["url"])
    link = host.page.evaluate("() => window.inkwellRoom.link()")
    guest = contexts.new(**PHONE)
    page = guest.page
    page.goto(room_url)
    save_turn(page, coturn["url"])
    assert "Saved" in page.locator("#setting-turn-note").inner_text()
    page.goto(walled(link))  # relay-only ICE: the TURN server is its one way out
    try:
        page.wait_for_selector("#room-seats li", timeout=30000)
    except Exception:
        print(room_status(page), page.locator("#room").inner_text()[:500], guest.errors, host.errors)
        raise
    page.get_by_label("Your name").fill("Bea")
    page.get_by_role("button", name="Join", exact=True).click()
    page.wait_for_function("() => JSON.parse(window.inkwellRoom.status()).seat !== null", timeout=20000)
    wait_seats(host.page, 2)
    assert room_status(page)["path"] == "ok"
    assert room_status(page)["host"] == "connected"
    said = coturn["log"].read_text()
    assert "CREATE_PERMISSION processed, success" in said and USER in said, said[-2000:]
    page.screenshot(path=f"{SHOTS}/phone-guest-joined-through-turn.png")
