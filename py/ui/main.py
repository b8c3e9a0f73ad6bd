# Entry point of the UI (MicroPython on the main thread).
import engine
import lobby
from pyscript import document

lobby.start()
document.documentElement.setAttribute("data-ui", "ready")
# Started after the UI is interactive: starting it earlier delays the UI.
engine.start()
