// Whether friends can reach this room by its link: the signaling relays.
// A room none of whose relays answers says so (players then connect with
// codes, which need no server), keeps retrying them in the background, and
// says so again when one answers. Pushes {"type": "relay", "relay": "up" |
// "down"} to the page on each change.
import { emit, safely } from "./room-common.mjs";

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
