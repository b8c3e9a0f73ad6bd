"""The protocol every Inkwell game follows, and the base class that keeps it.

A game is a declarative object (compare boardgame.io's Game and OpenSpiel's
State): `setup` makes a JSON-safe state, `apply` validates one action and
returns the next state, `view` strips what a seat may not know, `outcome`
says who won.  Everything random draws from an `Rng` whose state lives in
the game state, so a *record* (game, options, seats, seed, actions) rebuilds
any game exactly.

Subclasses declare and write small hooks:

- `moves`: the action types, each a `core.moves.Move` with its fields; an
  action is checked against its declaration (known fields only, types,
  ranges, string caps) and its seat (an int: a player's, or `SYSTEM` for a
  move declared `clock=True`) before any game code runs;
- `new_state(options, seats, rng)` -> dict
- one method `move_<type>(state, seat, action, rng)` per declared move; it may
  mutate `state` freely and raise `IllegalAction`: the base class works on a
  copy, so a refused action leaves the caller's state untouched;
- `actors(state)` -> the seats that must act now (several at once for
  simultaneous play; `SYSTEM` for the host's clock);
- `player_view(state, seat)` -> what `seat` (or `SPECTATOR`) may see;
- `allowed(state, seat)` -> the move types `seat` may take now (every view
  carries it as "allowed", so screens and random players need no rules);
- `secret_zones(state, seat)` -> paths of the lists `seat` cannot see, which
  the conformance suite shuffles to prove the view does not depend on them;
- optionally `undoable(before, seat, action, after)` -> whether a player may
  take back an applied action (solo and pass-and-play; see `Game.undoable`);
  moves declared `undoable=True` are judged by the base rule, which a game
  narrows for what it reveals outside its secret zones;
- optionally `turns(state)` -> each seat's latest turn, said (core.summary);
- optionally `words_played(state)` -> each seat's words (core.words);
- optionally `timers(state)` -> actions the host's clock issues after a delay;
- optionally `warm_up(state)` -> slices of work that make the bots' first
  turn quick (see core.background), run while nobody waits;
- optionally `review(states)` -> what the finished game shows from its whole
  record (Break the Word: the clue at which each word became certain).
"""

from .errors import BadRequest, IllegalAction
from .moves import TYPE_MAX
from .rng import Rng
from .summary import for_view
from .words import kept, sum_up, table_best

SYSTEM = -1
"""The seat of the host's clock: timed actions (clue reveals) come from it."""

SPECTATOR = None
"""The seat of someone who watches: the view holds only public information."""


def copy_json(value):
    """A deep copy of JSON-safe data, several times faster than deepcopy."""
    if isinstance(value, dict):
        return {k: copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_json(v) for v in value]
    return value


class Option:
    """One choice a player makes before the game starts.

    >>> Option("length", 60, [40, 60, 80]).check(80)
    80
    """

    def __init__(self, name, default, choices, label="", help="", labels=None, when=None):
        self.name = name
        self.default = default
        self.choices = list(choices)
        self.label = label or name
        self.help = help
        self.labels = labels or {}
        """choice -> the words the set-up screen shows for it."""
        self.when = when or {}
        """{other option: [its choices]}: this option applies only then."""

    def check(self, value):
        if value not in self.choices:
            raise BadRequest(
                "bad_option",
                f"{self.label}: {value!r} is not one of "
                + ", ".join(repr(c) for c in self.choices),
            )
        return value

    def to_json(self):
        return {
            "name": self.name,
            "default": self.default,
            "choices": self.choices,
            "label": self.label,
            "help": self.help,
            "labels": [self.labels.get(c, "") for c in self.choices],
            "when": {k: list(v) for k, v in self.when.items()},
        }


