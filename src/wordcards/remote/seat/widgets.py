"""The seat's own widgets on its table: the table's scroll box, the panels' placeholders and
the message line."""

from __future__ import annotations

from typing import Any, Callable

from rich.text import Text
from textual.containers import VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Static

from wordcards.app.widgets.common.panels import MessageLine


class TableBox(VerticalScroll, can_focus=False):
    """The table's scroll box. It never takes the focus: a click on the table (a browser
    tab is clicked before typing) must leave the keyboard with the word entry."""


def placeholder_class(place: str) -> str:
    """The class of the placeholder of the panel whose id is ``place``."""
    return f"{place}-placeholder"


def placeholder(place: str) -> Static:
    """Where the game's panel ``place`` goes once the game is known, drawn as that panel's
    box (the stylesheet). A class names its place, not the panel's id: the panel is mounted
    beside it before it goes, and two widgets side by side cannot hold one id."""
    return Static(classes=placeholder_class(place))


class SeatMessageLine(MessageLine):
    """The seat's message line. A message said here is newer than a note about the seat's
    screens (``ScreenNotes``), and the note goes: the notification lay over this line for
    30 seconds and hid the refusal of the word just typed."""

    def __init__(self, said: Callable[[], None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._said = said

    def say(self, text: "str | Text", refusal: bool = False, by_line: "Callable[[str], str | Text] | None" = None) -> None:
        super().say(text, refusal, by_line)
        if str(text):  # a line cleared hides nothing
            self._said()


def say_on_line(screen: Screen[Any], selector: str, text: str | None) -> None:
    """The line ``selector`` of ``screen`` says ``text``, shown; None hides it. On a screen
    pushed but not composed yet there is no line: its on_mount says it."""
    try:
        line = screen.query_one(selector, Static)
    except NoMatches:
        return
    line.update(text or "")
    line.display = text is not None
