"""Issue 25 part 5: weigh the engine on MicroPython (PyScript's build, the
UI's interpreter) against Pyodide and CPython.  A study, not part of
`make bench`; its findings are in bench/micropython.md.

    .venv/bin/python bench/bench_micropython.py [imports|node|browser|all]

- imports: every module of py/inkwell imported under MicroPython (Node,
  bench/mpy/run.mjs, the shims of bench/mpy/ and its patches.json applied)
- node: bench/mpy/engine_bench.py three ways in turn (MicroPython and
  Pyodide under Node, CPython): the finder on wordlists/huge.index.gz,
  a bot-only game of Break the Word and of Paperback (CPU ms a bot turn),
  the MicroPython heap held (gc.mem_alloc after a collection)
- browser: a module worker that loads MicroPython and imports the engine,
  against one that does so with Pyodide (npm files, engine from source),
  Chromium at 4x CPU throttling, 12 Mbps / 40 ms RTT, gzip on the wire;
  cold loads, median of RUNS
"""

import gzip
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MPY = ROOT / "bench" / "mpy"
RUNS = 3


def node(*args, timeout=1800):
    out = subprocess.run(["nice", "-n", "10", "node", *map(str, args)], capture_output=True, text=True,
                         timeout=timeout, cwd=ROOT)
    return out.stdout + out.stderr


def result_of(text):
    for line in text.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[7:])
    raise RuntimeError(text[-2000:])


def imports():
    mods = sorted({".".join(p.relative_to(ROOT / "py").with_suffix("").parts).removesuffix(".__init__")
                   for p in (ROOT / "py" / "inkwell").rglob("*.py")})
    (MPY / "mods.txt").write_text("\n".join(mods) + "\n")
    probe = MPY / "_imports.py"
    probe.write_text(
        "import sys, io\n"
        "bad = {}\n"
        "for m in open('/shim/mods.txt').read().split():\n"
        "    try:\n"
        "        __import__(m)\n"
        "    except BaseException as e:\n"
        "        buf = io.StringIO(); sys.print_exception(e, buf)\n"
        "        bad[m] = buf.getvalue().strip().split(chr(10))[-1]\n"
        "import json\n"
        "print('RESULT ' + json.dumps({'modules': len(open('/shim/mods.txt').read().split()), 'failed': bad}))\n")
    try:
        return result_of(node(MPY / "run.mjs", probe))
    finally:
        probe.unlink()
        (MPY / "mods.txt").unlink()


def node_runs(what=("finder", "break_the_word", "paperback")):
    out = {}
    for part in what:
        runner = MPY / f"_run_{part}.py"
        runner.write_text(f"import engine_bench\nengine_bench.main([{part!r}])\n")
        try:
            mpy = result_of(node(MPY / "run.mjs", runner))
        finally:
            runner.unlink()
        call = f"g = {{'__name__': 'engine_bench'}}\nexec(open('/bench/mpy/engine_bench.py').read(), g)\ng['main']([{part!r}])\n"
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(call)
        try:
            pyodide = result_of(node(ROOT / "bench" / "pyodide_run.mjs", f.name))
        finally:
            os.unlink(f.name)
        cpython = result_of(subprocess.run(
            [sys.executable, "-c", "import sys; sys.path.insert(0, %r)\n" % str(ROOT / "py") +
             call.replace("/bench/", str(ROOT / "bench") + "/")],
            capture_output=True, text=True, cwd=tempfile.gettempdir()).stdout)
        out[part] = {"micropython": mpy[part], "pyodide": pyodide[part], "cpython": cpython[part]}
    return out


def _bundle(patched):
    """{path in the worker's FS: source} of the engine (and for MicroPython its shims)."""
    files = {}
    edits = json.loads((MPY / "patches.json").read_text()) if patched else {}
    for p in sorted((ROOT / "py" / "inkwell").rglob("*")):
        if p.suffix in (".py", ".json") and "__pycache__" not in p.parts:
            rel = str(p.relative_to(ROOT / "py"))
            text = p.read_text()
            for old, new in edits.get(rel, []):
                assert text.count(old) == 1, (rel, old)
                text = text.replace(old, new)
            files["/src/" + rel] = text
    if patched:
        for p in sorted(MPY.glob("*.py")):
            if not p.name.startswith("_") and p.name != "engine_bench.py":
                files["/shim/" + p.name] = p.read_text()
    return files


class _Gzip(http.server.SimpleHTTPRequestHandler):
    """Every file gzip'd on the wire, as GitHub Pages serves them."""

    def log_message(self, *args):
        pass

    def do_GET(self):
        path = Path(self.translate_path(self.path.split("?")[0]))
        if not path.is_file():
            self.send_error(404)
            return
        body = gzip.compress(path.read_bytes(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)


_Gzip.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                        ".mjs": "text/javascript", ".wasm": "application/wasm", ".json": "application/json"}


def browser():
    from playwright.sync_api import sync_playwright
    site = Path(tempfile.mkdtemp(prefix="inkwell-mpy-"))
    try:
        for name in ("worker.html", "worker.mjs", "worker-pyodide.mjs"):
            shutil.copy(MPY / name, site / name)
        shutil.copytree(ROOT / "node_modules/@micropython/micropython-webassembly-pyscript", site / "vendor/micropython")
        shutil.copytree(ROOT / "node_modules/pyodide", site / "vendor/pyodide")
        (site / "engine-mpy.json").write_text(json.dumps(_bundle(True)))
        (site / "engine-py.json").write_text(json.dumps(_bundle(False)))
        handler = lambda *a, **k: _Gzip(*a, directory=str(site), **k)  # noqa: E731
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/worker.html"
        runs = {"mpy": [], "pyodide": []}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=[
                "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync"])
            for _ in range(RUNS):
                for kind in runs:   # in turn: each pair meets about the same load
                    context = browser.new_context()
                    page = context.new_page()
                    cdp = context.new_cdp_session(page)
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
                    cdp.send("Network.enable")
                    cdp.send("Network.emulateNetworkConditions", {
                        "offline": False, "latency": 40, "downloadThroughput": 12e6 / 8,
                        "uploadThroughput": 12e6 / 8})
                    got = []
                    page.on("response", lambda r, got=got: got.append(r.url))
                    page.goto(f"{base}?kind={kind}")
                    page.wait_for_function("window.result", timeout=120000)
                    started, runtime, ready = page.evaluate("window.result")
                    runs[kind].append({"runtime_ms": runtime, "engine_ready_ms": ready,
                                       "import_ms": ready - runtime})
                    context.close()
            browser.close()
        server.shutdown()
        sizes = {kind: sum(len(gzip.compress(f.read_bytes(), 6)) for f in files) for kind, files in (
            ("mpy", [site / "engine-mpy.json", *(site / "vendor/micropython").glob("micropython.*")]),
            ("pyodide", [site / "engine-py.json", *[site / "vendor/pyodide" / n for n in (
                "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")]]))}
        return {kind: {**{k: statistics.median(r[k] for r in rows) for k in rows[0]}, "gzip_bytes": sizes[kind],
                       "runs": rows} for kind, rows in runs.items()}
    finally:
        shutil.rmtree(site, ignore_errors=True)


def run(what="all"):
    result = {}
    if what in ("all", "imports"):
        result["imports"] = imports()
    if what in ("all", "node"):
        result["node"] = node_runs()
    if what in ("all", "browser"):
        result["browser"] = browser()
    print(json.dumps(result, indent=1))
    return result


if __name__ == "__main__":
    run(sys.argv[1] if len(sys.argv) > 1 else "all")
