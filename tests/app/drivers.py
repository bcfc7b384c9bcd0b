"""Players made of key presses: they read the engine only to decide what to type, then
play through the keyboard like a person would (words, Enter, Ctrl keys, list numbers)."""

from __future__ import annotations

import re

from screen_text import screen_text

HAND_ROW = re.compile(r"^ Hand ", re.M)


def hand_row(text: str) -> str | None:
    """The letters of the hand row on a turn screen, or None when no hand is shown."""
    match = re.search(r"^ Hand ((?: +\S+)+) *$", text, re.M)
    return match.group(1).split() if match else None


def choice_labels(app) -> list[str]:
    from textual.widgets import OptionList

    options = app.screen.query_one(OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


def shuffle_plan(game, plays_per_turn: int = 2):
    """The next thing a simple Shuffle player does: a play (steal first, to exercise the
    choice list), or end the turn / pass."""
    view = game.view(game.current)
    if len(view.turn_plays) < plays_per_turn:
        for kind in ("steal", "word", "extend", "swap"):  # takes: slow to enumerate
            plays = game.legal_plays(kind, limit=1)
            if plays:
                return plays[0]
    return None


def typed(word: str) -> list[str]:
    return list(word.lower()) + ["enter"]
