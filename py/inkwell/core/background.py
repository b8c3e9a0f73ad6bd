"""Work worth doing while nobody is waiting: in the browser, between two
messages, a slice at a time, so that a message never waits for more than
one slice.  A task is a function returning an iterator; each `next` is one
slice.  The browser worker calls `run` when its queue is empty.

>>> done = []
>>> def count():
...     for n in range(3):
...         done.append(n)
...         yield
>>> add("main", count)
>>> while run(1.0):
...     pass
>>> done
[0, 1, 2]
"""

import sys
import time

from .errors import NeedFile

_tasks = {}  # key -> [factory, iterator or None], in the order added

timings = []
"""(key, seconds) of the latest slices run, TIMINGS at most: how long a
message may have waited behind background work (make bench reports it)."""
TIMINGS = 2000


def add(key, factory, first=False):
    """Queue `factory()`'s slices under `key`, replacing what `key` had (a new
    game in the same place makes the old one's work useless); `first`: ahead
    of the rest (someone waits for it)."""
    _tasks.pop(key, None)
    _tasks[key] = [factory, None]
    if first:
        for other in [k for k in _tasks if k != key]:
            _tasks[other] = _tasks.pop(other)


def drop(key):
    """Forget the work queued under `key` (what it was for is gone)."""
    _tasks.pop(key, None)


def clear():
    _tasks.clear()


def finish(steps):
    """Run every slice of `steps` now; its return value (what a caller that
    cannot wait between slices, a bot's own turn, does).

    >>> def two():
    ...     yield
    ...     return 2
    >>> finish(two())
    2
    """
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def keys():
    """The keys of the work queued, oldest first."""
    return list(_tasks)


def run(budget):
    """Run slices for about `budget` seconds; True while work remains.

    A task whose data file is not on this file system yet raises NeedFile:
    the task stays queued, from its start, for when the file is there.  Any
    other failure drops the task: the work is redone on demand anyway.
    """
    deadline = time.perf_counter() + budget
    while _tasks and time.perf_counter() < deadline:
        key = next(iter(_tasks))
        task = _tasks[key]
        started = time.perf_counter()
        try:
            if task[1] is None:
                task[1] = iter(task[0]())
            next(task[1])
        except StopIteration:
            _tasks.pop(key, None)
        except NeedFile:
            task[1] = None
            raise
        except Exception as err:  # a bug: said, but it must not stop a game
            print(f"background work {key!r} failed: {err!r}", file=sys.stderr)
            _tasks.pop(key, None)
        finally:
            timed(key, time.perf_counter() - started)
    return bool(_tasks)


def timed(key, seconds):
    timings.append((key, seconds))
    if len(timings) > TIMINGS:
        del timings[:len(timings) - TIMINGS]
