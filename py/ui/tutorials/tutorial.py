# A guided first game (issue 23): a game's script of steps, played on its
# real table against its real engine, from a fixed deal. A step says one or
# two sentences in the box above the table, marks the one control to press
# (data-tutorial-target; data-tutorial-text when it wants typing, Enter as
# "\n") and waits for it, or for the view to show what the step names. Any
# other move (a button that acts, Undo, a form) is explained and goes
# nowhere; looking (card details, Rules, the log) stays free.
#
# A script is a module with SEED, OPTIONS, SEATS and STEPS, each step a dict:
#   "say": the instruction;  "hint": what a wrong press is told (a step
#   that waits for Next or for the other players has the runner's own);
#   "look": a selector (or a list) of what the text is about, outlined for
#   the eye and kept out from under the box (optional); and one of
#   "next": True (the box's own Next button), "press": a selector (or a list
#   of them, pressed in turn: the cards of a word, then its Spell button),
#   "type": an input's selector with "text", "choose": a <select>'s selector
#   with the "value" to pick (data-tutorial-value), or "until": a test of the
#   view, or a dict of the view's fields it waits for ({"turn": 0, "round": 2}).
#   Scripts build them with tutorials/steps.py (press, note, wait).
# While a step waits, the table's own buttons that change the game or the
# word being built (data-send, data-act other than FREE, forms, drags, keys
# that spell) are explained instead of done, so a step's word is the one
# its steps built.
import dom
from pyscript import document
from pyscript.js_modules import uihelpers

BOX = "tutorial-box"
FREE = ("players", "detail-close", "leave", "lobby", "reveal")   # data-act buttons that only look or leave
HINT = "Not yet: do the highlighted step first."
NEXT_HINT = "Read this, then press Next."
WAIT_HINT = "Nothing to press now: wait for the other players' turn to end."
DONE = ("That is the whole game. Play this one to the end, or start a real game with "
        "your own choice of players.")


def holds(view, until):
    """Whether the view is what a step's "until" waits for."""
    if view is None:
        return False
    if callable(until):
        return until(view)
    return all(view.get(k) == v for k, v in until.items())


def hint_of(step):
    """What a wrong press is told when the step says nothing of its own."""
    if step.get("next"):
        return NEXT_HINT
    return WAIT_HINT if step.get("until") else HINT


