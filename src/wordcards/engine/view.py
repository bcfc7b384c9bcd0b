"""What every game's view says about a seat: the public facts both games share.

Each game's view has ``seat`` (whose view it is), ``hand`` (that seat's own cards),
``seats`` (one per player, in play order: a subclass of ``SeatView``) and ``current``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatView:
    name: str
    junior: bool
    computer: str | None  # the computer level playing this seat, None for a person
    hand_size: int  # how many cards, never which
