// The room bridges: the host's (transport <-> engine worker) and the guest's
// (UI <-> transport <-> host). No game logic lives here; the authoritative
// room is py/inkwell/room.py in the host's worker.
//
// window.inkwellRoom (every function returns a JSON string, or a Promise of
// one, and never throws; MicroPython cannot catch JavaScript exceptions):
//
//   create(json {game, options?, name?})  host: open a room   -> {ok, roomId, link}
//   resume(roomId)                        host: reopen the room saved in this browser
//   connect(roomId)                       guest: reach the room (no engine needed);
//                                         rejoins the seat by itself if this browser has its token
//   join(json {name, watch?})             guest: take a seat (or watch)  -> the host's reply
//   request(text)                         host or guest: the same messages a UI sends the
//                                         engine ({"type": "act", "action": {...}}, "view",
//                                         "query"; the host also "start", "add_bot",
//                                         "remove_seat", "bot_seat"); resolves to a reply shaped
//                                         like the worker's: {ok, views: {"<seat>": view}, room, ...}
//   status()                              {role, roomId, link, host, seat, room, views}
//   link()                                the share link ("…#room=ID.KEYTAG": KEYTAG hashes the host key)
//   codesOffer() / codesAnswer(code)      host: connect a guest with codes, no server at all
//   codesJoin(code)                       guest: answer the host's invite code -> {ok, code}
//   leave()                               close the room (the host's save is kept)
//   hasSave(roomId) -> bool               whether this browser hosts that room (resume)
//   copyText(text), shareLink(link)       clipboard and the device's share sheet
//   onUpdate(cb)                          JS callers: cb(json) on every push
//
// Pushes are also window events "room-update" whose detail is a JSON string:
// {"type": "update", "room": {...}, "views": {...}} after every change, and
// {"type": "status", ...} when the link to the host changes. Test hooks:
// inkwellRoom.received (every text a guest received) and sendRaw(text).
import { codesGuest, codesHost, loadConfig, openTransport } from "./transport.mjs";

const V = 1;
const TICK_MS = 250; // the room's clock: timers, bots, presence
const BEAT_MS = 1000; // guest heartbeat
const STALE_MS = 3500; // no pong for this long: the host is reconnecting
const REQUEST_MS = 15000; // a request no host answered resolves to an error
const SAVE_KEY = "inkwell.room.";
const SEAT_KEY = "inkwell.seat.";

let current = null; // this page's one room: a Host or a Guest
const received = [];
const callbacks = [];

function safely(fn, ...args) {
  try { return fn(...args); } catch (err) { console.error("room:", err); return undefined; }
}

function parse(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch { return null; }
}

const json = (value) => JSON.stringify(value);
const failure = (code, message) => json({ ok: false, error: { code, message } });

function emit(message) {
  const text = json(message);
  window.dispatchEvent(new CustomEvent("room-update", { detail: text }));
  for (const cb of callbacks) safely(cb, text);
}

function store(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, json(value));
    return true;
  } catch { return false; } // private mode or full: play on without saving
}

function load(key) {
  try { return parse(localStorage.getItem(key) || ""); } catch { return null; }
}

