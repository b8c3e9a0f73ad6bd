// The engine worker: loads the vendored Pyodide and the inkwell package,
// then passes every message (a JSON string) to inkwell.worker.handle.
// It holds no game logic. When Python asks for a data file (need_file), it
// fetches it into Pyodide's file system and asks again.
import { loadPyodide, version } from "../../vendor/pyodide/pyodide.mjs";
import { fetchBytes as fetchWatched, holdDownloads, stallWatch, watchFetches } from "./fetch-watch.mjs";

const SITE = new URL("../../", import.meta.url);
const HOME = "/home/pyodide/";
const FAST = self.name.split(" ").includes("fast"); // the player's setting, see engine.mjs
const TEST_HOOKS = self.name.split(" ").includes("test"); // a test page (?testhooks=1) may crash it
// An early worker (a first visit, engine.mjs) downloads its files at once but
// starts only at the page's GO: the start's computing would slow the UI's.
const EARLY = self.name.split(" ").includes("early");
const GO = '{"type":"__go__"}';
let released = null;
const go = EARLY ? new Promise((resolve) => { released = resolve; }) : Promise.resolve();
let handle = null;
let idle = null;
let fs = null;

// `at` (ms since the epoch) lets the page and `make bench` see where start-up goes.
function progress(stage, pct) {
  stall.moved();
  postMessage(JSON.stringify({ type: "progress", stage, pct, at: performance.timeOrigin + performance.now() }));
}

// A download that fails while the engine starts is said at once (Pyodide
// would wait for ever); later ones (word lists) fail their request instead.
// A start with no progress for 15 s says so (the page shows it with Retry);
// an early worker's wait for GO is not a stall, nor said before it.
let starting = true;
const STALL_MS = 15000;
let stall = { moved() {}, stop() {} };
go.then(() => {
  if (!starting) return;
  stall = stallWatch(STALL_MS, (names) => {
    postMessage(JSON.stringify({ type: "stalled", waiting: names }));
  }, () => postMessage('{"type":"alive"}'));
});
watchFetches(SITE.href, (name, why) => {
  const message = JSON.stringify({ type: "failed", message: `${name} could not be downloaded (${why})`, retry: false });
  if (starting) go.then(() => postMessage(message));
}, () => stall.moved());
if (EARLY) {
  holdDownloads(["vendor/pyodide/pyodide.asm.wasm", "engine/stdlib.zip", "engine/inkwell.zip",
    "vendor/pyodide/pyodide-lock.json"].map((path) => new URL(path, SITE).href));
}

// Our own files: a word list that stops coming fails its request after
// 15 s; while the engine starts, the stall notice above says it instead.
function fetchBytes(path) {
  return fetchWatched(new URL(path, SITE), path, starting ? 0 : STALL_MS);
}

// Fast start: restore the saved copy when there is one; otherwise start as
// usual and take the copy before any of our code runs (a snapshot must hold
// only Pyodide's own state), saving it once the engine is ready.
let pendingSnapshot = null;
let snapshots = null;
let restored = false;
async function startPyodide(indexURL) {
  // The build's stdlib holds bytecode for what starts (tools/precompile.py).
  const options = { indexURL, stdLibURL: new URL("engine/stdlib.zip", SITE).href };
  if (!FAST) return loadPyodide(options);
  snapshots = await import("./snapshot.mjs"); // only with the setting on
  const saved = await snapshots.loadSnapshot(version);
  if (saved) {
    try {
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: saved });
      restored = true;
      // The copy remembers the stdlib zip's index; a later build's zip differs.
      pyodide.runPython("import importlib; importlib.invalidate_caches()");
      snapshotState("restored");
      return pyodide;
    } catch (err) {
      console.warn("Fast start failed; starting normally:", err);
      await snapshots.dropSnapshot();
    }
  }
  const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
  try { pendingSnapshot = pyodide.makeMemorySnapshot(); } catch (err) { console.warn("No fast-start copy:", err); }
  return pyodide;
}

function snapshotState(state) {
  postMessage(JSON.stringify({ type: "snapshot", state }));
}

