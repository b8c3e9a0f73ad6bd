# Paperback's guided first game (tutorials/tutorial.py runs it). The deal is fixed:
# seed 565 gives you S T N and two wild Fame cards under a Common O, so the
# first word, SONATA, is six letters and gains the O; against one greedy bot
# (it plays the same moves from the same view, and quickly), your second
# hand spells AURAL with the next Common card, U, and buys the H (+1¢); the
# shuffled discard pile then brings back the H and the gained O for SOUTH.
# tests/unit/test_tutorial_paperback.py plays it through the engine: if a
# change to the engine changed this deal, that test says so.
from tutorials.steps import next_round, note, press, wait

SEED = 565
OPTIONS = {"dictionary": "common", "unique_words": "off", "attacks": False}
SEATS = [{"name": "You", "kind": "human"}, {"name": "Greedy bot", "kind": "bot", "level": "greedy"}]

# The cards of the deal (ids of this seed's game): your starting letters and
# wilds, the Common cards O then U, the H bought, the Fame cards bought.
S, T, N, R, L = 2, 0, 4, 1, 3
WILDS_1, WILDS_2 = (8, 7), (5, 9)
COMMON_O, COMMON_U = 120, 122
H = 43
FAME_5, FAME_8 = 109, 113
WORDS = ("sonata", "aural", "south")

SPELL = 'button[data-k="spell"]'
END = 'button[data-k="end"]'


hand = 'button[data-k="h{}"]'.format
common = 'button[data-k="c{}"]'.format
buy = 'button[data-k="b{}"]'.format


def spell_hint(word):
    return "Add the highlighted card next (" + word.upper() + ", letter by letter), then press Make the word."


STEPS = [
    note("Spell a word from your hand, then spend what it scores "
         "on better cards. Most Fame at the end wins.",
         look="#pb-play .hand-zone"),
    note("The O on the length track, also shown with your hand, is the Common card. Any word may "
         "use it, and it stays, unless the word is at least as long as the track’s number for it (6 now): that "
         "word gains it.",
         look="#pb-track .track-slot.next"),
    press("Your ? cards are wild Fame cards: each plays as any letter (it comes in as A; its picker "
          "changes it). Spell SONATA: S, the Common O, N, a wild, T, a wild, then Make the word.",
          [hand(S), common(COMMON_O), hand(N), hand(WILDS_1[0]), hand(T), hand(WILDS_1[1]), SPELL],
          spell_hint("sonata"),
          look="#pb-play .word-zone"),
    press("Six letters: the O is yours, in your discard pile. SONATA earned 5¢: each letter "
          "scores its top-left number, a wild 0. Buy a 5¢ Fame card: ★1, and one more wild.",
          buy(FAME_5),
          "Buy the 5¢ Fame card: it is highlighted."),
    press("Unspent coins are lost. End your turn: the cards you played, kept "
          "and bought go to your discard pile, and you draw five new ones.",
          END,
          "Press End turn: it is highlighted."),
    wait("The greedy bot's turn: it spells from its own hand, may use the "
         "Common card too, then buys. Its moves show in the game log.",
         next_round(2)),
    press("The bot spelled MOURNS for 4¢ and bought a P. The Common card is now U. Spell AURAL with it: "
          "a wild, the U, R, a wild, L, then Make the word.",
          [hand(WILDS_2[0]), common(COMMON_U), hand(R), hand(WILDS_2[1]), hand(L), SPELL],
          spell_hint("aural")),
    press("AURAL earned 4¢; gaining the U takes 7 letters, so it stays. Each letter pile offers its "
          "top card and (but the 2¢ pile) an alternate. Buy the H on top of the 4¢ pile: "
          "its ability adds +1¢ to its word.",
          buy(H),
          "Buy the H of the 4¢ pile: it is highlighted.",
          look="#pb-offer .piles:not(.fame-piles)"),
    press("End your turn. Your draw pile is empty, so your discard pile, with the cards "
          "you gained and bought, is shuffled into a new one for your next hand.",
          END,
          "Press End turn: it is highlighted."),
    wait("The greedy bot plays again…",
         next_round(3)),
    press("The bot spelled BLUNTS and bought a Fame card. Your new hand holds the O you gained and the H "
          "you bought. Spell SOUTH: S, O, the Common U, T, H, then Make the word.",
          [hand(S), hand(COMMON_O), common(COMMON_U), hand(T), hand(H), SPELL],
          spell_hint("south")),
    press("SOUTH earned 8¢: 7 from its letters and +1¢ from the H's ability. Buy an 8¢ Fame card: ★2.",
          buy(FAME_8),
          "Buy the 8¢ Fame card: it is highlighted."),
    note("The game ends when two Fame piles are empty or the last Common card is gained. "
         "Then the most ★ in your whole deck wins; a tie goes to the most Common cards.",
         look="#pb-offer .fame-piles"),
]
