"""What a hosted save keeps beside a game's actions: one list, for the game served
(store.HostedGame), the save written from it, and the table that carries it on (HostTable)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wordcards.remote.hand_ends import HandEndReplayed, MissedScores
from wordcards.saves import Draft, Ending, Promise


@dataclass(frozen=True)
class KeptBeside:
    """What a hosted save kept beside a game, for the table that carries it on (HostTable's
    ``saved``, and store.HostedGame's, which the save writes); a game just dealt has none of it.

    ``draft``: the word half typed on the line of the seat to act. ``ending``: the match's
    end decided and not yet applied. ``dealt`` and ``missed``: who dealt the hand played and
    the hands' ends kept for seats away at a deal (a host carried on tells the seats as
    before). ``hand_end_replayed``: the last hand's end as the save's replay passed it.
    ``promise``: the play a hint promised (kept only if legal here); ``hint_told``: the count
    of actions the last hint was told on (kept only if it is this position's);
    ``turn_began``: the engine log's length when the turn of the seat to act began
    (``session.turn_began``; None: now); ``drawn``: each seat's cards lit as just drawn, as
    the save's replay found them (app/cards_drawn.py). ``again``: the people's seats that
    asked for another game, once the game is over (kept only of a game over, a person's
    seat). ``hand_end_replayed``, ``turn_began`` and ``drawn`` are not written: they follow
    from the actions, as the save replays."""

    draft: Draft | None = None
    ending: Ending | None = None
    dealt: tuple[int, int] | None = None
    missed: tuple[MissedScores, ...] = ()
    hand_end_replayed: HandEndReplayed | None = None
    promise: Promise | None = None
    hint_told: int | None = None
    turn_began: int | None = None
    drawn: dict[int, list[Any]] | None = None
    again: tuple[int, ...] = ()
