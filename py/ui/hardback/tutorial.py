# Hardback's guided first game (tutorial.py runs it). The deal is fixed:
# seed 10160 deals you T R A E P (TAPER: 4¢ with the A wild), an offer row
# with two 2¢ Mystery cards (K, J), then L I S N O (SOIL: 1¢ left, which
# becomes ink); the reshuffle brings K and J back with I A E, and ink draws
# the O: JOKE, two Mystery cards, so K's genre bonus (jail) joins in and
# reserves the Timeless Classic U. One greedy bot, whose moves follow from
# the seed. tests/unit/test_tutorial_hardback.py plays it through the
# engine: if a change to the engine changed this deal, that test says so.
SEED = 10160
OPTIONS = {"mode": "competitive", "length": 40}
SEATS = [{"name": "You", "kind": "human"}, {"name": "Greedy bot", "kind": "bot", "level": "greedy"}]

# Card ids of this deal: starters 140 and up, offer cards by their number.
T, R, A, E, P = 147, 145, 140, 141, 148
L, I, S, N, O = 143, 142, 146, 144, 149
K, J, U = 71, 70, 60
END = 'button[data-k="end"]'


card = 'button[data-k="h{}"]'.format


STEPS = [
    {"say": "Race the greedy bot to 40 points. Each turn you spell one word with your hand of five "
            "letter cards; each card you use gives what is printed on it: coins (¢) or points (★).",
     "next": True, "look": "#hb-play"},
    {"say": "Tap T, A, P, E and R to spell TAPER.",
     "press": [card(T), card(A), card(P), card(E), card(R)],
     "hint": "Tap the highlighted card of your hand: T, A, P, E, then R."},
    {"say": "Any card may be played face down as a wild: it stands for any letter you choose in its box, "
            "but gives nothing. Press Wild under the A (it stays an A).",
     "press": 'button[data-k="f' + str(A) + '"]', "hint": "Press the highlighted Wild button under the A."},
    {"say": "T, P, E and R give 1¢ each; the wild A gives nothing. Press Spell the word.",
     "press": 'button[data-k="spell"]', "look": "#hb-preview", "hint": "Press Spell the word."},
    {"say": "Spend coins on the offer row. K and J cost 2¢ each and are both Mystery (blue). "
            "Buy K, then J, then press End turn.",
     "press": ['button[data-k="b' + str(K) + '"]', 'button[data-k="b' + str(J) + '"]', END],
     "hint": "Buy the highlighted card (K, then J), then press End turn."},
    {"say": "Bought cards go to your discard pile. Now the greedy bot spells ENROL and buys a card…",
     "until": {"turn": 0, "phase": "spell", "round": 2}},
    {"say": "Your hand is the rest of your starting cards. Spell SOIL: 3★ and 1¢.",
     "press": [card(S), card(O), card(I), card(L), 'button[data-k="spell"]'],
     "hint": "Tap S, O, I, L, then Spell the word."},
    {"say": "Points go to your score. A coin you do not spend becomes ink at the end of your turn. "
            "Press End turn.",
     "press": END, "hint": "Press End turn."},
    {"say": "Your coin became 1 ink. The bot spells GAITS…",
     "until": {"turn": 0, "phase": "spell", "round": 3}},
    {"say": "Your draw pile ran out, so your discard pile was shuffled: K and J are back. "
            "Spend your ink to draw one more card.",
     "press": 'button[data-k="ink"]', "hint": "Press Use ink."},
    {"say": "The O is inked: it must go into this word and cannot be wild. A remover, gained from a "
            "Horror card, would clean it, so you could leave it out.",
     "next": True, "look": card(O)},
    {"say": "Two cards of one genre in a word also give their genre bonus (the line below). "
            "Spell JOKE with both Mystery cards.",
     "press": [card(J), card(O), card(K), card(E), 'button[data-k="spell"]'],
     "hint": "Tap J, O, K, E, then Spell the word."},
    {"say": "J's own benefit may jail a card of the offer row: press No thanks. Then K's genre bonus "
            "jails too: reserve the U, which only you may buy later.",
     "press": ['button[data-k="decline"]', 'button[data-k="jr' + str(U) + '"]'],
     "hint": "Press No thanks, then Reserve U."},
    {"say": "The U is a Timeless Classic. Played face up, it stays in play after your turn and gives "
            "its benefits every turn, until another player uses it.",
     "next": True, "look": 'button[data-k="bj' + str(U) + '"]'},
]
