# The pace of the other players' moves (a setting: relaxed, normal, fast,
# instant; instant when the system asks for reduced motion and the player
# chose nothing). The bots wait for it between their moves; the engine never
# waits. <html data-pace> tells the stylesheet how long cards take to move.
from pyscript import document
from pyscript.js_modules import uihelpers

# pace -> (seconds a move stays before the bot's next one, seconds when the
# move put a word on the table: at normal a word stays readable 1.5 s and
# more, the rest of a turn goes by quicker)
HOLDS = {"relaxed": (1.0, 2.6), "normal": (0.5, 1.6), "fast": (0.25, 0.8), "instant": (0, 0)}
CHOICES = [("relaxed", "Relaxed"), ("normal", "Normal"), ("fast", "Fast"), ("instant", "Instant")]
DEFAULT = "normal"


def chosen(saved):
    """The pace in force: a test's, else the saved choice, else the system's wish."""
    test = uihelpers.testPace()
    if test in HOLDS:
        return test
    if saved in HOLDS:
        return saved
    return "instant" if uihelpers.reducedMotion() else DEFAULT


def apply(pace):
    document.documentElement.setAttribute("data-pace", pace)


def word_of(view, seat):
    """The word the latest move of `seat` put down, as the view says ("" if none)."""
    for t in (view or {}).get("turns") or []:
        if t.get("seat") == seat:
            return (t.get("word") or "") + "#" + str(t.get("parts"))
    return ""


def hold(pace, before, after, seat):
    """Seconds to wait before the next bot move, after `seat` turned the
    view `before` into `after`: longer when that move put down a word."""
    step, word = HOLDS.get(pace, HOLDS[DEFAULT])
    now = word_of(after, seat)
    if now and not now.startswith("#") and now != word_of(before, seat):
        return word
    return step
