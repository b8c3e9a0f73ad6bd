"""Build `cards.json`, Inkwell's own Hardback card set, deterministically.

Run `python3 -m inkwell.games.hardback.make_cards` to rewrite the file; the
JSON is what ships.  The set is original: only the aggregate figures of
shared/notes/hardback-card-profile.md carry over (35 cards per genre, the
cost curve, every letter A-Z plus 9 duplicates, 3 Timeless Classics and one
special per genre, and about as many benefit lines of each kind).

A card is {"def", "letter", "genre", "cost", "classic", "buy_stars",
"basic": [benefit], "bonus": [benefit], "text"} and a benefit is
{"kind": ..., "n": ...}; `bonus` holds the genre benefits.
"""

import json
import os

from inkwell.core.rng import Rng

GENRES = ["adventure", "horror", "mystery", "romance"]
COSTS = [2] * 4 + [3] * 7 + [4] * 9 + [5] * 6 + [6] * 4 + [7] * 2 + [8] * 2 + [9]
DUPLICATES = "AEIOLNRST"
RARE = "JQXZKV"

# Starters: 18 distinct letters, 8 give 1 coin and 10 give 1 star.
STARTER_COINS = "ELRTBDMP"
STARTER_LETTERS = "ABCDEGHILMNOPRSTUY"

# Ability value in coin units, used to size the rest of a card.
ABILITY_VALUE = {"ink": 1, "uncover": 1, "jail": 1, "double": 2, "preview": 2,
                 "coins_per_adventure": 2, "stars_per_inked": 2, "stars_per_wild": 2,
                 "coins_per_inked": 1}

# Per genre: abilities (kind, cards, amount or None), then coin/star/choice lines.
PROFILE = {
    "adventure": {"abilities": [("trash_coins", 8), ("trash_stars", 6)],
                  "special": "coins_per_adventure",
                  "lines": {"stars": 59, "coins": 9}, "buy_stars": 17,
                  "classics": (5, 6, 8)},
    "horror": {"abilities": [("ink", 23)], "special": "stars_per_inked",
               "lines": {"stars": 32, "coins": 20, "coins_or_stars": 14},
               "classics": (5, 7, 8)},
    "mystery": {"abilities": [("uncover", 23), ("jail", 13)], "special": "stars_per_wild",
                "lines": {"stars": 41, "coins": 22}, "classics": (4, 6, 8)},
    "romance": {"abilities": [("double", 13), ("dump", 21)], "special": "preview",
                "lines": {"stars": 34, "coins": 29}, "classics": (5, 7, 8)},
}
# Abilities that need a neighbour in the word or would remove the card make
# no sense on a Timeless Classic, which benefits while lying in play.
NOT_ON_CLASSICS = {"trash_coins", "trash_stars", "double", "uncover"}


def letters_for(genre_index):
    """35 letters, rare ones first so that they land on cheap cards."""
    rng = Rng(1000 + genre_index)
    common = [c for c in "ABCDEFGHILMNOPRSTUWY" if c not in RARE] + list(DUPLICATES)
    rng.shuffle(common)
    rare = list(RARE)
    rng.shuffle(rare)
    # Rare letters are awkward to spell with: give them the cheaper slots.
    return rare[:4] + common[:6] + rare[4:] + common[6:]


def make_genre(genre, gi):
    profile = PROFILE[genre]
    rng = Rng(7 + gi)
    letters = letters_for(gi)
    cards = [{"letter": letters[i], "genre": genre, "cost": COSTS[i], "classic": False,
              "buy_stars": 0, "basic": [], "bonus": []} for i in range(35)]
    for cost in profile["classics"]:
        card = next(c for c in reversed(cards) if c["cost"] == cost and not c["classic"]
                    and c["letter"] not in RARE)
        card["classic"] = True
    if genre == "horror":
        horror_h(cards)
    special = next(c for c in cards if c["cost"] == 5 and not c["classic"] and not c["basic"])
    special["bonus"].append({"kind": profile["special"], "n": 3 if genre == "romance" else 1})
    deal_abilities(cards, profile["abilities"], rng)
    deal_lines(cards, profile["lines"], rng)
    if genre == "adventure":
        deal_buy_stars(cards, profile["buy_stars"])
    return cards


def horror_h(cards):
    """The BGA Horror H: 1 coin and 2 stars, and 1 coin per inked card (genre)."""
    h = next(c for c in cards if c["letter"] == "H")
    # Its benefits are worth about 3 coins: give it a 3-coin price tag.
    cheap = next(c for c in cards if c["cost"] == 3 and c["letter"] not in RARE)
    h["letter"], cheap["letter"] = cheap["letter"], "H"
    h = cheap
    h["basic"] = [{"kind": "coins", "n": 1}, {"kind": "stars", "n": 2}]
    h["bonus"] = [{"kind": "coins_per_inked", "n": 1}]
    h["fixed"] = True


