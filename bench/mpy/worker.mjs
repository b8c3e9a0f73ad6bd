// A MicroPython engine worker as the bench measures its start: load the
// vendored MicroPython, fetch the engine's sources (one JSON bundle, the
// MicroPython patches applied and the shims beside them), import the games
// and the worker's handler. Posts [started, runtime ready, engine imported].
import { loadMicroPython } from "./vendor/micropython/micropython.mjs";
const now = () => performance.timeOrigin + performance.now();
const started = now();
const bundle = fetch("./engine-mpy.json").then((r) => r.json());
const mp = await loadMicroPython({ heapsize: 8 * 2 ** 20 });
const runtime = now();
for (const [file, text] of Object.entries(await bundle)) {
  mp.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
  mp.FS.writeFile(file, text);
}
mp.runPython(`
import sys, os, time
sys.path[:0] = ["/shim", "/src"]
os.environ = {"INKWELL_WORDLISTS": "/wordlists"}
time.perf_counter = lambda: time.ticks_us() / 1e6
import inkwell.games, inkwell.worker
`);
postMessage([started, runtime, now()]);
