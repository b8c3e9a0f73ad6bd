"""Backwords through the UI, as a player plays it: real Chromium, real engine.

The test thinks of its moves with the bots' search (in this Python,
from the same view the page shows), but plays them only by tapping row
cards, hand cards and buttons, as a player would.
"""

import re

import helpers
from helpers import ask, check_layout

from bk_moves import choose, choose_for, ends_round, play, press, tap_card

ME = 0
SHOTS = "/tmp/shots/"


def view(page, seat=ME):
    return ask(page, {"type": "view", "seat": seat})["views"][str(seat)]


def wait_for_my_move(page, timeout=120000):
    """Until the UI offers me a move (or the game is over)."""
    page.wait_for_function(
        """() => document.querySelector('#bk-end-title') ||
                 document.querySelector('#bk-play [data-act=pass]')""", timeout=timeout)
    return page.locator("#bk-end-title").count() == 0


def shown(page, v):
    """The screen shows the engine's latest view."""
    return page.locator(f'#bk-table[data-n="{v["n"]}"]').count() == 1


def test_a_game_against_a_bot_through_three_objectives(watched, base_url):
    page = watched.page
    helpers.open_setup(page, base_url, "Backwords")
    page.get_by_label("Objectives").select_option("3")
    page.get_by_label("Player 2").select_option("bot:greedy")
    page.get_by_role("button", name="Start game").click()
    assert wait_for_my_move(page)
    check_layout(page)
    v = view(page)
    assert page.locator("#bk-top").get_by_text("Objective 1 of 3: A word with 3 letters").is_visible()
    assert page.locator("#bk-row .card").count() == len(v["row"]) >= 1
    # A refused move is explained and changes nothing: one letter is no word.
    card = next(c for c in v["hand"] if c["kind"] != "wild")
    tap_card(page, card["id"])
    page.locator("#bk-preview").get_by_text("at least 2 letters").wait_for()
    # The engine's reason is beside the button, which cannot send the move (nor can Enter).
    create = page.get_by_role("button", name="Create the word")
    assert create.is_disabled() and create.get_attribute("aria-describedby") == "bk-preview"
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)
    assert view(page)["hand"] == v["hand"] and view(page)["n"] == v["n"]
    page.get_by_role("button", name="Clear").click()
    # Typing a letter takes its card from the hand; Backspace puts it back.
    page.keyboard.press(card["kind"])
    assert page.locator("#bk-play [data-drop=word] button.card").count() == 1
    page.keyboard.press("Backspace")
    assert page.locator("#bk-play [data-drop=word] button.card").count() == 0
    rounds, kinds, turns = set(), set(), 0
    while wait_for_my_move(page):
        v = view(page)
        if v["turn"] != ME or v["phase"] != "act" or not shown(page, v):
            page.wait_for_timeout(200)
            continue
        rounds.add(v["round"])
        move = choose(v)
        if move is None:
            page.get_by_role("button", name="Pass").click()
        else:
            kinds.add(move["type"])
            play(page, v, move)
        page.wait_for_function(f"() => document.querySelector('#bk-table').dataset.n != '{v['n']}'"
                               " || document.querySelector('#bk-end-title')", timeout=60000)
        turns += 1
        if turns == 3:
            page.screenshot(path=SHOTS + "bk-desktop-turn.png", full_page=True)
        assert turns < 400, "the game does not end"
    end = page.locator("section.end")
    assert end.get_by_role("heading", name=re.compile("Game over")).is_visible()
    assert len(rounds) >= 2 and "create" in kinds
    assert "summary" in end.inner_text()
    page.screenshot(path=SHOTS + "bk-desktop-end.png", full_page=True)
    log = page.get_by_role("log", name="Game log").inner_text()
    assert "Greedy bot" in log  # bots are named by their level
    assert watched.errors == []


def reveal(page, name):
    page.get_by_role("button", name=f"I am {name}: show my cards").tap()
    page.locator("#bk-play [data-act=pass]").wait_for()


