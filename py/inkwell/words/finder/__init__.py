"""Find every word a bot can spell from its tiles (cards) and wild cards.

The search structure is an anagram trie over each word's letters *in sorted
order*, packed into flat arrays (packed.py): `make wordlists` writes it next
to each list (`<name>.index.gz`) and the finder walks the bytes as they are,
with no Python object per node (a list made at run time is packed in memory). Searching it
only ever walks letters in alphabetical order, so a rack of 12 letters and 2
wilds visits far fewer nodes than a trie of spellings would. Tiles that are
fixed strings ("th") are searched by their letters, then each candidate is
checked exactly by matching tiles to positions.  Each node also carries a mark
of the pairs of neighbouring letters its words hold, so a search for the best
words that play a "th" tile skips the branches where no word has h after t.

- packed.py: the packed format, its build and its checked reading
- index.py: a dictionary's index, read from its file on first use
- marks.py: what a pairs mark is (bits of neighbouring letters)
- rack.py: the tiles and wilds checked, and exact matching of a word to them
- search.py: find_words, every word or the best ones
- ranked.py: the best `limit` words by branch and bound

>>> from inkwell.words.dictionary import Dictionary
>>> d = Dictionary("demo", ["at", "cat", "act", "chat", "tact", "that"])
>>> [m.word for m in find_words(d, "tac")]
['act', 'cat', 'at']
>>> m = find_words(d, ["th", "a", "t"])[0]
>>> m.word, m.tiles_used
('that', (0, 0, 1, 2))
>>> [(m.word, m.tiles_used) for m in find_words(d, "ta", wilds=1, min_length=3)]
[('act', (1, None, 0)), ('cat', (None, 1, 0))]
>>> [m.word for m in find_words(d, "cat", must_use=[0])]
['act', 'cat']
>>> best = find_words(d, "tach", wilds=1, score=lambda w, used: used.count(None) * -10 + len(w), limit=1)
>>> best[0].word, best[0].score
('chat', 4)
"""

from .index import _index, build_index, index_steps
from .marks import PAIR_BITS, pairs_mark
from .packed import Index, pack, unpack
from .rack import MAX_ASSIGNMENTS_PER_WORD, MAX_TILE_LENGTH, MAX_TILES, MAX_WILDS, Match, Rack
from .ranked import MAX_WAYS, SLICE_BRANCHES
from .search import find_words, find_words_steps

__all__ = ["Index", "MAX_ASSIGNMENTS_PER_WORD", "MAX_TILES", "MAX_TILE_LENGTH", "MAX_WAYS",
           "MAX_WILDS", "Match", "PAIR_BITS", "Rack", "SLICE_BRANCHES", "build_index",
           "find_words", "find_words_steps", "index_steps", "pack", "pairs_mark", "unpack", "_index"]
