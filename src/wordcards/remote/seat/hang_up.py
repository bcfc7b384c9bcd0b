"""A seat whose terminal closes (its window or tab closed, a tmux session killed, an ssh link
dropped: SIGHUP) leaves as on Ctrl+Q: the word line not yet told goes to the host first
(within LEAVING_SECONDS), so that a rejoin finds the letters typed in the last second.
Textual sets no SIGHUP handler, and the system's default ended the seat at once.

While ``wordcards join`` runs (``HangUpHandlerKept``) the handler there before is kept, and
put back as the app ends; once the seat hung up, SIGHUP is left ignored there (a closed
terminal sends two, the kernel's and the shell's, and a late one would end the exit with 129).
"""

from __future__ import annotations

import asyncio
import signal
from typing import TYPE_CHECKING

from wordcards.app.stop_signals import write_nowhere

if TYPE_CHECKING:  # the app installs it: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp


def leave_on_hang_up(app: SeatApp) -> None:
    """On the running loop (the main thread's): SIGHUP makes ``app`` leave as Ctrl+Q does.
    The handler goes with the loop (closing it removes it)."""
    asyncio.get_running_loop().add_signal_handler(signal.SIGHUP, hung_up, app)


def hung_up(app: SeatApp) -> None:
    """The terminal is gone: nothing can be written to it (the output goes nowhere), and the
    seat leaves as on Ctrl+Q, its word line told first. Once only: a second SIGHUP is the same
    hang-up."""
    if app.hung_up:
        return
    app.hung_up = True
    write_nowhere()
    app.call_later(app.action_quit)


class HangUpHandlerKept:
    """While entered, SIGHUP's handler from before is kept aside (the app's loop sets its own);
    on exit it is put back, or SIGHUP is ignored if ``app`` hung up."""

    def __init__(self, app: SeatApp) -> None:
        self.app = app
        self.before: object = None

    def __enter__(self) -> HangUpHandlerKept:
        self.before = signal.getsignal(signal.SIGHUP)
        return self

    def __exit__(self, *raised: object) -> None:
        before = signal.SIG_DFL if self.before is None else self.before  # None: set from C, not settable
        signal.signal(signal.SIGHUP, signal.SIG_IGN if self.app.hung_up else before)  # type: ignore[arg-type]
