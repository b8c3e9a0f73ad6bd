// The main thread's side of the engine: owns the worker, matches replies to
// requests, reports progress on <html data-engine>, and never throws into
// Python (MicroPython cannot catch JavaScript exceptions): every function
// here returns a value or a promise that resolves, even on failure.
const root = document.documentElement;
const pending = new Map(); // id -> [resolve, the request's text]
let worker = null;
let nextId = 1;
let status = JSON.stringify({ stage: "idle", pct: 0 });
let watchdog = null;
let retried = false;
const restarts = []; // when the engine died and was restarted (ms), to stop a crash loop
const RESTARTS_MAX = 3; // within RESTART_WINDOW_MS; more and the engine stays down
const RESTART_WINDOW_MS = 60000;
const TEST_HOOKS = (() => {
  try { return new URLSearchParams(location.search).get("testhooks") === "1"; } catch { return false; }
})();
const timeline = []; // [stage, ms since this page's navigation start], for `make bench`
// A failed download is said at once (the worker checks every response, see
// fetch-watch.mjs); a start that stalls (a download that never answers) is
// said by the worker after 15 s with no progress, or here when the worker
// itself has not started by then. The player gets Retry; the start goes on.
const STALL_MS = 15000;
let fastStart = false;
let loading = ["runtime", 1]; // the last stage reached, shown again if progress resumes

function setStatus(stage, pct, message) {
  status = JSON.stringify({ stage, pct, message: message || "" });
  if (["ready", "error", "stalled"].includes(stage)) root.dataset.engine = stage;
  else root.dataset.engine = "loading";
  showRetry(stage === "error" || stage === "stalled");
  window.dispatchEvent(new CustomEvent("engine-status", { detail: status }));
}

// A stage reached, or (no stage) a stalled download moving again.
function progressed(stage, pct) {
  if (root.dataset.engine === "error") return; // a failed worker's last words
  if (stage) loading = [stage, pct];
  if (stage || root.dataset.engine === "stalled") setStatus(loading[0], loading[1]);
}

function stalled(names) {
  if (root.dataset.engine === "error") return;
  const files = names && names.length ? ", waiting for " + names.join(", ") : "";
  setStatus("stalled", loading[1], "The game engine has made no progress for " +
    Math.round(STALL_MS / 1000) + " s" + files + " (is the connection down?). Retry starts it again.");
}

function fail(message) {
  clearTimeout(watchdog);
  if (root.dataset.engine === "error") message = JSON.parse(status).message; // the first cause
  setStatus("error", 0, message);
  for (const [, [resolve]] of pending) resolve(errorReply(message));
  pending.clear();
}

function errorReply(message) {
  return JSON.stringify({ ok: false, error: { code: "engine", message } });
}

// The status line becomes an alert while the engine has failed, with Retry
// beside it (both in index.html; the UI writes the message).
function showRetry(failed) {
  const button = document.getElementById("engine-retry");
  const line = document.getElementById("engine-status");
  if (button) button.hidden = !failed;
  if (line) line.setAttribute("role", failed ? "alert" : "status");
}

// A new worker, without reloading the page; requests still waiting go to it.
export function retry() {
  if (!["error", "stalled"].includes(root.dataset.engine)) return false;
  if (worker) worker.terminate();
  worker = null;
  retried = false;
  clearTimeout(watchdog);
  const started = start(fastStart);
  if (started) for (const [, [, text]] of pending) worker.postMessage(text);
  return started;
}

// The worker's name carries its settings (a query string would be lost: the
// service worker answers with the cached file's URL).
function newWorker(fast, early) {
  const name = "engine" + (fast ? " fast" : "") + (TEST_HOOKS ? " test" : "") + (early ? " early" : "");
  return new Worker(new URL("./engine-worker.mjs", import.meta.url), { type: "module", name });
}

// A first visit's engine downloads (most of its bytes) begin as this module
// loads, with the UI's own files in: on a phone the link then sits idle while
// the UI compiles and starts, and the downloads waited for the UI to be ready.
// The early worker only downloads until start() adopts it. Not for a guest's
// room link (a guest needs no engine), nor once the service worker holds the
// site; with fast start on (a saved copy to restore) start() makes its own.
let early = null;
let earlyError = null;
if (!navigator.serviceWorker?.controller && !location.hash.startsWith("#room=")) {
  try {
    early = newWorker(false, true);
    early.onerror = (e) => { earlyError = e; };
    timeline.push(["early", Math.round(performance.now())]);
  } catch {
    early = null;
  }
}

