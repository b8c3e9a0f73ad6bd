"""Every test plays or replays the built-in games: register them, as the worker and the CLI do.
(At the root, not in tests/unit: the e2e tests import their own conftest by name.)"""
import inkwell.games  # noqa: F401
