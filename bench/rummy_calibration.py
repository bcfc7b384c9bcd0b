"""How well the rummy judgement ranks its own best plans, measured in the true deal.
A measurement of the game and of the judgement, never a player. Prints, never asserts.

    .venv/bin/python bench/rummy_calibration.py [--deals 1200] [--seed 50000] [--candidates 4] [--jobs 2]

The expert's judgement (hard with the expert's keep_for_later and feed_weight) plays
seeded one-hand deals against itself (standard rummy, 2 players). At each turn, after the
draw, its best few plans (the best for each way to end the turn, as the expert weighs
them) are each played to the hand's end in the *true* deal (the other's real cards and the
real draw pile, which no fair player knows), every seat then played by the judgement with
the same seeded stream. So each plan's outcome (the hand's margin for the player) is what
it would really have brought, and the plans of one turn differ only by the plan.

Printed:
- each candidate's mean outcome less the judgement's choice (the first);
- what always picking the candidate that turned out best would gain (the hidden cards'
  worth at that choice: no fair player can have it);
- within each turn (every turn's mean taken out, errors grouped by deal), how the outcome
  follows the judgement's parts of a plan's value: the melds' points now, the kept cards'
  value, the discarded letter's value (the judgement charges half of it); then with two
  more terms, the cards kept and the vowels kept (each weighted by the chance the hand
  goes on), and what re-ranking by that fit would gain, in sample (so at best).
A judgement whose values are right gives slopes near 1 for the first two.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

from wordcards.ai.expert_rummy import plan_actions, play_forward
from wordcards.ai.levels import EXPERT, HARD
from wordcards.ai.rummy import RummyContext, choose_rummy
from wordcards.engine.rummy import Phase

from expert import seeded_game  # bench/expert.py: the same seeded set-up

JUDGEMENT = replace(HARD, name="judgement", keep_for_later=EXPERT.keep_for_later, feed_weight=EXPERT.feed_weight)
VOWELS = frozenset("AEIOU")
TO_THE_END = 99  # play_forward's turns: far more than a hand lasts


@dataclass(frozen=True)
class Played:
    """One candidate plan of one turn, and what it brought in the true deal."""

    outcome: float  # the hand's margin for the player (its points less the other's)
    now: float  # the melds' points
    kept: float  # the judgement's value of the cards kept
    discarded: int  # the discarded letter's value (0: it went out)
    going_on: float  # the judgement's chance that the hand goes on past the next turn
    cards_kept: int
    vowels_kept: int


def play_deal(job: tuple[int, int]) -> list[list[Played]]:
    """One deal: for each turn with two or more candidates, each candidate played out."""
    seed, candidates = job
    game, _, _ = seeded_game("rummy", seed, seed % 2, JUDGEMENT, JUDGEMENT, max_hands=1)
    rng = random.Random(seed)
    turns: list[list[Played]] = []
    while game.phase in (Phase.DRAW, Phase.PLAY):
        seat = game.current
        view = game.view(seat)
        if view.phase is Phase.DRAW:
            game.apply(choose_rummy(view, game.rules, game.words, False, JUDGEMENT, rng))
            continue
        ctx = RummyContext(view, game.rules, game.words, False, JUDGEMENT)
        by_actions: dict = {}
        for plan in ctx.search(view.hand, view.taken_from_discard, rng).plans:  # best first
            by_actions.setdefault(plan_actions(plan), plan)
        plans = list(by_actions.items())[:candidates]  # the best plan for each distinct play
        if len(plans) > 1:
            turn = []
            for actions, plan in plans:
                match = game.clone()
                for action in actions:
                    match.apply(action)
                play_forward(match, seat, TO_THE_END, JUDGEMENT, random.Random(seed * 1000 + len(turns)))
                points = [s.points for s in match.results[-1].scores]
                turn.append(measured(ctx, view.hand, plan, points[seat] - points[1 - seat]))
            turns.append(turn)
        for action in plans[0][0]:
            game.apply(action)
    return turns


def measured(ctx: RummyContext, hand, plan, outcome: float) -> Played:
    used = {c for meld in plan.melds for c in meld} | {plan.discard}
    kept = [c for c in hand if c not in used]
    discarded = ctx.rules.value(plan.discard.letter) if plan.discard is not None and kept else 0
    now = sum(ctx.meld_value(m) for m in plan.melds)
    return Played(
        outcome=outcome,
        now=now,
        kept=plan.value - now + ctx.level.feed_weight * discarded,
        discarded=discarded,
        going_on=1 - ctx.p_end,
        cards_kept=len(kept),
        vowels_kept=sum(c.letter in VOWELS for c in kept),
    )


def within_turn_fit(deals: list[list[list[Played]]], features) -> tuple[list[float], list[float]]:
    """Least squares of the outcome on ``features(played)``, each turn's means taken out;
    standard errors grouped by deal (a deal's turns share its cards)."""
    rows: list[tuple[int, list[float], float]] = []
    for d, turns in enumerate(deals):
        for turn in turns:
            xs = [features(p) for p in turn]
            mean_x = [sum(col) / len(xs) for col in zip(*xs)]
            mean_y = sum(p.outcome for p in turn) / len(turn)
            rows.extend((d, [x - m for x, m in zip(row, mean_x)], p.outcome - mean_y) for row, p in zip(xs, turn))
    k = len(rows[0][1])
    xtx = [[sum(x[i] * x[j] for _, x, _ in rows) for j in range(k)] for i in range(k)]
    xty = [sum(x[i] * y for _, x, y in rows) for i in range(k)]
    inverse = invert(xtx)
    beta = [sum(inverse[i][j] * xty[j] for j in range(k)) for i in range(k)]
    by_deal: dict[int, list[float]] = {}
    for d, x, y in rows:
        r = y - sum(b * v for b, v in zip(beta, x))
        g = by_deal.setdefault(d, [0.0] * k)
        for i in range(k):
            g[i] += x[i] * r
    meat = [[sum(g[i] * g[j] for g in by_deal.values()) for j in range(k)] for i in range(k)]
    errors = [
        math.sqrt(max(0.0, sum(inverse[i][a] * meat[a][b] * inverse[b][i] for a in range(k) for b in range(k)))) for i in range(k)
    ]
    return beta, errors


def invert(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan with partial pivoting (a few columns)."""
    k = len(matrix)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(k)] for i, row in enumerate(matrix)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        scale = a[col][col]
        a[col] = [v / scale for v in a[col]]
        for r in range(k):
            if r != col and a[r][col]:
                factor = a[r][col]
                a[r] = [v - factor * p for v, p in zip(a[r], a[col])]
    return [row[k:] for row in a]


def mean_error(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, n - 1))
    return f"{mean:+.2f} +/- {spread / math.sqrt(n):.2f}"


def report(deals: list[list[list[Played]]]) -> None:
    turns = [turn for t in deals for turn in t]
    print(f"{len(turns)} turns with two or more candidates")
    for rank in range(1, max(len(t) for t in turns)):
        gaps = [t[rank].outcome - t[0].outcome for t in turns if len(t) > rank]
        print(f"  candidate {rank + 1} less the judgement's choice: {mean_error(gaps)} points ({len(gaps)} turns)")
    oracle = [max(p.outcome for p in t) - t[0].outcome for t in turns]
    print(f"  the candidate that turned out best, less the judgement's choice: {mean_error(oracle)} points a turn (hidden cards)")

    def parts(p: Played) -> list[float]:
        return [p.now, p.kept, p.discarded]

    def more(p: Played) -> list[float]:
        return [*parts(p), p.going_on * p.cards_kept, p.going_on * p.vowels_kept]

    names = [
        "melds' points now",
        "kept cards' value",
        "discarded letter's value",
        "cards kept (x going on)",
        "vowels kept (x going on)",
    ]
    for features in (parts, more):
        beta, errors = within_turn_fit(deals, features)
        print("  within a turn, the outcome per unit of:")
        for name, b, e in zip(names, beta, errors):
            print(f"    {name:26s} {b:+.3f} +/- {e:.3f}")
    chosen = [max(range(len(t)), key=lambda i: sum(b * v for b, v in zip(beta, more(t[i])))) for t in turns]
    gains = [t[i].outcome - t[0].outcome for t, i in zip(turns, chosen)]
    changed = sum(1 for i in chosen if i != 0)
    moved = sum(1 for g in gains if g != 0)
    print(
        f"  re-ranked by that fit (in sample): {mean_error(gains)} points a turn "
        f"(another choice in {changed} turns, another outcome in {moved})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=50000)
    parser.add_argument("--candidates", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    jobs = [(seed, args.candidates) for seed in range(args.seed, args.seed + args.deals)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        deals = list(pool.map(play_deal, jobs, chunksize=8))
    print(f"{args.deals} deals (seeds {args.seed}-{args.seed + args.deals - 1}), {time.perf_counter() - started:.0f} s")
    report(deals)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
