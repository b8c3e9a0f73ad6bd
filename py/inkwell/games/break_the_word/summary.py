"""What each player did lately, said for the others (core.summary): from
public fields only (a board's zone, "ready", a finished round's answers),
never from an answer still face down."""

from inkwell.core.summary import part


def round_result(state, seat):
    """A seat's answer in the last finished round, once every answer is turned up."""
    last = state.get("last")
    if not last:
        return None
    for a in last.get("answers") or []:
        if a["seat"] == seat:
            right = "right" if a["word"] == last["word"] else "wrong"
            return part(f"answered {str(a['word']).upper()} in round {last['round']}: {right}, "
                        f"+{a['points']}")
    return part(f"gave no answer in round {last['round']}")


def turns(state):
    out = {}
    for seat, zone in enumerate(state["zones"]):
        said = None
        if state["phase"] == "clues" and zone is not None:
            said = part(f"locked in an answer (zone {zone})")
        elif state["phase"] == "clues" and state["ready"][seat]:
            said = part("is ready for the next clue")
        else:
            said = round_result(state, seat)
        if said:
            out[seat] = [said]
    return out
