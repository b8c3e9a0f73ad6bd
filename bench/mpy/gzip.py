"""gzip.decompress for the engine on MicroPython (words/codec.py): the
micropython-lib one reads its DeflateIO with one read(), which grows a
bytes object a chunk at a time (25 s for the 8 MB index); this one reads
1 MiB chunks (zlib.py beside it)."""

import zlib


def decompress(data):
    return zlib.decompress(data, 31)


def compress(data, compresslevel=9, mtime=0):
    raise NotImplementedError("gzip.compress: not needed by the engine at run time")
