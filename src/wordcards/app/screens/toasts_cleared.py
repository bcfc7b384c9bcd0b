"""A screen that opens clear of notifications: the hand-off and every question. A toast
is over the table, never over them (docs/decisions/app.md, "Toasts"): a failed save's toast,
raised as the turn ended, covered the hand-off's news and "Pass to Bob", and over a question
its answers. The toasts it cleared are said again as it closes: a message said only once
(F2's "Light/dark is not kept", the unreadable save moved aside) was lost under a question."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, cast

from textual.content import Content
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widget import Widget

if TYPE_CHECKING:
    from wordcards.app.player_app import PlayerApp


@dataclass(frozen=True)
class SaidToast:
    """A notification as the app was asked for it (App.notify's arguments), and when."""

    message: str
    title: str
    severity: SeverityLevel
    timeout: float
    markup: bool
    raised_at: float

    @property
    def shown(self) -> str:
        """Its text as its toast shows it (Textual's Toast: the title, if any, on a line above)."""
        message = Content.from_markup(self.message).plain if self.markup else self.message
        return f"{self.title}\n{message}" if self.title else message


class ToastsUp:
    """The toasts the app said that are up now (in their time, not cleared): Textual keeps
    its own list private, and a screen that clears them must know what to say again."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._said: list[SaidToast] = []

    def said(self, message: str, title: str, severity: SeverityLevel, timeout: float, markup: bool) -> None:
        self._said.append(SaidToast(message, title, severity, timeout, markup, self.clock()))

    def now_up(self) -> list[SaidToast]:
        now = self.clock()
        self._said = [toast for toast in self._said if now < toast.raised_at + toast.timeout]
        return list(self._said)

    def is_up(self, message: str) -> bool:
        return any(toast.message == message for toast in self.now_up())

    def cleared(self) -> None:
        self._said = []

    def clicked_away(self, toast: Widget) -> None:
        """``toast`` clicked (Textual removes it then): its message is no longer up, and
        may be said again before its time would have ended."""
        shown = str(toast.render())
        self._said = [said for said in self._said if said.shown != shown]


def is_toast(widget: Widget) -> bool:
    """Whether ``widget`` is one of Textual's toasts (its class is not exported; its name is
    the CSS type the stylesheets use: ``Toast``)."""
    return type(widget).__name__ == "Toast"


class ToastsCleared:
    """Mixed into a Screen: the toasts up as it opens go (Textual's public
    ``App.clear_notifications``), and are said again as it closes (over the screen it goes
    back to, or the next one). One raised while it is open, an answer to a key pressed on
    it (F2's warning, "Only y quits now"), shows."""

    def on_mount(self) -> None:
        app = cast("PlayerApp", cast("Screen[Any]", self).app)
        self.toasts_held = app.toasts_up.now_up()
        # In the app's queue, behind a toast asked for as the screen was pushed (notify posts a
        # message: the turn's, raised just before its hand-off, came in after this mount).
        app.call_later(app.clear_notifications)

    def on_unmount(self) -> None:
        app = cast("PlayerApp", cast("Screen[Any]", self).app)
        if app.return_code is not None:  # quitting: no screen to say them over
            return
        for toast in getattr(self, "toasts_held", ()):  # their whole time again: they were hidden
            app.notify(toast.message, title=toast.title, severity=toast.severity, timeout=toast.timeout, markup=toast.markup)
