# The new-game screen, built from the game's describe(): every option as a
# labelled select, the seats (you, then bots, humans on this device, or
# nobody), and Start. Generic: the engine checks everything on Start.
# For a room (room=True) the same options, the host's name instead of the
# seats (friends join with the link), and Create room:
# on_start(game_id, options, name).
import dom

state = {"info": None, "ui": None, "root": None, "on_start": None, "on_back": None,
         "values": {}, "seats": {}, "room": False, "name": ""}

WORDS = {True: "On", False: "Off", "none": "None", "off": "Off"}


def choice_value(choice):
    if choice is True:
        return "true"
    if choice is False:
        return "false"
    return str(choice)


def choice_label(option, choice):
    ui = state["ui"]
    custom = getattr(ui, "CHOICE_LABELS", {}).get(option["name"], {}).get(choice_value(choice))
    if custom:
        return custom
    if choice is True:
        return "On"
    if choice is False:
        return "Off"
    if choice == "none" or choice == "off":
        return WORDS[choice]
    text = str(choice).replace("_", " ")
    return text[:1].upper() + text[1:]


def options_now():
    out = {}
    for option in state["info"]["options"]:
        out[option["name"]] = state["values"].get(option["name"], option["default"])
    return out


def player_range():
    # The engine describes how options change the player count (Hardback's
    # co-op mode); it checks the seats again on Start.
    info, chosen = state["info"], options_now()
    lo, hi = info.get("min_players", 1), info.get("max_players", 5)
    ranges = info.get("player_ranges", {})
    for name in ranges:
        r = ranges[name].get(str(chosen.get(name)))
        if r:
            lo, hi = max(lo, r[0]), min(hi, r[1])
    return lo, hi


def seat_choices():
    out = [("none", "Nobody")]
    for level in state["info"].get("bots") or []:
        out.append(("bot:" + level, "Bot (" + level + ")"))
    out.append(("human", "Human on this device"))
    return out


def default_seat(index, lo):
    if index < lo:
        bots = state["info"].get("bots") or []
        level = "greedy" if "greedy" in bots else (bots[0] if bots else "")
        return "bot:" + level if level else "human"
    return "none"


def open(info, ui, root, on_start, on_back, keep=False, error="", room=False):
    if not keep or state["info"] is not info:
        state.update(values={}, seats={})
    state.update(info=info, ui=ui, root=root, on_start=on_start, on_back=on_back, room=room)
    render()
    if error:
        dom.qs("#setup-error").textContent = error


def render():
    info = state["info"]
    lo, hi = player_range()
    rows = []
    for option in info["options"]:
        name = option["name"]
        if hasattr(state["ui"], "option_shown") and not state["ui"].option_shown(name, options_now()):
            continue
        current = state["values"].get(name, option["default"])
        sid = "opt-" + name
        opts = "".join('<option value="' + dom.esc(choice_value(c)) + '"'
                       + (' selected' if c == current and type(c) == type(current) else '')
                       + '>' + dom.esc(choice_label(option, c)) + '</option>'
                       for c in option["choices"])
        rows.append('<div class="field"><label for="' + sid + '">' + dom.esc(option["label"])
                    + '</label><select id="' + sid + '" data-opt="' + dom.esc(name) + '" data-k="'
                    + sid + '">' + opts + '</select><p class="help">' + dom.esc(option["help"])
                    + '</p></div>')
    seats = ['<div class="field seat"><span class="seat-label">Player 1</span>'
             '<span class="seat-you">You</span></div>']
    choices = seat_choices()
    for i in range(1, hi):
        value = state["seats"].get(i) or default_seat(i, lo)
        state["seats"][i] = value
        sid = "seat-" + str(i + 1)
        opts = "".join('<option value="' + v + '"' + (' selected' if v == value else '') + '>'
                       + dom.esc(label) + '</option>' for v, label in choices)
        seats.append('<div class="field seat"><label for="' + sid + '">Player ' + str(i + 1)
                     + '</label><select id="' + sid + '" data-seat="' + str(i) + '" data-k="' + sid
                     + '">' + opts + '</select></div>')
    n = 1 + sum(1 for i in range(1, hi) if state["seats"].get(i, "none") != "none")
    note = ("This mode takes " + str(lo) + (" to " + str(hi) if hi != lo else "")
            + " players; you have " + str(n) + ".")
    bad = n < lo or n > hi
    title, submit = "New " + info["name"] + " game", "Start game"
    if state["room"]:
        title, submit, bad = "New " + info["name"] + " room", "Create room", False
        note = ("This mode takes " + str(lo) + (" to " + str(hi) if hi != lo else "")
                + " players: friends join with the room's link, and you may add bots there.")
        seats = ['<div class="field"><label for="setup-name">Your name</label>'
                 '<input id="setup-name" type="text" data-k="setup-name" maxlength="24" autocomplete="nickname"'
                 ' value="' + dom.esc(state["name"]) + '"></div>']
    html = ('<section class="setup" aria-labelledby="setup-title">'
            '<h1 id="setup-title">' + dom.esc(title) + '</h1>'
            '<form id="setup-form" class="setup-form">'
            '<fieldset><legend>Options</legend>' + "".join(rows) + '</fieldset>'
            '<fieldset><legend>Players</legend>' + "".join(seats)
            + '<p class="note' + (' bad' if bad else '') + '" role="status">' + dom.esc(note) + '</p>'
            '</fieldset>'
            '<div class="setup-actions"><button type="submit" data-k="start">' + submit + '</button>'
            '<button type="button" class="secondary" data-act="back" data-k="back">Back to lobby</button>'
            '</div><p id="setup-error" class="error" role="alert"></p></form></section>')
    dom.set_html(state["root"], html)


def decode(option, text):
    for c in option["choices"]:
        if choice_value(c) == text:
            return c
    return option["default"]


def on_change(event):
    target = event.target
    if target.id == "setup-name":
        state["name"] = str(target.value)
        return
    name = target.getAttribute("data-opt")
    if name:
        for option in state["info"]["options"]:
            if option["name"] == name:
                state["values"][name] = decode(option, str(target.value))
        key = "opt-" + name
        render()
        focus(key)
        return
    seat = target.getAttribute("data-seat")
    if seat:
        state["seats"][int(seat)] = str(target.value)
        render()
        focus("seat-" + str(int(seat) + 1))


def focus(key):
    from pyscript.js_modules import uihelpers
    uihelpers.focusKey(key)


def seats_now():
    lo, hi = player_range()
    seats = [{"name": "You", "kind": "human"}]
    humans = 1
    for i in range(1, hi):
        value = state["seats"].get(i, "none")
        if value == "human":
            humans += 1
            seats.append({"name": "Player " + str(i + 1), "kind": "human"})
        elif value.startswith("bot:"):
            level = value[4:]
            bots = sum(1 for s in seats if s["kind"] == "bot")
            seats.append({"name": "Bot" + (" " + str(bots + 1) if bots else ""), "kind": "bot",
                          "level": level})
    if humans > 1:
        seats[0]["name"] = "Player 1"   # pass-and-play: nobody is "You" for long
    return seats


def on_submit(event):
    event.preventDefault()
    start()


def on_click(event):
    button = dom.closest(event, "button[data-act]")
    if button is not None and button.getAttribute("data-act") == "back":
        state["on_back"]()


def start():
    if state["room"]:
        box = dom.qs("#setup-name")
        state["name"] = str(box.value).strip() if box is not None else state["name"]
        state["on_start"](state["info"]["id"], options_now(), state["name"])
        return
    state["on_start"](state["info"]["id"], options_now(), seats_now())
