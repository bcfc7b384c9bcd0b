"""What the end screens of both games share (shuffle_score.py, rummy_score.py): in a body
that scrolls, who won, tonight's games, the game's breakdown and how the game ended, and the
keys "What could I have played?", the whole log, play again, another game and quit. The turn screen that pushed one
plays again or exits on its answer (TurnScreen.after_score)."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Sequence, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from wordcards.app.next_game import NextGame
from wordcards.app.screens.footer_keys import FittedFooter, either_case
from wordcards.app.screens.typed_ahead import KeysTypedBeforeItDropped
from wordcards.app.widgets.common.evening import EveningBoard, under_the_headlines
from wordcards.app.widgets.common.flow import last_moves_text
from wordcards.app.widgets.common.scrolled import ScrolledBody
from wordcards.engine.contract import GameContract

if TYPE_CHECKING:  # the app imports its screens: not imported at run time
    from wordcards.app.main import WordcardsApp

PLAY_AGAIN = Binding(either_case("enter,n"), "new", "Play again")
# Last in each game's BINDINGS, after its Enter: Textual's footer lists a base class's keys
# before its subclass's, so they are not the base's own BINDINGS.
REVIEW_LOG_AND_QUIT = (
    Binding(either_case("g"), "another_game", "Another game"),  # the same table, another game or scoring
    Binding(either_case("w"), "review", "What could I have played?"),
    Binding(either_case("l"), "whole_log", "Log"),  # the screen shows only how it ended
    # Shown, in place of the app's "^c Quit" (FittedFooter: one Quit), and the same quit:
    # it asks first where something would be lost (WordcardsApp.action_request_quit).
    Binding(either_case("q"), "app.request_quit", "Quit"),
)


class ScoreScreen(KeysTypedBeforeItDropped, Screen["str | NextGame"]):
    """Dismissed with "new" (play again: same players, the next seat starts), or the game
    picked to play next (g, ``NextGame``); a game's own screen may add answers of its own.
    q quits as Ctrl+C does.

    A key typed before the screen was shown (typed ahead while a computer made the last
    play, queued as the app drew this screen) does not act on it (KeysTypedBeforeItDropped)."""

    HEADLINES = 1  # the breakdown's first parts, that say who won: above tonight's games

    def __init__(
        self,
        game: GameContract,
        scoreboard: Sequence[tuple[str, int]],
        games_tonight: int,
        last_moves: Sequence[str] = (),
        next_first: str | None = None,
        reviews: dict | None = None,
        whole_log: Sequence[str] = (),
    ) -> None:
        super().__init__(name="score")
        # "What could I have played?", once made (ReviewScreen); rummy's are kept from hand to hand.
        self.reviews: dict = reviews if reviews is not None else {}
        self.game = game
        self.scoreboard, self.games_tonight = list(scoreboard), games_tonight
        self.next_first = next_first  # who plays first if the table plays again (S15)
        self.last_moves = tuple(last_moves)
        self.whole_log = tuple(whole_log)  # the log as the turn screen showed it (L)

    def compose(self) -> ComposeResult:
        with ScrolledBody(id="score-body"):
            breakdown = list(self.breakdown())
            if not self.over:
                yield from breakdown
            else:
                # Who won, tonight's games and who plays first next (S15) on top. Then how it ended.
                board = EveningBoard(self.scoreboard, self.games_tonight, self.next_first, bool(self.next_games), classes="score-evening")
                yield from under_the_headlines(breakdown, self.HEADLINES, board)
                if self.last_moves:
                    yield Static(last_moves_text(self.last_moves), classes="score-last")
        yield FittedFooter()

    def breakdown(self) -> ComposeResult:
        """The game's own breakdown of the scores (as a remote seat shows it)."""
        raise NotImplementedError

    @property
    def over(self) -> bool:
        """The game is over (not just a hand of it)."""
        return True

    def round_played(self) -> str | None:
        """What the match just finished a round of, "Hand" or "Deal", while it goes on (the
        review looks back over it); None: the game is over."""
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A question (quit?) or help on top: its keys, not these, in the footer under it.
        if action == "whole_log" and not self.whole_log:
            return False
        if action == "another_game" and not (self.over and self.next_games):
            return False
        return self.is_active

    def action_review(self) -> None:
        from wordcards.app.screens.review import ReviewScreen

        self.app.push_screen(ReviewScreen(self.game, self.reviews, round_word=self.round_played()))

    def action_whole_log(self) -> None:
        from wordcards.app.screens.whole_log import WholeLogScreen

        self.app.push_screen(WholeLogScreen(self.whole_log))

    def action_new(self) -> None:
        self.dismiss("new")

    @cached_property
    def next_games(self) -> list[NextGame]:
        """The games this table may play next (g), once the game is over (the app knows the
        table's files and tonight's rulesets)."""
        return cast("WordcardsApp", self.app).next_games()

    def action_another_game(self) -> None:
        from wordcards.app.screens.choice import ChoiceScreen

        who = f" {self.next_first} plays first." if self.next_first else ""
        title = f"Which game next? The same players, and tonight's scoreboard goes on.{who}"
        labels = [offer.label for offer in self.next_games]
        self.app.push_screen(ChoiceScreen(title, labels, picked="a game"), self._next_game_picked)

    def _next_game_picked(self, picked: int | str | None) -> None:
        # Esc, or a letter (it closes a list): back to the scores, nothing chosen.
        if isinstance(picked, int) and self.is_active:
            self.dismiss(self.next_games[picked])