class Game:
    """The base of every game; see the module docstring for the hooks."""

    id = ""
    name = ""
    pitch = ""
    min_players = 1
    max_players = 5
    options = ()
    rules_version = 1
    """Raised whenever a rule change would replay a record differently."""
    quick_options = {}
    """Options that make a short game, for the conformance suite."""
    moves = ()
    """The action types: `core.moves.Move` declarations."""
    bots = {}
    """Bot level name -> function(view, rng) -> action.  One that thinks
    long also carries `.steps`, the same move as slices of work
    (core.thought), which the worker runs between messages."""
    bot_about = {}
    """Bot level -> one line on how it plays, easiest level first: the
    order the set-up lists the levels in."""
    queries = ()
    """Names of methods(view, *args) the UI may call without acting."""
    coach = None
    """Optional function(view, played action) -> an iterator of slices (see
    core.background) returning {"kind", "best", "played", "missed"} or None:
    the strong bot's best play from the view the player acted in
    (wordcards.coach)."""

    # -- the protocol -------------------------------------------------------

    def setup(self, options, seats, seed):
        options = self.check_options(options)
        seats = self.check_seats(seats, options)
        rng = Rng(seed)
        state = self.new_state(options, seats, rng)
        state["game"] = self.id
        state["options"] = options
        state["seats"] = seats
        state["n"] = 0
        state["rng"] = rng.state
        return state

    def apply(self, state, seat, action):
        """The state after `seat` plays `action`; `state` itself never changes."""
        move = self.find_move(state, seat, action)
        new = copy_json(state)
        rng = Rng(new["rng"])
        move(new, seat, action, rng)
        new["rng"] = rng.state
        new["n"] = state["n"] + 1
        return new

    def view(self, state, seat):
        v = self.player_view(state, seat)
        v["game"] = self.id
        v["seat"] = seat
        v["n"] = state["n"]
        v["actors"] = [s for s in self.actors(state) if s != SYSTEM]
        v["outcome"] = self.outcome(state)
        v["allowed"] = self.allowed(state, seat) if self.is_player(state, seat) else []
        v["options"] = state["options"]
        v["names"] = [s["name"] for s in state["seats"]]
        v["turns"] = for_view(self.turns(state), seat, v["names"])
        return v

    def outcome(self, state):
        """None while playing; then {"scores": [...], "winners": [...], ...,
        "words": each seat's words summed up, "table": the best and longest
        of them all (core.words): the one story every screen reads}."""
        out = state.get("outcome")
        if out is None:
            return None
        words = sum_up(self.words_played(state), len(state["seats"]), out)
        return out | {"words": words, "table": table_best(words)}

    # -- hooks --------------------------------------------------------------

    def new_state(self, options, seats, rng):
        raise NotImplementedError

    def actors(self, state):
        raise NotImplementedError

    views = None
    """The module that makes the views: player_view(state, seat) and
    secret_zones(state, seat); a game may instead override the two hooks."""

    def player_view(self, state, seat):
        return self.views.player_view(state, seat)

    def allowed(self, state, seat):
        """The move types `seat` may take now; a game narrows this default
        (every player move while the seat is among the actors)."""
        if state.get("outcome") is not None or seat not in self.actors(state):
            return []
        return [m.type for m in self.moves if not m.clock]

    def may_act(self, state, seat, action):
        """Whether `seat` may try `action` now; a game widens this for moves
        allowed out of turn (Hardback's ink), which no one has to make."""
        return seat in self.actors(state)

    def secret_zones(self, state, seat):
        return self.views.secret_zones(state, seat) if self.views else []

    def undoable(self, before, seat, action, after):
        """Whether `seat` may take back `action`, which turned `before` into
        `after`: a move declared undoable, that the seat's view allowed,
        that ended nothing, drew on no randomness and changed no zone hidden
        from the seat (no card drawn or dealt, nothing turned face up).  The
        session forgets the chance as soon as anyone else acts."""
        declared = self.declared().get(action.get("type"))
        return (declared is not None and declared.undoable and not declared.clock
                and self.is_player(before, seat) and declared.type in self.allowed(before, seat)
                and after.get("outcome") is None
                and after["rng"] == before["rng"]
                and hidden_from(self, before, seat) == hidden_from(self, after, seat))

    def turns(self, state):
        """{seat: [core.summary part]}: what each player did in their
        latest turn, from what the whole table saw (see core.summary)."""
        return {}

    def words_played(self, state):
        """{seat: [(word, points, shown)]}: the words each player put on the
        table, as the game counted them (core.words keeps them and sums them
        up into the outcome); by default the ones kept with core.words.keep."""
        return kept(state)

    def timers(self, state):
        """[{"delay": seconds, "action": {...}}] the host's clock will issue."""
        return []

    def warm_up(self, state):
        """An iterator of slices of work the bots will need (one `next` each)."""
        return iter(())

    def review(self, states):
        """What a finished game shows once nothing is secret (end screen and
        replay), from every state of its record in order; None: nothing."""
        return None

    @property
    def reviews(self):
        """Whether the game has a review (else no one need rebuild every state for it)."""
        return type(self).review is not Game.review

    # -- checks -------------------------------------------------------------

    def check_options(self, options):
        options = dict(options or {})
        known = {o.name: o for o in self.options}
        for name in options:
            if name not in known:
                raise BadRequest("bad_option", f"{self.name} has no option {name!r}")
        return {n: o.check(options.get(n, o.default)) for n, o in known.items()}

    def check_seats(self, seats, options):
        if not isinstance(seats, list) or not all(isinstance(s, (dict, str)) for s in seats):
            raise BadRequest("bad_seats", "seats must be a list of players")
        lo, hi = self.player_range(options)
        if not lo <= len(seats) <= hi:
            raise BadRequest("bad_seats", f"{self.name} takes {lo} to {hi} players, not {len(seats)}")
        return [seat_info(s, i) for i, s in enumerate(seats)]

    def player_range(self, options):
        return self.min_players, self.max_players

    def find_move(self, state, seat, action):
        if not isinstance(action, dict) or type(action.get("type")) is not str:
            raise IllegalAction("bad_action", "An action must be an object with a type.")
        declared = self.declared().get(action["type"][:TYPE_MAX + 1])
        if declared is None:
            raise IllegalAction("unknown_action",
                                f"There is no action {action['type'][:TYPE_MAX]!r} in {self.name}.")
        self.check_seat(state, seat, declared)
        if state.get("outcome") is not None:
            raise IllegalAction("game_over", "The game is over.")
        declared.check(action)
        if not self.may_act(state, seat, action):
            raise IllegalAction("not_your_turn", "It is not your turn.")
        return getattr(self, "move_" + declared.type)

    def check_seat(self, state, seat, declared):
        if declared.clock:
            ok = type(seat) is int and seat == SYSTEM
        else:
            ok = self.is_player(state, seat)
        if not ok:
            raise IllegalAction("bad_seat", f"Seat {str(seat)[:12]} cannot {declared.type}.")

    def is_player(self, state, seat):
        """True for a player's seat: an int in range (JSON's true is not seat 1)."""
        return type(seat) is int and 0 <= seat < len(state["seats"])

    def declared(self):
        """{type: Move}, built once per game class."""
        table = self.__class__.__dict__.get("_declared")
        if table is None:
            table = {m.type: m for m in self.moves}
            for move in self.moves:
                if not callable(getattr(self, "move_" + move.type, None)):
                    raise TypeError(f"{self.id}: move {move.type!r} has no move_{move.type} method")
            self.__class__._declared = table
        return table

    def move_names(self):
        return [m.type for m in self.moves]

    def describe(self):
        """The JSON the lobby shows."""
        return {
            "id": self.id,
            "name": self.name,
            "pitch": self.pitch,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": [o.to_json() for o in self.options],
            "moves": self.move_names(),
            "rules": self.rules_version,
            "player_ranges": self.player_ranges(),
            "bots": self.bot_levels(),
            "bot_about": {level: self.bot_about.get(level, "") for level in self.bots},
        }

    def bot_levels(self):
        """The bot levels, easiest first (bot_about's order; any it leaves
        out after, by name)."""
        known = [level for level in self.bot_about if level in self.bots]
        return known + sorted(level for level in self.bots if level not in known)

    def player_ranges(self):
        """{option: {choice: [min, max]}} for options that change the player count,
        so the set-up screen offers the right seats without knowing the rule."""
        defaults = {o.name: o.default for o in self.options}
        out = {}
        for o in self.options:
            ranges = {str(c): list(self.player_range(defaults | {o.name: c})) for c in o.choices}
            if len({tuple(r) for r in ranges.values()}) > 1:
                out[o.name] = ranges
        return out


