"""The three calls of secrets the room host makes, for MicroPython (not a
cryptographic source here: os.urandom is crypto.getRandomValues in the browser)."""

import binascii
import os


def randbits(k):
    return int.from_bytes(os.urandom((k + 7) // 8), "big") >> (-k % 8)


def token_bytes(n=32):
    return os.urandom(n)


def token_hex(n=32):
    return binascii.hexlify(os.urandom(n)).decode()


def token_urlsafe(n=32):
    return binascii.b2a_base64(os.urandom(n)).decode().strip().replace("+", "-").replace("/", "_").rstrip("=")
