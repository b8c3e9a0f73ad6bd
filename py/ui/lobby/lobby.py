# The lobby: the static list of games in index.html comes alive here.
import json

import asyncio
import dom
import engine
from pyscript import document, window

STAGES = {
    "idle": "Game engine waiting…",
    "runtime": "Loading the game engine…",
    "engine": "Loading the game engine…",
    "ready": "Game engine ready",
}

games = {}
playable = []  # the games this UI has a screen for (app.py fills it)
on_games = []  # hooks called with `games` once the engine lists them (rooms adds buttons)
ready_hooks = []
"""Called once the engine has listed its games (the app offers Resume)."""


def show_status(detail):
    info = json.loads(detail)
    stage = info.get("stage", "idle")
    el = dom.qs("#engine-status")
    if stage == "error" or stage == "stalled":  # engine.mjs shows Retry beside it
        el.textContent = info.get("message") or "The game engine failed to load."
        el.className = "engine-status error"
        return
    text = STAGES.get(stage, "Loading the game engine…")
    if stage != "ready":
        text = text + " " + str(info.get("pct", 0)) + "%"
    el.textContent = text
    el.className = "engine-status " + ("ready" if stage == "ready" else "loading")
    if stage == "ready":
        asyncio.create_task(load_games())


async def load_games():
    reply = await engine.call({"type": "games"})
    if not reply.get("ok"):
        dom.show_error(reply["error"]["message"])
        return
    for game in reply["games"]:
        if game["id"] not in playable:
            continue  # an engine with no screen yet is not offered
        games[game["id"]] = game
        for kind in ("play", "create-room", "learn"):  # in index.html, disabled
            button = dom.qs("button[data-" + kind + '="' + game["id"] + '"]')
            if button is not None:
                button.disabled = False
                button.removeAttribute("aria-describedby")   # the engine status said why not
    # Games whose engine is not written yet say so instead of a dead button.
    buttons = document.querySelectorAll("button[data-play]")
    for i in range(buttons.length):
        if buttons.item(i).disabled:
            buttons.item(i).textContent = "Coming soon"
            room = dom.qs('button[data-create-room="' + buttons.item(i).getAttribute("data-play") + '"]')
            if room is not None:
                room.classList.add("unoffered")
    for hook in on_games:
        hook(games)
    for hook in ready_hooks:
        hook()


def on_status(event):
    show_status(event.detail)


def start():
    dom.on(window, "engine-status", on_status)
    show_status(json.dumps(engine.status()))
