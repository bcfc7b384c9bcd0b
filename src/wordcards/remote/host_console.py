"""The lines the host's table gives its console: whom a match by minutes' clock waits for, the
clock started, a screen joining or leaving a seat, and whom the game waits for. Words read
from the table; printing them is server.py's. A part of HostTable (table.py), which holds
what it uses."""

from __future__ import annotations

from typing import Any, Callable

from wordcards.app.command import command, on_its_own_line
from wordcards.app.ending import StandingClock, played_to_save
from wordcards.engine.players import possessive
from wordcards.remote.host_words import CLOCK_STARTED_LINE, names_in_a_sentence
from wordcards.remote.seat_state import SeatState
from wordcards.quoting import shell_word


class ConsoleLines:
    """HostTable's console lines (server.py prints them)."""

    # What it uses of the table (table.py sets them).
    game: Any
    part: Any
    seats: list[SeatState]
    standing: StandingClock | None
    between_hands: Callable[[], bool]
    name: Callable[[int], str]
    not_joined: Callable[[], list[int]]
    waiting_for: Callable[[], dict[str, Any] | None]
    again_line: Callable[[], str]

    def _names_not_joined(self) -> str:
        """Whom the table waits for to join, as a sentence names them ("Ann and Bob")."""
        return names_in_a_sentence([self.name(seat) for seat in self.not_joined()])

    def clock_waits_line(self) -> str | None:
        """The host's console, as it starts: whom a match by minutes' clock waits for (it
        stands until they have joined); None when no clock stands, or it has no time left."""
        if self.standing is None or not self.standing.stands or self._no_time_left():
            return None
        return f"The match's clock starts when {self._names_not_joined()} {self._have(len(self.not_joined()))} joined."

    def new_game_clock_line(self, started: bool) -> str | None:
        """The host's console as the table plays again: the new match's clock, as the first
        game's console says it (started now, with every screen open; or whom it waits for).
        None for a game with no clock."""
        return self.clock_started_line() if started else self.clock_waits_line()

    @staticmethod
    def _have(count: int) -> str:
        return "has" if count == 1 else "have"

    def clock_started_line(self) -> str:
        """The host's console as the last person's seat joins and the clock starts; a match
        carried on at 0:00 has no time to start: its time is up (R8), said as the seats show it."""
        if not self._no_time_left():
            return CLOCK_STARTED_LINE
        if self.between_hands():
            return "Everyone has joined. The match's time is up: Enter on a seat ends it."
        round_word = self.part.round_word(self.game).lower()
        return f"Everyone has joined. The match's time is up: the {round_word} in progress is played to its end, then the match ends."

    def _no_time_left(self) -> bool:
        """A match by minutes has played all its minutes (its clock reads 0:00 left)."""
        game = self.game
        return played_to_save(game) is not None and game.elapsed_seconds() >= game.limit_seconds

    def connected_line(self, seat: int) -> str:
        """One line for the host's console when a screen joins ``seat``."""
        screens = self.seats[seat].connections
        if screens > 1 and self.game.is_over:  # nothing left to play, nor to shut a link out of
            return f"{self.name(seat)} connected ({screens} screens on that seat now; the game is over)."
        if screens > 1:  # a link passed on? say how to shut it out
            name = self.name(seat)
            return on_its_own_line(
                f"{name} connected ({screens} screens on that seat now). If one is not {name}'s, "
                "stop (Ctrl+C) and carry on with",
                command("host", "--resume", "--new-link", shell_word(name)),
            )
        return f"{self.name(seat)} connected."

    def left_line(self, seat: int) -> str:
        """One line for the host's console when a screen of ``seat`` closes: the seat left,
        or one of its screens did (its joining was told, "2 screens on that seat now")."""
        screens = self.seats[seat].connections
        if not screens:
            return f"{self.name(seat)} left."
        on_it = "1 screen" if screens == 1 else f"{screens} screens"
        return f"One of {possessive(self.game.players[seat])} screens left ({on_it} on that seat now)."

    def waiting_line(self) -> str:
        """One line for the host's console: whom the game waits for."""
        waiting = self.waiting_for()
        if waiting is None:  # the game is over: who is still to ask for another
            return self.again_line()
        if waiting["seat"] is None:
            return f"Waiting for {waiting['name']}."
        if waiting["computer"] and self.not_joined():  # it waits for the people (computer_due)
            return f"{waiting['name']} plays when {self._names_not_joined()} {self._have(len(self.not_joined()))} joined."
        if waiting["computer"]:  # its name says its level, "Bit (easy)": it is a computer
            return f"{waiting['name']} is playing."
        if not waiting["connected"]:
            # The seat's number as its link line has it ("For seat 2, Bob:"): names an ascii
            # console folds alike ("??") would not say which link to send.
            seat = f"seat {waiting['seat'] + 1}, {waiting['name']}"
            if self.seats[waiting["seat"]].quiet_since is None:
                # Not joined since the host started (a new game, or one carried on while the
                # seats find it again): nothing went wrong yet, and no link needs sending again.
                return f"Waiting for {seat}, to join (their link is above)."
            return f"Waiting for {seat} (not connected: send them their link again)."
        # "to play": after "Ann connected.", a bare "Waiting for Ann." reads as if she has yet to join.
        return f"Waiting for {waiting['name']} to play."
