# Screen switching: lobby <-> setup <-> game. Generic: it knows no game rules.
# Each game's folder has a screen module whose `screen` (a screen.Screen)
# offers start(...), stop() and the delegated handlers on_click, on_change,
# on_submit, on_key, on_drop.
import json

import asyncio
import asking
import bundles
import client
import dom
import recent
import saved
import setup
from daily import puzzles
from lobby import lobby
from pyscript import document, window
from pyscript.js_modules import uihelpers

# A game's screen module, fetched (py/ui/bundles.py) and imported the first
# time it is needed: fetching and compiling them all before the lobby shows
# would slow every start.
GAME_UIS = {"hardback": "hardback.screen", "break_the_word": "break_the_word.screen",
            "paperback": "paperback.screen",
            "backwords": "backwords.screen"}


def needs(game_id):
    """The bundles a game's screen imports: the shared table, its own."""
    return ["table", game_id]


def game_ui(game_id):
    """The game's screen, once its bundles are here (see when_loaded)."""
    name = GAME_UIS.get(game_id)
    if name is None or not bundles.ready(needs(game_id)):
        return None
    ui = __import__(name, None, None, ["screen"]).screen
    __import__("screen").hooks["replay"] = watch   # a finished game's "Watch the replay"
    return ui


async def loaded_ui(game_id):
    """game_ui(game_id), its bundles fetched first if need be (None: no such
    screen, or its files did not load, which the page then says)."""
    if not isinstance(game_id, str) or game_id not in GAME_UIS:
        return None
    error = await bundles.load(needs(game_id))
    if error:
        not_loaded(error)
        return None
    return game_ui(game_id)


def not_loaded(error):
    window.console.error("Bundles: " + error)
    dom.show_error("This screen could not be loaded (" + error + "). Check the connection and try again.")


opening = [0]


def when_loaded(names, then):
    """then() once the bundles `names` are here: at once when they are, else
    after fetching them, unless another screen was asked for meanwhile."""
    opening[0] += 1
    if bundles.ready(names):
        then()
        return
    token = opening[0]

    async def fetch_then():
        error = await bundles.load(names)
        if token != opening[0]:
            return
        if error:
            not_loaded(error)
        else:
            dom.guard(lambda _: then())(None)
    asyncio.create_task(fetch_then())


def watch(source, screen):
    """A finished game's replay; in a room, back leads to its table again."""
    back = None
    if client.in_room():
        seat, setup, leave = client.seat(), screen.setup, screen.on_leave

        def back():
            stop_game()
            client.use_room(seat)
            show_screen("game", screen)
            screen.start(screen_el(), setup, leave, None, None)
    show_replay(source, back)

current = {"screen": "lobby", "ui": None}


def lobby_el():
    return dom.qs("#lobby")


def screen_el():
    return dom.qs("#screen")


def show_lobby():
    stop_game()
    current["screen"] = "lobby"
    current["ui"] = None
    screen_el().hidden = True
    dom.set_html(screen_el(), "")
    lobby_el().hidden = False
    document.documentElement.setAttribute("data-screen", "lobby")
    render_resume()
    recent.render(lobby.games)
    puzzles.render_lobby()
    uihelpers.scrollToId("lobby")
    # Back from a game, a set-up or a replay: the next action is a game to play.
    uihelpers.focusFirst("#lobby button[data-play]")


def show_screen(name, ui):
    current["screen"] = name
    current["ui"] = ui
    lobby_el().hidden = True
    screen_el().hidden = False
    document.documentElement.setAttribute("data-screen", name)


def show_setup(game_id):
    info = lobby.games.get(game_id)
    if info is None or game_id not in GAME_UIS:
        dom.show_error("This game is not available yet.")
        return

    def opened():
        stop_game()
        show_screen("setup", setup)
        setup.open(info, game_ui(game_id), screen_el(), start_game, show_lobby)
        uihelpers.scrollToId("screen")
        uihelpers.focusKey("start")   # the next action: start (or Shift+Tab to the options)
    when_loaded(needs(game_id), opened)


