"""Hard with one judgement changed, against hard, in seeded rummy matches (no look-ahead):
how the expert's ``keep_for_later`` was chosen. Prints, never asserts.

    .venv/bin/python bench/rummy_tuning.py keep_for_later=0.8 [--matches 300] [--seed 7000] [--jobs 2]

Match i uses seed S+i, the changed player first when i is even (standard rummy, 2 players,
to 150). Any numeric rummy field of ``ai.levels.Level`` can be set (``draw_weight=4``,
``out_bonus=3``, ...); several at once are allowed.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace

from wordcards.ai import ComputerPlayer
from wordcards.ai.levels import HARD, Level
from wordcards.ai.selfplay import new_game

_CACHE: dict = {}


def changed(settings: dict[str, float]) -> Level:
    known = {f.name for f in fields(Level) if f.type in ("float", "int")}
    unknown = set(settings) - known
    if unknown:
        raise SystemExit(f"not a numeric field of Level: {', '.join(sorted(unknown))} (known: {', '.join(sorted(known))})")
    return replace(HARD, name="changed", **settings)


def play_one(job: tuple[dict[str, float], int, int]) -> tuple[float, int]:
    """One match: (settings, seed, index) -> (the changed player's share of the win, its margin)."""
    settings, seed, index = job
    if not _CACHE:
        from wordcards.rulesets import default_ruleset
        from wordcards.words import default_wordlist

        _CACHE.update(words=default_wordlist(), rules=default_ruleset("rummy"))
    mine = changed(settings)
    levels = (mine, HARD) if index % 2 == 0 else (HARD, mine)
    game = new_game("rummy", _CACHE["rules"], _CACHE["words"], ("hard", "hard"), seed, variant="standard")
    players = [ComputerPlayer(seat, level, seed, time_cap=None) for seat, level in enumerate(levels)]
    while not game.is_over:
        game.apply(players[game.current].choose(game))
    me = index % 2
    won = 1 / len(game.outcome.winners) if me in game.outcome.winners else 0.0
    return won, game.outcome.totals[me] - game.outcome.totals[1 - me]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("settings", nargs="+", metavar="FIELD=VALUE")
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    settings = {}
    for item in args.settings:
        key, _, value = item.partition("=")
        settings[key] = float(value)
    changed(settings)  # a bad field is refused before any match is played
    started = time.perf_counter()
    jobs = [(settings, args.seed + i, i) for i in range(args.matches)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play_one, jobs))
    n = len(results)
    rate = sum(won for won, _ in results) / n
    error = math.sqrt(rate * (1 - rate) / n)
    margin = sum(m for _, m in results) / n
    shown = " ".join(args.settings)
    print(f"hard with {shown} against hard: {n} matches (seeds {args.seed}-{args.seed + n - 1})")
    print(
        f"  win rate {rate:.1%} +/- {error:.1%} (standard error), mean margin {margin:+.1f} points, {time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
