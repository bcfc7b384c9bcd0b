"""A rummy match's options: the variant, how long the match lasts, who plays first; checked
once here for the engine, the command line and the app (through the game registry)."""

from __future__ import annotations

from typing import Any, Iterable

from wordcards.engine.rummy.scoring import VARIANTS
from wordcards.rulesets import MATCH_MOST, RummyRules

# The options that set how long a match of each variant lasts (R7, R11; R8; R9).
VARIANT_OPTIONS = {"standard": ("target", "max_hands"), "advanced": ("hands", "minutes"), "inverse": ("deals",)}


def counts_deals(variant: str | None) -> bool:
    """Whether a variant's match counts deals, not hands (inverse, R9): the one place of the
    rule, for the words and the keys that name a round."""
    return variant == "inverse"


def round_word(variant: str) -> str:
    """What a variant calls one round of the match: inverse counts deals (R9), the others hands."""
    return "Deal" if counts_deals(variant) else "Hand"


def variant_of(named: Iterable[str]) -> str | None:
    """The variant whose match length the options ``named`` set (--minutes: advanced), so
    that --variant need not be given too; None when they name no length. Raises ValueError
    for the lengths of two variants (a match is played in one)."""
    named = list(named)  # read once per variant
    owners = {variant: [name for name in named if name in lengths] for variant, lengths in VARIANT_OPTIONS.items()}
    owners = {variant: names for variant, names in owners.items() if names}
    if len(owners) > 1:
        said = [
            f"{' and '.join(_flag(name) for name in names)} {'is' if len(names) == 1 else 'are'} for --variant {variant}"
            for variant, names in owners.items()
        ]
        raise ValueError(f"{'; '.join(said)}: a match is played in one variant, so give the options of one")
    return next(iter(owners), None)


def _flag(name: str) -> str:
    return f"--{name.replace('_', '-')}"


# Every variant's length options, once each: what a saved match's options are checked for.
LENGTH_OPTIONS = tuple(name for names in VARIANT_OPTIONS.values() for name in names)
# Every key a saved match's options may hold ('start': a hand-built position).
SAVED_OPTIONS = ("variant", *LENGTH_OPTIONS, "first", "start")


def match_options(
    rules: RummyRules,
    variant: str,
    target: int | None = None,
    hands: int | None = None,
    minutes: int | None = None,
    deals: int | None = None,
    max_hands: int | None = None,
    first: int = 0,
) -> dict[str, Any]:
    """The options a match is saved with: the variant and its length (None = ruleset default),
    and the seat that plays first in hand 1 (S15; left out when it is seat 0, as in saves
    written before S15)."""
    if variant is None:  # a save's options without one (the command line always gives one)
        raise ValueError(f"no rummy variant given ({', '.join(VARIANTS[:-1])} or {VARIANTS[-1]})")
    if variant not in VARIANTS:
        raise ValueError(f"unknown rummy variant {variant!r} ({', '.join(VARIANTS[:-1])} or {VARIANTS[-1]})")
    given = {"target": target, "max_hands": max_hands, "hands": hands, "minutes": minutes, "deals": deals}
    for key, value in given.items():
        if value is not None and key not in VARIANT_OPTIONS[variant]:
            owner = next(v for v, names in VARIANT_OPTIONS.items() if key in names)
            raise ValueError(f"--{key.replace('_', '-')} is for --variant {owner} (this game is {variant})")
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
            raise ValueError(f"{key} must be a whole number of at least 1, not {value!r}")
        if value is not None and value > MATCH_MOST[key]:  # as the command line: a save edited by hand too
            raise ValueError(f"{key} must be at most {MATCH_MOST[key]}, not {value}")
    if isinstance(first, bool) or not isinstance(first, int) or first < 0:
        raise ValueError(f"the first seat must be a seat number, not {first!r}")
    start = {"first": first} if first else {}
    if variant == "standard":
        return {"variant": variant, "target": target or rules.target, "max_hands": max_hands or rules.max_hands, **start}
    if variant == "inverse":
        return {"variant": variant, "deals": deals or rules.default_deals, **start}
    if hands is not None and minutes is not None:
        raise ValueError("--hands and --minutes: an advanced match lasts a number of hands or of minutes, not both")
    if minutes is not None:
        return {"variant": variant, "minutes": minutes, **start}
    return {"variant": variant, "hands": hands or rules.default_hands, **start}
