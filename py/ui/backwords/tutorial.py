# Backwords' guided first game (tutorials/tutorial.py runs it). The deal is fixed:
# seed 1119 deals you T E G A E with an L flipped, so TEE makes the round's
# 3-letter objective; the greedy bot (it plays the same move from the same
# view, no dice) flips B and creates HEY; your next turn flips S, which you
# pull back for TEES with "Backwords 3" (L and B go back on the row); then
# the bot covers the H of HEY with an O: OBEY. Covering from the hand is a
# menu (a <select>), which a step cannot wait on, so that step points at it
# and the bot's OBEY shows a covered letter on the table.
# tests/unit/test_tutorial_backwords.py plays this deal through the engine:
# if an engine change reshuffled it, that test says so.
from tutorials.steps import note, press, wait

SEED = 1119
OPTIONS = {"dictionary": "common", "objectives": 3}
SEATS = [{"name": "You", "kind": "human"}, {"name": "Greedy bot", "kind": "bot", "level": "greedy"}]

# Card ids of this deal (cards 0-103, in the rulebook's order).
T, E1, E2, L, S, TEE = 85, 23, 24, 47, 77, 0   # TEE: the id of your word
CONFIRM = 'button[data-k="confirm"]'


hand = 'button[data-k="h{}"]'.format
row = '#bk-row [data-k="p{}"]'.format


def bot_played(text):
    """The bot's turn is over: `text` is on the table and your turn has begun."""
    return lambda v: (v is not None and v["turn"] == v["me"] and v["phase"] == "act"
                      and any(w["text"] == text for w in v["words"]))


STEPS = [
    note("Each round has one objective, shown here; this one is a word of exactly 3 letters. "
         "Complete it with at least 1 point in the round to move on. Whoever completes the last "
         "objective first wins (three, in this game).",
         look="#bk-top .goal"),
    note("Every turn starts with the top card of the draw pile flipped onto the end of the "
         "discard row, in the order drawn. Your turn flipped this L, outlined in the row.",
         look=row(L)),
    press("Create your word from your hand: tap T, E and E, then Create the word. A word scores "
          "the points in its cards' corners.",
          [hand(T), hand(E1), hand(E2), CONFIRM],
          "Tap the highlighted card (T, E, E), then Create the word."),
    wait("TEE scores 3 and completes your objective. Now the greedy bot flips a card and "
         "plays…",
         bot_played("hey")),
    press("The bot flipped B and created HEY; then your turn flipped S. Once your word is made, a "
          "turn may change any word on the table instead: press Change TEE.",
          'button[data-k="cw' + str(TEE) + '"]',
          "Press the highlighted Change TEE button.",
          look="#bk-row"),
    press("You have no S, but the row does. Say \"Backwords 3\": tap the L, third from the end, "
          "to pull it and every card after it: L, B and S.",
          row(L),
          "Tap the highlighted L in the discard row."),
    press("The pulled cards wait beside your hand. Tap the S to add it: TEES.",
          hand(S),
          "Tap the highlighted S."),
    note("You pulled three cards but used only the S. The cards beyond the last one you use, "
         "B and L, go back on the row in their order, as this line says.",
         look="#bk-preview"),
    note("A new card's menu says where it goes: New adds a letter; \"On T\" would lay it on the "
         "T, covering it for good. A word never shortens. Leave the S on New.",
         look='select[data-k="o' + str(S) + '"]'),
    press("Press Change the word. A changed word scores every letter showing: TEES, 4 points.",
          CONFIRM,
          "Press the highlighted Change the word button."),
    wait("The greedy bot's turn again…",
         bot_played("obey")),
    note("In Words on the table (outlined): the bot pulled back to the B, laid an O from its hand "
         "on the H of HEY and added the B: OBEY. The H stays underneath, covered. The I it pulled "
         "past joined its hand.",
         look='#bk-words li.bk-word[aria-label^="OBEY"]'),
    note("You both have this objective done. The round ends when such a player empties their "
         "hand, or the draw pile runs out; cards left in hand cost their points. Next round's "
         "objective: 4 letters.",
         look="#bk-top .goal"),
]
