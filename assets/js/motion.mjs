// Another player's move, seen: between two renders of a table, every card
// (an element with data-id, the engine's card id) that changed panels slides
// from where it was to where it is now. A card new to the table comes from the mover's seat in
// the players panel (a word taken from their hand); a card that left it goes
// there (a card they bought, to their discard pile). Only transforms and
// opacity animate, so nothing is laid out again while cards move, and a
// later render simply drops the nodes mid-flight. The pace (<html data-pace>)
// sets how long a card takes; instant moves nothing.

const MS = { relaxed: 700, normal: 450, fast: 220 };
const EASE = "cubic-bezier(.2,.7,.3,1)";
let first = null;
let busyUntil = 0;   // when the last card scheduled to fly lands (performance.now())

// Cards have this long (ms) still to fly; the bots wait for it before their
// next move, so a move's render never lands on cards in flight.
export function motionLeft() {
  return Math.max(0, Math.ceil(busyUntil - performance.now()));
}

function busy(ms) {
  busyUntil = Math.max(busyUntil, performance.now() + ms);
}

function cards(root) {
  const seen = new Map();
  for (const el of root.querySelectorAll("[data-id]")) {
    if (!seen.has(el.dataset.id)) seen.set(el.dataset.id, el);
  }
  return seen;
}

// The table's panel a card is in (hand and word, offer row, discard row…).
function panelOf(el) {
  const panel = el.closest("section[id]");
  return panel ? panel.id : "";
}

function visible(rect) {
  return rect.width > 0 && rect.height > 0;
}

// Before the render: where every card of the table is.
export function motionFirst(selector) {
  const root = document.querySelector(selector);
  const ms = MS[document.documentElement.dataset.pace];
  first = null;
  // A hidden tab draws no frames: its cards would all fly at once on return.
  if (!root || root.hidden || !ms || document.hidden) return;
  const rects = new Map();
  for (const [id, el] of cards(root)) {
    const rect = el.getBoundingClientRect();
    if (visible(rect)) rects.set(id, { rect, node: el, panel: panelOf(el) });
  }
  first = { selector, ms, rects };
}

function seatRect(root, seat) {
  const el = root.querySelector('[data-seat="' + seat + '"]');
  if (!el) return null;
  const rect = el.getBoundingClientRect();
  return visible(rect) ? rect : null;
}

// The card is drawn where it was until the new table is painted (the render
// and its paint are the heavy frames), then flies: every frame of its flight
// is a light one, none skipped.
function afterPaint(run) {
  requestAnimationFrame(() => requestAnimationFrame(run));
}

function slide(el, from, to, ms, enter) {
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return false;
  const start = { transform: `translate(${dx}px, ${dy}px)` + (enter ? " scale(.4)" : "") };
  start.opacity = enter ? 0.2 : 1;
  const held = el.animate([start, start], { duration: 10000, id: "motion-hold" });
  busy(ms + 250);   // the wait for the paint, then the flight
  afterPaint(() => {
    held.cancel();
    busy(ms);
    el.animate([start, { transform: "none", opacity: 1 }], { duration: ms, easing: EASE });
  });
  return true;
}

// A card gone from the table: a copy of it flies to the mover's seat and fades.
function leave(was, to, ms) {
  const ghost = was.node.cloneNode(true);
  const r = was.rect;
  ghost.removeAttribute("id");
  ghost.setAttribute("aria-hidden", "true");
  ghost.classList.add("motion-ghost");
  Object.assign(ghost.style, {
    position: "fixed", left: r.left + "px", top: r.top + "px", width: r.width + "px",
    height: r.height + "px", margin: "0", pointerEvents: "none", zIndex: "40",
  });
  document.body.appendChild(ghost);
  const dx = to.left + to.width / 2 - (r.left + r.width / 2);
  const dy = to.top + to.height / 2 - (r.top + r.height / 2);
  busy(ms + 250);
  afterPaint(() => fly(ghost, dx, dy, ms));
}

function fly(ghost, dx, dy, ms) {
  busy(ms);
  const run = ghost.animate(
    [{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(.4)`, opacity: 0 }],
    { duration: ms, easing: EASE, fill: "forwards" });
  run.onfinish = run.oncancel = () => ghost.remove();
}

// After the render: each card moves from its old place (or the mover's seat)
// to its new one. Returns how many cards move, for tests and the bench.
export function motionPlay(seat) {
  const f = first;
  first = null;
  if (!f) return 0;
  const root = document.querySelector(f.selector);
  if (!root || root.hidden) return 0;
  const home = seatRect(root, seat);
  const now = cards(root);
  let moved = 0;
  for (const [id, el] of now) {
    const rect = el.getBoundingClientRect();
    if (!visible(rect)) continue;
    const was = f.rects.get(id);
    // A card that stayed in its panel only follows the layout: it does not
    // fly (a frame with fewer layers to move is a smooth one on a phone).
    if (was && was.panel === panelOf(el)) continue;
    const from = was ? was.rect : home;
    if (from && slide(el, from, rect, f.ms, !was)) moved += 1;
  }
  if (home) {
    for (const [id, was] of f.rects) {
      if (!now.has(id)) {
        leave(was, home, f.ms);
        moved += 1;
      }
    }
  }
  // A running count, for tests and the bench (cards that moved so far).
  globalThis.inkwellMoved = (globalThis.inkwellMoved || 0) + moved;
  return moved;
}
