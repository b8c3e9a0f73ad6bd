"""Bytecode for the engine worker, compiled by the vendored Pyodide itself
(tools/precompile.mjs runs this file in Node and calls its two steps).

Pyodide's python_stdlib.zip holds only source, so each start compiles the
~150 modules Python and Pyodide import before any of ours: most of
loadPyodide's time.  `stdlib.zip` holds only the modules a clean start of
the worker imports (Pyodide's own, the engine package's and those its
modules name), as unchecked bytecode (PEP 552) instead of source; a first
visit downloads no more.  Every other module goes, as source, into
`stdlib-more.zip`, which the engine fetches the first time it imports one
of them (tools/lazy_stdlib.py, the zip's sitecustomize).  `inkwell.zip`
is the engine package as bytecode (each module's .pyc where its .py would
be) and its data files, the way the worker unpacks it.
"""

import ast
import importlib
import importlib.util
import os
import pkgutil
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

STAMP = (2020, 1, 1, 0, 0, 0)  # fixed dates: the same input builds the same zip


def stdlib_zip():
    return next(p for p in sys.path if p.endswith(".zip"))


def import_engine(src):
    """Imports every module of the engine package; returns their names."""
    sys.path.insert(0, src)
    import inkwell
    names = ["inkwell"]
    for info in pkgutil.walk_packages(inkwell.__path__, "inkwell."):
        if info.name != "inkwell.__main__":
            importlib.import_module(info.name)
            names.append(info.name)
    return names


def engine_imports(src, names):
    """The engine's modules and every other module their source names
    (imports inside functions too), as "a,b,c" for the clean start."""
    named = set(names)
    for name in names:
        spec = importlib.util.find_spec(name)
        tree = ast.parse(open(spec.origin, "rb").read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                named.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                named.add(node.module)
    return ",".join(sorted(named))


# Run in a clean interpreter that has started as the worker does: the
# stdlib files it has imported, one per line.
USED_ENTRIES = """
import sys
for name in NAMES.split(","):
    __import__(name)
prefix = next(p for p in sys.path if p.endswith(".zip")) + "/"
"\\n".join(sorted(m.__file__[len(prefix):] for m in list(sys.modules.values())
                   if (getattr(m, "__file__", None) or "").startswith(prefix)))
"""


def bytecode(source, filename, optimize=0):
    code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)


def entry(name):
    info = zipfile.ZipInfo(name, STAMP)
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def write_stdlib(zip_path, hot, target, more):
    """Hot modules as bytecode into `target`, the rest as source into `more`."""
    lazy = []
    with zipfile.ZipFile(zip_path) as src, zipfile.ZipFile(target, "w") as out, \
            zipfile.ZipFile(more, "w") as rest:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename in hot:
                out.writestr(entry(info.filename + "c"), bytecode(
                    data, zip_path + "/" + info.filename, lean(info.filename)), compresslevel=9)
            elif not info.filename.endswith("/"):
                rest.writestr(entry(info.filename), data)
                lazy.append(info.filename)
        with open("/tools/lazy_stdlib.py", "rb") as f:
            out.writestr(entry("sitecustomize.pyc"), bytecode(f.read(), zip_path + "/sitecustomize.py"))
        out.writestr(entry("stdlib-more.txt"), "\n".join(module_names(lazy)) + "\n")


def lean(path):
    """Compile without docstrings and asserts (as `python -OO` runs the
    standard library; a tenth fewer bytes to download), except Pyodide's own
    packages, which read docstrings at run time."""
    return 0 if path.startswith(("pyodide/", "_pyodide/")) else 2


def module_names(paths):
    """>>> module_names(["email/__init__.py", "email/utils.py", "difflib.py", "a/b.txt"])
    ['difflib', 'email', 'email.utils']"""
    names = [p[:-3].replace("/", ".").removesuffix(".__init__") for p in paths if p.endswith(".py")]
    return sorted(names)


def write_engine(src, names, target):
    """Every .json file of the package, and each listed module as bytecode
    alone, where its source would be (Python imports a lone .pyc from
    there): the source is a third of the zip and nothing reads it at run
    time.  Tracebacks keep their files and lines, not the lines' text.
    A module not listed (the CLI's __main__) goes as source."""
    root = src + "/inkwell"
    files = sorted(p for p in walk(root) if p.endswith((".py", ".json")))
    with zipfile.ZipFile(target, "w") as out:
        for path in files:
            with open(path, "rb") as f:
                data = f.read()
            name = path[len(src) + 1:]
            module = name[:-3].replace("/", ".").removesuffix(".__init__")
            if name.endswith(".py") and module in names:
                # Without docstrings (the doctests' text; nothing reads __doc__ at
                # run time): a fifth fewer bytes again.
                out.writestr(entry(name + "c"), bytecode(data, "/home/pyodide/lib/" + name, 2),
                             compresslevel=9)
            else:
                out.writestr(entry(name), data, compresslevel=9)


def walk(top):
    for folder, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for f in sorted(files):
            yield folder + "/" + f


def write_engine_zip(src, out):
    """Step 1: the engine's zip; returns the modules a clean start imports
    (tools/precompile.mjs then starts one, as the worker does)."""
    names = import_engine(src)
    write_engine(src, set(names), out + "/inkwell.zip")
    return engine_imports(src, names)


def write_stdlib_zips(out, used):
    """Step 2: `used` is what USED_ENTRIES answered in the clean start."""
    hot = set(used.split("\n"))
    write_stdlib(stdlib_zip(), hot, out + "/stdlib.zip", out + "/stdlib-more.zip")
    return len(hot)
