""""What could I have played?" on a seat (``SeatReviewScreen``): made by the host, drawn
as the shared keyboard's review screen draws it."""

from __future__ import annotations

from typing import Any, Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.widgets import ProgressBar, Static

from wordcards.app.screens.footer_keys import FittedFooter, either_case
from wordcards.app.looking_back import looked_back_over
from wordcards.app.widgets.common.scrolled import ScrolledBody
from wordcards.remote.away import HostAwayLine, HostAwayOnTop
from wordcards.remote.seat.host_state import review_turns
from wordcards.remote.seat.widgets import say_on_line



def looking_back(round_word: str | None) -> str:
    """The line while the host makes the review (``round_word``: review.looked_back_over)."""
    return f"The host is looking back over {looked_back_over(round_word)} (a second or a few a turn)..."


def starting(round_word: str | None) -> str:
    """The line before the host has told how far it has got."""
    return f"The host is looking back over {looked_back_over(round_word)} (a second or a few a turn): starting..."

LOST_REVIEW = "The connection to the host was lost before the review came: it is asked for again when the host is back."


def lost_mid_hand(round_word: str) -> str:
    """Back in a hand dealt since (another seat's deal), the host not making the review (it
    restarted): it refuses one during a hand (it would tell of hands still hidden);
    ``round_word``: the game's part's, "Hand" or "Deal" (inverse, R9)."""
    named = round_word.lower()
    return (
        f"The connection to the host was lost before the review came, and it cannot be made during a {named}: "
        f"it is asked for again when this {named} is over."
    )


class SeatReviewScreen(HostAwayOnTop):
    """At the end of the game or of a rummy hand: "What could I have played?", this seat's
    turns so far beside the best play found at each, made by the host from this seat's own
    view and drawn as the shared keyboard's review screen draws it (app/screens/review.py).
    A bar shows how far the host has got (it tells this seat as it goes): hidden, the line
    saying "starting", while none is told yet (the seat cannot know the total, and Textual
    draws a bar without one as "--%"), gone when the review comes or the host cannot be reached. It covers
    the status line: a line on top says when the host is away (HostAwayOnTop)."""

    # Every key back, as the shared keyboard's review shows them (w opened it, q closes the log).
    BINDINGS = [Binding(either_case("escape,w,q"), "close", "Back", key_display="esc/w/q")]

    def __init__(
        self,
        name: str,
        best_found: str,
        result: dict[str, Any] | None,
        plays: Callable[..., Any] | None = None,
        closed_unread: Callable[[], None] | None = None,
        *,
        round_word: str | None,
    ):
        """``round_word``: "Hand" or "Deal" while the match goes on (looked_back_over), else None."""
        super().__init__(name="review")
        self.player, self.best_found, self.result = name, best_found, result
        self.round_word = round_word
        self.plays = plays  # how a turn's plays are drawn (review.plays_of); None: in the engine's words
        self.closed_unread = closed_unread  # told when closed before the review came: the host stops making it
        self.waits_for_host = False  # the connection was lost before the review came
        self._dealt: str | None = None  # the next hand was dealt while it was read: how to play it

    def compose(self) -> ComposeResult:
        yield HostAwayLine(self.away)
        with ScrolledBody(id="review-body"):
            yield Static(Text("What could I have played?", style="bold"), classes="score-title")
            yield Static(Text(starting(self.round_word), style="dim"), id="review-table")
            bar = ProgressBar(total=None, show_eta=False, id="review-progress")
            bar.display = False  # until the host tells its first figure (``advance``)
            yield bar
        yield Static(id="review-dealt")
        yield FittedFooter()

    def on_mount(self) -> None:
        if self.result is not None:
            self.show(self.result)
        self.dealt(self._dealt)

    def dealt(self, text: str | None) -> None:
        """The next hand was dealt while this review was read or made: it stays (the host
        makes it still), and says so until it is closed."""
        self._dealt = text
        say_on_line(self, "#review-dealt", text)

    def advance(self, done: int, total: int) -> None:
        """How far the host has got (the actions of the game replayed so far); told after
        the connection was lost and came back, the review is on its way again."""
        try:
            bar = self.query_one(ProgressBar)
        except NoMatches:
            return  # pushed, not composed yet: the next word from the host moves it
        if self.result is not None:
            return  # a late word: the review is here
        self.waits_for_host = False  # the host is making it still
        if not bar.display:
            bar.display = True
            self.query_one("#review-table", Static).update(Text(looking_back(self.round_word), style="dim"))
        bar.update(total=max(1, total), progress=done)

    def lost(self, why: str = LOST_REVIEW) -> None:
        """The host cannot be reached (or is back in a hand, ``why`` lost_mid_hand): the
        review may never come on this screen, so no bar says it is on its way."""
        if self.result is not None:
            return
        self.waits_for_host = True
        try:
            body = self.query_one("#review-table", Static)
        except NoMatches:
            return
        self.query_one(ProgressBar).display = False
        body.update(Text(why, style="bold red"))

    def asked_again(self) -> None:
        """The host is back and asked again (a restarted host knows nothing of the first
        asking): on its way once more, no steps told yet."""
        self.waits_for_host = False
        try:
            bar = self.query_one(ProgressBar)
        except NoMatches:
            return
        bar.update(total=None, progress=0)
        bar.display = False  # until the host tells its first figure
        self.query_one("#review-table", Static).update(Text(starting(self.round_word), style="dim"))

    def action_close(self) -> None:
        if self.result is None and self.closed_unread is not None:
            self.closed_unread()
        self.dismiss()

    def show(self, result: dict[str, Any]) -> None:
        from wordcards.app.screens.review import open_at_the_newest_hand, review_body, said_plays

        self.result = result
        try:
            body = self.query_one("#review-table", Static)
        except NoMatches:
            return  # pushed, not composed yet: on_mount shows it
        self.query_one(ProgressBar).display = False
        turns = review_turns(result)
        if isinstance(turns, str):
            body.update(Text(turns))
        elif not turns:
            body.update(Text("No turns to look back on.", style="dim"))
        else:
            body.update(review_body(turns, [self.player], self.best_found, self.plays or said_plays))
            open_at_the_newest_hand(self.query_one(ScrolledBody), body, turns)
