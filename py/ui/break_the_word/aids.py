# Break the Word's aids, kept on this device and never sent: the seven-letter
# grid where a player marks the letters they know, the clue countdown's
# arithmetic, and the words this device has played (the engine's "played"
# text, handed back at the next set-up so a device never sees a word twice).
import json

from dom import esc
from pyscript import window
from pyscript.js_modules import uihelpers

GRID_KEY = "inkwell.bw.grid"
PLAYED_KEY = "inkwell.bw.played"
CELLS = 7
NOTES_MAX = 2000   # characters of notes kept
SEASONED = 12   # words played on this device before set-up suggests the standard mix
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def now():
    return window.Date.now() / 1000


def blank():
    return [""] * CELLS


def clean(text):
    """One letter, A-Z, or nothing."""
    text = str(text).strip().upper()[:1]
    return text if "A" <= text <= "Z" else ""


def stored(game):
    """{"seats": {seat (str): cells}, "notes": {seat (str): text}} kept for
    `game` (its identity and round): each pass-and-play player has a grid
    and notes of their own."""
    text = uihelpers.storeGet(GRID_KEY)
    try:
        data = json.loads(text) if text else {}
    except ValueError:
        data = {}
    if not isinstance(data, dict) or data.get("game") != game or not isinstance(data.get("seats"), dict):
        return {"seats": {}, "notes": {}}
    notes = data.get("notes")
    return {"seats": data["seats"], "notes": notes if isinstance(notes, dict) else {}}


def stored_grids(game):
    return stored(game)["seats"]


def load_notes(game, seat):
    """What `seat` wrote in the notes box for `game`, else ""."""
    text = stored(game)["notes"].get(str(seat))
    return text[:NOTES_MAX] if isinstance(text, str) else ""


def load_grid(game, seat):
    """The cells `seat` marked for `game`, else blank ones."""
    cells = stored_grids(game).get(str(seat))
    if not isinstance(cells, list) or len(cells) != CELLS:
        return blank()
    return [clean(c) for c in cells]


def save_grid(game, seat, cells, notes=None):
    """Keep `seat`'s grid (and notes, unless None) for `game` on this device."""
    data = stored(game)
    data["seats"][str(seat)] = cells
    if notes is not None:
        data["notes"][str(seat)] = notes[:NOTES_MAX]
    uihelpers.storeSet(GRID_KEY, json.dumps({"game": game, "seats": data["seats"], "notes": data["notes"]}))


def grid_html(cells):
    inputs = []
    for i in range(CELLS):
        n = str(i + 1)
        inputs.append('<input class="bw-cell" id="bw-g' + n + '" data-k="bw-g' + n + '" data-grid="' + str(i)
                      + '" type="text" maxlength="1" autocapitalize="characters" autocomplete="off"'
                      ' spellcheck="false" aria-label="Letter ' + n + '" value="' + esc(cells[i]) + '">')
    return ('<fieldset class="bw-grid"><legend>What you know (only on this device)</legend>'
            '<div class="bw-cells">' + "".join(inputs) + '</div></fieldset>')


def seconds_left(seconds, since):
    """Whole seconds until the clock's next clue, counted from `since`."""
    left = seconds - int(now() - since)
    return left if left > 0 else 0


def countdown_text(left):
    return "Next clue in " + str(left) + " s" if left else "Next clue any moment"


def played():
    return uihelpers.storeGet(PLAYED_KEY)


def words_played(text):
    """How many words a "played" string names: it is a bitmap in URL-safe
    base64 (the engine's memory.py), so its set bits, six to a character."""
    n = 0
    for ch in text:
        i = B64.find(ch)
        while i > 0:
            n += i & 1
            i >>= 1
    return n


def suggested():
    """The standard mix, once the first-games mix has had its dozen words here."""
    return {"difficulty": "standard"} if words_played(played()) >= SEASONED else {}


def keep_played(text):
    if text:
        uihelpers.storeSet(PLAYED_KEY, text)
