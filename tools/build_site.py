"""Build the deployable site into _site/ (plain files for GitHub Pages).

Copies the shell, the UI, the assets and the word lists, vendors only the
runtime files the site loads from node_modules, bundles trystero into one ES
module, and writes engine/ for the worker: the engine package and Pyodide's
standard library, with bytecode compiled by the vendored Pyodide
(tools/precompile.py).
"""

import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from build_sw import build_sw

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"

VENDOR = {
    "pyodide": (NODE / "pyodide", ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                   "pyodide-lock.json"]),  # its stdlib: engine/stdlib.zip
    "micropython": (NODE / "@micropython/micropython-webassembly-pyscript",
                    ["micropython.mjs", "micropython.wasm"]),
}
# wordlists/offensive.txt is an input of the finder's index files, which
# leave its words out; no page needs the list itself.
BUILD_ONLY = ("offensive.txt",)
COPIED = ["index.html", "manifest.webmanifest", "pyscript.toml", "assets", "howto", "wordlists", "py/ui"]


def build(out):
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in COPIED:
        copy(ROOT / name, out / name)
    vendor(out / "vendor")
    compile_ui(out / "py" / "ui")
    inline_config(out / "index.html", ROOT / "pyscript.toml")
    inline_stylesheet(out / "index.html", "assets/style.css")
    pin_inline_scripts(out / "index.html")
    precompile(out / "engine")
    (out / ".nojekyll").write_text("")
    build_sw(out)  # after every other file: its version hashes them all
    write_build_info(out)
    return out


def ui_lists(config):
    """pyscript.toml's lists of UI modules: [files] (fetched by PyScript
    before the lobby starts), then each [lazy_files.NAME] (a bundle the UI
    fetches when a screen first needs it, py/ui/bundles.py): [(list, {src: path})]."""
    lists = [("[files]", config.get("files", {}))]
    for name, files in config.get("lazy_files", {}).items():
        lists.append(("[lazy_files." + name + "]", files))
    return lists


def ui_files_problems(config, ui_dir=ROOT / "py" / "ui"):
    """What pyscript.toml gets wrong about the UI: each module of py/ui (its
    folders too) must be listed exactly once, in [files] or in one bundle,
    as its path under py/ui, or MicroPython cannot import it. A directory
    may not be mapped whole (its listing would be written as a file).
    main.py is the page's script, not imported."""
    problems = []
    modules = sorted(p.relative_to(ui_dir).as_posix() for p in ui_dir.rglob("*.py")
                     if "__pycache__" not in p.parts and p.name != "main.py")
    where = {}
    for title, files in ui_lists(config):
        for src, path in files.items():
            if not src.startswith("py/ui/"):
                continue
            if src in where:
                problems.append(src + " is listed twice: in " + where[src] + " and " + title)
            where[src] = title
            if src[len("py/ui/"):] not in modules:
                problems.append(src + " is in " + title + " but is no module of py/ui")
            elif path != src[len("py/ui/"):]:
                problems.append(src + " is mapped to " + path + ", not " + src[len("py/ui/"):])
    for name in modules:
        if "py/ui/" + name not in where:
            problems.append("py/ui/" + name + " is in neither [files] nor a bundle")
    return problems


def static_imports(site, sources):
    """`sources` (JS modules, paths in the site) and every module they import
    statically, transitively (not `import(...)`: loaded when used)."""
    import posixpath
    import re
    found, todo = [], list(sources)
    while todo:
        src = todo.pop(0)
        if src in found or not (site / src).is_file():
            continue
        found.append(src)
        text = (site / src).read_text(encoding="utf-8")
        for rel in re.findall(r'^(?:import|export)\b(?!\s*\()[^;"]*?(?:\bfrom\s*)?"(\.{1,2}/[^"]+)"', text, re.M):
            todo.append(posixpath.normpath(posixpath.join(posixpath.dirname(src), rel)))
    return found


def lazy_files_script(config):
    """The bundles, for py/ui/bundles.py: {name: [[url, path], ...]} as a JSON
    script element (data, never run: the page's CSP is not concerned)."""
    data = {name: [[src, path] for src, path in files.items()]
            for name, files in config.get("lazy_files", {}).items()}
    text = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c")
    return '<script type="application/json" id="lazy-files">' + text + '</script>'


