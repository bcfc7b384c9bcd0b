"""The rules as played here, one key away (Ctrl+R)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


def rules_renderable(game: str, rules):
    """The foundation's rules text (the rulings in plain words, and the card table)."""
    try:
        from wordcards import rules_text
    except ImportError:
        return Text(f"The rules of {game} are in docs/ and `wordcards rules {game}`.")
    return rules_text.renderable(game, rules)


class RulesScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,ctrl+r,q,enter", "close", "Close")]

    def __init__(self, game: str, rules) -> None:
        super().__init__(id="rules")
        self.game, self.rules = game, rules

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog wide tall"):
            yield Static(rules_renderable(self.game, self.rules))
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
