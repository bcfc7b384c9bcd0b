"""Is the other player's chance of going out the lever? The expert's judgement (hard with
0.8 for a kept word, the discard cost 0.5; no look-ahead) against hard, with its
``p_end`` (how likely the hand ends before its next turn) worked out from the other
player's TRUE hand, which no fair player knows. A measurement of the game, never a
player. Prints, never asserts.

    .venv/bin/python bench/rummy_end_oracle.py --mode a [--matches 400] [--seed 20000] [--jobs 2]
                                               [--jsonl PATH] [--hands N]

Modes (``flat``: the judgement alone, as shipped in the expert):

- ``a``: ``p_end`` = the share of the cards the other may draw from the pile (the cards
  this player has not seen, less the other's hand, each equally likely) with which it can
  go out next turn: meld every card but at most one, which it discards (R3, R4).
- ``b``: hard's flat ``p_end``, and each discard that lets the other go out (taken from
  the discard pile) charged the extra chance it gives (1 - the pile's share) times what
  the hand's end costs the cards kept (their worth if the hand goes on, less their score
  if it ends).
- ``ab``: both.

Match i uses seed S+i, the judged player first when i is even (``bench/rummy_tuning.py``'s
matches). ``--jsonl`` writes one line a match (seed, won, margin) for pairing.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from typing import Any, Sequence
from unittest import mock

from wordcards.ai import rummy
from wordcards.ai.rummy import RummyContext, RummyPlan, PlanSearch, _best_ends, _best_partition, _words_by_lowest_card
from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.rummy.melds import find_melds, melds_by_cards

from expert import seeded_game  # bench/expert.py: the same seeded set-up
from rummy_tuning import changed, played_out, report_deals, report_matches

JUDGEMENT = {"keep_for_later": 0.8, "feed_weight": 0.5}
MODES = ("flat", "a", "b", "ab")


@lru_cache(maxsize=200_000)
def can_go_out(cards: tuple[RummyCard, ...], words: Any, colours: tuple[str, ...], min_length: int) -> bool:
    """Whether ``cards`` (a hand with the card just drawn) can meld all but at most one
    card, which is then discarded (R3): the most cards its words cover, by the plan
    search's own partition of a hand into words."""
    n = len(cards)
    by_mask = melds_by_cards(find_melds(cards, words, colours, min_length), cards)
    by_low = _words_by_lowest_card([(0.0, mask, meld) for mask, meld in by_mask.items()], n)
    covered = _best_partition(by_low, [0] * n, 2)  # a word scores its cards, a card alone nothing
    return covered((1 << n) - 1) >= n - 1


class _Feed(list):
    """The discard costs of one search, with what the oracle adds: each discard's extra
    chance of letting the other go out, and the context whose kept-card worth it charges."""

    ctx: "OracleContext"
    extra: list[float]


class OracleContext(RummyContext):
    """The judgement with the other player's true hand (``other_hand``) in view."""

    def __init__(self, view, rules, words, junior, level, other_hand: Sequence[RummyCard], mode: str):
        super().__init__(view, rules, words, junior, level)
        self.mode = mode
        self.other_hand = tuple(sorted(other_hand, key=lambda c: (c.letter, c.colour)))
        self.p_pile: float | None = None
        if view.draw_pile_size < len(view.seats):
            return  # the flat rule knows the hand is about to end (R6)
        held = {(c.letter, c.colour) for c in other_hand}
        pool = [c for c in self.unseen() if (c.letter, c.colour) not in held]
        if not pool:
            return
        outs = sum(1 for c in pool if self._out_with(c))
        self.p_pile = outs / len(pool)
        if "a" in mode:
            self.p_end = self.p_pile

    def _out_with(self, card: RummyCard) -> bool:
        cards = tuple(sorted((*self.other_hand, card), key=lambda c: (c.letter, c.colour)))
        return can_go_out(cards, self.words, tuple(self.rules.colours), self.min_length)

    def _kept_worth(self, later, if_ended, draw_gain):
        level = self.level
        self.if_ended = if_ended
        self.goes_on = lambda mask, filled: (
            (level.keep_for_later * later(mask, filled) if level.look_ahead else if_ended(mask))
            + level.draw_weight * draw_gain(mask, filled)
        )
        return super()._kept_worth(later, if_ended, draw_gain)

    def search(self, hand, taken, rng) -> PlanSearch:
        """``RummyContext.search``, its discard costs carrying the oracle's extras."""
        cards = list(hand)
        options = self._meld_options(cards, rng)
        keep_value, before_discards = self._keep_value(cards, options)
        feed = _Feed(self.level.feed_weight * self.rules.value(c.letter) for c in cards)
        feed.ctx = self
        p_rest = 1.0 - self.p_end  # the discard that lets the other out ends the hand surely
        feed.extra = [
            p_rest if "b" in self.mode and self.p_pile is not None and p_rest > 0 and self._out_with(c) else 0.0
            for c in cards
        ]
        best, by_end, complete = _best_ends(cards, taken, options, self._rows_filled(options), keep_value, feed, before_discards)

        def as_plan(found) -> RummyPlan:
            value, _, chosen, discard = found
            return RummyPlan(tuple(options[k][2] for k in chosen), cards[discard] if discard is not None else None, value)

        others = sorted((f for f in by_end.values() if f is not best), key=lambda f: -f[0])
        return PlanSearch((as_plan(best), *(as_plan(f) for f in others)), complete)


