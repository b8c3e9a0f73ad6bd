// Whether friends can reach this room by its link: the signaling relays.
// A room none of whose relays answers says so (players then connect with
// codes, which need no server), keeps retrying them in the background, and
// says so again when one answers. Pushes {"type": "relay", "relay": "up" |
// "down"} to the page on each change.
import { emit, safely } from "./room-common.mjs";
import { linkAttempts } from "./transport.mjs";

const NO_RELAY_MS = 4000; // none open for this long: say so
const CHECK_MS = 1000;
const RETRY_MS = 5000; // while none is open, every held relay tries again this often

export class RelayWatch {
  // transport: the relay transport, or null when it could not open at all.
  constructor(transport) {
    this.transport = transport;
    this.state = "unknown";
    this.lastUp = Date.now();
    this.lastTry = Date.now();
    this.timer = setInterval(() => this.check(), CHECK_MS);
  }

  check() {
    const t = this.transport;
    const now = Date.now();
    if (t && safely(() => t.relayOpen())) {
      this.lastUp = now;
      if (this.state === "down") safely(() => t.releaseRelays());
      this.say("up");
      return;
    }
    if (now - this.lastUp < NO_RELAY_MS) return; // a relay may still be opening
    this.say("down");
    if (!t) return;
    safely(() => t.holdRelays());
    if (now - this.lastTry >= RETRY_MS) {
      this.lastTry = now;
      safely(() => t.retryRelays());
    }
  }

  say(state) {
    if (state === this.state) return;
    this.state = state;
    emit({ type: "relay", relay: state });
  }

  stop() { clearInterval(this.timer); }
}

// A host's or guest's relay state for status(): "unknown" before it opened
// its relays (a guest connected with codes only never does).
export const relayState = (side) => (side.relays ? side.relays.state : "unknown");

// Whether a direct link to the others forms, once a relay works: pushes
// {"type": "path", "path": "ok" | "blocked" | "absent"} on each change. A
// host says "blocked" when a guest was heard but no link formed
// (transport.mjs, PATH_MS); a guest says so of the host, and "absent" when
// a relay has been open ABSENT_MS and no host was heard in that time (its
// page is closed or asleep). Both keep trying (the guest rejoins, trystero
// retries); "ok" again once a link forms, or once a failure is BLOCKED_MS
// old with no new one.
const ABSENT_MS = 10000;
const BLOCKED_MS = 90000;
const WAITING = ["connecting", "reconnecting"];

export class PathWatch {
  // side: the Host or Guest; its transports.p is the relay transport.
  constructor(side) {
    this.side = side;
    this.state = "ok";
    this.relayUp = 0; // since when a relay has been open without a break
    this.timer = setInterval(() => this.check(), CHECK_MS);
  }

  check() {
    const t = this.side.transports.p;
    const now = Date.now();
    const up = Boolean(t && safely(() => t.relayOpen()));
    this.relayUp = up ? this.relayUp || now : 0;
    this.say(this.judge(linkAttempts(), up ? now - this.relayUp : 0, now));
  }

  judge({ heard, linked, blocked }, upFor, now) {
    const guest = this.side.role === "guest";
    if (guest && !WAITING.includes(this.side.state)) return "ok";
    if (blocked > linked && now - blocked < BLOCKED_MS) return "blocked";
    const unheard = now - heard > ABSENT_MS && now - linked > ABSENT_MS;
    return guest && upFor >= ABSENT_MS && unheard ? "absent" : "ok";
  }

  say(state) {
    if (state === this.state) return;
    this.state = state;
    emit({ type: "path", path: state });
  }

  stop() { clearInterval(this.timer); }
}
