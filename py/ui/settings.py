# The settings menu in the header: theme (system, light, dark), card size, the
# pace of the other players' moves (pace.py) and fast start (assets/js/snapshot.mjs: a saved copy of the started engine).
# Kept in localStorage through assets/js/ui-helpers.mjs (which never throws) and
# applied on <html> as data-theme and data-cards; the stylesheet turns
# data-cards into --card-scale. A line in index.html's <head> applies the saved
# values before the first paint, so there is no flash of the wrong theme.
# Below them, the player's own TURN server for rooms (turn_server.py checks it; kept
# under its own key, since a theme change rewrites KEY with only its choices).
import json

import dom
import pace as pacing
import turn_server as turn
from pyscript import document
from pyscript.js_modules import uihelpers

CHOICES = {
    "theme": ("Theme", [("system", "System"), ("light", "Light"), ("dark", "Dark")]),
    "cards": ("Card size", [("small", "Small"), ("medium", "Medium"), ("large", "Large")]),
    "start": ("Engine start (from the next visit)",
              [("normal", "Normal"), ("fast", "Fast: keep a 30 MB copy (experimental)")]),
    "coach": ("Coach (after your words, on this device)", [("on", "On"), ("off", "Off")]),
    "pace": ("Pace of the other players' moves", pacing.CHOICES),
}
ORDER = ("theme", "cards", "pace", "start", "coach")  # MicroPython's dicts keep no order
# The pace's default is the system's: instant when it asks for reduced motion.
DEFAULTS = {"theme": "system", "cards": "medium", "start": "normal", "coach": "on", "pace": ""}
KEY = "inkwell.settings"  # index.html's first-paint script reads it too


def load():
    try:
        saved = json.loads(uihelpers.storeGet(KEY) or "{}")
    except ValueError:
        saved = {}
    prefs = dict(DEFAULTS)
    if isinstance(saved, dict):
        for key, (_, options) in CHOICES.items():
            if saved.get(key) in [value for value, _ in options]:
                prefs[key] = saved[key]
    return prefs


def pace():
    return pacing.chosen(load()["pace"])


def fast_start():
    return load()["start"] == "fast"


def coach_on():
    return load()["coach"] == "on"


def apply(prefs):
    html = document.documentElement
    for key, attribute in (("theme", "data-theme"), ("cards", "data-cards")):
        if prefs[key] == DEFAULTS[key]:
            html.removeAttribute(attribute)
        else:
            html.setAttribute(attribute, prefs[key])
    pacing.apply(pacing.chosen(prefs["pace"]))


def render(prefs):
    parts = []
    for key in ORDER:
        label, options = CHOICES[key]
        parts.append('<label for="setting-' + key + '">' + label + '</label>'
                     '<select id="setting-' + key + '" data-setting="' + key + '">')
        for value, text in options:
            shown = pacing.chosen(prefs[key]) if key == "pace" else prefs[key]
            chosen = " selected" if value == shown else ""
            parts.append('<option value="' + value + '"' + chosen + '>' + text + '</option>')
        parts.append("</select>")
    return "".join(parts) + render_turn(turn.read(uihelpers.storeGet(turn.KEY)))


def render_turn(saved):
    saved = saved or {}
    fields = (("url", "Server URL", "urls", "text", ' placeholder="' + turn.EXAMPLE + '" inputmode="url"'),
              ("user", "Username", "username", "text", ""),
              ("credential", "Credential", "credential", "password", ""))
    parts = ['<form id="setting-turn" class="setting-turn"><fieldset><legend>TURN server for rooms</legend>'
             '<p class="setting-hint">For when a friend cannot connect because your networks block'
             ' a direct link. Kept on this device only, never put in a room link.</p>']
    for key, label, field, kind, extra in fields:
        parts.append('<label for="setting-turn-' + key + '">' + label + '</label>'
                     '<input id="setting-turn-' + key + '" type="' + kind + '" autocomplete="off"'
                     ' autocapitalize="off" spellcheck="false" value="' + dom.esc(saved.get(field, "")) + '"'
                     + extra + '>')
    parts.append('<div class="setting-buttons"><button type="submit">Save</button>'
                 '<button type="button" class="secondary" data-turn="remove">Remove</button></div>'
                 '<p id="setting-turn-note" class="setting-note" role="status" aria-live="polite"></p>'
                 '</fieldset></form>')
    return "".join(parts)


def turn_note(text, bad=False):
    note = dom.qs("#setting-turn-note")
    note.textContent = text
    note.classList.toggle("bad", bad)
    # On a phone the note sits below the panel's fold.
    uihelpers.scrollToId("setting-turn-note", "nearest")


def on_turn_save(event):
    # The page must not reload: a form's submit navigates by default.
    event.preventDefault()
    entry, error = turn.check(dom.qs("#setting-turn-url").value, dom.qs("#setting-turn-user").value,
                              dom.qs("#setting-turn-credential").value)
    if error:
        turn_note(error + " The saved server is unchanged.", True)
    elif uihelpers.storeSet(turn.KEY, json.dumps(entry)):
        dom.qs("#setting-turn-url").value = entry["urls"]
        turn_note("Saved. Rooms you open or join from now on may relay through it.")
    else:
        turn_note("This browser would not save it (its storage is off or full).", True)


def on_click(event):
    if dom.closest(event, "button[data-turn]") is None:
        return
    had = turn.read(uihelpers.storeGet(turn.KEY)) is not None
    uihelpers.storeDel(turn.KEY)
    for key in ("url", "user", "credential"):
        dom.qs("#setting-turn-" + key).value = ""
    turn_note("Removed: rooms use only this site's servers." if had else "No TURN server was saved.")


def on_change(event):
    select = dom.closest(event, "select[data-setting]")
    if select is None:
        return
    key = select.getAttribute("data-setting")
    if key not in CHOICES or select.value not in [v for v, _ in CHOICES[key][1]]:
        return
    prefs = load()
    prefs[key] = select.value
    apply(prefs)
    uihelpers.storeSet(KEY, json.dumps(prefs))
    if key == "start" and select.value == "normal":
        uihelpers.dropSnapshot()  # the 30 MB go at once


def close(back=False):
    """Close the menu; back: focus returns to its button."""
    menu = dom.qs("#settings")
    if menu is not None and menu.open:
        menu.open = False
        if back:
            dom.qs("#settings > summary").focus()


def on_key(event):
    """Escape closes the open menu from anywhere on the page."""
    if event.key == "Escape":
        menu = dom.qs("#settings")
        if menu is not None and menu.open:
            close(menu.contains(event.target))


def on_focus_out(event):
    """Focus leaving the menu (Tab past it) closes it: the panel must not
    stay over what now has focus (a table's Rules link, under it)."""
    menu = dom.qs("#settings")
    went = event.relatedTarget
    if went is not None and not menu.contains(went):
        close()


def on_pointer(event):
    """A tap or click outside the open menu closes it (a phone has no Escape)."""
    menu = dom.qs("#settings")
    if menu is not None and menu.open and not menu.contains(event.target):
        close()


def start():
    prefs = load()
    apply(prefs)
    menu = dom.qs("#settings")
    if menu is None:
        return
    dom.set_html(dom.qs("#settings-panel"), render(prefs))
    dom.on(menu, "change", on_change)
    dom.on(dom.qs("#setting-turn"), "submit", on_turn_save)
    dom.on(menu, "click", on_click)
    dom.on(document, "keydown", on_key)
    dom.on(menu, "focusout", on_focus_out)
    dom.on(document, "pointerdown", on_pointer)