def start_game(game_id, options, seats):
    ui = game_ui(game_id)
    client.use_local()
    show_screen("game", ui)

    def refused(message):
        # The engine refused the set-up: back to it, with the engine's reason.
        show_screen("setup", setup)
        setup.open(lobby.games[game_id], ui, screen_el(), start_game, show_lobby,
                   keep=True, error=message)

    ui.start(screen_el(), {"game": game_id, "options": options, "seats": seats}, show_lobby,
             None, refused)
    ui.focus_lost = True   # Start game is gone: the table's first action gets focus once drawn


def resume_game(game_id):
    if saved.load(game_id) is None or game_id not in GAME_UIS:
        render_resume()
        return

    def opened():
        data = saved.load(game_id)
        if data is None:   # discarded meanwhile
            render_resume()
            return
        ui = game_ui(game_id)
        client.use_local()
        show_screen("game", ui)
        ui.start(screen_el(), data.get("setup") or {}, show_lobby, data, None)
        ui.focus_lost = True
    when_loaded(needs(game_id), opened)


# -- replays (py/ui/replay/): from a finished game, the lobby's list or a link --

def show_replay(source, back=None):
    """source: {"record": {...}} or {"link": "..."} (a link's fragment; with
    "seen", the view this page saw the game end in, which it must rebuild).
    The game's own screen draws the table: fetched once the replay names it."""
    listen()

    def opened():
        stop_game()
        ui = __import__("replay.screen", None, None, ["screen"]).screen
        show_screen("replay", ui)
        ui.start(screen_el(), source, back or show_lobby, loaded_ui,
                 "Back to the game" if back else "Back to lobby")
        uihelpers.scrollToId("screen")
    when_loaded(["table", "replay"], opened)


def show_page(kind, module, needed):
    """A page of its own: the device's stats (stats/page.py), today's puzzles
    (daily/page.py, which shows Break the Word's clues as its table does)."""
    def opened():
        stop_game()
        ui = __import__(module, None, None, ["page"]).page
        show_screen(kind, ui)
        ui.start(screen_el(), show_lobby)
        uihelpers.scrollToId("screen")
    when_loaded(needed, opened)


def learn(game_id):
    """The game's guided first game (tutorials/tutorial.py), on its real table."""
    def opened():
        stop_game()
        ui = game_ui(game_id)
        client.use_local()
        show_screen("game", ui)
        if not __import__("tutorials.tutorial", None, None, ["begin"]).begin(ui, game_id, screen_el(), show_lobby, lambda: show_setup(game_id)):
            show_lobby()
        uihelpers.scrollToId("screen")
    when_loaded(needs(game_id), opened)


def replay_link():
    """What a "#replay=<record>&on=<date>" link holds: {"link": the record,
    still encoded (the engine decodes it), "date"} or None."""
    h = str(window.location.hash or "")
    if not h.startswith("#replay="):
        return None
    link, _, date = h[len("#replay="):].partition("&on=")
    return {"link": link, "date": date}


# -- rooms (py/ui/rooms/): the same screens, through a room's table client ----

def show_room_setup(game_id, on_create, on_back):
    """The game's options as for a solo game, the host's name, Create room."""
    info = lobby.games.get(game_id)
    if info is None or game_id not in GAME_UIS:
        return False
    listen()

    def opened():
        stop_game()
        show_screen("setup", setup)
        setup.open(info, game_ui(game_id), screen_el(), on_create, on_back, room=True)
        uihelpers.scrollToId("screen")
    when_loaded(needs(game_id), opened)
    return True


def play_room(game_id, seat, room, on_leave):
    """The room's game for `seat` (None: watching); False when no screen plays
    it. A guest opening the room's link comes here first: the table waits
    for its files."""
    if game_id not in GAME_UIS:
        return False
    listen()
    table = {"game": game_id, "options": room.get("options") or {}, "seats": room.get("seats") or []}

    def opened():
        stop_game()
        client.use_room(seat)
        ui = game_ui(game_id)
        show_screen("game", ui)
        ui.start(screen_el(), table, on_leave, None, None)
    when_loaded(needs(game_id), opened)
    return True


def stop_game():
    ui = current["ui"]
    if ui is not None and hasattr(ui, "stop"):
        ui.stop()


