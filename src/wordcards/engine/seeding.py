"""Seeded randomness. Never the global ``random``: a game is defined by its seed."""

from __future__ import annotations

import random


def rng(seed: int, *salt: object) -> random.Random:
    """A private generator for one random event stream, e.g. ``rng(seed, "deal", hand_no)``.

    The salt keeps streams independent (hand 2 of a rummy match does not depend on how
    many cards were drawn in hand 1).
    """
    return random.Random(":".join(map(str, (seed, *salt))))
