# Entry point of the UI (MicroPython on the main thread).
import app
import engine
import lobby
import room
import settings
from pyscript import document

# A guest's room link ("#room=...") needs no engine: the host runs the game.
how = room.mode()
if how != "join":
    lobby.on_games.append(room.add_create_buttons)
    lobby.start()
    app.start()   # lobby <-> set-up <-> game screens
room.start(how)
settings.start()
document.documentElement.setAttribute("data-ui", "ready")
# Started once the UI is interactive: on this project's 2-core machine an
# earlier start (even only on a first visit, to overlap the download) slowed
# the UI by 100-150 ms and did not make the engine ready sooner (make bench).
if how != "join":
    engine.start(settings.fast_start())