// `fast`: the player's fast-start setting (py/ui/settings.py owns it).
export function start(fast = false) {
  if (worker) return true;
  fastStart = fast;
  loading = ["runtime", 1];
  setStatus("runtime", 1);
  clearTimeout(watchdog); // until the worker's first word: its own files may stall
  watchdog = setTimeout(stalled, STALL_MS);
  timeline.push(["start", Math.round(performance.now())]);
  const adopted = fast ? null : early;
  if (early && !adopted) early.terminate();
  early = null;
  try {
    worker = adopted || newWorker(fast, false);
  } catch (err) {
    fail("The game engine could not start: " + err);
    return false;
  }
  // A module the worker imports that cannot be fetched (the worker's own
  // files, Pyodide's pyodide.mjs) fails the worker's script: no file named.
  const failed = (e) => fail("The game engine did not load: " +
    (e.message || "its files could not be downloaded (is the connection down?)"));
  worker.onerror = failed;
  if (adopted && earlyError) failed(earlyError);
  if (adopted) worker.postMessage('{"type":"__go__"}');
  worker.onmessage = (event) => {
    let msg;
    try { msg = JSON.parse(event.data); } catch { return; }
    clearTimeout(watchdog);
    if (msg.type === "progress") {
      timeline.push([msg.stage, Math.round(msg.at - performance.timeOrigin)]);
      progressed(msg.stage, msg.pct);
    } else if (msg.type === "alive") {
      progressed();
    } else if (msg.type === "stalled") {
      stalled(msg.waiting);
    } else if (msg.type === "snapshot") {
      root.dataset.engineSnapshot = msg.state; // fast start: "restored" or "saved"
    } else if (msg.type === "failed" && msg.retry && !retried) {
      retried = true; // once: the worker has deleted the fast-start copy
      console.warn("Fast start failed; starting normally:", msg.message);
      worker.terminate();
      worker = null;
      clearTimeout(watchdog);
      start(fast);
      for (const [, [, text]] of pending) worker.postMessage(text);
    } else if (msg.type === "failed") {
      timeline.push(["failed", Math.round(performance.now())]);
      fail("The game engine did not load: " + msg.message + ".");
    } else if (msg.type === "dead") {
      restart(msg.message);
    } else if (pending.has(msg.id)) {
      const [resolve] = pending.get(msg.id);
      pending.delete(msg.id);
      resolve(event.data);
    }
  };
  return true;
}

// The engine died while running (see engine-worker.mjs): whatever waited
// gets an error, a new worker starts, and "engine-restart" tells the page
// (a room host reopens its room from the last save).
function restart(message) {
  const now = Date.now();
  while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
  if (restarts.length >= RESTARTS_MAX) {
    fail("The game engine keeps failing (" + message + "). Reload the page.");
    return;
  }
  restarts.push(now);
  console.warn("The game engine stopped; restarting it:", message);
  worker.terminate();
  worker = null;
  clearTimeout(watchdog);
  for (const [, [resolve]] of pending) {
    resolve(JSON.stringify({ ok: false, error: { code: "engine_restarted", message: "The game engine restarted; try again." } }));
  }
  pending.clear();
  start(fastStart);
  window.dispatchEvent(new CustomEvent("engine-restart", { detail: message }));
}

export function engineStatus() {
  return status;
}

// Send one request (a JSON string); resolves to the reply's JSON string.
export function request(text) {
  return new Promise((resolve) => {
    let msg;
    try { msg = JSON.parse(text); } catch { resolve(errorReply("bad request")); return; }
    if (root.dataset.engine === "error") { resolve(errorReply("The game engine is not available.")); return; }
    if (!worker) start();
    msg.id = nextId++;
    const sent = JSON.stringify(msg);
    pending.set(msg.id, [resolve, sent]);
    worker.postMessage(sent);
  });
}

document.getElementById("engine-retry")?.addEventListener("click", retry);

// Tests and the room host reach the engine the same way the UI does.
window.inkwellEngine = { start, request, engineStatus, timeline, retry };
if (TEST_HOOKS) window.inkwellEngine.crashForTests = () => request('{"type":"__crash__"}');
