"""Computer players, hints and self-play (issue 6).

The app calls only this module's names (see docs/engine-api.md, "Computer players and
hints"). Decisions use only what the player may see: ``game.view(seat)`` and the public
word list; see ``shuffle.sandbox`` for how the Shuffle enumeration is kept to that.
"""

from __future__ import annotations

import random
import time
from importlib import import_module
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from wordcards.ai.advice import expert_hint, hint, hint_points, review, suggest
    from wordcards.ai.adviser import Suggestion, TurnReview
    from wordcards.ai.levels import EASY, EXPERT, HARD, LEVELS, NORMAL, Level, level_of, seat_level
    from wordcards.engine.contract import GameContract
    from wordcards.engine.game import Action

# Names loaded on first use, so that ``wordcards simulate --help`` (and every other
# command, which builds the same parser) does not import the engines.
_LAZY = {
    "Suggestion": "adviser",
    "TurnReview": "adviser",
    "hint": "advice",
    "expert_hint": "advice",
    "hint_points": "advice",
    "review": "advice",
    "suggest": "advice",
    "EASY": "levels",
    "EXPERT": "levels",
    "HARD": "levels",
    "LEVELS": "levels",
    "NORMAL": "levels",
    "Level": "levels",
    "level_of": "levels",
    "seat_level": "levels",
}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'wordcards.ai' has no attribute {name!r}")
    value = getattr(import_module(f"wordcards.ai.{module}"), name)
    globals()[name] = value
    return value


DEFAULT_TIME_CAP = 1.0  # seconds per expert decision: only guards a slow machine (its effort is a budget)


def choose_action(
    game: "GameContract",
    player_index: int,
    level: "str | Level",
    rng: random.Random,
    time_cap: float | None = DEFAULT_TIME_CAP,
    clock: "Callable[[], float] | None" = None,
) -> "Action":
    """The next action of the computer in seat ``player_index`` (it must be that seat's turn).

    Call it again after applying the action: a turn is a sequence (Shuffle: plays, then
    ``end`` or ``pass``; rummy: a draw, melds, a discard). Between rummy hands it returns
    the deal of the next hand (``NextHand``/``TimeUp``), which any seat may ask for.
    ``time_cap`` (seconds, None: none) and ``clock`` (default ``time.perf_counter``) bound
    the expert's look-ahead on a slow machine; the other levels do not look ahead.
    """
    from wordcards import games
    from wordcards.ai.levels import level_of

    level = level_of(level)
    if game.is_over:
        raise ValueError("the game is over")
    if game.current != player_index:
        raise ValueError(f"it is not seat {player_index}'s turn")
    choose = games.entry_of(game).load("computer")
    action: Action = choose(game, player_index, level, rng, time_cap, clock or time.perf_counter)
    return action


class ComputerPlayer:
    """One computer seat: its level and its own seeded random stream (which plays it
    overlooks, which deals the expert imagines). ``choose(game)`` is ``choose_action`` for
    this seat, with its time cap (None: the expert always spends its whole budget, so a
    seed gives the same game on any machine)."""

    def __init__(self, seat: int, level: "str | Level", seed: int, time_cap: float | None = DEFAULT_TIME_CAP):
        from wordcards.ai.levels import level_of
        from wordcards.engine.seeding import rng as seeded_rng

        self.seat = seat
        self.level = level_of(level)
        self.rng = seeded_rng(seed, "computer", seat)
        self.time_cap = time_cap

    def choose(self, game: "GameContract") -> "Action":
        return choose_action(game, self.seat, self.level, self.rng, self.time_cap)

    def __repr__(self) -> str:
        return f"ComputerPlayer(seat={self.seat}, level={self.level.name!r})"


__all__ = [
    "DEFAULT_TIME_CAP",
    "EASY",
    "EXPERT",
    "HARD",
    "LEVELS",
    "NORMAL",
    "ComputerPlayer",
    "Level",
    "Suggestion",
    "TurnReview",
    "choose_action",
    "expert_hint",
    "hint",
    "hint_points",
    "level_of",
    "review",
    "seat_level",
    "suggest",
]
