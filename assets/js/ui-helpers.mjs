// Small helpers for the UI (MicroPython). None of them ever throws into
// Python: MicroPython cannot catch JavaScript exceptions, so every call that
// could throw (storage, selectors, pointer capture) is caught here and turned
// into a plain return value. Only strings and numbers cross this boundary.

export { dropSnapshot } from "./snapshot.mjs";
export { motionFirst, motionLeft, motionPlay } from "./motion.mjs";
export { tutorialClear } from "./tutorial-view.mjs";

export function storeGet(key) {
  try { return window.localStorage.getItem(String(key)) || ""; } catch { return ""; }
}

export function storeSet(key, value) {
  try { window.localStorage.setItem(String(key), String(value)); return true; } catch { return false; }
}

export function storeDel(key) {
  try { window.localStorage.removeItem(String(key)); return true; } catch { return false; }
}

export function randomSeed() {
  // End-to-end tests pin the deal: window.inkwellSeed, set before the page loads.
  if (Number.isInteger(globalThis.inkwellSeed)) return globalThis.inkwellSeed;
  try {
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return a[0] % 2147483647;
  } catch { return Math.floor(Math.random() * 2147483647); }
}

// Put keyboard focus back on the element whose data-k is `key` (a re-render
// drops it on <body>).
export function focusKey(key) {
  try {
    if (!key) return false;
    for (const el of document.querySelectorAll("[data-k]")) {
      if (el.dataset.k === key && !el.disabled) { el.focus({ preventScroll: true }); return true; }
    }
  } catch { /* nothing to focus */ }
  return false;
}

export function activeKey() {
  try {
    const el = document.activeElement;
    return (el && el.dataset && el.dataset.k) || "";
  } catch { return ""; }
}

// block "nearest" only brings it into view (a result the player must see next).
export function scrollToId(id, block) {
  try {
    const el = document.getElementById(String(id));
    if (el) el.scrollIntoView({ block: block === "nearest" ? "nearest" : "start", behavior: "instant" });
    return true;
  } catch { return false; }
}

// The stretch from the top of `firstId` to the bottom of `lastId` brought into
// view with the least scrolling; one taller than the screen shows its top.
// Not while the player types in a field (the keyboard is up, the field theirs).
export function scrollSpan(firstId, lastId) {
  try {
    const a = document.getElementById(String(firstId)), b = document.getElementById(String(lastId));
    const typing = document.activeElement && document.activeElement.matches("input, textarea, select");
    if (!a || !b || typing) return false;
    const top = a.getBoundingClientRect().top, bottom = b.getBoundingClientRect().bottom;
    const room = window.innerHeight;
    const dy = top < 0 || bottom - top > room ? top : Math.max(0, bottom - room);
    if (dy) window.scrollBy({ top: dy, behavior: "instant" });
    return true;
  } catch { return false; }
}

// ---------------------------------------------------------------------------
// Dragging cards with Pointer Events (HTML5 drag and drop never fires on
// touch). A draggable is any [data-drag] element (its value: the card id)
// inside a [data-drop] zone. A drop dispatches the window event "card-drop"
// whose detail is a JSON string {card, from, to, index}; the click that
// follows a drag is swallowed so that a drag is never also a tap.
// On a touch screen a card is dragged after holding it still for HOLD_MS: a
// swipe that starts on a card scrolls the page, as it does anywhere else.
// The hold is measured between the events' own time stamps, not by the timer
// (which only shows the card as armed): on a busy page the timer can fire
// before a swipe's first move is handled, and the swipe would drag.

const DRAG_START_PX = 8;
const HOLD_MS = 220;
let press = null;
let swallowClick = false;

function zoneAt(x, y) {
  const el = document.elementFromPoint(x, y);
  return el ? el.closest("[data-drop]") : null;
}

function indexIn(zone, x, y, dragged) {
  const items = [...zone.querySelectorAll("[data-drag]")].filter((e) => e !== dragged);
  for (let i = 0; i < items.length; i++) {
    const r = items[i].getBoundingClientRect();
    if (y < r.top) return i;
    if (y <= r.bottom && x < r.left + r.width / 2) return i;
  }
  return items.length;
}

function clearMarks() {
  for (const z of document.querySelectorAll("[data-drop].drop-over")) z.classList.remove("drop-over");
}

function endDrag() {
  if (press) {
    clearTimeout(press.timer);
    if (press.ghost) press.ghost.remove();
    press.el.classList.remove("drag-source", "drag-armed");
  }
  clearMarks();
  press = null;
}

function arm() {
  if (press && !press.ghost) {
    press.armed = true;
    press.el.classList.add("drag-armed");
  }
}

