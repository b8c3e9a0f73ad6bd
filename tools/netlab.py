"""The network lab (issue 41): homes behind real NATs, in Linux network
namespaces, with a "public" network holding the site, the nostr relay and a
STUN/TURN server. The test suite (tests/lab) and the bench (bench/bench_lab.py)
both build it from here; it needs root, `ip`, `nft` (Debian's nftables) and
coturn's `turnserver`.

    public namespace iwlab-pub: bridge "wan" with 203.0.113.1 (site :8000,
        relay :7777, coturn :3478, which is also the STUN server) and
        203.0.113.2 (coturn again: a second STUN address, to tell NAT kinds apart)
    router iwlab-rN: "wan0" 203.0.113.(10+N) on that bridge, NAT in nftables,
        bridge "lan" 10.N.0.1/24 for its homes
    home iwlab-rN-hK: "eth0" 10.N.0.(10+K), default route via its router

NAT kinds, as measured (shared/notes/webrtc.md): plain `masquerade` maps a
home's port to the same public port whatever the destination, and conntrack
lets in only what answers a flow the home opened: port-restricted cone.
`masquerade fully-random` picks a new port per destination: symmetric. A DNAT
of all inbound UDP to the home on top of plain masquerade: full cone.
Every router drops unsolicited input, as home routers do: with its input
open, the kernel answers refused probes and conntrack keeps an entry for
each, holding the very port the NAT wanted to keep, and cone pairs fail.

Every namespace is named iwlab-*, so `python tools/netlab.py clean` (and
every Lab() before it builds) removes what a killed run left behind.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PREFIX = "iwlab-"
PUB = PREFIX + "pub"
PUBLIC = "203.0.113.1"   # TEST-NET-3: never a real address
SECOND = "203.0.113.2"
SITE_PORT, RELAY_PORT, TURN_PORT = 8000, 7777, 3478
KINDS = ("full-cone", "port-restricted", "symmetric")
TURN_USER, TURN_SECRET = "lab-user", "lab-secret-41"
SITE_PREFIX = "/inkwell/"
ROOT = Path(__file__).resolve().parent.parent


def sh(*args, ns=None, check=True, input=None):
    """Run a command (inside namespace `ns`); its output, or an error that says it."""
    cmd = (["ip", "netns", "exec", ns] if ns else []) + [str(a) for a in args]
    done = subprocess.run(cmd, input=input, capture_output=True, text=True)
    if check and done.returncode:
        raise RuntimeError(f"{' '.join(cmd)} failed: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout


def namespaces():
    out = sh("ip", "netns", "list", check=False)
    return [line.split()[0] for line in out.splitlines() if line.startswith(PREFIX)]


def clean():
    """Remove every iwlab-* namespace; their processes were ours (a killed run's)."""
    for ns in namespaces():
        for pid in sh("ip", "netns", "pids", ns, check=False).split():
            try:
                os.kill(int(pid), 9)
            except (ProcessLookupError, ValueError):
                pass
        sh("ip", "netns", "del", ns, check=False)


def missing():
    """Why the lab cannot be built here (None: it can): said by a skip."""
    if os.geteuid() != 0:
        return "needs root (network namespaces and nftables): run the lab as root or with sudo"
    for tool, package in (("ip", "iproute2"), ("nft", "nftables"), ("turnserver", "coturn")):
        if shutil.which(tool) is None:
            return f"needs `{tool}` (apt-get install {package}, or make browser as root)"
    probe = PREFIX + "probe"
    try:
        sh("ip", "netns", "add", probe)
        sh("nft", "add", "table", "ip", "probe", ns=probe)
    except RuntimeError as err:
        return f"cannot create a network namespace with an nftables table here: {err}"
    finally:
        sh("ip", "netns", "del", probe, check=False)
    return None


NFT = """
table ip lab {{
  chain pre {{
    type nat hook prerouting priority dstnat; policy accept;
    {cone}
  }}
  chain post {{
    type nat hook postrouting priority srcnat; policy accept;
    oifname "wan0" masquerade {random}
  }}
  chain input {{
    type filter hook input priority filter; policy drop;
    iifname "lo" accept
    ct state established,related accept
    iifname "lan" accept
  }}
  chain forward {{
    type filter hook forward priority filter; policy drop;
    ct state established,related accept
    iifname "lan" accept
    {cone_forward}
  }}
}}
"""


class Home:
    def __init__(self, router, k):
        self.router, self.k = router, k
        self.ns = f"{router.ns}-h{k}"
        self.ip = f"10.{router.n}.0.{10 + k}"

    def __repr__(self):
        return f"<home {self.ns} behind {self.router.kind}>"

    def spawn(self, args, **popen):
        return subprocess.Popen(["ip", "netns", "exec", self.ns] + [str(a) for a in args], **popen)

    def chromium(self, executable, directory):
        """A script that starts `executable` inside this home, for Playwright's
        launch(executable_path=...): Playwright talks to the browser over the
        pipes it inherits, which cross namespaces, so the driver stays here."""
        path = Path(directory) / f"chromium-{self.ns}"
        path.write_text(f'#!/bin/sh\nexec ip netns exec {self.ns} "{executable}" "$@"\n')
        path.chmod(0o755)
        return str(path)

    def nat_kind(self):
        """Measured, not assumed: one socket asks both STUN addresses for its
        public address (the same port: the mapping does not depend on the
        destination), then the public side sends it a packet from a port it
        never wrote to (let in: full cone)."""
        probe = self.spawn([sys.executable, "-c", STUN_PROBE, PUBLIC, SECOND, str(TURN_PORT)],
                           stdout=subprocess.PIPE, text=True)
        try:
            mapped = json.loads(probe.stdout.readline())
            host, port = mapped[0]
            sh(sys.executable, "-c", SEND_ONCE, PUBLIC, host, port, ns=PUB)
            unsolicited = probe.stdout.readline().strip() == "in"
        finally:
            probe.kill()
            probe.wait()
        if mapped[0] != mapped[1]:
            return "symmetric"
        return "full-cone" if unsolicited else "port-restricted"


# Run in a home: a STUN Binding request to two servers from one UDP socket;
# prints both mapped addresses, then whether an unsolicited packet came in.
STUN_PROBE = r"""
import json, os, socket, struct, sys
a, b, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("0.0.0.0", 0)); s.settimeout(2)
def mapped(server):
    tid = os.urandom(12)
    for _ in range(3):
        s.sendto(struct.pack("!HHI", 1, 0, 0x2112A442) + tid, (server, port))
        try:
            data, _ = s.recvfrom(2048)
        except socket.timeout:
            continue
        i = 20
        while i + 4 <= len(data):
            kind, size = struct.unpack("!HH", data[i:i + 4])
            if kind == 0x20:
                p = struct.unpack("!H", data[i + 6:i + 8])[0] ^ 0x2112
                ip = struct.unpack("!I", data[i + 8:i + 12])[0] ^ 0x2112A442
                return [socket.inet_ntoa(struct.pack("!I", ip)), p]
            i += 4 + size + (-size % 4)
    raise SystemExit("no STUN answer from " + server)
print(json.dumps([mapped(a), mapped(b)]), flush=True)
s.settimeout(1.5)
try:
    data, peer = s.recvfrom(2048)
    print("in" if data == b"unsolicited" else "other", flush=True)
except socket.timeout:
    print("dropped", flush=True)
"""
SEND_ONCE = r"""
import socket, sys
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind((sys.argv[1], 0))
for _ in range(3): s.sendto(b"unsolicited", (sys.argv[2], int(sys.argv[3])))
"""

WAIT_PORT = r"""
import socket, sys, time
end = time.monotonic() + float(sys.argv[3])
while True:
    try:
        socket.create_connection((sys.argv[1], int(sys.argv[2])), 0.5).close(); break
    except OSError:
        if time.monotonic() > end: raise SystemExit("nothing listens on %s:%s" % tuple(sys.argv[1:3]))
        time.sleep(0.1)
"""


class Router:
    def __init__(self, lab, n, kind):
        assert kind in KINDS, kind
        self.lab, self.n, self.kind = lab, n, kind
        self.ns = f"{PREFIX}r{n}"
        self.wan = f"203.0.113.{10 + n}"
        self.homes = []
        sh("ip", "netns", "add", self.ns)
        sh("ip", "link", "add", f"iwr{n}w", "netns", PUB, "type", "veth", "peer", "name", "wan0",
           "netns", self.ns)
        sh("ip", "link", "set", f"iwr{n}w", "master", "wan", "up", ns=PUB)
        for cmd in (("ip", "addr", "add", f"{self.wan}/24", "dev", "wan0"),
                    ("ip", "link", "set", "wan0", "up"), ("ip", "link", "set", "lo", "up"),
                    ("ip", "link", "add", "lan", "type", "bridge"),
                    ("ip", "addr", "add", f"10.{n}.0.1/24", "dev", "lan"),
                    ("ip", "link", "set", "lan", "up"),
                    ("sysctl", "-qw", "net.ipv4.ip_forward=1")):
            sh(*cmd, ns=self.ns)
        # Frames between two homes on the LAN bridge must not go through
        # this router's firewall (the knob exists only with br_netfilter).
        sh("sysctl", "-qw", "net.bridge.bridge-nf-call-iptables=0", ns=self.ns, check=False)

    def home(self):
        home = Home(self, len(self.homes) + 1)
        self.homes.append(home)
        veth = f"iwr{self.n}h{home.k}"
        sh("ip", "netns", "add", home.ns)
        sh("ip", "link", "add", veth, "netns", self.ns, "type", "veth", "peer", "name", "eth0",
           "netns", home.ns)
        sh("ip", "link", "set", veth, "master", "lan", "up", ns=self.ns)
        for cmd in (("ip", "addr", "add", f"{home.ip}/24", "dev", "eth0"),
                    ("ip", "link", "set", "eth0", "up"), ("ip", "link", "set", "lo", "up"),
                    ("ip", "route", "add", "default", "via", f"10.{self.n}.0.1")):
            sh(*cmd, ns=home.ns)
        self.firewall()
        return home

    def firewall(self):
        full_cone = self.kind == "full-cone"
        target = self.homes[0].ip if self.homes else None
        rules = NFT.format(
            random="fully-random" if self.kind == "symmetric" else "",
            cone=f'iifname "wan0" meta l4proto udp dnat to {target}' if full_cone and target else "",
            cone_forward='iifname "wan0" ct status dnat accept' if full_cone else "")
        sh("nft", "flush", "ruleset", ns=self.ns)
        sh("nft", "-f", "-", ns=self.ns, input=rules)


class Lab:
    """lab = Lab(); home = lab.home("symmetric"); lab.start(site_dir); ...; lab.close().
    Also a context manager; close() always removes every namespace."""

    def __init__(self, workdir=None):
        clean()
        self.dir = Path(workdir or tempfile.mkdtemp(prefix="iwlab-"))
        self.procs = []
        self.routers = []
        self.turn_log = self.dir / "turnserver.log"
        try:
            sh("ip", "netns", "add", PUB)
            for cmd in (("ip", "link", "set", "lo", "up"), ("ip", "link", "add", "wan", "type", "bridge"),
                        ("ip", "addr", "add", f"{PUBLIC}/24", "dev", "wan"),
                        ("ip", "addr", "add", f"{SECOND}/24", "dev", "wan"),
                        ("ip", "link", "set", "wan", "up")):
                sh(*cmd, ns=PUB)
        except Exception:
            self.close()
            raise

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def router(self, kind):
        router = Router(self, len(self.routers) + 1, kind)
        self.routers.append(router)
        return router

    def home(self, kind):
        """A home alone behind a router of NAT `kind`."""
        return self.router(kind).home()

    # -- the public side -------------------------------------------------------

    @property
    def origin(self):
        return f"http://{PUBLIC}:{SITE_PORT}"

    @property
    def site_url(self):
        return self.origin + SITE_PREFIX

    @property
    def relay_url(self):
        return f"ws://{PUBLIC}:{RELAY_PORT}"

    @property
    def turn(self):
        return {"urls": f"turn:{PUBLIC}:{TURN_PORT}?transport=udp", "username": TURN_USER,
                "credential": TURN_SECRET}

    def start(self, site_dir):
        """The site (tools/serve.py), the relay (tools/nostr_relay.py) and coturn,
        in the public namespace. The site's rooms-config.json is rewritten to the
        lab's STUN server, as a deployer would point it at theirs (STUN only, as
        shipped: TURN is each test's choice)."""
        config = Path(site_dir) / "assets" / "rooms-config.json"
        settings = json.loads(config.read_text())
        settings["iceServers"] = [{"urls": f"stun:{PUBLIC}:{TURN_PORT}"}]
        config.write_text(json.dumps(settings, indent=2))
        python = sys.executable
        self.spawn([python, ROOT / "tools" / "serve.py", site_dir, "--host", PUBLIC,
                    "--port", SITE_PORT, "--prefix", SITE_PREFIX], "site.log")
        self.spawn([python, ROOT / "tools" / "nostr_relay.py", "--host", PUBLIC, "--port", RELAY_PORT],
                   "relay.log")
        self.spawn([shutil.which("turnserver"), "-n", f"--listening-ip={PUBLIC}", f"--listening-ip={SECOND}",
                    f"--relay-ip={PUBLIC}", f"--listening-port={TURN_PORT}", "--min-port=49200",
                    "--max-port=49400", "--lt-cred-mech", f"--user={TURN_USER}:{TURN_SECRET}",
                    "--realm=lab.inkwell.test", "--fingerprint", "--no-tls", "--no-dtls", "--no-cli",
                    "--no-tcp-relay", "--log-file=stdout", "--simple-log", "--verbose"], self.turn_log.name)
        for port in (SITE_PORT, RELAY_PORT):
            sh(sys.executable, "-c", WAIT_PORT, PUBLIC, port, 15, ns=PUB)
        deadline = time.monotonic() + 15
        while "Total General servers" not in self.turn_log.read_text():
            if time.monotonic() > deadline:
                raise RuntimeError("turnserver did not start:\n" + self.turn_log.read_text()[-2000:])
            time.sleep(0.1)

    def spawn(self, args, log):
        out = (self.dir / log).open("w")
        proc = subprocess.Popen(["ip", "netns", "exec", PUB] + [str(a) for a in args],
                                stdout=out, stderr=subprocess.STDOUT)
        self.procs.append(proc)
        return proc

    def relayed(self):
        """How many TURN allocations coturn has granted so far."""
        return self.turn_log.read_text().count("ALLOCATE processed, success")

    def close(self):
        for proc in self.procs:
            proc.terminate()
        for proc in self.procs:
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
        self.procs = []
        clean()


if __name__ == "__main__":
    if sys.argv[1:] == ["clean"]:
        clean()
    elif sys.argv[1:] == ["check"]:
        # Builds a home behind each NAT kind and measures what kind it is.
        reason = missing()
        if reason:
            raise SystemExit(reason)
        with Lab() as lab:
            homes = [lab.home(kind) for kind in KINDS]
            lab.spawn([shutil.which("turnserver"), "-n", f"--listening-ip={PUBLIC}", f"--listening-ip={SECOND}",
                       f"--listening-port={TURN_PORT}", "--no-tls", "--no-dtls", "--no-cli",
                       "--log-file=stdout", "--simple-log"], "stun.log")
            time.sleep(1)
            for home in homes:
                print(home.router.kind, "measures as", home.nat_kind())
    else:
        raise SystemExit("usage: python tools/netlab.py clean | check")
