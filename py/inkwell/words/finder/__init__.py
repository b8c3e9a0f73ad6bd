"""Find every word a bot can spell from its tiles (cards) and wild cards.

The search structure is built lazily, once per Dictionary, in the client: a
trie over each word's letters *in sorted order* (an anagram trie). Searching it
only ever walks letters in alphabetical order, so a rack of 12 letters and 2
wilds visits far fewer nodes than a trie of spellings would. Tiles that are
fixed strings ("th") are searched by their letters, then each candidate is
checked exactly by matching tiles to positions.  Each node also carries a mark
of the pairs of neighbouring letters its words hold, so a search for the best
words that play a "th" tile skips the branches where no word has h after t.

- index.py: the anagram trie, built a slice at a time, and its pairs marks
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

from .index import SLICE, KEYS_SLICE, _index, build_index, index_steps
from .marks import PAIR_BITS, pairs_mark
from .rack import MAX_ASSIGNMENTS_PER_WORD, MAX_TILE_LENGTH, MAX_TILES, MAX_WILDS, Match, Rack
from .ranked import MAX_WAYS, SLICE_BRANCHES
from .search import find_words, find_words_steps

__all__ = ["KEYS_SLICE", "MAX_ASSIGNMENTS_PER_WORD", "MAX_TILES", "MAX_TILE_LENGTH", "MAX_WAYS",
           "MAX_WILDS", "Match", "PAIR_BITS", "Rack", "SLICE", "SLICE_BRANCHES", "build_index",
           "find_words", "find_words_steps", "index_steps", "pairs_mark", "_index"]