function onDown(e) {
  if (e.button !== 0 && e.pointerType === "mouse") return;
  const el = e.target.closest && e.target.closest("[data-drag]");
  if (!el || press) return;
  const zone = el.closest("[data-drop]");
  if (!zone) return;
  const touch = e.pointerType === "touch";
  press = { el, id: e.pointerId, x: e.clientX, y: e.clientY, from: zone.dataset.drop, ghost: null,
            touch, at: e.timeStamp, armed: !touch, timer: touch ? setTimeout(arm, HOLD_MS) : null };
}

function held(e) {
  return !press.touch || e.timeStamp - press.at >= HOLD_MS;
}

// Once a touch drag is armed the page must not scroll under it.
function onTouchMove(e) {
  if (press && (press.ghost || (press.armed && held(e))) && e.cancelable) e.preventDefault();
}

function onMove(e) {
  if (!press || e.pointerId !== press.id) return;
  const dx = e.clientX - press.x, dy = e.clientY - press.y;
  if (!press.ghost) {
    if (Math.hypot(dx, dy) < DRAG_START_PX) return;
    if (!held(e)) { endDrag(); return; } // a swipe: the browser scrolls
    clearTimeout(press.timer);
    press.el.classList.remove("drag-armed");
    const r = press.el.getBoundingClientRect();
    const ghost = press.el.cloneNode(true);
    ghost.removeAttribute("data-drag");
    ghost.removeAttribute("data-k");
    ghost.setAttribute("aria-hidden", "true");
    ghost.classList.add("drag-ghost");
    ghost.style.width = r.width + "px";
    ghost.style.height = r.height + "px";
    ghost.style.left = r.left + "px";
    ghost.style.top = r.top + "px";
    document.body.appendChild(ghost);
    press.ghost = ghost;
    press.left = r.left; press.top = r.top;
    press.el.classList.add("drag-source");
    try { press.el.setPointerCapture(e.pointerId); } catch { /* fine without */ }
  }
  e.preventDefault();
  press.ghost.style.transform = `translate(${dx}px, ${dy}px)`;
  clearMarks();
  const zone = zoneAt(e.clientX, e.clientY);
  if (zone) zone.classList.add("drop-over");
}

function onUp(e) {
  if (!press || e.pointerId !== press.id) return;
  if (!press.ghost) { endDrag(); return; }
  const zone = zoneAt(e.clientX, e.clientY);
  const detail = zone ? JSON.stringify({
    card: Number(press.el.dataset.drag), from: press.from, to: zone.dataset.drop,
    index: indexIn(zone, e.clientX, e.clientY, press.el),
  }) : "";
  endDrag();
  swallowClick = true;
  setTimeout(() => { swallowClick = false; }, 350);
  if (detail) window.dispatchEvent(new CustomEvent("card-drop", { detail }));
}

function onClickCapture(e) {
  if (swallowClick) { swallowClick = false; e.stopPropagation(); e.preventDefault(); }
}

let dragReady = false;
export function initDrag() {
  if (dragReady) return true;
  try {
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("pointermove", onMove, { passive: false });
    document.addEventListener("pointerup", onUp);
    document.addEventListener("pointercancel", endDrag);
    document.addEventListener("touchmove", onTouchMove, { passive: false });
    // A held card must not open the long-press menu.
    document.addEventListener("contextmenu", (e) => { if (press && press.armed) e.preventDefault(); });
    document.addEventListener("click", onClickCapture, true);
    dragReady = true;
  } catch { return false; }
  return true;
}

// ---------------------------------------------------------------------------
// The card detail: any [data-detail] element (its value: a key the screen
// understands) can be shown large. A mouse resting on it or keyboard focus
// peeks; the key "?" on a focused card (not a letter: letters spell words),
// or on touch a long press held still (longer than the hold that arms a
// drag, and cancelled by any move), opens it as a dialog; the click that
// follows the lift of that press is swallowed: a hold never acts. Each dispatches the window event "card-detail" with a JSON
// string {mode: "peek"|"unpeek"|"open"|"close", key, back}.

const LONG_MS = 600;
const DETAIL_KEY = "?";
let longPress = null;

function detailEvent(mode, el) {
  const detail = JSON.stringify({ mode, key: el ? el.dataset.detail : "", back: (el && el.dataset.k) || "" });
  window.dispatchEvent(new CustomEvent("card-detail", { detail }));
}

function detailTarget(e) {
  return (e.target && e.target.closest && e.target.closest("[data-detail]")) || null;
}

function cancelLong() {
  if (longPress) clearTimeout(longPress.timer);
  longPress = null;
}

