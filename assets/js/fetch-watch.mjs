// The engine worker's downloads, watched. Pyodide never rejects when its own
// files fail (a blocked .wasm leaves loadPyodide waiting for ever), so every
// fetch in the worker goes through a wrapper that says at once which file
// failed and why, and tells, as bytes arrive, that the start is still moving
// (the page's no-progress notice, engine.mjs). No game logic here.

// "vendor/pyodide/pyodide.asm.wasm" from a full URL: what the player is told.
export function fileName(input, site) {
  const url = String(input && input.url ? input.url : input);
  return url.startsWith(site) ? url.slice(site.length).split("?")[0] : url;
}

// Replace the worker's fetch. `failed(name, why)` is called for a response
// that is not OK and for a fetch that rejects; `alive()` each time bytes of
// any download arrive. The response is returned as it is (a copy counts the
// bytes), so Pyodide streams and caches the .wasm as before. `waiting` holds
// the names of the downloads not finished yet.
export const waiting = new Set();
export function watchFetches(site, failed, alive) {
  const realFetch = self.fetch.bind(self);
  self.fetch = async (input, init) => {
    const name = fileName(input, site);
    let res;
    waiting.add(name);
    try {
      res = await realFetch(input, init);
    } catch (err) {
      waiting.delete(name);
      // a download its caller gave up (fetchBytes below) is said by the caller
      if (!(init && init.signal && init.signal.aborted)) failed(name, (err && err.message) || String(err));
      throw err;
    }
    if (!res.ok) failed(name, "HTTP " + res.status);
    if (res.ok && res.body) countBytes(res.clone(), alive).finally(() => waiting.delete(name));
    else waiting.delete(name);
    alive();
    return res;
  };
}

async function countBytes(res, alive) {
  try {
    const reader = res.body.getReader();
    while (!(await reader.read()).done) alive();
  } catch {
    // the original's reader sees the same error and reports it
  }
}

// Our own downloads (the engine bundle, word lists): the bytes of `url`, or an
// error naming the file when it fails or when no byte comes for `stallMs`
// (a stalled word list must not leave a game's request waiting for ever);
// with no `stallMs`, no such limit (the engine's start has its own, below).
export async function fetchBytes(url, name, stallMs) {
  const abort = new AbortController();
  let timer = null;
  const arm = () => {
    clearTimeout(timer);
    if (stallMs) timer = setTimeout(() => abort.abort(), stallMs);
  };
  arm();
  try {
    const res = await fetch(url, { signal: abort.signal });
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
    const reader = res.body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arm();
      chunks.push(value);
      size += value.length;
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return bytes;
  } catch (err) {
    if (abort.signal.aborted) throw new Error(`${name}: no data for ${Math.round(stallMs / 1000)} s (is the connection down?)`);
    if (String(err.message).startsWith(name)) throw err;
    throw new Error(`${name}: ${err.message} (offline? it is cached once used online)`);
  } finally {
    clearTimeout(timer);
  }
}

// While the engine starts: `stalled(names)` once no download has moved and no
// stage was reached for `ms` of waiting, `resumed()` when one moves again.
// Time the worker spends computing (compiling, importing) is not waiting: a
// tick that comes late means the thread was busy, and that time is not
// counted, so a slow machine is not taken for a stalled download.
export function stallWatch(ms, stalled, resumed) {
  let waited = 0;
  let last = performance.now();
  let said = false;
  const ticker = setInterval(() => {
    const now = performance.now();
    if (now - last < 1500) waited += now - last;
    last = now;
    if (waited >= ms && !said) {
      said = true;
      stalled([...waiting]);
    }
  }, 500);
  return {
    moved() {
      waited = 0;
      if (said) resumed();
      said = false;
    },
    stop() { clearInterval(ticker); },
  };
}

// Downloads begun before anyone asks for them (an early worker, engine.mjs):
// each body is read as it arrives, so no download waits for a reader, and
// the first fetch of the same URL gets a response that gives what came and
// then the rest as it comes (Pyodide still compiles the .wasm as it streams).
// Call it after watchFetches: the held downloads are watched like the rest.
export function holdDownloads(urls) {
  const held = new Map();
  for (const url of urls) {
    const response = hold(self.fetch(url));
    response.catch(() => {}); // its taker sees the failure; watchFetches has said it
    held.set(url, response);
  }
  const fetchNow = self.fetch;
  self.fetch = (input, init) => {
    const url = String(input && input.url ? input.url : input);
    const response = held.get(url);
    if (!response) return fetchNow(input, init);
    held.delete(url);
    return response;
  };
}

async function hold(pending) {
  const res = await pending;
  if (!res.ok || !res.body) return res;
  const chunks = [];
  let ended = false;
  let failure = null;
  let wake = null;
  const reader = res.body.getReader();
  (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        if (wake) wake();
      }
    } catch (err) {
      failure = err;
    }
    ended = true;
    if (wake) wake();
  })();
  let next = 0;
  const body = new ReadableStream({
    async pull(controller) {
      while (next === chunks.length && !ended) await new Promise((resolve) => { wake = resolve; });
      wake = null;
      if (next < chunks.length) {
        controller.enqueue(chunks[next]);
        chunks[next++] = null; // given: let it go
      } else if (failure) {
        controller.error(failure);
      } else {
        controller.close();
      }
    },
  });
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}
