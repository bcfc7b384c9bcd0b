"""The cards a draw brought into a hand, lit as "just drawn" until the player's next play:
the shared keyboard's turn screen and the host of remote seats work them out alike, so a
seat lights what the keyboard would. Pure: hands and actions in, cards out."""

from __future__ import annotations

from typing import Any, Sequence


def new_in_hand(before: Sequence[Any], after: Sequence[Any]) -> list[Any]:
    """The cards of ``after`` not in ``before`` (each copy counted: a second E is new)."""
    new = list(after)
    for card in before:
        if card in new:
            new.remove(card)
    return new


def shuffle_draws(action: Any) -> bool:
    """Whether the cards a Shuffle action brings into the hand were drawn: only ending the
    turn or passing draws (S3); a joker swapped back (S10) was not drawn."""
    return not action.is_play


def positions_in(hand: Sequence[Any], cards: Sequence[Any]) -> list[int]:
    """Where ``cards`` are in ``hand`` (one place each; a card no longer held has none): how
    the host tells a seat which of its cards are lit, in the hand the same state sends."""
    free = list(range(len(hand)))
    found = []
    for card in cards:
        at = next((index for index in free if hand[index] == card), None)
        if at is not None:
            free.remove(at)
            found.append(at)
    return found