def inline_config(page, config):
    """Put pyscript.toml into the page as JSON: PyScript then needs neither a
    fetch of the config nor its TOML parser (a chunk) before the UI starts."""
    import html
    import tomllib
    data = tomllib.loads(config.read_text())
    problems = ui_files_problems(data)
    if problems:
        sys.exit(f"{config}: " + "; ".join(problems))
    data = compiled(data)
    text = page.read_text()
    attr = 'config="pyscript.toml"'
    marker = "<!-- __PRELOADS__: the build lists pyscript.toml's JS modules here -->"
    fetches = "<!-- __FETCHES__: the build lists pyscript.toml's files here -->"
    if marker not in text or fetches not in text:
        sys.exit(f"{page}: no preload marker")
    # Each file is fetched at once, in parallel, instead of after MicroPython starts.
    files = ['<link rel="preload" href="' + html.escape(src) + '" as="fetch" crossorigin>'
             for src in data.get("files", {})]
    # The JS modules and all they import: PyScript imports them before the UI
    # runs, and each import found only once its importer has loaded costs a
    # round trip more (room.mjs -> room-host.mjs -> room-key.mjs).
    preloads = ['<link rel="modulepreload" href="' + html.escape(src) + '">'
                for src in static_imports(page.parent, data.get("js_modules", {}).get("main", {}))]
    # PyScript's own chunks that it imports one after another at start.
    dist = page.parent / "vendor" / "pyscript"
    preloads += ['<link rel="modulepreload" href="vendor/pyscript/' + chunk.name + '">'
                 for pattern in ("core-*.js", "error-*.js") for chunk in sorted(dist.glob(pattern))]
    bundles = lazy_files_script(data)
    data = {k: v for k, v in data.items() if k != "lazy_files"}   # not PyScript's
    inline = html.escape(json.dumps(data, separators=(",", ":")), quote=True)
    # PyScript loads its plugins for every interpreter type it knows, used or
    # not: the same list (and its error banner) off for Pyodide's type, which
    # the page never runs (the engine runs Pyodide itself, in a worker).
    unused = {"plugins": data.get("plugins", []) + ["!error"]}
    script = '<script type="mpy" src="py/ui/main.py" ' + attr + '></script>'
    if script not in text:
        sys.exit(f"{page}: no {script}")
    text = text.replace(script, script + "\n<py-config hidden>" + html.escape(json.dumps(unused)) + "</py-config>"
                        + "\n" + bundles)
    text = text.replace(attr, 'config="' + inline + '"').replace(marker, "\n".join(preloads))
    text = text.replace(fetches, "\n".join(files))
    page.write_text(text)


def micropython_release(text):
    """The release in a MicroPython version text: "1.28.0" of "1.28.0-6" (the
    npm package) or of "MicroPython v1.28.0 on 2026-08-11; mpy-cross emitting
    mpy v6.3" (mpy-cross --version).

    >>> micropython_release("1.28.0-6"), micropython_release("MicroPython v1.28.0 on 2026-08-11")
    ('1.28.0', '1.28.0')
    """
    import re
    found = re.search(r"(\d+\.\d+\.\d+)", text)
    return found.group(1) if found else ""


def compile_ui(ui_dir):
    """The UI's modules as MicroPython bytecode (.mpy), each in place of its
    source: a phone loads them instead of compiling them at every start (the
    lobby's and, when a game opens, its screen's). mpy-cross must be of the
    vendored MicroPython's release (the .mpy format follows it). main.py stays
    source: it is the page's script."""
    cross = [sys.executable, "-m", "mpy_cross"]
    package = json.loads((VENDOR["micropython"][0] / "package.json").read_text())
    ours = subprocess.run(cross + ["--version"], capture_output=True, text=True).stdout
    if micropython_release(ours) != micropython_release(package["version"]):
        sys.exit(f"mpy-cross is {ours.strip()!r}, the vendored MicroPython {package['version']}")
    for source in sorted(ui_dir.rglob("*.py")):
        if source.name == "main.py":
            continue
        name = source.relative_to(ui_dir).as_posix()
        subprocess.run(cross + ["-s", name, "-o", str(source.with_suffix(".mpy")), str(source)], check=True)
        source.unlink()


