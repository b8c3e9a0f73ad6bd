"""A dictionary's finder index: read from its packed file (built by `make
wordlists`), or packed in memory for a list made at run time."""

from . import packed


def _index(dictionary):
    """The packed index of `dictionary` (packed.Index), read on first use and
    kept on it.  A dictionary loaded from the word lists reads
    `<name>.index.gz` (NeedFile while the browser has not fetched it, and
    CorruptData naming it when damaged); one made at run time (a test's, a
    game's own small list) is packed from its words."""
    index = dictionary._search_index
    if index is None:
        source = dictionary._index_source
        if source is None:
            index = build_index(dictionary.words)
        else:
            filename, read = source
            index = packed.unpack(read(), len(dictionary.words), filename)
        index.words = dictionary.words
        dictionary._search_index = index
    return index


def index_steps(dictionary):
    """The index of `dictionary` as background work (core.background): a
    step reading the file (a few ms), and one reading which words people
    know where the list says, so a bot's first search never waits for them.

    >>> from inkwell.words import Dictionary
    >>> d = Dictionary("t", ["tea", "eat", "at"])
    >>> for _ in index_steps(d):
    ...     pass
    >>> d._search_index.nodes
    5
    """
    _index(dictionary)
    yield
    if dictionary.has_familiar():
        dictionary.familiar_words()
        yield


def build_index(words, leave_out=()):
    """The packed index of `words` (sorted, distinct) but `leave_out`, built in memory.

    >>> index = build_index(["at", "eat", "tea"])
    >>> [index.words_at(i) for i in range(index.nodes)]
    [[], [], [], [1, 2], [0]]
    """
    return packed.build(words, leave_out)