function onDetailDown(e) {
  cancelLong();
  // A click acts on the card: its peek goes (the table changes under it).
  if (e.pointerType === "mouse" && movedTo) detailEvent("unpeek", movedTo);
  if (e.pointerType !== "touch") return;
  const el = detailTarget(e);
  if (!el) return;
  longPress = { x: e.clientX, y: e.clientY, id: e.pointerId, fired: false,
    timer: setTimeout(() => {
      if (!longPress) return;
      longPress.fired = true;
      endDrag();
      swallowClick = true;   // until the lift (onDetailUp), however long the hold
      detailEvent("open", el);
    }, LONG_MS) };
}

function onDetailMove(e) {
  if (!longPress || e.pointerId !== longPress.id || longPress.fired) return;
  if (Math.hypot(e.clientX - longPress.x, e.clientY - longPress.y) >= DRAG_START_PX) cancelLong();
}

function onDetailUp(e) {
  if (!longPress || e.pointerId !== longPress.id) return;
  if (longPress.fired) {
    // The click the lift brings comes right after this event: swallow it, then stop.
    swallowClick = true;
    setTimeout(() => { swallowClick = false; }, 350);
    longPress = null;
    return;
  }
  cancelLong();
}

function detailOpen() {
  const box = document.getElementById("card-detail");
  return !!(box && !box.hidden && box.classList.contains("open"));
}

function onDetailKey(e) {
  if (e.key === "Escape" && detailOpen()) { e.preventDefault(); e.stopImmediatePropagation(); detailEvent("close", null); return; }
  if (e.key === DETAIL_KEY && !e.ctrlKey && !e.metaKey && !e.altKey) {
    const el = document.activeElement && document.activeElement.closest && document.activeElement.closest("[data-detail]");
    if (el) { e.preventDefault(); e.stopImmediatePropagation(); detailEvent("open", el); }
  }
}

// After a touch, the browser may send mouse events of its own when the page
// changes under the finger: those are no hover.
const TOUCH_QUIET_MS = 1500;

function canHover() {
  try { return window.matchMedia("(hover: hover)").matches; } catch { return true; }
}
let lastTouch = -Infinity;

// A mouse peeks only where it really moved: when the layout moves under a
// resting mouse the browser sends pointer events of its own, at the same
// place, and those must not open a detail over the table.
let mouseAt = null;     // where the mouse last was, "x,y"
let movedTo = null;     // the [data-detail] element under the mouse's last real move

function onRealMove(e) {
  if (e.pointerType && e.pointerType !== "mouse") return;
  const at = e.clientX + "," + e.clientY;
  if (at === mouseAt) return;
  mouseAt = at;
  const el = detailTarget(e);
  if (el && el !== movedTo && performance.now() - lastTouch >= TOUCH_QUIET_MS && canHover()) {
    movedTo = el;
    detailEvent("peek", el);
  }
  movedTo = el;
}

function onPeek(e) {
  if (e.pointerType === "touch" || e.pointerType === "pen") lastTouch = performance.now();
}

function onUnpeek(e) {
  if (e.pointerType && e.pointerType !== "mouse") return;
  const el = detailTarget(e);
  const to = e.relatedTarget && e.relatedTarget.closest ? e.relatedTarget.closest("[data-detail]") : null;
  if (el && el !== to) { detailEvent("unpeek", el); if (movedTo === el) movedTo = null; }
}

let detailReady = false;
let keyboardMoved = false;
export function initDetail() {
  if (detailReady) return true;
  try {
    document.addEventListener("pointerdown", onDetailDown);
    document.addEventListener("pointermove", onDetailMove);
    document.addEventListener("pointerup", onDetailUp);
    document.addEventListener("pointercancel", cancelLong);
    document.addEventListener("contextmenu", (e) => { if (detailTarget(e)) e.preventDefault(); });
    document.addEventListener("pointermove", onRealMove, true);
    window.addEventListener("keydown", onDetailKey, true);
    document.addEventListener("pointerover", onPeek);
    document.addEventListener("pointerout", onUnpeek);
    // Only focus moved by the keyboard peeks: a tap also focuses the card
    // it plays, and the UI moves focus itself after a re-render.
    document.addEventListener("keydown", (e) => { const k = String(e.key); if (k === "Tab" || k.startsWith("Arrow")) keyboardMoved = true; }, true);
    document.addEventListener("pointerdown", (e) => {
      keyboardMoved = false;
      if (e.pointerType === "touch") lastTouch = performance.now();
    }, true);
    document.addEventListener("focusin", (e) => {
      const el = detailTarget(e);
      if (el && keyboardMoved) detailEvent("peek", el);
    });
    document.addEventListener("focusout", (e) => { const el = detailTarget(e); if (el) detailEvent("unpeek", el); });
    detailReady = true;
  } catch { return false; }
  return true;
}

