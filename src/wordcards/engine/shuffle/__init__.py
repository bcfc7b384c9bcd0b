"""Shuffle: the pure rules engine (rulings S1-S15 in RULINGS.md; API in docs/engine-api.md)."""

from wordcards.engine.shuffle.actions import (
    EndTurn,
    Extend,
    HandWord,
    Pass,
    ShuffleAction,
    Steal,
    SwapJoker,
    Take,
    TakeFrom,
    parse,
)
from wordcards.engine.shuffle.cards import Card, Placed, TableWord
from wordcards.engine.shuffle.game import ShuffleGame
from wordcards.engine.shuffle.scoring import Outcome, ScoreBreakdown, WordScore
from wordcards.engine.shuffle.view import ShuffleSeatView, ShuffleView

__all__ = [
    "Card",
    "EndTurn",
    "Extend",
    "HandWord",
    "Outcome",
    "Pass",
    "Placed",
    "ScoreBreakdown",
    "ShuffleSeatView",
    "ShuffleAction",
    "ShuffleGame",
    "ShuffleView",
    "Steal",
    "SwapJoker",
    "TableWord",
    "Take",
    "TakeFrom",
    "WordScore",
    "parse",
]
