// Inkwell's own small transport interface, so rooms never depend on one
// WebRTC library's API. Two kinds:
//
//   openTransport({roomId, relays, iceServers, appId, role})  trystero over
//       nostr relays. role "guest" joins passive, so guests link only to
//       the host (a star), never to each other; role "host" keeps
//       announcing itself so that passive guests find it (see beacon()).
//   codesHost() / codesGuest()  no server at all: a raw RTCPeerConnection
//       whose offer and answer people copy and paste ("connect with codes").
//
// Each returns a transport: { kind, onPeer(cb(peerId, "join"|"leave")),
// onMessage(cb(peerId, text)), send(peerId, text) -> true | "error",
// ends(peerId) -> {local, remote} (the channel's DTLS fingerprints), close() }.
// The relay kind also has relayOpen(), holdRelays() and retryRelays() (see
// room-relay.mjs, which tells players when no relay answers), and rejoin().
// Messages are strings up to MAX_MESSAGE; longer ones are refused both ways
// (trystero chunks at 16 KiB itself; a raw data channel carries 256 KiB).
// Nothing here throws into a caller: failures come back as values.
// Every peer connection either kind makes is watched (see linkAttempts()), so a
// room can tell "no relay answered" from "our networks allow no direct link".

export const MAX_MESSAGE = 64 * 1024;
// trystero rebuilds a message from 16 KiB chunks before we see it; a peer
// whose unfinished chunks pass this many is cut off (its pc closed), which
// makes trystero drop what it had gathered.
const MAX_CHUNKS_IN_FLIGHT = 2 * Math.ceil(MAX_MESSAGE / (16 * 1024));
const ICE_GATHER_MS = 2500; // an unreachable STUN server stalls gathering for 40 s
const BEACON_MS = 2500; // the host's announcement, for guests that arrive later
const CHANNEL = "ink";

// -- configuration: assets/rooms-config.json, overridden by the URL ---------

const DEFAULT_CONFIG = { appId: "inkwell-rooms-v1", relays: null, iceServers: null,
                         iceTransportPolicy: "all" };

// The RTCConfiguration a room's peer connections use: the site's ICE servers
// and the player's own TURN server, if they set one in Settings. (With the
// site's list null, trystero's own STUN servers apply: see openTransport.)
export function rtcConfig({ iceServers, iceTransportPolicy, playerTurn }) {
  const rtc = { iceTransportPolicy: iceTransportPolicy === "relay" ? "relay" : "all" };
  if (Array.isArray(iceServers)) rtc.iceServers = iceServers.concat(playerTurn ? [playerTurn] : []);
  return rtc;
}

// The TURN server this device's player saved in Settings (py/ui/settings.py,
// which saves only what py/ui/turn_server.py's check passed), or null. Kept
// in this browser's storage and never in a room link: it holds a credential,
// and Chromium takes no TURN server without one, so no link carries a TURN
// server at all. The shape is checked again here because RTCPeerConnection
// throws on a bad entry, and the room would then not open.
export const PLAYER_TURN_KEY = "inkwell.turn";
function playerTurn() {
  try {
    const { urls, username, credential } = JSON.parse(localStorage.getItem(PLAYER_TURN_KEY) || "null") || {};
    const text = (v) => typeof v === "string" && v.length > 0 && v.length <= 512;
    if (text(urls) && /^turns?:[^/@\s]/i.test(urls) && text(username) && text(credential)) return { urls, username, credential };
  } catch { /* unreadable, or no storage (a worker) */ }
  return null;
}

