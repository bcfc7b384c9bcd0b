"""The rules as played here, one key away (Ctrl+R)."""

from __future__ import annotations

from typing import Any, Mapping

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from wordcards.app.widgets.common.entry import OpenedOverTheLine
from wordcards.app.screens.footer_keys import COLOURS_KEY, FittedFooter, either_case
from wordcards.app.widgets.common.card_table import CardTable
from wordcards.app.widgets.common.scrolled import ScrolledBody


def rules_renderable(played, options: Mapping[str, Any] | None = None, defaults=None) -> Group:
    """The rulings in plain words with the numbers this game plays to (``played``: its
    ruleset with the match's own ``options`` in already, ``rules_as_played``: R11; a number
    chosen is said beside ``defaults``', the ruleset it was chosen from), then the card
    table; the match's variant and length under the title, since the rulings cover every
    variant."""
    from wordcards.rules_text import heading, match_summary, open_questions, rulings_of_played

    options = options or {}
    about = match_summary(options)
    parts: list = [Text(f"Rules of {heading(played)}", style="bold underline"), Text()]
    if about:
        parts += [Text(f"This match: {about}", style="bold"), Text()]
    for ruling in rulings_of_played(played, options, defaults):
        line = Text(f"{ruling.id} {ruling.title}. ", style="bold")
        line.append(ruling.text)
        parts += [line, Text()]
    parts += [Text("Questions the rulings leave open", style="bold underline"), Text()]
    for answer in open_questions(played):
        line = Text(f"{answer.title} ({answer.id}). ", style="bold")
        line.append(answer.text)
        parts += [line, Text()]
    parts.append(CardTable(played))
    return Group(*parts)


class RulesScreen(OpenedOverTheLine, ModalScreen[None]):
    BINDINGS = [Binding(either_case("escape,ctrl+r,q,enter"), "close", "Close"), COLOURS_KEY]  # a modal shuts out the app's F2

    def __init__(self, rules, options: Mapping[str, Any] | None = None) -> None:
        """``rules``: the game's ruleset; ``options``: the match's own numbers and variant."""
        from wordcards.rules_text import rules_as_played

        super().__init__(name="rules")
        self.options = options or {}
        self.defaults = rules  # said beside the numbers this match chose (R8: "30 with --minutes alone, 7 in this match")
        self.rules = rules_as_played(rules, self.options)  # the numbers shown, put in once

    def compose(self) -> ComposeResult:
        with ScrolledBody(classes="dialog wide tall"):
            yield Static(rules_renderable(self.rules, self.options, self.defaults))
        yield FittedFooter()
