# The game log: the latest events as sentences, read out as they come.


SHOWN = 14   # the latest events a table's log shows


def recent(entries):
    return entries[-SHOWN:]


def log_html(prefix, lines):
    """lines: HTML sentences, oldest first."""
    # role "log" is not allowed on a list: it goes on a box around it
    return ('<h2 class="zone-title" id="' + prefix + '-log-title">Game log</h2><div class="log" '
            'role="log" aria-labelledby="' + prefix + '-log-title"><ol>'
            + "".join('<li>' + line + '</li>' for line in lines) + '</ol></div>')


def last_turns(entries, line_of, end_event="ended"):
    """{seat: [lines]} of each seat's latest finished turn in the log: the
    events a seat logged up to and including its `end_event`."""
    current, done = {}, {}
    for e in entries:
        seat = e.get("seat")
        if seat is None:
            continue
        if e.get("event") == end_event:
            if seat in current:
                done[seat] = current.pop(seat)
            continue
        current.setdefault(seat, []).append(line_of(e))
    return done


def vote_line(ev, who, word):
    """The vote's events, said alike in every game that votes on words
    (None for any other event)."""
    if ev == "proposed":
        return who + " proposed " + word + " (vote)"
    if ev == "rejected":
        return word + " was voted down"
    return None
