# The word look-up box: is this word in the game's dictionary?
import asyncio
import client
import dom

SHIPPED = ("common", "large", "huge")


def lookup_html(prefix):
    p = prefix
    return ('<form id="' + p + '-lookup-form" class="lookup" role="search" aria-label="Look up a word">'
            '<label for="' + p + '-lookup-word">Look up a word</label><div class="lookup-row">'
            '<input id="' + p + '-lookup-word" type="text" autocomplete="off" autocapitalize="off" '
            'spellcheck="false" maxlength="30">'
            '<button type="submit" class="secondary" data-k="lookup">Check</button></div>'
            '<p id="' + p + '-lookup-result" class="lookup-result" aria-live="polite"></p></form>')


def typed_word(prefix):
    """The word in the box, or "" when there is none."""
    box = dom.qs("#" + prefix + "-lookup-word")
    return "" if box is None else str(box.value).strip().lower()


def submit(prefix, event, view):
    """The look-up form was sent: check its word, and keep the page."""
    event.preventDefault()
    word = typed_word(prefix)
    if word:
        asyncio.create_task(look_up(prefix, word, dictionary_of(view)))


def dictionary_of(view):
    """A vote game has no dictionary: its players may still check the largest."""
    name = (view.get("options") or {}).get("dictionary", "common") if view else "common"
    return name if name in SHIPPED else "huge"


def on_submit(event, prefix, view):
    """The look-up form sent: check its word in the game's dictionary."""
    event.preventDefault()
    word = typed_word(prefix)
    if word:
        asyncio.create_task(look_up(prefix, word, dictionary_of(view)))


async def look_up(prefix, word, name):
    box = dom.qs("#" + prefix + "-lookup-result")
    box.textContent = "Looking up…"
    reply = await client.call({"type": "words", "dict": name, "words": [word]})
    box = dom.qs("#" + prefix + "-lookup-result")
    if box is None:
        return  # the screen was left meanwhile
    if not reply.get("ok"):
        box.textContent = reply.get("error", {}).get("message") or "The look-up failed."
        box.className = "lookup-result bad"
        return
    ok = bool(reply["verdicts"].get(word))
    box.textContent = ("“" + word.upper() + "” is " + ("" if ok else "not ") + "in the " + name
                       + " dictionary.")
    box.className = "lookup-result " + ("ok" if ok else "bad")
