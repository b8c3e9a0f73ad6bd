"""The anagram trie of a dictionary, built a slice at a time (the worker
builds it between messages), then its pairs marks."""

import gc

from .marks import pairs_mark

_WORDS = "$"  # trie key holding the words whose sorted letters end at a node
_PAIRS = "~"  # trie key holding the pairs mark of the words below a node (after every letter)


def _index(dictionary):
    """The anagram trie of `dictionary`, built on first use and kept on it
    (its pairs marks come later, from whoever runs index_steps to its end:
    the worker does between messages)."""
    steps = index_steps(dictionary)
    while dictionary._search_index is None:
        next(steps)
    return dictionary._search_index


def index_steps(dictionary):
    """Build `dictionary`'s index a slice at a time (a `next` per slice), so
    it can be built between other work; a build left halfway is finished by
    the next caller, whoever it is.  First the trie, which searches use at
    once; then its pairs marks, which only make some searches faster: the
    marks cost as much again as the trie, too much to wait for.

    >>> from inkwell.words import Dictionary
    >>> d = Dictionary("t", ["tea", "eat", "at"])
    >>> for _ in index_steps(d):
    ...     pass
    >>> d._search_index["a"]["t"]["$"], d._search_index["a"]["~"] == pairs_mark("tea") | pairs_mark("at")
    (['at'], True)
    """
    while dictionary._search_index is None:
        if dictionary._index_build is None:
            dictionary._index_build = _index_slices(dictionary.words)
        # The trie is a million small objects that hold no cycles: collecting
        # garbage while it grows only rescans it (a third of the time, and
        # pauses of 100 ms in the browser).
        collecting = gc.isenabled()
        gc.disable()
        try:
            next(dictionary._index_build)
        except StopIteration as built:
            dictionary._search_index, dictionary._index_build = built.value, None
            # Kept for good: out of the collector's sight, or every full
            # collection walks its million dicts (pauses of seconds in bot turns).
            gc.freeze()
        finally:
            if collecting:
                gc.enable()
        yield
    while not dictionary._marked:
        if dictionary._marks_build is None:
            dictionary._marks_build = _mark_slices(dictionary._search_index)
        try:
            next(dictionary._marks_build)
        except StopIteration:
            dictionary._marked, dictionary._marks_build = True, None
            return
        yield


def build_index(words):
    """Anagram trie: nested dicts keyed by letter along each word's sorted
    letters; the key "$" holds the words with exactly those letters, the key
    "~" the pairs mark of the words below the node (a 59-bit int: 15% more
    memory; it spares most of a best-N search with two-letter tiles).

    >>> trie = build_index(["tea", "eat", "at"])
    >>> trie["a"]["e"]["t"]["$"], trie["a"]["t"]["$"]
    (['tea', 'eat'], ['at'])
    >>> trie["a"]["~"] == pairs_mark("tea") | pairs_mark("eat") | pairs_mark("at")
    True
    """
    slices = _index_slices(words)
    while True:
        try:
            next(slices)
        except StopIteration as built:
            root = built.value
            break
    for _ in _mark_slices(root):
        pass
    return root


SLICE = 4000  # words per slice: about 10-20 ms in the browser's worker
KEYS_SLICE = 1500  # sets of letters per slice of the trie's growth (with their pairs marks)


def _index_slices(words):
    """build_index's work, pausing every SLICE words; returns the trie."""
    groups, buckets = {}, {}
    for n, word in enumerate(words, 1):
        key = "".join(sorted(word))
        group = groups.get(key)
        if group is None:
            groups[key] = [word]
            # Sorting the keys a bucket (first two letters) at a time gives
            # the same order in slices as short as the rest.
            buckets.setdefault(key[:2], []).append(key)
        else:
            group.append(word)
        if n % SLICE == 0:
            yield
    root = {}
    # Keys arrive sorted, so each shares a path prefix with the one before:
    # keep the path as a stack and only create the nodes that are new.
    path, prev, n = [root], "", 0
    for prefix in sorted(buckets):
        for key in sorted(buckets.pop(prefix)):
            shared = 0
            limit = min(len(key), len(prev))
            while shared < limit and key[shared] == prev[shared]:
                shared += 1
            del path[shared + 1:]
            node = path[-1]
            for letter in key[shared:]:
                child = node.get(letter)
                if child is None:
                    child = node[letter] = {}
                node = child
                path.append(node)
            node[_WORDS] = groups[key]
            prev = key
            n += 1
            if n % SLICE == 0:
                yield
    return root


def _mark_slices(root):
    """The pairs marks (see build_index), a slice at a time, each node's once
    every node below it has its own (after them, in a walk): a search between
    two slices prunes by the marks that are there, and a node without one
    prunes nothing.  Returns the number of nodes marked."""
    stack, n = [(root, iter(list(root.items())), 0)], 0
    while stack:
        node, keys, mark = stack[-1]
        for key, child in keys:
            if key == _WORDS:
                for word in child:
                    mark |= pairs_mark(word)
            elif key != _PAIRS:
                stack[-1] = (node, keys, mark)
                stack.append((child, iter(list(child.items())), 0))
                break
        else:
            stack.pop()
            node[_PAIRS] = mark
            if stack:
                parent, rest, above = stack[-1]
                stack[-1] = (parent, rest, above | mark)
            n += 1
            if n % KEYS_SLICE == 0:
                yield
            continue
    return n


def _pieces(root):
    """The trie cut into small tries, a branch two letters deep each, in the
    walk's order: walking them one after another is walking the whole, so a
    search may pause between two."""
    # Snapshots: the pairs marks may be written meanwhile (index_steps).
    for letter, child in list(root.items()):
        if letter == _WORDS:
            yield {letter: child}
            continue
        if letter == _PAIRS:
            continue
        for second, grandchild in list(child.items()):
            if second != _PAIRS:
                yield {letter: {second: grandchild}}
