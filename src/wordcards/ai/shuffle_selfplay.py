"""Self-play's part for Shuffle, as the registry names it: a finished game's invariants
and its counts, and the most actions a game may take."""

from __future__ import annotations

from collections import Counter

from wordcards.ai.selfplay import ACTIONS_A_CARD
from wordcards.ai.tally import Tally
from wordcards.engine.shuffle import Pass, ShuffleGame


def invariants(game: ShuffleGame) -> list[str]:
    """Every card accounted for once; every table word a word."""
    problems: list[str] = []
    ids = [c.id for hand in game.hands for c in hand]
    ids += [c.id for w in game.table.values() for c in w.cards]
    ids += [c.id for c in game.deck] + [c.id for c in game.box]
    counts = Counter(ids)
    if sorted(counts) != [c.id for c in game.cards] or any(n != 1 for n in counts.values()):
        problems.append(f"cards not accounted for exactly once ({len(ids)} placed, {len(game.cards)} in the deck)")
    for w in game.table.values():
        if w.word.lower() not in game.words:
            problems.append(f"{w.display} on the table is not a word")
    return problems


def tally(game: ShuffleGame) -> Tally:
    actions = game.actions
    return Tally(
        turns=sum(not a.is_play for a in actions),  # type: ignore[attr-defined]  # each turn ends in end or pass
        no_play=sum(isinstance(a, Pass) for a in actions),
        hands=1,
        scores=tuple(game.outcome.scores) if game.outcome else (),
    )


def most_actions(game: ShuffleGame) -> int:
    """The most actions ``game`` may take before self-play calls it not ending: ACTIONS_A_CARD
    for every card of its deck (one game, one deal)."""
    return ACTIONS_A_CARD * len(game.cards)
