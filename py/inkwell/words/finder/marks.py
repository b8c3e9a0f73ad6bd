"""Pairs marks: the pairs of neighbouring letters a set of words holds, as
the bits of an int.  A trie node keeps the mark of the words below it, so a
search for words that play a "th" tile skips branches with no t beside h."""

PAIR_BITS = 60
"""Bits of a pairs mark (two 30-bit digits of a Python int): each of the 676
pairs of letters sets one of them."""
OWN_BIT_PAIRS = ("an ea ed er es he in it nd on or ou qu re st th to "
                 "ti at te ng is en li ri ra le ne al se ar nt ro ic ss io co de la rs").split()
"""The pairs with a bit of their own, so that the mark of a tile's pair is
exact: Paperback's two-letter cards, then the pairs most words hold (which
would set a shared bit almost everywhere).  Any other pair shares one of the
remaining bits: still right, only a looser mark (a third more branches)."""
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_PAIR_BIT = {a + b: 1 << (len(OWN_BIT_PAIRS) + (26 * i + j) % (PAIR_BITS - len(OWN_BIT_PAIRS)))
             for i, a in enumerate(_LETTERS) for j, b in enumerate(_LETTERS)}
_PAIR_BIT.update({pair: 1 << n for n, pair in enumerate(OWN_BIT_PAIRS)})


def pairs_mark(text):
    """The bits of the pairs of neighbouring letters in `text`: a word can
    hold a tile only if the word's mark has every bit of the tile's.

    >>> pairs_mark("the") & pairs_mark("th") == pairs_mark("th")
    True
    >>> pairs_mark("a")
    0
    """
    mark, bit = 0, _PAIR_BIT
    for i in range(len(text) - 1):
        mark |= bit[text[i:i + 2]]
    return mark
