"""How well a fair player can tell which of its discards lets the other player go out.
A measurement of the game, never a player. Prints, never asserts.

    .venv/bin/python bench/rummy_discard_danger.py [--matches 60] [--seed 30000] [--samples 64] [--jobs 2]

The expert's judgement (hard with 0.8 for a kept word, the discard cost 0.5) plays seeded
matches against hard (standard rummy, 2 players; match i uses seed S+i, the judged player
first when i is even). At each of its decisions while the draw pile holds a card for
everyone, each letter of its hand is judged two ways:

- the truth: whether the other player, by taking that card from the discard pile, could
  meld every card but one (R3, R4) with its TRUE hand (``rummy_end_oracle.can_go_out``);
- the fair estimate (``ai.rummy_out_chance.NextOut``, as ``Level.out_samples`` computes
  it): the share of hands sampled from the judged player's unseen cards, by the other's
  hand size, that could; and the same over the samples that fit the other's last turn
  (it kept them and discarded its last card, so with that card they could not go out).

Printed: the estimate's calibration (by tenths of the estimate: how many cards, the mean
estimate, the true share), its mean for the truly dangerous cards and the others, and
within each decision how often a truly dangerous card is rated above a safe one (the
chance of ranking a random pair right, ties counted half: 0.5 is no signal, 1 the oracle).
"""

from __future__ import annotations

import argparse
import itertools
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any
from unittest import mock

from wordcards.ai import rummy
from wordcards.ai.rummy import RummyContext, covered_by_words
from wordcards.ai.rummy_out_chance import NextOut
from wordcards.engine.rummy import Discard
from wordcards.engine.rummy.cards import RummyCard

from expert import seeded_game  # bench/expert.py: the same seeded set-up
from rummy_end_oracle import JUDGEMENT, can_go_out
from rummy_tuning import changed, played_out

ESTIMATES = ("uniform samples", "samples fitting its last discard")


def _name(card: RummyCard) -> tuple[str, str]:
    return (card.letter, card.colour)


def play_one(job: tuple[int, int, int]) -> list[list[tuple[bool, float, float]]]:
    """One match: per decision of the judged player, per letter of its hand (truth, the
    uniform estimate, the estimate over the samples that fit the other's last discard)."""
    seed, index, samples = job
    game, players, me = seeded_game("rummy", seed, index, "hard", changed(JUDGEMENT), None)
    decisions: list[list[tuple[bool, float, float]]] = []
    judged: set[tuple[int, int]] = set()

    def context(view, rules, words, junior, level):
        ctx = RummyContext(view, rules, words, junior, level)
        moment = (len(game.actions), len(view.hand))
        if view.seat != me or view.draw_pile_size < len(view.seats) or not view.hand or moment in judged:
            return ctx
        judged.add(moment)  # a decision builds several contexts: judge it once
        other = tuple(sorted(game.hands[1 - me], key=_name))
        colours = tuple(rules.colours)
        covered = partial(covered_by_words, words=words, colours=colours, min_length=ctx.min_length)
        sampled = NextOut(ctx.unseen(), len(other), samples, colours, covered)
        if not sampled.hands:
            return ctx
        discards = [a.card for seat, a in view.hand_history if seat != me and isinstance(a, Discard)]
        last = discards[-1] if discards else None
        fits = [
            last is None or _name(last) in held or not sampled.goes_out(hand, last)
            for hand, held in zip(sampled.hands, sampled.held)
        ]
        rows = []
        for card in {_name(c): c for c in view.hand}.values():
            truth = can_go_out(tuple(sorted((*other, card), key=_name)), words, colours, ctx.min_length)
            outs = [_name(card) not in held and sampled.goes_out(hand, card) for hand, held in zip(sampled.hands, sampled.held)]
            kept = [out for out, fit in zip(outs, fits) if fit]
            rows.append((truth, sum(outs) / len(outs), sum(kept) / len(kept) if kept else 0.0))
        decisions.append(rows)
        return ctx

    with mock.patch.object(rummy, "RummyContext", context):
        played_out(game, players, me)
    return decisions


def report(decisions: list[list[tuple[bool, float, float]]], which: int, label: str) -> None:
    bins: dict[int, list[float]] = defaultdict(lambda: [0, 0, 0.0])  # cards, truly dangerous, estimates
    dangerous: list[float] = []
    safe: list[float] = []
    right = pairs = 0.0
    for rows in decisions:
        for row in rows:
            truth, estimate = row[0], row[which]
            tally = bins[min(int(estimate * 10), 9)]
            tally[0] += 1
            tally[1] += truth
            tally[2] += estimate
            (dangerous if truth else safe).append(estimate)
        for a, b in itertools.product(rows, rows):
            if a[0] and not b[0]:
                pairs += 1
                right += 1.0 if a[which] > b[which] else 0.5 if a[which] == b[which] else 0.0
    print(
        f"  {label}: dangerous cards {_mean(dangerous):.3f}, the others {_mean(safe):.3f}; "
        f"a pair ranked right {right / pairs if pairs else float('nan'):.3f} ({pairs:.0f} pairs)"
    )
    for tenth, (cards, true, total) in sorted(bins.items()):
        print(
            f"    estimate {tenth / 10:.1f}-{(tenth + 1) / 10:.1f}: {cards:6.0f} cards, mean estimate {total / cards:.3f}, truly dangerous {true / cards:.3f}"
        )


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--seed", type=int, default=30000)
    parser.add_argument("--samples", type=int, default=64)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    jobs = [(args.seed + i, i, args.samples) for i in range(args.matches)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        decisions: list[Any] = [d for match in pool.map(play_one, jobs) for d in match]
    cards = sum(len(rows) for rows in decisions)
    truly = sum(row[0] for rows in decisions for row in rows)
    print(
        f"The judgement against hard: {args.matches} matches (seeds {args.seed}-{args.seed + args.matches - 1}), "
        f"{len(decisions)} decisions, {cards} letters of the hand judged, {truly} truly dangerous "
        f"({truly / cards:.1%}); {args.samples} samples a decision; {time.perf_counter() - started:.0f} s"
    )
    for which, label in enumerate(ESTIMATES, start=1):
        report(decisions, which, label)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
