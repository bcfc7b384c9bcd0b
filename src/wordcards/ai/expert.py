"""The expert's look-ahead, shared by both games: weigh a few candidate plays by playing
each forward over sampled deals of the cards the player cannot see.

A game supplies the candidates (the best its hard search finds, hard's own choice first)
and ``play_out(sample, action, check) -> float``: the outcome for the player of ``action`` in the
``sample``-th deal (a full game consistent with the player's view, dealt from a seeded
stream), played forward by a quick policy. Every candidate meets the same deals, so the
comparison is fair and the noise shared.

Effort is counted in simulations: ``samples`` rounds of one simulation per candidate. The
time cap (from an injectable clock) only guards a slow machine: when it runs out, the
rounds completed so far decide (none: hard's choice, the first candidate). A play-out is
given a ``check`` to call between its actions, which raises ``OutOfTime`` once the cap has
run out: with huge hands one play-out can take longer than the cap (seen: a Shuffle review
sat at 85% for 24 minutes with 28-card hands). A play-out cut short is left out, so the
results stay the seeded ones, the same as without a cap when the cap does not bind.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Generic, Sequence, TypeVar

A = TypeVar("A")
Clock = Callable[[], float]
Check = Callable[[], None]  # raises OutOfTime once the time cap has run out


class OutOfTime(Exception):
    """The search's time cap ran out in the middle of a play-out: its outcome is unknown."""


def no_limit() -> None:
    """The ``check`` of a search without a time cap."""


def time_check(time_cap: float | None, clock: Clock) -> Check:
    """A ``check`` that raises ``OutOfTime`` once ``time_cap`` seconds have passed from now."""
    if time_cap is None:
        return no_limit
    deadline = clock() + time_cap

    def check() -> None:
        if clock() >= deadline:
            raise OutOfTime

    return check


@dataclass(frozen=True)
class Weighed(Generic[A]):
    action: A
    outcomes: tuple[float, ...] = ()  # its outcome in each deal it was played in, in order

    @property
    def mean(self) -> float:
        """The average outcome over the deals played (0.0 when none were)."""
        return sum(self.outcomes) / len(self.outcomes) if self.outcomes else 0.0


@dataclass(frozen=True)
class Verdict(Generic[A]):
    """The search's result: the chosen action and every candidate's average outcome."""

    action: A
    weighed: tuple[Weighed[A], ...]  # in the order given: hard's choice first
    samples: int  # complete rounds: hard's choice was played forward in this many deals (a pruned candidate in fewer)
    simulations: int  # simulations run (including an unfinished last round)
    capped: bool  # the time cap stopped the search before its budget was spent

    def _weighed_as(self, action: A) -> Weighed[A] | None:
        return next((w for w in self.weighed if w.action == action), None)

    def mean_of(self, action: A) -> float | None:
        found = self._weighed_as(action)
        return None if found is None else found.mean

    def gain_over(self, action: A) -> float | None:
        """How much better the chosen action did than ``action`` on average, over the deals
        both were played in (a pruned candidate was played in fewer); None if not weighed."""
        mine, theirs = self._weighed_as(self.action), self._weighed_as(action)
        if mine is None or theirs is None:
            return None
        return _mean_gain(theirs.outcomes, mine.outcomes)


