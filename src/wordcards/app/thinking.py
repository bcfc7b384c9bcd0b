"""How long the expert may think in the app (issue 14): up to its time cap per decision, so
a slow machine never stalls a computer's turn or a review. Tests turn the cap off, so that
the expert's choices, and a review's advice, are the same on any machine."""

from __future__ import annotations

CAPPED = True


def expert_time_cap() -> float | None:
    from wordcards.ai import DEFAULT_TIME_CAP  # the ai package loads when first needed

    return DEFAULT_TIME_CAP if CAPPED else None