// relays: null means trystero's public nostr relays; iceServers: null its STUN
// servers; iceTransportPolicy "relay" links only through the TURN servers
// among them (no player then sees another's address). ?relay=ws://127.0.0.1:PORT
// (repeatable) and ?ice=none (no STUN: loopback only) point a page at a local
// relay, as the tests do; ?ice=relay sets the policy (with no TURN server a
// page can then reach nobody, as behind a network that blocks every path).
export async function loadConfig() {
  let config = { ...DEFAULT_CONFIG };
  try {
    const res = await fetch(new URL("../rooms-config.json", import.meta.url));
    if (res.ok) config = { ...config, ...(await res.json()) };
  } catch { /* offline or missing: the defaults */ }
  try {
    const query = new URLSearchParams(location.search);
    const relays = query.getAll("relay").filter((u) => /^wss?:\/\//.test(u));
    if (relays.length) config.relays = relays;
    if (query.get("ice") === "none") config.iceServers = [];
    if (query.get("ice") === "relay") config.iceTransportPolicy = "relay";
  } catch { /* no location (a worker): keep the file's */ }
  config.playerTurn = playerTurn();
  return config;
}

function emitter() {
  const peers = [];
  const messages = [];
  return {
    peers, messages,
    onPeer(cb) { peers.push(cb); },
    onMessage(cb) { messages.push(cb); },
    peer(id, what) { for (const cb of peers) safely(cb, id, what); },
    message(id, data) {
      if (typeof data !== "string" || data.length > MAX_MESSAGE) return; // dropped unread
      for (const cb of messages) safely(cb, id, data);
    },
  };
}

function safely(fn, ...args) {
  try { fn(...args); } catch (err) { console.error("room transport handler:", err); }
}

// The DTLS fingerprints of a peer connection's two ends ("" when unknown).
function endsOf(pc) {
  const print = (desc) => {
    const found = desc && /a=fingerprint:\S+ (\S+)/.exec(desc.sdp || "");
    return found ? found[1] : "";
  };
  try { return { local: print(pc.localDescription), remote: print(pc.remoteDescription) }; } catch { return { local: "", remote: "" }; }
}

// -- whether a direct link forms ------------------------------------------------

// Once two pages hold each other's description (the relay or the codes
// carried it), each has heard the other; a link that has not formed
// PATH_MS later never does on its own: their networks (two symmetric NATs,
// a carrier-grade NAT and a home router) leave ICE no pair to use, and
// only a TURN server could relay. Measured on loopback a link forms in
// well under 2 s, and trystero gives up on a pair after its own timeouts.
export const PATH_MS = 10000;
const paths = { heard: 0, linked: 0, blocked: 0 };

// When this page last heard a peer's description, last linked to one, and
// last saw an attempt fail (0: never); one page is one room.
export const linkAttempts = () => ({ ...paths });

// RTCPeerConnection, told to report how each attempt ends.
let Watched = null;
function watchedConnection() {
  if (Watched) return Watched;
  Watched = class extends RTCPeerConnection {
    constructor(...args) {
      super(...args);
      let heard = 0;
      let linked = false;
      this.addEventListener("signalingstatechange", () => {
        if (heard || !this.remoteDescription) return;
        heard = paths.heard = Date.now();
        setTimeout(() => { if (!linked) paths.blocked = Date.now(); }, PATH_MS);
      });
      this.addEventListener("connectionstatechange", () => {
        if (this.connectionState === "connected") { linked = true; paths.linked = Date.now(); }
        else if (this.connectionState === "failed" && heard && !linked) paths.blocked = Date.now();
      });
    }
  };
  return Watched;
}

// -- trystero over nostr relays --------------------------------------------------

// When the page at the other end goes (a reload, a closed tab), Chromium
// ends the data channel with "OperationError: User-Initiated Abort,
// reason=Close called" and trystero logs that as a "peer error" before
// dropping the peer, which it does either way. A peer leaving is ordinary
// in a room (presence says so), so that one message is logged as info;
// every other error, trystero's or not, still goes to console.error.
let quietClose = false;
function quietRemoteClose() {
  if (quietClose) return;
  quietClose = true;
  const error = console.error.bind(console);
  console.error = (...args) => {
    const [head, err] = args;
    const closed = typeof head === "string" && head.endsWith("peer error:") && err
      && /User-Initiated Abort/.test(String(err.message || err));
    if (closed) console.info("room: a peer closed its connection", String(err.message || err));
    else error(...args);
  };
}

// trystero's passive peers never link to each other, and a dormant one only
// listens until it hears a peer that is not passive. Guests join passive, so
// a room is a star around the host: 25 guests hold 25 links, not 325. But
// nostr announcements are ephemeral and trystero repeats the host's only
// once a minute after its first second, so a guest arriving later would
// wait that long: the host sends the same announcement (its peer id on the
// room's root topic, trystero's own format) every BEACON_MS.
async function rootTopic(appId, roomId) {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(`Trystero@${appId}@${roomId}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(36)).join("");
}

function beacon(lib, appId, roomId) {
  let stopped = false;
  const topicP = rootTopic(appId, roomId);
  const timer = setInterval(async () => {
    try {
      const event = await lib.createEvent(await topicP, JSON.stringify({ peerId: lib.selfId }));
      if (stopped) return;
      for (const socket of Object.values(lib.getRelaySockets())) {
        if (socket && socket.readyState === 1) socket.send(event);
      }
    } catch (err) { console.warn("room: the host's announcement failed", String(err)); }
  }, BEACON_MS);
  return () => { stopped = true; clearInterval(timer); };
}

// A browser built without WebRTC (Debian's WebKitGTK, measured by the smoke
// tests) would otherwise fail inside the library with a ReferenceError.
export const NO_WEBRTC = "Rooms need WebRTC, which this browser does not have: " +
  "open the link in another browser (Safari, Chrome, Firefox, Edge).";

export async function openTransport({ roomId, relays, iceServers, iceTransportPolicy, playerTurn, appId, role }) {
  if (typeof RTCPeerConnection === "undefined") return { error: NO_WEBRTC };
  let lib;
  try {
    lib = await import("../../vendor/trystero.mjs");
  } catch (err) {
    return { error: "The connection library did not load: " + err };
  }
  quietRemoteClose();
  const ev = emitter();
  const config = { appId: appId || DEFAULT_CONFIG.appId, passive: role === "guest",
                   rtcPolyfill: watchedConnection() };
  if (Array.isArray(relays) && relays.length) config.relayConfig = { urls: relays };
  config.rtcConfig = rtcConfig({ iceServers, iceTransportPolicy, playerTurn });
  // trystero adds a turnConfig to its own STUN servers, which apply when the site lists none.
  if (!Array.isArray(iceServers) && playerTurn) config.turnConfig = [playerTurn];
  let room;
  let action;
  const inFlight = new Map(); // peer -> chunks received since its last whole message
  const cutOff = (id) => {
    console.warn("room: a peer sent an oversized message; cut off", id);
    try { room.getPeers()[id].close(); } catch { /* already gone */ }
  };
  // A left room's late events are dropped: they name peers the new one may hold.
  const enter = () => {
    const here = lib.joinRoom(config, roomId);
    const current = () => here === room;
    action = here.makeAction(CHANNEL, {
      onMessage: (data, ctx) => {
        if (!current()) return;
        inFlight.delete(ctx.peerId);
        ev.message(ctx.peerId, data);
      },
      onReceiveProgress: (_, ctx) => {
        const id = ctx && ctx.peerId;
        const n = (inFlight.get(id) || 0) + 1;
        inFlight.set(id, n);
        if (n > MAX_CHUNKS_IN_FLIGHT) cutOff(id);
      },
    });
    here.onPeerJoin = (id) => { if (current()) ev.peer(id, "join"); };
    here.onPeerLeave = (id) => { if (current()) { inFlight.delete(id); ev.peer(id, "leave"); } };
    room = here;
  };
  try {
    enter();
  } catch (err) {
    return { error: "Could not open the room: " + err };
  }
  let closed = false;
  const stopBeacon = role === "host" ? beacon(lib, config.appId, roomId) : () => {};
  return {
    kind: "relay",
    onPeer: ev.onPeer,
    onMessage: ev.onMessage,
    peers() {
      try { return Object.keys(room.getPeers()); } catch { return []; }
    },
    relayOpen() {
      try { return Object.values(lib.getRelaySockets()).some((s) => s && s.readyState === 1); } catch { return false; }
    },
    // trystero gives a relay up for good after about a minute of failed
    // tries; a held relay instead waits for the next retryRelays().
    holdRelays() { safely(lib.pauseRelayReconnection); },
    retryRelays() {
      safely(lib.resumeRelayReconnection);
      // Held again a task later, once the waiting sockets have set off, so
      // that a try that fails waits for our next call.
      setTimeout(() => { if (!closed) safely(lib.pauseRelayReconnection); }, 0);
    },
    releaseRelays() { safely(lib.resumeRelayReconnection); },
    // After its first few tries a peer announces itself once a minute, so
    // one lost signal would keep a guest from the host that long: leaving
    // and joining again announces at once (the peers see a leave and a join).
    async rejoin() {
      if (closed) return;
      const old = room;
      room = null;
      let gone = [];
      try { gone = Object.keys(old.getPeers()); } catch { /* none */ }
      for (const id of gone) { inFlight.delete(id); ev.peer(id, "leave"); }
      try { await old.leave(); } catch { /* gone already */ }
      if (closed) return;
      try { enter(); } catch (err) { console.warn("room: could not join again", String(err)); }
    },
    ends(peerId) {
      try { return endsOf(room.getPeers()[peerId]); } catch { return { local: "", remote: "" }; }
    },
    send(peerId, text) {
      if (closed) return "closed";
      if (typeof text !== "string" || text.length > MAX_MESSAGE) return "too_big";
      try {
        action.send(text, { target: peerId }).catch(() => {});
        return true;
      } catch (err) {
        return String(err);
      }
    },
    close() {
      closed = true;
      stopBeacon();
      safely(lib.resumeRelayReconnection);
      try { room.leave().catch(() => {}); } catch { /* already gone */ }
    },
  };
}

// -- connect with codes: no server at all -------------------------------------

// An SDP keeps only what a data channel needs; then it is deflated and
// base64url-encoded, so a code is a few hundred characters.
const KEEP = /^(v=|o=|s=|t=|m=|c=|a=(group|ice-ufrag|ice-pwd|ice-options|fingerprint|setup|mid|sctp-port|max-message-size|candidate))/;

export function compactSdp(sdp) {
  return sdp.split(/\r?\n/).filter((line) => KEEP.test(line) && !/ tcp /.test(line)).join("\n");
}

async function squeeze(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function unsqueeze(code) {
  const b64 = code.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "===".slice((b64.length + 3) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return await new Response(stream).text();
}

async function encodeCode(kind, sdp) {
  return kind + (await squeeze(compactSdp(sdp)));
}

async function decodeCode(code, kind) {
  try {
    code = String(code || "").trim();
    if (code[0] !== kind) return { error: kind === "O" ? "That is not an invite code." : "That is not an answer code." };
    const sdp = (await unsqueeze(code.slice(1))).split("\n").join("\r\n") + "\r\n";
    return { sdp };
  } catch {
    return { error: "That code is damaged: copy all of it." };
  }
}

function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    const timer = setTimeout(resolve, ICE_GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
    });
  });
}

function wire(ev, channels, id, channel, pc) {
  channel.onopen = () => { channels.set(id, channel); ev.peer(id, "join"); };
  const gone = () => {
    if (channels.get(id) !== channel) return;
    channels.delete(id);
    ev.peer(id, "leave");
  };
  channel.onclose = gone;
  pc.addEventListener("connectionstatechange", () => {
    if (pc.connectionState === "failed" || pc.connectionState === "closed") gone();
  });
  channel.onmessage = (e) => ev.message(id, e.data);
}

function codesTransport(ev, channels, pcs, kind) {
  return {
    kind,
    onPeer: ev.onPeer,
    onMessage: ev.onMessage,
    peers: () => [...channels.keys()],
    ends: (peerId) => (pcs.has(peerId) ? endsOf(pcs.get(peerId)) : { local: "", remote: "" }),
    send(peerId, text) {
      const channel = channels.get(peerId);
      if (!channel || channel.readyState !== "open") return "not_connected";
      if (typeof text !== "string" || text.length > MAX_MESSAGE) return "too_big";
      try { channel.send(text); return true; } catch (err) { return String(err); }
    },
    close() {
      for (const pc of pcs.values()) { try { pc.close(); } catch { /* closed */ } }
      pcs.clear();
      channels.clear();
    },
  };
}

// The host makes one invite code per guest, and reads back each answer.
export function codesHost(ice = {}) {
  const ev = emitter();
  const channels = new Map();
  const pcs = new Map();
  let next = 1;
  const t = codesTransport(ev, channels, pcs, "codes");
  t.makeOffer = async () => {
    try {
      const id = "c" + next++;
      const pc = new (watchedConnection())(rtcConfig({ ...ice, iceServers: ice.iceServers || [] }));
      pcs.set(id, pc);
      wire(ev, channels, id, pc.createDataChannel(CHANNEL, { ordered: true }), pc);
      await pc.setLocalDescription(await pc.createOffer());
      await gathered(pc);
      return { ok: true, peer: id, code: await encodeCode("O", pc.localDescription.sdp) };
    } catch (err) {
      return { ok: false, error: "Could not make an invite code: " + err };
    }
  };
  // An answer names no peer: it goes to the newest offer still waiting.
  t.acceptAnswer = async (code) => {
    const { sdp, error } = await decodeCode(code, "A");
    if (error) return { ok: false, error };
    const waiting = [...pcs.entries()].reverse().find(([, pc]) => pc.signalingState === "have-local-offer");
    if (!waiting) return { ok: false, error: "Make an invite code first." };
    try {
      await waiting[1].setRemoteDescription({ type: "answer", sdp });
      return { ok: true, peer: waiting[0] };
    } catch (err) {
      return { ok: false, error: "That answer code does not fit: " + err };
    }
  };
  return t;
}

// A guest turns the host's invite code into an answer code; the host is peer "host".
export function codesGuest(ice = {}) {
  const ev = emitter();
  const channels = new Map();
  const pcs = new Map();
  const t = codesTransport(ev, channels, pcs, "codes");
  t.acceptOffer = async (code) => {
    const { sdp, error } = await decodeCode(code, "O");
    if (error) return { ok: false, error };
    try {
      for (const pc of pcs.values()) pc.close();
      const pc = new (watchedConnection())(rtcConfig({ ...ice, iceServers: ice.iceServers || [] }));
      pcs.set("host", pc);
      pc.ondatachannel = (e) => wire(ev, channels, "host", e.channel, pc);
      await pc.setRemoteDescription({ type: "offer", sdp });
      await pc.setLocalDescription(await pc.createAnswer());
      await gathered(pc);
      return { ok: true, code: await encodeCode("A", pc.localDescription.sdp) };
    } catch (err) {
      return { ok: false, error: "Could not answer that invite code: " + err };
    }
  };
  return t;
}
