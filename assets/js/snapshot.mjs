// "Fast start" (a setting, off by default): a copy of the engine's memory
// right after Pyodide has started, kept in Cache Storage (about 30 MB), from
// which later starts restore instead of starting the interpreter again.
// It relies on Pyodide's private snapshot options, so every failure here
// means "start normally": nothing throws, a bad copy is deleted.
// The cache is not named "inkwell-...": the service worker deletes those on
// an update, and this copy belongs to a Pyodide version, not to a build.
const CACHE = "inkwell.engine-snapshot";

function keyFor(version) {
  return new URL(`engine/snapshot-${encodeURIComponent(version)}`, new URL("../../", import.meta.url)).href;
}

export async function loadSnapshot(version) {
  try {
    const found = await (await caches.open(CACHE)).match(keyFor(version));
    return found ? new Uint8Array(await found.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

export async function saveSnapshot(version, bytes) {
  try {
    const cache = await caches.open(CACHE);
    await cache.put(keyFor(version), new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    return true;
  } catch {
    return false;
  }
}

export async function dropSnapshot() {
  try { return await caches.delete(CACHE); } catch { return false; }
}
