"""The games Inkwell ships; importing this package registers each one."""
from . import hardback  # noqa: F401
