"""`make lighthouse`: Lighthouse 12 (mobile, its default throttling) on the
lobby, served from _site as GitHub Pages would; then, in snapshot mode
(bench/lighthouse-tables.mjs), accessibility and best practices on the lobby,
on every game's table after starting a solo game and on a host's room whose
relay never answers, in light and dark.
Prints the scores (per table and theme) and the metrics behind performance;
writes bench/lighthouse.json.  Scores move a little from run to run: `make
test` does not depend on them.

Targets (issue 15): performance >= 0.90, accessibility 1.0, best practices 1.0,
no layout shift.
"""

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "e2e")]

from conftest import chromium_path  # noqa: E402
from helpers import PREFIX  # noqa: E402
from first_visit import STORED  # noqa: E402
from serve import Handler, make_server  # noqa: E402

METRICS = ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time",
           "cumulative-layout-shift", "speed-index")


class Gzipping(Handler):
    """Gzips every file but zip, gz and png (compressed already), as a
    production host would: the audit's simulated phone network then carries
    what a real one would."""

    def send_head(self):
        path = Path(self.translate_path(self.path.split("?")[0]))
        if (path.is_dir() or not path.is_file() or path.name.endswith(STORED)
                or "gzip" not in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        import gzip
        import io
        body = gzip.compress(path.read_bytes(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve_gzipped(site):
    import threading
    server = make_server(site, 0, PREFIX, handler_class=Gzipping)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{PREFIX}"


def audit(url):
    out = Path(tempfile.mkdtemp(prefix="inkwell-lh-")) / "report.json"
    env = {**os.environ, "CHROME_PATH": chromium_path() or ""}
    subprocess.run([str(ROOT / "node_modules" / ".bin" / "lighthouse"), url, "--quiet",
                    "--output=json", f"--output-path={out}",
                    "--only-categories=performance,accessibility,best-practices",
                    "--chrome-flags=--no-sandbox --headless=new --disable-gpu"],
                   check=True, env=env)
    return json.loads(out.read_text())


def summary(report):
    audits = report["audits"]
    failed = sorted(k for k, a in audits.items()
                    if a.get("score") is not None and a["score"] < 1 and a.get("scoreDisplayMode") == "binary")
    return {"scores": {k: c["score"] for k, c in report["categories"].items()},
            "metrics": {m: audits[m]["displayValue"] for m in METRICS},
            "failed_audits": failed}


def tables(url):
    """{"<screen>/<theme>": {scores, failed_audits, failures}} from the snapshots."""
    out = subprocess.run(["node", str(ROOT / "bench" / "lighthouse-tables.mjs"), url, chromium_path() or ""],
                         check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def print_tables(found):
    for key, r in found.items():
        if "error" in r:
            print(f"  {key:<24}error: {r['error']}")
            continue
        scores = "  ".join(f"{k} {v:.2f}" for k, v in r["scores"].items())
        print(f"  {key:<24}{scores}" + ("  failed: " + ", ".join(r["failed_audits"]) if r["failed_audits"] else ""))
        for audit_id, items in r["failures"].items():
            for item in items[:2]:
                print(f"      {audit_id}: {item[:160]}")


def main():
    server, url = serve_gzipped(ROOT / "_site")
    try:
        result = summary(audit(url))
        found = tables(url)
    finally:
        server.shutdown()
    result["snapshots"] = {k: {key: r[key] for key in ("scores", "failed_audits", "error") if key in r}
                           for k, r in found.items()}
    for name, score in result["scores"].items():
        print(f"{name:<16}{score:>6.2f}")
    for name, value in result["metrics"].items():
        print(f"  {name:<28}{value}")
    if result["failed_audits"]:
        print("  failed: " + ", ".join(result["failed_audits"]))
    print("snapshots (accessibility, best practices):")
    print_tables(found)
    (ROOT / "bench" / "lighthouse.json").write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
