"""Creating and changing words: "Backwords X" pulls and the word
modification rules.  Everything here reads a *table* -- {"hand": [card
ids], "row": [card ids, oldest first], "words": [word]} -- which the engine
builds from the state and the query and bots from a view, so a move is
judged the same way before and after it is confirmed.

A word on the table is {"id", "owner", "stacks": [[card ids, bottom to
top]], "text"}: one stack per letter, the top card shows; text[i] is the
letter of stack i (the letter a wild on top stands for).  Cards are named
as the shared word parser reads them: {"card": id, "wild": letter or null}.

Backwords 4 pulls A-J-T-C (last first); CAT uses C, so the J stays in hand:

>>> kinds = {1: "z", 10: "c", 11: "j", 12: "t", 13: "a"}.get
>>> t = {"hand": [], "row": [1, 10, 12, 11, 13], "words": []}
>>> p = plan_create(t, {"pull": 4, "cards": [{"card": 10}, {"card": 13}, {"card": 12}]}, kinds)
>>> p["texts"], p["pull"], p["kept"], p["returned"]
(['cat'], 4, [11], [])
"""

from inkwell.core import require
from inkwell.wordcards import piles, tiles

from .cards import MIN_LENGTH, WILD, kind, points

MAX_LENGTH = 30
NOT_HELD = ("not_yours", "That card is neither in your hand nor among the cards you pulled.")
ZONES = {zone: tiles.Zone(wild=False, wild_refused=(
    "not_wild", "A letter card is its own letter: only a wild card stands for another."))
    for zone in ("hand", "row")}


class Pull:
    """The cards a move may take: the hand, and the last `pull` cards of the row."""

    def __init__(self, table, pull, kinds):
        require(type(pull) is int and 0 <= pull <= len(table["row"]), "bad_pull",
                f"You can pull from 0 to {len(table['row'])} cards from the discard row.")
        self.table, self.pull, self.kinds = table, pull, kinds
        self.pulled = table["row"][len(table["row"]) - pull:]
        self.used = set()

    def held(self):
        """The cards the shared parser may read, by zone."""
        def letters(card):
            k = self.kinds(card)
            return None if k == WILD else k
        held = {c: tiles.Held("hand", letters(c)) for c in self.table["hand"]}
        held.update({c: tiles.Held("row", letters(c)) for c in self.pulled})
        return held

    def parse(self, entries, min_length):
        """The shared parser's tiles for `entries`, each card then counted as used."""
        found = tiles.parse_word(entries, self.held(), ZONES, min_length=min_length,
                                 max_cards=MAX_LENGTH, not_held=NOT_HELD)
        self.used.update(t["card"] for t in found)
        return found

    def settle(self):
        """(effective pull, cards kept in hand, cards returned to the row).

        The furthest card back that the move uses is the last one taken;
        cards pulled beyond it go back onto the row in their order (an
        over-pull cannot stand), unused ones before it stay in hand."""
        if not self.pull:
            return 0, [], []
        used = [i for i, c in enumerate(self.pulled) if c in self.used]
        require(used, "pull_unused",
                "You pulled cards from the row but used none of them: pull fewer.")
        cut = used[0]
        kept = [c for c in self.pulled[cut:] if c not in self.used]
        return self.pull - cut, kept, self.pulled[:cut]

    def from_hand(self):
        return [c for c in self.table["hand"] if c in self.used]


def word_points(stacks, kinds=kind):
    return sum(points(kinds(s[-1])) for s in stacks)


def plan_create(table, action, kinds=kind):
    """The base word `action` ({"pull", "cards": [{"card", "wild"}]}) creates."""
    pull = Pull(table, action.get("pull", 0), kinds)
    found = pull.parse(action.get("cards"), MIN_LENGTH)
    stacks = [[t["card"]] for t in found]
    word = {"id": None, "owner": None, "stacks": stacks, "text": tiles.text_of(found)}
    return finish(pull, [word], [word_points(stacks, kinds)])