def test_pass_and_play_on_a_phone_with_a_change_and_resume(phone, base_url):
    page = phone.page
    helpers.open_setup(page, base_url, "Backwords")
    page.get_by_label("Player 2").select_option("human")
    page.get_by_role("button", name="Start game").tap()
    turns, passed = 0, 0
    while turns < 12:
        page.wait_for_function("() => document.querySelector('#bk-pass-title')"
                               " || document.querySelector('#bk-play [data-act=pass]')")
        seat = view(page, 0)["turn"]
        name = view(page, seat)["names"][seat]
        if page.locator("#bk-pass-title").count():
            assert page.get_by_role("heading", name=f"Pass the device to {name}").is_visible()
            assert page.locator("#bk-play").is_hidden()  # nobody else's cards show
            reveal(page, name)
            passed += 1
        v = view(page, seat)
        # Taps only once the table shows this very view (a later one redraws it).
        page.locator(f'#bk-table[data-n="{v["n"]}"]').wait_for()
        check_layout(page, phone=True)
        move = choose_for(v)
        if move is not None and move["type"] == "change":
            page.emulate_media(color_scheme="dark")
        if move is None:
            page.get_by_role("button", name="Pass").tap()
        else:
            play(page, v, move, SHOTS + "bk-phone-change-dark.png" if move["type"] == "change" else None)
            # (A Backwords card can give the same player a second turn: no pass then.)
            if move["type"] == "change" and not ends_round(v, move) and passed:
                break
        turns += 1
        page.wait_for_function(f"() => document.querySelector('#bk-table').dataset.n != '{v['n']}'"
                               " || document.querySelector('#bk-pass-title')")
    assert move is not None and move["type"] == "change" and not ends_round(v, move), \
        "no change in twelve turns"
    assert passed >= 1
    page.wait_for_function(f"() => document.querySelector('#bk-table').dataset.n != '{v['n']}'"
                           " || document.querySelector('#bk-pass-title')")
    if page.locator("#bk-pass-title").count():
        reveal(page, view(page, 1 - seat)["names"][1 - seat])
    changed = [w for w in view(page, 0)["words"] if w["id"] == move["words"][0]["word"]][0]
    # The changed word shows every letter it covers under the card on top.
    covered = sum(len(s) - 1 for s in changed["stacks"])
    assert page.locator("#bk-words .bk-under").count() >= covered
    before = view(page, 0)
    page.reload()
    page.wait_for_selector("html[data-ui=ready]")
    helpers.engine_ready(page)
    page.get_by_role("button", name="Resume your Backwords game").tap()
    page.wait_for_function("() => document.querySelector('#bk-pass-title')"
                           " || document.querySelector('#bk-play [data-act=pass]')")
    after = view(page, 0)
    assert [w["text"] for w in after["words"]] == [w["text"] for w in before["words"]]
    assert after["row"] == before["row"] and after["turn"] == before["turn"]
    assert phone.errors == []


def reveal_next(page):
    """Pass-and-play: the named player takes the device."""
    title = page.locator("#bk-pass-title")
    title.wait_for()
    name = title.inner_text().replace("Pass the device to ", "")
    page.get_by_role("button", name=f"I am {name}: show my cards").click()
    return name


def test_no_dictionary_a_challenge_and_a_vote_take_a_word_back(watched, base_url):
    page = watched.page
    helpers.open_setup(page, base_url, "Backwords")
    page.get_by_label("Dictionary").select_option("vote_majority")
    page.get_by_label("Player 2").select_option("human")
    page.get_by_label("Player 3").select_option("human")
    page.get_by_role("button", name="Start game").click()
    while True:
        page.wait_for_function("() => document.querySelector('#bk-pass-title')"
                               " || document.querySelector('#bk-play [data-act=pass]')")
        if page.locator("#bk-pass-title").count():
            reveal_next(page)
        v = view(page, view(page, 0)["turn"])
        move = choose(v)
        if move is not None and move["type"] == "create":
            break
        page.get_by_role("button", name="Pass").click()
        page.wait_for_function(f"() => document.querySelector('#bk-table').dataset.n != '{v['n']}'"
                               " || document.querySelector('#bk-pass-title')")
    mover = v["me"]
    play(page, v, move)
    # Someone else takes the device and challenges the word...
    challenger = reveal_next(page)
    page.get_by_role("button", name="Challenge", exact=True).click()
    # ...and the third player votes it down.
    voter = reveal_next(page)
    assert voter != challenger
    prompt = page.locator("#bk-play .prompt").inner_text()
    assert f"{challenger} challenges" in prompt
    page.get_by_role("button", name="Not a word").click()
    page.wait_for_function("() => document.querySelector('#bk-pass-title')"
                           " || document.querySelector('#bk-play [data-act=pass]')")
    after = view(page, 0)
    events = [e["event"] for e in after["log"]]
    assert events.index("challenged") < events.index("challenge_won")
    assert after["players"][mover]["score"] == 0 and after["words"] == []
    assert watched.errors == []


