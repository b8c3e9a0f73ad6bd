"""The URL-safe base64 the engine uses (Break the Word's memory, replay
links), for MicroPython: micropython-lib's base64 raises NotImplementedError."""

import binascii


def b64encode(data):
    return binascii.b2a_base64(data).rstrip(b"\n")


def b64decode(data):
    return binascii.a2b_base64(data)


def urlsafe_b64encode(data):
    return b64encode(data).replace(b"+", b"-").replace(b"/", b"_")


def urlsafe_b64decode(data):
    if isinstance(data, str):
        data = data.encode()
    return binascii.a2b_base64(data.replace(b"-", b"+").replace(b"_", b"/"))