def weigh(
    candidates: Sequence[A],
    play_out: Callable[[int, A, Check], float],
    samples: int,
    time_cap: float | None = None,
    clock: Clock = time.perf_counter,
    confidence: float = 0.0,
    prune_after: int | None = None,
) -> Verdict[A]:
    """Play every candidate forward in ``samples`` deals and choose the best average (among
    equals the earlier candidate). Stops early when ``time_cap`` seconds have passed.

    ``confidence``: another candidate replaces the first (hard's choice) only when its
    advantage, deal by deal, is at least this many standard errors: with a few deals the
    averages are noisy, and a noisy choice among good plays is worse than hard's.

    ``prune_after``: after so many deals, a candidate that is not ahead of the first on
    average is played no further (it could hardly end clearly better), and when none is
    ahead the search stops: the effort goes where the choice is still open."""
    if not candidates:
        raise ValueError("nothing to weigh")
    if len(candidates) == 1:
        return Verdict(candidates[0], (Weighed(candidates[0]),), 0, 0, False)
    check = time_check(time_cap, clock)
    played: list[list[float]] = [[] for _ in candidates]  # per candidate, its outcome in each complete round
    alive = list(range(len(candidates)))
    rounds = simulations = 0
    capped = False
    for sample in range(samples):
        if sample == prune_after:
            alive = [i for i in alive if i == 0 or _mean_gain(played[0], played[i]) > 0]
            if len(alive) == 1:
                break
        outcomes = []
        for i in alive:
            try:
                check()
                outcomes.append(play_out(sample, candidates[i], check))
            except OutOfTime:
                capped = True
                break
            simulations += 1
        if capped:
            break
        for i, outcome in zip(alive, outcomes):
            played[i].append(outcome)
        rounds += 1
    weighed = tuple(Weighed(a, tuple(p)) for a, p in zip(candidates, played))
    trusted = [i for i in range(len(candidates)) if i == 0 or _clear_gain(played[0], played[i], confidence)]
    best = max(trusted, key=lambda i: (weighed[i].mean, -i))
    return Verdict(candidates[best], weighed, rounds, simulations, capped)


def best_other(points: Sequence[float], seat: int) -> float:
    """The best score in ``points`` of a seat other than ``seat``."""
    return max(p for i, p in enumerate(points) if i != seat)


def lead(points: Sequence[float], seat: int) -> float:
    """How far ``seat`` is ahead of the best other seat in ``points`` (behind: negative).
    What the expert chooses by (each game's ``outcome``, with its win bonus) and the
    review prints (``adviser.why_ahead``): one sum, so the two cannot disagree."""
    return points[seat] - best_other(points, seat)


@dataclass(frozen=True)
class Gain:
    """How much better one action did than another, deal by deal over the same deals."""

    mean: float  # the average advantage, in points of the outcome
    noise: float  # how far the mean may be off by the luck of the deals: two standard errors (inf under 2 deals)
    deals: int

    @classmethod
    def of(cls, gains: Sequence[float]) -> "Gain":
        n = len(gains)
        mean = sum(gains) / n if n else 0.0
        if n < 2:
            return cls(mean, float("inf"), n)
        spread = (sum((g - mean) ** 2 for g in gains) / (n - 1)) ** 0.5
        return cls(mean, 2 * spread / n**0.5, n)


def measure_gain(
    chosen: A,
    other: A,
    play_out: Callable[[int, A, Check], float],
    deals: int,
    time_cap: float | None = None,
    clock: Clock = time.perf_counter,
) -> Gain:
    """How much better ``chosen`` does than ``other``, both played forward in each of
    ``deals`` deals (the same for both). ``play_out`` must deal afresh, from a seed other
    than the one that chose ``chosen``: measured on the deals it was chosen by, the best
    of several candidates reads high (it was chosen because its luck there was good)."""
    check = time_check(time_cap, clock)
    gains: list[float] = []
    for sample in range(deals):
        try:
            check()
            gains.append(play_out(sample, chosen, check) - play_out(sample, other, check))
        except OutOfTime:
            break
    return Gain.of(gains)


def _paired_gains(first: Sequence[float], other: Sequence[float]) -> list[float]:
    """The advantage of ``other`` over ``first`` in each deal both were played in."""
    return [b - a for a, b in zip(first, other)]


def _mean_gain(first: Sequence[float], other: Sequence[float]) -> float:
    gains = _paired_gains(first, other)
    return sum(gains) / len(gains) if gains else 0.0


def _clear_gain(first: Sequence[float], other: Sequence[float], confidence: float) -> bool:
    """Whether ``other`` beats ``first`` by ``confidence`` standard errors of the paired
    differences (the same deals for both)."""
    gains = _paired_gains(first, other)
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
