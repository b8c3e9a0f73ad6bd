# Hardback's guided first game (tutorials/tutorial.py runs it). The deal is fixed:
# seed 10160 deals you T R A E P (TAPER: 4¢ with the A wild), an offer row
# with two 2¢ Mystery cards (K, J), then L I S N O (SOIL: 1¢ left, which
# becomes ink); the reshuffle brings K and J back with I A E, and ink draws
# the O: JOKE, two Mystery cards, so K's genre bonus (jail) joins in and
# reserves the Timeless Classic U. One greedy bot, whose moves follow from
# the seed. tests/unit/test_tutorial_hardback.py plays it through the
# engine: if a change to the engine changed this deal, that test says so.
from tutorials.steps import next_round, note, press, wait

SEED = 10160
OPTIONS = {"mode": "competitive", "length": 40}
SEATS = [{"name": "You", "kind": "human"}, {"name": "Greedy bot", "kind": "bot", "level": "greedy"}]

# Card ids of this deal: starters 140 and up, offer cards by their number.
T, R, A, E, P = 147, 145, 140, 141, 148
L, I, S, N, O = 143, 142, 146, 144, 149
K, J, U = 71, 70, 60
END = 'button[data-k="end"]'
MY_SCORE = 'li.player[data-seat="0"] .score'


card = 'button[data-k="h{}"]'.format


STEPS = [
    note("Race the greedy bot to 40 points. Each turn you spell one word with your hand of five "
         "letter cards; each card you use gives what is printed on it: coins (¢) or points (★).",
         look="#hb-play"),
    press("Tap T, A, P, E and R to spell TAPER.",
          [card(T), card(A), card(P), card(E), card(R)],
          "Tap the highlighted card of your hand: T, A, P, E, then R."),
    press("Any card may be played face down as a wild: it stands for any letter you choose in its box, "
          "but gives nothing. Press Wild under the A (it stays an A).",
          'button[data-k="f' + str(A) + '"]',
          "Press the highlighted Wild button under the A."),
    press("T, P, E and R give 1¢ each; the wild A gives nothing. Press Spell the word.",
          'button[data-k="spell"]',
          "Press Spell the word.",
          look="#hb-preview"),
    press("Spend coins on the offer row. K and J cost 2¢ each and are both Mystery (blue). "
          "Buy K, then J, then press End turn.",
          ['button[data-k="b' + str(K) + '"]', 'button[data-k="b' + str(J) + '"]', END],
          "Buy the highlighted card (K, then J), then press End turn."),
    wait("Bought cards go to your discard pile. Now the greedy bot spells ENROL and buys a card…",
         next_round(2)),
    press("Your hand is the rest of your starting cards. Spell SOIL: 3★ and 1¢.",
          [card(S), card(O), card(I), card(L), 'button[data-k="spell"]'],
          "Tap S, O, I, L, then Spell the word."),
    note("Points go to your score, outlined: SOIL’s 3★ are there.",
         look=MY_SCORE),
    press("A coin you do not spend becomes ink at the end of your turn. Press End turn.",
          END,
          "Press End turn."),
    wait("Your coin became 1 ink. The bot spells AEGIS…",
         next_round(3)),
    press("Your draw pile ran out, so your discard pile was shuffled: K and J are back. "
          "Spend your ink to draw one more card.",
          'button[data-k="ink"]',
          "Press Use ink."),
    note("The O is inked: it must go into this word and cannot be wild. A remover, gained from a "
         "Horror card, would clean it, so you could leave it out.",
         look=card(O)),
    press("Two cards of one genre in a word also give their genre bonus (the card’s second benefit line). "
          "Spell JOKE with both Mystery cards.",
          [card(J), card(O), card(K), card(E), 'button[data-k="spell"]'],
          "Tap J, O, K, E, then Spell the word."),
    press("J's own benefit may jail a card of the offer row: press No thanks. Then K's genre bonus "
          "jails too: reserve the U, which only you may buy later.",
          ['button[data-k="decline"]', 'button[data-k="jr' + str(U) + '"]'],
          "Press No thanks, then Reserve U."),
    note("The U is a Timeless Classic. Played face up, it stays in play after your turn and gives "
         "its benefits every turn, until another player uses it.",
         look='button[data-k="bj' + str(U) + '"]'),
]
