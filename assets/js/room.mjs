// The room bridges' API for the UI: the host's (room-host.mjs: transport <->
// engine worker) and the guest's (room-guest.mjs: UI <-> transport <-> host).
// No game logic lives here; the authoritative room is py/inkwell/room in the
// host's worker.
//
// window.inkwellRoom (every function returns a JSON string, or a Promise of
// one, and never throws; MicroPython cannot catch JavaScript exceptions):
//
//   create(json {game, options?, name?})  host: open a room   -> {ok, roomId, link}
//   resume(roomId)                        host: reopen the room saved in this browser
//   connect(roomId)                       guest: reach the room (no engine needed);
//                                         rejoins the seat by itself if this browser has its token
//   join(json {name, watch?})             guest: take a seat (or watch)  -> the host's reply
//                                         ({waiting: true} while the host decides, if it asks)
//   request(text)                         host or guest: the same messages a UI sends the
//                                         engine ({"type": "act", "action": {...}}, "view",
//                                         "query"; the host also "start", "add_bot",
//                                         "remove_seat", "bot_seat", "settings", "admit");
//                                         resolves to a reply shaped like the worker's:
//                                         {ok, views: {"<seat>": view}, room, ...}
//   status()                              {role, roomId, link, host, seat, room, views, relay}
//   link()                                the share link ("…#room=ID.KEYTAG": KEYTAG hashes the host key)
//   codesOffer() / codesAnswer(code)      host: connect a guest with codes, no server at all
//   codesJoin(code)                       guest: answer the host's invite code -> {ok, code}
//   leave()                               close the room (the host's save is kept)
//   hasSave(roomId) -> bool               whether this browser hosts that room (resume)
//   copyText(text), shareLink(link)       clipboard and the device's share sheet
//   onUpdate(cb)                          JS callers: cb(json) on every push
//
// Pushes are also window events "room-update" whose detail is a JSON string:
// {"type": "update", "room": {...}, "views": {...}} after every change,
// {"type": "status", ...} when the link to the host changes, and
// {"type": "notice", "message"} for the host (its engine restarted, a save failed).
// {"type": "relay", "relay": "up" | "down"} when the signaling relays start
// or stop answering (room-relay.mjs; "down": nobody can join by the link).
// {"type": "path", "path": "ok" | "blocked" | "absent"} when a relay works
// but no direct link forms, or (a guest) no host is in the room (room-relay.mjs).
// Test hooks, only with ?testhooks=1: inkwellRoom.received (every text a
// guest received), sendRaw(text), peers() and iceConfig() (the RTCConfiguration
// a room opened now would use, as JSON: it may hold the player's credential).
import { codesGuest, codesHost, loadConfig, rtcConfig } from "./transport.mjs";
import { SAVE_KEY, TEST_HOOKS, emit, failure, json, load, onUpdate, parse, randomId, received, safely } from "./room-common.mjs";
import { Host } from "./room-host.mjs";
import { BEAT_MS, Guest } from "./room-guest.mjs";
import { copyText } from "./ui-helpers.mjs";

let current = null; // this page's one room: a Host or a Guest

async function guard(fn) {
  try { return await fn(); } catch (err) { return failure("room", String(err && err.message || err)); }
}

async function openHost(host, first) {
  const reply = host.deliver(await host.worker({ ...first, now: Date.now() }));
  if (!reply.ok) return json(reply);
  current = host;
  await host.start();
  const view = parse(await host.request(json({ type: "view" }))) || {};
  emit({ type: "update", room: view.room, views: view.views });
  return json({ ok: true, roomId: host.roomId, link: host.link(), room: view.room, views: view.views });
}

async function create(text) {
  return guard(async () => {
    const m = parse(text) || {};
    if (current) current.close();
    const host = new Host(randomId(), await loadConfig());
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    return openHost(host, { type: "room_open", game: m.game, options: m.options, name: m.name, seed });
  });
}

async function resume(roomId) {
  return guard(async () => {
    const saved = load(SAVE_KEY + roomId);
    if (!saved || !saved.saved) return failure("no_save", "This browser holds no room " + roomId + ".");
    if (current) current.close();
    return openHost(new Host(String(roomId), await loadConfig()), { type: "room_resume", saved: saved.saved });
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
    if (!current.transports.c) current.attach("c", codesHost(current.config));
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
    if (!current.transports.c) current.attach("c", codesGuest(current.config));
    return json(await current.transports.c.acceptOffer(code));
  });
}

window.inkwellRoom = {
  create, resume, connect, join, request, codesOffer, codesAnswer, codesJoin, onUpdate,
  status: () => safely(() => json(current ? current.status() : { role: null })) || json({ role: null }),
  link: () => (current ? current.link() : ""),
  leave: () => safely(() => { if (current) current.close(); current = null; return json({ ok: true }); }) || json({ ok: false }),
  hasSave: (roomId) => Boolean(load(SAVE_KEY + roomId)),
  copyText,
  canShare: () => Boolean(navigator.share),
  shareLink: (link) => guard(async () => {
    if (!navigator.share) return failure("no_share", "This device has no share sheet.");
    await navigator.share({ title: "Play Inkwell with me", url: String(link) });
    return json({ ok: true });
  }),
};

if (TEST_HOOKS) {
  // A guest's raw text goes to the host unchanged (forged messages).
  window.inkwellRoom.received = received;
  window.inkwellRoom.sendRaw = (text) => (current && current.role === "guest" && current.host
    ? json({ ok: safely(() => current.sendText(current.host, String(text))) === true })
    : json({ ok: false }));
  window.inkwellRoom.iceConfig = async () => json(rtcConfig(await loadConfig()));
  // How many WebRTC peers this page holds (the bench's "peers per page").
  window.inkwellRoom.peers = () => safely(() => Object.values(current ? current.transports : {})
    .reduce((n, t) => n + ((t.peers && t.peers().length) || 0), 0)) || 0;
}

export const api = window.inkwellRoom;
