"""A mark that steps through a few choices: Space or the right arrow moves on, the left
arrow back, a click moves on. Drawn in words (never a tick told apart by colour only),
with arrows while it has the focus so the player sees it can change."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget

# Space too, though it is also a binding: handled here it acts on the mark it was typed on,
# even when a Tab typed right after it (in one burst) has moved the focus before the app
# would have looked the binding up.
LEFT_BUTTON = 1  # Textual's number for the left button
STEPS = {"right": 1, "left": -1, "space": 1}


class Mark(Widget, can_focus=True):
    # Space is a binding so that the footer shows it while the mark has the focus (subclasses
    # name what it changes, "Junior/adult"); on_key below acts on it.
    BINDINGS = [Binding("space", "step_on", "Change")]

    class Changed(Message):
        def __init__(self, mark: "Mark") -> None:
            self.mark = mark
            super().__init__()

        @property
        def control(self) -> "Mark":
            return self.mark

    def __init__(self, choices: list[str], index: int = 0, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.choices = choices
        self.index = index

    @property
    def text(self) -> str:
        return self.choices[self.index] if self.choices else ""

    def step(self, step: int) -> None:
        if not self.choices:
            return
        self.index = (self.index + step) % len(self.choices)
        self.refresh(layout=True)
        self.post_message(self.Changed(self))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Under a question (quit?) Space is the question's, and the footer below must not offer it.
        return self.screen.is_active or action != "step_on"

    def action_step_on(self) -> None:
        self.step(1)

    def on_key(self, event: events.Key) -> None:
        step = STEPS.get(event.key)
        if step:
            self.step(step)
            event.stop()
            event.prevent_default()

    def on_click(self, event: events.Click) -> None:
        # The left button only, as a footer key: a right click asks for a menu.
        if not self.disabled and event.button == LEFT_BUTTON:
            self.step(1)

    def render(self) -> Text:
        focused = self.has_focus
        text = Text("◂ " if focused else "  ", style="dim")
        text.append(self.text, style=self.emphasis())
        if focused:
            text.append(" ▸", style="dim")
        return text

    def emphasis(self) -> str:
        """The style of the choice's words (subclasses stress what matters)."""
        return "bold"

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
