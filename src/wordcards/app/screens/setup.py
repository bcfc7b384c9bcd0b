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
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, Static

from wordcards.app.screens.footer_keys import FooterKeysAtOnce

from wordcards.app.session import RANDOM, Seating
from wordcards.app.widgets.common.mark import Mark
from wordcards.engine.players import Player

MAX_NAME = 12
TOO_LONG = f"Nothing added: a name has at most {MAX_NAME} characters."
KINDS = (None, "easy", "normal", "hard", "expert")  # who plays a seat: a person, or a computer level


class NameInput(Input):
    """A seat's name field. Text that would make the name longer than MAX_NAME is refused
    whole (a paste of 13 letters did nothing, with only a bell): the screen says why."""

    class TooLong(Message):
        pass

    def restricted(self) -> None:
        super().restricted()
        self.post_message(self.TooLong())


class SeatKind(Mark):
    """Person or computer (easy, normal, hard, expert)."""

    BINDINGS = [Binding("space", "step_on", "Person/computer")]

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(["person"] + [f"computer {level}" for level in KINDS[1:]], id=id, classes=classes)

    @property
    def level(self) -> str | None:
        return KINDS[self.index]

    def emphasis(self) -> str:
        return "bold" if self.level else ""


class AgeMark(Mark):
    """Adult or junior (S12: junior is per player). A computer seat has no age: its level
    says how it plays, so the mark is off and blank there."""

    BINDINGS = [Binding("space", "step_on", "Junior/adult")]

    def __init__(self, junior: bool, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(["adult", "junior"], index=int(junior), id=id, classes=classes)

    @property
    def junior(self) -> bool:
        return self.index == 1

    def render(self) -> Text:
        return Text("") if self.disabled else super().render()

    def emphasis(self) -> str:
        return "bold" if self.junior else ""


class WhoStarts(Mark):
    """S15: who plays first, one of the players named so far or "at random". The screen
    tells it the names (attributes down)."""

    BINDINGS = [Binding("space", "step_on", "Who starts")]

    def __init__(self, random: bool = False, *, id: str | None = None) -> None:
        super().__init__(["the first seat", "at random"], index=int(random), id=id)
        self.names: list[str] = []

    @property
    def random(self) -> bool:
        return self.index == len(self.choices) - 1

    @property
    def first(self) -> int | str:
        """The seat index among the players named, or "random"."""
        return RANDOM if self.random or not self.names else self.index

    def set_names(self, names: list[str]) -> None:
        was_random = self.random
        current = None if was_random or not self.names else self.names[self.index]
        self.names = names
        self.choices = (names or ["the first seat"]) + ["at random"]
        if was_random:
            self.index = len(self.choices) - 1
        else:
            self.index = names.index(current) if current in names else 0
        self.refresh(layout=True)


class SetupScreen(FooterKeysAtOnce, Screen[Seating]):
    BINDINGS = [Binding("ctrl+s", "start", "Start")]

    def __init__(
        self,
        title: str,
        min_players: int,
        max_players: int,
        juniors: bool = False,
        first: str | None = None,
        juniors_play_easier: bool = True,
        about: str | None = None,
    ) -> None:
        super().__init__(name="setup")
        self.title_text = title
        self.about = about  # how long the match chosen lasts (rummy: the target and R11's limit)
        self.min_players, self.max_players = min_players, max_players
        self.juniors = juniors
        self.juniors_play_easier = juniors_play_easier
        self.first_random = first == RANDOM  # --first random (a name needs --players)

    def compose(self) -> ComposeResult:
        # Eight seats with a blank line between them would not fit 24 lines.
        with Vertical(id="setup-box", classes="-crowded" if self.max_players > 6 else ""):
            title = Text(f"New game of {self.title_text}", style="bold")
            if self.about:
                title.append(f"\n{self.about}", style="not bold")
            yield Static(title, id="setup-title")
            yield Static(
                f"Name {self.min_players} to {self.max_players} players in seat order. "
                "Tab moves, Space changes a mark (junior or adult; person or computer; who starts), Enter starts.",
                id="setup-hint",
            )
            if not self.juniors_play_easier:
                yield Static(
                    "In this ruleset juniors need words as long as adults do, so the junior mark changes nothing.",
                    id="setup-juniors",
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
            NameInput(placeholder="name", max_length=MAX_NAME, id=f"name-{seat}", classes="seat-name"),
            AgeMark(self.juniors, id=f"junior-{seat}", classes="seat-junior"),
            SeatKind(id=f"kind-{seat}", classes="seat-kind"),
            classes="seat",
        )

    def on_input_changed(self, event: Input.Changed) -> None:
        self._tell_who_starts()
        error = self.query_one("#setup-error", Static)
        if str(error.content) == TOO_LONG:  # a name changed since: the note is stale
            error.update("")

    def on_name_input_too_long(self, event: NameInput.TooLong) -> None:
        # Where the setup says its problems: under the seats.
        self.query_one("#setup-error", Static).update(Text(TOO_LONG, style="bold"))

    def _tell_who_starts(self) -> None:
        try:
            players = self.seats()
        except ValueError:  # a name that cannot be a name yet: said when Enter is pressed
            return
        self.query_one(WhoStarts).set_names([player.name for player in players])

    def on_mark_changed(self, event: Mark.Changed) -> None:
        if not isinstance(event.mark, SeatKind):
            return
        # A computer's level says how it plays; the junior mark is for people (S12).
        seat = (event.mark.id or "").removeprefix("kind-")
        age = self.query_one(f"#junior-{seat}", AgeMark)
        age.disabled = event.mark.level is not None
        if age.disabled:
            age.index = 0
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
                junior = level is None and self.query_one(f"#junior-{seat}", AgeMark).junior
                rows.append((name, junior, level))
        robots = iter(computer_names(len(rows), taken=[name for name, _, _ in rows if name]))
        return [
            Player(computer_name(next(robots), level) if level and not name else name, junior=junior, computer=level)
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
