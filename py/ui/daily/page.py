# "Today's puzzles", reached from the lobby: each daily puzzle of today's
# date (UTC) as the engine shows it after the moves made here (py/ui/daily/puzzles.py
# keeps them). The page draws what the engine says; every rule, the answer
# and the share text are the engine's (py/inkwell/core/daily.py).
import json

import asyncio
import dom
import engine
from break_the_word.view import clue_text
from daily import hand
from daily import puzzles
from dom import esc
from pyscript import window
from pyscript.js_modules import uihelpers

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
COLORS = {"green": "Green", "orange": "Orange", "pink": "Pink"}


def long_date(date):
    """'2026-12-02' -> '2 December 2026'."""
    return str(int(date[8:10])) + " " + MONTHS[int(date[5:7]) - 1] + " " + date[:4]


def clues_html(view):
    items = []
    for i, c in enumerate(view["clues"]):
        items.append('<li class="clue c-' + esc(c["color"]) + '"><span class="c-n">' + str(i + 1)
                     + '</span><span class="c-color">' + esc(COLORS.get(c["color"], "")) + '</span> '
                     + esc(clue_text(c)) + '</li>')
    later = view["of"] - len(view["clues"])
    if later:
        items.append('<li class="clue c-later">' + str(later) + ' more to come</li>')
    return '<ol class="clues" aria-label="Clues">' + "".join(items) + '</ol>'


def bw_play_html(view):
    more = view["revealed"] < view["of"]
    return ('<p class="daily-now">Clue ' + str(view["revealed"]) + ' of ' + str(view["of"])
            + ' is out. Lock in when you know: one answer, and the fewer clues it took, the better.</p>'
            '<form class="daily-answer" data-dy-form="bw">'
            '<label for="daily-bw-answer">Your answer (7 letters)</label> '
            '<input id="daily-bw-answer" name="answer" maxlength="7" autocomplete="off" autocapitalize="characters"'
            ' spellcheck="false" enterkeyhint="done" data-k="dy-answer"> '
            '<button type="submit" data-k="dy-lock">Lock in</button></form>'
            '<div class="controls">'
            + ('<button type="button" data-dy="bw-next" data-k="dy-next">Next clue</button> ' if more else '')
            + '<button type="button" class="secondary" data-dy="bw-give-up" data-k="dy-give-up">Give up</button></div>')


def bw_done_html(view):
    word = esc(view["word"].upper())
    if view["cracked"]:
        head = ('<p class="daily-result won" data-result="cracked">Cracked at clue ' + str(view["at"])
                + ' of ' + str(view["of"]) + ': ' + word + ', worth +' + str(view["points"]) + ' at a table.</p>')
    elif view.get("answer"):
        head = ('<p class="daily-result" data-result="missed">Missed: you locked in '
                + esc(view["answer"].upper()) + '; the word was ' + word + '.</p>')
    else:
        head = '<p class="daily-result" data-result="missed">The word was ' + word + '.</p>'
    certain = view.get("certain")
    if certain:
        head += ('<p class="muted">Only one answer fitted the clues from clue ' + str(certain) + ' on.</p>')
    return head + share_html("bw", view["share"])


def share_html(key, text):
    return ('<div class="daily-share"><p>Share your result (it does not give the answer away):</p>'
            '<pre id="daily-' + key + '-share" data-share>' + esc(text) + '</pre>'
            '<div class="controls"><button type="button" data-dy="' + key + '-share" data-k="dy-' + key
            + '-share">Copy result</button>'
            + (' <button type="button" class="secondary" data-dy="' + key + '-sheet">Share…</button>'
               if uihelpers.canShare() else '') + '</div>'
            # Said beside the button pressed, not in the page's message box off screen.
            '<p class="message info" id="daily-' + key + '-copied" role="status" aria-live="polite" hidden></p>'
            '</div>')


def bw_html(reply):
    view = reply["view"]
    body = bw_done_html(view) if view["done"] else bw_play_html(view)
    return ('<section class="daily-puzzle" data-puzzle="break_the_word" aria-labelledby="daily-bw-title">'
            '<h2 id="daily-bw-title">' + esc(reply["name"]) + ' #' + str(reply["number"]) + '</h2>'
            '<p class="muted">Work out the hidden seven-letter word from its clues: green, a letter in its place;'
            ' orange, two letters side by side; pink, how many times a letter appears.</p>'
            + clues_html(view) + body + '</section>')


PUZZLES = [pid for pid, _ in puzzles.PUZZLES]


