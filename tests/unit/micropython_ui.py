"""Run UI modules in the real, vendored MicroPython the UI runs in (under
Node), not only in CPython, which would not catch MicroPython's gaps."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "py" / "ui"
MICROPYTHON = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"

# The browser's pyscript module does not exist under Node: dom.py needs only
# these names to import.
RUNNER = """
import { loadMicroPython } from %(mjs)s;
const out = [];
const mp = await loadMicroPython({ stdout: s => out.push(s), stderr: s => console.error(s) });
mp.FS.mkdir("/ui"); mp.FS.mkdir("/ui/widgets"); mp.FS.mkdir("/ui/pyscript");
mp.FS.writeFile("/ui/pyscript/__init__.py", "document = None\\nwindow = None\\n");
mp.FS.writeFile("/ui/pyscript/ffi.py", "def create_proxy(f):\\n    return f\\n");
for (const [name, text] of Object.entries(%(files)s)) {
  const dir = name.split("/").slice(0, -1).join("/");
  if (dir) { try { mp.FS.mkdir("/ui/" + dir); } catch (e) {} }  // a game's screen folder
  mp.FS.writeFile("/ui/" + name, text);
}
%(prelude)s
await mp.runPythonAsync("import sys\\nsys.path.insert(0, '/ui')\\n" + %(script)s);
console.log(out.join(""));
"""


def run_micropython(modules, script, prelude=""):
    """Run `script` with dom.py and `modules` (paths under py/ui) importable;
    returns what it printed, read as JSON. The script may await (top level).
    `prelude`: JS run first (with `mp`, the interpreter, in scope)."""
    if shutil.which("node") is None or not MICROPYTHON.exists():
        pytest.skip("needs node and node_modules (make node-deps)")
    files = {name: (UI / name).read_text() for name in ["dom.py"] + list(modules)}
    js = RUNNER % {"mjs": json.dumps(MICROPYTHON.as_uri()), "files": json.dumps(files),
                   "script": json.dumps(script), "prelude": prelude}
    done = subprocess.run(["node", "--input-type=module", "-e", js], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and not done.stderr, done.stderr
    return json.loads(done.stdout)
