# The new-game screen, built from the game's describe(): each option as the
# engine describes it (a switch for on/off, a select with the engine's labels
# for choices, a text box for `kind: "text"`), shown only while its `when`
# holds; the seats (you, then bots by level, humans on this device, or
# nobody), and Start, kept in view. Generic: the engine checks everything on
# Start. Hidden text options are filled by the game's screen from what the
# device keeps (ui.device_options()), never shown; ui.suggested_options()
# may change a default from what the device has seen.
# For a room (room=True) the same options, the host's name instead of the
# seats (friends join with the link), and Create room:
# on_start(game_id, options, name).
import dom

state = {"info": None, "ui": None, "root": None, "on_start": None, "on_back": None,
         "values": {}, "seats": {}, "room": False, "name": ""}


def choice_value(choice):
    if choice is True:
        return "true"
    if choice is False:
        return "false"
    return str(choice)


def capital(text):
    return text[:1].upper() + text[1:]


def choice_label(option, index):
    """The engine's words for a choice, else the choice itself, readable."""
    labels = option.get("labels") or []
    if index < len(labels) and labels[index]:
        return labels[index]
    return capital(str(option["choices"][index]).replace("_", " "))


def is_switch(option):
    choices = option.get("choices") or []
    return len(choices) == 2 and True in choices and False in choices and option.get("kind") != "text"


def options_now():
    out = {}
    for option in state["info"]["options"]:
        out[option["name"]] = state["values"].get(option["name"], option["default"])
    return out


def shown(option, chosen):
    """An option applies while every other option it depends on has one of
    the choices its `when` names; a hidden one is never shown."""
    if option.get("hidden"):
        return False
    when = option.get("when") or {}
    for other in when:
        if chosen.get(other) not in when[other]:
            return False
    return True


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


def bot_name(level):
    return capital(level) + " bot"


def seat_choices():
    out = [("none", "Nobody")]
    for level in state["info"].get("bots") or []:
        out.append(("bot:" + level, bot_name(level)))
    out.append(("human", "Human on this device"))
    return out


def levels_html():
    """The bot levels as the engine lists them, easiest first, each with
    the engine's line on how it plays."""
    about = state["info"].get("bot_about") or {}
    rows = "".join('<li><strong>' + dom.esc(bot_name(level)) + '</strong>: ' + dom.esc(about.get(level) or "")
                   + '</li>' for level in state["info"].get("bots") or [] if about.get(level))
    return '<ul class="help bot-levels" aria-label="Bot levels, easiest first">' + rows + '</ul>' if rows else ""


def default_seat(index, lo):
    if index < lo:
        bots = state["info"].get("bots") or []
        level = "greedy" if "greedy" in bots else (bots[0] if bots else "")
        return "bot:" + level if level else "human"
    return "none"


def open(info, ui, root, on_start, on_back, keep=False, error="", room=False):
    if not keep or state["info"] is not info:
        state.update(values={}, seats={})
        for hook in ("suggested_options", "device_options"):
            values = getattr(ui, hook, None)
            if values is not None:
                state["values"].update(values())
    state.update(info=info, ui=ui, root=root, on_start=on_start, on_back=on_back, room=room)
    render()
    if error:
        dom.qs("#setup-error").textContent = error


def help_html(option, sid):
    return '<p class="help" id="' + sid + '-help">' + dom.esc(option["help"]) + '</p>'


def switch_html(option, current, sid):
    return ('<div class="field switch-field"><label class="switch" for="' + sid + '">'
            '<input type="checkbox" role="switch" id="' + sid + '" data-opt="' + dom.esc(option["name"])
            + '" data-k="' + sid + '" aria-describedby="' + sid + '-help"'
            + (' checked' if current is True else '') + '><span class="switch-track" aria-hidden="true">'
            '</span><span class="switch-text">' + dom.esc(option["label"]) + '</span></label>'
            + help_html(option, sid) + '</div>')


def text_html(option, current, sid):
    return ('<div class="field"><label for="' + sid + '">' + dom.esc(option["label"]) + '</label>'
            '<input type="text" id="' + sid + '" data-opt="' + dom.esc(option["name"]) + '" data-k="'
            + sid + '" maxlength="' + str(option.get("most") or 64) + '" placeholder="'
            + dom.esc(option.get("placeholder") or "") + '" value="' + dom.esc(str(current))
            + '" autocomplete="off" spellcheck="false" aria-describedby="' + sid + '-help">'
            + help_html(option, sid) + '</div>')


def select_html(option, current, sid):
    choices = option["choices"]
    opts = "".join('<option value="' + dom.esc(choice_value(choices[i])) + '"'
                   + (' selected' if choices[i] == current and type(choices[i]) == type(current) else '')
                   + '>' + dom.esc(choice_label(option, i)) + '</option>'
                   for i in range(len(choices)))
    return ('<div class="field"><label for="' + sid + '">' + dom.esc(option["label"])
            + '</label><select id="' + sid + '" data-opt="' + dom.esc(option["name"]) + '" data-k="'
            + sid + '" aria-describedby="' + sid + '-help">' + opts + '</select>'
            + help_html(option, sid) + '</div>')


def option_html(option, chosen):
    current = chosen[option["name"]]
    sid = "opt-" + option["name"]
    if option.get("kind") == "text":
        return text_html(option, current, sid)
    if is_switch(option):
        return switch_html(option, current, sid)
    return select_html(option, current, sid)


