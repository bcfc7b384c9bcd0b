"""How long the after-game review of a whole 2-player game takes. Prints, never asserts.

    .venv/bin/python bench/review_speed.py [--games 3] [--seed 1]

Each game is a hot-seat game of two people (their moves chosen here by the normal computer
player), played to the end from a seed: Shuffle, and a standard Word Rummy match; the
review covers every turn of both.
Timed, as the app's review screen runs it: ``wordcards.ai.review`` with the best play
found at each turn only, and with the expert's look-ahead too (``look_ahead=True``, the
app's time cap of 1 s per turn). Target: under 1 s, or a progress bar when longer (the
review screen shows one).
A rummy match is also reviewed with every turn known (``known=``, its review already made):
what a hand's review costs for the earlier hands it takes as they were (the replay alone).
And the expert's review as the app makes it, its questions answered by worker processes
(``app/review_pool.py``: one per core but one, or ``--workers``), their start counted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from typing import Callable

from wordcards.ai import DEFAULT_TIME_CAP, choose_action, review
from wordcards.app.review_pool import ReviewPool, workers_for
from wordcards.engine.game import Game
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.search import warm_up
from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist

PLAYERS = (Player("Ann"), Player("Bob"))
KNOWN_RUNS = 5  # the replay alone takes milliseconds: the median of a few runs


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def played(game: Game, seed: int) -> Game:
    stream = rng(seed, "bench-review")
    while not game.is_over:
        game.apply(choose_action(game, game.current, "normal", stream))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games of each kind (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None, help=f"worker processes of the pooled review (default {workers_for(99)}: the app's)")
    args = parser.parse_args()
    words = default_wordlist()
    words.anagrams  # what the app builds while the first screen is read
    warm_up(words)
    makers = {
        "shuffle": lambda seed: ShuffleGame.new(default_ruleset("shuffle"), words, PLAYERS, seed),
        "rummy": lambda seed: RummyMatch.new(default_ruleset("rummy"), words, PLAYERS, seed),
    }
    names = {"shuffle": "Shuffle", "rummy": "Word Rummy (standard scoring)"}
    for kind, make in makers.items():
        best_only, with_expert, pooled, turns, all_known = [], [], [], [], []
        for seed in range(args.seed, args.seed + args.games):
            game = played(make(seed), seed)
            start = time.perf_counter()
            reviewed = review(game)
            best_only.append(time.perf_counter() - start)
            turns.append(len(reviewed))
            if isinstance(game, RummyMatch):  # Shuffle is reviewed once, at its end: no known turns
                all_known.append(statistics.median(timed(lambda: review(game, known=reviewed)) for _ in range(KNOWN_RUNS)))
            start = time.perf_counter()
            review(game, look_ahead=True, time_cap=DEFAULT_TIME_CAP)
            with_expert.append(time.perf_counter() - start)
            pool = ReviewPool(None, None, kind, args.workers)  # the shipped list, as the game's
            start = time.perf_counter()
            review(game, look_ahead=True, time_cap=DEFAULT_TIME_CAP, map=pool.map)
            pooled.append(time.perf_counter() - start)
            if pool.fell_back:
                print(f"{names[kind]}, seed {seed}: a worker failed, the pooled review was answered here")
        print(
            f"{names[kind]}: {args.games} games, {statistics.mean(turns):.0f} reviewed turns on average; "
            f"best found: median {statistics.median(best_only):.2f} s, worst {max(best_only):.2f} s; "
            f"with the expert's look-ahead: median {statistics.median(with_expert):.1f} s, "
            f"worst {max(with_expert):.1f} s; "
            f"the same in {args.workers or workers_for(99)} worker processes: median {statistics.median(pooled):.1f} s, worst {max(pooled):.1f} s"
            + (f"; every turn known: median {1000 * statistics.median(all_known):.0f} ms" if all_known else "")
        )
    print(f"target: under 1 s, or a progress bar when longer; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
