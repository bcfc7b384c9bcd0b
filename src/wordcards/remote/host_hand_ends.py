"""Between the hands of a game played in hands, fair to the seats still reading the scores:
each person's seat's view of a hand's end kept as the next hand is dealt (for a seat away
at the deal, and for Ctrl+S on a screen opened in the next hand), sent once, and who dealt.
A part of HostTable (table.py), which holds what it uses."""

from __future__ import annotations

from typing import Any, Callable

from wordcards.remote.codec import encode
from wordcards.remote.hand_ends import HandEndReplayed, MissedScores
from wordcards.remote.seat_state import SeatState


class TableHandEnds:
    """HostTable's hands' ends kept for the seats."""

    # What it uses of the table (table.py sets them).
    game: Any
    seats: list[SeatState]
    hand_end: tuple[int, dict[int, Any]] | None
    hand_end_replayed: HandEndReplayed | None
    dealt: tuple[int, int] | None
    _save: Callable[[Any], None]
    between_hands: Callable[[], bool]
    _noted: Callable[..., Any]

    def _hand_end_views(self, view_of: Callable[[int], Any]) -> dict[int, Any]:
        """Each person's seat's view of a hand's end (``view_of(seat)``), encoded as on the
        wire. As the next hand is dealt, one that no screen of the seat showed is kept for it,
        to be shown once when it comes back (missed_scores); every one, for Ctrl+S on a screen
        opened in the next hand (last_scores)."""
        return {seat: encode(view_of(seat)) for seat, state in enumerate(self.seats) if state.token is not None}

    def last_scores(self, seat: int) -> dict[str, Any] | None:
        """The last hand's end as ``seat`` saw it, while the next hand is played: for a
        screen opened now, whose Ctrl+S has nothing else to show. Kept as the hand was dealt; a
        host carried on from its save kept the views as the save replayed (hand_end_replayed)."""
        number = self.game.hand_number
        if number is None or number < 2 or self.between_hands() or self.game.is_over:
            return None
        if self.hand_end is None or self.hand_end[0] != number - 1:
            self.hand_end = self._hand_end_replayed(number - 1)
        if self.hand_end is None or seat not in self.hand_end[1]:
            return None
        return {"hand": self.hand_end[0], "view": self.hand_end[1][seat]}

    def _hand_end_replayed(self, hand: int) -> tuple[int, dict[int, Any]] | None:
        """``hand``'s end as the save's replay passed it (host --resume), each person's seat's
        view with the notes written by then; None when the replay kept none of it."""
        kept = self.hand_end_replayed
        if kept is None or kept.hand != hand:
            return None
        return hand, self._hand_end_views(lambda seat: self._noted(kept.views[seat], earlier=True))

    def missed_to_save(self) -> tuple[MissedScores, ...]:
        """The hands' ends kept for seats away at a deal and not yet sent, for the save."""
        return tuple(
            MissedScores(seat, state.missed_scores["hand"], state.missed_scores["view"])
            for seat, state in enumerate(self.seats)
            if state.missed_scores is not None
        )

    def sent(self, seat: int) -> None:
        """``seat``'s state went to its screens: its answer is said once, and so are the
        last hand's scores kept for it (the save drops them, so a host carried on after
        does not show them again)."""
        state = self.seats[seat]
        shown = state.missed_scores is not None
        state.last_scores_due = False
        state.said()
        if shown:
            self._save(self.game)

    def _dealt_by(self, seat: int) -> None:
        """``seat`` dealt the hand now played: the others' breakdowns say who (and stay open)."""
        for state in self.seats:
            state.saw_hand_end = False
        if not self.game.is_over:
            self.dealt = (seat, self.game.hand_number)
