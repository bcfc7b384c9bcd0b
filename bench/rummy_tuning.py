"""Hard (or the expert) with one judgement changed, against hard, in seeded rummy matches:
how the expert's ``keep_for_later`` and look-ahead were chosen. Prints, never asserts.

    .venv/bin/python bench/rummy_tuning.py keep_for_later=0.8 [--matches 300] [--seed 7000] [--jobs 2]
    .venv/bin/python bench/rummy_tuning.py --base expert rummy_search.confidence=2 --matches 100

Match i uses seed S+i, the changed player first when i is even (standard rummy, 2 players,
to 150). Any numeric rummy field of ``ai.levels.Level`` can be set (``draw_weight=4``,
``out_bonus=3``, ...), and with ``--base expert`` any numeric field of its look-ahead
(``rummy_search.samples=12``); several at once are allowed. The expert plays without a
time cap, so a seed gives the same matches on any machine.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace
from typing import Any

from wordcards.ai import ComputerPlayer
from wordcards.ai.levels import Level, Search, level_of

from expert import seeded_game  # bench/expert.py: the same seeded set-up


def changed(settings: dict[str, float], base: str = "hard") -> Level:
    """``base`` (hard or expert) with ``settings`` changed: ``FIELD`` of the level,
    ``rummy_search.FIELD`` of the expert's look-ahead, ``rollout.FIELD`` of the level its
    look-ahead plays the turns forward with."""
    start = level_of(base)
    level_kinds = {f.name: f.type for f in fields(Level) if f.type in ("float", "int")}
    kinds = dict(level_kinds)
    if start.rummy_search is not None:
        kinds.update({f"rummy_search.{f.name}": f.type for f in fields(Search) if f.type in ("float", "int", "int | None")})
        kinds.update({f"rollout.{name}": kind for name, kind in level_kinds.items()})
    unknown = set(settings) - set(kinds)
    if unknown:
        raise SystemExit(f"not a numeric field of {base}: {', '.join(sorted(unknown))} (known: {', '.join(sorted(kinds))})")
    typed = {k: v if kinds[k] == "float" else int(v) for k, v in settings.items()}
    flat = {k: v for k, v in typed.items() if "." not in k}
    search, rollout = under("rummy_search", typed), under("rollout", typed)
    if start.rummy_search is not None and (search or rollout):
        played_by = replace(level_of(start.rummy_search.rollout), **rollout)
        flat["rummy_search"] = replace(start.rummy_search, rollout=played_by, **search)
    return replace(start, name="changed", **flat)


def under(prefix: str, settings: dict[str, float]) -> dict[str, float]:
    """The settings named ``PREFIX.FIELD``, by field: ``rollout.miss=0.1`` -> ``{"miss": 0.1}``."""
    return {key.removeprefix(prefix + "."): v for key, v in settings.items() if key.startswith(prefix + ".")}


def play_one(job: tuple[dict[str, float], str, int, int, int | None]) -> tuple[float, int]:
    """One match: (settings, base, seed, index, most hands) -> (the changed player's share
    of the win, its margin); the changed player sits first when ``index`` is even."""
    settings, base, seed, index, max_hands = job
    game, players, me = seeded_game("rummy", seed, index, "hard", changed(settings, base), max_hands)
    return played_out(game, players, me)


def played_out(game: Any, players: list[ComputerPlayer], me: int) -> tuple[float, int]:
    """Play a seeded match to its end: (seat ``me``'s share of the win, its margin)."""
    while not game.is_over:
        game.apply(players[game.current].choose(game))
    won = 1 / len(game.outcome.winners) if me in game.outcome.winners else 0.0
    return won, game.outcome.totals[me] - game.outcome.totals[1 - me]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("settings", nargs="*", metavar="FIELD=VALUE")
    parser.add_argument(
        "--base", choices=("hard", "expert"), default="hard", help="the level changed (expert: its look-ahead too)"
    )
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--hands", type=int, metavar="N", help="play N one-hand deals twice each (seats swapped) in place of matches"
    )
    args = parser.parse_args()
    settings = {}
    for item in args.settings:
        key, _, value = item.partition("=")
        settings[key] = float(value)
    changed(settings, args.base)  # a bad field is refused before any match is played
    started = time.perf_counter()
    shown = " ".join(args.settings) or "no change"
    if args.hands:  # each deal twice, seats swapped, one hand each
        jobs = [(settings, args.base, args.seed + i, seat, 1) for i in range(args.hands) for seat in (0, 1)]
    else:
        jobs = [(settings, args.base, args.seed + i, i, None) for i in range(args.matches)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play_one, jobs))
    seconds = time.perf_counter() - started
    if args.hands:
        report_deals(results, args.base, shown, args.seed, seconds)
    else:
        report_matches(results, args.base, shown, args.seed, seconds)
    return 0


def report_deals(results: list[tuple[float, int]], base: str, shown: str, seed: int, seconds: float) -> None:
    # A deal's two hands together: the cards and the first seat's edge are the same for both.
    pairs = [(results[2 * i][1] + results[2 * i + 1][1]) / 2 for i in range(len(results) // 2)]
    n = len(pairs)
    mean = sum(pairs) / n
    spread = math.sqrt(sum((p - mean) ** 2 for p in pairs) / max(1, n - 1))
    won = sum(w for w, _ in results) / len(results)
    print(f"{base} with {shown} against hard: {n} deals played twice, one hand each (seeds {seed}-{seed + n - 1})")
    print(
        f"  mean margin {mean:+.2f} +/- {spread / math.sqrt(n):.2f} points a hand (standard error), "
        f"hands won {won:.1%}, {seconds:.0f} s"
    )


def report_matches(results: list[tuple[float, int]], base: str, shown: str, seed: int, seconds: float) -> None:
    n = len(results)
    rate = sum(won for won, _ in results) / n
    error = math.sqrt(rate * (1 - rate) / n)
    margin = sum(m for _, m in results) / n
    print(f"{base} with {shown} against hard: {n} matches (seeds {seed}-{seed + n - 1})")
    print(f"  win rate {rate:.1%} +/- {error:.1%} (standard error), mean margin {margin:+.1f} points, {seconds:.0f} s")

if __name__ == "__main__":
    raise SystemExit(main())
