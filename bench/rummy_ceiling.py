"""How much a rummy player could win against hard if it saw every card: the expert's
look-ahead played once per candidate in the TRUE hand (the other player's cards and the
draw pile's order), not in deals sampled from its view. A measurement of the game, never
a player: no computer level may see these cards. Prints, never asserts.

    .venv/bin/python bench/rummy_ceiling.py [--matches 200] [--seed 5000] [--jobs 2]
                                            [--sees all|hand|pile] [--hands N]

``--sees hand``: only the other player's cards are true (the draw pile and the cards under
the discard pile's top are shuffled); ``--sees pile``: only the draw pile's order (the
other's cards and the buried discards are shuffled among themselves). With part of the
truth hidden, the look-ahead is the expert's own (its deals, its confidence rule): the
figure says what that part of the hidden cards is worth to it. ``--hands N``: N deals
played twice, one hand each, with the seats swapped, in place of matches (the mean margin
a hand, as ``rummy_tuning.py --hands``).

The matches (2 players) are those of ``bench/expert.py --game rummy`` (seed S+i, the seeing player
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
import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any, Callable
from unittest import mock

from wordcards.ai import expert_rummy
from wordcards.ai.levels import EXPERT
from wordcards.engine.rummy import RummyView
from wordcards.engine.rummy.position import position_of

from expert import seeded_game  # bench/expert.py: the same seeded matches
from rummy_tuning import played_out, report_deals, report_matches

SEES = {"all": "seeing every card", "hand": "seeing the other's cards", "pile": "seeing the draw pile's order"}
SEEING = replace(
    EXPERT,
    name="seeing",
    # hard's best 4 plans, however hard rates them (no margin), each played out once
    rummy_search=replace(EXPERT.rummy_search, samples=1, confidence=0.0, prune_after=None, margin=math.inf),
)


def true_deal(game: Any, sees: str) -> Callable[..., dict]:
    """A stand-in for ``expert_rummy.deal_unseen``: the hand in progress, with what the
    player may not see (by ``sees``) shuffled from the look-ahead's stream."""

    def deal(view: RummyView, rules: Any, stream: random.Random) -> dict:
        position = position_of(game)
        if sees == "all":
            return position
        other = 1 - view.seat
        hands = list(position["hands"])
        pile, discards = position["draw_pile"].split(), position["discard_pile"].split()
        buried, top = discards[:-1], discards[-1:]
        if sees == "hand":  # the draw pile and the buried discards shuffled together
            hidden = pile + buried
            stream.shuffle(hidden)
            pile, buried = hidden[: len(pile)], hidden[len(pile) :]
        else:  # the draw pile's order true: the other's cards and the buried discards shuffled together
            held = hands[other].split()
            hidden = held + buried
            stream.shuffle(hidden)
            hands[other], buried = " ".join(hidden[: len(held)]), hidden[len(held) :]
        return dict(position, hands=hands, draw_pile=" ".join(pile), discard_pile=" ".join(buried + top))

    return deal


def play_one(job: tuple[int, int, str, int | None]) -> tuple[float, int]:
    """One match (or one hand): (seed, index, sees, most hands) -> (the seeing player's
    share of the win, its margin)."""
    seed, index, sees, max_hands = job
    game, players, me = seeded_game("rummy", seed, index, "hard", SEEING if sees == "all" else EXPERT, max_hands)
    # The look-ahead deals "the unseen cards" by this function: here it returns (some of) the truth.
    with mock.patch.object(expert_rummy, "deal_unseen", true_deal(game, sees)):
        return played_out(game, players, me)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--sees", choices=SEES, default="all", help="what of the hidden cards is true (default: all)")
    parser.add_argument("--hands", type=int, metavar="N", help="N deals played twice, one hand each, in place of matches")
    args = parser.parse_args()
    jobs: list[tuple[int, int, str, int | None]]
    if args.hands:
        jobs = [(args.seed + i, seat, args.sees, 1) for i in range(args.hands) for seat in (0, 1)]
    else:
        jobs = [(args.seed + i, i, args.sees, None) for i in range(args.matches)]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play_one, jobs))
    seconds = time.perf_counter() - started
    report = report_deals if args.hands else report_matches
    report(results, "the expert", f"its look-ahead {SEES[args.sees]}", args.seed, seconds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
