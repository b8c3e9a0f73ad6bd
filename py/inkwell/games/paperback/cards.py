"""Paperback's card set (cards.json, our own design) and what a card id
means in one game.

Every definition is {"def", "kind", "letters", "cost", "score", "fame",
"pile", "ability"}: kind is "starter" / "starter_fame" (the starting deck),
"letter" (the offer piles), "attack" (the advanced option), "fame" (one
definition per Fame pile: all its cards are alike) or "common"; letters is
"E", a two-letter card's "TH", or None for a wild (every Fame card).
`state["defs"][card id]` maps the cards of a game to their definitions.

>>> len([d for d in definitions() if d["kind"] == "letter"])
86
>>> sorted({len(d["letters"]) for d in definitions() if d["kind"] == "letter"})
[1, 2]
>>> fame_counts(3)
{'5': 6, '8': 6, '11': 3, '17': 2}
>>> ability_text({"kind": "coins_if_length", "n": 2, "length": 6})
'+2¢ if the word has 6 letters or more'
>>> ability_text({"kind": "attack_short", "n": 1, "length": 7})
'Attack if the word has 7 letters or more: every other player draws 1 card fewer next hand'
"""

from inkwell.wordcards.game import package_json

IF_LONG = "if the word has {length} letters or more"
TEXT = {
    "draw": "Next hand: +{n} card{s}",
    "coins": "+{n}¢",
    "coins_if_length": "+{n}¢ " + IF_LONG,
    "coins_next_to_vowel": "+{n}¢ if a vowel is next to this card",
    "double_left": "The card on its left scores double",
    "may_trash": "You may remove a card of your hand (not in the word) from the game",
    "attack_tax": "every other player's next word earns {n}¢ less",
    "attack_short": "every other player draws {n} card{s} fewer next hand",
}
VOWELS = "aeiou"


def card_set():
    """The static card set: piles, Fame counts, the length track and the cards."""
    data = package_json(__file__, "cards.json")
    # Checked once per card set, not per call: bots ask for it thousands of times a game.
    if "text" not in data["cards"][-1]:
        for d in data["cards"]:
            d["text"] = ability_text(d["ability"]) if d["ability"] else ""
    return data


def definitions():
    return card_set()["cards"]


def ability_text(ability):
    n = ability.get("n", 0)
    text = TEXT[ability["kind"]].format(s="" if n == 1 else "s", **ability)
    if not ability["kind"].startswith("attack_"):
        return text
    # An Attack card may attack only from a long word: rarer attacks keep the game's length.
    condition = " " + IF_LONG.format(**ability) if "length" in ability else ""
    return f"Attack{condition}: {text}"


def fame_counts(players):
    """{Fame pile: cards} for this many players (the rulebook's table)."""
    s = card_set()
    return dict(zip(s["fame_piles"], s["fame_counts"][str(players)]))


def defs_of(kind):
    return [d for d in definitions() if d["kind"] == kind]


def fame_def(pile):
    return next(d["def"] for d in defs_of("fame") if d["pile"] == pile)


def card(state, card_id):
    """The definition of card `card_id` in this game."""
    return definitions()[state["defs"][card_id]]


def letters(state, card_id):
    """What the card prints, lowercase; None for a wild."""
    printed = card(state, card_id)["letters"]
    return printed.lower() if printed else None


def fame_of(state, ids):
    return sum(card(state, c)["fame"] for c in ids)
