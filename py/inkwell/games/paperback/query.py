"""What a word would earn, asked by the speller's screen (and bots) before
confirming: answered from that seat's own view, as the engine will score it."""

from inkwell.core import InkwellError
from inkwell.wordcards import lexicon

from . import cards, scoring, words


def score_word(view, word, check_dictionary=True):
    """{"ok", "word", "score", "letters", "bonus", "tax", "length",
    "gains_common", "extra_cards", "explain"}: `word` is a spell action's
    word list; when not ok, "explain" says why the engine would refuse it."""
    out = {"ok": False, "word": None, "score": 0, "letters": 0, "bonus": 0, "tax": 0,
           "length": 0, "gains_common": False, "extra_cards": 0, "explain": None}
    if view.get("me") is None:
        return dict(out, explain="Spectators do not make words.")
    try:
        parsed = words.parse(word, words.view_hand(view), words.view_common(view), view["me"])
    except InkwellError as refused:
        return dict(out, explain=refused.message)
    defs = {c["id"]: cards.definitions()[c["def"]] for c in view["hand"]}
    if view["track"]["top"]:
        top = view["track"]["top"]
        defs[top["id"]] = cards.definitions()[top["def"]]
    result = scoring.score(words.parts(parsed, defs), tax=view["players"][view["me"]]["tax"])
    text = "".join(t["letter"] for t in parsed)
    need = view["track"]["need"]
    out.update(word=text, score=result["score"], letters=result["letters"], bonus=result["bonus"],
               tax=result["tax"], length=result["length"], extra_cards=result["extra_cards"],
               gains_common=need is not None and result["length"] >= need)
    out["explain"] = why_not(view, text) if check_dictionary else None
    out["ok"] = out["explain"] is None
    return out


def why_not(view, text):
    if text in view["used_words"]:
        return f"“{text}” has already been spelled."
    if text in view["rejected"]:
        return f"“{text}” was voted down this turn."
    name = view["options"]["dictionary"]
    if not lexicon.is_vote(name) and not lexicon.is_word(name, text):
        return f"“{text}” is not in the {name} dictionary."
    return None
