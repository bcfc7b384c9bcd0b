"""Hints and the after-game review ("what could I have played?"), as data for the app.

Both rate plays by the points they make at once (the S14 score change in Shuffle; the
meld's points in rummy) and search like the hard computer player, with nothing missed.
Each game's own part is in the module the registry names (``wordcards.games``: ``hint``,
``expert_hint``, ``hint_points``, ``review``); this module is what the app calls, for any game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence

from wordcards import games
from wordcards.ai.adviser import ADVISER, EXPERT_TIME_CAP, ExpertReview, JobMap, Suggestion, TurnReview
from wordcards.ai.levels import EXPERT
from wordcards.engine.contract import GameContract
from wordcards.engine.game import Action
from wordcards.engine.seeding import rng

__all__ = [
    "ADVISER", "EXPERT_TIME_CAP", "Suggestion", "TurnReview", "expert_hint", "hint", "hint_points", "review", "suggest",
]


def expert_hint(game: GameContract, time_cap: float | None = EXPERT_TIME_CAP) -> Action | None:
    """What the expert would do now in the place of the player to act (from that player's
    view only), or None when the game is over or there is nothing to play."""
    if game.is_over:
        return None
    from wordcards.ai import choose_action

    action = choose_action(game, game.current, EXPERT, rng(game.seed, "hint", len(game.actions)), time_cap)
    return games.entry_of(game).load("expert_hint")(game, action)


def hint(game: GameContract, look_ahead: bool = False) -> Action | None:
    """The best play the engine finds for the player to act now, or None (nothing to
    play, or the game is over). Shuffle: the play that scores most at once. Rummy: in the
    draw phase the pile to draw from; then the meld that scores most of the melds that score
    most together this turn (so that the hints of a turn play them all), or the card to
    discard when no meld is found. ``look_ahead``: the expert's choice instead (``expert_hint``; up to a second)."""
    if look_ahead:
        return expert_hint(game)
    if game.is_over:
        return None
    return games.entry_of(game).load("hint")(game)


def hint_points(game: GameContract, action: Action) -> int:
    """What ``action`` would score at once for the player to act (0 for draws, discards,
    end and pass)."""
    return int(games.entry_of(game).load("hint_points")(game, action))


def suggest(game: GameContract) -> Suggestion | None:
    """The hint as the app shows it: the action ``hint`` names, what it scores
    (``hint_points``) and the plays it leads to (``Suggestion.then``; its points count
    them too). Shuffle: a joker swap when it and the play it makes possible score more
    together than any single play. None as ``hint``."""
    if game.is_over:
        return None
    entry = games.entry_of(game)
    if entry.suggest:
        found: Suggestion | None = entry.load("suggest")(game)
        return found
    action = hint(game)
    return None if action is None else Suggestion(action, hint_points(game, action))


def review(
    game: GameContract,
    seats: Sequence[int] | None = None,
    look_ahead: bool = False,
    time_cap: float | None = EXPERT_TIME_CAP,
    progress: Callable[[int, int], None] | None = None,
    known: Sequence[TurnReview] = (),
    map: JobMap = map,
) -> list[TurnReview]:
    """For each turn of each person (or of ``seats``), what was played and the best play
    found then. Replays the game from its record; the game itself is not changed.

    ``look_ahead``: also what the expert would have done at each turn, and by how much it
    did better on average, measured on deals other than those it chose by
    (``TurnReview.expert``, ``expert_gain``, ``expert_noise``): about ``time_cap`` seconds a
    turn to choose, as much again to measure: the questions to the expert (``ExpertJob``,
    each answered on its own) are answered after the replay, through ``map`` (the built-in
    one by default; the app's answers them in other processes, app/review_pool.py).
    ``progress(done, total)`` is called after each action replayed, or with ``look_ahead``
    after each of the expert's answers (the slow part: the replay before them takes a moment).
    ``known``: an earlier review of the same game (fewer actions, same seats and look-ahead),
    whose turns rummy takes as they were rather than search them again (a match reviewed
    after each hand searched every earlier hand anew)."""
    if seats is None:
        seats = [i for i, p in enumerate(game.players) if p.computer is None]
    replay = type(game).from_record(replace(game.record(), actions=()), game.words)
    total = len(game.actions)
    steps = iter(range(1, total + 1))

    def step() -> None:
        if progress is not None and not look_ahead:
            progress(next(steps, total), total)

    expert = ExpertReview(game, time_cap) if look_ahead else None
    turns: list[TurnReview] = games.entry_of(game).load("review")(
        game, replay, set(seats), expert, step, known, map=map, answered=progress
    )
    return turns
