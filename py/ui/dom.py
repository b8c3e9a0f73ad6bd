# Small DOM helpers for the UI (MicroPython): escaping, guarded handlers.
from pyscript import document, window
from pyscript.ffi import create_proxy

_keep = []


def qs(selector, root=None):
    return (root or document).querySelector(selector)


def esc(text):
    # str.replace beats html.escape-style helpers in MicroPython by far.
    return (str(text).replace("&", "&amp;").replace("<", "&lt;")
            .replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#39;"))


def show_error(message):
    box = qs("#toast")
    if box is None:
        box = document.createElement("div")
        box.id = "toast"
        box.setAttribute("role", "alert")
        document.body.appendChild(box)
    box.textContent = message
    box.className = "toast show"


def guard(fn):
    # An uncaught error in a callback would paint PyScript's error box.
    def handler(event):
        try:
            fn(event)
        except Exception as err:
            window.console.error("UI error: " + str(err))
            show_error("Something went wrong: " + str(err))
    return handler


def on(target, event, fn):
    # MicroPython's `window` is the `js` module: once addEventListener has
    # been looked up on an element, calling it on the module throws "Illegal
    # invocation" (measured). The real window object does not.
    if target is window:
        target = document.defaultView
    proxy = create_proxy(guard(fn))
    _keep.append(proxy)
    target.addEventListener(event, proxy)


def closest(event, selector):
    target = event.target
    if target is None or not hasattr(target, "closest"):
        return None
    return target.closest(selector)


def pressed(event, attr):
    """(button, value of `attr`) of the enabled button[attr] the event hit,
    else (None, None): a page's delegated click handler starts here."""
    button = closest(event, "button[" + attr + "]")
    if button is None or button.disabled:
        return None, None
    return button, button.getAttribute(attr)


def tag_of(event):
    """The lower-case tag name of the event's target ("" when none)."""
    target = event.target
    return str(target.tagName).lower() if target is not None and target.tagName else ""


def in_text_field(event):
    """The key was typed into a form field: it is the field's, not the game's."""
    return tag_of(event) in ("input", "select", "textarea")


def set_html(el, html):
    el.innerHTML = html


def tap(capital=False):
    """The verb for pressing a card: "tap" on a touch screen (a coarse
    pointer), "click" with a mouse."""
    # No document: run under Node by the unit tests, a desktop as far as they know.
    coarse = document is not None and document.defaultView.matchMedia("(pointer: coarse)").matches
    word = "tap" if coarse else "click"
    return word[0].upper() + word[1:] if capital else word


def points(n):
    """'1 point', '3 points': every count of points the table says."""
    return str(n) + " point" + ("" if n == 1 else "s")
