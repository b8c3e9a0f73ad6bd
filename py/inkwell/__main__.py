"""Inkwell's command line: simulate games, match bot levels, check or find words."""

import argparse
import sys

from .match import register as register_match
from .simulate import register as register_simulate


def build_parser():
    parser = argparse.ArgumentParser(prog="python -m inkwell", description=__doc__)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    register_simulate(sub)
    register_match(sub)
    try:
        from .words.cli import register as register_words
    except ImportError:
        pass
    else:
        register_words(sub)
    return parser


def main(argv=None):
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
