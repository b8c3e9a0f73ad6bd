"""zlib for the engine on MicroPython: crc32 (binascii), decompress and the
streaming decompressobj the packed index reads its file with (packed.unpack),
both on the deflate module.  Shadows micropython-lib's zlib, which has
neither crc32 nor decompressobj."""

import io

import deflate
from binascii import crc32  # noqa: F401

error = ValueError
_CHUNK = 1 << 20


def _format(wbits):
    if wbits > 25:
        return deflate.GZIP
    if wbits < 0:
        return deflate.RAW
    return deflate.ZLIB


def _read_all(stream):
    parts = []   # read() with no size grows one bytes object: quadratic
    while True:
        part = stream.read(_CHUNK)
        if not part:
            return b"".join(parts)
        parts.append(part)


def decompress(data, wbits=15, bufsize=0):
    return _read_all(deflate.DeflateIO(io.BytesIO(data), _format(wbits)))


class _Tail:
    """unconsumed_tail: the stream itself (the input is handed over once)."""


class decompressobj:
    def __init__(self, wbits=15):
        self._fmt = _format(wbits)
        self._stream = None
        self.unconsumed_tail = _Tail()
        self.eof = False

    def decompress(self, data, max_length=0):
        if self._stream is None:
            self._stream = deflate.DeflateIO(io.BytesIO(bytes(data)), self._fmt)
        if not max_length:
            out = _read_all(self._stream)
            self.eof = True
            return out
        out = self._stream.read(max_length)
        if len(out) < max_length:
            self.eof = True
        return out

    def flush(self):
        return b""
