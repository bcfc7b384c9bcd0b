"""The expert against hard: win rates with their standard errors, and the expert's decision
times. Prints, never asserts.

    .venv/bin/python bench/expert.py [--games 200] [--jobs 2] [--seed 5000] [--game shuffle|rummy|both]
                                     [--against hard|normal]

For each game (Shuffle; Word Rummy, standard), ``--games`` seeded 2-player games of expert
against hard, the expert in the first seat in half of them (seed S+i; expert first when i
is even). No time cap (as ``wordcards simulate``): the same seeds give the same games on
any machine; the expert's effort is its budget of simulations per decision, and its
decision times are measured against the time cap an interactive game gives it (1 s).
Targets: expert wins >= 60% of the games against hard in each game; p95 decision time
within the cap. Decision times are given as wall time and as the process's CPU time (on a
shared, busy machine the wall time is mostly waiting for a core).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from wordcards.ai import DEFAULT_TIME_CAP, ComputerPlayer
from wordcards.ai.levels import EXPERT, Level, level_of
from wordcards.ai.selfplay import invariants, new_game

_CACHE: dict = {}


def _setup():
    if not _CACHE:
        from wordcards.engine.shuffle.search import warm_up
        from wordcards.rulesets import default_ruleset
        from wordcards.words import default_wordlist

        words = default_wordlist()
        # Built once per process, not inside the first timed decision (the app builds them
        # while the first screen is read).
        warm_up(words)
        words.anagrams
        _CACHE.update(words=words, shuffle=default_ruleset("shuffle"), rummy=default_ruleset("rummy"))
    return _CACHE


def seeded_game(
    name: str,
    seed: int,
    index: int,
    against: str = "hard",
    mine: "str | Level" = "expert",
    max_hands: int | None = None,
    variant: str = "standard",
    rules: Any = None,
) -> tuple[Any, list[ComputerPlayer], int]:
    """The ``index``-th game of a run: (the game, its computer players, the seat of
    ``mine``, the expert unless told). It sits first when ``index`` is even; no time cap,
    so a seed gives one game. Rummy only: ``max_hands``, end the match after so many hands
    (advanced: its length in hands); ``variant``, its scoring; ``rules``, a ruleset other
    than the shipped one."""
    cache = _setup()
    levels = (mine, against) if index % 2 == 0 else (against, mine)
    options: dict[str, Any] = {}
    if name == "rummy":
        options = {"variant": variant, "hands" if variant == "advanced" else "max_hands": max_hands}
    labels = [level if isinstance(level, str) else level_of(against).name for level in levels]  # names the seats only
    game = new_game(name, rules or cache[name], cache["words"], labels, seed, **options)
    players = [ComputerPlayer(i, level, seed, time_cap=None) for i, level in enumerate(levels)]
    return game, players, index % 2


def play_one(job: tuple[str, int, int, str]) -> dict:
    """One game: (game name, seed, index, the other level). Returns the expert's share of
    the win, its decision times and the scores."""
    name, seed, index, against = job
    game, players, me = seeded_game(name, seed, index, against)
    times: list[float] = []
    cpu: list[float] = []  # the process's own CPU time: what a decision costs on a free core
    started = time.perf_counter()
    while not game.is_over:
        seat = game.current
        tick, tock = time.perf_counter(), time.process_time()
        action = players[seat].choose(game)
        if seat == me:
            times.append(time.perf_counter() - tick)
            cpu.append(time.process_time() - tock)
        game.apply(action)
    problems = invariants(game)
    outcome = game.outcome
    won = 1 / len(outcome.winners) if me in outcome.winners else 0.0
    scores = outcome.scores if name == "shuffle" else outcome.totals
    return {
        "seed": seed,
        "expert_seat": me,
        "won": won,
        "times": times,
        "cpu": cpu,
        "problems": problems,
        "scores": list(scores),
        "seconds": time.perf_counter() - started,
    }


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def most_simulations(name: str) -> int:
    """The simulations of one decision at most: the Shuffle expert weighs ending the turn
    beside its candidate plays (ai/expert_shuffle.py), so it plays one more each deal."""
    search = EXPERT.search if name.lower() == "shuffle" else EXPERT.rummy_search
    assert search is not None
    return (search.candidates + (name.lower() == "shuffle")) * search.samples


def report(name: str, results: list[dict], seconds: float, against: str = "hard") -> None:
    n = len(results)
    wins = [r["won"] for r in results]
    rate = sum(wins) / n
    error = math.sqrt(rate * (1 - rate) / n)
    by_seat = [[r["won"] for r in results if r["expert_seat"] == s] for s in (0, 1)]
    times = [t * 1000 for r in results for t in r["times"]]
    margin = statistics.mean((r["scores"][r["expert_seat"]] - r["scores"][1 - r["expert_seat"]]) for r in results)
    failures = sum(bool(r["problems"]) for r in results)
    budget = most_simulations(name)
    print(f"\n{name}: {n} games, expert against {against} (2 players, seats alternating), {seconds:.0f} s wall")
    target = "   target >= 60%" if against == "hard" else ""
    print(f"  expert win rate          {rate:.1%} +/- {error:.1%} (standard error){target}")
    print(
        f"  as first / second seat   {statistics.mean(by_seat[0] or [0.0]):.1%} / {statistics.mean(by_seat[1] or [0.0]):.1%}"
        f"  (of {len(by_seat[0])} / {len(by_seat[1])})"
    )
    print(f"  mean score margin        {margin:+.1f} points (expert minus {against})")
    print(
        f"  expert decisions         {len(times)}: p50 {percentile(times, 0.5):.0f} ms, p95 {percentile(times, 0.95):.0f} ms, "
        f"worst {max(times):.0f} ms   (budget {budget} simulations; cap {DEFAULT_TIME_CAP * 1000:.0f} ms)"
    )
    cpu = [t * 1000 for r in results for t in r.get("cpu", [])]
    if cpu:
        print(
            f"  expert decisions, CPU    p50 {percentile(cpu, 0.5):.0f} ms, p95 {percentile(cpu, 0.95):.0f} ms, "
            f"worst {max(cpu):.0f} ms   (the process's own CPU time: the wall times above include waiting "
            "for a busy machine)"
        )
    print(f"  invariant failures       {failures}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games of each game (default 200)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--seed", type=int, default=5000, help="seed of the first game (default 5000)")
    parser.add_argument("--game", choices=("shuffle", "rummy", "both"), default="both")
    parser.add_argument("--against", choices=("hard", "normal"), default="hard", help="the other seat's level (default hard)")
    parser.add_argument(
        "--jsonl",
        metavar="PATH",
        help="also append each game's result to this file as it ends; games the file already holds "
        "are not played again but counted (a long run can stop and go on later)",
    )
    parser.add_argument("--report", metavar="PATH", help="play nothing: report the games a --jsonl file holds")
    args = parser.parse_args()
    if args.report:
        for name in ("shuffle", "rummy"):
            mine = [r for r in _stored(args.report) if r["game"] == name and _against(r) == args.against]
            if mine:
                report(name, mine, sum(r["seconds"] for r in mine), args.against)
        return 0
    for name, search in (("Shuffle", EXPERT.search), ("rummy", EXPERT.rummy_search)):
        print(
            f"expert, {name}: {search.candidates} candidates{' and ending the turn' if name == 'Shuffle' else ''} x "
            f"{search.samples} sampled deals = {most_simulations(name)} "
            f"simulations a decision at most; plays forward "
            f"{'to the end of the hand' if search.turns >= 99 else f'{search.turns} turn(s) (to the end when near)'} with "
            f"the {getattr(search.rollout, 'name', search.rollout)} policy; hard's choice stands unless another is {search.confidence:g} standard "
            f"errors better"
        )
    print(f"{args.jobs} worker(s)")
    names = ("shuffle", "rummy") if args.game == "both" else (args.game,)
    stored = _stored(args.jsonl) if args.jsonl else []
    commit = _commit()  # which code played each stored game
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for name in names:
            started = time.perf_counter()
            seeds = range(args.seed, args.seed + args.games)
            results = [r for r in stored if r["game"] == name and r["seed"] in seeds and _against(r) == args.against]
            done_seeds = {r["seed"] for r in results}
            if done_seeds:
                print(
                    f"  {name}: {len(done_seeds)} games already in {args.jsonl}; playing the other {args.games - len(done_seeds)}"
                )
            jobs = [(name, args.seed + i, i, args.against) for i in range(args.games) if args.seed + i not in done_seeds]
            for k, result in enumerate(pool.map(play_one, jobs), 1):
                results.append(result)
                if args.jsonl:
                    with open(args.jsonl, "a", encoding="utf-8") as out:
                        out.write(json.dumps({"game": name, "against": args.against, "commit": commit, **result}) + "\n")
                if k % 20 == 0:
                    won = sum(r["won"] for r in results)
                    print(
                        f"  {name}: {len(results)} games, expert {won / len(results):.0%}, {time.perf_counter() - started:.0f} s",
                        flush=True,
                    )
            report(name, results, time.perf_counter() - started, args.against)
    return 0


def _against(record: dict) -> str:
    """The level a stored game's expert played against (files from before --against: hard)."""
    return record.get("against", "hard")


def _commit() -> str:
    import subprocess

    try:
        done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
        return done.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _stored(path: str) -> list[dict]:
    """The results a --jsonl file holds (none when it does not exist yet)."""
    try:
        with open(path, encoding="utf-8") as lines:
            return [json.loads(line) for line in lines if line.strip()]
    except FileNotFoundError:
        return []


if __name__ == "__main__":
    sys.exit(main())