function randomId(bytes = 12) { // 96 bits: nobody guesses a room
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function shareLink(roomId, tag) {
  return location.href.split("#")[0] + "#room=" + roomId + (tag ? "." + tag : "");
}

// -- the host's key ---------------------------------------------------------------
// A link is "#room=ID.TAG": TAG is a hash of the host's public key. A guest
// sends each peer that might be the host a fresh nonce; only the page holding
// the private key can sign it, so another guest with the link cannot pose as
// the host. The key is kept with the room's save, for a host reload.
const KEY_SAVE = "inkwell.hostkey.";
const subtle = globalThis.crypto && crypto.subtle; // absent outside secure contexts
const KEY_ALG = { name: "ECDSA", namedCurve: "P-256" };
const SIGN_ALG = { name: "ECDSA", hash: "SHA-256" };
const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
  .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const unb64 = (text) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
const signed = (roomId, nonce) => new TextEncoder().encode(roomId + "|" + nonce);

async function keyTag(spki) {
  return b64(await subtle.digest("SHA-256", spki)).slice(0, 22); // 132 bits
}

async function hostKey(roomId) {
  if (!subtle) return null;
  try {
    const saved = load(KEY_SAVE + roomId);
    let priv, spki;
    if (saved && saved.priv && saved.pub) {
      priv = await subtle.importKey("jwk", saved.priv, KEY_ALG, true, ["sign"]);
      spki = unb64(saved.pub);
    } else {
      const pair = await subtle.generateKey(KEY_ALG, true, ["sign", "verify"]);
      priv = pair.privateKey;
      spki = new Uint8Array(await subtle.exportKey("spki", pair.publicKey));
      store(KEY_SAVE + roomId, { priv: await subtle.exportKey("jwk", priv), pub: b64(spki) });
    }
    return { priv, pub: b64(spki), tag: await keyTag(spki) };
  } catch (err) {
    console.warn("room: no host key:", err);
    return null;
  }
}

async function provesHost(tag, roomId, nonce, reply) {
  if (!tag) return true; // an invite-code guest reached the host directly
  if (!subtle) return true; // cannot check here (not a secure context): trust, as before
  if (typeof reply.pub !== "string" || typeof reply.sig !== "string") return false;
  try {
    const spki = unb64(reply.pub);
    if (await keyTag(spki) !== tag) return false;
    const key = await subtle.importKey("spki", spki, KEY_ALG, false, ["verify"]);
    return await subtle.verify(SIGN_ALG, key, unb64(reply.sig), signed(roomId, nonce));
  } catch { return false; }
}

// Connection ids the room sees: "p:<trystero peer>" or "c:<codes peer>", never
// "local", which is the host's own page.
function splitConn(conn) {
  const i = conn.indexOf(":");
  return [conn.slice(0, i), conn.slice(i + 1)];
}

// -- the host ---------------------------------------------------------------------

class Host {
  constructor(roomId, config) {
    this.role = "host";
    this.roomId = roomId;
    this.config = config;
    this.transports = {};
    this.pending = new Map();
    this.nextId = 1;
    this.latest = { room: null, views: null };
    this.ticking = false;
    this.key = null;
    this.nonces = new Map(); // conn -> the nonce of its latest look
  }

  link() { return shareLink(this.roomId, this.key && this.key.tag); }

  async worker(message) {
    const engine = window.inkwellEngine;
    if (!engine) return { ok: false, error: { code: "engine", message: "The game engine is not loaded." } };
    const reply = parse(await engine.request(json({ room: this.roomId, ...message })));
    return reply || { ok: false, error: { code: "bad_reply", message: "unreadable engine reply" } };
  }

  // Everything the room returns: messages to send, and a save when it changed.
  deliver(reply) {
    if (!reply.ok) return reply;
    if (reply.save) store(SAVE_KEY + this.roomId, { saved: reply.save, at: Date.now() });
    for (const { conn, text } of reply.out || []) {
      if (conn === "local") this.local(text);
      else this.sendOut(conn, text);
    }
    return reply;
  }

  sendOut(conn, text) {
    const nonce = this.nonces.get(conn);
    const m = nonce !== undefined && this.key && text.includes('"look"') ? parse(text) : null;
    if (!m || m.id !== "look") { this.transmit(conn, text); return; }
    this.nonces.delete(conn);
    subtle.sign(SIGN_ALG, this.key.priv, signed(this.roomId, nonce))
      .then((sig) => this.transmit(conn, json({ ...m, nonce, pub: this.key.pub, sig: b64(sig) })))
      .catch(() => this.transmit(conn, text));
  }

  transmit(conn, text) {
    const [kind, peer] = splitConn(conn);
    const t = this.transports[kind];
    if (t) t.send(peer, text);
  }

  local(text) {
    const m = parse(text);
    if (!m) return;
    if (m.room) this.latest.room = m.room;
    if (m.views) this.latest.views = m.views;
    const waiting = m.type === "reply" && this.pending.get(m.id);
    if (waiting) {
      this.pending.delete(m.id);
      m.id = waiting.callerId;
      waiting.resolve(json(m));
    } else if (m.type === "update") emit(m);
  }

  attach(kind, transport) {
    this.transports[kind] = transport;
    transport.onMessage((peer, text) => {
      const conn = kind + ":" + peer;
      if (text.length < 512 && text.includes('"look"')) {
        const m = parse(text);
        if (m && m.type === "look" && typeof m.nonce === "string") this.nonces.set(conn, m.nonce.slice(0, 64));
      }
      this.worker({ type: "room_in", conn, text, now: Date.now() })
        .then((r) => this.deliver(r));
    });
    transport.onPeer((peer, what) => {
      if (what === "leave") {
        this.worker({ type: "room_gone", conn: kind + ":" + peer, now: Date.now() })
          .then((r) => this.deliver(r));
      }
    });
  }

  async start() {
    this.key = await hostKey(this.roomId);
    const relay = await openTransport({ roomId: this.roomId, ...this.config });
    if (relay.error) console.warn(relay.error); // codes still work without a relay
    else this.attach("p", relay);
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.onHide = () => this.bye();
    window.addEventListener("pagehide", this.onHide);
    if (location.hash !== "#host=" + this.roomId) history.replaceState(null, "", "#host=" + this.roomId);
  }

  async tick() {
    if (this.ticking) return; // never pile ticks up behind a slow worker
    this.ticking = true;
    try { this.deliver(await this.worker({ type: "room_tick", now: Date.now() })); } finally { this.ticking = false; }
  }

  request(text) {
    const m = parse(text);
    if (!m) return Promise.resolve(failure("bad_json", "The request is not a JSON object."));
    const id = "h" + this.nextId++;
    const callerId = m.id === undefined ? null : m.id;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, callerId });
      const out = json({ ...m, v: V, id });
      this.worker({ type: "room_in", conn: "local", text: out, now: Date.now() }).then((r) => {
        this.deliver(r);
        if (!r.ok && this.pending.has(id)) {
          this.pending.delete(id);
          resolve(json({ ...r, id: callerId }));
        }
      });
    });
  }

  bye() {
    for (const [, t] of Object.entries(this.transports)) {
      for (const peer of safely(() => t.peers()) || []) t.send(peer, json({ v: V, type: "bye" }));
    }
  }

  status() {
    return { role: "host", roomId: this.roomId, link: this.link(), host: "connected",
             seat: 0, room: this.latest.room, views: this.latest.views };
  }

  close() {
    clearInterval(this.timer);
    window.removeEventListener("pagehide", this.onHide);
    this.bye();
    for (const t of Object.values(this.transports)) t.close();
    this.transports = {};
  }
}