def history_html(data, today):
    rows = puzzles.history(data, today)
    if not rows:
        return ""
    items = []
    for date, results in rows:
        items.append('<li><span>' + esc(long_date(date)) + ':</span> '
                     + esc(" · ".join(name + ": " + r for name, r in results)) + '</li>')
    return ('<details class="daily-history"><summary>Your last days (' + str(len(rows)) + ')</summary><ul>'
            + "".join(items) + '</ul></details>')


def share_link(date, site):
    """The link a shared result carries: that day's puzzles at the address
    the site is served from (a Pages sub-path included)."""
    return site + "#daily=" + date


def linked_date(hash_text):
    """The date a "#daily=YYYY-MM-DD" link names, or "" (anything else)."""
    if not hash_text.startswith("#daily="):
        return ""
    date = hash_text[len("#daily="):len("#daily=") + 10]
    ok = len(date) == 10 and date[4] == "-" and date[7] == "-" and (date[:4] + date[5:7] + date[8:]).isdigit()
    return date if ok else ""


def past_html(linked, today):
    """What a friend's link to another day's puzzles opens to: a clear word."""
    if not linked or linked == today:
        return ""
    when = "a later day" if linked > today else long_date(linked)
    return ('<p class="message info" id="daily-linked">The result you opened was for the puzzles of '
            + esc(when) + '; these are today\'s, the same for everyone.</p>')


