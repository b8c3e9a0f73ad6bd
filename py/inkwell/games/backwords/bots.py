def pass_bot(view, rng):
    if view["phase"] == "challenge":
        return {"type": "accept"}
    if view["phase"] == "vote":
        return {"type": "vote", "valid": True}
    return {"type": "pass"}


BOTS = {"random": pass_bot}