def render_resume():
    box = dom.qs("#resume")
    if box is None:
        return
    parts = []
    for game_id in GAME_UIS:
        data = saved.load(game_id)
        if data is None:
            continue
        name = lobby.games.get(game_id, {}).get("name") or (game_id[:1].upper() + game_id[1:])
        ready = game_id in lobby.games
        if asking.forgetting[0] == game_id:
            parts.append(asking.forget_html(game_id, name))
            continue
        parts.append('<button type="button" data-resume="' + dom.esc(game_id) + '"'
                     + ('' if ready else ' disabled') + '>Resume your ' + dom.esc(name)
                     + ' game</button> <button type="button" class="secondary" data-forget="'
                     + dom.esc(game_id) + '">Discard the saved ' + dom.esc(name) + ' game</button>')
    dom.set_html(box, "".join(parts))
    box.hidden = not parts


# -- delegated listeners: one per container ------------------------------------

def on_lobby_click(event):
    button = dom.closest(event, "button[data-play]")
    if button is not None:
        show_setup(button.getAttribute("data-play"))
        return
    button = dom.closest(event, "button[data-resume]")
    if button is not None:
        resume_game(button.getAttribute("data-resume"))
        return
    if dom.closest(event, "button[data-stats]") is not None:
        show_page("stats", "stats.page", ["stats"])
        return
    if dom.closest(event, "button[data-daily]") is not None:
        show_page("daily", "daily.page", ["table", "break_the_word", "daily"])
        return
    button = dom.closest(event, "button[data-learn]")
    if button is not None:
        learn(button.getAttribute("data-learn"))
        return
    button = dom.closest(event, "button[data-watch]")
    if button is not None:
        games = recent.load()
        i = int(button.getAttribute("data-watch"))
        if i < len(games):
            show_replay(recent.source(games[i]))
        return
    button = dom.closest(event, "button[data-forget], button[data-forget-yes], button[data-forget-no]")
    if button is not None:
        asking.on_click(button, render_resume)   # Discard asks first


def forward(name):
    def handler(event):
        ui = current["ui"]
        fn = getattr(ui, name, None) if ui is not None else None
        if fn is not None and (not hasattr(ui, "guard") or ui.guard(name, event)):
            fn(event)
    return handler


def on_drop(event):
    ui = current["ui"]
    if ui is not None and hasattr(ui, "on_drop"):
        try:
            info = json.loads(str(event.detail))
        except ValueError:
            return
        if not hasattr(ui, "guard") or ui.guard("on_drop", event):
            ui.on_drop(info)


listening = [False]


def listen():
    """The game screen's delegated listeners, once (a guest's page has no lobby)."""
    if listening[0]:
        return
    listening[0] = True
    screen = screen_el()
    dom.on(screen, "click", forward("on_click"))
    dom.on(screen, "change", forward("on_change"))
    dom.on(screen, "input", forward("on_input"))
    dom.on(screen, "submit", forward("on_submit"))
    dom.on(document, "keydown", forward("on_key"))
    dom.on(window, "card-drop", on_drop)
    dom.on(window, "card-detail", forward("on_detail"))
    uihelpers.initDrag()
    uihelpers.initDetail()


def start():
    lobby.playable.extend(GAME_UIS)
    setup.state["on_learn"] = learn
    dom.on(lobby_el(), "click", on_lobby_click)
    listen()
    lobby.ready_hooks.append(render_resume)
    lobby.ready_hooks.append(lambda: recent.render(lobby.games))
    try:
        render_resume()
        puzzles.render_lobby()
    except Exception as err:   # a bad save must not keep the lobby from starting
        window.console.error("Resume: " + str(err))
    link = replay_link()
    if link:
        show_replay(link)
    h = str(window.location.hash or "")   # a How-to page's Learn to play: "#learn=<game>"
    if h.startswith("#daily="):   # a friend's shared daily result: that day's puzzles
        show_page("daily", "daily.page", ["table", "break_the_word", "daily"])
    if h.startswith("#learn=") and h[len("#learn="):] in GAME_UIS:
        learn(h[len("#learn="):])
