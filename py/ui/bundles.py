# The lobby starts with only its own modules (pyscript.toml's [files]); the
# rest comes in bundles ([lazy_files.NAME]: the shared table, each game's
# screen, the replay viewer), fetched the first time a screen needs them:
# every file PyScript fetches and every module compiled before the lobby
# shows delays it. The build puts the bundles' lists into the page
# (#lazy-files: {name: [[url, path], ...]}). The page's fetchFiles writes a
# bundle's files where PyScript writes [files] (they are bytecode, .mpy:
# assets/js/ui-helpers.mjs says why in JS), so they import as usual afterwards.
import json

import asyncio
import dom
from pyscript.js_modules import uihelpers

state = {"lists": None, "loaded": [], "pending": {}}


def lists():
    if state["lists"] is None:
        el = dom.qs("#lazy-files")
        try:
            state["lists"] = json.loads(el.textContent) if el is not None else {}
        except ValueError:
            state["lists"] = {}
    return state["lists"]


def ready(names):
    """Whether every bundle of `names` is here already."""
    return all(name in state["loaded"] for name in names)


async def load(names):
    """Fetch the bundles of `names` not here yet: "" once all are importable,
    else what went wrong (a failed bundle is fetched again next time)."""
    errors = await asyncio.gather(*[load_one(name) for name in names])
    return "; ".join(e for e in errors if e)


async def load_one(name):
    if name in state["loaded"]:
        return ""
    pending = state["pending"].get(name)
    if pending is not None:   # already on its way (a second tap): wait for it
        await pending.wait()
        return "" if name in state["loaded"] else "the " + name + " files did not load"
    files = lists().get(name)
    if not files:
        return "no files are listed for " + name
    done = asyncio.Event()
    state["pending"][name] = done
    try:
        reply = json.loads(await uihelpers.fetchFiles(json.dumps(files)))
        if not reply.get("ok"):
            return str(reply.get("error") or "the " + name + " files did not load")
        state["loaded"].append(name)
        return ""
    finally:
        del state["pending"][name]
        done.set()

