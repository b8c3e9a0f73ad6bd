# Entry point of the UI (MicroPython on the main thread).
import asyncio
from pyscript import document

# Each module is compiled as it is imported: a pause between groups of them
# lets the page answer taps meanwhile (one long task blocked it for ~0.2 s on
# a phone). Three groups, not a pause a module: on a busy machine each pause
# waited behind other work, and a pause a module measured a later UI and a
# higher Lighthouse blocking time (paired runs, December 2026).
for group in (("dom", "engine", "lobby.lobby", "client", "saved"), ("setup", "app"), ("rooms.room", "settings")):
    for name in group:
        __import__(name)
    await asyncio.sleep(0)  # noqa: F704 (PyScript runs this module with top-level await)

import app  # noqa: E402
import engine  # noqa: E402
import settings  # noqa: E402
from lobby import lobby  # noqa: E402
from rooms import room  # noqa: E402

# A guest's room link ("#room=...") needs no engine: the host runs the game.
how = room.mode()
if how != "join":
    lobby.on_games.append(room.add_create_buttons)
    lobby.start()
    app.start()   # lobby <-> set-up <-> game screens
    await asyncio.sleep(0)  # noqa: F704
room.start(how)
await asyncio.sleep(0)  # noqa: F704
settings.start()
document.documentElement.setAttribute("data-ui", "ready")
# Started once the UI is interactive: on this project's 2-core machine an
# earlier start slowed the UI by 100-150 ms (make bench). A first visit's
# downloads begin earlier all the same (engine.mjs: the early worker).
if how != "join":
    engine.start(settings.fast_start())
