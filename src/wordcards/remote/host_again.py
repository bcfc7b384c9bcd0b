"""Playing again at a hosted table, with the same seats and links: who has asked for another
game once this one is over, the evening's games won, and the next game dealt when every
person has asked (a computer always agrees). A part of HostTable (table.py), which deals it
(``_deal_the_next_game``); the words are play_again.py's (docs/decisions/remote.md)."""

from __future__ import annotations

from typing import Any, Callable

from wordcards.app.session import evening_so_far, next_first_seat, scoreboard
from wordcards.remote.play_again import host_again_line, host_started_line, still_to_ask
from wordcards.remote.seat_state import SeatState


class TableAgain:
    """HostTable's play again (the table's life is table.py's)."""

    # What it uses of the table (table.py sets them).
    game: Any
    seats: list[SeatState]
    # Who won each earlier game of the evening (not this one); the people's seats that asked
    # for another game since this one ended.
    evening: tuple[tuple[str, ...], ...]
    again: set[int]
    plays_to_say: list[str]
    _save: Callable[[Any], None]
    say: Callable[..., bool]
    name: Callable[[int], str]
    _deal_the_next_game: Callable[[], bool]
    new_game_clock_line: Callable[[bool], str | None]

    def evening_so_far(self) -> tuple[tuple[str, ...], ...]:
        """Who won each game of the evening, this one included once it is over."""
        return evening_so_far(self.game, self.evening)

    def scoreboard(self) -> list[tuple[str, int]]:
        return scoreboard(self.game.players, self.evening_so_far())

    @property
    def game_number(self) -> int:
        """This game's number in the evening (1 for the first): a seat tells a new game by it."""
        return len(self.evening) + 1

    def still_to_ask(self) -> list[int]:
        """The people's seats that have not asked for another game (computers always agree)."""
        return still_to_ask(self.game.players, self.again)

    def next_first(self) -> str:
        """Who plays first in the next game (S15: the first seat moves on one place)."""
        return self.name(next_first_seat(self.game))

    def ask_again(self, seat: int, asked: bool, game: object) -> bool:
        """``seat`` asks for another game (``asked``), or takes its ask back. True: every
        seat is told (who is still to ask, or the next game, dealt now). ``game``: the number
        of the game the seat's screen showed (None from a seat of before)."""
        if isinstance(game, int) and not isinstance(game, bool) and game != self.game_number:
            return False  # a late N (a double tap, a take-back) of a game played again since: nothing to do
        if not self.game.is_over:
            return self.say(seat, "The game is not over yet: play it to the end first.", refusal=True)
        if asked:
            self.again.add(seat)
        else:
            self.again.discard(seat)
        if self.still_to_ask():  # the seat's final screen says it asked, and whom it waits for
            self._save(self.game)  # with the asks: a host stopped and resumed still has them
            return True
        first, number = self.next_first(), self.game_number + 1
        clock_started = self._deal_the_next_game()
        self.plays_to_say.append(host_started_line(number, first))
        clock = self.new_game_clock_line(clock_started)  # a match by minutes: as game 1's console says it
        if clock is not None:
            self.plays_to_say.append(clock)
        return True

    def again_to_send(self) -> dict[str, Any]:
        """What a seat's final screen is told of playing again: who asked (whom the table
        still waits for, the seat works out from its view's seats: play_again.still_to_ask)."""
        return {"asked": sorted(self.again), "next_first": self.next_first()}

    def again_line(self) -> str:
        """The host's console while the game is over."""
        return host_again_line([self.name(seat) for seat in self.still_to_ask()], bool(self.again))
