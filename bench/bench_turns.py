"""A bot's turns seen on an emulated phone (390×844, touch, 4× CPU
slowdown), at the normal pace, for every game whose cards move: the frame
times while cards move (animations running), the frame times over the
whole of the bots' turns, how many cards moved, and the layout shift the
page reported meanwhile (cards move by transforms, which shift nothing).

Frames are timed by requestAnimationFrame in the page. The same run times a
bare page that flies as many card-sized boxes the same way (transforms and
opacity, the normal pace's duration) under the same emulation: the floor
this machine's compositor gives any page, so a loaded machine shows in both
figures. run() returns a dict and prints a small table; `python
bench/bench_turns.py` runs it alone.
"""

import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import CHROMIUM_ARGS, ROOT, Counter, chromium_path, counting_server  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402
from test_turns import end_turn, my_turn, start  # noqa: E402
from inkwell.core import all_games  # noqa: E402
import inkwell.games  # noqa: E402,F401

ROUNDS = 3
SLOWDOWN = 4
GAMES = ("hardback", "paperback", "backwords")
RECORDER = """
window.inkwellFrames = [];
window.inkwellShifts = [];
(function frame(last) {
  requestAnimationFrame((now) => {
    if (window.inkwellRecording && last) {
      // a card flying (motion.mjs): a card of the table, or the copy of one
      // that left it; not one held still through the frame that renders
      const moving = document.getAnimations().some((a) => a.playState === "running" && a.id !== "motion-hold"
        && a.effect && a.effect.target && a.effect.target.matches("[data-id], .motion-ghost"));
      const grid = document.querySelector(".hb-grid:not([hidden])");
      window.inkwellFrames.push([now, now - last, moving ? 1 : 0, grid ? grid.dataset.step : ""]);
    }
    frame(now);
  });
})(0);
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (window.inkwellRecording && !e.hadRecentInput) {
      window.inkwellShifts.push([e.startTime, e.value, e.sources.map((s) => s.node && s.node.id || "?").join(" ")]);
    }
  }
}).observe({type: "layout-shift", buffered: false});
"""


def percentile(values, p):
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def bot_turns(browser, base, game):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  device_scale_factor=2)
    page = context.new_page()
    try:
        page.add_init_script(RECORDER)
        start(page, base, game, "?pace=normal")
        my_turn(page, game.id, timeout=120000)
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": SLOWDOWN})
        for _ in range(ROUNDS):
            end_turn(page, game.id)
            page.evaluate("window.inkwellRecording = true; window.inkwellMovedBefore = window.inkwellMoved || 0")
            my_turn(page, game.id, timeout=180000)
            page.wait_for_timeout(800)   # the last move's cards land
            page.evaluate("window.inkwellRecording = false; window.inkwellCards = (window.inkwellCards || 0)"
                          " + (window.inkwellMoved || 0) - window.inkwellMovedBefore")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        return page.evaluate("[window.inkwellFrames, window.inkwellShifts, window.inkwellCards || 0]")
    finally:
        context.close()


def during_moves(frames, t):
    """Whether the frames on both sides of a shift at time t were another
    player's ('wait'): the phone orders the panels by the player's step, so a
    turn beginning or ending is a shift of its own. A frame's step is read
    before that frame's render, so a turn's first render shows in the frame
    after it."""
    before = [f for f in frames if f[0] <= t + 1]
    after = [f for f in frames if f[0] > t + 1]
    return bool(before and after) and before[-1][3] == "wait" and after[0][3] == "wait"


