"""A screen that opens clear of notifications: the hand-off and every question. A toast
is over the table, never over them (docs/decisions/app.md, "Toasts"): a failed save's toast,
raised as the turn ended, covered the hand-off's news and "Pass to Bob", and over a question
its answers. What a toast said is kept where it is read later: the log, the quit question,
the next turn's own toast."""

from __future__ import annotations

from typing import Any, cast

from textual.screen import Screen


class ToastsCleared:
    """Mixed into a Screen: the toasts up as it opens go (Textual's public
    ``App.clear_notifications``). One raised while it is open, an answer to a key pressed
    on it (F2's warning, "Only y quits now"), shows."""

    def on_mount(self) -> None:
        # In the app's queue, behind a toast asked for as the screen was pushed (notify posts a
        # message: the turn's, raised just before its hand-off, came in after this mount).
        app = cast("Screen[Any]", self).app
        app.call_later(app.clear_notifications)
