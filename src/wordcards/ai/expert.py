"""The expert's look-ahead, shared by both games: weigh a few candidate plays by playing
each forward over sampled deals of the cards the player cannot see.

A game supplies the candidates (the best its hard search finds, hard's own choice first)
and ``play_out(sample, action) -> float``: the outcome for the player of ``action`` in the
``sample``-th deal (a full game consistent with the player's view, dealt from a seeded
stream), played forward by a quick policy. Every candidate meets the same deals, so the
comparison is fair and the noise shared.

Effort is counted in simulations: ``samples`` rounds of one simulation per candidate. The
time cap (from an injectable clock) only guards a slow machine: when it runs out, the
rounds completed so far decide (none: hard's choice, the first candidate).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Generic, Sequence, TypeVar

A = TypeVar("A")
Clock = Callable[[], float]


@dataclass(frozen=True)
class Weighed(Generic[A]):
    action: A
    mean: float  # the average outcome over the samples played (0.0 when none were)


@dataclass(frozen=True)
class Verdict(Generic[A]):
    """The search's result: the chosen action and every candidate's average outcome."""

    action: A
    weighed: tuple[Weighed[A], ...]  # in the order given: hard's choice first
    samples: int  # complete rounds: each candidate was played forward in this many deals
    simulations: int  # simulations run (including an unfinished last round)
    capped: bool  # the time cap stopped the search before its budget was spent

    def mean_of(self, action: A) -> float | None:
        for w in self.weighed:
            if w.action == action:
                return w.mean
        return None

    @property
    def best_mean(self) -> float:
        return self.mean_of(self.action) or 0.0


def weigh(
    candidates: Sequence[A],
    play_out: Callable[[int, A], float],
    samples: int,
    time_cap: float | None = None,
    clock: Clock = time.perf_counter,
    confidence: float = 0.0,
) -> Verdict[A]:
    """Play every candidate forward in ``samples`` deals and choose the best average (among
    equals the earlier candidate). Stops early when ``time_cap`` seconds have passed.

    ``confidence``: another candidate replaces the first (hard's choice) only when its
    advantage, deal by deal, is at least this many standard errors: with a few deals the
    averages are noisy, and a noisy choice among good plays is worse than hard's."""
    if not candidates:
        raise ValueError("nothing to weigh")
    if len(candidates) == 1:
        return Verdict(candidates[0], (Weighed(candidates[0], 0.0),), 0, 0, False)
    deadline = None if time_cap is None else clock() + time_cap
    results: list[list[float]] = []  # per complete round, an outcome per candidate
    rounds = simulations = 0
    capped = False
    for sample in range(samples):
        outcomes = []
        for action in candidates:
            if deadline is not None and clock() >= deadline:
                capped = True
                break
            outcomes.append(play_out(sample, action))
            simulations += 1
        if capped:
            break
        results.append(outcomes)
        rounds += 1
    means = [sum(r[i] for r in results) / rounds if rounds else 0.0 for i in range(len(candidates))]
    trusted = [i for i in range(len(candidates)) if i == 0 or _clear_gain(results, i, confidence)]
    best = max(trusted, key=lambda i: (means[i], -i))
    weighed = tuple(Weighed(a, m) for a, m in zip(candidates, means))
    return Verdict(candidates[best], weighed, rounds, simulations, capped)


def _clear_gain(results: list[list[float]], i: int, confidence: float) -> bool:
    """Whether candidate ``i`` beats the first by ``confidence`` standard errors of the
    paired differences (the same deals for both)."""
    gains = [r[i] - r[0] for r in results]
    n = len(gains)
    if n == 0:
        return False
    mean = sum(gains) / n
    if confidence <= 0:
        return True
    if n < 2:
        return False
    spread = (sum((g - mean) ** 2 for g in gains) / (n - 1)) ** 0.5
    return mean > 0 and (spread == 0 or mean / (spread / n**0.5) >= confidence)
