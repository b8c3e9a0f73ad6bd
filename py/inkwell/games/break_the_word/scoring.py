"""Zones and the scoring of a round's responses.

A response is placed in a zone by how many clues were out when it was
given; the zone is worth its number in points to a correct answer.

>>> [zone_for(r) for r in range(1, 10)]
[3, 3, 3, 2, 2, 2, 1, 1, 1]
"""

ZONES = (3, 2, 1)
"""The zones of the main board, in the order their boards are checked."""


def zone_for(revealed):
    """The zone of a response given when `revealed` clues were out."""
    return 3 - (revealed - 1) // 3


def check_order(responses):
    """Responses in the order they are checked: zone 3 first, each zone's
    boards in the order they were placed.

    >>> [r["seat"] for r in check_order([{"seat": 0, "zone": 2}, {"seat": 1, "zone": 3}])]
    [1, 0]
    """
    return sorted(responses, key=lambda r: -r["zone"])   # stable: placing order kept


def score_responses(word, responses):
    """[{"seat", "word", "zone", "points", "bonus"}] in checking order;
    `responses` are {"seat", "word", "zone"} in the order they were given.
    The first correct answer checked earns +1 (included in its points).

    >>> given = [{"seat": 0, "word": "apricot", "zone": 2},
    ...          {"seat": 1, "word": "abandon", "zone": 3},
    ...          {"seat": 2, "word": "apricot", "zone": 1}]
    >>> [(r["seat"], r["points"], r["bonus"]) for r in score_responses("apricot", given)]
    [(1, 0, False), (0, 3, True), (2, 1, False)]
    """
    results, bonus_left = [], True
    for r in check_order(responses):
        right = r["word"] == word
        bonus = right and bonus_left
        bonus_left = bonus_left and not right
        points = (r["zone"] if right else 0) + bonus
        results.append({"seat": r["seat"], "word": r["word"], "zone": r["zone"],
                        "points": points, "bonus": bonus})
    return results
