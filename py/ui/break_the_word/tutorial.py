# Break the Word's guided first game (tutorials/tutorial.py runs it). The deal is fixed:
# seed 56 hides PATIENT, and its first three clues are one of each colour
# (green P 1st, orange A and T, pink one P), against one easy bot over two
# rounds, so that the second round shows the leader's hidden first clue.
# tests/unit/test_tutorial_scripts.py plays it through the engine: if a
# change to the engine changed this deal, that test says so.
from tutorials.steps import note, press, wait

SEED = 56
OPTIONS = {"difficulty": "first", "rounds": 2}
SEATS = [{"name": "You", "kind": "human"}, {"name": "Easy bot", "kind": "bot", "level": "easy"}]
WORD = "patient"

READY = 'button[data-k="ready"]'
READY_HINT = "Press Ready for the next clue: it is highlighted."


def clue(n):
    return "#bw-clues li.clue:nth-child(" + str(n) + ")"


STEPS = [
    note("Everyone races to find the same hidden seven-letter word. The clues come one at a time, "
         "and the sooner you give the right answer, the more it scores."),
    note("This is the first clue. A green clue gives a letter and its place: P is the 1st letter. "
         "(P could be in the word again.)",
         look=clue(1)),
    press("Once you have noted what a clue says, press Ready for the next clue. With other players, "
          "it comes when everyone is ready.",
          READY,
          READY_HINT,
          look=clue(1)),
    note("An orange clue gives two letters side by side, in either order: the word holds AT or TA.",
         look=clue(2)),
    press("Ready for one more clue.",
          READY,
          READY_HINT),
    note("A pink clue says how many times a letter is in the word: P only once, so the P at the "
         "start is the only one.",
         look=clue(3)),
    note("The sooner you answer, the more a right answer scores: +3 with 1 to 3 clues out, +2 with "
         "4 to 6, +1 with 7 to 9. The Lock in button shows what you would play for now.",
         look='button[data-k="lock"]'),
    {"say": "P first, one P, AT or TA: 12 words fit, PATIENT, PATTERN and PLATTER among them. Answering "
            "now scores most, but an answer is final: lock in PATIENT by typing it, then Enter.",
     "look": "#bw-clues",
     "type": "#bw-word", "text": WORD + "\n", "hint": "Type PATIENT in the answer box, then press Enter."},
    wait("Locked in for +3. The clues go on for the players still looking, until all have answered "
         "or the ninth clue is out. The easy bot is still thinking…",
         lambda v: v is not None and v["phase"] != "clues",
         hint="Nothing to press now: the round ends when the easy bot has answered."),
    press("The round is scored: a right answer scores its zone, and the first right answer scores "
          "1 more. You have 3 + 1 = 4 points. Press Next round.",
          READY,
          "Press Next round: it is highlighted.",
          look="#bw-results"),
    note("You have the most points, so you wear the Leader crown: this round, the first clue is "
         "hidden from you while the others see it. It keeps the game close.",
         look=clue(1)),
]
