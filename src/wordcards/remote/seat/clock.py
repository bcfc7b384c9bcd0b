"""A match by minutes' clock on a seat (R8). The host sends a state only when something
happens: the seat runs the view's clock on from when the latest state came, as the shared
keyboard's runs. Whether Enter now ends the match is worked out when the clock moves (a
state comes, a tick, the host goes or is back) and kept: the footer asks it of every key
at every refresh, and ran the clock each time."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from wordcards.remote.seat.host_state import time_ran_out_between_hands, time_up_held

if TYPE_CHECKING:
    from wordcards.remote.game_parts import AnySeatPart


class SeatClock:
    def __init__(self) -> None:
        self._state_at = time.monotonic()  # when the latest state came (a rummy clock runs on from it)
        self.time_up = False  # Enter ends the match (R8), as last worked out (work_out_time_up)

    def state_came(self) -> None:
        """The clock's time as the host sent it: it runs on from now."""
        self._state_at = time.monotonic()

    def view_now(self, part: AnySeatPart, state: dict[str, Any], host_away: bool) -> Any:
        """The view with a match by minutes' clock run on since the state came (``part``:
        the game's part of remote play). It stands at the host until every seat has joined
        (clock_stands), and while the host is away (it carries on from its saved time: a
        line drawn then, as on a resize, would run on and then jump back)."""
        stands = state.get("clock_stands") is True or host_away
        return part.clock_run(state["view"], 0 if stands else time.monotonic() - self._state_at)

    def work_out_time_up(self, part: AnySeatPart | None, state: dict[str, Any] | None, host_away: bool) -> None:
        """Whether Enter ends the match (R8) now, kept in ``time_up``: the host holds its
        time-up, or the time ran out between hands; the breakdown, status line and footer
        say so. Before the game is known (no ``part``) no clock can have run out."""
        if state is None:
            self.time_up = False
        elif part is None:
            self.time_up = time_up_held(state)
        else:
            clock = getattr(self.view_now(part, state, host_away), "clock", None)
            self.time_up = time_up_held(state) or time_ran_out_between_hands(state, clock)
