"""The word finder as it was before the packed index (a trie of dicts built
at run time), kept here only so tests can check the packed finder against
it: same words, same plays, same order."""

from .index import build_index
from .search import find_words

__all__ = ["build_index", "find_words"]
