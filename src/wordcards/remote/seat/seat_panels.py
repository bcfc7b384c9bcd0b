"""A seat's panels and status line: the game's panels swapped in for their placeholders and
drawn from the latest state, the status line's words at this screen's width, and the fit to
the terminal's size (the too-small notice over them, as at the shared keyboard)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, TypeVar

from rich.text import Text
from textual.app import ScreenStackError
from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.widget import Widget
from textual.widgets import Static

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.sizes import least_size, too_small
from wordcards.app.widgets.common.too_small import TooSmallNotice, covered
from wordcards.remote.seat import status
from wordcards.remote.seat.host_state import game_part, table_rules
from wordcards.remote.seat.review_screen import SeatReviewScreen
from wordcards.remote.seat.score_screen import SeatScoreScreen
from wordcards.remote.seat.widgets import placeholder_class

if TYPE_CHECKING:  # the app holds its panels: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp

PanelT = TypeVar("PanelT", bound=Widget)


class SeatPanels:
    def __init__(self, app: SeatApp) -> None:
        self.app = app
        self._drawing = asyncio.Lock()  # one drawing at a time: a first one swaps the placeholders for panels

    # --- the panels ----------------------------------------------------------------------

    def place(self, place: str) -> Widget:
        """The game's panel ``place`` (its id), or its placeholder until the game is known."""
        return self.app.query_one(f"#{place}, .{placeholder_class(place)}")

    async def panel(self, place: str, cls: type[PanelT]) -> PanelT:
        """The game's own panel widget ``place`` (its id) in place of its placeholder (once
        the game is known). The panel is mounted beside the placeholder before the
        placeholder goes, so one of them is always in the DOM: a swap cut short (the seat
        left as it awaited one) leaves the next drawing both, or the panel alone."""
        app = self.app
        found = app.query(f"#{place}")
        panel: PanelT
        if found:
            panel = found.only_one(cls)
        else:
            waiting = app.query_one(f".{placeholder_class(place)}")
            panel = cls(id=place)
            panel.border_title = waiting.border_title
            # No display copied: set inline it would beat the stylesheet, and the hand showed
            # through the too-small notice (rummy's draw sets the pads' display itself).
            parent = waiting.parent
            assert isinstance(parent, Widget)
            await parent.mount(panel, before=waiting)
        for waiting in app.query(f".{placeholder_class(place)}"):
            await waiting.remove()
        return panel

    async def show(self, state: dict[str, Any]) -> None:
        """``state``, just come: the status line and the panels drawn, fitted, and drawn
        again once the seat's screen is laid out (refit)."""
        self.show_status_line(state)
        await self.draw()
        self.fit()
        self.app.screen_stack[0].call_after_refresh(self.refit)  # after the seat's screen is laid out

    async def refit(self) -> None:
        """The panels drawn again at the width they were laid out to: a panel drawn before
        (just mounted, or before a resize) fitted no width (rummy's pads lost their names
        column at 64 columns, the piles line wrapped its last colour)."""
        await self.draw()

    async def draw(self) -> None:
        """The game's panels drawn from the latest state, one drawing at a time: a first one
        swaps the placeholders for panels, and a second one at once would find both."""
        app = self.app
        async with self._drawing:
            state = app.state
            if state is not None and app.part is not None and app.other_version is None:  # its refusal stays
                try:
                    await app.part.draw(app, state["view"], table_rules(state))
                except (NoMatches, NoScreen, ScreenStackError):
                    # The app closed as this drawing awaited a panel's swap: its screens went,
                    # and a panel found before has no screen (NoScreen, rummy's pads) or none
                    # is left to find. While it runs, a panel or its placeholder is always
                    # there (panel: a swap cut short leaves one): that is a fault.
                    if app.is_running:
                        raise

    # --- the status line -----------------------------------------------------------------

    def status_line(self, state: dict[str, Any], width: int | None = None) -> Text:
        """The status line for ``state`` at ``width`` (this screen's width), its clock run on (status.py)."""
        app = self.app
        part = game_part(state)
        view = app.clock.view_now(part, state, host_away=app.away is not None)
        return status.status_line(state, part, view, app.clock.time_up, width or app.size.width)

    def show_status_line(self, state: dict[str, Any], width: int | None = None) -> None:
        self.app.query_one("#status", Static).update(self.status_line(state, width))

    def news(self, state: dict[str, Any], note: Text | None = None) -> Text:
        """What the table waits for, or the result (status.py)."""
        return status.news(state, game_part(state), self.app.clock.time_up, note)

    # --- the fit to the terminal's size ----------------------------------------------------

    def resized(self, width: int, height: int) -> None:
        """The terminal's new size: the status line fits its width, the panels fit it."""
        app = self.app
        if app.client is not None and app.state is not None:
            # The new width: the app's own size is the old one until Textual's handler runs after this.
            self.show_status_line(app.state, width)
        self.fit(width, height)
        app.screen_stack[0].call_after_refresh(self.refit)  # after the seat's screen is laid out

    def fit(self, width: int | None = None, height: int | None = None) -> None:
        """Too small for the panels (eight rummy players at 64 x 20: a table of no rows), a
        notice of how big to make the terminal, as at the shared keyboard."""
        app = self.app
        if app.state is None or app.part is None:
            return
        view = app.state["view"]
        width, height = width or app.size.width, height or app.size.height
        notice = too_small(least_size(*app.part.panel_rows(view)), width, height, len(view.seats))
        told = None
        if notice is not None:
            # The status line is hidden with the panels: whose turn it is, or that the host
            # is away, goes under the notice (a seat on a small screen waited unaware).
            told = Text(notice)
            told.append("\n\n")
            told.append_text(Text(app.away, style="bold red") if app.away else self.news(app.state))
        # The seat's own screen, under any breakdown or question; opened under the notice,
        # nothing had the focus: the word takes it.
        app.screen_stack[0].query_one(TooSmallNotice).cover(told, fallback=app.query_one(WordEntry))
        # Behind the notice no key of the game acts: Ctrl+E ended a turn no one could see.
        app.open_the_line()
        app.refresh_bindings()

    def covered(self) -> bool:
        """The too-small notice covers the seat's panels (fit); a breakdown over them is
        drawn whole, and its keys (Enter, w) work."""
        app = self.app
        covered_by_breakdown = isinstance(app.screen, (SeatScoreScreen, SeatReviewScreen))
        return covered(app.screen_stack[0]) and not covered_by_breakdown
