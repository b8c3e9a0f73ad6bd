# Rooms: the seats' rows, in the waiting room and in the bar above the table,
# with the host's controls for each guest. Remove asks first ("Remove Bob?
# Remove / Keep"), as it cannot be undone and sits just above the table.
import dom
from rooms.common import PRESENCE, ui


def seat_buttons(s, lobby, css):
    """The host's controls for one guest's seat: let a bot play it, remove the player."""
    if ui["role"] != "host" or s["seat"] == 0:
        return ""
    seat, name = str(s["seat"]), dom.esc(s["name"])
    extra = ""
    if s["kind"] == "guest" and s["presence"] == "gone":
        extra = (' <button type="button"' + css + ' data-room="bot-seat" data-seat="' + seat
                 + '">Let a bot play ' + name + '</button>')
    if not (s["kind"] == "guest" or (lobby and s["kind"] == "bot")):
        return extra
    if ui["confirm"] == s["seat"]:
        return extra + (' <span class="room-confirm" role="group" aria-label="Remove ' + name
                        + '?">Remove ' + name + '? <button type="button"' + css
                        + ' data-room="remove-yes" data-seat="' + seat + '">Remove</button>'
                        ' <button type="button" class="secondary' + (' mini' if css else '')
                        + '" data-room="remove-no">Keep</button></span>')
    return extra + (' <button type="button"' + css + ' data-room="remove" data-seat="' + seat
                    + '" aria-label="Remove ' + name + '">Remove</button>')


def seat_rows(room, lobby, css, said=None):
    """Each seat as an <li>: name, what it just said (`said`: {seat: text}),
    presence, the host's buttons."""
    me = room.get("you")
    rows = []
    for s in room.get("seats", []):
        who = dom.esc(s["name"]) + (" (you)" if s["seat"] == me else "")
        if said and s["seat"] in said:
            who += ' <q class="chat-bubble">' + dom.esc(said[s["seat"]]) + '</q>'
        rows.append('<li data-presence="' + dom.esc(s["presence"]) + '">' + who
                    + ' <span class="presence">' + PRESENCE.get(s["presence"], s["presence"])
                    + '</span>' + seat_buttons(s, lobby, css) + '</li>')
    return "".join(rows)
