"""Write the service worker (sw.js, at the site root) for a built site.

Lists every built file with a hash of its content, and whether it is cached
on install ("pre": what a solo game needs offline) or the first time it is
used ("lazy": the larger dictionaries, what only online play loads).
The worker's VERSION hashes that list, so any changed file makes a new sw.js,
which browsers notice as an update.

Usage: python tools/build_sw.py [SITE_DIR]   (build_site.py calls build_sw)
"""

import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "tools" / "sw-template.js"

# Not cached at all: the worker itself, and build.json (always asked of the network).
UNCACHED = {"sw.js", "build.json", ".nojekyll"}
# Cached on install: what the shell, the UI, the engine and a solo game load.
PRECACHE = [
    "index.html", "manifest.webmanifest", "pyscript.toml", "assets/**/*", "py/ui/**/*.py", "py/ui/**/*.mpy",
    "howto/*.html",
    "vendor/micropython/*", "vendor/pyodide/*", "vendor/trystero.mjs", "engine/*.zip",
    "wordlists/common.words.gz", "wordlists/common.verbs.gz", "wordlists/common.index.gz",
    "wordlists/common.familiar.gz",  # which words the bots play first
    "wordlists/secrets.gz",  # Break the Word's answers: its daily puzzle plays offline
]
# PyScript's dist holds chunks only its editor, terminal and Pyodide plugins
# load; these dynamic imports of its core are not needed at start-up.
PYSCRIPT_UNUSED = re.compile(r"^\./(codemirror|pyodide_graph|zip|xterm)")


def file_hash(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def pyscript_needed(dist):
    """The chunks PyScript loads at start: the imports of core.js, followed
    statically, plus the dynamic imports of its core chunk (plugins, the toml
    parser) except PYSCRIPT_UNUSED."""
    needed, todo = set(), ["./core.js"]
    while todo:
        name = todo.pop()
        if name in needed or not (dist / name).exists():
            continue
        needed.add(name)
        text = (dist / name).read_text(encoding="utf-8")
        todo += re.findall(r'(?:from|import)\s*"(\./[^"]+\.js)"', text)
        if name.startswith("./core-"):
            todo += [n for n in re.findall(r'import\("(\./[^"]+\.js)"\)', text)
                     if not PYSCRIPT_UNUSED.match(n)]
    return {"vendor/pyscript/" + n[2:] for n in needed}


def entries(site):
    pre = {p.relative_to(site).as_posix() for pattern in PRECACHE for p in site.glob(pattern)}
    pre |= pyscript_needed(site / "vendor" / "pyscript")
    files = []
    for p in sorted(site.rglob("*")):
        rel = p.relative_to(site).as_posix()
        if p.is_file() and rel not in UNCACHED:
            files.append([rel, file_hash(p), "pre" if rel in pre else "lazy"])
    index = next(f for f in files if f[0] == "index.html")
    return [["./", index[1], "pre"]] + files  # "dir/" and "dir/index.html" are two keys


def build_sw(site):
    site = Path(site)
    files = entries(site)
    version = hashlib.sha256(json.dumps(files).encode()).hexdigest()[:16]
    text = (TEMPLATE.read_text(encoding="utf-8")
            .replace("__VERSION__", version)
            .replace("__FILES__", json.dumps(files, separators=(",", ":"))))
    (site / "sw.js").write_text(text, encoding="utf-8")
    return version


def precache_list(site):
    """The paths sw.js caches on install (for tests and the bench)."""
    text = (Path(site) / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", text).group(1))
    return {path: kind for path, _, kind in files}


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "_site"
    print(f"{out / 'sw.js'}: version {build_sw(out)}")
