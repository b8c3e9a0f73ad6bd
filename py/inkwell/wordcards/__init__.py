"""What the word card games (Hardback, Paperback, Backwords) share, once.

- piles    decks and piles: draw (reshuffling the discard pile only when
           the draw pile is empty), draw_into a hand, deal from a shared
           pile, top, take_last / put_back on an ordered row, move a card
           between zones, check_conserved (every card in exactly one place).
- tiles    letter cards and the tiles of a word: Held (a card the speller
           may use), Zone (may it be wild, must it be used), the ONE
           parser parse_word (engine and queries alike), text_of,
           card_letters (two-letter cards, wild cards), check_wild.
- lexicon  dictionary rules: the "dictionary" and "unique_words" Option
           factories, the lazy loader (set_loader for tests; NeedFile
           propagates), is_word / is_verb / judge / judge_accepts, the vote tally
           (vote_passes), used words (unique words), find_words, index_steps.
- plays    the bots' word search: cards (Playable) -> the word finder's
           best-N search (only the best words, never every word; capped
           at BUDGET branches) -> the spell action's word lists, best
           first (find_plays, by worth plus a little per letter, less
           per wild).
- turns    turn order (next_seat, previous_seat, ends_round, pass_turn,
           other_seats) and the game log (log).

- ranked   the same search by the cards' worth alone (Paperback's bots).
- warming  a game's warm_up: the checking list, then the bots' index.
- bots     what bots share: voting by the judge list, a move by phase.
- coach    the coach: the strong bot's best move next to the one played,
           from the player's view, in slices (advise, judged, spelled,
           spell_search); plays, ranked and the finder have _steps forms
           that pause between small pieces of the search.
- game     WordCardGame (card_set and score_word queries, actors with
           votes, warm_up) and package_json (a game's data file, read once).

Nothing here holds a game's own rules; no module imports a game.  A game
declares its zones' rules once and builds the Held map from its state (the
engine) and from a view (queries, bots): see games/hardback/spelling.py
(ZONES, holding) and query.py (view_holding) for Hardback's.
"""
