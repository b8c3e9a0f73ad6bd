"""The coach's background work, and the expert bots' thinking, in the
slices the browser worker runs them in.

    PYTHONPATH=py python bench/bench_coach.py [games]

Plays solo games through the engine worker's own messages (py/inkwell/
worker.py): seat 0 acts as the greedy bot would, with the coach on; after
each move the worker's `idle(0.03)` runs the background work until none is
left, as assets/js/engine-worker.mjs does between messages.  Reported per
game: how long one idle call took (how long a message may wait behind the
coach: the target is about 30 ms), in wall-clock and CPU time (this machine
is shared: wall-clock includes other jobs' time), and the coach's whole
work per move.  Then the same games against the expert bot with the coach
off: how long one idle call took while the expert thought (core.thought),
and each thought's whole time.  The same in Pyodide under Node
(bench/pyodide_paperback.mjs bench_coach), as the browser runs it.
"""

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

import inkwell.games  # noqa: E402,F401
from inkwell import worker  # noqa: E402
from inkwell.core import Rng, background, get, mix_seed  # noqa: E402
from inkwell.wordcards import lexicon  # noqa: E402

GAMES = ("hardback", "paperback", "backwords")
BUDGET = 0.03
TARGET_MS = 30


def send(message):
    return json.loads(worker.handle(json.dumps(message)))


def idle_until_done(calls, cpu):
    """Run the background work as the browser worker does; each idle call timed."""
    while True:
        started, started_cpu = time.perf_counter(), time.process_time()
        more = json.loads(worker.idle(BUDGET))["more"]
        calls.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        if not more:
            return


def play(game_id, seed, calls, cpu, per_move, max_actions=400, level="greedy"):
    """A solo game against `level`; the expert's thoughts are timed in per_move."""
    game = get(game_id)
    coach = level == "greedy"
    seats = [{"name": "Me", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": level}]
    reply = send({"type": "new", "game": game_id, "options": {}, "seats": seats, "seed": seed,
                  "session": "bench"})
    while background.run(1.0):   # the warm-up is not the coach's work
        pass
    for _ in range(max_actions):
        assert reply["ok"], reply
        view = reply["views"]["0"]
        if view.get("outcome") is not None:
            return
        if reply["bot_to_act"] is not None:
            reply = send({"type": "bot", "session": "bench"})
            if "thinking" in reply:
                started = time.perf_counter()
                idle_until_done(calls, cpu)
                per_move.append(time.perf_counter() - started)
                reply = send({"type": "bot", "session": "bench"})
                assert "thinking" not in reply, reply
            continue
        action = game.bots["greedy"](view, Rng(mix_seed(seed, view["n"])))
        reply = send({"type": "act", "seat": 0, "action": action, "coach": coach, "session": "bench"})
        if not coach:
            continue
        started = time.perf_counter()
        idle_until_done(calls, cpu)
        if action["type"] in ("spell", "create", "change"):
            per_move.append(time.perf_counter() - started)


def ms(values, q=None):
    values = sorted(values)
    if not values:
        return None
    if q is None:
        return round(1000 * statistics.median(values), 2)
    return round(1000 * values[min(len(values) - 1, int(q * len(values)))], 1)


def figures(games=3, level="greedy"):
    for _ in lexicon.index_steps("common"):
        pass
    out = {}
    for game_id in GAMES:
        calls, cpu, per_move = [], [], []
        for g in range(games):
            play(game_id, 21 + g, calls, cpu, per_move, level=level)
        out[game_id] = {"idle_calls": len(calls), "idle_median_ms": ms(calls), "idle_p99_ms": ms(calls, 0.99),
                        "idle_max_ms": ms(calls, 1.0), "idle_cpu_median_ms": ms(cpu),
                        "idle_cpu_max_ms": ms(cpu, 1.0), "coached_moves": len(per_move),
                        "coach_per_move_median_ms": ms(per_move), "coach_per_move_max_ms": ms(per_move, 1.0)}
    return out


def pyodide_figures():
    """What bench/pyodide_paperback.mjs bench_coach measures in Pyodide under Node."""
    return {"coach": figures(2), "expert": figures(1, "expert")}


def show(where, result, who="the coach works", per="per move"):
    print(f"{where}: one idle call of the worker while {who} (budget {BUDGET * 1000:.0f} ms)")
    print(f"{'game':10} {'calls':>6} {'median ms':>10} {'p99 ms':>8} {'max ms':>8} {'cpu med':>8} "
          f"{'cpu max':>8} {'moves':>6} {per + ' med':>13} {'max':>8}")
    for game_id, r in result.items():
        print(f"{game_id:10} {r['idle_calls']:>6} {r['idle_median_ms']:>10} {r['idle_p99_ms']:>8} "
              f"{r['idle_max_ms']:>8} {r['idle_cpu_median_ms']:>8} {r['idle_cpu_max_ms']:>8} "
              f"{r['coached_moves']:>6} {r['coach_per_move_median_ms']:>13} {r['coach_per_move_max_ms']:>8}")


def run_in_pyodide():
    """The same figures in Pyodide (Node), or None when Node is missing."""
    import shutil
    import subprocess
    node = shutil.which("node")
    if node is None:
        return None
    done = subprocess.run([node, str(ROOT / "bench" / "pyodide_paperback.mjs"), "bench_coach"],
                          capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(games=3):
    result = {"cpython": figures(games), "cpython_expert": figures(games, "expert"), "target_ms": TARGET_MS}
    pyodide = run_in_pyodide()
    result["pyodide_node"] = pyodide and pyodide["coach"]
    result["pyodide_node_expert"] = pyodide and pyodide["expert"]
    show("CPython", result["cpython"])
    show("CPython", result["cpython_expert"], "the expert thinks", "thought")
    if pyodide:
        show("Pyodide (Node)", result["pyodide_node"])
        show("Pyodide (Node)", result["pyodide_node_expert"], "the expert thinks", "thought")
    return result


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
