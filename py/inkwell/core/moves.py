"""Declared moves: every action type a game accepts, and the shape of its fields.

A game lists its moves (compare boardgame.io's `moves`), and `Game.apply`
checks an action against its declaration before any of the game's own code
sees it: an unknown type, an unknown field, a field of the wrong type or out
of range, or a string past its cap is refused with a clear message.  So a
peer's message can never smuggle NaN, a float seat, a megabyte of padding or
a 3,000-deep nest into a game or its record.

>>> spell = Move("spell", word=ListOf(Obj(card=Int(0, 999), wild=Letter(optional=True, nullable=True)), most=30))
>>> spell.check({"type": "spell", "word": [{"card": 4, "wild": None}]})
>>> spell.check({"type": "spell", "word": [{"card": 4}], "note": "hi"})
Traceback (most recent call last):
...
inkwell.core.errors.IllegalAction: spell has no field 'note'.
>>> spell.check({"type": "spell", "word": [{"card": 4.0}]})
Traceback (most recent call last):
...
inkwell.core.errors.IllegalAction: spell: word[0].card must be a whole number.
>>> Move("skip").check({"type": "skip", "note": float("nan")})
Traceback (most recent call last):
...
inkwell.core.errors.IllegalAction: skip has no field 'note'.
"""

from .errors import IllegalAction

TYPE_MAX = 32
"""Longest action type name; every declared one is far shorter."""
TEXT_MAX = 64
"""The cap of a string field that declares none."""


class Field:
    """One field of a move: `optional` may be absent, `nullable` may be null."""

    def __init__(self, optional=False, nullable=False):
        self.optional = optional
        self.nullable = nullable

    def check(self, value, where):
        if value is None and self.nullable:
            return
        self.check_value(value, where)

    def check_value(self, value, where):
        raise NotImplementedError

    def refuse(self, where, what):
        raise IllegalAction("bad_field", f"{where} must be {what}.")


class Int(Field):
    """A whole number in [lo, hi]; JSON's true/false and 2.0 are not numbers here."""

    def __init__(self, lo=-(2 ** 31), hi=2 ** 31, **kw):
        super().__init__(**kw)
        self.lo, self.hi = lo, hi

    def check_value(self, value, where):
        if type(value) is not int:
            self.refuse(where, "a whole number")
        if not self.lo <= value <= self.hi:
            self.refuse(where, f"between {self.lo} and {self.hi}")


class Bool(Field):
    def check_value(self, value, where):
        if type(value) is not bool:
            self.refuse(where, "true or false")


class Str(Field):
    """A string of at most `most` characters."""

    def __init__(self, most=TEXT_MAX, **kw):
        super().__init__(**kw)
        self.most = most

    def check_value(self, value, where):
        if type(value) is not str:
            self.refuse(where, "text")
        if len(value) > self.most:
            self.refuse(where, f"at most {self.most} characters")


class Letter(Str):
    """One letter a-z (either case): what a wild card stands for."""

    def __init__(self, **kw):
        super().__init__(1, **kw)

    def check_value(self, value, where):
        if type(value) is not str or len(value) != 1 or not (value.isascii() and value.isalpha()):
            self.refuse(where, "one letter, a to z")


class OneOf(Field):
    """One of a fixed set of JSON scalars (compared by type too: 1 is not true)."""

    def __init__(self, *choices, **kw):
        super().__init__(**kw)
        self.choices = choices

    def check_value(self, value, where):
        if not any(type(value) is type(c) and value == c for c in self.choices):
            self.refuse(where, "one of " + ", ".join(repr(c) for c in self.choices))


class ListOf(Field):
    """A list of at most `most` items, each of the shape `item`."""

    def __init__(self, item, most=64, **kw):
        super().__init__(**kw)
        self.item, self.most = item, most

    def check_value(self, value, where):
        if type(value) is not list:
            self.refuse(where, "a list")
        if len(value) > self.most:
            self.refuse(where, f"a list of at most {self.most} items")
        for i, item in enumerate(value):
            self.item.check(item, f"{where}[{i}]")


class Obj(Field):
    """An object with these fields and no others."""

    def __init__(self, optional=False, nullable=False, **fields):
        super().__init__(optional, nullable)
        self.fields = fields

    def check_value(self, value, where):
        if type(value) is not dict:
            self.refuse(where, "an object")
        check_fields(self.fields, value, where)


def check_fields(fields, value, where):
    """`where` names the object: "spell" for an action, "spell: word[0]" inside it."""
    for key in value:
        if key not in fields:
            raise IllegalAction("unknown_field", f"{where} has no field {str(key)[:TYPE_MAX]!r}.")
    inner = where + ("." if ": " in where else ": ")
    for key, field in fields.items():
        if key in value:
            field.check(value[key], inner + key)
        elif not field.optional:
            raise IllegalAction("missing_field", f"{where} needs a field {key!r}.")


class Move:
    """An action type and its fields (every field but "type")."""

    def __init__(self, type, doc="", clock=False, undoable=False, **fields):
        self.type = type
        self.doc = doc
        self.clock = clock
        """Only the host's clock (seat SYSTEM) makes this move; never a player."""
        self.undoable = undoable
        """In solo and pass-and-play the player may take this move back, when
        `Game.undoable` finds that this time it revealed nothing."""
        self.fields = fields

    def check(self, action):
        body = {k: v for k, v in action.items() if k != "type"}
        check_fields(self.fields, body, self.type)

    def __repr__(self):
        return f"Move({self.type!r})"
