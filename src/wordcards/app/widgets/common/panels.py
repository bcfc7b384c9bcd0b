"""Panels both games use: the game log and the one-line message under the entry."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

LOG_KEEP = 300  # lines kept on screen; the whole log is in the save


class GameLog(VerticalScroll, can_focus=False):
    """The narration of every action, newest at the bottom."""

    def compose(self):
        yield Static(classes="log-text")

    def show(self, lines: Sequence[str]) -> None:
        self.query_one(".log-text", Static).update(Text("\n".join(lines[-LOG_KEEP:])))
        self.scroll_end(animate=False, immediate=True)
        # Long lines wrap: the new height is known only after the next layout.
        self.call_after_refresh(self.scroll_end, animate=False)

    def on_resize(self) -> None:
        # A narrower log wraps more lines: keep the newest in view.
        self.call_after_refresh(self.scroll_end, animate=False)


class MessageLine(Static):
    """A refusal (why a word was not played) or a short note; cleared when the turn passes."""

    def say(self, text: "str | Text", refusal: bool = False) -> None:
        self.set_class(refusal, "-refusal")
        self.update(text if isinstance(text, Text) else Text(text))

    def clear(self) -> None:
        self.say("")

    def clear_refusal(self) -> None:
        """A question is coming: a refusal of an earlier word is stale by then."""
        if self.has_class("-refusal"):
            self.clear()


def player_name(name: str, bold: bool = False) -> Text:
    """A name in a players panel: on one line, cut with "…" when the panel is too narrow
    (a long or wide name, a junior mark), so the numbers beside it keep their room."""
    return Text(name, style="bold" if bold else "", no_wrap=True, overflow="ellipsis")
