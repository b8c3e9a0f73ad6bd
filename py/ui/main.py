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
# A returning visit starts the engine once the UI is interactive (a first
# visit has already started it, see index.html); start() is idempotent.
if how != "join":
    engine.start()
