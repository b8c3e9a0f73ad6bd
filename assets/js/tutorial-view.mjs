// A guided game's step box sticks to the top of the screen; what the step
// asks for (data-tutorial-target) and what it talks about
// (data-tutorial-subject) must be on screen below it, never under it. The
// page is scrolled, as little as it takes, so that they are; when they do not
// all fit below the box, the box folds to its sentence alone, and if that is
// still not enough, the control comes first and the subjects nearest it.

const GAP = 8;

function shown(el) {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}

// Where the box's bottom sits once it is stuck to the top (its sticky top plus its height).
function stuckBottom(box) {
  return (parseFloat(getComputedStyle(box).top) || 0) + box.offsetHeight;
}

function span(els) {
  const rects = els.map((el) => el.getBoundingClientRect());
  return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
}

// Scroll so that all of `els` lies between the box and the screen's bottom; false when they cannot.
function fitBelow(box, els) {
  if (!els.length) return true;
  for (let pass = 0; pass < 4; pass++) {
    const { top, bottom } = span(els);
    const floor = Math.max(box.getBoundingClientRect().bottom, 0) + GAP;
    if (bottom - top > window.innerHeight - stuckBottom(box) - 2 * GAP) return false;
    let dy = 0;
    if (top < floor) dy = top - (stuckBottom(box) + GAP);
    else if (bottom > window.innerHeight - GAP) dy = bottom - (window.innerHeight - GAP);
    if (Math.abs(dy) < 1) return true;
    window.scrollBy({ top: dy, behavior: "instant" });
  }
  const { top, bottom } = span(els);
  return top >= box.getBoundingClientRect().bottom && bottom <= window.innerHeight;
}

// The subjects by distance from the control, nearest first.
function byNearness(target, subjects) {
  if (!target) return subjects;
  const t = target.getBoundingClientRect();
  const away = (el) => Math.abs(el.getBoundingClientRect().top - t.top);
  return [...subjects].sort((a, b) => away(a) - away(b));
}

function arrange(box, target, subjects) {
  const all = (target ? [target] : []).concat(subjects);
  if (fitBelow(box, all)) return true;
  const kept = target ? [target] : [];
  for (const el of byNearness(target, subjects)) {
    if (!fitBelow(box, kept.concat([el]))) break;
    kept.push(el);
  }
  return fitBelow(box, kept.length ? kept : all.slice(0, 1));
}

export function tutorialClear(boxId, focus) {
  try {
    const box = document.getElementById(String(boxId));
    if (!box) return false;
    let target = document.querySelector("[data-tutorial-target]");
    const focusOn = target;
    if (target && box.contains(target)) target = null;   // the box's own Next is always in sight
    // A subject this device does not draw (a phone's folded panel) is no subject here.
    const subjects = [];
    for (const el of document.querySelectorAll("[data-tutorial-subject]")) {
      if (shown(el)) subjects.push(el); else el.removeAttribute("data-tutorial-subject");
    }
    // Inside a row that scrolls sideways (a phone's offer row), sideways first.
    for (const el of (target ? [target] : []).concat(subjects)) {
      el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
    }
    box.classList.remove("folded");
    let fits = arrange(box, target, subjects);
    if (!fits) {
      box.classList.add("folded");
      fits = arrange(box, target, subjects);
    }
    if (focus && focusOn) focusOn.focus({ preventScroll: true });
    return fits;
  } catch { return false; }
}