def seats_html(lo, hi):
    seats = []
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
    # Pass-and-play: the seats are named Player 1, Player 2... (seats_now), nobody "You".
    many = any(state["seats"].get(i) == "human" for i in range(1, hi))
    first = "Human on this device" if many else "You"
    return ['<div class="field seat"><span class="seat-label">Player 1</span>'
            '<span class="seat-you">' + first + '</span></div>'] + seats + [levels_html()]


def render():
    info = state["info"]
    lo, hi = player_range()
    chosen = options_now()
    rows = [option_html(o, chosen) for o in info["options"] if shown(o, chosen)]
    seats = seats_html(lo, hi)
    n = 1 + sum(1 for i in range(1, hi) if state["seats"].get(i, "none") != "none")
    span = str(lo) + (" to " + str(hi) if hi != lo else "")
    note = "This mode takes " + span + " players; you have " + str(n) + "."
    bad = n < lo or n > hi
    title, submit = "New " + info["name"] + " game", "Start game"
    if state["room"]:
        title, submit, bad = "New " + info["name"] + " room", "Create room", False
        note = ("This mode takes " + span
                + " players: friends join with the room's link, and you may add bots there.")
        seats = ['<div class="field"><label for="setup-name">Your name</label>'
                 '<input id="setup-name" type="text" data-k="setup-name" maxlength="24" autocomplete="nickname"'
                 ' value="' + dom.esc(state["name"]) + '"></div>']
    html = ('<section class="setup" aria-labelledby="setup-title">'
            '<h1 id="setup-title">' + dom.esc(title) + '</h1>' + learn_html()
            + '<form id="setup-form" class="setup-form">'
            '<fieldset><legend>Players</legend>' + "".join(seats)
            + '<p class="note' + (' bad' if bad else '') + '" role="status">' + dom.esc(note) + '</p>'
            '</fieldset>'
            '<fieldset><legend>Options</legend>' + "".join(rows) + '</fieldset>'
            '<div class="setup-actions"><div id="setup-ask"></div><button type="submit" data-k="start">'
            + submit + '</button>'
            '<button type="button" class="secondary" data-act="back" data-k="back">Back to lobby</button>'
            '</div><p id="setup-error" class="error" role="alert"></p></form></section>')
    dom.set_html(state["root"], html)


def learn_html():
    """New to the game: its guided first game, offered where the lobby offers it."""
    gid = state["info"]["id"]
    if state["room"] or state.get("on_learn") is None or dom.qs('#lobby button[data-learn="' + gid + '"]') is None:
        return ""
    return ('<p class="setup-learn">New to ' + dom.esc(state["info"]["name"]) + '? <button type="button" '
            'class="secondary" data-act="learn" data-k="learn">Learn to play</button></p>')


def decode(option, target):
    if option.get("kind") == "text":
        return str(target.value)
    if is_switch(option):
        return bool(target.checked)
    text = str(target.value)
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
                state["values"][name] = decode(option, target)
        if changes_form(name):
            render()
            focus("opt-" + name)
        return
    seat = target.getAttribute("data-seat")
    if seat:
        state["seats"][int(seat)] = str(target.value)
        render()
        focus("seat-" + str(int(seat) + 1))


def changes_form(name):
    """Whether another option's `when` or the player count depends on `name`:
    only then is the form redrawn (a redraw under a pressed Start would eat
    the click that blurred a text box)."""
    info = state["info"]
    if name in (info.get("player_ranges") or {}):
        return True
    return any(name in (o.get("when") or {}) for o in info["options"])


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
            name = bot_name(level)
            same = sum(1 for s in seats if s.get("level") == level)
            seats.append({"name": name + (" " + str(same + 1) if same else ""), "kind": "bot",
                          "level": level})
    if humans > 1:
        seats[0]["name"] = "Player 1"   # pass-and-play: nobody is "You" for long
    return seats


def keep_texts():
    """A text box's value counts even if Start comes before its change event."""
    for option in state["info"]["options"]:
        if option.get("kind") == "text" and not option.get("hidden"):
            box = dom.qs("#opt-" + option["name"])
            if box is not None:
                state["values"][option["name"]] = str(box.value)


def on_submit(event):
    event.preventDefault()
    start()


def on_click(event):
    button = dom.closest(event, "button[data-act]")
    what = button.getAttribute("data-act") if button is not None else None
    if what == "back":
        state["on_back"]()
    elif what == "learn":
        state["on_learn"](state["info"]["id"])
    elif what == "replace":
        start(True)
    elif what == "keep":
        dom.set_html(dom.qs("#setup-ask"), "")
        focus("start")


def start(replace=False):
    """Start the game; a solo game of a game with a save asks first (asking.py)."""
    import asking   # here, not at the top: the set-up's tests run without the page's JS helpers
    import saved
    keep_texts()
    gid = state["info"]["id"]
    if not state["room"] and not replace and saved.load(gid) is not None:
        dom.set_html(dom.qs("#setup-ask"), asking.replace_html(gid, state["info"]["name"]))
        focus("keep")
        return
    if state["room"]:
        box = dom.qs("#setup-name")
        state["name"] = str(box.value).strip() if box is not None else state["name"]
        state["on_start"](state["info"]["id"], options_now(), state["name"])
        return
    state["on_start"](state["info"]["id"], options_now(), seats_now())
