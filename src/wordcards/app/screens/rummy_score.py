"""End of a rummy hand (and of the match) at the shared keyboard: the breakdown
(widgets/rummy/score.py, as a remote seat shows it), tonight's games, how the match ended."""

from __future__ import annotations

from typing import Callable, Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from wordcards.app.ending import END_THE_MATCH
from wordcards.app.screens.footer_keys import either_case
from wordcards.app.screens.score import PLAY_AGAIN, REVIEW_LOG_AND_QUIT, ScoreScreen
from wordcards.app.widgets.rummy.score import hand_title, score_statics
from wordcards.app.widgets.common.scrolled import ScrolledBody
from wordcards.engine.contract import GameContract
from wordcards.engine.rummy.options import counts_deals, round_word


class RummyScoreScreen(ScoreScreen):
    """Dismissed with "next" (deal the next hand) or "new" (play again: a new match, the
    next seat starts)."""

    BINDINGS = [
        Binding(either_case("enter,n"), "next", "Next hand"),
        Binding(either_case("enter,n"), "next_deal", "Next deal"),  # inverse counts deals (R9)
        Binding(either_case("enter,n"), "finish", END_THE_MATCH),
        PLAY_AGAIN,
        *REVIEW_LOG_AND_QUIT,
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
        time_ran_out: Callable[[], bool] | None = None,
        reviews: dict | None = None,
        whole_log: Sequence[str] = (),
    ) -> None:
        super().__init__(game, scoreboard, games_tonight, last_moves, next_first, reviews, whole_log)  # game: for the review
        self.game_view = view  # what the screen shows
        self.dark = dark
        self.time_up = time_up  # a timed match (R8) whose time ran out: no next hand
        # A match by minutes whose hand ended with time left: asked each second whether the
        # time has run out as the scores are read (the footer said "Next hand", and Enter
        # ended the match), as a remote seat's clock does.
        self.time_ran_out = time_ran_out

    def on_mount(self) -> None:
        # F2 on this screen: the cards take the new theme's palette (they kept the dark
        # one, pale on the light background).
        self.app.theme_changed_signal.subscribe(self, self._recolour)
        if self.time_ran_out is not None and not self.time_up and not self.over:
            self.set_interval(1.0, self._watch_the_clock)

    def _watch_the_clock(self) -> None:
        if self.time_up or self.time_ran_out is None:
            return
        if self.time_ran_out():
            self.time_up = True  # the breakdown and the footer say Enter ends the match
            self.call_later(self._draw_anew)
        else:  # "Next: hand 3 · 0:45 left.", ticking as the table reads the scores
            self.game_view = self.game.view(self.game_view.seat)
            self.query_one(".score-title", Static).update(hand_title(self.game_view, self.time_up))

    def _recolour(self, theme) -> None:
        self.dark = theme.dark
        self.call_later(self._draw_anew)  # a signal's callback is not awaited

    async def _draw_anew(self) -> None:
        """The screen composed again, in the new palette. Its widgets are new ones: the
        breakdown takes the focus back, so the arrows scroll it, and the new footer is told
        the keys, else it shows none after a second F2."""
        await self.recompose()
        self.query_one(ScrolledBody).focus()
        self.refresh_bindings()

    @property
    def over(self) -> bool:  # the match, not this hand
        return self.game_view.outcome is not None

    def round_played(self) -> str | None:
        return None if self.over else round_word(self.game_view.variant)

    def breakdown(self) -> ComposeResult:
        rules = self.game.rules
        return score_statics(self.game_view, self.dark, self.time_up, rules.colours, longest_word=rules.longest_word(len(self.game_view.seats)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):  # a question or help on top
            return False
        if action in ("next", "next_deal"):
            deals = counts_deals(self.game_view.variant)
            return not self.over and not self.time_up and deals == (action == "next_deal")
        if action == "finish":
            return not self.over and self.time_up
        if action == "new":
            return self.over
        return True

    def action_next(self) -> None:
        self.dismiss("next")

    def action_next_deal(self) -> None:
        self.dismiss("next")

    def action_finish(self) -> None:
        self.dismiss("next")  # the one action between hands: here, ending the match