def summary(frames, shifts, moved):
    moving = [f[1] for f in frames if f[2]]
    every = [f[1] for f in frames]
    during = [(v, who) for t, v, who in shifts if during_moves(frames, t)]
    return {
        "moving_frames": len(moving),
        "moving_p95_ms": round(percentile(moving, 95), 1) if moving else None,
        "moving_median_ms": round(statistics.median(moving), 1) if moving else None,
        "all_frames": len(every),
        "all_p95_ms": round(percentile(every, 95), 1) if every else None,
        "all_max_ms": round(max(every), 1) if every else None,
        "cards_moved": moved,
        "shift_during_moves": round(sum(v for v, _ in during), 4),
        "shifted": sorted({who for _, who in during}),
        "shift_at_turn_changes": round(sum(v for _, v, _ in shifts) - sum(v for v, _ in during), 4),
    }


BARE = """<!doctype html><meta name="viewport" content="width=device-width">
<style>body{margin:0;font:16px sans-serif} .c{display:inline-block;width:52px;height:96px;margin:4px;
border:2px solid #5b3fa0;border-radius:9px;background:#fff} p{margin:8px}</style>
<p>bare page</p><div id="cards"></div>"""
FLY = """async ([n, rounds, ms]) => {
  const box = document.getElementById("cards");
  for (let i = 0; i < n; i++) { const c = document.createElement("div"); c.className = "c"; box.append(c); }
  const frames = [];
  let last = 0, on = true;
  (function frame() { requestAnimationFrame((now) => { if (last) frames.push(now - last); last = now;
    if (on) frame(); }); })();
  for (let r = 0; r < rounds; r++) {
    const flights = [...box.children].map((c, i) => c.animate(
      [{ transform: `translate(${(i % 5) * 40 - 80}px, -300px) scale(.6)`, opacity: 0.3 },
       { transform: "none", opacity: 1 }], { duration: ms, easing: "ease-out", delay: (i % 4) * 40 }));
    await Promise.all(flights.map((a) => a.finished));
    await new Promise((go) => setTimeout(go, 150));
  }
  on = false;
  return frames;
}"""


def bare_flights(browser, cards, rounds=6, ms=450):
    """Frame times of a bare page flying `cards` boxes, `rounds` times."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  device_scale_factor=2)
    page = context.new_page()
    try:
        page.set_content(BARE)
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": SLOWDOWN})
        frames = page.evaluate(FLY, [cards, rounds, ms])
        return {"frames": len(frames), "p95_ms": round(percentile(frames, 95), 1),
                "median_ms": round(statistics.median(frames), 1)}
    finally:
        context.close()


def run():
    server, base = counting_server(Path(os.environ.get("INKWELL_SITE") or ROOT / "_site"), Counter())
    rows = {}
    games = {g.id: g for g in all_games()}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for gid in GAMES:
                rows[gid] = summary(*bot_turns(browser, base, games[gid]))
            # as many cards as a bot's move flies at once, about
            bare = bare_flights(browser, max(4, max(r["cards_moved"] for r in rows.values()) // (2 * ROUNDS)))
            browser.close()
    finally:
        server.shutdown()
    print(f"\nOpponents' moves on an emulated phone ({SLOWDOWN}× CPU), normal pace, {ROUNDS} bot turns each "
          "(target: frames while cards move p95 ≤ 20 ms, no layout shift)")
    print(f"{'game':<11}{'moving frames':>14}{'p95 ms':>8}{'median':>8}{'all p95':>9}{'all max':>9}"
          f"{'cards':>7}{'shift':>7}{'at turn':>9}")
    for gid, r in rows.items():
        print(f"{gid:<11}{r['moving_frames']:>14}{str(r['moving_p95_ms']):>8}{str(r['moving_median_ms']):>8}"
              f"{str(r['all_p95_ms']):>9}{str(r['all_max_ms']):>9}{r['cards_moved']:>7}{r['shift_during_moves']:>7}"
              f"{r['shift_at_turn_changes']:>9}  {' '.join(r['shifted'])}")
    print(f"{'bare page':<11}{bare['frames']:>14}{bare['p95_ms']:>8}{bare['median_ms']:>8}"
          "   (the same flights on an empty page, same emulation, this run)")
    return rows | {"bare_page": bare}


if __name__ == "__main__":
    from run import record
    record("bench_turns", run())
