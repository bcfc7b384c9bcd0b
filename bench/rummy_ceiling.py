"""How much a rummy player could win against hard if it saw every card: the expert's
look-ahead played once per candidate in the TRUE hand (the other player's cards and the
draw pile's order), not in deals sampled from its view. A measurement of the game, never
a player: no computer level may see these cards. Prints, never asserts.

    .venv/bin/python bench/rummy_ceiling.py [--matches 200] [--seed 5000] [--jobs 2]

The matches are those of ``bench/expert.py --game rummy`` (seed S+i, the seeing player
first when i is even, standard rummy to 150). It weighs what the expert weighs (the two
piles; hard's best 4 plans, here however far behind hard's best they are) and takes the
best outcome, with no confidence
rule: in the true hand one play-out has no sampling noise (only the quick policy's
imperfect model of hard's replies). Set beside the expert's win rate, the figure says how
much of a hand's result the unseen cards decide, which no fair player can know.
"""

from __future__ import annotations

import argparse
import math
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from unittest import mock

from wordcards.ai import expert_rummy
from wordcards.ai.levels import EXPERT
from wordcards.engine.rummy.position import position_of

from expert import seeded_game  # bench/expert.py: the same seeded matches
from rummy_tuning import played_out

SEEING = replace(
    EXPERT,
    name="seeing",
    # hard's best 4 plans, however hard rates them (no margin), each played out once
    rummy_search=replace(EXPERT.rummy_search, samples=1, confidence=0.0, prune_after=None, margin=math.inf),
)


def play_one(job: tuple[int, int]) -> tuple[float, int]:
    """One match: (seed, index) -> (the seeing player's share of the win, its margin)."""
    seed, index = job
    game, players, me = seeded_game("rummy", seed, index, "hard", SEEING)
    # The look-ahead deals "the unseen cards" by this function: here it returns the truth.
    with mock.patch.object(expert_rummy, "deal_unseen", lambda view, rules, stream: position_of(game)):
        return played_out(game, players, me)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.seed + i, i) for i in range(args.matches)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play_one, jobs))
    rate = sum(won for won, _ in results) / len(results)
    error = math.sqrt(rate * (1 - rate) / len(results))
    margin = sum(m for _, m in results) / len(results)
    print(
        f"the expert's look-ahead seeing every card, against hard: {len(results)} matches "
        f"(seeds {args.seed}-{args.seed + args.matches - 1})\n"
        f"  won {rate:.1%} +/- {error:.1%} (standard error), mean margin {margin:+.1f} points"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