_plain_ends_of = rummy._ends_of


def _ends_of(rest, filled, cards, taken, keep_value, feed, out_cost=None):
    """``rummy._ends_of``, a discard that lets the other go out charged its extra chance
    times what the hand's end costs the cards kept."""
    out = _plain_ends_of(rest, filled, cards, taken, keep_value, feed, out_cost)
    if not isinstance(feed, _Feed) or not any(feed.extra):
        return out
    ctx = feed.ctx
    charged = []
    for discard, kept_value, fed in out:
        if discard is not None and feed.extra[discard]:
            kept = rest & ~(1 << discard)
            if kept:
                lost = ctx.goes_on(kept, filled) - ctx.if_ended(kept)
                kept_value -= feed.extra[discard] * lost
        charged.append((discard, kept_value, fed))
    return charged


def play_one(job: tuple[str, int, int, int | None]) -> dict:
    mode, seed, index, max_hands = job
    game, players, me = seeded_game("rummy", seed, index, "hard", changed(JUDGEMENT), max_hands)
    stats = {"p_pile": 0.0, "p_flat": 0.0, "decisions": 0}

    def context(view, rules, words, junior, level):
        if mode == "flat" or view.seat != me:
            return RummyContext(view, rules, words, junior, level)
        flat = RummyContext(view, rules, words, junior, level).p_end
        ctx = OracleContext(view, rules, words, junior, level, game.hands[1 - me], mode)
        if ctx.p_pile is not None:
            stats["decisions"] += 1
            stats["p_pile"] += ctx.p_pile
            stats["p_flat"] += flat
        return ctx

    with mock.patch.object(rummy, "RummyContext", context), mock.patch.object(rummy, "_ends_of", _ends_of):
        won, margin = played_out(game, players, me)
    return {"seed": seed, "index": index, "won": won, "margin": margin, **stats}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=MODES, default="a")
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--hands", type=int, metavar="N", help="N deals played twice, one hand each, in place of matches")
    parser.add_argument("--jsonl", help="one line a match or hand: seed, index, won, margin")
    args = parser.parse_args()
    if args.hands:
        jobs = [(args.mode, args.seed + i, seat, 1) for i in range(args.hands) for seat in (0, 1)]
    else:
        jobs = [(args.mode, args.seed + i, i, None) for i in range(args.matches)]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(play_one, jobs))
    seconds = time.perf_counter() - started
    if args.jsonl:
        with open(args.jsonl, "w") as out:
            for r in results:
                out.write(json.dumps(r) + "\n")
    pairs = [(r["won"], r["margin"]) for r in results]
    shown = f"the oracle's p_end, mode {args.mode}"
    report = report_deals if args.hands else report_matches
    report(pairs, "the judgement", shown, args.seed, seconds)
    decisions = sum(r["decisions"] for r in results)
    if decisions:
        print(
            f"  {decisions} decisions seen: mean p_end from the true hand {sum(r['p_pile'] for r in results) / decisions:.3f}, "
            f"the flat rule's {sum(r['p_flat'] for r in results) / decisions:.3f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
