"""A match by minutes' end and its time played, kept beside the actions: one place for the
shared keyboard (``Session``) and the host of remote seats (``remote/table.py``, its save in
``remote/store.py``), so the two cannot drift. Free of Textual: the host loads it.

A match by minutes whose time ran out during a hand ends when that hand ends (R8). The clock
is read the moment the hand ends (``decide_ending``, after every change) and, while no time-up
is held, again every second as the shared keyboard's score screen is open (its time may run out
as the scores are read: ``Session.hold_ending``). A time-up once found is held and saved beside
the actions (``ending_to_save``: a ``saves.Ending``) until it is applied: asked again after a
restart, the clock answers for another moment (and, from a save without the time played,
counts from the last deal and deals again). Read back
(``held_ending``), it holds only on the very position it was decided on, and only if the
engine accepts it there. The seconds played so far go with every save too
(``played_to_save``): the actions record the time only at each deal, and a game resumed from
its save counts on from them, not from its last deal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wordcards import games, saves
from wordcards.engine.contract import GameContract
from wordcards.engine.game import Action

# What a table says between hands once a match by minutes' time-up is held (R8), in the
# shared keyboard's words: its score screen, a remote seat's breakdown, status line and footer.
TIME_UP_LINE = "The match's time is up: Enter ends it."
END_THE_MATCH = "End the match"  # the Enter key's name then (short: the footer must fit 80 columns)


class StandingClock:
    """A match by minutes' clock (R8) that stands until ``start``, then runs on from where it
    stood. At the shared keyboard it starts as the first hand is shown after the start or a
    resume (the wait behind the first hand-off is nobody's play; ``Session.start_clock``); at
    a host once every person's seat has joined (``remote/table.py``): a host starts before
    anyone has opened a link, and a 5-minute match would show "4:42 left" as its seats join."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._stood_at = clock()
        self._waited: float | None = None  # how long it stood; None: it stands still

    def __call__(self) -> float:
        return self._stood_at if self._waited is None else self._clock() - self._waited

    @property
    def stands(self) -> bool:
        return self._waited is None

    def start(self) -> None:
        if self._waited is None:
            self._waited = self._clock() - self._stood_at


def decide_ending(game: GameContract) -> Action | None:
    """The action that ends the game from this position on, if a hand has just ended past the
    match's time (R8); else None. The game's registry entry says how to ask (only a timed
    game reads its clock), so a game of neither kind costs nothing."""
    entry = games.entry_of(game)
    if not entry.timed:
        return None
    ending: Action | None = entry.load("time_up")(game)
    return ending


def ending_to_save(game: GameContract, ending: Action | None) -> saves.Ending | None:
    """``ending`` as a save keeps it (its notation, after how many actions); None when there is
    none or the game is over (it was applied)."""
    if ending is None or game.is_over:
        return None
    return saves.Ending(len(game.actions), ending.notation())


def held_ending(game: GameContract, ending: saves.Ending | None) -> Action | None:
    """The saved ending as an action, if it was decided on the very position the game is at
    and the engine accepts it there; else None (the game asks its clock again)."""
    if ending is None or ending.at != len(game.actions):
        return None
    try:
        action = game.parse_action(ending.action)
    except ValueError:  # NotationError: not an action of this game
        return None
    return action if game.check(action) is None else None


def played_to_save(game: GameContract) -> int | None:
    """The seconds a match by minutes has played so far, for the save (given back to the
    engine's clock on resume); None for a game played by no clock, or over."""
    if game.is_over or not games.entry_of(game).timed:
        return None
    timed: Any = game  # a timed game's engine counts them (RummyMatch.elapsed_seconds)
    played: int | None = timed.elapsed_seconds()
    return played


def clock_past_ending(game: GameContract, ending: Action | None, clock: Callable[[], float]) -> None:
    """A held time-up read back stands with its clock: the game counts on from no less than the
    seconds the time-up read, so no time shows left beside "End the match". A save without the
    time played (or with it malformed) counts from the last deal."""
    read: object = getattr(ending, "elapsed", None)  # a time-up's seconds (R8); no other ending has them
    timed: Any = game
    if isinstance(read, int) and games.entry_of(game).timed and read > timed.elapsed_seconds():
        timed.set_clock(clock, read)
