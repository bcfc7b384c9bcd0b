"""The whole log of a game that is over, one key away on its score screen (L): the score
screen shows only how it ended, and the review only one's own turns."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from wordcards.app.screens.footer_keys import COLOURS_KEY, FittedFooter, either_case
from wordcards.app.widgets.common.flow import said_plainly
from wordcards.app.widgets.common.joker_marks import lines_marked
from wordcards.app.widgets.common.scrolled import ScrolledBody


def whole_log_text(lines: Sequence[str]) -> Text:
    text = Text("The game's log\n\n", style="bold")
    text.append_text(lines_marked([said_plainly(line) for line in lines]))  # Text, not markup: a word in brackets is no tag
    return text


class WholeLogScreen(ModalScreen[None]):
    BINDINGS = [Binding(either_case("escape,l,q,enter"), "close", "Close"), COLOURS_KEY]  # a modal shuts out the app's F2

    def __init__(self, lines: Sequence[str]) -> None:
        super().__init__(name="whole-log")
        self.lines = tuple(lines)

    def compose(self) -> ComposeResult:
        with ScrolledBody(classes="dialog wide tall"):
            yield Static(whole_log_text(self.lines), classes="whole-log")
        yield FittedFooter()

    def action_close(self) -> None:
        self.dismiss(None)
