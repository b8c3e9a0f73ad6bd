"""Errors every part of Inkwell raises and reports the same way."""


class InkwellError(Exception):
    """An error with a machine-readable code and a message a player can read.

    >>> e = IllegalAction("not_your_turn", "It is Bob's turn.")
    >>> e.to_json()
    {'code': 'not_your_turn', 'message': "It is Bob's turn."}
    """

    code = "error"

    def __init__(self, code=None, message=""):
        if code:
            self.code = code
        self.message = message or self.code
        super().__init__(self.message)

    def to_json(self):
        return {"code": self.code, "message": self.message}


class IllegalAction(InkwellError):
    """An action the rules do not allow now; the state is left as it was."""

    code = "illegal"


class BadRequest(InkwellError):
    """A message that is malformed or names something that does not exist."""

    code = "bad_request"


class NeedFile(InkwellError):
    """A data file (such as a word list) is not on this file system yet.

    The browser worker answers it by fetching `path` (relative to the
    site root) into the file system and retrying the request; CPython
    never sees it for files that ship with the repository.
    """

    code = "need_file"

    def __init__(self, path):
        self.path = path
        super().__init__("need_file", f"missing data file {path}")

    def to_json(self):
        return {"code": self.code, "message": self.message, "path": self.path}


class CorruptData(InkwellError):
    """A data file exists but cannot be decoded."""

    code = "corrupt_data"
