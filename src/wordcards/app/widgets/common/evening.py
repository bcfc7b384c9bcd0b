"""The evening's scoreboard on a final screen: games won by each player tonight (S15),
shown from the first game on, at the shared keyboard and on a hosted seat alike."""

from __future__ import annotations

from typing import Sequence, TypeVar

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from wordcards.engine.wording import counted

Shown = TypeVar("Shown", bound=Widget)


def evening_table(scoreboard: Sequence[tuple[str, int]], games: int) -> Table:
    """One row per player, in seat order; a shared win counts for each who shared it."""
    title = f"Tonight: {counted(games, 'game')}"
    table = Table(box=None, padding=(0, 2), show_edge=False, title=Text(title, style="bold"), title_justify="left")
    table.add_column("Player", no_wrap=True)
    table.add_column("Games won", justify="right")
    for name, wins in scoreboard:
        table.add_row(Text(name), str(wins))
    return table


def next_first_line(name: str) -> Text:
    """S15: who plays first if the table plays again, and why, before anyone presses Enter."""
    text = Text("Play again: ", style="bold")
    text.append(f"{name} plays first (the first seat moves on each game)")  # no ruling id: see said_plainly
    return text


# Said under "Play again: ..." where g offers another game: at 80x24 the footer has no room
# for its key (it gives way), and a family would not know the evening can change games.
ANOTHER_GAME_LINE = "Another game: press g (the same players; tonight's games go on counting)"


class EveningBoard(Static):
    """Shown under a final result; the session gives it the numbers (attributes down),
    ``next_first``, who plays first in the next game, and ``another``: whether g offers
    another game (the shared keyboard's final screens)."""

    def __init__(
        self, scoreboard: Sequence[tuple[str, int]], games: int, next_first: str | None = None, another: bool = False, **kwargs
    ) -> None:
        parts: list[Table | Text] = [evening_table(scoreboard, games)]
        if next_first is not None:
            # With g's line, no blank line above the two: the final's breakdown stays where it was at 80x24.
            parts += [next_first_line(next_first)] if another else [Text(), next_first_line(next_first)]
        if another:
            parts.append(Text.assemble(("Another game: ", "bold"), ANOTHER_GAME_LINE.removeprefix("Another game: ")))
        super().__init__(parts[0] if len(parts) == 1 else Group(*parts), **kwargs)


def under_the_headlines(breakdown: Sequence[Shown], headlines: int, board: Shown) -> list[Shown]:
    """A final breakdown with tonight's board under who won (its first ``headlines`` widgets),
    before the breakdown by hand: below it, it falls below the fold at 80x24. Every final
    screen has it, the first game's too ("Tonight: 1 game"): the board is where it was in
    the next game, and says from the first that play again counts the evening's games."""
    return [*breakdown[:headlines], board, *breakdown[headlines:]]
