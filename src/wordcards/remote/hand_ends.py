"""A hand's end kept for the seats of a game played in hands: the scores a seat away at the
deal missed (shown once when it is back, and saved), and every seat's view of the last
hand's end as a save's replay passed it (host --resume). Views only: no game state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class MissedScores:
    """A hand's end as ``seat``'s view had it (encoded for the wire), kept for that seat when
    another dealt the next hand while no screen of it was open: shown once when it is back."""

    seat: int
    hand: int
    view: dict[str, Any]


class HandEndReplayed:
    """Every seat's view of the last hand's end a save's replay passed (``after_action``: the
    engine's from_json calls it after each action): ``host --resume`` keeps it as the save
    replays, for Ctrl+S on a screen opened in the next hand (HostTable.last_scores), rather
    than replay the save a second time to find it. Views only: not saved, not a game."""

    def __init__(self) -> None:
        self.hand: int | None = None
        self.views: tuple[Any, ...] = ()

    def after_action(self, game: Any) -> None:
        if game.between_hands:  # the last such position is the one the deal was made from
            self.hand, self.views = game.hand_number, tuple(game.view(seat) for seat in range(len(game.players)))
