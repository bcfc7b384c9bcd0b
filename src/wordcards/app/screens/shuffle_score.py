"""The end of a Shuffle game at the shared keyboard: the breakdown (widgets/shuffle/score.py,
as a remote seat shows it), tonight's games, and how the game ended."""

from __future__ import annotations

from typing import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from wordcards.app.screens.footer_keys import FittedFooter, FooterKeysAtOnce

from wordcards.app.widgets.common.evening import EveningBoard
from wordcards.app.widgets.common.flow import last_moves_text
from wordcards.app.widgets.shuffle.score import score_statics
from wordcards.app.widgets.common.scrolled import ScrolledBody


class ShuffleScoreScreen(FooterKeysAtOnce, Screen[str]):
    """Dismissed with "new" (play again: same players, the next seat starts) or "quit"."""

    BINDINGS = [
        Binding("enter,n", "new", "Play again"),
        Binding("w", "review", "What could I have played?"),
        Binding("q", "quit_game", "Quit", show=False),
    ]

    def __init__(
        self,
        game,
        scoreboard: list[tuple[str, int]],
        games_tonight: int,
        last_moves: Sequence[str] = (),
        next_first: str | None = None,
    ) -> None:
        super().__init__(name="score")
        self.reviews: dict = {}  # "What could I have played?", once made (ReviewScreen)
        self.game = game
        self.scoreboard, self.games_tonight = scoreboard, games_tonight
        self.next_first = next_first  # who plays first if the table plays again (S15)
        self.last_moves = tuple(last_moves)

    def compose(self) -> ComposeResult:
        with ScrolledBody(id="score-body"):
            yield from score_statics(self.game.view(self.game.current), self.game.rules)
            yield EveningBoard(self.scoreboard, self.games_tonight, self.next_first, classes="score-evening")
            if self.last_moves:
                yield Static(last_moves_text(self.last_moves), classes="score-last")
        yield FittedFooter()

    def action_review(self) -> None:
        from wordcards.app.screens.review import ReviewScreen

        self.app.push_screen(ReviewScreen(self.game, self.reviews))

    def action_new(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
