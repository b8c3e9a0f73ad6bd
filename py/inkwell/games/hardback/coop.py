"""Cooperative Anthology and solo play against Penny Dreadful.

Penny takes a turn after each player: she claims the oldest card of the
offer row and earns its cost in stars.  Timeless Classics are shared; each
card added to the offer row during a player's turn (or Penny's turn right
after it) discards that player's oldest Timeless Classic of its genre.
The players' combined score races Penny's to 60 stars per player; the game
ends at once when either side gets there, and the players win only if they
beat her (a tie is a loss).

Difficulty (a variant beside the rulebook's rules): Penny starts with a
head start in stars, per player.  At "standard" it evens out what her
signature genre is worth, so that a solo strong bot wins about half its
games with every signature (bench/bench_penny.py measures it); "easier"
starts her STEP stars per player lower, "harder" STEP higher.  A negative
head start means she starts behind.
"""

from . import cards, piles

TARGET_PER_PLAYER = 60
DIFFICULTIES = ("easier", "standard", "harder")
STANDARD_START = {"none": -2, "adventure": -8, "horror": -13, "mystery": -9, "romance": -17}
"""Penny's head start per player at standard, by signature genre."""
STEP = 10


def is_coop(state):
    return state["options"]["mode"] == "coop"


def new_penny(options, players):
    if options["mode"] != "coop":
        return None
    return {"score": head_start(options) * players, "cards": [], "signature": options["signature"],
            "target": TARGET_PER_PLAYER * players, "last": None}


def head_start(options):
    """Penny's stars per player when the game starts.

    >>> head_start({"signature": "romance", "difficulty": "harder"}) == STANDARD_START["romance"] + STEP
    True
    """
    shift = DIFFICULTIES.index(options["difficulty"]) - 1
    return STANDARD_START[options["signature"]] + STEP * shift


def signature(state, genre):
    """Whether Penny plays with this signature genre."""
    return is_coop(state) and state["penny"]["signature"] == genre


def refill(state, rng):
    piles.refill_row(state, rng, on_added=card_added)


def card_added(state, card_id):
    if not is_coop(state):
        return
    seat = state["turn"]["seat"]
    player = state["players"][seat]
    genre = cards.genre(state, card_id)
    # At most one Timeless Classic leaves per card added: the oldest of its genre.
    for tc in player["classics"]:
        if cards.genre(state, tc) == genre:
            player["classics"].remove(tc)
            player["discard"].append(tc)
            piles.log(state, seat, "classic_lost", card=tc)
            return


def row_has(state, genre):
    return any(cards.genre(state, c) == genre for c in state["row"])


def penny_sees_purchase(state):
    """Adventure signature: while an Adventure card is in the offer row,
    Penny gains 1 star for each card a player buys."""
    if signature(state, "adventure") and row_has(state, "adventure"):
        penny_scores(state, 1)
        piles.log(state, None, "penny_signature", genre="adventure", stars=1)


def penny_sees_ink(state):
    """Horror signature: while a Horror card is in the offer row, Penny
    gains 1 star for each ink a player uses."""
    if signature(state, "horror") and row_has(state, "horror"):
        penny_scores(state, 1)
        piles.log(state, None, "penny_signature", genre="horror", stars=1)


def penny_scores(state, stars):
    state["penny"]["score"] += stars


# Each signature genre: when it applies and what it does, as the table says it
# (the view's penny["effect"], the How-to's words).
EFFECTS = {
    "adventure": "While an Adventure card is in the offer row, Penny gains 1★ for each card you buy.",
    "horror": "While a Horror card is in the offer row, Penny gains 1★ for each ink you use.",
    "mystery": "When Penny claims a Mystery card, she also removes the cheapest card of the offer row "
               "from the game.",
    "romance": "When Penny claims a Romance card, she earns double its cost.",
}


def penny_turn(state, rng):
    if not state["row"]:
        return
    card_id = state["row"].pop(0)
    value = cards.cost(state, card_id)
    # The log names the signature whenever it changed what she earns or does.
    said = {}
    if signature(state, "romance") and cards.genre(state, card_id) == "romance":
        value *= 2
        said = {"signature": "romance"}
    state["penny"]["cards"].append(card_id)
    state["penny"]["last"] = card_id
    penny_scores(state, value)
    piles.log(state, None, "penny", card=card_id, stars=value, **said)
    if signature(state, "mystery") and cards.genre(state, card_id) == "mystery" and state["row"]:
        cheapest = min(state["row"], key=lambda c: cards.cost(state, c))
        state["row"].remove(cheapest)
        state["removed"].append(cheapest)
        piles.log(state, None, "penny_jailed", card=cheapest, signature="mystery")
    refill(state, rng)


def team_score(state):
    return sum(p["score"] for p in state["players"])


def reached(state):
    penny = state["penny"]
    return team_score(state) >= penny["target"] or penny["score"] >= penny["target"]
