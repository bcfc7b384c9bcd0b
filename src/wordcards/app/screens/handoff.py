"""Between turns: a screen that covers every hand until the next player presses Enter."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from wordcards.app.screens.footer_keys import COLOURS_KEY, FooterKeysAtOnce


class HandoffScreen(FooterKeysAtOnce, Screen[None]):
    """Shows only public things: whose turn it is and what happened (the log's last lines)."""

    BINDINGS = [Binding("enter", "reveal", "Show my hand"), COLOURS_KEY]

    def __init__(self, name: str, news: Sequence[str] = (), alone: bool = False) -> None:
        super().__init__(name="handoff")
        self.player_name = name
        self.news = tuple(news)
        self.alone = alone  # the only person at the table (the others are computers)

    def compose(self) -> ComposeResult:
        with Center():
            with Vertical(id="handoff-box"):
                if self.alone:
                    yield Static(Text(f"{self.player_name}, ready?", style="bold"), id="handoff-title")
                    yield Static("Press Enter to see your hand.", id="handoff-hint")
                else:
                    yield Static(Text(f"Pass to {self.player_name}", style="bold"), id="handoff-title")
                    yield Static(
                        Text(f"{self.player_name}, press Enter when only you can see the screen."), id="handoff-hint"
                    )
                if self.news:
                    yield Static(Text("\n".join(self.news)), id="handoff-news")  # names: text, never markup
        yield Footer()

    def action_reveal(self) -> None:
        self.dismiss(None)
