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

from wordcards.ai import ComputerPlayer
from wordcards.ai.levels import HARD, Level, Search, level_of
from wordcards.ai.selfplay import new_game

_CACHE: dict = {}


def changed(settings: dict[str, float], base: str = "hard") -> Level:
    """``base`` (hard or expert) with ``settings`` changed; ``rummy_search.FIELD`` changes
    the expert's look-ahead."""
    start = level_of(base)
    kinds = {f.name: f.type for f in fields(Level) if f.type in ("float", "int")}
    search_kinds = {f"rummy_search.{f.name}": f.type for f in fields(Search) if f.type in ("float", "int")}
    unknown = set(settings) - set(kinds) - set(search_kinds)
    if unknown:
        known = sorted(kinds) + (sorted(search_kinds) if start.rummy_search else [])
        raise SystemExit(f"not a numeric field of Level: {', '.join(sorted(unknown))} (known: {', '.join(known)})")
    kinds.update(search_kinds)
    typed = {k: int(v) if kinds[k] == "int" else v for k, v in settings.items()}
    nested = {k.partition(".")[2]: v for k, v in typed.items() if k.startswith("rummy_search.")}
    flat = {k: v for k, v in typed.items() if not k.startswith("rummy_search.")}
    if nested:
        if start.rummy_search is None:
            raise SystemExit(f"{base} has no look-ahead to change (rummy_search.* needs --base expert)")
        flat["rummy_search"] = replace(start.rummy_search, **nested)
    return replace(start, name="changed", **flat)


def play_one(job: tuple[dict[str, float], str, int, int, int | None]) -> tuple[float, int]:
    """One match: (settings, base, seed, index, most hands) -> (the changed player's share
    of the win, its margin); the changed player sits first when ``index`` is even."""
    settings, base, seed, index, max_hands = job
    if not _CACHE:
        from wordcards.rulesets import default_ruleset
        from wordcards.words import default_wordlist

        _CACHE.update(words=default_wordlist(), rules=default_ruleset("rummy"))
    mine = changed(settings, base)
    levels = (mine, HARD) if index % 2 == 0 else (HARD, mine)
    game = new_game("rummy", _CACHE["rules"], _CACHE["words"], ("hard", "hard"), seed, variant="standard", max_hands=max_hands)
    players = [ComputerPlayer(seat, level, seed, time_cap=None) for seat, level in enumerate(levels)]
    while not game.is_over:
        game.apply(players[game.current].choose(game))
    me = index % 2
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
    if args.hands:
        jobs = [(settings, args.base, args.seed + i, seat, 1) for i in range(args.hands) for seat in (0, 1)]
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(play_one, jobs))
        # A deal's two hands together: the cards and the first seat's edge are the same for both.
        pairs = [(results[2 * i][1] + results[2 * i + 1][1]) / 2 for i in range(args.hands)]
        n = len(pairs)
        mean = sum(pairs) / n
        spread = math.sqrt(sum((p - mean) ** 2 for p in pairs) / max(1, n - 1))
        won = sum(w for w, _ in results) / len(results)
        print(
            f"{args.base} with {shown} against hard: {n} deals played twice, one hand each (seeds {args.seed}-{args.seed + n - 1})"
        )
        print(
            f"  mean margin {mean:+.2f} +/- {spread / math.sqrt(n):.2f} points a hand (standard error), "
            f"hands won {won:.1%}, {time.perf_counter() - started:.0f} s"
        )
        return 0
    jobs = [(settings, args.base, args.seed + i, i, None) for i in range(args.matches)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play_one, jobs))
    n = len(results)
    rate = sum(won for won, _ in results) / n
    error = math.sqrt(rate * (1 - rate) / n)
    margin = sum(m for _, m in results) / n
    print(f"{args.base} with {shown} against hard: {n} matches (seeds {args.seed}-{args.seed + n - 1})")
    print(
        f"  win rate {rate:.1%} +/- {error:.1%} (standard error), mean margin {margin:+.1f} points, {time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
