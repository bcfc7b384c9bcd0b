"""How long the after-game review of a whole 2-player game takes. Prints, never asserts.

    .venv/bin/python bench/review_speed.py [--games 3] [--seed 1]

Each game is a hot-seat game of two people (their moves chosen here by the normal computer
player), played to the end from a seed: Shuffle, and a standard Word Rummy match; the
review covers every turn of both.
Timed (wall time; the in-process review with the expert also in CPU time, which a busy
machine inflates less), as the app's review screen runs it: ``wordcards.ai.review`` with the best play
found at each turn only, and with the expert's look-ahead too (``look_ahead=True``, the
app's time cap of 1 s per turn). Target: under 1 s, or a progress bar when longer (the
review screen shows one).
The positions the expert's questions are asked at (one a turn): what answering them in
this process costs (one replay stepped forward), beside rebuilding each from its record
(how a worker process does; this process did too before).
A rummy match is also reviewed with every turn known (``known=``, its review already made):
what a hand's review costs for the earlier hands it takes as they were (the replay alone).
And the expert's review as the app makes it (``app/review_pool.py``): its questions
answered by worker processes (one per core but one, or ``--workers``), their start
counted; with fewer than 3 cores (one worker would be no sooner) in this process, as the
line says.
"""

from __future__ import annotations

import argparse
import os
import pickle
import statistics
import time
from dataclasses import replace
from typing import Callable

from wordcards.ai import DEFAULT_TIME_CAP, choose_action, review
from wordcards.ai.adviser import ExpertJob, ExpertReview, expert_jobs, keep_words
from wordcards.app.review_pool import ReviewPool, usable_cores, workers_for
from wordcards.engine.contract import GameContract
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


def positions_cost(game: GameContract) -> tuple[float, float]:
    """Seconds to reach every turn's start, as the expert's questions do: stepped forward
    on one replay (in this process), and rebuilt from each question's record (a worker)."""
    ask = expert_jobs(ExpertReview(game, DEFAULT_TIME_CAP))
    assert ask is not None
    replay = type(game).from_record(replace(game.record(), actions=()), game.words)
    jobs, last = [], None
    for action in game.actions:
        if replay.current != last:  # a turn's start
            jobs.append(ask(len(replay.actions), replay.current, ()))
        last = replay.current
        replay.apply(action)
    sent = [pickle.loads(pickle.dumps(job)) for job in jobs]  # as a worker receives them
    keep_words(game.words)

    def reach(questions: list[ExpertJob]) -> None:
        for job in questions:
            with job.position(type(game)):
                pass

    return timed(lambda: reach(jobs)), timed(lambda: reach(sent))


def answered_by(workers: list[int]) -> str:
    """Who answered the app's reviews: the pool's worker processes, or this process (the
    pool starts none with fewer than 3 cores)."""
    if not any(workers):
        return f"in-process: no worker processes with {usable_cores()} usable cores"
    return f"{', '.join(sorted({str(count) for count in workers}))} worker processes"


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
        best_only, with_expert, with_expert_cpu, pooled, turns, all_known, workers, stepped, rebuilt = [], [], [], [], [], [], [], [], []
        for seed in range(args.seed, args.seed + args.games):
            game = played(make(seed), seed)
            start = time.perf_counter()
            reviewed = review(game)
            best_only.append(time.perf_counter() - start)
            turns.append(len(reviewed))
            here, there = positions_cost(game)
            stepped.append(here)
            rebuilt.append(there)
            if isinstance(game, RummyMatch):  # Shuffle is reviewed once, at its end: no known turns
                all_known.append(statistics.median(timed(lambda: review(game, known=reviewed)) for _ in range(KNOWN_RUNS)))
            start, cpu = time.perf_counter(), time.process_time()
            review(game, look_ahead=True, time_cap=DEFAULT_TIME_CAP)
            with_expert.append(time.perf_counter() - start)
            with_expert_cpu.append(time.process_time() - cpu)
            pool = ReviewPool(None, None, kind, args.workers)  # the shipped list, as the game's
            start = time.perf_counter()
            review(game, look_ahead=True, time_cap=DEFAULT_TIME_CAP, map=pool.map)
            pooled.append(time.perf_counter() - start)
            workers.append(pool.workers_used)
            if pool.fell_back:
                print(f"{names[kind]}, seed {seed}: a worker failed, the pooled review was answered here")
        print(
            f"{names[kind]}: {args.games} games, {statistics.mean(turns):.0f} reviewed turns on average; "
            f"best found: median {statistics.median(best_only):.2f} s, worst {max(best_only):.2f} s; "
            f"the questions' positions: stepped forward here median {1000 * statistics.median(stepped):.0f} ms, "
            f"rebuilt from each record {1000 * statistics.median(rebuilt):.0f} ms; "
            f"with the expert's look-ahead, answered in-process: median {statistics.median(with_expert):.1f} s, "
            f"worst {max(with_expert):.1f} s (CPU median {statistics.median(with_expert_cpu):.1f} s: the load inflates wall time); "
            f"the same as the app answers it ({answered_by(workers)}): median {statistics.median(pooled):.1f} s, worst {max(pooled):.1f} s"
            + (f"; every turn known: median {1000 * statistics.median(all_known):.0f} ms" if all_known else "")
        )
    print(f"target: under 1 s, or a progress bar when longer; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
