"""The unit tests play the built-in games: register them, as the worker and the CLI do."""
import inkwell.games  # noqa: F401
