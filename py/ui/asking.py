# Before a saved game is lost (one save per game: a new game of it replaces
# it, Discard deletes it): say what the save holds and ask first. The lobby's
# Discard and the set-up's Start both ask through here.
import dom
import saved

# The game whose Discard in the lobby waits for an answer (None: none).
forgetting = [None]


def what(game_id, name):
    """'your Hardback game with You and Greedy bot (12 moves made)', or ''."""
    data = saved.load(game_id)
    if data is None:
        return ""
    record = data["record"]
    names = [str(s.get("name") or "?") for s in record.get("seats") or [] if isinstance(s, dict)]
    moves = record.get("actions")
    n = len(moves) if isinstance(moves, list) else 0
    who = " with " + " and ".join(names) if names else ""
    return ("your " + name + " game" + who + " (" + str(n) + (" move" if n == 1 else " moves")
            + " made)")


def forget_html(game_id, name):
    """The lobby's question in place of Resume and Discard."""
    gid = dom.esc(game_id)
    return ('<div class="ask" role="alertdialog" aria-labelledby="ask-' + gid + '"><p id="ask-' + gid
            + '">Discard ' + dom.esc(what(game_id, name)) + '? It cannot be resumed afterwards.</p>'
            '<button type="button" data-forget-yes="' + gid + '" data-k="forget-yes">Discard it</button> '
            '<button type="button" class="secondary" data-forget-no="' + gid + '" data-k="forget-no">'
            'Keep it</button></div>')


def replace_html(game_id, name):
    """The set-up's question before a new game replaces the saved one."""
    return ('<div class="ask" role="alertdialog" aria-labelledby="ask-replace"><p id="ask-replace">'
            'Starting a new game replaces ' + dom.esc(what(game_id, name)) + ': that game will be lost. '
            'Only one ' + dom.esc(name) + ' game is kept.</p>'
            '<button type="button" data-act="replace" data-k="replace">Start and lose the saved game</button> '
            '<button type="button" class="secondary" data-act="keep" data-k="keep">Keep the saved game</button>'
            '</div>')


def on_click(button, render):
    """The lobby's Discard and its answer; True when `button` was one of them."""
    for attr in ("data-forget", "data-forget-yes", "data-forget-no"):
        game_id = button.getAttribute(attr)
        if game_id is None:
            continue
        forgetting[0] = game_id if attr == "data-forget" else None
        if attr == "data-forget-yes":
            saved.clear(game_id)
        render()
        from pyscript.js_modules import uihelpers
        if attr == "data-forget":
            uihelpers.focusKey("forget-no")
        return True
    return False
