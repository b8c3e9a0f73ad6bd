# The bots of a game on this device (or a room's host), stepped one move at
# a time with a visible pause. Mixed into Screen.
import asyncio
import client
import dom
from epoch import alive, current


class Bots:
    BOT_DELAY = 0.5

    async def run_bots(self):
        """Step the bots one move at a time while one of them may act."""
        token = current()
        self.bot_running = True
        try:
            while alive(token) and self.bot_to_act is not None:
                await asyncio.sleep(self.BOT_DELAY)
                if not alive(token):
                    return
                reply = await client.call({"type": "bot", "views": self.humans, "want_record": True,
                                           "coach": self.coaching()})
                if not alive(token):
                    return
                if not reply.get("ok"):
                    dom.show_error("Bot: " + str(reply.get("error", {}).get("message")))
                    self.bot_to_act = None
                    self.render()
                    return
                self.bot_running = True  # absorb() must not start a second loop
                self.absorb(reply)
        finally:
            if alive(token):
                self.bot_running = False
