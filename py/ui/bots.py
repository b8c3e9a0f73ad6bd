# The bots of a game on this device (or a room's host), stepped one move at
# a time at the player's pace (pace.py): a move stays on screen a while, a
# word longer, before the next. Mixed into Screen.
import asyncio
import client
import dom
import pace
import settings
from pyscript.js_modules import uihelpers
from epoch import alive, current


class Bots:
    async def run_bots(self):
        """Step the bots one move at a time while one of them may act."""
        token = current()
        self.bot_running = True
        wait = pace.HOLDS[settings.pace()][0]
        try:
            while alive(token) and self.bot_to_act is not None:
                if wait:
                    await asyncio.sleep(wait)   # an expert thinks meanwhile (the engine starts it)
                await self.cards_landed(token)
                if not alive(token):
                    return
                seat, before = self.bot_to_act, self.view()
                reply = await self.bot_move(token)
                if not alive(token):
                    return
                if not reply.get("ok"):
                    dom.show_error("Bot: " + str(reply.get("error", {}).get("message")))
                    self.bot_to_act = None
                    self.render()
                    return
                self.bot_running = True  # absorb() must not start a second loop
                self.motion_from = seat
                self.absorb(reply)
                wait = pace.hold(settings.pace(), before, self.view(), seat)
        finally:
            if alive(token):
                self.bot_running = False

    async def bot_move(self, token):
        """The engine's reply once the bot has moved: an expert thinks in
        slices between messages and says "thinking" until it is done (after
        20 s, the move is asked for at once, which says why it stalled)."""
        asked = 0
        while True:
            asked += 1
            reply = await client.call({"type": "bot", "views": self.humans, "want_record": True,
                                       "coach": self.coaching(), "wait": asked > 400})
            if reply.get("thinking") is None or not alive(token):
                return reply
            await asyncio.sleep(0.05)

    async def cards_landed(self, token):
        """The last move's cards are where they go (motion.mjs): the next
        move's render never lands on cards in flight."""
        for _ in range(40):   # at most 2 s, whatever the page says
            left = uihelpers.motionLeft()
            if not left or not alive(token):
                return
            await asyncio.sleep(min(left, 100) / 1000)