# -- a change typed: the word's own letters first ----------------------------------

def typed_change(v, word, text, pull):
    """The change typing `text` makes once Change is pressed with `pull`
    cards pulled: each letter takes one of the word's letters not typed yet,
    else the first card of the hand, then of the pulled cards; the word's
    letters not typed follow (a word never shortens). None if a letter has
    no card."""
    untyped = list(range(len(word["text"])))
    pool = v["hand"] + v["row"][len(v["row"]) - pull:]
    used, letters = set(), []
    for ch in text:
        k = next((i for i in untyped if word["text"][i] == ch), None)
        if k is not None:
            untyped.remove(k)
            letters.append({"stack": k})
            continue
        card = next((c for c in pool if c["kind"] == ch and c["id"] not in used), None)
        if card is None:
            return None
        used.add(card["id"])
        letters.append({"card": card["id"], "wild": None})
    letters += [{"stack": k} for k in untyped]
    return {"type": "change", "pull": pull, "words": [{"word": word["id"], "letters": letters}]}


def a_typed_change(first_seed):
    """A game of mine against a greedy bot (both played by greedy bots) up to
    my first turn with a change that takes a pulled card and puts a new
    letter before the word's own ones (CUE to OUNCE with O pulled), typed as
    a player types it: (record, view, word, text, engine's answer)."""
    from inkwell.core import Rng, get, mix_seed
    from inkwell.core.session import Session
    from inkwell.games.backwords import bots, query
    game = get("backwords")
    seats = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    for seed in range(first_seed, first_seed + 20):
        s = Session("backwords", {"objectives": 3}, seats, seed)
        while s.outcome() is None and s.state["n"] < 60:
            seat = [x for x in game.actors(s.state) if x >= 0][0]
            v = s.view(seat)
            if seat == ME and "change" in v["allowed"] and "create" not in v["allowed"]:
                for m in bots.all_moves(v):
                    judged = bots.evaluate(v, m) if m["type"] == "change" and m.get("pull") else None
                    if judged is None:
                        continue
                    text = judged[0]["texts"][0]
                    word = next(w for w in v["words"] if w["id"] == m["words"][0]["word"])
                    typed = typed_change(v, word, text, m["pull"])
                    answer = query.score_move(v, typed) if typed else {"ok": False}
                    if (answer["ok"] and answer["words"] == [text] and "card" in typed["words"][0]["letters"][0]
                            and not answer["returned"]):
                        return s.record, v, word, text, answer
            s.act(seat, game.bots["greedy"](v, Rng(mix_seed(seed, s.state["n"], seat))))
    raise AssertionError("no typed change found")


