"""Notes on a seat about its screens: when another screen joins this seat (a link passed on
lets someone sit in a seat unnoticed), or one leaves it. A note is a notification over the
table, or a line of its own on the breakdown (not over the totals). Never over a list or
question: its instructions are what the player reads then (docs/decisions/remote.md)."""

from __future__ import annotations

import time
from typing import Any, Callable

from textual.app import App

from wordcards.remote.seat.score_screen import SeatScoreScreen

NOT_YOURS = "If it is not yours, someone else has your link: tell the host."
SCREENS_NOTE_SECONDS = 30  # long enough to be read by someone busy with a word
CLOSED_NOTE_SECONDS = 10  # good news: it need not cover the table as long


class ScreenNotes:
    def __init__(self, app: App[Any], asking: Callable[[], bool]) -> None:
        self.app = app
        self._asking = asking  # a list or question of the host's, or the seat's own, is open
        self._held: tuple[str, bool, float] | None = None  # a note that came over a list: text, a warning?, seconds
        self._screens: int | None = None  # this seat's screens open at the host (None: not told yet)
        self._note: tuple[str, bool, float] | None = None  # the last note: text, a warning?, shown until
        self._over_line = False  # the note is a notification (over the message line) still

    def connected(self) -> None:
        """A new connection is one of the screens: its first state says how many."""
        self._screens = None

    def tell_screens(self, screens: int) -> None:
        """Say when another screen joins this seat, or leaves it; each screen of the seat says so.
        A note held while a list or question was open is shown with the first news after it."""
        before, self._screens = self._screens, screens
        if self._held is not None and not self._asking():
            held, self._held = self._held, None
            self._tell(*held)
        if before is None:
            if screens > 1:
                self._tell(
                    f"Your seat is open on another screen too ({screens} open now). {NOT_YOURS}", True, SCREENS_NOTE_SECONDS
                )
        elif screens > before:
            self._tell(f"Another screen has joined your seat ({screens} open now). {NOT_YOURS}", True, SCREENS_NOTE_SECONDS)
        elif screens < before:
            self._tell(f"A screen of your seat has closed ({screens} open now).", False, CLOSED_NOTE_SECONDS)

    def _tell(self, text: str, warning: bool, seconds: float) -> None:
        """A note: a notification, or on the breakdown a line of its own (not over the totals);
        over a list or question, held until it closes (whole: it has not been read yet)."""
        if self._asking():
            self.question_opened()  # an older note still up says a number of screens no longer true
            self._held = (text, warning, seconds)
            return
        self._note = (text, warning, time.monotonic() + seconds)
        screen = self.app.screen
        if isinstance(screen, SeatScoreScreen):
            screen.note(text, warning, seconds)
        else:
            # Each note says how many screens are open now: one left up (30 seconds for a
            # screen joining) would say "2 open now" after one closes, and show again over each
            # screen opened (a question, the help) once the newer note goes.
            self.app.clear_notifications()
            self.app.notify(text, title="Your seat", severity="warning" if warning else "information", timeout=seconds)
            self._over_line = True

    def question_opened(self) -> None:
        """A list or question opens: a note up over the table goes, as under a message (it
        covered the list's instructions, "Press its number, or move with ↑↓ ...")."""
        if self._over_line:
            self._over_line = False
            self.app.clear_notifications()

    def under_the_breakdown(self) -> tuple[str, bool, float] | None:
        """A note still up moves under a breakdown opening: its notification goes, and the
        breakdown shows it as a line (text, a warning?, the seconds it has left)."""
        if self._note is None or self._note[2] <= time.monotonic():
            return None
        self.app.clear_notifications()
        self._over_line = False
        text, warning, until = self._note
        return (text, warning, until - time.monotonic())

    def message_said(self) -> None:
        """A message on the message line: a note of the seat's screens still up over it goes
        (newest first). Not one on the breakdown: it is a line there, and the message line
        is under the breakdown."""
        note = self._note
        if not self._over_line or note is None or note[2] <= time.monotonic() or isinstance(self.app.screen, SeatScoreScreen):
            return
        # Only the notification goes: a breakdown opened while the note lasts still shows it
        # as its own line, where it covers nothing.
        self._over_line = False
        self.app.clear_notifications()
