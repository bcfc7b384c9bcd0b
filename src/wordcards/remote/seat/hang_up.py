"""A seat whose terminal closes (its window or tab closed, a tmux session killed, an ssh link
dropped: SIGHUP) leaves as on Ctrl+Q: the word line not yet told goes to the host first
(within LEAVING_SECONDS), so that a rejoin finds the letters typed in the last second.
Textual sets no SIGHUP handler, and the system's default ended the seat at once.

Only a seat in a terminal of its own (the project's terminal driver) does so. A browser
tab's seat (Textual's web driver, started by the host in its own process group) is left as
it was: its output is the tab's only one, and sending it nowhere would cut the tab off. A
seat whose SIGHUP is ignored (``nohup``) is left to the driver: it ends the app on a hang-up
where SIGHUP is ignored (app/terminal_driver.py). The handler is ``HangUpsHandled``
(app/stop_signals.py): set while ``wordcards join`` runs, never by the loop, and SIGHUP is
left ignored after a hang-up.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, ContextManager

from wordcards.app.stop_signals import HANG_UP, HangUpsHandled

if TYPE_CHECKING:  # the app installs it: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp


def hang_ups_for(app: SeatApp) -> ContextManager[HangUpsHandled | None]:
    """What ``app.run`` runs in: SIGHUP handled, in the seat's own terminal only."""
    if HANG_UP is None or not in_a_terminal_of_its_own(app):
        return contextlib.nullcontext()
    return HangUpsHandled()


def in_a_terminal_of_its_own(app: SeatApp) -> bool:
    """Whether ``app`` runs under the project's terminal driver (not a browser tab's)."""
    from wordcards.app.terminal_driver import TerminalDriver  # imported here: no termios on Windows

    return issubclass(app.driver_class, TerminalDriver)


def hung_up(app: SeatApp) -> None:
    """The terminal is gone (its output sent nowhere already): the seat leaves as on Ctrl+Q,
    its word line told first."""
    app.hung_up = True
    app.call_later(app.action_quit)