class Tutorial:
    def __init__(self, script, on_real):
        self.steps = script.STEPS
        self.i = 0
        self.j = 0               # within a step that presses a list, the next one
        self.wrong = ""
        self.on_real = on_real   # leaves for the game's set-up
        self.marked = ""         # the target last focused ("step.press")
        self.shown = ""          # the box's HTML: redrawn only when it changes (focus and the live region stay)

    def step(self):
        return self.steps[self.i] if self.i < len(self.steps) else None

    def advance(self):
        self.i += 1
        self.j = 0
        self.wrong = ""

    def pressed(self, step):
        """The step's target was pressed: the next of its list, or the next step."""
        if isinstance(step["press"], list) and self.j + 1 < len(step["press"]):
            self.j += 1
            self.wrong = ""
        else:
            self.advance()

    # -- drawing, after every render of the table ----------------------------------

    def sync(self, root, view):
        step = self.step()
        while step is not None and step.get("until") is not None and holds(view, step["until"]):
            self.advance()
            step = self.step()
        self.paint(root)

    def paint(self, root):
        box = dom.qs("#" + BOX)
        if box is None:
            box = document.createElement("div")
            box.id = BOX
            box.className = "tutorial panel"
            box.setAttribute("aria-live", "polite")
            root.prepend(box)
            self.shown = ""
        html = self.box_html()
        if html != self.shown:
            self.shown = html
            dom.set_html(box, html)
        for el in document.querySelectorAll("[data-tutorial-target], [data-tutorial-subject]"):
            for name in ("data-tutorial-target", "data-tutorial-text", "data-tutorial-value",
                         "data-tutorial-subject"):
                el.removeAttribute(name)
        step = self.step()
        if step is None:
            return
        self.mark_subjects(step)
        target = self.target(step)
        if target is None:
            if step.get("look") and self.marked != str(self.i):   # a wait: what it talks of, in view
                self.marked = str(self.i)
                uihelpers.tutorialClear(BOX, False)
            return
        at = str(self.i) + "." + str(self.j)   # a test sees a list's next press by its change
        target.setAttribute("data-tutorial-target", at)
        if step.get("type"):
            target.setAttribute("data-tutorial-text", step["text"])
        if step.get("choose"):
            target.setAttribute("data-tutorial-value", step["value"])
        if self.marked != at:   # a new target: focused once, and in view below the box
            self.marked = at
            uihelpers.tutorialClear(BOX, True)

    def mark_subjects(self, step):
        """What the step's text is about ("look": a selector, or a list of
        them; every match), marked for the eye and kept clear of the box."""
        looks = step.get("look") or []
        for sel in [looks] if isinstance(looks, str) else looks:
            for el in document.querySelectorAll(sel):
                el.setAttribute("data-tutorial-subject", "")

    def target(self, step):
        if step.get("next"):
            return dom.qs("#" + BOX + " [data-tutorial-act=next]")
        sel = step.get("press") or step.get("type") or step.get("choose")
        if isinstance(sel, list):
            sel = sel[self.j]
        return dom.qs(sel) if sel else None

    def box_html(self):
        step = self.step()
        if step is None:
            return ('<div data-tutorial-done><p class="tutorial-say">' + dom.esc(DONE)
                    + '</p><div class="controls"><button type="button" data-tutorial-act="real">'
                    'Play a real game</button></div></div>')
        wrong = '<p class="tutorial-wrong message info" role="alert">' + dom.esc(self.wrong) + '</p>' if self.wrong else ""
        go = ('<button type="button" data-tutorial-act="next">Next</button>' if step.get("next") else "")
        return ('<p class="tutorial-count">Learn to play · step ' + str(self.i + 1) + ' of ' + str(len(self.steps))
                + '</p><p class="tutorial-say" data-tutorial-step>' + dom.esc(step["say"]) + '</p>' + wrong
                + '<div class="controls">' + go + '<button type="button" class="secondary" '
                'data-tutorial-act="leave">Leave the tutorial</button></div>')

    # -- the table's events, before the screen sees them ------------------------------

    def guard(self, name, event, root, leave):
        """True when the screen may handle the event."""
        step = self.step()
        if name == "on_click":
            return self.clicked(event, step, root, leave)
        if step is None:
            return True   # done: the game is the player's
        if name == "on_submit":
            if step.get("type") and self.typed_right(step):
                self.advance()
                return True
            event.preventDefault()
            return self.explain(step, root)
        if name == "on_drop":
            return self.explain(step, root)
        if name == "on_change" and str(event.target.tagName).lower() == "select":
            return self.chosen(event.target, step, root)
        if name == "on_key" and self.spelling_key(event):
            return self.explain(step, root)
        return True

    def spelling_key(self, event):
        """Ctrl+Z, or a key that builds or plays a word, outside a text field
        (a field's own keys stay its own; Enter on a button is its click)."""
        if dom.in_text_field(event) or event.altKey:
            return False
        key = str(event.key)
        if event.ctrlKey or event.metaKey:
            return key in ("z", "Z")
        tag = str(event.target.tagName).lower() if event.target else ""
        return (len(key) == 1 and key.isalpha()) or key == "Backspace" or (key == "Enter" and tag not in ("button", "a"))

    def clicked(self, event, step, root, leave):
        button = dom.closest(event, "button")
        if button is None:
            return True
        act = button.getAttribute("data-tutorial-act")
        if act:
            self.own(act, root, leave)
            return False
        if step is None:
            return True
        target = self.target(step)
        if target is not None and target.contains(button):
            if step.get("press"):
                self.pressed(step)
            return True
        if step.get("type") and str(button.type) == "submit" and target is not None and button.form is not None \
                and button.form.contains(target):
            return True   # Lock in, the typing step's own button: the form is checked on submit
        what = button.getAttribute("data-act")
        if button.getAttribute("data-send") or (what and what not in FREE) or str(button.type) == "submit":
            event.preventDefault()
            return self.explain(step, root)
        return True

    def own(self, act, root, leave):
        if act == "next" and self.step() is not None and self.step().get("next"):
            self.advance()
            self.paint(root)
        elif act == "real":
            self.on_real()
        elif act == "leave":
            leave()

    def chosen(self, select, step, root):
        """A menu changed: the step's own pick goes on; any other is put back
        (the menu shows what the table holds) and explained."""
        target = self.target(step) if step.get("choose") else None
        if target is not None and target.contains(select) and str(select.value) == step["value"]:
            self.advance()
            return True
        for option in select.options:
            if option.defaultSelected:
                select.value = option.value
        return self.explain(step, root)

    def typed_right(self, step):
        box = dom.qs(step["type"])
        return box is not None and str(box.value).strip().lower() == step["text"].strip().lower()

    def explain(self, step, root):
        self.wrong = step.get("hint") or hint_of(step)
        self.marked = ""   # focus goes back to the step's control
        self.paint(root)
        return False


def load(game_id):
    """The game's script, or None (its module ships in the game's bundle)."""
    try:
        return __import__(game_id + ".tutorial", None, None, ["STEPS"])
    except ImportError:
        return None


def begin(ui, game_id, root, leave, on_real):
    """The guided game on `ui`, the game's screen; False when it has none."""
    script = load(game_id)
    if script is None:
        return False
    setup = {"game": game_id, "options": script.OPTIONS, "seats": script.SEATS, "seed": script.SEED}
    ui.start(root, setup, leave, None, None)
    ui.tutorial = Tutorial(script, on_real)
    return True