def test_typing_a_change_uses_the_word_s_own_letters_first(watched, base_url):
    from helpers import resume_save as resume
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    record, v, word, text, answer = a_typed_change(12)
    resume(watched, base_url, "backwords", "Backwords", record)
    page.locator(f'#bk-table[data-n="{v["n"]}"] #bk-play [data-act=pass]').wait_for(timeout=60000)
    box = page.locator("#bk-play [data-drop=word]")
    # This round's word is made: the empty box says what is left to do, and so does typing.
    said = "You have created your word this round: now change a word on the table"
    assert said in box.inner_text()
    page.keyboard.press(text[0])
    page.locator("#bk-message").get_by_text(said).wait_for()
    pull = answer["pull"]
    press(page, page.locator(f'#bk-row button[data-back="{pull}"]'))
    page.locator("#bk-pulled-title").wait_for()
    press(page, page.get_by_role("button", name="Change " + word["text"].upper()))
    page.get_by_role("heading", name="Changing " + word["text"].upper()).wait_for()
    assert "Type the new word: its own letters are used first." in page.locator("#bk-play").inner_text()
    confirm = page.get_by_role("button", name="Change the word")
    # Unchanged, the word is no move: the engine says so, and the button is off.
    page.locator("#bk-preview").get_by_text("unchanged").wait_for()
    assert confirm.is_disabled() and confirm.get_attribute("aria-describedby") == "bk-preview"
    # Half typed: not a word yet, said by the engine, still off.
    page.keyboard.type(text[:2])
    page.locator("#bk-preview .bad").wait_for()
    assert confirm.is_disabled()
    # A letter nobody holds is said, naming the word too.
    absent = next(L for L in "qzjxvkw" if L not in word["text"] and
                  all(c["kind"] != L for c in v["hand"] + v["row"][-pull:]))
    page.keyboard.press(absent)
    page.locator("#bk-message").get_by_text(
        f"No {absent.upper()} in {word['text'].upper()}, your hand or pulled").wait_for()
    page.keyboard.type(text[2:])
    page.locator("#bk-preview").get_by_text(f"{text.upper()} earns {answer['points']} point").wait_for()
    assert confirm.is_enabled()
    # The placement menu under a new card reads whole.
    place = page.locator("#bk-play select[data-place]").first
    labels = place.locator("option").all_inner_texts()
    assert labels[0] == "New" and all(label.startswith("On ") for label in labels[1:])
    # Its widest choice fits beside the menu's arrow (about 20 px), in the menu's own font.
    assert place.evaluate("""e => {
        const s = getComputedStyle(e), c = document.createElement('canvas').getContext('2d');
        c.font = s.fontWeight + ' ' + s.fontSize + ' ' + s.fontFamily;
        const widest = Math.max(...[...e.options].map(o => c.measureText(o.text).width));
        return widest + 20 + parseFloat(s.paddingLeft) + parseFloat(s.paddingRight) <= e.clientWidth;
    }""")
    page.screenshot(path=SHOTS + "bk-typed-change.png", full_page=True)
    confirm.click()
    page.wait_for_function(f"() => document.querySelector('#bk-table').dataset.n != '{v['n']}'")
    # Read in the log: at the instant pace the bot may have moved on (even ended the round) since.
    log = view(page)["log"]
    assert any(e.get("event") == "changed" and e.get("seat") == ME and e.get("pull") == pull
               and text in (e.get("words") or [])
               for e in log), [e for e in log if e.get("event") == "changed"]
    assert watched.errors == []


def test_typing_a_change_on_a_phone_reads_tap(phone, base_url):
    """On a touch screen the change's hint and the row say tap."""
    from helpers import resume_save as resume
    page = phone.page
    record, v, word, text, answer = a_typed_change(12)
    resume(phone, base_url, "backwords", "Backwords", record)
    page.locator(f'#bk-table[data-n="{v["n"]}"] #bk-play [data-act=pass]').wait_for(timeout=60000)
    assert "tap a card to take it" in page.locator("#bk-row").inner_text()
    page.get_by_role("button", name="Change " + word["text"].upper()).tap()
    assert "Tap cards below or drag them in" in page.locator("#bk-play").inner_text()
    check_layout(page, phone=True)
    page.screenshot(path=SHOTS + "bk-phone-change.png", full_page=True)
    assert phone.errors == []


# -- issue 38: a typed change covers, the log follows, a flip is told ------------------

def a_game_until(found, first_seed=1, limit=60):
    """Greedy bots play my seat and the bot's until `found(view)` is true of my
    view on my turn: (record, view, what found returned)."""
    from inkwell.core import Rng, get, mix_seed
    from inkwell.core.session import Session
    game = get("backwords")
    seats = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}]
    for seed in range(first_seed, first_seed + 40):
        s = Session("backwords", {"objectives": 3}, seats, seed)
        while s.outcome() is None and s.state["n"] < limit:
            seat = [x for x in game.actors(s.state) if x >= 0][0]
            v = s.view(seat)
            if seat == ME and v["phase"] == "act":
                got = found(v)
                if got:
                    return s.record, v, got
            s.act(seat, game.bots["greedy"](v, Rng(mix_seed(seed, s.state["n"], seat))))
    raise AssertionError("not found")


