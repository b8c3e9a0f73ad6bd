# The move a Backwords player is building: a new base word, or a change to
# one word on the table, with the cards pulled back from the discard row.
# It extends the word builder's Word, so tapping, dragging and typing work
# as in every game; a kept letter of the word being changed is an entry
# whose card id is negative (-1 for the first stack), so it can be moved
# but never leaves the word (words never shorten). Typing a change spells
# the new word from its start: each letter typed takes one of the word's
# own letters not typed yet, else a card (the screen says which).
from widgets import word_builder as wb


def stack_id(index):
    return -(index + 1)


def stack_index(card_id):
    return -card_id - 1


class Move(wb.Word):
    def __init__(self):
        super().__init__()
        self.reset()

    def reset(self, target=None, stacks=0):
        """A new word (target None) or a change to word `target`, which has
        `stacks` letters; the pull is kept."""
        self.target = target
        self.covers = {}          # stack index -> {"card", "wild"} laid on it
        self.entries = [{"card": stack_id(i), "wild": None} for i in range(stacks)]
        self.typed = 0            # the entries typed so far, from the start
        self.auto = set()         # stacks covered by typing, until their letter is typed
        if not hasattr(self, "pull"):
            self.pull = 0

    def clear(self):
        """Back to a new word; the cards go back to the hand."""
        self.reset()

    def empty(self):
        """No move to judge: a change always has one (the engine says
        whether it is a change at all)."""
        return not self.entries

    def new_ids(self):
        """The hand or pulled cards in the move (added or covering)."""
        out = [e["card"] for e in self.entries if e["card"] >= 0]
        return out + [c["card"] for c in self.covers.values()]

    def ids(self):
        return [e["card"] for e in self.entries] + [c["card"] for c in self.covers.values()]

    def remove(self, card_id):
        if card_id < 0 and self.target is not None:
            return   # a letter of the word stays in it
        for i in list(self.covers):
            if self.covers[i]["card"] == card_id:
                del self.covers[i]
        self.drop(lambda e: e["card"] == card_id)

    def drop(self, gone):
        """Entries for which `gone(entry)` is true leave; the typed ones left stay typed."""
        self.typed -= len([e for e in self.entries[:self.typed] if gone(e)])
        self.entries = [e for e in self.entries if not gone(e)]

    def pop(self):
        """Backspace: the last card added leaves the move (one laid on a
        letter too: that letter is then as if not typed yet)."""
        for i in range(len(self.entries) - 1, -1, -1):
            card = self.entries[i]["card"]
            if card >= 0:
                self.entries.pop(i)
                if i < self.typed:
                    self.typed -= 1
                return
            if stack_index(card) in self.covers:
                del self.covers[stack_index(card)]
                self.entries.append(self.entries.pop(i))
                self.typed = min(self.typed, i)
                return

    def add(self, card_id, index=None):
        """A card tapped or dropped in: whatever is typed next comes after it."""
        added = super().add(card_id, index)
        self.typed = len(self.entries)
        return added

    def untyped_stack(self, text, key):
        """The id of the first of the word's own letters `key` (upper case)
        not typed yet and not covered in this move, or None; `text` is the
        word's text on the table."""
        for e in self.entries[self.typed:]:
            k = stack_index(e["card"])
            if e["card"] < 0 and k not in self.covers and text[k].upper() == key:
                return e["card"]
        # one covered by typing: typed after all ("ya", typed "hay": H lay on Y after "ha")
        for k in sorted(self.auto):
            if k in self.covers and text[k].upper() == key:
                return stack_id(k)
        return None

    def place_typed(self, card_id, wild=None):
        """A typed letter's card (or one of the word's own letters) goes
        next after the letters typed before it. Once as many letters are
        typed as the word has, its letters not typed are covered by the
        cards typed last: the word is what was typed (TZAR, typed "czar":
        the C lies on the T)."""
        if self.target is None:
            self.entries.append({"card": card_id, "wild": wild})
            return
        entry = {"card": card_id, "wild": wild}
        for e in self.entries:
            if e["card"] == card_id:
                entry = e
        if card_id < 0 and stack_index(card_id) in self.auto:
            # its letter typed: the card typing laid on it is a letter of its own again
            at = self.position(card_id)
            self.entries[at] = self.covers.pop(stack_index(card_id))
            self.auto.discard(stack_index(card_id))
        self.entries = [e for e in self.entries if e["card"] != card_id]
        self.entries.insert(min(self.typed, len(self.entries)), entry)
        self.typed += 1
        self.cover_untyped()

    def cover_untyped(self):
        stacks = len([e for e in self.entries if e["card"] < 0])
        if self.typed < stacks:
            return
        left = [stack_index(e["card"]) for e in self.entries[self.typed:]
                if e["card"] < 0 and stack_index(e["card"]) not in self.covers]
        news = [e["card"] for e in self.entries[:self.typed] if e["card"] >= 0]
        for k in left:
            if news:
                self.cover(news.pop(), k)
                self.auto.add(k)

    def keep_only(self, ids):
        self.drop(lambda e: e["card"] >= 0 and e["card"] not in ids)
        for i in list(self.covers):
            if self.covers[i]["card"] not in ids:
                del self.covers[i]

    def cover(self, card_id, index):
        """Lay a card of the move on stack `index` (None: a letter of its
        own again, where it lay). The two meet at the earlier of their
        places: what lies later was only pushed there (a tap appends, typing
        leaves the letters not typed after the typed ones), so a typed word
        keeps its order and a tapped card goes onto the letter it names."""
        wild = None
        self.auto.discard(index)
        for e in self.entries:
            if e["card"] == card_id:
                wild = e["wild"]
        for i in list(self.covers):
            if self.covers[i]["card"] == card_id:
                wild = self.covers.pop(i)["wild"]
                self.auto.discard(i)
                if index is None:   # its letter shows again, after it
                    at = self.position(stack_id(i))
                    self.entries.insert(at, {"card": card_id, "wild": wild})
                    self.typed = len(self.entries)
                    return
        if index is None:
            return   # a letter of its own already: nothing moves
        if self.position(card_id) is None:
            self.entries.append({"card": card_id, "wild": None})
        card_at, stack_at = self.position(card_id), self.position(stack_id(index))
        first, later = min(card_at, stack_at), max(card_at, stack_at)
        stack = self.entries[stack_at]
        old = self.covers.get(index)
        self.entries.pop(later)
        self.entries[first] = stack
        if later < self.typed:
            self.typed -= 1
        if old is not None:   # the card it lay on before becomes a letter where the new one was
            self.entries.insert(later, old)
        self.covers[index] = {"card": card_id, "wild": wild}

    def position(self, card_id):
        for i, e in enumerate(self.entries):
            if e["card"] == card_id:
                return i
        return None

    def move(self, card_id, index):
        """A card dragged into the word at index; a covering card leaves its stack."""
        for i in list(self.covers):
            if self.covers[i]["card"] == card_id:
                self.entries.append(self.covers.pop(i))
        super().move(card_id, index)
        self.typed = len(self.entries)

    def set_wild(self, card_id, letter):
        for e in self.entries + list(self.covers.values()):
            if e["card"] == card_id:
                e["wild"] = letter.lower()

    def action(self):
        """The engine's create or change action."""
        if self.target is None:
            return {"type": "create", "pull": self.pull, "cards": [dict(e) for e in self.entries]}
        letters = []
        for e in self.entries:
            if e["card"] >= 0:
                letters.append({"card": e["card"], "wild": e["wild"]})
                continue
            i = stack_index(e["card"])
            letter = {"stack": i}
            top = self.covers.get(i)
            if top is not None:
                letter["card"] = top["card"]
                letter["wild"] = top["wild"]
            letters.append(letter)
        return {"type": "change", "pull": self.pull, "words": [{"word": self.target, "letters": letters}]}
