"""End of a rummy hand (and of the match) at the shared keyboard: the breakdown
(widgets/rummy/score.py, as a remote seat shows it), tonight's games, how the match ended."""

from __future__ import annotations

from typing import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from wordcards.app.screens.footer_keys import FittedFooter, FooterKeysAtOnce
from wordcards.app.widgets.common.evening import EveningBoard
from wordcards.app.widgets.common.flow import last_moves_text
from wordcards.app.widgets.rummy.score import score_statics
from wordcards.app.widgets.common.scrolled import ScrolledBody
from wordcards.engine.contract import GameContract
from wordcards.engine.rummy.options import counts_deals


class RummyScoreScreen(FooterKeysAtOnce, Screen[str]):
    """Dismissed with "next" (deal the next hand), "new" (play again: a new match, the next
    seat starts) or "quit"."""

    BINDINGS = [
        Binding("enter,n", "next", "Next hand"),
        Binding("enter,n", "next_deal", "Next deal"),  # inverse counts deals (R9)
        Binding("enter,n", "finish", "End the match"),  # short: the footer must fit 80 columns
        Binding("enter,n", "new", "Play again"),
        Binding("w", "review", "What could I have played?"),
        Binding("q", "quit_game", "Quit", show=False),
    ]

    def __init__(
        self,
        view,
        dark: bool,
        scoreboard: Sequence[tuple[str, int]] = (),
        games_tonight: int = 0,
        time_up: bool = False,
        last_moves: Sequence[str] = (),
        *,
        game: GameContract,
        next_first: str | None = None,
    ) -> None:
        super().__init__(name="score")
        self.reviews: dict = {}  # "What could I have played?", once made (ReviewScreen)
        self.game = game  # for the review (the view is what the screen shows)
        self.last_moves = tuple(last_moves)
        self.game_view = view
        self.dark = dark
        self.scoreboard, self.games_tonight = list(scoreboard), games_tonight
        self.next_first = next_first  # who plays first if the table plays again (S15)
        self.time_up = time_up  # a timed match (R8) whose time ran out: no next hand

    def on_mount(self) -> None:
        # F2 on this screen: the cards take the new theme's palette (they kept the dark
        # one, pale on the light background).
        self.app.theme_changed_signal.subscribe(self, self._recolour)

    def _recolour(self, theme) -> None:
        self.dark = theme.dark
        self.call_later(self._draw_anew)  # a signal's callback is not awaited

    async def _draw_anew(self) -> None:
        """The screen composed again, in the new palette. Its widgets are new ones: the
        breakdown takes the focus back (the arrows scrolled nothing after F2), and the new
        footer is told the keys (after a second F2 it showed none)."""
        await self.recompose()
        self.query_one(ScrolledBody).focus()
        self.refresh_bindings()

    @property
    def over(self) -> bool:
        return self.game_view.outcome is not None

    def compose(self) -> ComposeResult:
        with ScrolledBody(id="score-body"):
            yield from score_statics(self.game_view, self.dark, self.time_up)
            if self.over:
                yield EveningBoard(self.scoreboard, self.games_tonight, self.next_first, classes="score-evening")
            if self.over and self.last_moves:
                yield Static(last_moves_text(self.last_moves), classes="score-last")
        yield FittedFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_active:  # a question (quit?) or help is on top: its keys, not these
            return False
        if action in ("next", "next_deal"):
            deals = counts_deals(self.game_view.variant)
            return not self.over and not self.time_up and deals == (action == "next_deal")
        if action == "finish":
            return not self.over and self.time_up
        if action == "new":
            return self.over
        return True

    def action_review(self) -> None:
        from wordcards.app.screens.review import ReviewScreen

        self.app.push_screen(ReviewScreen(self.game, self.reviews))

    def action_next(self) -> None:
        self.dismiss("next")

    def action_next_deal(self) -> None:
        self.dismiss("next")

    def action_finish(self) -> None:
        self.dismiss("next")  # the one action between hands: here, ending the match

    def action_new(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
