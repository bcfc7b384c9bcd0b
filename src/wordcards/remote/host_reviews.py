"""The reviews the host's table makes, "What could I have played?" (w) after the game and after
each rummy hand: asked for, started, made off the event loop (wordcards.ai.review, as the shared
keyboard's review), kept for the seat's next state, and stopped when the seat closes it. A part
of HostTable (table.py), which holds what it uses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from wordcards.remote.seat_state import SeatState

if TYPE_CHECKING:
    from wordcards.ai.adviser import JobMap


class TableReviews:
    """HostTable's reviews (each made in a thread: server.py)."""

    # What it uses of the table (table.py sets them).
    game: Any
    seats: list[SeatState]
    reviews: dict[int, tuple[int, list[dict[str, Any]]]]
    between_hands: Callable[[], bool]
    say: Callable[..., bool]

    def _review(self, seat: int, progress: bool) -> bool:
        state = self.seats[seat]
        if not (self.game.is_over or self.between_hands()):  # during a hand it would tell of hands still hidden
            return self.say(seat, "What you could have played is shown when the hand or the game is over.", refusal=True)
        asked_at = len(self.game.actions)
        made = self.reviews.get(seat)
        if made is not None and made[0] == asked_at:
            state.review_out = {"turns": made[1], "actions": asked_at}
        else:
            state.reviewing, state.review_progress = asked_at, progress
        return False

    def review_closed(self, seat: int) -> None:
        """``seat`` closed its review (or left) before it came: nobody waits for it now
        (``review_unwanted``). Asked for again, it is made again."""
        state = self.seats[seat]
        state.reviewing, state.review_progress = None, False

    def review_unwanted(self, seat: int) -> bool:
        """The host is making a review for ``seat`` that it no longer waits for: the work
        is to stop (the seat closed it, or left)."""
        state = self.seats[seat]
        return state.review_started is not None and state.reviewing is None

    def review_to_start(self, seat: int) -> bool:
        """``seat`` asked for its review and the host is not making one for it (it counts
        as started now)."""
        state = self.seats[seat]
        if state.reviewing is None or state.review_started is not None:
            return False
        state.review_started = state.reviewing
        return True

    def review_game(self) -> Any:
        """The game as it is now, for a review made in a thread: another seat may deal the
        next hand meanwhile, and the review is of the turns played when it was asked."""
        return self.game.clone()

    def find_review(
        self, seat: int, game: Any = None, progress: Callable[[int, int], None] | None = None, map: JobMap = map
    ) -> dict[str, Any]:
        """``seat``'s turns so far beside the best play found at each (wordcards.ai.advice, as
        the shared keyboard's review, the expert looking ahead from that seat's own view),
        ready for the wire, with the number of actions it covers. The seat's last review, of an
        earlier hand, is reused as at the shared keyboard: its turns are not searched again (each
        hand's review searched the whole match anew). Changes nothing; takes about a second a
        turn: run it off the event loop, on ``review_game()``. ``map`` answers the expert's
        questions (a ``ReviewPool``'s, as the shared keyboard's review): closed, the review
        stops and says it was ``closed``. Any other failure is raised: the host says it on its
        console and tells the seat ``REVIEW_FAILED`` (server.py)."""
        from dataclasses import asdict

        from wordcards.ai import TurnReview, review
        from wordcards.app.review_pool import ReviewClosed
        from wordcards.app.thinking import expert_time_cap

        game = self.game if game is None else game
        made_at = len(game.actions)
        earlier = self.reviews.get(seat)
        known = [TurnReview(**turn) for turn in earlier[1]] if earlier is not None and earlier[0] < made_at else []
        try:
            turns = review(game, seats=[seat], look_ahead=True, time_cap=expert_time_cap(), progress=progress, known=known, map=map)
        except ReviewClosed:  # the seat closed it, or left
            return {"closed": True, "actions": made_at}
        return {"turns": [asdict(turn) for turn in turns if turn.seat == seat], "actions": made_at}

    def review_found(self, seat: int, result: dict[str, Any]) -> bool:
        """Keep ``seat``'s review for its next state. False when the seat has asked again
        since, at a later point (the next hand was played), or it was stopped (``closed``)
        and asked for again: that one is still to make."""
        state = self.seats[seat]
        made_at = result.get("actions")
        state.review_started = None
        if result.get("closed"):  # stopped: one asked for again meanwhile is still to make
            return False
        if "turns" in result and isinstance(made_at, int):
            self.reviews[seat] = (made_at, result["turns"])
        if state.reviewing != made_at:
            return False
        state.reviewing, state.review_out = None, result
        return True
