"""Computer-player speed: decision times, self-play rates, peak memory. Prints, never asserts.

    .venv/bin/python bench/ai_speed.py [--games 100] [--hands 100] [--selfplay-seconds 20]

1. Hard decision time, p50 / p95 / worst, over every position of ``--games`` seeded
   self-play games (Shuffle, 2 hard players) and of ``--hands`` rummy hands (2 hard
   players). Target: p95 < 150 ms.
2. Self-play at normal: 2-player Shuffle games per second (target >= 5) and 2-player rummy
   hands per second (target >= 20), on one core, word list and indexes loaded first.
3. Peak memory of the process (resident set), target < 150 MB.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time

from wordcards.ai import choose_action
from wordcards.ai.selfplay import simulate_one
from wordcards.engine.players import Player
from wordcards.engine.rummy import Phase, RummyMatch
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.search import index_for
from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def timed_decisions(game, seed: int, level: str, stop) -> list[float]:
    streams = [rng(seed, "bench", i) for i in range(len(game.players))]
    times = []
    while not game.is_over and not stop(game):
        seat = game.current
        if isinstance(game, RummyMatch) and game.phase is Phase.HAND_OVER:
            game.apply(game.legal_actions()[0])
            continue
        started = time.perf_counter()
        action = choose_action(game, seat, level, streams[seat])
        times.append(time.perf_counter() - started)
        game.apply(action)
    return times


def report_times(what: str, times: list[float]) -> None:
    ms = [t * 1000 for t in times]
    print(
        f"  {what}: {len(ms)} decisions, p50 {percentile(ms, 0.5):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
        f"worst {max(ms):.0f} ms, mean {statistics.mean(ms):.1f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="Shuffle games for the hard decision times")
    parser.add_argument("--hands", type=int, default=100, help="rummy hands for the hard decision times")
    parser.add_argument("--selfplay-seconds", type=float, default=20.0, help="time spent on each self-play rate")
    args = parser.parse_args()

    started = time.perf_counter()
    words = default_wordlist()
    index_for(words)  # the anagram index and the search index, built once
    print(f"word list and indexes ready in {time.perf_counter() - started:.2f} s")
    shuffle_rules, rummy_rules = default_ruleset("shuffle"), default_ruleset("rummy")
    hard2 = [Player("A", computer="hard"), Player("B", computer="hard")]

    print("\nHard decision time (target p95 < 150 ms):")
    times: list[float] = []
    for seed in range(args.games):
        times += timed_decisions(ShuffleGame.new(shuffle_rules, words, hard2, seed), seed, "hard", lambda g: False)
    report_times(f"Shuffle, {args.games} games", times)
    times = []
    hands = 0
    seed = 0
    while hands < args.hands:
        match = RummyMatch.new(rummy_rules, words, hard2, seed)
        left = args.hands - hands
        times += timed_decisions(match, seed, "hard", lambda m, left=left: len(m.results) >= left)
        hands += len(match.results)
        seed += 1
    report_times(f"rummy, {hands} hands", times)

    print("\nSelf-play at normal, 2 players, one core:")
    for name, rules, options, target, unit in (
        ("shuffle", shuffle_rules, {}, 5, "games"),
        ("rummy", rummy_rules, {"variant": "standard"}, 20, "hands"),
    ):
        spent, done, seed = 0.0, 0, 1000
        while spent < args.selfplay_seconds:
            _, report = simulate_one(name, rules, words, ("normal", "normal"), seed, **options)
            if not report.ok:
                print(f"  {name} seed {seed}: {'; '.join(report.problems)}")
            spent += report.seconds
            done += report.hands
            seed += 1
        print(f"  {name}: {done / spent:.1f} {unit} per second (target >= {target}; {done} {unit} in {spent:.1f} s)")

    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"\nPeak memory (resident): {peak_kb / 1024:.0f} MB (target < 150 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
