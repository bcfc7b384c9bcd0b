"""The AI tests' one loop: computer players play a Shuffle game or a Word Rummy match out,
each choosing from its own seeded stream, every action checked legal as it comes."""

from __future__ import annotations

from typing import Any, Callable

from wordcards.ai import choose_action
from wordcards.engine.seeding import rng


def played_out(
    game: Any,
    levels: tuple[str, ...],
    seed: int,
    on_action: Callable[[Any, int, Any], None] | None = None,
    go_on: Callable[[Any], bool] = lambda game: True,
    most_actions: int | None = None,
) -> Any:
    """``game`` played by computers of ``levels`` (one a seat) until it is over or ``go_on``
    says stop: each action is legal and its notation reads back as itself; ``on_action``
    sees it (game, seat, action) before it is applied. Past ``most_actions`` it never ends."""
    streams = [rng(seed, "test", i) for i in range(len(levels))]
    while not game.is_over and go_on(game):
        assert most_actions is None or len(game.actions) < most_actions, "the game does not end"
        seat = game.current
        action = choose_action(game, seat, levels[seat], streams[seat])
        refusal = game.check(action)
        assert refusal is None, f"seed {seed}: {action.notation()} refused: {refusal}"
        assert game.parse_action(action.notation()) == action
        if on_action:
            on_action(game, seat, action)
        game.apply(action)
    return game
