"""Spelling a word: which cards may be used, wilds, ink, votes, awards.

A word is a list of {"card": id, "wild": null or a letter}: cards from the
speller's hand (inked or not) and any Timeless Classic in play.  Any card
from the hand may be played wild (face down, any letter, no benefits);
inked cards and Timeless Classics in play may not.
"""

from inkwell.wordcards import lexicon, tiles, turns

from . import cards, piles

MIN_LENGTH = 2
MAX_LENGTH = 30
AWARDS = ((12, 15), (11, 12), (10, 9), (9, 7), (8, 6), (7, 5))
"""Literary Awards: (word length at least, stars)."""

ZONES = {
    "hand": tiles.Zone(wild=True),
    "inked": tiles.Zone(
        wild=False, must_use=True,
        wild_refused=("inked_wild", "An inked card cannot be played wild."),
        unused=("inked_unused",
                "Every inked card must be used in your word (use remover, or skip your turn).")),
    "classic": tiles.Zone(
        wild=False, wild_refused=("classic_wild", "A Timeless Classic in play cannot be played wild.")),
}
NOT_HELD = ("not_in_hand", "That card is not in your hand nor a Timeless Classic in play.")


def holding(seat, hand, inked, classics, letter):
    """What `seat` may spell with, for tiles.parse_word and the bots:
    its hand and inked card ids, every player's Timeless Classics in play
    ([(owner, ids)]); letter(card id) is the card's letter."""
    held = {c: tiles.Held("hand", letter(c), seat) for c in hand}
    held.update((c, tiles.Held("inked", letter(c), seat)) for c in inked)
    for owner, ids in classics:
        held.update((c, tiles.Held("classic", letter(c), owner)) for c in ids)
    return held


def state_holding(state, seat):
    player = state["players"][seat]
    classics = [(s, p["classics"]) for s, p in enumerate(state["players"])]
    return holding(seat, player["hand"], player["inked"], classics,
                   lambda c: cards.letter(state, c))


def parse(word, held):
    """The slots of a proposed word, or IllegalAction saying what is wrong."""
    return [{"card": t["card"], "letter": t["letter"], "wild": t["wild"], "uncovered": False,
             "classic": t["zone"] == "classic", "owner": t["owner"], "inked": t["zone"] == "inked",
             "gone": False}
            for t in tiles.parse_word(word, held, ZONES, MIN_LENGTH, MAX_LENGTH, NOT_HELD)]


def parse_word(state, seat, word):
    return parse(word, state_holding(state, seat))


def check_unique(state, seat, text):
    lexicon.check_unique(state["words"], state["options"]["unique_words"], seat, text)


def voters(state, seat):
    return turns.other_seats(seat, len(state["players"]))


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
    lexicon.record_word(state["words"], seat, text)


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


