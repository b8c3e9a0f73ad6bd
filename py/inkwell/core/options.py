"""Option kinds beyond a fixed list of choices.

`Option` (core.game) offers fixed choices. Some set-up facts are free-form
but small: a custom clue mix typed by a player, or which answers this device
has already played (kept on the device, passed in at set-up so the record
holds it and a replay rebuilds the same game). A `TextOption` takes a short
string and a `parse` function that normalises it or says what is wrong.

>>> def digits(text):
...     if not text.isdigit():
...         raise ValueError("only digits, please")
...     return text.lstrip("0") or "0"
>>> opt = TextOption("code", "0", parse=digits, most=8, label="Code")
>>> opt.check("0042")
'42'
>>> opt.check("4x")
Traceback (most recent call last):
...
inkwell.core.errors.BadRequest: Code: only digits, please
>>> opt.to_json()["kind"], opt.to_json()["choices"], opt.to_json()["most"]
('text', [], 8)
"""

from .errors import BadRequest
from .game import Option


class TextOption(Option):
    """A short free-form string, checked and normalised by `parse(text)`,
    which raises ValueError with a reason a player can read."""

    def __init__(self, name, default, parse, most=64, label="", help="", when=None,
                 placeholder="", hidden=False):
        super().__init__(name, default, [], label, help, when=when)
        self.parse = parse
        self.most = most
        self.placeholder = placeholder
        self.hidden = hidden
        """The screen fills it in (from what the device keeps), never shows it."""

    def check(self, value):
        if type(value) is not str or len(value) > self.most:
            raise BadRequest("bad_option", f"{self.label}: text of at most {self.most} characters")
        try:
            return self.parse(value)
        except ValueError as err:
            raise BadRequest("bad_option", f"{self.label}: {err}")

    def to_json(self):
        out = super().to_json()
        out.update(kind="text", most=self.most, placeholder=self.placeholder, hidden=self.hidden)
        return out
