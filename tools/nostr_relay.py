"""A small nostr relay for tests: trystero's nostr strategy signals through it.

It speaks the part of NIP-01 trystero uses: EVENT (answered with OK and
passed to every matching subscription), REQ (stored events that match, then
EOSE), CLOSE.  Filters: ids, authors, kinds, since, until, limit and tag
filters such as "#x".  Ephemeral events (kinds 20000-29999, which is what
trystero sends) are never stored.  Signatures are not checked: this relay
only ever listens on loopback, for tests and local play.

Usage: python tools/nostr_relay.py [--port 7777]
In Python: relay = start_in_thread(); relay.url; relay.stop()
"""

import argparse
import asyncio
import json
import threading

from websockets.asyncio.server import serve

MAX_MESSAGE = 256 * 1024
STORED = 1000


def matches(flt, event):
    if not isinstance(flt, dict):
        return False
    if "ids" in flt and event.get("id") not in flt["ids"]:
        return False
    if "authors" in flt and event.get("pubkey") not in flt["authors"]:
        return False
    if "kinds" in flt and event.get("kind") not in flt["kinds"]:
        return False
    created = event.get("created_at", 0)
    if "since" in flt and created < flt["since"]:
        return False
    if "until" in flt and created > flt["until"]:
        return False
    for key, wanted in flt.items():
        if key.startswith("#") and len(key) == 2:
            values = {t[1] for t in event.get("tags", []) if len(t) > 1 and t[0] == key[1]}
            if not values & set(wanted):
                return False
    return True


class Relay:
    def __init__(self):
        self.clients = {}  # websocket -> {sub_id: [filters]}
        self.stored = []
        self.events = 0  # how many EVENTs it has seen, for tests and benchmarks
        # While lossy, an EVENT is acknowledged but reaches no one: what a
        # player sees when a public relay drops signals (tests set it).
        self.lossy = False

    async def serve_client(self, ws):
        subs = self.clients[ws] = {}
        try:
            async for raw in ws:
                await self.on_message(ws, subs, raw)
        except Exception:
            pass  # a client that vanished mid-message
        finally:
            self.clients.pop(ws, None)

    async def on_message(self, ws, subs, raw):
        try:
            msg = json.loads(raw)
            kind = msg[0]
        except Exception:
            await ws.send(json.dumps(["NOTICE", "invalid: not a nostr message"]))
            return
        if kind == "EVENT" and len(msg) >= 2 and isinstance(msg[1], dict):
            event = msg[1]
            self.events += 1
            await ws.send(json.dumps(["OK", event.get("id", ""), True, ""]))
            if self.lossy:
                return
            if not 20000 <= event.get("kind", 0) < 30000:
                self.stored = (self.stored + [event])[-STORED:]
            for client, client_subs in list(self.clients.items()):
                for sub_id, filters in list(client_subs.items()):
                    if any(matches(f, event) for f in filters):
                        try:
                            await client.send(json.dumps(["EVENT", sub_id, event]))
                        except Exception:
                            pass
        elif kind == "REQ" and len(msg) >= 2:
            sub_id, filters = msg[1], msg[2:]
            subs[sub_id] = filters
            for event in self.stored:
                if any(matches(f, event) for f in filters):
                    await ws.send(json.dumps(["EVENT", sub_id, event]))
            await ws.send(json.dumps(["EOSE", sub_id]))
        elif kind == "CLOSE" and len(msg) >= 2:
            subs.pop(msg[1], None)
        else:
            await ws.send(json.dumps(["NOTICE", f"unsupported: {kind}"]))


class RelayThread:
    """The relay on a free loopback port, in a daemon thread with its own loop."""

    def __init__(self, host="127.0.0.1", port=0):
        self.relay = Relay()
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(host, port, ready), daemon=True)
        self.thread.start()
        ready.wait(10)
        self.url = f"ws://{host}:{self.port}"

    def _run(self, host, port, ready):
        asyncio.set_event_loop(self.loop)

        async def main():
            self.stopping = asyncio.Event()
            async with serve(self.relay.serve_client, host, port, max_size=MAX_MESSAGE) as server:
                self.port = server.sockets[0].getsockname()[1]
                ready.set()
                await self.stopping.wait()

        self.loop.run_until_complete(main())

    def stop(self):
        self.loop.call_soon_threadsafe(self.stopping.set)
        self.thread.join(5)


def start_in_thread(host="127.0.0.1", port=0):
    return RelayThread(host, port)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=7777)
    ap.add_argument("--host", default="127.0.0.1")
    args = ap.parse_args()
    relay = start_in_thread(args.host, args.port)
    print(f"nostr relay at {relay.url}  (Ctrl-C stops)")
    try:
        relay.thread.join()
    except KeyboardInterrupt:
        relay.stop()