// Focus the first enabled, shown control of the first selector that has one
// ("|" separates the selectors, tried in order); the key it focused, or "".
export function focusFirst(selectors) {
  try {
    for (const sel of String(selectors).split("|")) {
      for (const el of document.querySelectorAll(sel)) {
        if (el.disabled || el.getAttribute("aria-disabled") === "true" || el.offsetParent === null) continue;
        el.focus({ preventScroll: true });
        return (el.dataset && el.dataset.k) || "";
      }
    }
  } catch { /* nothing to focus */ }
  return "";
}

// A bundle's files (a JSON list of [url, path]), fetched together and then
// written where PyScript writes [files], in MicroPython's file system: they
// are bytecode (.mpy), bytes that a str cannot carry into Python and that
// MicroPython copies in byte by byte from a JS array (about 1 ms a KB).
// A JSON string {"ok": true} or {"ok": false, "error": "..."}, never a
// rejection (py/ui/bundles.py fetches a game screen's modules with it).
export async function fetchFiles(list) {
  try {
    const files = JSON.parse(String(list));
    const bodies = await Promise.all(files.map(async ([url]) => {
      const reply = await fetch(url);
      if (!reply.ok) throw new Error(url + ": HTTP " + reply.status);
      return new Uint8Array(await reply.arrayBuffer());
    }));
    // The vendored MicroPython's loader keeps its Emscripten module there.
    const fs = globalThis.Module && globalThis.Module.FS;
    if (!fs) throw new Error("MicroPython's file system is not reachable");
    files.forEach(([, path], i) => {
      const dir = path.split("/").slice(0, -1).join("/");
      if (dir) fs.mkdirTree(dir);   // packages need no __init__.py
      fs.writeFile(path, bodies[i]);
    });
    return JSON.stringify({ ok: true });
  } catch (err) {
    return JSON.stringify({ ok: false, error: String((err && err.message) || err) });
  }
}

// The pace of the other players' moves: "" for the player's own setting.
// End-to-end tests set window.inkwellPace ("instant") before the page loads,
// so their bots do not wait; a test of the pace opens the page with ?pace=
// (a pace, or "own" for the setting's).
export function testPace() {
  try {
    const asked = new URLSearchParams(window.location.search).get("pace");
    if (asked) return asked;
  } catch { /* no location: the global, or the setting */ }
  const p = globalThis.inkwellPace;
  return typeof p === "string" ? p : "";
}

export function reducedMotion() {
  try { return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 1 : 0; } catch { return 0; }
}

// The stats page's export: `text` saved as the file `name` (a Blob behind an
// <a download>). "ok", or "error: ..." (never throws).
export function downloadText(name, text) {
  try {
    const url = URL.createObjectURL(new Blob([String(text)], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = String(name);
    a.hidden = true;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return "ok";
  } catch (err) {
    return "error: " + String((err && err.message) || err);
  }
}

// The stats page's import: the text of the file chosen in the input `id`,
// as JSON {"ok": true, "text"} or {"ok": false, "error"} (never throws).
export async function readChosenFile(id, most) {
  try {
    const input = document.getElementById(String(id));
    const file = input && input.files && input.files[0];
    if (!file) return JSON.stringify({ ok: false, error: "No file was chosen." });
    if (file.size > Number(most)) return JSON.stringify({ ok: false, error: "This file is too large to be a stats file." });
    const text = await file.text();
    input.value = "";   // choosing the same file again imports it again
    return JSON.stringify({ ok: true, text });
  } catch (err) {
    return JSON.stringify({ ok: false, error: "The file could not be read." });
  }
}

// `text` onto the clipboard: {"ok": true} or {"ok": false, "error"} as JSON
// (the room's Copy link and a daily puzzle's Share; never throws).
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(String(text));
    return JSON.stringify({ ok: true });
  } catch (err) {
    return JSON.stringify({ ok: false, error: String((err && err.message) || err) });
  }
}

// Today's date in UTC, "YYYY-MM-DD": a daily puzzle is the same for everyone
// on it, wherever they are.
export function todayUtc() {
  return new Date().toISOString().slice(0, 10);
}

// The site's own address (no query, no fragment), for a shared result.
export function siteLink() {
  return location.origin + location.pathname;
}

// The device's share sheet for `text` (a daily puzzle's result):
// {"ok": true}, or {"ok": false, "error"} when there is none or it was
// dismissed (never throws). canShare() says whether to offer it.
export function canShare() {
  return Boolean(navigator.share);
}

export async function shareText(text) {
  try {
    if (!navigator.share) return JSON.stringify({ ok: false, error: "This device has no share sheet." });
    await navigator.share({ text: String(text) });
    return JSON.stringify({ ok: true });
  } catch (err) {
    return JSON.stringify({ ok: false, error: String((err && err.message) || err) });
  }
}
