"""The rules as played here, one key away (Ctrl+R)."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from wordcards.app.screens.footer_keys import COLOURS_KEY, FittedFooter, FooterKeysAtOnce, either_case
from wordcards.app.widgets.common.card_table import CardTable
from wordcards.app.widgets.common.scrolled import ScrolledBody


def rules_renderable(rules, about: str | None = None) -> Group:
    """The rulings in plain words with the ruleset's numbers, then the card table; ``about``
    (the match's variant and length) under the title, since the rulings cover every variant."""
    from wordcards.rules_text import heading, open_questions, rulings

    parts: list = [Text(f"Rules of {heading(rules)}", style="bold underline"), Text()]
    if about:
        parts += [Text(f"This match: {about}", style="bold"), Text()]
    for ruling in rulings(rules):
        line = Text(f"{ruling.id} {ruling.title}. ", style="bold")
        line.append(ruling.text)
        parts += [line, Text()]
    parts += [Text("Questions the rulings leave open", style="bold underline"), Text()]
    for answer in open_questions(rules):
        line = Text(f"{answer.title} ({answer.id}). ", style="bold")
        line.append(answer.text)
        parts += [line, Text()]
    parts.append(CardTable(rules))
    return Group(*parts)


class RulesScreen(FooterKeysAtOnce, ModalScreen[None]):
    BINDINGS = [Binding(either_case("escape,ctrl+r,q,enter"), "close", "Close"), COLOURS_KEY]  # modal: the app's F2 did nothing here

    def __init__(self, rules, about: str | None = None) -> None:
        super().__init__(name="rules")
        self.rules = rules
        self.about = about

    def compose(self) -> ComposeResult:
        with ScrolledBody(classes="dialog wide tall"):
            yield Static(rules_renderable(self.rules, self.about))
        yield FittedFooter()

    def action_close(self) -> None:
        self.dismiss(None)
