# Break the Word on one device passed around (pass-and-play): every player
# guesses at once, so the device goes round for each clue. Each player's
# notes and "What you know" grid are their own, shown only once that player
# took the device; a new clue waits behind the hand-over for each of them.
# Mixed into BreakTheWordScreen.
from . import aids


class Handover:
    def passed_around(self):
        return not self.room and len(self.humans) > 1

    def swap_aids(self):
        """Put away the notes and grid of the player who had the device, and
        take out the viewer's."""
        if self.aids_for == self.viewer:
            return
        if self.aids_for is not None:
            self.notes_by[self.aids_for] = self.notes
            if self.grid_for:
                aids.save_grid(self.grid_for, self.aids_for, self.cells, self.notes)
        self.aids_for = self.viewer
        self.notes = self.notes_by.get(self.viewer, "") or aids.load_notes(self.grid_for, self.viewer)
        self.cells = aids.load_grid(self.grid_for, self.viewer) if self.grid_for else aids.blank()

    def new_clue(self, v):
        """A clue came out: in pass-and-play, the device goes to the first
        player still guessing, behind the hand-over."""
        if not self.passed_around() or v.get("outcome") is not None:
            return
        acting = [s for s in v.get("actors") or [] if s in self.humans]
        if not acting:
            return
        if acting[0] != self.viewer:
            self.viewer, self.draft, self.message = acting[0], "", None
            self.swap_aids()
        self.revealed = False
