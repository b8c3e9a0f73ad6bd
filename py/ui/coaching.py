# The coach's word at the table, mixed into Screen: asked for after a move
# of this device's players (it never delays the move's own reply), said in
# the message box, and gone once the table it spoke of is gone.
import asyncio
import client
import settings
from epoch import alive
from widgets import coach


class Coaching:
    def coached(self, advice):
        """The coach's word on a move of this device's players, said at once."""
        for a in advice:
            if a.get("seat") not in self.humans:
                continue
            self.advice.append(a)
            self.save_game()
            names = (self.view() or {}).get("names") or []
            who = names[a["seat"]] + ": " if len(self.humans) > 1 and a["seat"] < len(names) else ""
            self.message = (coach.line(a, who), "info")
            self.coach_said = (self.message, self.coach_scope(self.view()))

    def coach_gone(self):
        """The coach's line goes once the table it spoke of is gone (see coach_scope)."""
        said = getattr(self, "coach_said", None)
        if said is not None and self.message == said[0] and self.coach_scope(self.view()) != said[1]:
            self.message = None
            self.coach_said = None

    def coach_scope(self, view):
        """Hook: what the coach's line speaks of (Backwords: the round, whose
        table is cleared after it); None: it stays until the next message."""
        return None

    def coaching(self):
        """The coach works where the engine is: this device's games and a
        room's host (on its own view); a guest runs no engine. Not in a
        guided first game: its steps say what each word earns, and a verdict
        arriving later would change the table under a step."""
        return self.tutorial is None and (not self.room or client.hosts()) and settings.coach_on()

    async def await_advice(self, token):
        """Ask for the coach's word on the move just made until the engine's
        background work has it (it never delays the move's own reply)."""
        for _ in range(40):
            await asyncio.sleep(0.25)
            if not alive(token):
                return
            reply = await client.call({"type": "advice"})
            if not alive(token) or not reply.get("ok"):
                return
            if reply.get("coach"):
                self.coached(reply["coach"])
                if (self.view() or {}).get("outcome") is not None:
                    self.render()   # the last word: into the end's summary
                elif self.message:   # in its box, without redrawing the table
                    self.set_message(self.message[0], self.message[1])
            if not reply.get("pending"):
                return
