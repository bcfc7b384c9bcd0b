"""Between turns: a screen that covers every hand until the next player presses Enter."""

from __future__ import annotations

import textwrap
from typing import Any, Callable, Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Static

from wordcards.app.screens.footer_keys import FittedFooter
from wordcards.app.screens.keys_read_first import ReadsKeysFirst
from wordcards.app.screens.toasts_cleared import ToastsCleared
from wordcards.app.screens.typed_ahead import KeysTypedBeforeItDropped
from wordcards.app.widgets.common.flow import said_plainly
from wordcards.app.widgets.common.joker_marks import lines_marked
from wordcards.app.widgets.common.too_small import TooSmallNotice, covered, fit_to_terminal


NEWS_WIDTH = 58  # cells a news line has in #handoff-box (width 64, border and padding taken off)
BOX_FRAME = 6  # #handoff-box's border and padding, each side together: 64 less NEWS_WIDTH
NEWS_LINES = 8  # rows for the news at the smallest size (sizes.MIN_SIZE)
OTHER_ROWS = 12  # the screen's other rows: box, title, hint, news rule, footer


def latest_news(lines: Sequence[str], rows: int, width: int = NEWS_WIDTH) -> list[str]:
    """The newest of ``lines`` that fit in ``rows`` screen rows, a long line taking a row
    per wrap. When older lines do not fit, the first row says so: the news must never
    look complete (since your last turn) when it is not."""

    def height(line: str) -> int:
        return max(1, len(textwrap.wrap(line, width)))

    lines = [said_plainly(line) for line in lines]

    if sum(height(line) for line in lines) <= rows:
        return list(lines)
    kept: list[str] = []
    room = rows - 1  # a row for the note of what is left out
    for line in reversed(lines):
        if height(line) > room:
            break
        kept.insert(0, line)
        room -= height(line)
    left_out = len(lines) - len(kept)
    return [f"... {left_out} earlier line{'s' if left_out > 1 else ''}: see the log", *kept]


class HandoffScreen(ToastsCleared, ReadsKeysFirst, KeysTypedBeforeItDropped, Screen[None]):
    """Shows only public things: whose turn it is and what happened (the log's last lines).
    Only an Enter typed once it is drawn opens the hand (KeysTypedBeforeItDropped). It opens
    it as the app reads the Enter (``key_read``): keys typed right behind it go to the turn,
    as typed a moment later, not to the hand-off still handling the Enter. ``followed_by`` (the first hand-off, with no turn screen under
    it) gives the screen to put in its place then, or None to only close."""

    followed_by: Callable[[], Screen | None] | None = None

    BINDINGS = [Binding("enter", "reveal", "Show my hand")]  # and the app's (F2 Light/dark among them)

    def __init__(
        self,
        name: str,
        news: Sequence[str] = (),
        alone: bool = False,
        key: Callable[[bool], Text] | None = None,
    ) -> None:
        """``news``: every line since the player's last turn; the screen shows the newest
        that fit (``latest_news``), worked out again as the terminal is resized."""
        super().__init__(name="handoff")
        self.player_name = name
        self.all_news = tuple(news)
        self.alone = alone  # the only person at the table (the others are computers)
        # Rummy: the colours' key, for the cards named in the news; given dark or not, as
        # F2 here must tint it anew (it kept the other theme's colours).
        self.key = key

    def on_mount(self) -> None:
        if self.key is not None:
            self.app.theme_changed_signal.subscribe(self, self._recolour_key)

    def _recolour_key(self, theme: Any) -> None:
        if self.key is not None:
            self.query_one("#handoff-key", Static).update(self.key(theme.dark))

    @property
    def news(self) -> list[str]:
        """The newest lines of the news that the terminal holds now, at its width and height
        (a news line wraps in the box, which a narrow terminal narrows)."""
        width, height = self.app.size
        taken = 2 if self.key is not None else 0  # the key's row and the space under it
        rows = max(NEWS_LINES - taken, height - OTHER_ROWS - taken)
        return latest_news(self.all_news, rows, max(1, min(NEWS_WIDTH, width - BOX_FRAME)))

    def on_resize(self, event: events.Resize) -> None:
        # The turn's notice, here too: at 40x12 the box was cut, with no word of the size
        # needed. Enter waits behind it, as a turn's keys do: the notice names no one, and
        # the hand it opened showed on enlarging with no "Pass to Ann" between.
        self.fit(*self.app.size)
        # The news cut again for the size: opened at 100x30 and shrunk, the newest lines
        # and the box's border were cut off; opened small and enlarged, it left out lines
        # with rows to spare.
        if self.all_news:
            self.query_one("#handoff-news", Static).update(lines_marked(self.news))

    def fit(self, width: int, height: int) -> None:
        fit_to_terminal(self, size=(width, height))
        self.refresh_bindings()

    def compose(self) -> ComposeResult:
        yield TooSmallNotice()
        with Center(id="handoff-centre"):
            with Vertical(id="handoff-box"):
                if self.alone:
                    yield Static(Text(f"{self.player_name}, ready?", style="bold"), id="handoff-title")
                    yield Static("Press Enter to see your hand.", id="handoff-hint")
                else:
                    yield Static(Text(f"Pass to {self.player_name}", style="bold"), id="handoff-title")
                    yield Static(
                        Text(f"{self.player_name}, press Enter when only you can see the screen."), id="handoff-hint"
                    )
                if self.key is not None:
                    yield Static(self.key(self.app.current_theme.dark), id="handoff-key")
                if self.all_news:
                    yield Static(lines_marked(self.news), id="handoff-news")  # names: text, never markup
        yield FittedFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Enter shows in the footer once it opens the hand: not in the grace, where the tail
        # of the last player's keys is dropped (typed_ahead.py: the player sees when to press it),
        # nor behind the too-small notice, which hides whom the hand is for.
        return self.grace_over and not covered(self) if action == "reveal" else True

    def key_read(self, key: events.Key) -> bool:
        if key.key != "enter":
            return False
        if not self.drops(key) and self.is_active and not covered(self):
            self.action_reveal()
        return True

    def action_reveal(self) -> None:
        after = self.followed_by() if self.followed_by is not None else None
        if after is not None:
            self.app.switch_screen(after)  # on the stack at once: the keys behind the Enter reach it
        else:
            self.dismiss(None)
