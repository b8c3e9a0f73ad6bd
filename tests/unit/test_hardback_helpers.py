"""Helpers the Hardback tests share: set up a hand, an offer row, a word.

They move cards between zones without losing any, so the card-conservation
check holds in hand-built positions too.
"""

from inkwell.games.hardback import GAME, cards, piles
from inkwell.wordcards.piles import check_conserved

SEATS = ["Ann", "Bob", "Cy", "Di", "Ed"]


def new_game(players=2, seed=1, **options):
    options.setdefault("dictionary", "common")
    return GAME.setup(options, SEATS[:players], seed)


def act(state, seat, action):
    return GAME.apply(state, seat, action)


def find_def(genre, letter=None, basic=(), bonus=(), classic=None, cost=None, without=()):
    """The first definition of `genre` with this letter and benefit kinds."""
    for d in cards.definitions():
        kinds_b = [b["kind"] for b in d["basic"]]
        kinds_g = [b["kind"] for b in d["bonus"]]
        if (d["genre"] == genre and (letter is None or d["letter"] == letter.upper())
                and all(k in kinds_b for k in basic) and all(k in kinds_g for k in bonus)
                and (classic is None or d["classic"] == classic)
                and (cost is None or d["cost"] == cost)
                and not any(k in kinds_b + kinds_g for k in without)):
            return d["def"]
    raise LookupError((genre, letter, basic, bonus))


def defn(card_id, state=None):
    return cards.card(state, card_id) if state else cards.definitions()[card_id]


def starter(state, seat, letter):
    """The id of one of `seat`'s starter cards with `letter`."""
    for cid in range(cards.OFFER_CARDS + 10 * seat, cards.OFFER_CARDS + 10 * seat + 10):
        if cards.letter(state, cid) == letter.lower():
            return cid
    raise LookupError(letter)


def locate(state, card_id):
    for name, ids in piles.zones(state).items():
        if card_id in ids:
            return name, ids
    raise LookupError(card_id)


def owner_of(zone):
    head = zone.split(".")[0]
    return int(head) if head.isdigit() else None


def take(state, card_id, seat):
    """Remove a card from wherever it is; keep genre counts right for `seat`."""
    name, ids = locate(state, card_id)
    ids.remove(card_id)
    if card_id < cards.OFFER_CARDS:
        prev = owner_of(name)
        if prev != seat:
            if prev is not None:
                state["players"][prev]["genres"][cards.genre(state, card_id)] -= 1
            state["players"][seat]["genres"][cards.genre(state, card_id)] += 1


def cid(state, seat, c):
    return starter(state, seat, c) if isinstance(c, str) else c


def set_hand(state, seat, *hand, inked=()):
    """Give `seat` exactly this hand (ids, or letters for its starters)."""
    player = state["players"][seat]
    player["discard"] += player["hand"] + player["inked"]
    player["hand"], player["inked"] = [], []
    for c in hand:
        c = cid(state, seat, c)
        take(state, c, seat)
        player["hand"].append(c)
    for c in inked:
        c = cid(state, seat, c)
        take(state, c, seat)
        player["inked"].append(c)
    piles.refill_row(state, _Rng())
    return [cid(state, seat, c) for c in hand]


def put(state, seat, zone, *ids):
    """Put cards into one of `seat`'s zones (discard, classics, draw...)."""
    for c in ids:
        c = cid(state, seat, c)
        take(state, c, seat)
        state["players"][seat][zone].append(c)
    piles.refill_row(state, _Rng())


def set_row(state, *ids):
    """Make the offer row exactly these cards (the old row goes back to the deck)."""
    state["offer_deck"] += state["row"]
    state["row"] = []
    for c in ids:
        state["offer_deck"].remove(c)
        state["row"].append(c)


class _Rng:
    def shuffle(self, items):
        pass


def word(*ids, wild=None):
    wild = wild or {}
    return [{"card": c, "wild": wild.get(c)} for c in ids]


def spell(state, seat, *ids, wild=None):
    return act(state, seat, {"type": "spell", "word": word(*ids, wild=wild)})


def conserved(state):
    return check_conserved(piles.zones(state), range(len(state["defs"]))) == []


def finish_choices(state, seat, answer=None):
    """Answer every pending choice (declining when allowed, else the first option)."""
    while state["turn"]["phase"] == "resolve":
        choice = GAME.view(state, seat)["choice"]
        if answer and choice["kind"] in answer:
            action = answer[choice["kind"]]
        elif choice["declinable"]:
            action = {"type": "decline"}
        elif choice["kind"] == "preview":
            action = {"type": "preview", "keep": []}
        else:
            action = {"type": "pick", "choice": choice["options"][0]}
        state = act(state, seat, action)
    return state


def to_buy(state, seat):
    if state["turn"]["phase"] == "flush":
        state = act(state, seat, {"type": "no_flush"})
    return state


def end_turn(state, seat):
    state = to_buy(state, seat)
    return act(state, seat, {"type": "end"})


def skip_turn(state, seat):
    state = act(state, seat, {"type": "skip"})
    return end_turn(state, seat)
