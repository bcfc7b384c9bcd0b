"""What self-play counts of one finished game, whichever game it is (each game's
``tally`` in the module the registry names fills it in)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tally:
    turns: int
    no_play: int  # turns in which nothing was played (Shuffle: passes; rummy: turns without a meld)
    hands: int  # hands in the match (1 for a game not played in hands)
    scores: tuple[int, ...]  # the final scores (Shuffle: S14 scores; rummy: match totals); () if unfinished
    at_limit: bool = False  # the match ended at its hand limit (R11), not at its target
