# The game's card set, asked of the engine once before the first view: views
# name cards by definition number ("def"), and the screen draws them from it.
import client
import dom
from screen import alive


class CardSet:
    """A mixin of screen.Screen: self.defs holds the card set's definitions."""

    async def prepare(self, token):
        sets = await client.call({"type": "query", "seat": (self.humans or [0])[0], "query": "card_set",
                                  "args": []})
        if not alive(token):
            return False
        if sets.get("ok"):
            self.defs = sets["answer"]["cards"]
        else:
            dom.show_error("Card set: " + str(sets.get("error", {}).get("message")))
            self.defs = []
        return True
