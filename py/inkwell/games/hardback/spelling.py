"""Spelling a word: which cards may be used, wilds, ink, votes, awards.

A word is a list of {"card": id, "wild": null or a letter}: cards from the
speller's hand (inked or not) and any Timeless Classic in play.  Any card
from the hand may be played wild (face down, any letter, no benefits);
inked cards and Timeless Classics in play may not.
"""

from inkwell.core import require

from . import cards, lexicon, piles

MIN_LENGTH = 2
MAX_LENGTH = 30
AWARDS = ((12, 15), (11, 12), (10, 9), (9, 7), (8, 6), (7, 5))
"""Literary Awards: (word length at least, stars)."""


def classic_owners(state):
    return {c: s for s, p in enumerate(state["players"]) for c in p["classics"]}


def parse_word(state, seat, word):
    """The slots of a proposed word, or IllegalAction saying what is wrong."""
    require(isinstance(word, list) and word, "bad_word", "Spell a word: a list of cards.")
    require(len(word) <= MAX_LENGTH, "bad_word", "That word is too long.")
    player = state["players"][seat]
    owners = classic_owners(state)
    slots, seen = [], set()
    for entry in word:
        require(isinstance(entry, dict) and type(entry.get("card")) is int, "bad_word",
                'Each letter is {"card": id, "wild": null or a letter}.')
        slots.append(make_slot(state, seat, player, owners, entry, seen))
    missing = [c for c in player["inked"] if c not in seen]
    require(not missing, "inked_unused",
            "Every inked card must be used in your word (use remover, or skip your turn).")
    require(len(slots) >= MIN_LENGTH, "too_short", f"A word has at least {MIN_LENGTH} letters.")
    return slots


def make_slot(state, seat, player, owners, entry, seen):
    card_id, wild = entry["card"], entry.get("wild")
    require(card_id not in seen, "card_twice", "A card can be used only once in a word.")
    seen.add(card_id)
    if card_id in player["hand"]:
        source = "hand"
    elif card_id in player["inked"]:
        source = "inked"
        require(wild is None, "inked_wild", "An inked card cannot be played wild.")
    elif card_id in owners:
        source = "classic"
        require(wild is None, "classic_wild", "A Timeless Classic in play cannot be played wild.")
    else:
        raise_not_yours()
    if wild is not None:
        require(isinstance(wild, str) and len(wild) == 1 and wild.isascii() and wild.isalpha(),
                "bad_wild", "A wild card stands for one letter, a to z.")
        wild = wild.lower()
    return {"card": card_id, "letter": wild or cards.letter(state, card_id), "wild": wild,
            "uncovered": False, "classic": source == "classic",
            "owner": owners.get(card_id, seat), "inked": source == "inked", "gone": False}


def raise_not_yours():
    require(False, "not_in_hand",
            "That card is not in your hand nor a Timeless Classic in play.")


def text_of(slots):
    return "".join(s["letter"] for s in slots)


def check_unique(state, seat, text):
    mode = state["options"]["unique_words"]
    if mode == "per_game":
        require(text not in state["words"]["all"], "word_used",
                f"“{text}” has already been spelled this game.")
    elif mode == "per_player":
        require(text not in state["words"][str(seat)], "word_used",
                f"You have already spelled “{text}” this game.")


def voters(state, seat):
    return [s for s in range(len(state["players"])) if s != seat]


def take_cards(state, seat, slots):
    """Move the word's cards from the hand into the word area."""
    player = state["players"][seat]
    for s in slots:
        if not s["classic"]:
            (player["inked"] if s["inked"] else player["hand"]).remove(s["card"])


def return_cards(state, seat):
    """A rejected word: its cards go back to the hand."""
    player = state["players"][seat]
    for s in state["turn"]["word"]:
        if not s["classic"]:
            (player["inked"] if s["inked"] else player["hand"]).append(s["card"])
    state["turn"]["word"] = []
    state["turn"]["text"] = None


def record_word(state, seat, text):
    state["words"]["all"].append(text)
    state["words"][str(seat)].append(text)
    state["stats"][seat]["words"] += 1
    best = state["stats"][seat]["longest"]
    if len(text) > len(best):
        state["stats"][seat]["longest"] = text


def award_for(length):
    for at_least, stars in AWARDS:
        if length >= at_least:
            return stars
    return 0


def claim_award(state, seat, text):
    """The first to spell a longer word (7+) takes the Literary Award in play."""
    if not state["options"]["awards"]:
        return
    held = state["award"]
    if len(text) < 7 or (held and len(text) <= held["length"]):
        return
    state["award"] = {"seat": seat, "length": len(text), "stars": award_for(len(text)),
                      "word": text}
    piles.log(state, seat, "award", word=text, stars=award_for(len(text)))


def judge(state, text):
    """A word checked by the game's dictionary (not in vote mode)."""
    name = state["options"]["dictionary"]
    require(lexicon.is_word(name, text), "not_a_word",
            f"“{text}” is not in the {name} dictionary.")


def vote_passes(state, votes):
    yes = sum(1 for v in votes.values() if v)
    if state["options"]["dictionary"] == "vote_unanimous":
        return yes == len(votes)
    return 2 * yes >= len(votes)
