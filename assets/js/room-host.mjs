// The host's bridge: transport <-> engine worker. Every message a guest
// sends goes to the authoritative room in the worker (py/inkwell/room) as
// it came; what the room returns goes out. No game logic lives here.
import { openTransport } from "./transport.mjs";
import { PathWatch, RelayWatch, relayState } from "./room-relay.mjs";
import { SAVE_KEY, V, emit, failure, json, load, parse, safely, shareLink, splitConn, store } from "./room-common.mjs";
import { hostKey, signLook } from "./room-key.mjs";

const TICK_MS = 250; // the room's clock: timers, bots, presence

export class Host {
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
    this.nonces = new Map(); // conn -> the nonces of its looks not yet answered, oldest first
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
    if (reply.save_error && reply.save_error !== this.saveError) {
      emit({ type: "notice", message: "This room could not be saved (" + reply.save_error + "); the last good save is kept." });
    }
    this.saveError = reply.save_error || null;
    for (const { conn, text } of reply.out || []) {
      if (conn === "local") this.local(text);
      else this.sendOut(conn, text);
    }
    return reply;
  }

  // The room answers a guest's looks in order, so each answer signs the
  // oldest nonce still waiting (a guest may look twice before one answer).
  sendOut(conn, text) {
    const queued = this.nonces.get(conn);
    const m = queued && queued.length && this.key && text.includes('"look"') ? parse(text) : null;
    if (!m || m.id !== "look") { this.transmit(conn, text); return; }
    const nonce = queued.shift();
    const [kind, peer] = splitConn(conn);
    const t = this.transports[kind];
    const ends = (t && safely(() => t.ends(peer))) || {};
    signLook(this.key, this.roomId, nonce, { host: ends.local, guest: ends.remote })
      .then((sig) => this.transmit(conn, json({ ...m, nonce, pub: this.key.pub, sig })))
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
        if (m && m.type === "look" && typeof m.nonce === "string") {
          const queued = this.nonces.get(conn) || [];
          queued.push(m.nonce.slice(0, 64));
          this.nonces.set(conn, queued.slice(-16));
        }
      }
      this.worker({ type: "room_in", conn, text, now: Date.now() })
        .then((r) => this.deliver(r));
    });
    transport.onPeer((peer, what) => {
      if (what === "leave") {
        this.nonces.delete(kind + ":" + peer);
        this.worker({ type: "room_gone", conn: kind + ":" + peer, now: Date.now() })
          .then((r) => this.deliver(r));
      }
    });
  }

  async start() {
    this.key = await hostKey(this.roomId);
    const relay = await openTransport({ roomId: this.roomId, ...this.config, role: "host" });
    if (relay.error) console.warn(relay.error); // codes still work without a relay
    else this.attach("p", relay);
    this.relays = new RelayWatch(relay.error ? null : relay);
    this.paths = new PathWatch(this);
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.onHide = () => this.bye();
    window.addEventListener("pagehide", this.onHide);
    this.onRestart = () => this.restarted();
    window.addEventListener("engine-restart", this.onRestart);
    if (location.hash !== "#host=" + this.roomId) history.replaceState(null, "", "#host=" + this.roomId);
  }

  // The engine died and came back empty: reopen the room from its last save,
  // and tell every guest the host is back, so each one rejoins its seat.
  async restarted() {
    const saved = load(SAVE_KEY + this.roomId);
    if (!saved || !saved.saved) return;
    const reply = this.deliver(await this.worker({ type: "room_resume", saved: saved.saved, now: Date.now() }));
    if (!reply.ok) {
      emit({ type: "notice", message: "The game engine restarted but could not reopen this room." });
      return;
    }
    this.bye();
    emit({ type: "notice", message: "The game engine stopped and restarted from the last save; friends reconnect by themselves." });
    const view = parse(await this.request(json({ type: "view" }))) || {};
    emit({ type: "update", room: view.room, views: view.views });
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
        if (this.pending.has(id) && (!r.ok || !(r.out || []).some((o) => o.conn === "local"))) {
          this.pending.delete(id); // no answer came back: never leave the caller waiting
          resolve(json(r.ok ? { ok: false, id: callerId, error: { code: "no_reply", message: "The room did not answer." } }
                            : { ...r, id: callerId }));
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
             seat: 0, room: this.latest.room, views: this.latest.views, relay: relayState(this),
             path: this.paths ? this.paths.state : "ok" };
  }

  close() {
    clearInterval(this.timer);
    if (this.relays) this.relays.stop();
    if (this.paths) this.paths.stop();
    window.removeEventListener("pagehide", this.onHide);
    window.removeEventListener("engine-restart", this.onRestart);
    this.bye();
    for (const t of Object.values(this.transports)) t.close();
    this.transports = {};
  }
}
