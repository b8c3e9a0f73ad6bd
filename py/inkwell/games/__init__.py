"""The games Inkwell ships; importing this package registers each one."""
from . import backwords, break_the_word, hardback, paperback  # noqa: F401
