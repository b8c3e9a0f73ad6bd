"""Resuming a saved game: the engine says which refusals mean the save itself
cannot be read ("unreadable_record", the only one a page may delete a save
for, after saying so) and which leave the save alone."""

import json

from inkwell import worker


def call(message):
    return json.loads(worker.handle(json.dumps(message)))


def a_record():
    reply = call({"type": "new", "game": "paperback", "options": {},
                  "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "greedy"}],
                  "seed": 5, "views": [0], "want_record": True})
    assert reply["ok"], reply
    return reply["record"]


def resume(record):
    return call({"type": "resume", "record": record, "views": [0], "want_record": True})


def test_a_good_record_resumes():
    assert resume(a_record())["ok"]


def test_records_that_cannot_be_read_get_their_own_code():
    good = a_record()
    broken = [
        "not a record",
        {"game": "paperback"},                                      # no actions
        good | {"actions": [[0]]},                                  # an entry that is not [seat, action]
        good | {"actions": [[0, {"type": "no_such_move"}]]},        # an action the rules refuse
        good | {"game": "no_such_game"},
        good | {"seats": "nobody"},
        good | {"options": {"no_such_option": 3}},
    ]
    for record in broken:
        reply = resume(record)
        assert not reply["ok"], record
        assert reply["error"]["code"] == "unreadable_record", (record, reply)
        assert reply["error"]["message"].startswith("This saved game cannot be read")


def test_old_rules_keep_their_own_code():
    reply = resume(a_record() | {"rules": 999})
    assert reply["error"]["code"] == "old_rules"
