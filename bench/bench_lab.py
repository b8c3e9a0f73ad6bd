"""Rooms across NATs (issue 41): each pairing of the network lab's homes
(tools/netlab.py: namespaces, nftables NATs, coturn, the relay and the site),
the same pairings tests/lab tries, with its code (tests/lab/lab_rooms.py):

- a pair that joins: seconds from the guest opening the link until its page
  shows the room's table, and until both pages show its seat (median of
  BENCH_LAB_RUNS rooms, 3 by default);
- a pair no direct path joins: seconds until each page says so (once);
- two symmetric NATs with a TURN server in the guest's Settings: the same,
  and a reload of that guest until it holds its seat again.

Needs root, nft and turnserver; without them it says why and records that.
Run: python bench/bench_lab.py (as root, after `make site`); run() returns the figures.
"""

import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests" / "lab"), str(ROOT / "bench")]

from playwright.sync_api import sync_playwright  # noqa: E402

import lab_rooms  # noqa: E402
import netlab  # noqa: E402

RUNS = int(os.environ.get("BENCH_LAB_RUNS", 3))


def one_room(browsers, lab, host_home, guest_home, body):
    opened = []
    try:
        host, guest = browsers.page(host_home, opened), browsers.page(guest_home, opened)
        return body(host, guest)
    finally:
        for context in opened:
            context.close()


def median_of(rows):
    return {key: round(statistics.median(r[key] for r in rows), 2) for key in rows[0]}


def pairings(browsers, lab):
    url = lab_rooms.room_url(lab)
    out = {}
    for name, host_home, guest_home, joins in lab_rooms.PAIRINGS:
        if joins:
            rows = [one_room(browsers, lab, host_home, guest_home,
                             lambda h, g: lab_rooms.join(h, g, lab_rooms.host_room(h, url)))
                    for _ in range(RUNS)]
            out[name] = {"joins": True, **median_of(rows), "runs": RUNS}
        else:
            said = one_room(browsers, lab, host_home, guest_home,
                            lambda h, g: lab_rooms.no_path(h, g, lab_rooms.host_room(h, url)))
            out[name] = {"joins": False, **{k: v for k, v in said.items() if k.endswith("_s")}}
        print(f"{name:<40} {out[name]}")

    def through_turn(host, guest):
        lab_rooms.set_turn(guest, url, lab.turn)
        joined = lab_rooms.join(host, guest, lab_rooms.host_room(host, url))
        joined["reload_back_s"] = lab_rooms.reload_to_seat(host, guest)
        return joined
    rows = [one_room(browsers, lab, "sym-a", "sym-b", through_turn) for _ in range(RUNS)]
    name = "symmetric ↔ symmetric, TURN in the guest's Settings"
    out[name] = {"joins": True, **median_of(rows), "runs": RUNS}
    print(f"{name:<40} {out[name]}")
    return out


def run():
    reason = netlab.missing()
    if reason:
        print("network lab skipped: it " + reason)
        return {"skipped": reason}
    directory = Path(tempfile.mkdtemp(prefix="iwlab-bench-"))
    with netlab.Lab(directory) as lab, sync_playwright() as p:
        homes = lab_rooms.build(lab)
        lab.start(lab_rooms.lab_site(ROOT / "_site", directory / "site"))
        browsers = lab_rooms.Browsers(p, lab, homes, directory)
        try:
            print("Rooms across NATs, seconds from the guest opening the link")
            return pairings(browsers, lab)
        finally:
            browsers.close()


if __name__ == "__main__":
    from run import record
    record("bench_lab", run())
