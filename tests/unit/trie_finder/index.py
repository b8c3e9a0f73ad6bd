"""The finder's old index, kept for the tests only: the anagram trie as
nested dicts, built at run time (what inkwell.words.finder searched before
the packed index).  The packed finder must answer as this one does."""

from inkwell.words.finder.marks import pairs_mark

_WORDS = "$"  # trie key holding the words whose sorted letters end at a node
_PAIRS = "~"  # trie key holding the pairs mark of the words below a node (after every letter)


def _index(dictionary):
    """The old trie of `dictionary`, built once and kept on it (for the tests)."""
    trie = getattr(dictionary, "_old_trie", None)
    if trie is None:
        trie = dictionary._old_trie = build_index(dictionary.words)
    return trie


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
