"""What the cards in play give: genre pairs, doubles, uncovers and totals.

Pure functions over a *play*: the word's slots and the speller's own
Timeless Classics lying in play, with a function giving each card's
definition.  The engine (from the state) and `score_word` / the bots (from
a view) share them, so a preview and the real turn always agree.

A slot is {"card", "letter", "wild" (letter or None), "uncovered",
"classic" (a Timeless Classic in play, not a card from the hand),
"owner", "inked"}; `uses` holds {"doubles": {pos: n}, "used": [keys]}.
"""

# Benefits settled with a choice after the word is scored, in word order.
CHOICE_KINDS = ("coins_or_stars", "ink", "dump", "jail", "trash_coins", "trash_stars",
                "preview")
MAX_MULTIPLIER = 3


class Play:
    def __init__(self, slots, classics, speller, definition):
        self.slots = slots
        self.speller = speller
        self.definition = definition
        in_word = {s["card"] for s in slots}
        # The speller's own Timeless Classics benefit whether used or not.
        self.classics = [c for c in classics if c not in in_word]

    def face_up(self, slot):
        return slot["wild"] is None or slot["uncovered"]

    def benefits_from(self, slot):
        """Whether the slot's card gives benefits: face up and not another
        player's Timeless Classic."""
        return self.face_up(slot) and (not slot["classic"] or slot["owner"] == self.speller)

    def sources(self):
        """(key, card, position or None) for every card that gives benefits."""
        out = [(f"w{i}", s["card"], i) for i, s in enumerate(self.slots) if self.benefits_from(s)]
        return out + [(f"c{c}", c, None) for c in self.classics]

    def genre_counts(self):
        counts = {}
        for _, card, _ in self.sources():
            g = self.definition(card)["genre"]
            counts[g] = counts.get(g, 0) + 1
        return counts

    def active(self, card, counts=None):
        """(section, index, benefit) the card gives now: its basic benefits,
        and its genre benefits when another card of its genre is in play."""
        counts = self.genre_counts() if counts is None else counts
        d = self.definition(card)
        out = [("basic", i, b) for i, b in enumerate(d["basic"])]
        if d["genre"] != "starter" and counts.get(d["genre"], 0) >= 2:
            out += [("bonus", i, b) for i, b in enumerate(d["bonus"])]
        return out

    def abilities(self, kind, used):
        """[(key, position)] of unused `kind` abilities active in the word."""
        counts = self.genre_counts()
        out = []
        for key, card, pos in self.sources():
            for section, i, b in self.active(card, counts):
                akey = f"{key}.{section}{i}"
                if b["kind"] == kind and akey not in used and pos is not None:
                    out.append((akey, pos))
        return out

    def neighbours(self, pos):
        return [p for p in (pos - 1, pos + 1) if 0 <= p < len(self.slots)]

    def uncover_targets(self, pos):
        return [p for p in self.neighbours(pos)
                if self.slots[p]["wild"] is not None and not self.slots[p]["uncovered"]]

    def double_targets(self, pos):
        return [p for p in self.neighbours(pos) if self.benefits_from(self.slots[p])]

    def counts_for_specials(self):
        inked = sum(1 for s in self.slots if s["inked"])
        wild = sum(1 for s in self.slots if not self.face_up(s))
        return inked, wild

    def totals(self, doubles):
        """(coins, stars, choices) from every active benefit; doubled cards
        give 2x or 3x their coins and stars.  Choices are the benefits that
        wait for a decision: [{"kind", "n", "card", "key"}]."""
        counts = self.genre_counts()
        inked, wild = self.counts_for_specials()
        coins = stars = 0
        choices = []
        for key, card, pos in self.sources():
            mult = min(MAX_MULTIPLIER, 1 + doubles.get(str(pos), 0)) if pos is not None else 1
            for section, i, b in self.active(card, counts):
                kind, n = b["kind"], b["n"] * mult
                if kind == "coins":
                    coins += n
                elif kind == "stars":
                    stars += n
                elif kind == "coins_per_adventure":
                    coins += n * counts.get("adventure", 0)
                elif kind == "stars_per_inked":
                    stars += n * inked
                elif kind == "coins_per_inked":
                    coins += n * inked
                elif kind == "stars_per_wild":
                    stars += n * wild
                elif kind in CHOICE_KINDS:
                    if kind in ("ink", "preview"):
                        n = b["n"]   # doubling touches only coins and stars
                    choices.append({"kind": kind, "n": n, "card": card,
                                    "key": f"{key}.{section}{i}"})
        return coins, stars, choices
