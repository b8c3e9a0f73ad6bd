# Cards that print more than one letter (Paperback's TH) or none at all (a
# wild card, which always stands for a letter the player picks): which card a
# typed letter goes to, and the letter a wild stands for until one is chosen.


def typed_card(cards, key, letters_of, used):
    """(card id, wild letter or None, letters still to type) for a typed key:
    a card printing just that letter, else a card whose letters start with
    it (the rest are typed next), else a wild card standing for it."""
    key = key.upper()
    longer = wild = None
    for c in cards:
        if c["id"] in used:
            continue
        printed = letters_of(c)
        if printed == key:
            return c["id"], None, ""
        if longer is None and len(printed) > 1 and printed[0] == key:
            longer = c
        if wild is None and not printed:
            wild = c
    if longer is not None:
        return longer["id"], None, letters_of(longer)[1:]
    if wild is not None:
        return wild["id"], key.lower(), ""
    return None, None, ""


WILD_LETTER = "a"


def name_wilds(entries, wild_ids):
    """A wild card always stands for a letter: it comes into a word as A
    (its picker changes it), in every game alike."""
    for e in entries:
        if e["card"] in wild_ids and not e["wild"]:
            e["wild"] = WILD_LETTER

