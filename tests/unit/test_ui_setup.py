"""The set-up screen (py/ui/setup.py) drawn from the engines' real
describe(), in the vendored MicroPython the UI runs in (under Node)."""

import json

import inkwell.games.break_the_word  # noqa: F401  (registers the game)
import inkwell.games.hardback  # noqa: F401
from inkwell.core import registry
from micropython_ui import run_micropython

# Draws the form for a game, with options chosen, into a stand-in element;
# prints the HTML and the seats Start would send.
SCRIPT = """
import json
import setup

class Box:
    innerHTML = ""

class Screen:
    pass

info = json.loads(%s)
chosen = json.loads(%s)
ui = Screen()
ui.device_options = lambda: {"played": "AQI"}
box = Box()
setup.open(info, ui, box, None, None)
setup.state["values"].update(chosen)
setup.state["seats"].update({2: "bot:" + info["bots"][0], 3: "bot:" + info["bots"][0]})
setup.render()
print(json.dumps({"html": box.innerHTML, "seats": setup.seats_now(), "options": setup.options_now()}))
"""


def draw(game, chosen):
    info = registry.get(game).describe()
    return run_micropython(["setup.py"], SCRIPT % (json.dumps(json.dumps(info)), json.dumps(json.dumps(chosen))))


def test_on_off_options_are_switches_and_labels_are_the_engines():
    out = draw("hardback", {})
    html = out["html"]
    assert html.count('role="switch"') == 3  # Literary Awards, Adverts, Open hands
    assert 'id="opt-adverts" data-opt="adverts" data-k="opt-adverts" aria-describedby="opt-adverts-help" checked' in html
    assert ">On<" not in html and ">Off<" in html  # only Unique words' own "Off" choice
    assert ">Co-op vs Penny Dreadful<" in html and ">Large (American Scrabble size)<" in html
    # Players come before the options, Start after both.
    assert html.index("Players") < html.index("Options") < html.index("Start game")


def test_an_option_shows_only_while_its_when_holds():
    competitive = draw("hardback", {})["html"]
    coop = draw("hardback", {"mode": "coop"})["html"]
    assert "opt-signature" not in competitive and "opt-length" in competitive
    assert "opt-signature" in coop and "opt-length" not in coop


def test_text_options_are_text_boxes_and_hidden_ones_are_filled_not_shown():
    first = draw("break_the_word", {})
    custom = draw("break_the_word", {"difficulty": "custom", "mix": "5-2-2"})
    assert "opt-mix" not in first["html"]
    assert '<input type="text" id="opt-mix"' in custom["html"] and 'value="5-2-2"' in custom["html"]
    assert 'placeholder="green-orange-pink"' in custom["html"]
    for out in (first, custom):
        assert "opt-played" not in out["html"] and "Words played here" not in out["html"]
        assert out["options"]["played"] == "AQI"  # from the device, sent with Start


def test_bots_are_named_by_level():
    out = draw("break_the_word", {})
    assert ">Easy bot<" in out["html"] and ">Expert bot<" in out["html"]
    assert [s["name"] for s in out["seats"]] == ["You", "Easy bot", "Easy bot 2", "Easy bot 3"]


def test_bot_levels_are_listed_easiest_first_each_with_how_it_plays():
    for game, order in (("hardback", ["Random", "Greedy", "Strong", "Expert"]),
                        ("break_the_word", ["Easy", "Strong", "Expert"])):
        html = draw(game, {})["html"]
        seat = html[html.index('id="seat-2"'):]
        seat = seat[:seat.index("</select>")]
        assert [seat.index(">" + name + " bot<") for name in order] == sorted(
            seat.index(">" + name + " bot<") for name in order)
        levels = html[html.index('class="help bot-levels"'):]
        assert [levels.index("<strong>" + name + " bot</strong>: ") for name in order] == sorted(
            levels.index("<strong>" + name + " bot</strong>: ") for name in order)
