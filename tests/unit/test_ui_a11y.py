"""What a screen reader makes of the shared widgets (run in the real
MicroPython): a card button is named by its sentence, which holds all a
sighted player reads on it; a card to look at is an image with that
sentence; the game log is a live log whose entries are list items."""

from html.parser import HTMLParser

from test_ui_word_builder import run_micropython


class Tree(HTMLParser):
    """Each element as (tag, attrs, parent tag, text not under aria-hidden, all text)."""

    def __init__(self, html):
        super().__init__()
        self.stack, self.elements = [], []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        hidden = attrs.get("aria-hidden") == "true" or any(e["hidden"] for e in self.stack)
        element = {"tag": tag, "attrs": attrs, "parent": self.stack[-1]["tag"] if self.stack else None,
                   "spoken": "", "seen": "", "hidden": hidden}
        self.elements.append(element)
        self.stack.append(element)

    def handle_endtag(self, tag):
        self.stack.pop()

    def handle_data(self, data):
        for e in self.stack:
            e["seen"] += data
            if not self.stack[-1]["hidden"]:
                e["spoken"] += data


CARDS = """
import json
from widgets import card, log
print(json.dumps([
    card.card_html("button", "card", "Add Q to the word (Q, Adventure: trash this for 3c)", 'data-act="add"',
                   '<span class="c-cost">2c</span>', "Q", "trash this for 3c", '<span class="c-note">new</span>'),
    card.card_html("div", "card", "Q, Adventure: trash this for 3c", "", "", "Q", "trash this for 3c"),
    log.log_html("hb", ["You spelled <b>QUIT</b>", "Bot skipped"]),
]))
"""


def test_card_buttons_are_named_by_their_sentence_and_the_log_is_a_list():
    button, image, game_log = run_micropython(CARDS, modules=("widgets/card.py", "widgets/log.py"))
    b = Tree(button).elements[0]
    # No aria-label: a label that omits text shown on the button fails "label in name".
    assert b["tag"] == "button" and "aria-label" not in b["attrs"]
    assert b["spoken"] == "Add Q to the word (Q, Adventure: trash this for 3c)"
    for shown in ("2c", "Q", "trash this for 3c", "new"):
        assert shown in b["seen"]
    i = Tree(image).elements[0]
    assert i["attrs"]["role"] == "img" and i["attrs"]["aria-label"] == "Q, Adventure: trash this for 3c"
    tree = Tree(game_log).elements
    box = next(e for e in tree if e["attrs"].get("role") == "log")
    assert box["tag"] not in ("ol", "ul") and box["attrs"]["aria-labelledby"] == "hb-log-title"
    items = [e for e in tree if e["tag"] == "li"]
    assert len(items) == 2 and all(e["parent"] == "ol" for e in items)
    assert "You spelled QUIT" in box["spoken"]
