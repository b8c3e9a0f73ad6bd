"""A Break the Word room with 2 seated guests and 20 watchers (issue 22 part 7).

More than eight watchers each beating once a second used to exhaust the one budget
every connection without a seat shared: their requests were refused, and a
refused request sent the page back to the lobby for good. And trystero linked
every page with every other, so a crowd's later guests found no host. Here
everyone joins through the join page, waits in the room's lobby, and the
players press Ready clue after clue: every page sees every clue, each guest
holds one link (to the host), nobody is thrown out, and no page logs a
console error.
"""

import time

import pytest

from crowd import open_crowd, peers_per_page, play_clues, start_game, still_in

pytestmark = pytest.mark.usefixtures("relay")
# Every page runs in one Chromium on the test machine. Before guests joined
# passive, with 5 players and 9 watchers (105 links) the 14th guest found no
# host within 180 s in CI on 2 cores. As a star, 23 pages hold 22 links. A
# guest arriving a minute after the room opened used to stay unlinked when the
# host led the exchange (trystero restarted an aged offer and broke it;
# tools/bundle_trystero.mjs), which is what this crowd's later guests do.
PLAYERS, WATCHERS = 2, 20
LOBBY_S = 15  # enough for the old shared budget (40 messages, 8/s) to run dry several times


def test_twenty_watchers_stay_in_the_room_and_see_every_clue(contexts, room_url):
    host, guests, _ = open_crowd(contexts.new, room_url, PLAYERS, WATCHERS)
    time.sleep(LOBBY_S)  # everyone beats meanwhile
    assert still_in(guests) == [] or all(row[3] is False and row[1] == "guest" and row[2] == "connected"
                                        for row in still_in(guests))  # (no table before the start)
    start_game(host, guests)
    play_clues(host, guests, PLAYERS, clues=2)
    assert still_in(guests) == []
    shown = {w.page.evaluate("() => document.querySelectorAll('#bw-clues li.clue:not(.c-later)').length")
             for w in [host] + guests}
    assert shown == {3}, shown
    assert peers_per_page([g.page for g in guests]) == [1] * len(guests)  # a star around the host
    watching = guests[PLAYERS:]
    # Said in the whole bar, or in its one line on a narrow screen ("You watch: Ann · Bob").
    assert all(said_watching(w.page.locator("#room-bar").inner_text()) for w in watching)
    errors = {i: w.errors for i, w in enumerate([host] + guests) if w.errors}
    assert errors == {}


def said_watching(bar):
    return "You are watching." in bar or "You watch: " in bar
