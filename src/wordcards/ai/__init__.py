"""Computer players, hints and self-play (issue 6).

The app calls only this module's names (see docs/engine-api.md, "Computer players and
hints"). Decisions use only what the player may see: ``game.view(seat)`` and the public
word list; see ``shuffle.sandbox`` for how the Shuffle enumeration is kept to that.
"""

from __future__ import annotations

import random
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordcards.ai.advice import Suggestion, TurnReview, hint, hint_points, review
    from wordcards.ai.levels import EASY, HARD, LEVELS, NORMAL, Level, level_of, seat_level
    from wordcards.engine.game import Action, Game

# Names loaded on first use, so that ``wordcards simulate --help`` (and every other
# command, which builds the same parser) does not import the engines.
_LAZY = {
    "Suggestion": "advice",
    "TurnReview": "advice",
    "hint": "advice",
    "hint_points": "advice",
    "review": "advice",
    "EASY": "levels",
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


def choose_action(game: "Game", player_index: int, level: "str | Level", rng: random.Random) -> "Action":
    """The next action of the computer in seat ``player_index`` (it must be that seat's turn).

    Call it again after applying the action: a turn is a sequence (Shuffle: plays, then
    ``end`` or ``pass``; rummy: a draw, melds, a discard). Between rummy hands it returns
    the deal of the next hand (``NextHand``/``TimeUp``), which any seat may ask for.
    """
    from wordcards.ai.levels import level_of
    from wordcards.ai.rummy import choose_rummy
    from wordcards.ai.shuffle import choose_shuffle
    from wordcards.engine.rummy import Phase, RummyMatch
    from wordcards.engine.shuffle import ShuffleGame

    level = level_of(level)
    if game.is_over:
        raise ValueError("the game is over")
    if game.current != player_index:
        raise ValueError(f"it is not seat {player_index}'s turn")
    if isinstance(game, ShuffleGame):
        return choose_shuffle(game.view(player_index), game.rules, game.words, game.players, level, rng)
    if isinstance(game, RummyMatch):
        view = game.view(player_index)
        if view.phase is Phase.HAND_OVER:
            return game.legal_actions()[0]
        return choose_rummy(view, game.rules, game.words, game.players[player_index].junior, level, rng)
    raise TypeError(f"no computer player for {type(game).__name__}")


class ComputerPlayer:
    """One computer seat: its level and its own seeded random stream (which plays it
    overlooks). ``choose(game)`` is ``choose_action`` for this seat."""

    def __init__(self, seat: int, level: "str | Level", seed: int):
        from wordcards.ai.levels import level_of
        from wordcards.engine.seeding import rng as seeded_rng

        self.seat = seat
        self.level = level_of(level)
        self.rng = seeded_rng(seed, "computer", seat)

    def choose(self, game: "Game") -> "Action":
        return choose_action(game, self.seat, self.level, self.rng)

    def __repr__(self) -> str:
        return f"ComputerPlayer(seat={self.seat}, level={self.level.name!r})"


__all__ = [
    "EASY",
    "HARD",
    "LEVELS",
    "NORMAL",
    "ComputerPlayer",
    "Level",
    "Suggestion",
    "TurnReview",
    "choose_action",
    "hint",
    "hint_points",
    "level_of",
    "review",
    "seat_level",
]
