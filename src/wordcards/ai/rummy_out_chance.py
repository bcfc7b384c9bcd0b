"""How likely the next player is to go out at its next turn, judged from this player's view
only (``Level.out_samples``; off as shipped, measured in docs/self-play.md, "The expert
(issue 14)"): its hand sampled from the cards this player has not seen, by its public
size; for each sample, the share of the cards it may draw from the pile with which it
could meld every card but one (R3, R4), and whether a card this player discards would let
it go out by taking it."""

from __future__ import annotations

import random
from typing import Callable, Sequence

from wordcards.engine.rummy.cards import RummyCard


def _by_name(card: RummyCard) -> tuple[str, str]:
    return (card.letter, card.colour)


def stream_of(unseen: Sequence[RummyCard]) -> random.Random:
    """The sampling stream of one view: the same for the same unseen cards (every decision
    of a turn's melds meets the same samples, and a seed gives the same match)."""
    return random.Random("out:" + " ".join(f"{c.letter}{c.colour}" for c in unseen))


class NextOut:
    """The next player's chance of going out at its next turn, from ``count`` hands of
    ``hand_size`` cards sampled from ``unseen`` (the cards this player has not seen).
    ``covered(cards)``: the most cards of one colour that words can cover together (the
    plan search's partition, ``ai.rummy.covered_by_words``)."""

    def __init__(
        self,
        unseen: Sequence[RummyCard],
        hand_size: int,
        count: int,
        colours: Sequence[str],
        covered: Callable[[tuple[RummyCard, ...]], int],
    ):
        self.colours = tuple(colours)
        self.covered = covered
        stream = stream_of(unseen)
        self.hands: list[dict[str, tuple[RummyCard, ...]]] = []  # each sample's cards by colour
        self.held: list[set[tuple[str, str]]] = []
        self.not_by_draw: list[float] = []  # per sample: the chance its draw from the pile does not go out
        for _ in range(count if hand_size <= len(unseen) else 0):
            hand = stream.sample(list(unseen), hand_size)
            by_colour = {colour: tuple(sorted((c for c in hand if c.colour == colour), key=_by_name)) for colour in self.colours}
            held = set(map(_by_name, hand))
            pool = [c for c in unseen if _by_name(c) not in held]  # the cards it may draw
            outs = sum(1 for c in pool if self.goes_out(by_colour, c))
            self.hands.append(by_colour)
            self.held.append(held)
            self.not_by_draw.append(1.0 - outs / len(pool) if pool else 1.0)
        # The chance it goes out whatever this player discards (by its draw from the pile).
        self.by_draw = 1.0 - sum(self.not_by_draw) / len(self.not_by_draw) if self.hands else 0.0
        self._by_discard: dict[tuple[str, str], float] = {}

    def _covered(self, cards: tuple[RummyCard, ...]) -> int:
        return self.covered(cards) if cards else 0

    def goes_out(self, by_colour: dict[str, tuple[RummyCard, ...]], card: RummyCard) -> bool:
        """Whether a hand (its cards by colour) with ``card`` drawn melds every card but at
        most one (R3): words of one colour only, as ``RummyContext.prospects`` counts a
        drawn card's words (a word with a repeated letter may take two colours, R4; few do)."""
        loose_elsewhere = sum(len(cards) - self._covered(cards) for colour, cards in by_colour.items() if colour != card.colour)
        if loose_elsewhere > 1:
            return False  # the drawn card's words are of its colour: these stay loose
        mine = by_colour[card.colour]
        with_card = tuple(sorted((*mine, card), key=_by_name))
        return loose_elsewhere + len(with_card) - self._covered(with_card) <= 1

    def by_discard(self, card: RummyCard) -> float:
        """The chance discarding ``card`` adds: it goes out by taking the card, in the
        samples where its draw from the pile would not have (a sample that holds the card
        adds nothing)."""
        name = _by_name(card)
        got = self._by_discard.get(name)
        if got is None:
            total = 0.0
            for hand, held, not_drawn in zip(self.hands, self.held, self.not_by_draw):
                if not_drawn and name not in held and self.goes_out(hand, card):
                    total += not_drawn
            got = self._by_discard[name] = total / len(self.hands) if self.hands else 0.0
        return got
