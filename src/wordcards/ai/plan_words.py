"""How a review says an expert's plan in words: a rummy plan that melds nothing says so
last, after its discard, joined by "and" as a person says it ("discard Z (red) and meld
nothing"). Shared by the rummy expert that says it and every review that shows it (the
rummy table's drawing, and the plain words any game's review falls back on)."""

from __future__ import annotations

MELD_NOTHING = "meld nothing"


def meld_nothing_apart(said: tuple[str, ...]) -> tuple[tuple[str, ...], str]:
    """``said`` without a last "meld nothing" that follows other plays, and what is said
    after the rest for it: " and meld nothing", or "" (none, or nothing before it)."""
    if len(said) > 1 and said[-1] == MELD_NOTHING:
        return said[:-1], f" and {MELD_NOTHING}"
    return said, ""