// -- the guest ------------------------------------------------------------------------

class Guest {
  constructor(roomLink, config) {
    this.role = "guest";
    const [roomId, tag] = String(roomLink).split(".");
    this.roomId = roomId;
    this.tag = tag || null;
    this.nonces = new Map(); // conn -> the nonces of our unanswered looks
    this.config = config;
    this.transports = {};
    this.host = null; // the conn id of the peer that answered as the host
    this.lastHeard = 0;
    this.state = "connecting";
    this.pending = new Map();
    this.queue = [];
    this.nextId = 1;
    this.latest = { room: null, views: null, seat: null };
    const seat = load(SEAT_KEY + roomId);
    this.wanted = seat && seat.token ? { name: seat.name, token: seat.token } : null;
  }

  attach(kind, transport) {
    this.transports[kind] = transport;
    transport.onPeer((peer, what) => {
      if (what === "join") this.look(kind + ":" + peer);
      else if (kind + ":" + peer === this.host) this.lastHeard = 0; // reconnecting at once
    });
    transport.onMessage((peer, text) => this.receive(kind + ":" + peer, text));
  }

  async start() {
    const relay = await openTransport({ roomId: this.roomId, ...this.config });
    if (relay.error) this.setState("offline", relay.error);
    else this.attach("p", relay);
    this.timer = setInterval(() => this.beat(), BEAT_MS);
    this.onHide = () => this.host && this.send(this.host, { type: "bye" });
    window.addEventListener("pagehide", this.onHide);
  }

  send(conn, message) {
    const [kind, peer] = splitConn(conn);
    const t = this.transports[kind];
    return t ? t.send(peer, json({ ...message, v: V })) : "no transport";
  }

  link() { return shareLink(this.roomId, this.tag); }

  // Ask a peer whether it is the host: only the host answers a look, and it
  // must sign our nonce with the key the link names.
  look(conn) {
    const nonce = randomId(16);
    const sent = this.nonces.get(conn) || new Set();
    if (sent.size > 8) sent.clear(); // looks unanswered for long are void
    this.nonces.set(conn, sent.add(nonce));
    this.send(conn, { type: "look", id: "look", nonce });
  }

  beat() {
    const stale = Date.now() - this.lastHeard > STALE_MS;
    if (this.host && !stale) this.send(this.host, { type: "ping" });
    if (stale && this.state === "connected") this.setState("reconnecting");
    if (stale) { // ask every peer again: the host may be back under a new id
      for (const [kind, t] of Object.entries(this.transports)) {
        for (const peer of safely(() => t.peers()) || []) this.look(kind + ":" + peer);
      }
    }
    const now = Date.now();
    for (const [id, p] of this.pending) {
      if (now - p.sent > REQUEST_MS) {
        this.pending.delete(id);
        p.resolve(json({ ok: false, id: p.callerId, error: { code: "offline", message: "The host did not answer." } }));
      }
    }
  }

