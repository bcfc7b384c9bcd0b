"""The after-game review's figures for seeded games, for checking that a speed-up changes
none: per game a digest of every reviewed turn (what was played, the best found, the
expert's choice, its gain, noise, lead and why), with no time cap, and the CPU time it
took. Prints, never asserts.

    .venv/bin/python bench/review_figures.py [--seeds 1-2] [--players 2,4]

The games are ``bench/review_speed.py``'s (hot-seat people whose moves the normal computer
player chooses), here with 2 or more players: Shuffle, and a standard Word Rummy match.
Run it on two checkouts (e.g. PYTHONPATH=<other checkout>/src) and compare: the digests
must be equal.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from dataclasses import astuple
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from review_speed import played  # noqa: E402  (the same games as bench/review_speed.py)

from wordcards.ai import review  # noqa: E402
from wordcards.engine.players import Player  # noqa: E402
from wordcards.engine.rummy import RummyMatch  # noqa: E402
from wordcards.engine.shuffle import ShuffleGame  # noqa: E402
from wordcards.rulesets import default_ruleset  # noqa: E402
from wordcards.words import default_wordlist  # noqa: E402

NAMES = ("Ann", "Bob", "Cy", "Di", "Eve", "Fay")
KINDS = {"shuffle": ShuffleGame, "rummy": RummyMatch}


def seeds(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=seeds, default=seeds("1-2"), help="a seed or a range (default 1-2)")
    parser.add_argument("--players", default="2,4", help="Shuffle's table sizes (default 2,4); rummy is reviewed with 2")
    parser.add_argument("--kinds", default="shuffle,rummy")
    args = parser.parse_args()
    words = default_wordlist()
    for kind in args.kinds.split(","):
        sizes = [int(n) for n in args.players.split(",")] if kind == "shuffle" else [2]
        for size in sizes:
            for seed in args.seeds:
                people = tuple(Player(name) for name in NAMES[:size])
                game = played(KINDS[kind].new(default_ruleset(kind), words, people, seed), seed)
                start = time.process_time()
                turns = review(game, look_ahead=True, time_cap=None)
                cpu = time.process_time() - start
                digest = hashlib.sha256(repr([astuple(turn) for turn in turns]).encode()).hexdigest()[:16]
                print(f"{kind} {size} players seed {seed}: {len(turns)} turns, {digest}, CPU {cpu:.1f} s", flush=True)


if __name__ == "__main__":
    main()
