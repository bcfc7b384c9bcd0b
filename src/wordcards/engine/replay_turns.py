"""Whose turn each action of a save falls in, counted as it is replayed, so that a save
whose action no longer replays names the player and the turn ("Ann's turn 3"): a number
and notation alone send the reader counting through the file."""

from __future__ import annotations

from typing import Any


class ReplayTurns:
    """The turns of a game being replayed, each seat's counted from 1 (in a game of hands,
    within the hand). ``after`` is told of each action replayed; ``said`` names the turn
    the next action falls in."""

    def __init__(self, game: Any):
        self._hand: int | None = game.hand_number
        self._seat: int | None = None
        self._counts: dict[int, int] = {}
        self.after(game)

    def after(self, game: Any) -> None:
        if game.hand_number != self._hand:  # a new hand: its turns are counted afresh
            self._hand, self._seat, self._counts = game.hand_number, None, {}
        if game.is_over or game.between_hands:
            self._seat = None
        elif game.current != self._seat:  # the turn passed on
            self._seat = game.current
            self._counts[game.current] = self._counts.get(game.current, 0) + 1

    def said(self, game: Any) -> str:
        """"Ann's turn 3"; in a game of hands "hand 2, Ann's turn 3"; "after hand 2" between
        hands; "after the game's end" once it is over."""
        if game.is_over:
            return "after the game's end"
        if self._seat is None:
            return f"after hand {self._hand}"
        turn = f"{game.players[self._seat].name}'s turn {self._counts[self._seat]}"
        return turn if self._hand is None else f"hand {self._hand}, {turn}"
