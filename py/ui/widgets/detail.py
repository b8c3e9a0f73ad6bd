# The card detail of a game screen: ui-helpers.mjs says when to peek, open or
# close; the game says what a card's detail holds (detail_of). Mixed into Screen.
import json

import dom
from pyscript.js_modules import uihelpers
from widgets import card as cardview


class Detail:
    def detail_of(self, key):
        """Hook: (title, card HTML, sentences) for a card's data-detail key, or None."""
        return None

    def on_detail(self, event):
        try:
            info = json.loads(str(event.detail))
        except ValueError:
            return
        box = dom.qs("#card-detail")
        mode = info.get("mode")
        if box is None or mode == "close":
            self.close_detail()
            return
        opened = not box.hidden and box.classList.contains("open")
        if mode == "unpeek":
            if not opened:
                box.hidden = True
            return
        if mode == "peek" and (opened or self.detail_quiet):
            return
        found = self.detail_of(str(info.get("key") or ""))
        if found is None:
            return
        is_open = mode == "open"
        dom.set_html(box, cardview.detail_html(found[0], found[1], found[2], is_open))
        box.className = "card-detail " + ("open" if is_open else "peek")
        # A peek repeats the card's own label: only the opened detail is read out.
        box.setAttribute("aria-hidden", "false" if is_open else "true")
        box.hidden = False
        if is_open:
            self.detail_back = str(info.get("back") or "")
            uihelpers.focusKey("detail-close")

    def close_detail(self):
        box = dom.qs("#card-detail")
        if box is None or box.hidden:
            return
        was_open = box.classList.contains("open")
        box.hidden = True
        box.className = "card-detail"
        if was_open and self.detail_back:
            # Focus goes back to the card, which must not peek at once.
            self.detail_quiet = True
            uihelpers.focusKey(self.detail_back)
            self.detail_quiet = False
