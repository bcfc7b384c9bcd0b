"""The notice over a screen whose panels do not fit the terminal (sizes.too_small says what it
reads), at the shared keyboard, on the setup screen and at a remote seat."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static
from textual.widgets.input import Selection

from wordcards.app.widgets.common.sizes import MIN_SIZE, too_small

COVERED = "-too-small"  # the screen's class while covered: the .tcss hides its panels then
# The class of a screen above a covered one: a list or question there hides its dialog, and
# the notice shows through (its keys do nothing meanwhile: AskedOverTheLine.game_unseen).
OVER_COVERED = "-over-too-small"


def covered(screen: Widget) -> bool:
    """Whether the notice covers ``screen``'s panels, as its notice (a child of the screen)
    holds it; a screen with none, or not yet given its children (its footer asks which keys
    work), is not covered."""
    return any(notice.covering for notice in screen.query_children(TooSmallNotice))


def fit_to_terminal(screen: Screen, least: tuple[int, int] = MIN_SIZE, size: tuple[int, int] | None = None) -> bool:
    """The notice over ``screen``'s panels while the terminal (``size``, else its size now,
    not a resize event's: told late, that may be one it has left) is smaller than ``least``,
    the panels again once they fit. True while covered. ``screen`` composes a TooSmallNotice."""
    notice = too_small(least, *(size or screen.app.size), 0)
    screen.query_one(TooSmallNotice).cover(notice)
    return notice is not None


@dataclass(frozen=True)
class FocusBehind:
    """What had the focus under the notice, to give back once the panels fit again: the
    widget, and an Input's selection (focused anew, an Input selects all its text)."""

    widget: Widget
    selection: Selection | None = None

    @classmethod
    def on(cls, screen: Screen) -> FocusBehind | None:
        """What has the focus on ``screen`` now (None: nothing has)."""
        focused = screen.focused
        if focused is None:
            return None
        return cls(focused, focused.selection if isinstance(focused, Input) else None)


class TooSmallNotice(Static):
    """How big to make the terminal, in place of the screen's panels while they do not fit.

    Hidden, the panels let go of the focus; once they fit again it goes back to what had it,
    so typing reaches it, or to ``fallback`` when nothing had it (opened too small)."""

    def __init__(self) -> None:
        super().__init__(id="too-small")
        self.covering = False  # the one record of it: the screen's class COVERED follows it (cover_panels)
        self._behind: FocusBehind | None = None  # while covering: what had the focus
        # Between fitting again and the refresh that shows the panels: the focus to give back
        # then (a fit again meanwhile must not send it elsewhere).
        self._pending: FocusBehind | None = None

    def cover(self, notice: str | Text | None, fallback: Widget | None = None) -> None:
        """Show ``notice`` over the panels, or (None) the panels again."""
        screen = self.screen
        stack = self.app.screen_stack
        for above in stack[stack.index(screen) + 1 :] if screen in stack else []:
            # A list or question over these panels shows itself and its keys only while they are seen.
            above.set_class(notice is not None, OVER_COVERED)
            above.call_after_refresh(above.refresh_bindings)
            if notice is None and above.focused is None:
                # Hidden, a list let go of the focus: it takes it back for its arrows and Enter.
                above.call_after_refresh(above.focus_next)
        if notice is not None:
            if not self.covering:
                self._behind = FocusBehind.on(screen)
            self.cover_panels(True)
            self.update(notice)
            return
        # A focus taken while covered is on a hidden widget: the screen, back on top, gave it
        # to its first focusable one (Textual's auto focus), the table under the notice.
        stray = screen.focused is not None and hidden(screen.focused, screen)
        self.cover_panels(False)
        behind, self._behind = self._behind, None
        if (screen.focused is None or stray) and self._pending is None:
            if behind is None or not behind.widget.is_attached:
                behind = FocusBehind(fallback) if fallback is not None else None
            self._pending = behind
            if behind is not None:
                # After the refresh that shows the panels again: hidden, they take no focus.
                screen.call_after_refresh(self._give_focus)

    def cover_panels(self, covering: bool) -> None:
        """Whether the notice covers the panels, and the screen's class that hides them."""
        self.covering = covering
        self.screen.set_class(covering, COVERED)

    def _give_focus(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or not (self.is_attached and pending.widget.is_attached):
            return  # the screen left meanwhile (play again replaced it)
        target = pending.widget
        self.screen.set_focus(target)  # its Focus event is queued now, ahead of what follows
        if isinstance(target, Input) and pending.selection is not None:
            # Focused anew, a name selects all its text, and the next letter replaced the
            # name half typed: it goes on where it was (after the Focus event, in its queue).
            target.call_later(setattr, target, "selection", pending.selection)


def hidden(widget: Widget, screen: Widget) -> bool:
    """Whether ``widget`` or a container of it up to ``screen`` is not displayed."""
    for node in widget.ancestors_with_self:
        if node is screen:
            return False
        if not node.display:
            return True
    return False