  setState(state, message) {
    if (this.state === state) return;
    this.state = state;
    emit({ type: "status", ...this.status(), message: message || "" });
  }

  receive(conn, text) {
    if (received.length < 20000) received.push(text);
    const m = parse(text);
    if (!m || m.v !== V) return;
    if (m.type === "reply" && m.id === "look") {
      const sent = this.nonces.get(conn);
      const nonce = typeof m.nonce === "string" ? m.nonce : "";
      if (this.tag && !(sent && sent.delete(nonce))) return; // not an answer to our look
      provesHost(this.tag, this.roomId, nonce, m).then((ok) => {
        if (ok) this.acceptHost(conn, m);
        else console.warn("room: a peer answered as the host without the host's key");
      });
      return;
    }
    this.fromHost(conn, m);
  }

  acceptHost(conn, m) {
    const stale = Date.now() - this.lastHeard > STALE_MS;
    if (!m.ok || !m.room || (this.host && conn !== this.host && !stale)) return;
    const changed = conn !== this.host;
    this.host = conn;
    this.lastHeard = Date.now();
    this.latest.room = m.room;
    // A new host link must rejoin first (its reply flushes the queue); the
    // same link that went quiet still holds our seat.
    if (changed && this.wanted) this.sendJoin(null);
    else this.flush();
    this.setState("connected");
    emit({ type: "update", room: m.room });
  }

  fromHost(conn, m) {
    if (conn !== this.host) return; // only the host speaks for the room
    this.lastHeard = Date.now();
    if (this.state !== "connected") { this.setState("connected"); this.flush(); }
    if (m.type === "bye") { this.lastHeard = 0; this.setState("reconnecting", "The host left; waiting for them."); return; }
    if (m.room) this.latest.room = m.room;
    if (m.views) this.latest.views = m.views;
    if (m.type === "reply") this.answered(m);
    else if (m.type === "update") emit(m);
  }

  answered(m) {
    const waiting = this.pending.get(m.id);
    if (m.id === "join" || (waiting && waiting.join)) {
      if (m.ok && typeof m.token === "string") {
        this.wanted = { name: (this.wanted && this.wanted.name) || "", token: m.token };
        store(SEAT_KEY + this.roomId, this.wanted);
      }
      if (m.ok) { this.latest.seat = m.seat; this.flush(); emit({ type: "update", room: m.room, views: m.views }); }
    }
    if (!waiting) return;
    this.pending.delete(m.id);
    m.id = waiting.callerId;
    waiting.resolve(json(m));
  }

  sendJoin(waiting) {
    const w = this.wanted || {};
    const message = { type: "join", id: waiting ? waiting : "join" };
    if (w.name) message.name = w.name;
    if (w.token) message.token = w.token;
    if (w.watch) message.watch = true;
    this.send(this.host, message);
  }

  join(name, watch) {
    const old = this.wanted || {};
    this.wanted = { name: String(name || ""), token: old.token, watch: Boolean(watch) };
    return new Promise((resolve) => {
      const id = "j" + this.nextId++;
      this.pending.set(id, { resolve, callerId: null, sent: Date.now(), join: true });
      if (this.host) this.sendJoin(id);
      else this.queue.push(() => this.sendJoin(id));
    });
  }

  flush() {
    const queued = this.queue.splice(0);
    for (const fn of queued) fn();
  }

  request(text) {
    const m = parse(text);
    if (!m) return Promise.resolve(failure("bad_json", "The request is not a JSON object."));
    const id = "r" + this.nextId++;
    const callerId = m.id === undefined ? null : m.id;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, callerId, sent: Date.now() });
      const go = () => this.send(this.host, { ...m, id });
      if (this.host && this.state === "connected") go();
      else this.queue.push(go);
    });
  }

  status() {
    return { role: "guest", roomId: this.roomId, link: this.link(), host: this.state,
             seat: this.latest.seat, room: this.latest.room, views: this.latest.views,
             joined: Boolean(this.wanted && this.wanted.token) };
  }

  close() {
    clearInterval(this.timer);
    window.removeEventListener("pagehide", this.onHide);
    if (this.host) this.send(this.host, { type: "bye" });
    for (const t of Object.values(this.transports)) t.close();
    this.transports = {};
  }
}

