"""Rummy cards (R1): every letter A-Z once in each colour, so 78 distinct cards.

A card's notation is its letter and the initial of its colour: ``Er`` is the red E,
``Eg`` the green one. Colour initials must therefore differ (checked by ``colour_codes``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, Sequence

from wordcards.engine.errors import NotationError
from wordcards.quoting import quote
from wordcards.rulesets import LETTERS, RummyRules


@dataclass(frozen=True, order=True)
class RummyCard:
    letter: str  # "A".."Z"
    colour: str  # a colour name from the ruleset, e.g. "red"

    def __post_init__(self) -> None:
        if not (isinstance(self.letter, str) and len(self.letter) == 1 and self.letter in LETTERS):
            raise NotationError(f"{quote(self.letter)} is not a card's letter (one capital A-Z)")
        if not (isinstance(self.colour, str) and self.colour.isascii() and self.colour.isalpha()):
            raise NotationError(f"{quote(self.colour)} is not a colour")

    def notation(self) -> str:
        return f"{self.letter}{self.colour[0]}"

    def __str__(self) -> str:
        return self.notation()


def colour_codes(colours: Sequence[str]) -> dict[str, str]:
    """Initial -> colour name. A ruleset whose colours share an initial cannot be written down."""
    codes: dict[str, str] = {}
    for colour in colours:
        code = colour[0].lower()
        if code in codes:
            raise ValueError(
                f"the colours {codes[code]!r} and {colour!r} share the initial {code!r}; "
                "card notation needs different initials"
            )
        codes[code] = colour
    return codes


def full_deck(rules: RummyRules) -> tuple[RummyCard, ...]:
    """R1: the alphabet once per colour, in a fixed order (colour by colour)."""
    return _deck(tuple(rules.colours))


@lru_cache(maxsize=16)  # a look-ahead asks for the deck thousands of times; cards are immutable
def _deck(colours: tuple[str, ...]) -> tuple[RummyCard, ...]:
    colour_codes(colours)
    return tuple(RummyCard(letter, colour) for colour in colours for letter in LETTERS)


def parse_card(text: str, colours: Sequence[str]) -> RummyCard:
    """``"Er"`` -> the red E. Letter and initial in any case."""
    text = text.strip()
    codes = colour_codes(colours)
    if len(text) != 2 or text[0].upper() not in LETTERS or text[1].lower() not in codes:
        known = ", ".join(f"{code} = {name}" for code, name in codes.items())
        raise NotationError(
            f"{quote(text)} is not a card: write a letter and a colour initial ({known}), e.g. Er",
            # No advice to type, and no brackets: the save's own message ends in some.
            in_a_save=f"{quote(text)} is not a card: a card is a letter and a colour initial, one of {', '.join(codes)}",
        )
    return RummyCard(text[0].upper(), codes[text[1].lower()])


def parse_cards(text: str, colours: Sequence[str]) -> tuple[RummyCard, ...]:
    return tuple(parse_card(part, colours) for part in text.split())


def cards_text(cards: Iterable[RummyCard]) -> str:
    return " ".join(card.notation() for card in cards)


def card_name(card: RummyCard) -> str:
    """A card as players read it in a message: "Q (red)". Its notation ("Qr") is for saves
    and typed plays, and means nothing to a player who never typed one."""
    return f"{card.letter} ({card.colour})"


def sort_key(rules: RummyRules) -> Callable[[RummyCard], tuple[str, int]]:
    """Cards in a stable, readable order: by letter, then by the ruleset's colour order."""
    rank = {colour: i for i, colour in enumerate(rules.colours)}
    return lambda card: (card.letter, rank[card.colour])
