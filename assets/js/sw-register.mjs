// Offline play and updates: registers the service worker (sw.js at the site
// root) and tells the player when a new version is ready. No game logic.
// It never reloads the page by itself (a game may be in progress): only a tap
// on Update does; otherwise the new version starts the next time Inkwell opens.
// <html data-offline="ready"> once a service worker controls the page: it only
// activates once its install (the whole precache) has completed.
const root = document.documentElement;
const sw = navigator.serviceWorker;
const SITE = new URL("../../", import.meta.url);
const SETTLE_MS = 20000;
let registration = null;
let updating = false;

// The banner is a live region from the start, so its text is announced.
const banner = document.createElement("div");
banner.className = "update-banner";
banner.setAttribute("role", "status");
banner.hidden = true;

function showBanner() {
  if (!banner.hidden) return;
  const text = document.createElement("span");
  text.textContent = "A new version is ready.";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Update";
  button.addEventListener("click", () => {
    updating = true;
    button.disabled = true;
    const waiting = registration && registration.waiting;
    if (waiting) waiting.postMessage({ type: "skip-waiting" }); // then controllerchange
    else location.reload(); // already active (another tab updated)
  });
  banner.replaceChildren(text, " ", button);
  banner.hidden = false;
}

function askVersion(worker) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data.version);
    worker.postMessage({ type: "version" }, [channel.port2]);
    setTimeout(() => resolve(""), 5000);
  });
}

async function markControlled() {
  if (!sw.controller) return;
  root.dataset.swVersion = await askVersion(sw.controller);
  root.dataset.offline = "ready";
}

// On a first visit the service worker waits until the engine has loaded, so
// that its install revalidates the files the page just fetched (304s from the
// HTTP cache) instead of downloading 15 MB a second time alongside the page.
function engineSettled() {
  return new Promise((resolve) => {
    const done = () => ["ready", "error"].includes(root.dataset.engine);
    if (done()) return resolve();
    const watcher = new MutationObserver(() => done() && finish());
    const timer = setTimeout(finish, SETTLE_MS);
    function finish() {
      watcher.disconnect();
      clearTimeout(timer);
      resolve();
    }
    watcher.observe(root, { attributes: true, attributeFilter: ["data-engine"] });
  });
}

function watchForUpdates(reg) {
  if (reg.waiting && sw.controller) showBanner();
  reg.addEventListener("updatefound", () => {
    const worker = reg.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && sw.controller) showBanner();
    });
  });
  const check = () => reg.update().catch(() => {}); // offline: try again later
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
  setInterval(check, 60 * 60 * 1000);
}

async function start() {
  // A guest's join page ("#room=...") needs no engine: do not precache ~15 MB
  // of it on their phone. Playing solo later registers it on a normal visit.
  if (!sw || location.hash.startsWith("#room=")) return;
  document.body.append(banner);
  const wasControlled = Boolean(sw.controller);
  sw.addEventListener("controllerchange", () => {
    if (updating) location.reload(); // the player tapped Update
    else if (wasControlled) showBanner(); // another tab updated: this one runs old code
    markControlled();
  });
  markControlled();
  if (!wasControlled) await engineSettled();
  try {
    registration = await sw.register(new URL("sw.js", SITE), { scope: SITE.href });
  } catch (err) {
    root.dataset.offline = "unavailable";
    console.warn("Offline play is not available:", err);
    return;
  }
  watchForUpdates(registration);
}

start();
