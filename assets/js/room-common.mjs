// What the room's host and guest bridges share: the protocol version, JSON
// and storage helpers that never throw, pushes to the page, and test hooks.

export const V = 1;
export const SAVE_KEY = "inkwell.room.";
export const SEAT_KEY = "inkwell.seat.";

export const received = []; // test hook: every text a guest received
const callbacks = [];

// Test hooks (raw sends, a deliberate engine crash) exist only on a page
// opened with ?testhooks=1; a player's page never has them.
export const TEST_HOOKS = (() => {
  try { return new URLSearchParams(location.search).get("testhooks") === "1"; } catch { return false; }
})();

export function safely(fn, ...args) {
  try { return fn(...args); } catch (err) { console.error("room:", err); return undefined; }
}

export function parse(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch { return null; }
}

export const json = (value) => JSON.stringify(value);
export const failure = (code, message) => json({ ok: false, error: { code, message } });

export function emit(message) {
  const text = json(message);
  window.dispatchEvent(new CustomEvent("room-update", { detail: text }));
  for (const cb of callbacks) safely(cb, text);
}

export function onUpdate(cb) {
  if (typeof cb === "function") callbacks.push(cb);
  return true;
}

export function store(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, json(value));
    return true;
  } catch { return false; } // private mode or full: play on without saving
}

export function load(key) {
  try { return parse(localStorage.getItem(key) || ""); } catch { return null; }
}

export const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
  .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
export const unb64 = (text) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

export function randomId(bytes = 12) { // 96 bits: nobody guesses a room
  return b64(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function shareLink(roomId, tag) {
  return location.href.split("#")[0] + "#room=" + roomId + (tag ? "." + tag : "");
}

// Connection ids the room sees: "p:<trystero peer>" or "c:<codes peer>", never
// "local", which is the host's own page.
export function splitConn(conn) {
  const i = conn.indexOf(":");
  return [conn.slice(0, i), conn.slice(i + 1)];
}
