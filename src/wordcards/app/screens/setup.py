"""Who plays: names in seat order and junior marks (without --players on the command line).

Each seat is one row; a later issue adds a computer-player choice to the row (the
``Player.computer`` field), so the rows are built by one function with room for it.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Checkbox, Footer, Input, Label, Static

from wordcards.engine.players import Player

MAX_NAME = 12


class SetupScreen(Screen[tuple[Player, ...]]):
    BINDINGS = [Binding("ctrl+s", "start", "Start the game")]

    def __init__(self, title: str, min_players: int, max_players: int, juniors: bool = False) -> None:
        super().__init__(name="setup")
        self.title_text = title
        self.min_players, self.max_players = min_players, max_players
        self.juniors = juniors

    def compose(self) -> ComposeResult:
        with Vertical(id="setup-box"):
            yield Static(Text(f"New game of {self.title_text}", style="bold"), id="setup-title")
            yield Static(
                f"Name {self.min_players} to {self.max_players} players in seat order. "
                "Tab moves, Space makes a player junior or adult, Enter starts.",
                id="setup-hint",
            )
            for seat in range(self.max_players):
                yield self._seat_row(seat)
            yield Static("", id="setup-error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()

    def _seat_row(self, seat: int) -> Horizontal:
        return Horizontal(
            Label(f"Seat {seat + 1}", classes="seat-label"),
            Input(placeholder="name", max_length=MAX_NAME, id=f"name-{seat}", classes="seat-name"),
            Checkbox(_age(self.juniors), value=self.juniors, id=f"junior-{seat}", classes="seat-junior"),
            classes="seat",
        )

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        # Say it in words too: the box's tick is told apart by colour only.
        event.checkbox.label = _age(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

    def seats(self) -> list[Player]:
        players = []
        for seat in range(self.max_players):
            name = self.query_one(f"#name-{seat}", Input).value.strip()
            if name:
                junior = self.query_one(f"#junior-{seat}", Checkbox).value
                players.append(Player(name, junior=junior))
        return players

    def problem(self, players: list[Player]) -> str | None:
        if len(players) < self.min_players:
            return f"Name at least {self.min_players} players."
        seen: set[str] = set()
        for player in players:
            if player.name.casefold() in seen:
                return f"{player.name} is named twice: every player needs a different name."
            seen.add(player.name.casefold())
        return None

    def action_start(self) -> None:
        players = self.seats()
        problem = self.problem(players)
        if problem:
            self.query_one("#setup-error", Static).update(Text(problem, style="bold"))
            return
        self.dismiss(tuple(players))


def _age(junior: bool) -> str:
    return "junior" if junior else "adult"
