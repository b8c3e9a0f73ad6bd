# What a replay is, said above it: the game, its players, the day it was
# played and the final scores. A link opened on another device is all the
# viewer has, so every seat is named: the seat this device's player had in a
# game of their own (named "You" at the set-up) reads "Player N" here, for
# "You" is nobody on another screen (and "You’s turn" reads wrong on any).
import dom

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")


def names_of(seats):
    names = []
    for i, s in enumerate(seats or []):
        name = s.get("name") if isinstance(s, dict) else None
        if not isinstance(name, str) or not name.strip() or name == "You":
            name = "Player " + str(i + 1)
        names.append(name[:40])
    return names


def renamed_turns(turns, old, new):
    """The engine's summaries of the last turns (each begins with its seat's
    name), under the names the replay gives the seats."""
    out = []
    for t in turns or []:
        seat, text = t.get("seat"), t.get("text") or ""
        if type(seat) is int and 0 <= seat < len(old or []) and seat < len(new) and text.startswith(old[seat]):
            t = dict(t)
            t["text"] = new[seat] + text[len(old[seat]):]
            t["name"] = new[seat]
        out.append(t)
    return out


def check_date(text):
    """A date as the link carries it ("2026-12-02"), else None: a link is
    untrusted, and a wrong date is no date."""
    if not isinstance(text, str) or len(text) != 10 or text[4] != "-" or text[7] != "-":
        return None
    y, m, d = text[:4], text[5:7], text[8:]
    if not (y.isdigit() and m.isdigit() and d.isdigit()):
        return None
    return text if 1 <= int(m) <= 12 and 1 <= int(d) <= 31 else None


def date_words(text):
    """"2026-12-02" -> "2 December 2026"."""
    return str(int(text[8:])) + " " + MONTHS[int(text[5:7]) - 1] + " " + text[:4]


def scores_text(names, outcome, rival):
    """"Greedy 41 (won), Player 1 12"; rival: the name of a co-op game's
    opponent, whose score the outcome may hold as "penny"."""
    if not isinstance(outcome, dict):
        return ""
    scores = outcome.get("scores") or []
    won = outcome.get("winners") or []
    parts = []
    for i, n in enumerate(names):
        if i < len(scores) and isinstance(scores[i], int):
            parts.append(n + " " + str(scores[i]) + (" (won)" if i in won else ""))
    if isinstance(outcome.get("penny"), int):
        parts.append(rival + " " + str(outcome["penny"]) + ("" if won else " (won)"))
    return ", ".join(parts)


def about_html(names, date, outcome, rival):
    """The lines under the replay's title (which names the game)."""
    played = "Played on " + date_words(date) + " by " if date else "Played by "
    scores = scores_text(names, outcome, rival)
    who = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)
    return ('<p class="rp-about">' + dom.esc(played + who) + '</p>'
            + ('<p class="rp-about">Final scores: ' + dom.esc(scores) + '</p>' if scores else ''))