class DailyPage:
    def __init__(self):
        self.root = None
        self.on_leave = None
        self.date = ""
        self.replies = {}
        self.data = puzzles.empty()   # this device's puzzles, read once when the page opens
        self.chosen = []   # the Daily Hand's word being spelled: [{"card", "wild"}]

    def start(self, root, on_leave):
        self.root, self.on_leave = root, on_leave
        self.date = puzzles.today()
        linked = linked_date(str(window.location.hash or ""))
        self.replies = {}
        self.chosen = []
        dom.set_html(root, '<section class="daily-page" aria-labelledby="daily-title">'
                     '<h1 id="daily-title" tabindex="-1">Today\'s puzzles</h1>'
                     '<p class="lede">' + esc(long_date(self.date)) + ' (UTC): the same puzzles for everyone'
                     ' today, new ones tomorrow. They work offline too.</p>' + past_html(linked, self.date)
                     + '<p id="daily-streak"></p>'
                     '<p class="message info" id="daily-message" role="status" aria-live="polite">'
                     'Getting today\'s puzzles…</p>'
                     '<div id="daily-bw"></div><div id="daily-pb"></div><div id="daily-past"></div>'
                     '<div class="controls"><button type="button" class="secondary" data-dy="lobby"'
                     ' data-k="dy-lobby">Back to lobby</button></div></section>')
        asyncio.create_task(self.load_all())

    def stop(self):
        self.replies = {}

    async def load_all(self):
        self.data = puzzles.load()
        answered = True
        for pid in PUZZLES:
            answered = await self.ask(pid, puzzles.entry(self.data, self.date, pid)["moves"]) and answered
        if answered:
            self.say("")
        self.render()
        first = dom.qs("#daily-bw-answer")
        if first is not None:
            uihelpers.focusKey("dy-answer")
        else:
            uihelpers.focusKey("dy-lobby")

    async def ask(self, pid, moves, move=None):
        """The engine's view after `moves` (and `move`): kept, and stored with
        its result; a refused move changes nothing and its reason is said."""
        message = {"type": "daily", "puzzle": pid, "date": self.date, "moves": moves}
        if move is not None:
            message["move"] = move
        reply = await engine.call(message)
        if not reply.get("ok"):
            error = reply.get("error") or {}
            if move is None and error.get("code") in ("bad_moves", "bad_move"):
                return await self.ask(pid, [])   # this device's copy was unreadable: start again
            self.say(str(error.get("message") or "The engine did not answer."), "error")
            return False
        self.replies[pid] = reply
        view = reply["view"]
        puzzles.put(self.data, self.date, pid, reply["moves"], view.get("result") if view.get("done") else None)
        puzzles.save(self.data)
        return True

    def render(self, only=None):
        """The page, or only one puzzle's part (`only`: its id), so that what
        is typed into the other one stays."""
        data = self.data
        n = puzzles.streak(data, self.date)
        streak = dom.qs("#daily-streak")
        if streak is not None:
            streak.textContent = ("Streak: " + str(n) + (" day" if n == 1 else " days") + " in a row."
                                  if n else "Finish a puzzle today to start a streak.")
        if "break_the_word" in self.replies and only in (None, "break_the_word"):
            dom.set_html(dom.qs("#daily-bw"), bw_html(self.replies["break_the_word"]))
        if "paperback" in self.replies and only in (None, "paperback"):
            dom.set_html(dom.qs("#daily-pb"), hand.html(self.replies["paperback"], self.chosen, share_html))
        dom.set_html(dom.qs("#daily-past"), history_html(data, self.date))

    def say(self, text, kind="info"):
        box = dom.qs("#daily-message")
        if box is not None:
            box.textContent = text
            box.className = "message " + kind

    def moves_of(self, pid):
        reply = self.replies.get(pid)
        return reply["moves"] if reply else []

    async def act(self, pid, move, focus):
        self.say("")
        if await self.ask(pid, self.moves_of(pid), move):
            self.render(pid)
            uihelpers.focusKey(focus if dom.qs('[data-k="' + focus + '"]') is not None else "dy-bw-share")

    def on_click(self, event):
        button, what = dom.pressed(event, "data-dy")
        if what is None:
            return
        if what == "lobby":
            self.on_leave()
        elif what == "bw-next":
            asyncio.create_task(self.act("break_the_word", {"type": "next"}, "dy-next"))
        elif what == "bw-give-up":
            asyncio.create_task(self.act("break_the_word", {"type": "give_up"}, "dy-bw-share"))
        elif what.endswith("-share"):
            asyncio.create_task(self.copy(what[:-6]))
        elif what.endswith("-sheet"):
            asyncio.create_task(self.copy(what[:-6], True))
        elif what.startswith("pb-"):
            self.on_hand(what, button)

    def on_hand(self, what, button):
        self.keep_wilds()
        if what == "pb-card":
            card = int(button.getAttribute("data-card"))
            self.chosen.append({"card": card, "wild": None})
            focus = "pb-play"
        elif what == "pb-out":
            pos = int(button.getAttribute("data-pos"))
            self.chosen = self.chosen[:pos] + self.chosen[pos + 1:]
            focus = "pb-play"
        elif what == "pb-clear":
            self.chosen = []
            focus = "pb-card-0"
        else:
            asyncio.create_task(self.play_hand())
            return
        self.say("")
        self.render("paperback")
        wild = dom.qs(".pb-wild[value='']")
        uihelpers.focusKey(str(wild.getAttribute("data-k")) if wild is not None else focus)

    def keep_wilds(self):
        boxes = self.root.querySelectorAll(".pb-wild") if self.root is not None else []
        for i in range(boxes.length):
            pos = int(boxes.item(i).getAttribute("data-pos"))
            if pos < len(self.chosen):
                self.chosen[pos]["wild"] = str(boxes.item(i).value).strip().lower()[:1] or None

    async def play_hand(self):
        move = {"type": "play", "word": [{"card": p["card"], "wild": p["wild"]} for p in self.chosen]}
        self.say("")
        if await self.ask("paperback", self.moves_of("paperback"), move):
            self.chosen = []
            self.render("paperback")
            uihelpers.focusKey("dy-pb-share")

    def on_change(self, event):
        if dom.closest(event, ".pb-wild") is not None:
            self.keep_wilds()

    def on_submit(self, event):
        form = dom.closest(event, "form[data-dy-form]")
        if form is None:
            return
        event.preventDefault()
        box = dom.qs("#daily-bw-answer")
        word = str(box.value).strip() if box is not None else ""
        if not word:
            self.say("Type your answer first: seven letters.", "error")
            return
        asyncio.create_task(self.act("break_the_word", {"type": "answer", "word": word}, "dy-bw-share"))

    async def copy(self, key, sheet=False):
        """The result and the site's link onto the clipboard, or to the share sheet."""
        box = dom.qs("#daily-" + key + "-share")
        if box is None:
            return
        text = str(box.textContent) + "\n" + share_link(self.date, str(uihelpers.siteLink()))
        if sheet:
            reply = json.loads(str(await uihelpers.shareText(text)))
            if not reply.get("ok"):
                self.say_beside(key, "Not shared (" + str(reply.get("error")) + "). Copy result works everywhere.",
                                "info")
            return
        reply = json.loads(str(await uihelpers.copyText(text)))
        self.say_beside(key, "Copied: paste it to your friends." if reply.get("ok")
                        else "Copy did not work here: select the text and copy it.",
                        "info" if reply.get("ok") else "error")

    def say_beside(self, key, text, kind):
        """Said under the share buttons, where the player looks after pressing one."""
        box = dom.qs("#daily-" + key + "-copied")
        if box is not None:
            box.hidden = False
            box.textContent = text
            box.className = "message " + kind


page = DailyPage()
