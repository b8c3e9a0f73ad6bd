"""Bytecode for the engine worker, compiled by the vendored Pyodide itself
(tools/precompile.mjs runs this file in Node and calls its two steps).

Pyodide's python_stdlib.zip holds only source, so each start compiles the
~190 modules Python and Pyodide import before any of ours: most of
loadPyodide's time.  `stdlib.zip` is that zip with the modules imported at
start-up or by the engine package as unchecked bytecode (PEP 552) instead
of source (bytecode is bigger: keeping both would cost another 0.6 MB);
every other module stays source.  `inkwell.zip` is the engine package with
its bytecode in __pycache__ next to its source (tracebacks of our own code
keep their lines), the way the worker unpacks it.
"""

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


def used_entries(zip_path):
    prefix = zip_path + "/"
    return {m.__file__[len(prefix):] for m in list(sys.modules.values())
            if (getattr(m, "__file__", None) or "").startswith(prefix)}


def bytecode(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)


def entry(name):
    info = zipfile.ZipInfo(name, STAMP)
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def write_stdlib(zip_path, hot, target):
    with zipfile.ZipFile(zip_path) as src, zipfile.ZipFile(target, "w") as out:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename in hot:
                out.writestr(entry(info.filename + "c"), bytecode(data, zip_path + "/" + info.filename))
            else:
                out.writestr(entry(info.filename), data)


def write_engine(src, names, target):
    """Every .py and .json file of the package, plus the listed modules' bytecode."""
    root = src + "/inkwell"
    files = sorted(p for p in walk(root) if p.endswith((".py", ".json")))
    with zipfile.ZipFile(target, "w") as out:
        for path in files:
            with open(path, "rb") as f:
                data = f.read()
            name = path[len(src) + 1:]
            out.writestr(entry(name), data)
            module = name[:-3].replace("/", ".").removesuffix(".__init__")
            if name.endswith(".py") and module in names:
                # the path inside the worker's file system, as its import finds it
                pyc = importlib.util.cache_from_source(name)
                out.writestr(entry(pyc), bytecode(data, "/home/pyodide/lib/" + name))


def walk(top):
    for folder, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for f in sorted(files):
            yield folder + "/" + f


def write_engine_zip(src, out):
    """Step 1; then tools/precompile.mjs unpacks it as the worker does."""
    names = import_engine(src)
    write_engine(src, set(names), out + "/inkwell.zip")
    return len(names)


def write_stdlib_zip(out):
    """Step 2: everything imported by now is what a start imports."""
    zip_path = stdlib_zip()
    hot = used_entries(zip_path)
    write_stdlib(zip_path, hot, out + "/stdlib.zip")
    return len(hot)
