"""The help, the rules, the review and the whole log on a seat, with a line saying why the
host cannot be reached.

Each covers the seat's status line: a player reading the rules (or the review) while the
host stopped learnt nothing of it until they closed them. On a seat they carry a line of
their own at the top, where the status line is, shown while the host is away (the
breakdown has its own: SeatScoreScreen).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Static

from wordcards.app.screens.help import HelpScreen
from wordcards.app.screens.rulebook import RulesScreen
from wordcards.app.screens.whole_log import WholeLogScreen


class HostAwayLine(Static):
    """Why the host cannot be reached, in the status line's place; hidden while it can
    (#host-away in wordcards.tcss)."""

    def __init__(self, why: str | None):
        super().__init__(why or "", id="host-away")
        self.display = why is not None

    def tell(self, why: str | None) -> None:
        self.update(why or "")
        self.display = why is not None


class HostAwayOnTop(Screen[None]):
    """A screen of the seat's over its status line that says, on top, when the host is away
    (``host_away``). Its compose puts the line before the screen's own (a screen that
    composes itself wholly, the review, yields a HostAwayLine(self.away) first)."""

    away: str | None = None  # why the host cannot be reached as it opens (None: it can)

    def compose(self) -> ComposeResult:
        yield HostAwayLine(self.away)
        yield from super().compose()

    def host_away(self, why: str | None) -> None:
        self.away = why
        try:
            self.query_one(HostAwayLine).tell(why)
        except NoMatches:
            pass  # pushed, not composed yet: compose says it


class SeatHelpScreen(HostAwayOnTop, HelpScreen):
    pass


class SeatRulesScreen(HostAwayOnTop, RulesScreen):
    pass


class SeatWholeLogScreen(HostAwayOnTop, WholeLogScreen):
    pass
