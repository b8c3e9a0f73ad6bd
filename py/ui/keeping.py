# What a game screen keeps: the save for resume, the lobby's recent games,
# and the review once the game is over. Mixed into Screen.
import asyncio
import recent
import saved
from epoch import alive
from stats import tally
from widgets import after as after_game


class Keeping:
    def keep_save(self, view):
        if self.tutorial is not None:
            return   # a guided game is neither saved nor counted
        if view is not None and view.get("outcome") is not None and self.after is None:
            self.after = ""
            asyncio.create_task(self.ask_after(view, self.token))
            self.count_stats(view)
        if self.room or view is None:
            return  # the room's host keeps the game
        if view.get("outcome") is not None:
            saved.clear(self.GAME)
            recent.add(self.record, self.summary(view))
        else:
            self.save_game()

    def save_game(self):
        """The game in progress, with what the coach said of it, for a resume."""
        if self.record and not self.room and self.tutorial is None and (self.view() or {}).get("outcome") is None:
            saved.save(self.GAME, {"record": self.record, "setup": self.setup, "viewer": self.viewer,
                                   "advice": self.advice})

    def count_stats(self, view):
        """The device's stats count the game once: this device's first player
        in a game played here, its own seat in a room (a watcher counts none)."""
        if self.room:
            seats = [{"kind": "human"} for _ in view.get("names") or []]
            tally.record(self.GAME, view, self.viewer, seats)
        else:
            tally.record(self.GAME, view, (self.humans or [0])[0], self.setup.get("seats") or [],
                         (self.record or {}).get("seed", ""))

    async def ask_after(self, view, token):
        """The review, and a room's record, once the game is over."""
        try:
            got = await after_game.fetch(self, view)
        except Exception as err:   # a task's error would be lost: say it
            got = {"after": "The replay is not available: " + str(err)}
        if alive(token):
            self.review, self.link = got.get("review"), got.get("link")
            self.after = got.get("after") or ""
            self.render()

    def summary(self, view):
        """The line that names a finished game in the lobby's list."""
        names = view.get("names") or []
        won = [names[w] for w in (view["outcome"].get("winners") or []) if 0 <= w < len(names)]
        return ", ".join(names) + (": " + " and ".join(won) + " won" if won else "")
