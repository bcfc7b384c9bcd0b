"""The deck's card table, in rich only (no textual): the rules screen (Ctrl+R) and
``wordcards rules`` draw the same one, so a narrow terminal gets more bands in both."""

from __future__ import annotations

from rich import box
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text


UNBOUNDED = 1000  # columns: wider than any card table, to measure one's natural width


class CardTable:
    """The deck's cards, from the ruleset in play (a family's counts too): letters across, each
    over its count and value, in as few bands as the width holds (a letter's column is never
    split, so a value stays under its letter), then what the deck adds up to. S1 points here
    ("the card table shows how many"), so it shows counts, not values only."""

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
        for line in Text(self.note).wrap(console, options.max_width):
            line.rstrip()  # rich keeps the space where it broke a line (`wordcards rules` printed it)
            yield line

    @staticmethod
    def _band(rows) -> Table:
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, padding=(0, 0, 0, 1))
        table.add_column("letter", style="bold", no_wrap=True)
        for letter, _, _ in rows:
            table.add_column(letter, justify="right", style="bold", min_width=2)
        table.add_row("cards", *(str(count) for _, count, _ in rows))
        table.add_row("value", *(str(value) for _, _, value in rows))
        return table
