"""Advanced rummy (R8, the score pad): how long a computer player's decisions take, under
the shipped rules and under a family's one colour with hands of 10
(bench/rulesets/rummy-1-colour-hand-10.yaml). Prints, never asserts.

    .venv/bin/python bench/advanced_speed.py [--level hard] [--matches 6] [--hands 5]
                                             [--house-matches 2] [--house-hands 2] [--profile]

Seeded matches of two players of ``--level`` (seed 3000 + i), every decision timed in the
process's CPU time (``time.process_time``: other busy processes inflate it far less than
wall time), between-hand deals not counted. Per ruleset: decisions, p50, p95, worst,
their CPU in all, and a digest of every action taken, so that a run on another checkout
(PYTHONPATH=<checkout>/src) shows both the times and that no choice moved. ``--profile``:
cProfile of the house ruleset's decisions, the 25 costliest functions by own time.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import pstats
import sys
import time
from pathlib import Path

from wordcards.ai import choose_action
from wordcards.engine.players import Player
from wordcards.engine.rummy import Phase, RummyMatch
from wordcards.engine.seeding import rng
from wordcards.rulesets import default_ruleset, parse_ruleset
from wordcards.words import default_wordlist

HOUSE = Path(__file__).resolve().parent / "rulesets" / "rummy-1-colour-hand-10.yaml"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def play(rules, words, level: str, seed: int, hands: int, times: list[float], digest, profile=None) -> None:
    """One seeded match of ``hands`` hands; appends each decision's CPU time to ``times``."""
    seats = [Player("Ann", computer=level), Player("Bob", computer=level)]
    match = RummyMatch.new(rules, words, seats, seed, variant="advanced", hands=hands)
    streams = [rng(seed, "bench-advanced", seat) for seat in range(2)]
    while not match.is_over:
        if match.phase is Phase.HAND_OVER:
            match.apply(match.legal_actions()[0])
            continue
        seat = match.current
        if profile is not None:
            profile.enable()
        tick = time.process_time()
        action = choose_action(match, seat, level, streams[seat])
        times.append(time.process_time() - tick)
        if profile is not None:
            profile.disable()
        digest.update(repr(action).encode())
        match.apply(action)


def run(label: str, rules, words, level: str, matches: int, hands: int, profile=None) -> None:
    times: list[float] = []
    digest = hashlib.sha256()
    for i in range(matches):
        play(rules, words, level, 3000 + i, hands, times, digest, profile)
    ms = [t * 1000 for t in times]
    print(
        f"{label}: {len(ms)} decisions of {matches} matches of {hands} hand(s), {level}: "
        f"p50 {percentile(ms, 0.5):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, worst {max(ms):.0f} ms, "
        f"CPU {sum(times):.2f} s; actions {digest.hexdigest()[:16]}",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard", help="both seats' level (default hard)")
    parser.add_argument("--matches", type=int, default=6, help="matches under the shipped rules (default 6)")
    parser.add_argument("--hands", type=int, default=5, help="hands a match of the shipped rules lasts (default 5)")
    parser.add_argument("--house-matches", type=int, default=2, help="matches in one colour, hands of 10 (default 2)")
    parser.add_argument("--house-hands", type=int, default=2, help="hands such a match lasts (default 2)")
    parser.add_argument("--profile", action="store_true", help="profile the house ruleset's decisions")
    args = parser.parse_args()
    words = default_wordlist()
    words.anagrams  # built once, as the app's warm-up does, not inside the first decision
    house = parse_ruleset(HOUSE.read_text(encoding="utf-8"), str(HOUSE), expect="rummy")
    if args.matches:
        run("shipped rules", default_ruleset("rummy"), words, args.level, args.matches, args.hands)
    if args.house_matches:
        profile = cProfile.Profile() if args.profile else None
        run("one colour, hands of 10", house, words, args.level, args.house_matches, args.house_hands, profile)
        if profile is not None:
            pstats.Stats(profile).sort_stats("tottime").print_stats(25)
    return 0


if __name__ == "__main__":
    sys.exit(main())
