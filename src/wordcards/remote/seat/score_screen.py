"""The breakdown on a seat at the end of the game or of a rummy hand (``SeatScoreScreen``)."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from wordcards.app.screens.footer_keys import FittedFooter, either_case
from wordcards.app.widgets.common.scrolled import ScrolledBody
from wordcards.remote.seat.widgets import say_on_line


@runtime_checkable
class OffersReview(Protocol):
    """The seat's app, as the breakdown asks it for "What could I have played?" and the
    whole log (the breakdown does not import the app, which opens them)."""

    def review_offered(self) -> bool: ...

    def open_review(self) -> None: ...

    def whole_log_offered(self, screen: "SeatScoreScreen") -> bool: ...

    def open_whole_log(self, screen: "SeatScoreScreen") -> None: ...


@runtime_checkable
class OffersPlayAgain(Protocol):
    """The seat's app, as the final breakdown asks it to play again (N) or take that back."""

    def again_offered(self, asked: bool) -> bool: ...

    def ask_again(self, asked: bool) -> None: ...


class SeatScoreScreen(Screen[None]):
    """The end of the game (or of a rummy hand) on a seat: the breakdown the shared
    keyboard's score screen shows, from the same functions. Esc goes back to the table; the
    app's keys (Enter deals the next hand, Ctrl+C leaves) work here too. A note about the
    seat's screens is a line under the breakdown, not a notification over it: at 80x24 one
    covered the totals. "Back", as on the review: between rummy hands the footer holds w and
    Enter too, and "Back to the table" pushed Help and Rules off it at 80 columns."""

    BINDINGS = [
        Binding("escape", "dismiss", "Back"),
        Binding(either_case("w"), "review", "What could I have played?"),
        Binding(either_case("l"), "whole_log", "Log"),  # after the game, as the shared keyboard's final score screen
        # N, as the shared keyboard's final screen (its Enter deals the next hand here): the
        # host starts the next game once every person asked; asked, N takes it back.
        Binding(either_case("n"), "again(True)", "Play again"),
        Binding(either_case("n"), "again(False)", "Take back play again"),
    ]

    def __init__(self, statics: list[Static], result: int, note: tuple[str, bool, float] | None = None, away: str | None = None):
        super().__init__(name="score")
        self.statics = statics
        self.result = result  # the game or hand it shows (as the game's part numbers them)
        self._first_note = note  # a note still up when it opened: text, a warning?, seconds left
        self._away = away  # why the host cannot be reached, if it cannot
        self._note_timer: Timer | None = None
        self._composed: list[Static] = []  # the statics its body was composed with
        self.source: Any = None  # the state it was drawn from: a hand dealt since keeps it open, drawn from it
        self._dealt: str | None = None  # that the next hand was dealt meanwhile, and how to play it
        self._again: str | None = None  # on the game's end: how the table plays again


    def compose(self) -> ComposeResult:
        self._composed = self.statics
        with ScrolledBody(id="score-body"):
            yield from self.statics
        yield Static(id="score-note")
        yield Static(id="score-dealt")
        yield Static(id="score-again")
        yield Static(id="score-host")
        yield FittedFooter()

    async def show_statics(self, statics: list[Static]) -> None:
        """The breakdown drawn again (light or dark colours: F2). On a screen pushed but not
        yet mounted (F2 as the breakdown opens), it is drawn so once mounted: the body was
        not there yet (NoMatches '#score-body', a crash; fuzz seed 3021). On a screen closed
        under a burst of F2 its body is gone: nothing left to draw (fuzz seed 3038)."""
        self.statics = statics
        if not self.is_mounted:
            return
        bodies = self.query("#score-body").results(VerticalScroll)
        body = next(bodies, None)
        if body is None:
            return
        await body.remove_children()
        await body.mount_all(statics)

    def show_title(self, statics: list[Static]) -> None:
        """The title of ``statics`` (a breakdown of the same hand) over the one shown, the rest
        left as it is: a match by minutes' time left ticks as the scores are read."""
        title = next((static for static in statics if static.has_class("score-title")), None)
        if title is None or not self.is_mounted:
            return
        for shown in self.query(".score-title").results(Static):
            shown.update(title.content)

    def on_mount(self) -> None:
        if self.statics is not self._composed:  # new colours asked for while it was composed
            self.call_later(self.show_statics, self.statics)
        # What was told before this screen was mounted (news may come first).
        if self._first_note is not None:
            self.note(*self._first_note)
        self.host_away(self._away)
        self.dealt(self._dealt)
        self.play_again(self._again)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "review":
            app = self.app
            return isinstance(app, OffersReview) and app.review_offered()
        if action == "whole_log":
            app = self.app
            return isinstance(app, OffersReview) and app.whole_log_offered(self)
        if action == "again":
            app = self.app
            return isinstance(app, OffersPlayAgain) and app.again_offered(bool(parameters[0]))
        return True

    def action_again(self, asked: bool) -> None:
        app = self.app
        if isinstance(app, OffersPlayAgain):
            app.ask_again(asked)

    def action_review(self) -> None:
        app = self.app
        if isinstance(app, OffersReview):
            app.open_review()

    def action_whole_log(self) -> None:
        app = self.app
        if isinstance(app, OffersReview):
            app.open_whole_log(self)

    def host_away(self, why: str | None) -> None:
        """The table's status line is under this screen: say here that the host is away (and
        so why Enter (Next hand) is not in the footer), until it is back."""
        self._away = why
        say_on_line(self, "#score-host", why)

    def dealt(self, text: str | None) -> None:
        """The next hand was dealt while this breakdown was read (``text``: by whom, and that
        Esc goes to it): the breakdown stays, and says so until it is closed."""
        self._dealt = text
        say_on_line(self, "#score-dealt", text)

    def play_again(self, text: str | None) -> None:
        """The game is over (``text``: who plays first next, whom the table waits for to play
        again, and what N does here now)."""
        self._again = text
        say_on_line(self, "#score-again", text)

    def note(self, text: str, warning: bool, seconds: float) -> None:
        # The host's next news may come before this screen is composed (the screen of a
        # hand just over is pushed, not awaited): keep the note for on_mount then. The
        # query fails then, and uncaught would end the seat's connection without a word.
        self._first_note = (text, warning, seconds)
        try:
            line = self.query_one("#score-note", Static)
        except NoMatches:
            return
        self._first_note = None  # shown: older than any later one
        line.update(text)
        line.set_class(warning, "-warning")
        line.display = True
        if self._note_timer is not None:
            self._note_timer.stop()
        self._note_timer = self.set_timer(seconds, self._clear_note)

    def _clear_note(self) -> None:
        self.query_one("#score-note", Static).display = False
