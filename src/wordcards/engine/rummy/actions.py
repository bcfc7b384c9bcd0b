"""Rummy actions: small frozen values with a text notation that round-trips.

    draw                  DrawDeck: take the top card of the draw pile (R3)
    take                  DrawDiscard: take the top card of the discard pile (R3)
    meld Rr Er Fr Eg Rg   Meld: put these cards, in this order, on the table as a word
    discard Qb            Discard: end the turn by discarding this card
    next                  NextHand: deal the next hand
    next 734              NextHand in a timed match: 734 seconds of play so far (R8)
    time-up 1805          TimeUp: a timed match ends after 1805 seconds of play (R8)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from wordcards.engine.errors import NotationError
from wordcards.engine.game import Action
from wordcards.engine.rummy.cards import RummyCard, cards_text, parse_card, parse_cards
from wordcards.quoting import kind_of, quote


@dataclass(frozen=True)
class DrawDeck(Action):
    def notation(self) -> str:
        return "draw"


@dataclass(frozen=True)
class DrawDiscard(Action):
    def notation(self) -> str:
        return "take"


@dataclass(frozen=True)
class Meld(Action):
    cards: tuple[RummyCard, ...]  # in word order; the letters spell the word

    def __post_init__(self) -> None:
        if isinstance(self.cards, (str, bytes)) or not isinstance(self.cards, (tuple, list)):
            raise NotationError(f"a meld is a list of cards, found {kind_of(self.cards)}")
        object.__setattr__(self, "cards", tuple(self.cards))  # hashable even when given a list
        for card in self.cards:
            _check_card(card)

    @property
    def word(self) -> str:
        return "".join(card.letter for card in self.cards)

    def notation(self) -> str:
        return f"meld {cards_text(self.cards)}"


@dataclass(frozen=True)
class Discard(Action):
    card: RummyCard

    def __post_init__(self) -> None:
        _check_card(self.card)

    def notation(self) -> str:
        return f"discard {self.card.notation()}"


@dataclass(frozen=True)
class NextHand(Action):
    elapsed: int | None = None  # timed matches only: whole seconds of play so far

    def __post_init__(self) -> None:
        if self.elapsed is not None:
            _check_seconds(self.elapsed)

    def notation(self) -> str:
        return "next" if self.elapsed is None else f"next {self.elapsed}"


@dataclass(frozen=True)
class TimeUp(Action):
    elapsed: int  # whole seconds of play when the match was stopped

    def __post_init__(self) -> None:
        _check_seconds(self.elapsed)

    def notation(self) -> str:
        return f"time-up {self.elapsed}"


TurnAction = DrawDeck | DrawDiscard | Meld | Discard  # what a player does in their own turn
RummyAction = TurnAction | NextHand | TimeUp


MAX_SECONDS = 10**9  # about 31 years of play: more is not a time a match was played for


def _check_card(card: object) -> None:
    if not isinstance(card, RummyCard):
        raise NotationError(f"{quote(card)} is not a card")


def _check_seconds(value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SECONDS:
        raise NotationError(f"{quote(value)} is not a number of seconds (a whole number from 0 to {MAX_SECONDS})")


def _seconds(text: str) -> int:
    if not re.fullmatch(r"[0-9]{1,10}", text):
        raise NotationError(f"{quote(text)} is not a number of seconds")
    value = int(text)
    _check_seconds(value)
    return value


def parse_action(text: str, colours: Sequence[str]) -> RummyAction:
    if not isinstance(text, str):
        raise NotationError(f"{quote(text)} is not a play")
    words = text.split()
    if not words:
        raise NotationError("an empty play")
    kind, rest = words[0].lower(), words[1:]
    if kind == "draw" and not rest:
        return DrawDeck()
    if kind == "take" and not rest:
        return DrawDiscard()
    if kind == "meld" and rest:
        return Meld(parse_cards(" ".join(rest), colours))
    if kind == "discard" and len(rest) == 1:
        return Discard(parse_card(rest[0], colours))
    if kind == "next" and len(rest) <= 1:
        return NextHand(_seconds(rest[0]) if rest else None)
    if kind == "time-up" and len(rest) == 1:
        return TimeUp(_seconds(rest[0]))
    raise NotationError(
        f"{quote(text)} is not a rummy play (draw, take, meld <cards>, discard <card>, next, time-up <seconds>)"
    )
