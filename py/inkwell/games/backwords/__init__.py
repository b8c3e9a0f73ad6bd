"""Backwords: reach back along the discard row for letters (rules:
shared/rules/backwords.txt; decisions the rulebook leaves open: rules.json
and howto/backwords.html).

Game id "backwords", 2-6 players.
"""

from inkwell.core import register

from .bots import BOTS
from .engine import Backwords

Backwords.bots = BOTS
GAME = register(Backwords())
