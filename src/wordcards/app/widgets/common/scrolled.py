"""A screen's body that scrolls (the help, the rules, a score, the review): its footer shows
"↑↓ Scroll" while there is more than fits, and not when everything is in sight.

The footer says that the arrows and PgUp/PgDn scroll: a player who does not see the last
lines of the review has no other way to know they are there."""

from __future__ import annotations

from textual.binding import Binding
from textual.containers import VerticalScroll

SCROLL_ACTION = "scroll_down"  # the shown one; ↑, PgUp, PgDn, Home and End work beside it


class ScrolledBody(VerticalScroll):
    BINDINGS = [Binding("down", SCROLL_ACTION, "Scroll", key_display="↑↓")]

    # End and Home jump: Textual glides there over a whole second, and a player reading the
    # rules at 64x20 saw the view stop short of the card table's last band and its total,
    # which scrolled in late (play-test r34a; help one line short the same way).
    def action_scroll_end(self) -> None:
        self.scroll_end(animate=False)  # after the refresh: the end as laid out then

    def action_scroll_home(self) -> None:
        self.scroll_home(animate=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == SCROLL_ACTION:
            return self.max_scroll_y > 0
        return True

    def watch_show_vertical_scrollbar(self) -> None:
        # More (or no more) than fits: the footer's keys change with it, once the new
        # size is laid out (max_scroll_y follows it).
        if self.is_attached:
            self.call_after_refresh(self.screen.refresh_bindings)
