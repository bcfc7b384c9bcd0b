"""How far a game got, in one short line: the unfinished-game question says which game waits
("inverse, deal 2 of 5", "standard, hand 3, Ann 87 - Bob 40"). Written into each save, so
the question reads it without replaying the game. Public things only: no hand is told."""

from __future__ import annotations

from typing import Any, Sequence

from rich.cells import cell_len

from wordcards.app.widgets.common.sizes import DIALOG_TEXT_WIDTH
from wordcards.engine.wording import counted

# Cells of the line in the unfinished-game question's box, the full stop after it left out:
# longer, the scores give way first.
PROGRESS_WIDTH = DIALOG_TEXT_WIDTH - len(".")


def with_scores(said: str, scores: Sequence[tuple[str, int]]) -> str:
    """``said`` and the scores ("Ann 87 - Bob 40") once any is not 0, if the line still fits."""
    if not any(points for _, points in scores):
        return said
    longer = f"{said}, {' - '.join(f'{name} {points}' for name, points in scores)}"
    return longer if cell_len(longer) <= PROGRESS_WIDTH else said


def shuffle_progress(game: Any) -> str:
    """The deck, and the points of each player's table words (S14, public)."""
    view = game.view(game.current)
    deck = f"{counted(view.deck_size, 'card')} left in the deck" if view.deck_size else "the deck is empty"
    return with_scores(deck, [(player.name, seat.table_points) for player, seat in zip(game.players, view.seats)])


def rummy_progress(game: Any) -> str:
    """The scoring variant, the hand (or deal, R9) of the match, and the match totals;
    "after hand 1" between hands: hand 1 is over and its scores are in the totals."""
    view = game.view(game.current)
    if view.variant == "inverse":
        where = f"deal {view.hand_number} of {view.deals}"
    elif view.variant == "advanced" and view.minutes is not None:
        where = f"hand {view.hand_number}, {counted(view.minutes, 'minute')}"
    elif view.variant == "advanced":
        where = f"hand {view.hand_number} of {view.match_hands}"
    else:  # standard: played to a target, not to a number of hands
        where = f"hand {view.hand_number}"
    if game.between_hands:
        where = f"after {where}"
    return with_scores(f"{view.variant}, {where}", [(player.name, seat.total) for player, seat in zip(game.players, view.seats)])
