"""Who plays: names in seat order, junior marks, and which seats a computer plays
(without --players on the command line).

Each seat is one row: a name, junior or adult, and person or computer easy/normal/hard/expert
(``Player.computer``). A last row says who starts (S15): one of the players, or at random. A computer seat left without a name gets one ("Bit (hard)").
At least one seat must be a person: computer-only games are what ``wordcards simulate``
is for.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Checkbox, Footer, Input, Label, Static

from wordcards.app.screens.footer_keys import FooterKeysAtOnce

from wordcards.app.session import RANDOM, Seating
from wordcards.engine.players import Player

MAX_NAME = 12
KINDS = (None, "easy", "normal", "hard", "expert")  # who plays a seat: a person, or a computer level


class SeatKind(Widget, can_focus=True):
    """Person or computer (easy, normal, hard, expert): Space or the arrow keys change it."""

    DEFAULT_CSS = """
    SeatKind { height: 1; }
    """

    class Changed(Message):
        def __init__(self, kind: "SeatKind") -> None:
            self.kind = kind
            super().__init__()

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.index = 0

    @property
    def level(self) -> str | None:
        return KINDS[self.index]

    def on_key(self, event) -> None:
        step = {"space": 1, "right": 1, "left": -1}.get(event.key)
        if step:
            self.index = (self.index + step) % len(KINDS)
            self.refresh()
            self.post_message(self.Changed(self))
            event.stop()
            event.prevent_default()

    def on_click(self) -> None:
        self.index = (self.index + 1) % len(KINDS)
        self.refresh()
        self.post_message(self.Changed(self))

    def render(self) -> Text:
        level = self.level
        text = Text("◂ ", style="dim") if self.has_focus else Text("  ")
        text.append("person" if level is None else f"computer {level}", style="bold" if level else "")
        if self.has_focus:
            text.append(" ▸", style="dim")
        return text

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class WhoStarts(Widget, can_focus=True):
    """S15: who plays first, one of the players named so far or "at random". Space or the
    arrow keys change it. The screen tells it the names (attributes down)."""

    DEFAULT_CSS = """
    WhoStarts { height: 1; width: auto; }
    """

    def __init__(self, random: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.names: list[str] = []
        self.index = 0  # into names; len(names) means at random
        self.random = random

    @property
    def first(self) -> int | str:
        """The seat index among the players named, or "random"."""
        return RANDOM if self.random or not self.names else min(self.index, len(self.names) - 1)

    def set_names(self, names: list[str]) -> None:
        current = None if self.random or not self.names else self.names[min(self.index, len(self.names) - 1)]
        self.names = names
        self.index = names.index(current) if current in names else 0
        self.refresh(layout=True)

    def _step(self, step: int) -> None:
        places = len(self.names) + 1  # each player, then "at random"
        position = (len(self.names) if self.random else self.index) + step
        position %= places
        self.random = position == len(self.names)
        self.index = 0 if self.random else position
        self.refresh(layout=True)

    def on_key(self, event) -> None:
        step = {"space": 1, "right": 1, "left": -1}.get(event.key)
        if step:
            self._step(step)
            event.stop()
            event.prevent_default()

    def on_click(self) -> None:
        self._step(1)

    def render(self) -> Text:
        text = Text("◂ ", style="dim") if self.has_focus else Text("  ")
        if self.random or not self.names:
            text.append("at random" if self.random else "the first seat", style="bold")
        else:
            text.append(self.names[min(self.index, len(self.names) - 1)], style="bold")
        if self.has_focus:
            text.append(" ▸", style="dim")
        return text

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class SetupScreen(FooterKeysAtOnce, Screen[Seating]):
    BINDINGS = [Binding("ctrl+s", "start", "Start the game")]

    def __init__(
        self, title: str, min_players: int, max_players: int, juniors: bool = False, first: str | None = None
    ) -> None:
        super().__init__(name="setup")
        self.title_text = title
        self.min_players, self.max_players = min_players, max_players
        self.juniors = juniors
        self.first_random = first == RANDOM  # --first random (a name needs --players)

    def compose(self) -> ComposeResult:
        # Eight seats with a blank line between them would not fit 24 lines.
        with Vertical(id="setup-box", classes="-crowded" if self.max_players > 6 else ""):
            yield Static(Text(f"New game of {self.title_text}", style="bold"), id="setup-title")
            yield Static(
                f"Name {self.min_players} to {self.max_players} players in seat order. "
                "Tab moves, Space changes a mark (junior or adult; person or computer; who starts), Enter starts.",
                id="setup-hint",
            )
            for seat in range(self.max_players):
                yield self._seat_row(seat)
            yield Horizontal(
                Label("Who starts", classes="seat-label"),
                WhoStarts(random=self.first_random, id="who-starts"),
                classes="seat",
            )
            yield Static("", id="setup-error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()

    def _seat_row(self, seat: int) -> Horizontal:
        return Horizontal(
            Label(f"Seat {seat + 1}", classes="seat-label"),
            Input(placeholder="name", max_length=MAX_NAME, id=f"name-{seat}", classes="seat-name"),
            Checkbox(_age(self.juniors), value=self.juniors, id=f"junior-{seat}", classes="seat-junior"),
            SeatKind(id=f"kind-{seat}", classes="seat-kind"),
            classes="seat",
        )

    def on_input_changed(self, event: Input.Changed) -> None:
        self._tell_who_starts()

    def _tell_who_starts(self) -> None:
        try:
            players = self.seats()
        except ValueError:  # a name that cannot be a name yet: said when Enter is pressed
            return
        self.query_one(WhoStarts).set_names([player.name for player in players])

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        # Say it in words too: the box's tick is told apart by colour only.
        event.checkbox.label = _age(event.value)

    def on_seat_kind_changed(self, event: SeatKind.Changed) -> None:
        # A computer's level says how it plays; the junior mark is for people (S12).
        seat = event.kind.id.removeprefix("kind-")
        junior = self.query_one(f"#junior-{seat}", Checkbox)
        junior.disabled = event.kind.level is not None
        if event.kind.level is not None:
            junior.value = False
        self._tell_who_starts()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

    def seats(self) -> list[Player]:
        """The seats in order: every named row, and every computer row (named or not)."""
        from wordcards.choice import computer_name, computer_names

        rows = []
        for seat in range(self.max_players):
            name = self.query_one(f"#name-{seat}", Input).value.strip()
            level = self.query_one(f"#kind-{seat}", SeatKind).level
            if name or level:
                junior = level is None and self.query_one(f"#junior-{seat}", Checkbox).value
                rows.append((name, junior, level))
        robots = iter(computer_names(len(rows), taken=[name for name, _, _ in rows if name]))
        return [
            Player(name or computer_name(next(robots), level), junior=junior, computer=level)
            for name, junior, level in rows
        ]

    def problem(self, players: list[Player]) -> str | None:
        if len(players) < self.min_players:
            return f"Name at least {self.min_players} players."
        if all(player.computer for player in players):
            return "At least one player must be a person (wordcards simulate plays computers only)."
        seen: set[str] = set()
        for player in players:
            if player.name.casefold() in seen:
                return f"{player.name} is named twice: every player needs a different name."
            seen.add(player.name.casefold())
        return None

    def action_start(self) -> None:
        try:
            players = self.seats()
        except ValueError as exc:  # e.g. a pasted name with control characters (engine.players)
            self.query_one("#setup-error", Static).update(Text(f"{str(exc)[:1].upper()}{str(exc)[1:]}.", style="bold"))
            return
        problem = self.problem(players)
        if problem:
            self.query_one("#setup-error", Static).update(Text(problem, style="bold"))
            return
        self._tell_who_starts()
        self.dismiss(Seating(tuple(players), self.query_one(WhoStarts).first))


def _age(junior: bool) -> str:
    return "junior" if junior else "adult"