def plan_change(table, action, kinds=kind):
    """The words `action` ({"pull", "words": [{"word": id, "letters": [...]}]})
    changes; each letter is {"stack": i} (kept), {"stack": i, "card": c}
    (covered by c) or {"card": c} (added), with "wild" for a wild card (a
    wild on top of a kept stack may say another letter)."""
    pull = Pull(table, action.get("pull", 0), kinds)
    changes = action.get("words")
    require(isinstance(changes, list) and changes, "bad_change", "Say which words you change.")
    new_cards = parse_new_cards(pull, changes)
    on_table = {w["id"]: w for w in table["words"]}
    seen, words, scores = set(), [], []
    for change in changes:
        require(change.get("word") in on_table, "no_word", "That word is not on the table.")
        require(change["word"] not in seen, "changed_twice", "A word may change only once a turn.")
        seen.add(change["word"])
        word, added = change_word(on_table[change["word"]], change["letters"], new_cards, kinds)
        words.append(word)
        # Rearranging alone scores nothing; any new card (a wild too) scores the word.
        scores.append(word_points(word["stacks"], kinds) if added else 0)
    return finish(pull, words, scores)


def parse_new_cards(pull, changes):
    """{card: letter} of every card the change lays, read by the shared parser
    in one go (so no card serves twice, even in two words)."""
    entries = []
    for change in changes:
        require(isinstance(change, dict) and isinstance(change.get("letters"), list)
                and 0 < len(change["letters"]) <= MAX_LENGTH, "bad_change",
                'Each changed word is {"word": id, "letters": [...]}.')
        for letter in change["letters"]:
            require(isinstance(letter, dict), "bad_change", "Each letter is a stack, a card, or both.")
            if letter.get("card") is not None:
                entries.append({"card": letter["card"], "wild": letter.get("wild")})
    if not entries:
        return {}
    return {t["card"]: t["letter"] for t in pull.parse(entries, 0)}


def change_word(old, letters, new_cards, kinds):
    """The changed word and whether a new card went into it."""
    stacks, text, kept, added = [], "", set(), False
    for entry in letters:
        index = entry.get("stack")
        if index is not None:
            require(type(index) is int and 0 <= index < len(old["stacks"]) and index not in kept,
                    "bad_stack", "Each letter already in the word is used exactly once.")
            kept.add(index)
        stack, letter = one_letter(old, index, entry, new_cards, kinds)
        added = added or entry.get("card") is not None
        stacks.append(stack)
        text += letter
    require(len(kept) == len(old["stacks"]), "shorter",
            "A word never shortens: every letter already in it stays (covered or not).")
    require(stacks != old["stacks"] or text != old["text"], "unchanged", "That word is unchanged.")
    return {"id": old["id"], "owner": old["owner"], "stacks": stacks, "text": text}, added


def one_letter(old, index, entry, new_cards, kinds):
    card = entry.get("card")
    if card is None:
        require(index is not None, "bad_change", "Each letter is a stack, a card, or both.")
        stack = list(old["stacks"][index])
        wild = entry.get("wild")
        if wild is None:
            return stack, old["text"][index]
        require(kinds(stack[-1]) == WILD, *ZONES["hand"].wild_refused)
        return stack, tiles.check_wild(wild)
    if index is None:
        return [card], new_cards[card]
    stack = old["stacks"][index]
    require(kinds(card) != kinds(stack[-1]), "same_letter",
            "A card cannot be stacked on its own letter.")
    return stack + [card], new_cards[card]


def finish(pull, words, scores):
    effective, kept, returned = pull.settle()
    for word in words:
        require(len(word["text"]) >= MIN_LENGTH, "too_short", f"A word has at least {MIN_LENGTH} letters.")
    return {"pull": effective, "kept": kept, "returned": returned, "hand_used": pull.from_hand(),
            "words": words, "scores": scores, "points": sum(scores),
            "texts": [w["text"] for w in words]}


def apply_plan(table, plan):
    """Move the cards: the pulled ones leave the row, the used ones leave the
    hand, unused pulled ones before the last join the hand."""
    if plan["pull"]:
        piles.take_last(table["row"], plan["pull"])
    for card in plan["hand_used"]:
        table["hand"].remove(card)
    table["hand"].extend(plan["kept"])
