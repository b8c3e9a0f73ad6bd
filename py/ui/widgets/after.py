# After the game: its record as a replay (a room's host sends it once the
# game is over: nothing is secret then), what the engine says about it (the
# game's review) and the end screen's replay buttons. What a host sends is
# untrusted: the link is only capped and kept here, and the engine on this
# device decodes it, rebuilds it and checks it ends in the view this page
# saw end before it shows anything (app.show_replay with "seen").
import client
import dom
import recent
from pyscript import window

MAX_LINK = 60000   # characters: the host sends at most 48 KB (room/protocol.py)


async def fetch(s, view):
    """{"review", "link" (a room's), "after" (what went wrong, or "")} for the
    game `view` ended."""
    if not s.room:
        reply = await client.call({"type": "review", "record": s.record}) if s.record else {}
        return {"review": reply.get("review") if reply.get("ok") else None, "after": ""}
    reply = await client.call({"type": "record"})
    link = reply.get("link")
    if not reply.get("ok"):
        return {"after": (reply.get("error") or {}).get("message") or "The host sent no record."}
    if not isinstance(link, str) or not link.startswith("1.") or len(link) > MAX_LINK:
        return {"after": "The host's record of the game cannot be read."}
    recent.add_link(link, {"seat": s.viewer, "view": view}, s.GAME, s.summary(view))
    return {"link": link, "review": reply.get("review"), "after": ""}


def source(s):
    """What the replay opens from: the record played here, or the host's link
    with the view this page saw end (None while the host's is on its way)."""
    if s.link:
        return {"link": s.link, "seen": {"seat": s.viewer, "view": s.view()}, "date": recent.today()}
    if s.record and not s.room:
        return {"record": s.record, "date": recent.today()}
    return None


def note_html(s):
    """Where a room's record is (asked for, refused), and the shared link's box
    (none on a replay's own table, which asks for nothing)."""
    if s.after is None:
        return ""
    waiting = s.room and not s.link
    said = s.after if s.after else ("Getting the game's record from the host…" if waiting else "")
    return ('<p class="message info" id="end-after" role="status">' + dom.esc(said or "") + '</p>'
            '<p><input id="end-link" class="rp-link" readonly aria-label="Replay link" hidden></p>')


def sync(s):
    """The replay buttons work once there is something to replay."""
    ready = source(s) is not None
    for key in ("replay", "share-replay"):
        b = dom.qs('[data-k="' + key + '"]')
        if b is not None:
            b.disabled = not ready


def replay_url(encoded, date=None):
    """The link; the day the game was played rides after the record (a
    record holds no date), which app.replay_link reads back."""
    loc = window.location
    return (str(loc.origin) + str(loc.pathname) + "#replay=" + encoded
            + ("&on=" + date if date else ""))


async def show_link(box, encoded, date=None):
    """Put the replay's link in `box` (a readonly input) and copy it; returns
    the sentence that says what happened."""
    link = replay_url(encoded, date)
    box.value = link
    box.hidden = False
    box.select()
    copied = await window.inkwellRoom.copyText(link)
    return ("Link copied: anyone who opens it sees this replay." if '"ok":true' in str(copied)
            else "Select the link below and copy it.")


async def share(s):
    encoded = s.link
    if not encoded and s.record:
        reply = await client.call({"type": "replay_link", "record": s.record})
        encoded = reply.get("link") if reply.get("ok") else None
    box, said = dom.qs("#end-link"), dom.qs("#end-after")
    if not encoded or box is None:
        return
    text = await show_link(box, encoded, recent.today())
    if said is not None:
        said.textContent = text
