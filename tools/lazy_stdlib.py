"""The engine's sitecustomize (the build puts it into engine/stdlib.zip,
where Python's `site` imports it at every start).

A first visit downloads only the part of the standard library that a start
and the engine import (tools/precompile.py sorts it); the rest is
engine/stdlib-more.zip.  A module from it that is imported later (a game's
new import, a rarely used codec) is found here: the first such import
fetches the zip synchronously (allowed in a worker) and reads it from then
on.  The service worker precaches the zip once the engine is ready, so this
works offline after one visit too.  The build lists the zip's modules in
INDEX inside stdlib.zip; it is read when first needed, and again after
importlib.invalidate_caches() (a fast-start copy of an older build's
interpreter runs with this build's stdlib.zip).
"""

import sys

ZIP = "/lib/python-more.zip"
URL = "../../engine/stdlib-more.zip"  # relative to assets/js/engine-worker.mjs
INDEX = "stdlib-more.txt"  # one module name a line


def fetch():
    """The zip's bytes, or an ImportError that says why not."""
    import js
    request = js.XMLHttpRequest.new()
    request.open("GET", js.URL.new(URL, js.location.href).href, False)
    request.responseType = "arraybuffer"
    try:
        request.send()
    except Exception as err:  # offline before the zip was ever cached
        raise ImportError(f"engine/stdlib-more.zip could not be fetched: {err}") from None
    if request.status != 200:
        raise ImportError(f"engine/stdlib-more.zip: HTTP {request.status}")
    return request.response.to_bytes()


def read_index():
    import zipimport
    stdlib = next(p for p in sys.path if p.endswith(".zip") and p != ZIP)
    return frozenset(zipimport.zipimporter(stdlib).get_data(INDEX).decode().split())


class LazyStdlib:
    """A finder at the end of sys.meta_path: asked only about modules that
    nothing else found."""

    fetched = False
    modules = None

    @classmethod
    def invalidate_caches(cls):
        cls.modules = None

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if cls.modules is None:
            cls.modules = read_index()
        if name not in cls.modules:
            return None
        if not cls.fetched:
            data = fetch()
            with open(ZIP, "wb") as f:
                f.write(data)
            cls.fetched = True
        from importlib.machinery import PathFinder
        parent = name.rpartition(".")[0]
        if not parent:
            return PathFinder.find_spec(name, [ZIP])
        # A package split between the two zips: its other half is here.
        where = ZIP + "/" + parent.replace(".", "/")
        package_path = sys.modules[parent].__path__
        if where not in package_path:
            package_path.append(where)
        return PathFinder.find_spec(name, [where])


sys.meta_path.append(LazyStdlib)
