"""The list that asks how to play a typed Shuffle word when there are several ways: its
title and lines (each play with what it scores, S14), one source for the shared keyboard
(``screens/shuffle_turn.py``) and for a remote seat (``remote/shuffle.py`` builds them on
the host, which alone can count the points, from the seat's own plays). No Textual here:
the host imports it too."""

from __future__ import annotations

from typing import Any, Sequence


def ways_title(word: str, count: int) -> str:
    # The count: a hand with a joker can make a list longer than the window (SEAT: 16
    # ways), and the lines past it must not pass for none.
    return f"How do you want to play {word}? {count} ways, the most points first:"


def with_points(description: str, points: int) -> str:
    """A play in the player's words with its score change: the list's line, the hint's too."""
    return f"{description} ({points:+d} to your score)"


def ways(game: Any, plays: Sequence[Any]) -> tuple[list[str], list[int]]:
    """The lines of the list for ``plays`` (of the player to act, best first) and the points
    each scores at once."""
    from wordcards.ai import hint_points

    points = [hint_points(game, play) for play in plays]
    return [with_points(game.describe(play), score) for play, score in zip(plays, points)], points
