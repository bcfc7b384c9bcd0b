"""The footer shows a screen's keys as soon as the screen is drawn.

Textual's Footer fills itself when the screen announces its bindings; a screen pushed
before its Footer has subscribed showed an empty footer until something else (a focus
change, a key) announced them again, about a second later. Mixed into every screen that
has a Footer: once the first frame is drawn, announce them again.
"""

from __future__ import annotations

from textual.binding import Binding

# F2 (the app's key, working everywhere) shown where the footer has room for it even at 64
# columns: the hand-off screen, met before every turn. A turn's footer and the setup's (with
# Space on a mark) are full of their own keys.
COLOURS_KEY = Binding("f2", "app.toggle_theme", "Light/dark", key_display="F2")
# The same key, hidden: a modal screen (a list, a question) shuts the app's own bindings out,
# and F2 did nothing there; the footer under a list has room for its own keys only.
COLOURS_KEY_HIDDEN = Binding("f2", "app.toggle_theme", "Light/dark", show=False)


class FooterKeysAtOnce:
    def on_mount(self) -> None:
        self.call_after_refresh(self.refresh_bindings)  # type: ignore[attr-defined]