def deal_abilities(cards, abilities, rng):
    pool = [kind for kind, count in abilities for _ in range(count)]
    rng.shuffle(pool)
    order = [c for c in cards if not c.get("fixed")]
    i = 0
    while pool:
        card = order[i % len(order)]
        i += 1
        kind = pool[-1]
        if card["classic"] and kind in NOT_ON_CLASSICS:
            continue
        if any(b["kind"] == kind for b in card["basic"] + card["bonus"]):
            continue
        pool.pop()
        # Alternate sections so that about half the abilities need a genre pair.
        section = "basic" if (i % 2 or kind.startswith("trash")) else "bonus"
        card[section].append({"kind": kind, "n": 1})


def deal_lines(cards, lines, rng):
    """Give each card coin/star lines, costlier cards more, then size them."""
    free = [c for c in cards if not c.get("fixed")]
    kinds = [k for k, n in lines.items() for _ in range(n)]
    rng.shuffle(kinds)
    weights = sorted(free, key=lambda c: (-c["cost"], len(c["basic"] + c["bonus"])))
    # Round robin from the most expensive: every card gets at least one line.
    while kinds:
        for card in weights:
            if not kinds:
                break
            if len(card["basic"]) + len(card["bonus"]) >= 4:
                continue
            kind = kinds.pop()
            section = "basic" if not any(
                b["kind"] in lines for b in card["basic"]) else "bonus"
            card[section].append({"kind": kind, "n": 1})
    for card in free:
        size_card(card)


def size_card(card):
    """Spread the card's value (about its cost plus one) over its lines."""
    budget = card["cost"] + 1
    for b in card["basic"] + card["bonus"]:
        budget -= ABILITY_VALUE.get(b["kind"], 0)
    sized = [b for b in card["basic"] + card["bonus"]
             if b["kind"] in ("coins", "stars", "coins_or_stars", "trash_coins",
                              "trash_stars", "dump")]
    for b in sized:
        budget -= 1
    i = 0
    while budget > 0 and sized:
        b = sized[i % len(sized)]
        b["n"] += 1
        budget -= 1
        i += 1
    for b in sized:
        if b["kind"] in ("trash_coins", "trash_stars", "dump"):
            # One-shot benefits come bigger.
            b["n"] += 1 + card["cost"] // 3


def deal_buy_stars(cards, count):
    picks = sorted(cards, key=lambda c: (-c["cost"], c["letter"]))[:count]
    for c in picks:
        c["buy_stars"] = 1 + c["cost"] // 4


TEXT = {
    "coins": "{n}¢", "stars": "{n}★", "coins_or_stars": "{n}¢ or {n}★",
    "ink": "ink or remover", "double": "double an adjacent card",
    "uncover": "uncover an adjacent wild", "jail": "jail an offer-row card",
    "dump": "dump a discarded card for {n}¢", "trash_coins": "trash this for {n}¢",
    "trash_stars": "trash this for {n}★", "coins_per_adventure": "{n}¢ per Adventure card in play",
    "stars_per_inked": "{n}★ per inked card in the word",
    "coins_per_inked": "{n}¢ per inked card in the word",
    "stars_per_wild": "{n}★ per wild card in the word",
    "preview": "preview {n} cards of your deck: keep or discard each",
}


def describe(card):
    return {section: [TEXT[b["kind"]].format(n=b["n"]) for b in card[section]]
            for section in ("basic", "bonus")}


def starters():
    out = []
    for letter in STARTER_LETTERS:
        kind = "coins" if letter in STARTER_COINS else "stars"
        out.append({"letter": letter, "genre": "starter", "cost": 0, "classic": False,
                    "buy_stars": 0, "basic": [{"kind": kind, "n": 1}], "bonus": []})
    return out


def build():
    cards = []
    for gi, genre in enumerate(GENRES):
        cards += sorted(make_genre(genre, gi), key=lambda c: (c["cost"], c["letter"]))
    cards += starters()
    for i, card in enumerate(cards):
        card.pop("fixed", None)
        card["def"] = i
        card["text"] = describe(card)
    return {"version": 1, "genres": GENRES, "offer_cards": 140, "cards": cards}


def main():
    path = os.path.join(os.path.dirname(__file__), "cards.json")
    data = build()
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\"version\": 1, \"genres\": " + json.dumps(GENRES)
                + ", \"offer_cards\": 140, \"cards\": [\n")
        f.write(",\n".join(json.dumps(c, ensure_ascii=False, sort_keys=True)
                           for c in data["cards"]))
        f.write("\n]}\n")
    return path


if __name__ == "__main__":
    print(main())
