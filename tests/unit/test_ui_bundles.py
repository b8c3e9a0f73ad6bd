"""The bundles a game screen's modules come in (py/ui/bundles.py), in the
vendored MicroPython the UI runs in (under Node), with the page's own
fetchFiles (assets/js/ui-helpers.mjs): fetched the first time a screen needs
them, written as bytes where they import (bytecode, as the build ships
them), and a failed fetch retried."""

import base64
import json
import subprocess
import sys

from micropython_ui import ROOT, run_micropython

# The page's fetchFiles over a stand-in for the network that serves SITE
# (503 for every URL while stub.down is set) and notes what was asked.
PRELUDE = """
const helpers = await import(%(helpers)s);
const site = Object.fromEntries(Object.entries(%(site)s).map(([u, b]) => [u, Buffer.from(b, "base64")]));
const stub = globalThis.stub = { asked: [], down: false };
globalThis.fetch = async (url) => stub.down || !(url in site)
  ? new Response("", { status: stub.down ? 503 : 404 }) : new Response(site[url]);
stub.fetchFiles = async (list) => { stub.asked.push(JSON.parse(list).map(([url]) => url)); return helpers.fetchFiles(list); };
mp.FS.writeFile("/ui/pyscript/js_modules.py", "import js\\nuihelpers = js.stub\\n");
"""

SCRIPT = """
import json
import asyncio
import bundles
import js

bundles.state["lists"] = {
    "table": [["py/ui/tbl.mpy", "tbl.mpy"], ["py/ui/kit/chips.py", "kit/chips.py"]],
    "game": [["py/ui/game/screen.mpy", "game/screen.mpy"], ["py/ui/game/rules.py", "game/rules.py"]],
    "broken": [["py/ui/nowhere.mpy", "nowhere.mpy"]],
}
out = {}
%s
out["asked"] = json.loads(js.JSON.stringify(js.stub.asked))
print(json.dumps(out))
"""

SOURCES = {
    "py/ui/tbl.mpy": "NAME = 'table'\n",
    "py/ui/kit/chips.py": "from tbl import NAME\nCHIPS = NAME + ' chips'\n",
    "py/ui/game/screen.mpy": "from kit import chips\nfrom . import rules\nscreen = chips.CHIPS + rules.WORD\n",
    "py/ui/game/rules.py": "WORD = '!'\n",
}


def served(tmp_path):
    """SOURCES as the site serves them: the .mpy compiled by the build's mpy-cross."""
    site = {}
    for url, text in SOURCES.items():
        if url.endswith(".mpy"):
            src = tmp_path / "m.py"
            src.write_text(text)
            subprocess.run([sys.executable, "-m", "mpy_cross", "-o", str(tmp_path / "m.mpy"), str(src)], check=True)
            data = (tmp_path / "m.mpy").read_bytes()
        else:
            data = text.encode()
        site[url] = base64.b64encode(data).decode()
    return site


def run(tmp_path, body):
    prelude = PRELUDE % {"helpers": json.dumps((ROOT / "assets" / "js" / "ui-helpers.mjs").as_uri()),
                         "site": json.dumps(served(tmp_path))}
    return run_micropython(["bundles.py"], SCRIPT % body, prelude)


def test_a_screen_imports_once_its_bundles_are_fetched(tmp_path):
    out = run(tmp_path, """
out["before"] = bundles.ready(["table", "game"])
out["error"] = await bundles.load(["table", "game"])
out["ready"] = bundles.ready(["table", "game"])
try:
    out["screen"] = __import__("game.screen", None, None, ["screen"]).screen
except ImportError as err:
    out["screen"] = "ImportError"
""")
    assert out["before"] is False
    assert out["error"] == "" and out["ready"] is True
    assert out["screen"] == "table chips!"


def test_two_taps_while_a_bundle_is_on_its_way_fetch_it_once(tmp_path):
    out = run(tmp_path, """
errors = await asyncio.gather(bundles.load(["table"]), bundles.load(["table"]))
await bundles.load(["table"])
out["errors"] = list(errors)
""")
    assert out["errors"] == ["", ""]
    assert out["asked"] == [["py/ui/tbl.mpy", "py/ui/kit/chips.py"]]


def test_a_failed_fetch_says_so_and_is_fetched_again_next_time(tmp_path):
    out = run(tmp_path, """
js.stub.down = True
out["first"] = await bundles.load(["table"])
out["after_failure"] = bundles.ready(["table"])
js.stub.down = False
out["second"] = await bundles.load(["table"])
out["ready"] = bundles.ready(["table"])
""")
    assert out["first"] == "py/ui/tbl.mpy: HTTP 503" and out["after_failure"] is False
    assert out["second"] == "" and out["ready"] is True and len(out["asked"]) == 2


def test_an_unknown_or_missing_bundle_is_an_error_not_a_crash(tmp_path):
    out = run(tmp_path, """
out["unknown"] = await bundles.load(["nothing"])
out["missing"] = await bundles.load(["broken"])
out["ready"] = bundles.ready(["broken"])
""")
    assert out["unknown"] == "no files are listed for nothing"
    assert out["missing"] == "py/ui/nowhere.mpy: HTTP 404" and out["ready"] is False
