"""What the bot benchmarks of the word card games share: seats rotated
through the levels, win rates, and the table they print."""

import statistics

from inkwell.match import Tally, rotate  # noqa: F401  (rotate: the benches seat bots so)

LEVELS = ("strong", "greedy", "random")
TARGET_TURN_MS = 100


def ms(seconds):
    return round(seconds * 1000, 1)


def turn_figures(timings):
    """{level: {median_ms, p90_ms, turns}} from {level: [seconds]}."""
    return {lvl: {"median_ms": ms(statistics.median(t)),
                  "p90_ms": ms(sorted(t)[int(len(t) * 0.9)]), "turns": len(t)}
            for lvl, t in timings.items()}


def win_rates(play, games):
    """Win rate and mean points per level over `games` games of one bot of
    each level, seats rotated (as `python -m inkwell match` seats them);
    `play(levels, seed)` returns the outcome."""
    tally = Tally(LEVELS)
    for g in range(games):
        levels = rotate(LEVELS, g)
        tally.add_outcome(levels, play(levels, g))
    return {lvl: {"win_rate": round(tally.wins[lvl] / games, 3),
                  "mean_points": round(statistics.mean(tally.scores[lvl]), 1)} for lvl in LEVELS}


def print_table(result, note):
    print(f"{'level':8} {'turn median ms':>15} {'turn p90 ms':>12} {'win rate':>9} {'points':>7}")
    for lvl in LEVELS:
        t, w = result["turns"][lvl], result["wins"][lvl]
        print(f"{lvl:8} {t['median_ms']:>15} {t['p90_ms']:>12} {w['win_rate']:>9} {w['mean_points']:>7}")
    print(note)
