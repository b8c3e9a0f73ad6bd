"""The word builder widget (py/ui/widgets/word_builder.py) in the real,
vendored MicroPython the UI runs in (under Node), not only in CPython."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MICROPYTHON = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"

# The browser's pyscript module does not exist under Node: dom.py needs only
# these names to import.
RUNNER = """
import { loadMicroPython } from %(mjs)s;
const out = [];
const mp = await loadMicroPython({ stdout: s => out.push(s), stderr: s => console.error(s) });
for (const d of ["/ui", "/ui/widgets", "/ui/hardback", "/ui/pyscript"]) mp.FS.mkdir(d);
mp.FS.writeFile("/ui/pyscript/__init__.py", "document = None\\nwindow = None\\n");
mp.FS.writeFile("/ui/pyscript/ffi.py", "def create_proxy(f):\\n    return f\\n");
for (const [path, text] of Object.entries(%(files)s)) mp.FS.writeFile("/ui/" + path, text);
mp.runPython("import sys\\nsys.path.insert(0, '/ui')\\n" + %(script)s);
console.log(out.join(""));
"""


def run_micropython(script, modules=("widgets/word_builder.py",)):
    """Run `script` with dom.py and these UI modules (paths under py/ui)."""
    if shutil.which("node") is None or not MICROPYTHON.exists():
        pytest.skip("needs node and node_modules (make node-deps)")
    ui = ROOT / "py" / "ui"
    files = {m: (ui / m).read_text() for m in ("dom.py",) + tuple(modules)}
    js = RUNNER % {"mjs": json.dumps(MICROPYTHON.as_uri()), "files": json.dumps(files),
                   "script": json.dumps(script)}
    done = subprocess.run(["node", "--input-type=module", "-e", js], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and not done.stderr, done.stderr
    return json.loads(done.stdout)


def test_tapping_typing_dragging_and_wilds_build_the_word_a_player_sees():
    result = run_micropython("""
import json
from widgets import word_builder as wb
w = wb.Word()
steps = {}
w.add(5); w.add(7); again = w.add(5)
steps["tap twice"] = [w.ids(), again]
w.toggle_wild(7, "Q")
w.set_wild(7, "z"); w.set_wild(5, "y")
steps["wild"] = w.action()
w.move(7, 0)
steps["dragged first"] = w.action()
w.move(5, 99)
steps["dragged past the end"] = w.ids()
w.toggle_wild(7, "Q")
steps["face up again"] = w.action()
w.keep_only([5]); steps["out of reach"] = w.ids()
hand = [{"id": 1, "l": "A"}, {"id": 2, "l": "T"}, {"id": 3, "l": "A"}]
letter = lambda c: c["l"]
steps["typed a"] = [wb.pick(hand, "a", letter, []), wb.pick(hand, "a", letter, [1]),
                    wb.pick(hand, "a", letter, [1, 3])]
print(json.dumps(steps))
""")
    assert result["tap twice"] == [[5, 7], False]
    assert result["wild"] == [{"card": 5, "wild": None}, {"card": 7, "wild": "z"}]
    assert result["dragged first"] == [{"card": 7, "wild": "z"}, {"card": 5, "wild": None}]
    assert result["dragged past the end"] == [7, 5]
    assert result["face up again"] == [{"card": 7, "wild": None}, {"card": 5, "wild": None}]
    assert result["out of reach"] == [5]
    assert result["typed a"] == [1, 3, None]


def test_the_wild_letter_picker_shows_the_chosen_letter():
    html = run_micropython("""
import json
from widgets import word_builder as wb
print(json.dumps([wb.wild_controls(4, 2, "E", None), wb.wild_controls(4, 2, "E", "k")]))
""")
    face_up, wild = html
    assert 'aria-label="Make E (card 2) wild">Wild</button>' in face_up and "<select" not in face_up
    assert '<option value="K" selected>K</option>' in wild
    assert wild.count(" selected") == 1 and 'aria-label="Turn card 2 face up (E)">Reset' in wild
