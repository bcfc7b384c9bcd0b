"""What one player may see (the interface draws only from this, so no screen can leak a
hand): their own cards, and only public facts about the others."""

from __future__ import annotations

from dataclasses import dataclass

from wordcards.engine.shuffle.actions import ShuffleAction
from wordcards.engine.shuffle.cards import Card, TableWord
from wordcards.engine.shuffle.scoring import Outcome
from wordcards.engine.view import SeatView


@dataclass(frozen=True)
class ShuffleSeatView(SeatView):
    table_points: int  # S14 points of this player's table words (public)
    score: int | None  # S14 total (table minus hand): only for the viewer's own seat, or
    # everyone's once the game is over; a hand's value would otherwise leak what it holds
    first_play_made: bool  # S4
    # The cards left in this player's hand, once the game is over (S14: every hand is shown
    # with the score, as at a table); None while the game is played, for every seat.
    hand_left: tuple[Card, ...] | None = None


@dataclass(frozen=True)
class ShuffleView:
    seat: int  # whose view this is
    hand: tuple[Card, ...]  # this player's cards, sorted by letter, jokers last
    seats: tuple[ShuffleSeatView, ...]
    table: tuple[TableWord, ...]  # every word with its owner, cards and joker letters
    word_points: tuple[int, ...]  # S14: what each table word scores, in the order of ``table``
    deck_size: int
    current: int  # whose turn it is
    turn_plays: tuple[ShuffleAction, ...]  # plays made this turn (public)
    can_undo: bool  # this player may take back the last play of the turn
    log: tuple[str, ...]
    is_over: bool
    outcome: Outcome | None

    def points_of(self, word: TableWord) -> int:
        """What a word of the table scores (S14)."""
        return self.word_points[self.table.index(word)]

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and not self.is_over
