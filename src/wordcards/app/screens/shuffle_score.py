"""The end of a Shuffle game at the shared keyboard: the breakdown (widgets/shuffle/score.py,
as a remote seat shows it), tonight's games, and how the game ended."""

from __future__ import annotations

from textual.app import ComposeResult

from wordcards.app.screens.score import PLAY_AGAIN, REVIEW_LOG_AND_QUIT, ScoreScreen
from wordcards.app.widgets.shuffle.score import score_statics


class ShuffleScoreScreen(ScoreScreen):
    """Dismissed with "new" (play again: same players, the next seat starts)."""

    BINDINGS = [PLAY_AGAIN, *REVIEW_LOG_AND_QUIT]
    # Who won is the first line of the table (a game, not a match: no breakdown by hand):
    # tonight's games stay under it.
    HEADLINES = 2

    def breakdown(self) -> ComposeResult:
        return score_statics(self.game.view(self.game.current), self.game.rules)
