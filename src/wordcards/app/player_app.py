"""What every app a player types into shares: the shared keyboard's and a remote seat's."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import App

from wordcards import settings
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
      (``FooterPresses``).

    Light or dark (F2) is kept in the user's settings (settings.py) and chosen again at
    the next start, unless ``remember_colours`` is False (a seat in a browser tab: its
    process runs on the host's machine, whose settings are not its player's)."""

    def __init__(self, *args: Any, remember_colours: bool = True, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.footer_presses = FooterPresses()
        self.remember_colours = remember_colours
        self.colours_problem_said = False  # once a run, not at every F2
        if remember_colours and settings.remembered_colours() == settings.LIGHT:
            self.theme = "textual-light"

    def flip_colours(self) -> None:
        """F2: light or dark, kept for the next run; once a run, why not when it cannot be."""
        self.theme = "textual-light" if self.current_theme.dark else "textual-dark"
        if not self.remember_colours:
            return
        problem = settings.remember_colours(settings.DARK if self.current_theme.dark else settings.LIGHT)
        if problem and not self.colours_problem_said:
            self.colours_problem_said = True
            self.notify(f"Light/dark is not kept for next time: {problem}.", severity="warning", timeout=10, markup=False)

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, (events.Key, events.Paste)) and not self.screen_stack:
            return
        if isinstance(event, events.MouseDown) and not event.is_forwarded and self.footer_presses.dropped(self, event):
            return
        await super().on_event(event)
