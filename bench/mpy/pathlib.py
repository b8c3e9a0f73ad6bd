"""The part of pathlib the engine uses (words/dictionary.py), for MicroPython:
micropython-lib's pathlib returns a str from resolve()."""

import os


class Path:
    def __init__(self, *parts):
        self._p = "/".join(str(p) for p in parts) or "."

    def __str__(self):
        return self._p

    def __repr__(self):
        return "Path(%r)" % self._p

    def __fspath__(self):
        return self._p

    def __truediv__(self, other):
        return Path(self._p.rstrip("/") + "/" + str(other))

    def __eq__(self, other):
        return isinstance(other, Path) and other._p == self._p

    def __hash__(self):
        return hash(self._p)

    def resolve(self):
        return self

    @property
    def parent(self):
        head = self._p.rstrip("/").rsplit("/", 1)[0]
        return Path(head or "/")

    @property
    def name(self):
        return self._p.rstrip("/").rsplit("/", 1)[-1]

    def exists(self):
        try:
            os.stat(self._p)
            return True
        except OSError:
            return False

    def is_file(self):
        try:
            return os.stat(self._p)[0] & 0o170000 == 0o100000
        except OSError:
            return False

    def read_bytes(self):
        with open(self._p, "rb") as f:
            return f.read()

    def read_text(self, encoding="utf-8"):
        with open(self._p) as f:
            return f.read()

    def open(self, mode="r", **kw):
        return open(self._p, mode)

    def stat(self):
        return os.stat(self._p)
