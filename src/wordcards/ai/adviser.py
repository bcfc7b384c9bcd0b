"""What hints and the review hand the app, and what each game's adviser shares: the level
they search at, the expert's time per opinion and how its gain is counted.

Each game's own advice (``ai/shuffle_advice.py``, ``ai/rummy_advice.py``) builds on this;
``ai/advice.py`` picks the game's through the registry (``wordcards.games``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from wordcards.ai import DEFAULT_TIME_CAP
from wordcards.ai.levels import HARD
from wordcards.engine.contract import GameContract
from wordcards.engine.game import Action

# The hint searches like hard, and weighs every play it finds (no shortlist).
ADVISER = replace(HARD, name="adviser", miss=0.0, shortlist=None)
EXPERT_TIME_CAP = DEFAULT_TIME_CAP  # seconds the expert may think about one hint or one reviewed turn

Step = Callable[[], None]  # called after each action a review replays


@dataclass(frozen=True)
class Suggestion:
    action: Action
    points: int  # what it scores at once for the player (see the module docstring of ai.advice)


@dataclass(frozen=True)
class TurnReview:
    """One turn of one player, beside the best the engine found at its start."""

    seat: int
    name: str
    turn: int  # this player's turn number, from 1
    hand_number: int | None  # rummy: which hand of the match
    played: tuple[str, ...]  # the turn's actions, in notation
    played_points: int  # what the turn's plays scored at once (see hint_points)
    best: tuple[str, ...]  # the best found, in notation: Shuffle one play; rummy the melds of the best plan
    best_points: int
    # With look_ahead: what the expert would have done (Shuffle: the turn's first play, or
    # "end"/"pass"; rummy: after the draw, its melds and discard), and how much better that
    # did on average than what was played, in points of score difference over the sampled
    # deals (0.0 when the expert would have done the same; None without look_ahead).
    expert: tuple[str, ...] = ()
    expert_gain: float | None = None
    # The same in the players' words (the engine's ``describe``, as the player read the
    # game then): the turn's plays that score (empty: none; Shuffle: "pass" for a pass),
    # the best found, the expert's choice.
    played_said: tuple[str, ...] = ()
    best_said: tuple[str, ...] = ()
    expert_said: tuple[str, ...] = ()

    @property
    def missed(self) -> int:
        """How many more points the best play would have made (0 when the player did as well)."""
        return max(0, self.best_points - self.played_points)


@dataclass(frozen=True)
class ExpertReview:
    """The expert's part in a review: the game reviewed (its seed seeds the expert's deals)
    and the seconds it may think about each turn."""

    game: GameContract
    time_cap: float | None


def expert_gain(verdict: Any, played: Any) -> float:
    """How much better the expert's choice did than ``played`` over its sampled deals."""
    if verdict.action == played or verdict.samples == 0:
        return 0.0
    gain = verdict.gain_over(played)
    return float(round(max(0.0, gain if gain is not None else 0.0), 1))
