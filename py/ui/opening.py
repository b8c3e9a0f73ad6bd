# How a game screen opens its game: new, resumed from a save, or a room's;
# why the engine refused it; whose screen it is first. Mixed into Screen.
import asyncio
import client
import dom
from pyscript.js_modules import uihelpers
from epoch import alive, new_token
from widgets import coach
from widgets import turns
from widgets import controls


def humans_of(seats):
    out = [i for i, s in enumerate(seats) if s.get("kind", "human") == "human"]
    return out or [0]


class Opening:
    def start(self, root, setup, on_leave, saved_data, on_refused):
        self.fresh()
        self.root, self.setup, self.on_leave = root, setup, on_leave
        self.token = new_token()
        self.room = client.in_room()
        if self.room:
            client.subscribe(self.on_push)
        dom.set_html(root, self.skeleton())
        asyncio.create_task(self.begin(saved_data, on_refused, self.token))

    def stop(self):
        new_token()

    async def begin(self, saved_data, on_refused, token):
        reply = await self.open_game(saved_data)
        if not alive(token) or self.refused(reply, saved_data, on_refused):
            return
        if not await self.prepare(token):
            return
        self.viewer = self.first_viewer(saved_data)
        # A resumed pass-and-play game: whoever holds the device now may not
        # be the player whose screen it was.
        self.revealed = self.room or saved_data is None or len(self.humans) < 2
        if saved_data is not None:
            self.advice = coach.kept(saved_data.get("advice"))
        self.started = True
        self.absorb(reply)
        if self.early is not None:
            early, self.early = self.early, None
            self.absorb(early)

    async def prepare(self, token):
        """What the screen needs before its first view; False if the game moved on."""
        return True

    async def open_game(self, saved_data):
        """The game's first reply: the room's view, a resumed save, or a new game."""
        if self.room:
            me = client.seat()
            self.humans = [] if me is None else [me]
            return await client.call({"type": "view"})
        if saved_data is not None:
            record = saved_data["record"]
            seats = record.get("seats") or []
            self.setup = {"game": self.GAME, "options": record.get("options") or {}, "seats": seats}
            self.humans = humans_of(seats)
            return await client.call({"type": "resume", "record": record, "views": self.humans,
                                      "want_record": True})
        self.humans = humans_of(self.setup["seats"])
        return await client.call({"type": "new", "game": self.GAME, "options": self.setup["options"],
                                  "seats": self.setup["seats"], "seed": self.setup.get("seed") or uihelpers.randomSeed(),
                                  "views": self.humans, "want_record": True})

    def refused(self, reply, saved_data, on_refused):
        """True (after saying why) when the engine would not start the game."""
        if reply.get("ok"):
            return False
        error = reply.get("error") or {}
        message = error.get("message") or "The game could not start."
        # Only a save the engine judged unreadable, or made under older rules,
        # may go, and only when the player chooses Discard after reading why;
        # any other refusal (the engine failing) leaves the save to try again.
        if saved_data is not None and error.get("code") in controls.LOST_SAVES:
            dom.set_html(self.root, controls.old_save_html(message, error.get("code")))
            uihelpers.focusKey("discard")
            return True
        if on_refused is not None:
            on_refused(message)
        else:
            self.on_leave()
            dom.show_error(message)
        return True

    def first_viewer(self, saved_data):
        if self.room:
            return client.seat()
        if saved_data is not None and saved_data.get("viewer") in self.humans:
            return saved_data["viewer"]   # pass-and-play: begin() hands the device over first
        return self.humans[0]

    def on_push(self, message):
        """A room's pushed update: someone else acted, or the host's clock did."""
        if not message.get("views"):
            return
        if not self.started:
            self.early = message  # shown after begin()'s own view, if newer
            return
        new = message["views"].get(str(self.viewer)) or {}
        mover = turns.latest_seat(new)
        if mover != self.viewer:
            self.motion_from = mover
        self.absorb(message)
