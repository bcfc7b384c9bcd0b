"""What every app a player types into shares: the shared keyboard's and a remote seat's."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import App

from wordcards.app.screens.footer_keys import FooterPresses

# The group of a worker that runs as long as the app does (a seat's connection to its host):
# app/idle.settle waits for every other worker to end, never for these (it would wait for ever).
LASTING = "lasting"


class PlayerApp(App[None]):
    """An app that drops what a player's hand cannot have meant:
    - a key or a paste still on its way as the app closes (pressed as it quits) finds no
      screen; Textual's handling of it asks for the screen (ScreenStackError, a traceback on
      the way out), so it is dropped before;
    - the second press of a double click on the footer, and a right click there
      (``FooterPresses``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.footer_presses = FooterPresses()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, (events.Key, events.Paste)) and not self.screen_stack:
            return
        if isinstance(event, events.MouseDown) and not event.is_forwarded and self.footer_presses.dropped(self, event):
            return
        await super().on_event(event)
