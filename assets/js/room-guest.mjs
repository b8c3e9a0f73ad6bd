// The guest's bridge: UI <-> transport <-> host. It finds which peer is
// the host (the one that proves it holds the link's key), keeps the seat's
// token for rejoining, and answers every request, if need be with an error.
import { openTransport } from "./transport.mjs";
import { PathWatch, RelayWatch, relayState } from "./room-relay.mjs";
import { SEAT_KEY, TEST_HOOKS, V, emit, failure, json, load, parse, randomId, received, safely, shareLink, splitConn, store } from "./room-common.mjs";
import { provesHost } from "./room-key.mjs";

export const BEAT_MS = 1000; // guest heartbeat
const STALE_MS = 3500; // no pong for this long: the host is reconnecting
const REQUEST_MS = 15000; // a request no host answered resolves to an error
const RETRIES = 6; // a request the host found too fast is sent again, later each time
const RETRY_MS = 300;
// No host heard for this long (and none among our peers): announce again,
// waiting twice as long each time, up to REJOIN_MAX_MS.
const REJOIN_MS = 10000;
const REJOIN_MAX_MS = 60000;

export class Guest {
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
    this.entered = Date.now(); // when we last (re)joined the relay room
    this.rejoinAfter = REJOIN_MS;
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
    const relay = await openTransport({ roomId: this.roomId, ...this.config, role: "guest" });
    if (relay.error) this.setState("offline", relay.error);
    else this.attach("p", relay);
    this.relays = new RelayWatch(relay.error ? null : relay);
    this.paths = new PathWatch(this);
    this.timer = setInterval(() => this.beat(), BEAT_MS);
    this.onHide = () => this.host && this.send(this.host, { type: "bye" });
    window.addEventListener("pagehide", this.onHide);
  }

  send(conn, message) {
    return this.sendText(conn, json({ ...message, v: V }));
  }

  sendText(conn, text) {
    const [kind, peer] = splitConn(conn);
    const t = this.transports[kind];
    return t ? t.send(peer, text) : "no transport";
  }

  ends(conn) {
    const [kind, peer] = splitConn(conn);
    const t = this.transports[kind];
    const ends = (t && safely(() => t.ends(peer))) || {};
    return { host: ends.remote, guest: ends.local };
  }

  link() { return shareLink(this.roomId, this.tag); }

  // Ask a peer whether it is the host: only the host answers a look, and it
  // must sign our nonce with the key the link names.
  look(conn) {
    const nonce = randomId(16);
    const sent = this.nonces.get(conn) || new Set();
    if (sent.size > 8) sent.delete(sent.values().next().value); // the oldest look is void
    this.nonces.set(conn, sent.add(nonce));
    this.send(conn, { type: "look", id: "look", nonce });
  }

  beat() {
    const stale = Date.now() - this.lastHeard > STALE_MS;
    if (this.host && !stale) this.send(this.host, { type: "ping" });
    if (stale && this.state === "connected") this.setState("reconnecting");
    if (stale && this.state !== "removed") { // ask every peer again: the host may be back under a new id
      for (const [kind, t] of Object.entries(this.transports)) {
        for (const peer of safely(() => t.peers()) || []) this.look(kind + ":" + peer);
      }
      this.maybeRejoin();
    }
    const now = Date.now();
    for (const [id, p] of this.pending) {
      if (now - p.sent > REQUEST_MS) {
        this.pending.delete(id);
        p.resolve(json({ ok: false, id: p.callerId, error: { code: "offline", message: "The host did not answer." } }));
      }
    }
  }

  maybeRejoin() {
    const t = this.transports.p;
    const now = Date.now();
    if (!t || now - Math.max(this.lastHeard, this.entered) < this.rejoinAfter) return;
    const [kind, peer] = this.host ? splitConn(this.host) : ["", ""];
    if (kind === "p" && (safely(() => t.peers()) || []).includes(peer)) return; // there, only slow
    if (!safely(() => t.relayOpen())) return; // RelayWatch retries the relays
    this.entered = now;
    this.rejoinAfter = Math.min(2 * this.rejoinAfter, REJOIN_MAX_MS);
    console.info("room: no host heard; joining the relay room again");
    t.rejoin();
  }

  setState(state, message) {
    if (this.state === state && !message) return;
    this.state = state;
    emit({ type: "status", ...this.status(), message: message || "" });
  }

  receive(conn, text) {
    if (TEST_HOOKS && received.length < 20000) received.push(text);
    const m = parse(text);
    if (!m || m.v !== V) return;
    if (m.type === "reply" && m.id === "look") {
      const sent = this.nonces.get(conn);
      const nonce = typeof m.nonce === "string" ? m.nonce : "";
      if (this.tag && !(sent && sent.delete(nonce))) return; // not an answer to our look
      if (!m.ok) return; // a busy host: the next beat looks again
      provesHost(this.tag, this.roomId, nonce, m, this.ends(conn)).then((ok) => {
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
    this.rejoinAfter = REJOIN_MS;
    this.latest.room = m.room;
    // A new host link (or a host that said bye: its room may be new) must
    // rejoin first (its reply flushes the queue); the same link that only
    // went quiet still holds our seat.
    if (changed && this.wanted) this.sendJoin(null);
    else this.flush();
    this.setState("connected");
    emit({ type: "update", room: m.room });
  }

  fromHost(conn, m) {
    if (conn !== this.host) return; // only the host speaks for the room
    this.lastHeard = Date.now();
    if (m.type === "removed") { this.removed(); return; }
    if (this.state !== "connected") { this.setState("connected"); this.flush(); }
    if (m.type === "bye") {
      this.lastHeard = 0;
      this.host = null; // whoever answers next rejoins with our token
      this.setState("reconnecting", "The host left; waiting for them.");
      return;
    }
    if (m.room) this.latest.room = m.room;
    if (m.views) this.latest.views = m.views;
    if (m.type === "reply") this.answered(m);
    else if (m.type === "update") emit(m);
  }

  removed() {
    this.wanted = null;
    this.latest.seat = null;
    store(SEAT_KEY + this.roomId, null);
    this.host = null;
    this.setState("removed", "The host removed you from this room.");
  }

  answered(m) {
    const waiting = this.pending.get(m.id);
    if (waiting && this.retry(waiting, m)) return;
    if (m.id === "join" || (waiting && waiting.join)) this.joinAnswered(m);
    if (!waiting) return;
    this.pending.delete(m.id);
    m.id = waiting.callerId;
    waiting.resolve(json(m));
  }

  // A request the host refused as too fast is never a reason to give up (nor
  // to leave the room): it goes again after a pause, up to RETRIES times.
  retry(waiting, m) {
    const code = !m.ok && m.error && m.error.code;
    if (code !== "rate_limited" || (waiting.tries || 0) >= RETRIES || !waiting.resend) return false;
    waiting.tries = (waiting.tries || 0) + 1;
    waiting.sent = Date.now() + RETRY_MS * waiting.tries;
    setTimeout(() => { if (this.host) waiting.resend(); }, RETRY_MS * waiting.tries);
    return true;
  }

  joinAnswered(m) {
    if (m.ok && typeof m.token === "string") {
      this.wanted = { name: (this.wanted && this.wanted.name) || "", token: m.token };
      store(SEAT_KEY + this.roomId, this.wanted);
    }
    if (m.ok && m.waiting) this.setState("connected", "Waiting for the host to let you in…");
    else if (m.ok) { this.latest.seat = m.seat; this.flush(); emit({ type: "update", room: m.room, views: m.views }); }
    else if (m.id === "join" && m.error) this.setState("connected", m.error.message || "The host did not let you in.");
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
      this.pending.set(id, { resolve, callerId: null, sent: Date.now(), join: true,
                             resend: () => this.sendJoin(id) });
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
      const go = () => this.send(this.host, { ...m, id });
      this.pending.set(id, { resolve, callerId, sent: Date.now(), resend: go });
      if (this.host && this.state === "connected") go();
      else this.queue.push(go);
    });
  }

  status() {
    return { role: "guest", roomId: this.roomId, link: this.link(), host: this.state,
             seat: this.latest.seat, room: this.latest.room, views: this.latest.views,
             joined: Boolean(this.wanted && this.wanted.token), relay: relayState(this),
             path: this.paths ? this.paths.state : "ok" };
  }

  close() {
    clearInterval(this.timer);
    if (this.relays) this.relays.stop();
    if (this.paths) this.paths.stop();
    window.removeEventListener("pagehide", this.onHide);
    if (this.host) this.send(this.host, { type: "bye" });
    for (const t of Object.values(this.transports)) t.close();
    this.transports = {};
  }
}