// -- the API ----------------------------------------------------------------------------

async function guard(fn) {
  try { return await fn(); } catch (err) { return failure("room", String(err && err.message || err)); }
}

async function create(text) {
  return guard(async () => {
    const m = parse(text) || {};
    if (current) current.close();
    const host = new Host(randomId(), await loadConfig());
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const reply = host.deliver(await host.worker({ type: "room_open", game: m.game, options: m.options,
                                                   name: m.name, seed, now: Date.now() }));
    if (!reply.ok) return json(reply);
    current = host;
    await host.start();
    const view = parse(await host.request(json({ type: "view" }))) || {};
    emit({ type: "update", room: view.room });
    return json({ ok: true, roomId: host.roomId, link: host.link(), room: view.room });
  });
}

async function resume(roomId) {
  return guard(async () => {
    const saved = load(SAVE_KEY + roomId);
    if (!saved || !saved.saved) return failure("no_save", "This browser holds no room " + roomId + ".");
    if (current) current.close();
    const host = new Host(String(roomId), await loadConfig());
    const reply = host.deliver(await host.worker({ type: "room_resume", saved: saved.saved, now: Date.now() }));
    if (!reply.ok) return json(reply);
    current = host;
    await host.start();
    const view = parse(await host.request(json({ type: "view" }))) || {};
    emit({ type: "update", room: view.room, views: view.views });
    return json({ ok: true, roomId: host.roomId, link: host.link(), room: view.room, views: view.views });
  });
}

async function connect(roomId) {
  return guard(async () => {
    if (current) current.close();
    current = new Guest(String(roomId), await loadConfig());
    await current.start();
    return json({ ok: true, roomId: current.roomId, joined: Boolean(current.wanted) });
  });
}

async function join(text) {
  return guard(async () => {
    if (!current || current.role !== "guest") return failure("no_room", "Open a room link first.");
    const m = parse(text) || {};
    return await current.join(m.name, m.watch);
  });
}

async function request(text) {
  return guard(async () => {
    if (!current) return failure("no_room", "There is no room.");
    return await current.request(text);
  });
}

async function codesOffer() {
  return guard(async () => {
    if (!current || current.role !== "host") return failure("no_room", "Open a room first.");
    if (!current.transports.c) current.attach("c", codesHost({ iceServers: current.config.iceServers }));
    return json(await current.transports.c.makeOffer());
  });
}

async function codesAnswer(code) {
  return guard(async () => {
    if (!current || current.role !== "host" || !current.transports.c) return failure("no_offer", "Make an invite code first.");
    return json(await current.transports.c.acceptAnswer(code));
  });
}

async function codesJoin(code, roomId) {
  return guard(async () => {
    if (!current || current.role !== "guest") {
      current = new Guest(String(roomId || "codes"), await loadConfig());
      current.timer = setInterval(() => current.beat(), BEAT_MS);
    }
    if (!current.transports.c) current.attach("c", codesGuest({ iceServers: current.config.iceServers }));
    return json(await current.transports.c.acceptOffer(code));
  });
}

window.inkwellRoom = {
  create, resume, connect, join, request, codesOffer, codesAnswer, codesJoin,
  status: () => safely(() => json(current ? current.status() : { role: null })) || json({ role: null }),
  link: () => (current ? current.link() : ""),
  leave: () => safely(() => { if (current) current.close(); current = null; return json({ ok: true }); }) || json({ ok: false }),
  onUpdate: (cb) => { if (typeof cb === "function") callbacks.push(cb); return true; },
  sendRaw: (text) => (current && current.role === "guest" && current.host
    ? json({ ok: safely(() => sendRawText(text)) === true })
    : json({ ok: false })),
  hasSave: (roomId) => Boolean(load(SAVE_KEY + roomId)),
  copyText: (text) => guard(async () => { await navigator.clipboard.writeText(String(text)); return json({ ok: true }); }),
  canShare: () => Boolean(navigator.share),
  shareLink: (link) => guard(async () => {
    if (!navigator.share) return failure("no_share", "This device has no share sheet.");
    await navigator.share({ title: "Play Inkwell with me", url: String(link) });
    return json({ ok: true });
  }),
  received,
};

// Test hook: a guest's raw text goes to the host unchanged (forged messages).
function sendRawText(text) {
  const [kind, peer] = splitConn(current.host);
  return current.transports[kind].send(peer, String(text));
}

export const api = window.inkwellRoom;
