"""`python -m inkwell words ...`: check words and find words from the command line.

    python -m inkwell words check WORD... [--dict common|large|huge]
        prints one verdict a word; exit 0 only when every word is a word.
    python -m inkwell words find LETTERS [--dict ...] [--min N] [--limit K]
        "?" in LETTERS is a wild card; prints the words found, best first.

Bad input prints a message on stderr and exits 2 (no traceback).
"""

import sys

from inkwell.core.errors import InkwellError
from inkwell.words.dictionary import DICTIONARY_NAMES, load
from inkwell.words.finder import find_words

EXIT_OK, EXIT_NOT_WORD, EXIT_BAD_INPUT = 0, 1, 2


def register(subparsers):
    """Add the `words` subcommand to an argparse subparsers object."""
    words = subparsers.add_parser("words", help="check words and find words in the dictionaries")
    commands = words.add_subparsers(dest="words_command", metavar="{check,find}")
    words.set_defaults(func=lambda args: _usage(words))

    check = commands.add_parser("check", help="say whether each word is in the dictionary")
    check.add_argument("words", nargs="+", metavar="WORD")
    _add_dict_option(check)
    check.set_defaults(func=run_check)

    find = commands.add_parser("find", help="list words spelled from LETTERS ('?' is a wild card)")
    find.add_argument("letters", metavar="LETTERS")
    _add_dict_option(find)
    find.add_argument("--min", type=int, default=2, dest="min_length", metavar="N", help="shortest word (default 2)")
    find.add_argument("--limit", type=int, default=50, metavar="K", help="show at most K words (default 50)")
    find.set_defaults(func=run_find)
    return words


def _add_dict_option(parser):
    # No argparse `choices`: an unknown name goes through load(), whose
    # BadRequest message lists the valid names, and exits 2 like other input.
    parser.add_argument("--dict", default="common", dest="dictionary", metavar="|".join(DICTIONARY_NAMES),
                        help="dictionary to use (default common)")


def _usage(parser):
    parser.print_usage(sys.stderr)
    return EXIT_BAD_INPUT


def run_check(args):
    """Print "word: yes/no" per word; exit 0 when all are words, 1 otherwise."""
    try:
        dictionary = load(args.dictionary)
        verdicts = [(word, dictionary.is_word(word)) for word in args.words]
    except InkwellError as exc:
        return _fail(exc)
    for word, ok in verdicts:
        print(f"{word}: {'yes' if ok else 'no'} ({dictionary.name})")
    return EXIT_OK if all(ok for _, ok in verdicts) else EXIT_NOT_WORD


def run_find(args):
    """Print the words spelled from LETTERS, longest first."""
    letters = args.letters
    if not letters or not all(c == "?" or (c.isascii() and c.isalpha()) for c in letters):
        print(f"inkwell words: LETTERS may hold only the letters a-z and ? for a wild card, not {letters!r}",
              file=sys.stderr)
        return EXIT_BAD_INPUT
    wilds = letters.count("?")
    tiles = letters.replace("?", "")
    try:
        dictionary = load(args.dictionary)
        matches = find_words(dictionary, tiles, wilds=wilds, min_length=args.min_length, limit=args.limit)
    except InkwellError as exc:
        return _fail(exc)
    for match in matches:
        # Letters played by a wild card are shown in upper case.
        print("".join(c.upper() if t is None else c for c, t in zip(match.word, match.tiles_used)))
    if not matches:
        print("(no words)", file=sys.stderr)
    return EXIT_OK


def _fail(exc):
    print(f"inkwell words: {exc.message}", file=sys.stderr)
    return EXIT_BAD_INPUT
