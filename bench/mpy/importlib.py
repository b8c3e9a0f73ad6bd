"""importlib.import_module for MicroPython (wordcards/game.py uses it)."""

import sys


def import_module(name):
    __import__(name)
    return sys.modules[name]