def seat_info(seat, index):
    """Normalise a seat: a name, and who plays it (human, bot or remote)."""
    if isinstance(seat, str):
        seat = {"name": seat}
    name = str(seat.get("name") or f"Player {index + 1}")[:24]
    kind = seat.get("kind", "human")
    if kind not in ("human", "bot", "remote"):
        raise BadRequest("bad_seats", f"unknown kind of player {kind!r}")
    info = {"name": name, "kind": kind}
    if kind == "bot":
        info["level"] = str(seat.get("level", ""))
    return info


def hidden_from(game, state, seat):
    """The paths hidden from `seat` and what they hold (None for a path that
    is not there, so a zone appearing or going counts as a change)."""
    out = []
    for path in game.secret_zones(state, seat):
        value = state
        for key in path:
            value = value[key] if isinstance(value, (dict, list)) and _has(value, key) else None
        out.append([list(path), value])
    return out


def _has(container, key):
    if isinstance(container, dict):
        return key in container
    return type(key) is int and -len(container) <= key < len(container)


def best_seats(keys):
    """The seats whose key is highest: ties share the win.

    >>> best_seats([3, 5, 5]), best_seats([(4, 1), (4, 2), (3, 9)])
    ([1, 2], [1])
    """
    top = max(keys)
    return [seat for seat, key in enumerate(keys) if key == top]


def require(condition, code, message):
    """Refuse an action unless `condition` holds.

    >>> require(1 + 1 == 2, "math", "never")
    >>> require(False, "no_card", "That card is not in your hand.")
    Traceback (most recent call last):
    ...
    inkwell.core.errors.IllegalAction: That card is not in your hand.
    """
    if not condition:
        raise IllegalAction(code, message)