def compiled(config):
    """pyscript.toml's UI lists naming the .mpy that compile_ui writes."""
    def mpy(files):
        return {src[:-3] + ".mpy" if src.startswith("py/ui/") else src:
                path[:-3] + ".mpy" if src.startswith("py/ui/") else path
                for src, path in files.items()}
    config = dict(config, files=mpy(config.get("files", {})))
    config["lazy_files"] = {name: mpy(files) for name, files in config.get("lazy_files", {}).items()}
    return config


def inline_stylesheet(page, href):
    """The lobby's stylesheet inside the page: no request before the first
    paint (the how-to pages keep the link; the file stays in the site)."""
    text = page.read_text()
    link = '<link rel="stylesheet" href="' + href + '">'
    if link not in text:
        sys.exit(f"{page}: no {link}")
    css = (page.parent / href).read_text()
    page.write_text(text.replace(link, "<style>\n" + css + "</style>"))


def pin_inline_scripts(page):
    """Allow exactly the page's inline scripts in its Content-Security-Policy:
    their sha256 hashes replace __INLINE_SCRIPTS__ (so editing one needs no
    hand-made hash, and no other inline script can run)."""
    import base64
    import re
    html = page.read_text()
    hashes = ["'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() + "'"
              for body in re.findall(r"<script>(.*?)</script>", html, re.S)]
    page.write_text(html.replace("__INLINE_SCRIPTS__", " ".join(hashes)))


def copy(src, dst):
    if src.is_dir():
        shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", *BUILD_ONLY))
    else:
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)


def vendor(dst):
    for name, (src, files) in VENDOR.items():
        for f in files:
            copy(src / f, dst / name / f)
    # PyScript lazy-loads its own chunks: ship the dist but not the source maps.
    for f in (NODE / "@pyscript/core/dist").iterdir():
        if not f.name.endswith(".map"):
            copy(f, dst / "pyscript" / f.name)
    bundle_trystero(dst / "trystero.mjs")
    write_vendor_notice(dst / "NOTICE")


def write_vendor_notice(target):
    """Name, version and licence of every vendored package, with its licence text."""
    parts = ["Third-party runtime files shipped in vendor/, unmodified from npm.\n"
             "engine/stdlib.zip is Pyodide's python_stdlib.zip (the Python standard library,\n"
             "Python Software Foundation License) with some modules compiled to bytecode;\n"
             "engine/stdlib-more.zip holds the rest of that zip, as it was.\n"]
    for pkg in ("pyodide", "@pyscript/core", "@micropython/micropython-webassembly-pyscript",
                "trystero"):
        meta = json.loads((NODE / pkg / "package.json").read_text())
        parts.append(f"\n== {pkg} {meta['version']} — licence: {meta.get('license')}\n")
        parts.append(f"   {meta.get('homepage') or meta.get('repository', '')}\n")
        for name in ("LICENSE", "LICENSE.md", "LICENSE.txt"):
            if (NODE / pkg / name).exists():
                parts.append("\n" + (NODE / pkg / name).read_text() + "\n")
    # Pyodide's npm package has no copy of Python's licence (this is CPython
    # 3.13's text: 3.14's is the same licence)
    parts.append("\n== Python standard library (engine/stdlib.zip)\n\n")
    parts.append((ROOT / "tools" / "notices" / "python-LICENSE.txt").read_text())
    target.write_text("".join(parts))


def bundle_trystero(target):
    # tools/bundle_trystero.mjs says what it changes in trystero, and why
    subprocess.run(["node", str(ROOT / "tools" / "bundle_trystero.mjs"),
                    str(NODE / "trystero/dist/index.mjs"), str(target)], check=True)


def precompile(target):
    subprocess.run(["node", str(ROOT / "tools" / "precompile.mjs"), str(target)], check=True)
    for f in target.iterdir():
        f.chmod(0o644)  # Node's file system in Pyodide writes them world-writable


def write_build_info(out):
    digest = hashlib.sha256()
    for p in sorted(out.rglob("*")):
        if p.is_file():
            digest.update(str(p.relative_to(out)).encode())
            digest.update(p.read_bytes())
    info = {"version": digest.hexdigest()[:16]}
    (out / "build.json").write_text(json.dumps(info) + "\n")


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "_site"
    print(f"built {build(out)}")