def a_covering_change(v):
    """A change of pull 0 that covers a letter and adds none (TZAR to CZAR)."""
    from inkwell.games.backwords import bots
    if "change" not in v["allowed"] or "create" in v["allowed"]:
        return None
    for m in bots.all_moves(v):
        letters = m["words"][0]["letters"] if m["type"] == "change" else []
        word = next((w for w in v["words"] if m["type"] == "change" and w["id"] == m["words"][0]["word"]), None)
        if (m.get("pull") == 0 and word is not None and len(letters) == len(word["text"])
                and any("card" in e and "stack" in e for e in letters) and bots.evaluate(v, m)
                and not any(c["kind"] == "wild" for c in v["hand"])):
            return word, bots.evaluate(v, m)[0]["texts"][0]
    return None


def test_typing_a_change_covers_the_letter_not_typed_and_the_log_follows(watched, base_url):
    from helpers import resume_save as resume
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    record, v, (word, text) = a_game_until(a_covering_change)
    resume(watched, base_url, "backwords", "Backwords", record)
    page.locator(f'#bk-table[data-n="{v["n"]}"] #bk-play [data-act=pass]').wait_for(timeout=60000)
    press(page, page.get_by_role("button", name="Change " + word["text"].upper()))
    page.keyboard.type(text)
    # The word is what was typed: the letter not typed lies under the new card.
    page.locator("#bk-preview").get_by_text(f"{text.upper()} earns").wait_for()
    letters = page.locator("#bk-play [data-drop=word] .c-letter").all_inner_texts()
    assert "".join(letters) == text.upper(), letters
    page.screenshot(path=SHOTS + "bk-typed-cover.png", full_page=True)
    page.get_by_role("button", name="Change the word").click()
    page.wait_for_function(f"() => document.querySelector('#bk-table').dataset.n != '{v['n']}'")
    assert any(e.get("event") == "changed" and text in (e.get("words") or []) for e in view(page)["log"])
    # The newest log line is in the log box's view after the move (and the bot's).
    for _ in range(3):
        page.wait_for_timeout(400)
        assert page.locator("#bk-log .log").evaluate("""box => {
            const last = box.querySelector('li:last-child');
            if (!last) return true;
            const b = box.getBoundingClientRect(), l = last.getBoundingClientRect();
            return l.bottom <= b.bottom + 1 && l.top >= b.top - 1;
        }""")
    assert watched.errors == []


def a_flip(v):
    """My turn came after a Skip or Backwords card was flipped (the engine logs whom it sent the turn to)."""
    run = []
    for e in reversed(v["log"]):
        if e.get("event") != "flipped":
            break
        run.append(e)
    return next((e for e in run if e.get("next") is not None), None)


def test_a_flipped_skip_or_backwords_card_is_shown_and_told(watched, base_url):
    from helpers import resume_save as resume
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 800})
    record, v, flip = a_game_until(a_flip, limit=200)
    resume(watched, base_url, "backwords", "Backwords", record)
    page.locator(f'#bk-table[data-n="{v["n"]}"] #bk-play [data-act=pass]').wait_for(timeout=60000)
    flips = page.get_by_role("list", name="Flipped out of play")
    name = {"skip": "Skip", "backwords": "Back"}[flip["card"]]
    assert flips.locator(".c-letter").first.inner_text() == name
    said = flips.inner_text()
    assert "which ends the turn" in said and "You" in said, said
    for width, height in ((1280, 800), (390, 844)):
        for scheme in ("light", "dark"):
            page.set_viewport_size({"width": width, "height": height})
            page.emulate_media(color_scheme=scheme)
            page.locator("#bk-row").screenshot(path=SHOTS + f"bk-flip-{width}-{scheme}.png")
    check_layout(page, phone=True)
    assert watched.errors == []


def test_the_set_up_lists_bot_levels_easiest_first(watched, base_url):
    page = watched.page
    helpers.open_setup(page, base_url, "Backwords")
    options = page.get_by_label("Player 2").locator("option").all_inner_texts()
    bots = [o for o in options if o.endswith(" bot")]
    assert bots == ["Random bot", "Greedy bot", "Strong bot", "Expert bot"], options
    levels = page.get_by_role("list", name="Bot levels, easiest first").locator("li").all_inner_texts()
    assert [t.split(":")[0] for t in levels] == bots
    for width, height in ((1280, 800), (390, 844)):
        for scheme in ("light", "dark"):
            page.set_viewport_size({"width": width, "height": height})
            page.emulate_media(color_scheme=scheme)
            page.locator(".setup fieldset").first.screenshot(path=SHOTS + f"setup-{width}-{scheme}.png")
    assert watched.errors == []
