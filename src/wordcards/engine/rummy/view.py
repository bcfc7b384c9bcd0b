"""What one player may see of a rummy match: never another player's cards (until a hand
ends: then every hand is shown with its score, as at a real table)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from wordcards.engine.rummy.actions import DrawDiscard, TurnAction
from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.rummy.scoring import HandResult, Pad, RummyOutcome
from wordcards.engine.view import SeatView

if TYPE_CHECKING:
    from wordcards.engine.rummy.match import RummyMatch


class Phase(str, Enum):
    DRAW = "draw"  # the current player must draw (R3)
    PLAY = "play"  # melds, then a discard (R3)
    HAND_OVER = "hand-over"  # waiting for NextHand (or TimeUp)
    MATCH_OVER = "match-over"


@dataclass(frozen=True)
class RummySeatView(SeatView):
    table: tuple[tuple[RummyCard, ...], ...]  # this hand's table words, in the order played
    total: int  # match total (standard: points; advanced: Primary total; inverse: penalties)
    pad: Pad | None  # advanced only
    secondary: int | None  # advanced only: the Secondary (tally) total


@dataclass(frozen=True)
class ClockView:
    limit_seconds: int
    elapsed_seconds: int

    @property
    def time_up(self) -> bool:
        return self.elapsed_seconds >= self.limit_seconds


@dataclass(frozen=True)
class RummyView:
    seat: int  # whose view this is
    variant: str
    hand: tuple[RummyCard, ...]  # this player's own cards, sorted
    seats: tuple[RummySeatView, ...]
    current: int
    dealer: int
    phase: Phase
    hand_number: int
    discard_top: RummyCard | None
    discard_size: int
    draw_pile_size: int
    played_this_turn: tuple[tuple[RummyCard, ...], ...]
    taken_from_discard: RummyCard | None  # the card the current player took this turn (everyone saw it)
    target: int | None  # standard
    max_hands: int | None  # standard: the match ends after this many hands at the latest (R11)
    match_hands: int | None  # advanced, by hands: the match lasts this many hands
    minutes: int | None  # advanced, by time
    deals: int | None  # inverse
    clock: ClockView | None  # timed advanced matches
    results: tuple[HandResult, ...]  # every finished hand, with its scores shown word by word
    log: tuple[str, ...]
    outcome: RummyOutcome | None
    # This hand's turns so far: (seat, action), every one public (a draw from the draw pile
    # does not say the card). What a person at the table saw happen.
    hand_history: tuple[tuple[int, TurnAction], ...] = ()
    # The discard pile's top before each action of hand_history, and after the last (the
    # first: in a new hand the turned-up card; None: the pile was empty).
    discard_tops: tuple[RummyCard | None, ...] = (None,)
    # The card this seat drew from the draw pile this turn (None in any other seat's view,
    # before the draw, or after a draw from the discard pile: see taken_from_discard). So a
    # resumed turn can still show which card is new.
    drawn_this_turn: RummyCard | None = None

    def taken_openly(self) -> set[RummyCard]:
        """The cards the table saw drawn from the discard pile this hand (and this turn's):
        whoever holds one is known to hold it."""
        taken = {
            card
            for (_, action), card in zip(self.hand_history, self.discard_tops)
            if isinstance(action, DrawDiscard) and card is not None
        }
        if self.taken_from_discard is not None:  # a hand set out mid-turn
            taken.add(self.taken_from_discard)
        return taken


def view_of(match: "RummyMatch", seat: int) -> RummyView:
    """What ``seat`` may see now (the match checks the seat)."""
    advanced = match.variant == "advanced"
    seats = tuple(
        RummySeatView(
            name=p.name,
            junior=p.junior,
            computer=p.computer,
            hand_size=len(match.hands[i]),
            table=tuple(match.table[i]),
            total=match.totals[i],
            pad=match.pads[i] if advanced else None,
            secondary=match.pads[i].secondary_total if advanced else None,
        )
        for i, p in enumerate(match.players)
    )
    elapsed = match.elapsed_seconds()
    return RummyView(
        seat=seat,
        variant=match.variant,
        hand=match.hand(seat),
        seats=seats,
        current=match.current,
        dealer=match.dealer,
        phase=match.phase,
        hand_number=match.hand_number,
        discard_top=match.discard_pile[-1] if match.discard_pile else None,
        discard_size=len(match.discard_pile),
        draw_pile_size=len(match.draw_pile),
        played_this_turn=tuple(match.turn_melds),
        taken_from_discard=match.taken,
        target=match.options.get("target"),
        max_hands=match.options.get("max_hands"),
        match_hands=match.options.get("hands"),
        minutes=match.options.get("minutes"),
        deals=match.options.get("deals"),
        clock=ClockView(match.limit_seconds or 0, elapsed) if elapsed is not None else None,
        results=tuple(match.results),
        log=match.log,
        outcome=match._outcome,
        hand_history=tuple(match.hand_actions),
        discard_tops=tuple(match.discard_tops),
        drawn_this_turn=match.drawn if seat == match.current else None,
    )
