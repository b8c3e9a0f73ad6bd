"""Inkwell: word card games whose engines run in CPython and in Pyodide."""

__version__ = "0.1.0"
