# The steps of a guided game's script (tutorials/tutorial.py says what each key does),
# built the same way for every game's script.


def press(say, target, hint, look=None, **more):
    """Press `target` (a selector, or a list of them pressed in turn)."""
    return _step(say, look, press=target, hint=hint, **more)


def note(say, look=None, **more):
    """Read, then press the box's own Next."""
    return _step(say, look, next=True, **more)


def wait(say, until, look=None, **more):
    """Wait for the view: a test of it, or a dict of the fields it waits for."""
    return _step(say, look, until=until, **more)


def next_round(n):
    """Your turn again, spelling, in round `n`: the other players' turns are over."""
    return {"turn": 0, "phase": "spell", "round": n}


def _step(say, look, **what):
    step = {"say": say}
    step.update(what)
    if look is not None:
        step["look"] = look
    return step