async function boot() {
  await go;
  progress("runtime", 5);
  // The engine package downloads while the interpreter starts.
  const engineZip = fetchBytes("engine/inkwell.zip");
  engineZip.catch(() => {});
  const pyodide = await startPyodide(new URL("vendor/pyodide/", SITE).href);
  progress("engine", 80);
  const zip = await engineZip;
  progress("unpack", 85);
  pyodide.unpackArchive(zip, "zip", { extractDir: HOME + "lib" });
  progress("import", 90);
  pyodide.runPython(
    `import os, sys\nsys.path.insert(0, "${HOME}lib")\nos.environ["INKWELL_WORDLISTS"] = "${HOME}wordlists"\nimport inkwell.worker`,
  );
  fs = pyodide.FS;
  fs.mkdirTree(HOME + "wordlists");
  const worker = pyodide.pyimport("inkwell.worker");
  handle = worker.handle;
  idle = worker.idle;
  if (TEST_HOOKS) self.pyodideForTests = pyodide;
  starting = false;
  stall.stop();
  progress("ready", 100);
  if (pendingSnapshot) {
    const bytes = pendingSnapshot;
    pendingSnapshot = null;
    if (await snapshots.saveSnapshot(version, bytes)) snapshotState("saved");
  }
}

// One call into Python (`run` returns a reply's JSON), fetching the data
// files it asks for and calling again.
async function answer(run) {
  for (let tries = 0; tries < 8; tries++) {
    const reply = run();
    const need = neededFile(reply);
    if (!need) return reply;
    await fetchFile(need);
  }
  return JSON.stringify({ ok: false, error: { code: "need_file", message: "data files missing" } });
}

// The path of the data file a reply asks for, or null.
function neededFile(reply) {
  if (!reply.includes('"need_file"')) return null;
  const error = JSON.parse(reply).error;
  return error && error.code === "need_file" ? error.path : null;
}

async function fetchFile(path) {
  fs.writeFile(HOME + "wordlists/" + path.split("/").pop(), await fetchBytes(path));
}

// Background work (py/inkwell/core/background.py: the bots' word index)
// runs in slices of ~30 ms while no message waits, so none waits longer.
let waiting = 0;
let idleTimer = null;
function scheduleIdle() {
  if (idleTimer === null && waiting === 0 && idle) idleTimer = setTimeout(idleStep, 0);
}

async function idleStep() {
  idleTimer = null;
  if (waiting > 0) return;
  let reply;
  // A message that came while a file was fetched goes first (then a later
  // scheduleIdle resumes); offline, the work waits for the next message.
  const slice = () => (waiting > 0 ? '{"ok":true,"more":true}' : call(idle));
  try { reply = await answer(slice); } catch { return; }
  if (JSON.parse(reply).more) scheduleIdle();
}

// A restored copy that then fails (e.g. it does not fit this build) is
// deleted, and the page starts a new worker that starts normally.
const booted = boot().catch(async (err) => {
  stall.stop();
  const retry = restored;
  if (restored) await snapshots.dropSnapshot();
  postMessage(JSON.stringify({ type: "failed", message: String(err && err.message || err), retry }));
  throw err;
});

// Python's handlers answer every failure with an error reply; a Python
// exception that still escapes one arrives as a PythonError (it has a
// .type) and the interpreter lives on. Anything else means the interpreter
// itself failed (Pyodide's "fatally failed", a stack overflow in its C
// code) and every later call would fail too: the page restarts the worker.
let dead = null;
function call(fn, ...args) {
  if (dead) throw new Error(dead);
  try {
    return fn(...args);
  } catch (err) {
    if (err && typeof err.type === "string") {
      console.warn("engine:", String(err.message).slice(-400));
      throw err;
    }
    dead = String(err && err.message || err).slice(-300);
    postMessage(JSON.stringify({ type: "dead", message: dead }));
    throw err;
  }
}

// Test hook: a real fatal failure of the interpreter (the decoder's C
// recursion overflows the JavaScript stack), as a hostile message once caused.
const CRASH = '{"type":"__crash__"}';
async function crash() {
  const pyodide = await booted.then(() => self.pyodideForTests);
  return call(() => pyodide.runPython("import json\njson.loads('[' * 200000 + ']' * 200000)"));
}

// Messages are answered one at a time, in order: Python is single-threaded
// and a retried request must not interleave with the next one.
let queue = Promise.resolve();
onmessage = (event) => {
  if (event.data === GO) {
    if (released) released();
    return;
  }
  waiting++;
  queue = queue.then(async () => {
    let reply;
    try {
      await booted;
      const text = typeof event.data === "string" ? event.data : "";
      if (TEST_HOOKS && text.startsWith(CRASH.slice(0, -1))) await crash();
      reply = await answer(() => call(handle, text));
    } catch (err) {
      // The id lets the bridge match this reply to its request (a data file
      // that cannot be fetched, e.g. offline, must not leave it waiting).
      let id = null;
      try { id = JSON.parse(event.data).id; } catch {}
      reply = JSON.stringify({ ok: false, id, error: { code: "worker", message: String(err && err.message || err) } });
    }
    postMessage(reply);
    waiting--;
    scheduleIdle();
  });
};
