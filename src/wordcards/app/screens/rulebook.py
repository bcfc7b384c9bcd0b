"""The rules as played here, one key away (Ctrl+R)."""

from __future__ import annotations

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from wordcards.app.screens.footer_keys import COLOURS_KEY, FittedFooter, FooterKeysAtOnce
from wordcards.app.widgets.common.scrolled import ScrolledBody


UNBOUNDED = 1000  # columns: wider than any card table, to measure one's natural width


class CardTable:
    """The deck's cards, from the ruleset in play (a family's counts too): letters across, each
    over its count and value, as ``wordcards rules`` prints them, in as few bands as the width
    holds (a letter's column is never split, so a value stays under its letter), then what the
    deck adds up to. S1 points here ("the card table shows how many"): it showed values only."""

    def __init__(self, rules) -> None:
        from wordcards.rules_text import card_note, card_rows

        self.rows = card_rows(rules)
        self.note = card_note(rules)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        unbounded = options.update_width(UNBOUNDED)  # Measurement.get clamps to the width given
        for bands in range(2, len(self.rows) + 1):
            # As even as can be: 26 letters in 5 bands are 5 5 5 5 6, not 6 6 6 6 2.
            ends = [len(self.rows) * band // bands for band in range(bands + 1)]
            tables = [self._band(self.rows[start:end]) for start, end in zip(ends, ends[1:])]
            if all(Measurement.get(console, unbounded, table).maximum <= options.max_width for table in tables):
                break
        yield Text("Cards", style="bold")
        yield from tables
        yield Text(self.note)

    @staticmethod
    def _band(rows) -> Table:
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, padding=(0, 0, 0, 1))
        table.add_column("letter", style="bold", no_wrap=True)
        for letter, _, _ in rows:
            table.add_column(letter, justify="right", style="bold", min_width=2)
        table.add_row("cards", *(str(count) for _, count, _ in rows))
        table.add_row("value", *(str(value) for _, _, value in rows))
        return table


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
    BINDINGS = [Binding("escape,ctrl+r,q,enter", "close", "Close"), COLOURS_KEY]  # modal: the app's F2 did nothing here

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
