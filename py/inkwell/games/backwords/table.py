"""Creating and changing words: "Backwords X" pulls and the word
modification rules.  Everything here reads a *table* -- {"hand": [card
ids], "row": [card ids, oldest first], "words": [word]} -- which the engine
builds from the state and the query from a view, so a move is judged the
same way before and after it is confirmed.

A word on the table is {"id", "owner", "stacks": [[card ids, bottom to
top]], "text"}: one stack per letter, the top card shows; text[i] is the
letter of stack i (the letter a wild on top stands for).

Backwords 4 pulls A-J-T-C (last first); CAT uses C, so the J stays in hand:

>>> cards = {"c": 10, "j": 11, "t": 12, "a": 13}
>>> t = {"hand": [], "row": [1, 10, 12, 11, 13], "words": []}
>>> p = plan_create(t, {"pull": 4, "cards": [{"card": 10}, {"card": 13}, {"card": 12}]},
...                 kinds={1: "z", **{v: k for k, v in cards.items()}}.get)
>>> p["texts"], p["pull"], p["kept"], p["returned"]
(['cat'], 4, [11], [])
"""

from inkwell.core import require

from .cards import MIN_LENGTH, WILD, kind, points

MAX_LENGTH = 30


def letter_of(card, entry, kinds):
    """The letter a card stands for in a word: its own, or a wild's "as"."""
    k = kinds(card)
    wanted = entry.get("as")
    if k == WILD:
        require(isinstance(wanted, str) and len(wanted) == 1 and wanted.isascii()
                and wanted.isalpha(), "bad_wild", "Say which letter the wild card stands for (a-z).")
        return wanted.lower()
    require(wanted is None or wanted == k, "bad_letter", f"That card is the letter {k.upper()}.")
    return k


class Pull:
    """The cards a move may take: the hand, and the last `pull` cards of the row."""

    def __init__(self, table, pull):
        require(type(pull) is int and 0 <= pull <= len(table["row"]), "bad_pull",
                f"You can pull from 0 to {len(table['row'])} cards from the discard row.")
        self.table = table
        self.pull = pull
        self.pulled = table["row"][len(table["row"]) - pull:]
        self.used = set()

    def take(self, card):
        require(type(card) is int, "bad_card", "A card is named by its number.")
        require(card not in self.used, "card_twice", "A card can be used only once.")
        require(card in self.table["hand"] or card in self.pulled, "not_yours",
                "That card is neither in your hand nor among the cards you pulled.")
        self.used.add(card)
        return card

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


def check_length(text):
    require(len(text) >= MIN_LENGTH, "too_short", f"A word has at least {MIN_LENGTH} letters.")
    require(len(text) <= MAX_LENGTH, "too_long", "That word is too long.")


def word_points(stacks, kinds):
    return sum(points(kinds(s[-1])) for s in stacks)


def plan_create(table, action, kinds=kind):
    """The base word `action` ({"pull", "cards": [{"card", "as"}]}) creates."""
    pull = Pull(table, action.get("pull", 0))
    entries = action.get("cards")
    require(isinstance(entries, list) and entries, "bad_word", "Lay out a word: a list of cards.")
    require(len(entries) <= MAX_LENGTH, "too_long", "That word is too long.")
    stacks, text = [], ""
    for entry in entries:
        require(isinstance(entry, dict), "bad_word", 'Each letter is {"card": id, "as": letter}.')
        card = pull.take(entry.get("card"))
        text += letter_of(card, entry, kinds)
        stacks.append([card])
    check_length(text)
    word = {"id": None, "owner": None, "stacks": stacks, "text": text}
    return finish(pull, [word], [word_points(stacks, kinds)])


def plan_change(table, action, kinds=kind):
    """The words `action` ({"pull", "words": [{"word": id, "letters": [...]}]})
    changes; each letter is {"stack": i} (kept), {"stack": i, "card": c}
    (covered by c) or {"card": c} (added), with "as" for a wild."""
    pull = Pull(table, action.get("pull", 0))
    changes = action.get("words")
    require(isinstance(changes, list) and changes, "bad_change", "Say which words you change.")
    on_table = {w["id"]: w for w in table["words"]}
    seen, words, scores = set(), [], []
    for change in changes:
        require(isinstance(change, dict) and change.get("word") in on_table, "no_word",
                "That word is not on the table.")
        require(change["word"] not in seen, "changed_twice", "A word may change only once a turn.")
        seen.add(change["word"])
        word, added = change_word(on_table[change["word"]], change.get("letters"), pull, kinds)
        words.append(word)
        # Rearranging alone scores nothing; any new card (a wild too) scores the word.
        scores.append(word_points(word["stacks"], kinds) if added else 0)
    return finish(pull, words, scores)


def change_word(old, letters, pull, kinds):
    """The changed word and whether a new card went into it."""
    require(isinstance(letters, list) and letters and len(letters) <= MAX_LENGTH, "bad_change",
            "A changed word is a list of letters.")
    stacks, text, kept, added = [], "", set(), False
    for entry in letters:
        require(isinstance(entry, dict), "bad_change", "Each letter is a stack, a card, or both.")
        index = entry.get("stack")
        if index is not None:
            require(type(index) is int and 0 <= index < len(old["stacks"]) and index not in kept,
                    "bad_stack", "Each letter already in the word is used exactly once.")
            kept.add(index)
        stack, letter, new = one_letter(old, index, entry, pull, kinds)
        added = added or new
        stacks.append(stack)
        text += letter
    require(len(kept) == len(old["stacks"]), "shorter",
            "A word never shortens: every letter already in it stays (covered or not).")
    require(stacks != old["stacks"] or text != old["text"], "unchanged", "That word is unchanged.")
    return {"id": old["id"], "owner": old["owner"], "stacks": stacks, "text": text}, added


def one_letter(old, index, entry, pull, kinds):
    card = entry.get("card")
    if card is None:
        require(index is not None, "bad_change", "Each letter is a stack, a card, or both.")
        stack = list(old["stacks"][index])
        if kinds(stack[-1]) == WILD:
            return stack, letter_of(stack[-1], {"as": entry.get("as", old["text"][index])}, kinds), False
        return stack, letter_of(stack[-1], entry, kinds), False
    card = pull.take(card)
    letter = letter_of(card, entry, kinds)
    if index is None:
        return [card], letter, True
    stack = old["stacks"][index]
    require(kinds(card) != kinds(stack[-1]), "same_letter",
            "A card cannot be stacked on its own letter.")
    return stack + [card], letter, True


def finish(pull, words, scores):
    effective, kept, returned = pull.settle()
    return {"pull": effective, "kept": kept, "returned": returned, "hand_used": pull.from_hand(),
            "words": words, "scores": scores, "points": sum(scores),
            "texts": [w["text"] for w in words]}


def apply_plan(table, plan):
    """Move the cards: the pulled ones leave the row, the used ones leave the
    hand, unused pulled ones before the last join the hand."""
    row = table["row"]
    del row[len(row) - plan["pull"]:]
    for card in plan["hand_used"]:
        table["hand"].remove(card)
    table["hand"].extend(plan["kept"])

