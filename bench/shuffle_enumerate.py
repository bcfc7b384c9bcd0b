"""Speed of Shuffle move enumeration: hand words, extends, steals and joker swaps.

On the fixed suite in bench/shuffle_positions.py (tables of 10 to 20 words, hands of 7 to
9 cards with 0 to 2 jokers) it times the fast enumerator (engine.shuffle.moves, word
search over the anagram-key index) and the brute-force reference (a scan of the whole
word list, tests/shuffle_reference.py), checks that both find the same plays, and prints
the median time per position of each and their ratio. Targets: fast median <= 10 ms, at
least 20 times faster than brute force.

    .venv/bin/python bench/shuffle_enumerate.py [--repeat N] [--quick]

``--quick`` times the brute force on every fourth position only.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # the reference: tests/shuffle_reference.py

from shuffle_positions import POSITIONS  # noqa: E402

from wordcards.engine.players import Player  # noqa: E402
from wordcards.engine.shuffle import ShuffleGame, moves  # noqa: E402
from shuffle_reference import reference_plays  # noqa: E402
from wordcards.engine.shuffle.search import index_for  # noqa: E402
from wordcards.rulesets import default_ruleset  # noqa: E402
from wordcards.words import default_wordlist  # noqa: E402

KINDS = ("word", "extend", "steal", "swap")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed runs of the fast enumerator per position")
    parser.add_argument("--quick", action="store_true", help="brute force on every fourth position only")
    args = parser.parse_args()

    rules = default_ruleset("shuffle")
    words = default_wordlist()
    start = time.perf_counter()
    index = index_for(words)
    built = time.perf_counter()
    bits = index.letter_bits()
    done = time.perf_counter()
    print(f"word list: {len(words)} words; search index built in {1000 * (built - start):.0f} ms,"
          f" letter-count bit sets in {1000 * (done - built):.0f} ms, {bits.size_in_bytes() / 1e6:.1f} MB (once per list)")

    fast_ms, cpu_ms, brute_ms, ratios = [], [], [], []
    by_jokers: dict[int, list[float]] = {}
    print(f"{'#':>3} {'table':>5} {'hand':>10} {'plays':>6} {'fast ms':>8} {'brute ms':>9} {'ratio':>6}")
    for number, start_position in enumerate(POSITIONS):
        seats = [Player(f"P{i}") for i in range(len(start_position["hands"]))]
        game = ShuffleGame.from_position(rules, words, seats, start_position)
        runs, cpu_runs = [], []
        for _ in range(args.repeat):
            t0, c0 = time.perf_counter(), time.process_time()
            plays = list(moves.generate(game, KINDS))
            runs.append(1000 * (time.perf_counter() - t0))
            cpu_runs.append(1000 * (time.process_time() - c0))
        fast = statistics.median(runs)
        fast_ms.append(fast)
        cpu_ms.append(statistics.median(cpu_runs))
        hand = start_position["hands"][0]
        by_jokers.setdefault(hand.count("*"), []).append(fast)
        brute_text = ratio_text = ""
        if not args.quick or number % 4 == 0:
            t0 = time.perf_counter()
            reference = reference_plays(game, KINDS)
            brute = 1000 * (time.perf_counter() - t0)
            if set(plays) != reference or len(plays) != len(set(plays)):
                raise SystemExit(f"position {number}: the enumerator and the reference disagree")
            brute_ms.append(brute)
            ratios.append(brute / fast)
            brute_text, ratio_text = f"{brute:9.0f}", f"{brute / fast:6.0f}"
        print(f"{number:3} {len(game.table):5} {hand:>10} {len(plays):6} {fast:8.2f} {brute_text:>9} {ratio_text:>6}")

    print()
    print(f"fast enumerator, median per position: {statistics.median(fast_ms):.2f} ms (target <= 10 ms);"
          f" CPU time {statistics.median(cpu_ms):.2f} ms (the machine may be shared)")
    for jokers, times in sorted(by_jokers.items()):
        print(f"  with {jokers} joker(s) in hand: median {statistics.median(times):.2f} ms, max {max(times):.2f} ms")
    print(f"brute force, median per position:     {statistics.median(brute_ms):.0f} ms")
    print(f"ratio (brute / fast), median:          {statistics.median(ratios):.0f}x (target >= 20x);"
          f" median brute / median fast = {statistics.median(brute_ms) / statistics.median(fast_ms):.0f}x")


if __name__ == "__main__":
    main()
