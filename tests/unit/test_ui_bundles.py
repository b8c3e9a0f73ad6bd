"""The bundles a game screen's modules come in (py/ui/bundles.py), in the
vendored MicroPython the UI runs in (under Node): fetched the first time a
screen needs them, written where they import, and a failed fetch retried."""

import json

from micropython_ui import run_micropython

# A stand-in for the page's fetchTexts (assets/js/ui-helpers.mjs): serves
# SITE, says which URLs it was asked for, fails while `down` is set.
SCRIPT = """
import json
open("/ui/pyscript/js_modules.py", "w").write('''
import json
SITE = %s
asked = []
down = [False]

class uihelpers:
    async def fetchTexts(urls):
        urls = json.loads(urls)
        asked.append(urls)
        if down[0] or any(u not in SITE for u in urls):
            return json.dumps({"ok": False, "error": "offline"})
        return json.dumps({"ok": True, "texts": [SITE[u] for u in urls]})
''')
import asyncio
import bundles
from pyscript import js_modules

bundles.state["lists"] = {
    "table": [["py/ui/tbl.py", "tbl.py"], ["py/ui/kit/chips.py", "kit/chips.py"]],
    "game": [["py/ui/game/screen.py", "game/screen.py"], ["py/ui/game/rules.py", "game/rules.py"]],
    "broken": [["py/ui/nowhere.py", "nowhere.py"]],
}
out = {}
%s
print(json.dumps(out))
"""

SITE = {
    "py/ui/tbl.py": "NAME = 'table'\\n",
    "py/ui/kit/chips.py": "from tbl import NAME\\nCHIPS = NAME + ' chips'\\n",
    "py/ui/game/screen.py": "from kit import chips\\nfrom . import rules\\nscreen = chips.CHIPS + rules.WORD\\n",
    "py/ui/game/rules.py": "WORD = '!'\\n",
}


def run(body):
    return run_micropython(["bundles.py"], SCRIPT % (json.dumps(SITE), body))


def test_a_screen_imports_once_its_bundles_are_fetched():
    out = run("""
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


def test_two_taps_while_a_bundle_is_on_its_way_fetch_it_once():
    out = run("""
errors = await asyncio.gather(bundles.load(["table"]), bundles.load(["table"]))
await bundles.load(["table"])
out["errors"] = list(errors)
out["asked"] = js_modules.asked
""")
    assert out["errors"] == ["", ""]
    assert out["asked"] == [["py/ui/tbl.py", "py/ui/kit/chips.py"]]


def test_a_failed_fetch_says_so_and_is_fetched_again_next_time():
    out = run("""
js_modules.down[0] = True
out["first"] = await bundles.load(["table"])
out["after_failure"] = bundles.ready(["table"])
js_modules.down[0] = False
out["second"] = await bundles.load(["table"])
out["ready"] = bundles.ready(["table"])
out["fetches"] = len(js_modules.asked)
""")
    assert out["first"] == "offline" and out["after_failure"] is False
    assert out["second"] == "" and out["ready"] is True and out["fetches"] == 2


def test_an_unknown_or_missing_bundle_is_an_error_not_a_crash():
    out = run("""
out["unknown"] = await bundles.load(["nothing"])
out["missing"] = await bundles.load(["broken"])
out["ready"] = bundles.ready(["broken"])
""")
    assert out["unknown"] == "no files are listed for nothing"
    assert out["missing"] == "offline" and out["ready"] is False
