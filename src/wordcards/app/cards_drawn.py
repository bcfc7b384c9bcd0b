"""The cards a draw brought into a hand, lit as "just drawn" until the player's next play:
the shared keyboard's turn screen and the host of remote seats work them out alike, so a
seat lights what the keyboard would. Pure: hands and actions in, cards out."""

from __future__ import annotations

from typing import Any, Callable, Sequence


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


class DrawsReplayed:
    """Each seat's cards lit as just drawn, worked out as a save replays (``after_action``: the
    engine's from_json calls it after each action) by the rule live play keeps: an action that
    draws (``draws``) lights the cards it brought, any other clears them. A game carried on
    (host --resume) lights what it lit before the stop; nothing of it is saved."""

    def __init__(self, draws: Callable[[Any], bool]) -> None:
        self.draws = draws
        self.lit: dict[int, list[Any]] = {}
        self._acting: int | None = None  # the seat to act next, and its hand then
        self._hand: list[Any] = []
        self._dealt = False  # the position before the first action is known

    def after_action(self, game: Any) -> None:
        if not self._dealt:  # the first action: the deal before it, dealt again from the seed
            self._before(type(game)(game.rules, game.words, game.players, game.seed, game.options))
            self._dealt = True
        seat, action = self._acting, game.actions[-1]
        if seat is not None:
            self.lit[seat] = new_in_hand(self._hand, game.view(seat).hand) if self.draws(action) else []
        self._before(game)

    def _before(self, game: Any) -> None:
        """The seat to act next and its hand, before its action (none between two hands)."""
        current = game.current
        self._acting = current if isinstance(current, int) and not game.is_over else None
        self._hand = list(game.view(current).hand) if self._acting is not None else []
