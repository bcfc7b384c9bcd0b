"""Typed words (R4): the melds that put a word on the table, and why none does.

The player types only the word; ``resolve`` finds the card choices that differ in what they
leave in hand, best first, and ``explain`` gives the clearest reason when there is none.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from wordcards.engine.errors import Refusal
from wordcards.engine.letters import letters_short
from wordcards.engine.rummy.actions import Meld
from wordcards.engine.rummy.arrangement import best_arrangement
from wordcards.engine.rummy.cards import RummyCard, full_deck
from wordcards.engine.rummy.colours import colourings, requirement
from wordcards.engine.rummy.legality import check_meld, check_play_phase
from wordcards.engine.rummy.view import Phase
from wordcards.engine.wording import lacking_letters

if TYPE_CHECKING:
    from wordcards.engine.rummy.match import RummyMatch


def resolve(match: "RummyMatch", word: str) -> list[Meld]:
    """The melds that put ``word`` on the table from the current hand (R4), one per
    choice of cards that leaves a different hand; best first (the hand left that
    arranges best, R7), then in colour order."""
    word = word.strip()  # as explain() reads it: the two must agree
    if match.phase is not Phase.PLAY or not word.isalpha():
        return []
    hand = match.hand(match.current)
    by_cards: dict[frozenset[RummyCard], tuple[RummyCard, ...]] = {}
    for cards in colourings(word, hand, match.rules.colours):
        if check_meld(match, cards) is None:
            by_cards.setdefault(frozenset(cards), cards)
    least = match.min_length(match.current)

    def left_score(cards: tuple[RummyCard, ...]) -> int:
        left = [c for c in hand if c not in cards]
        return best_arrangement(left, match.words, match.rules, least).score

    return [Meld(c) for c in sorted(by_cards.values(), key=lambda c: -left_score(c))]


def explain(match: "RummyMatch", word: str) -> Refusal | None:
    """Why no play makes ``word`` now (None when one does): the clearest reason first."""
    if match.phase is Phase.MATCH_OVER:
        return Refusal("turn", "The match is over.")
    refusal = check_play_phase(match)
    if refusal:
        return refusal
    refusal = refused_whatever_drawn(match, word)
    if refusal:
        return refusal
    shown = word.strip().upper()
    hand = match.hand(match.current)
    need, have = Counter(shown), Counter(card.letter for card in hand)
    if letters_short(need, have):
        return Refusal("R3", f"You lack {lacking_letters(need, have)} for {shown}.")
    if not colourings(shown, hand, match.rules.colours):
        held = "; ".join(
            f"{letter} in {', '.join(c.colour for c in hand if c.letter == letter)}"
            for letter in dict.fromkeys(shown)
        )
        return Refusal(
            "R4",
            f"Your cards cannot make {shown} under the colour rule: {requirement(shown)}. You hold {held}.",
        )
    return None


@dataclass(frozen=True)
class WordAfterDraw:
    """What a draw could do for a word typed before it: ``meldable``, some draw makes it
    meldable; else ``refusal``, why no draw could, when that is its length or the word list
    (None: the hand lacks letters or colours no one card brings)."""

    meldable: bool
    refusal: Refusal | None


def word_after_draw(match: "RummyMatch", word: str) -> WordAfterDraw:
    """Whether ``word``, typed before the draw, could be melded after some draw (R3, R4):
    a real word of the length, made from the hand and at most one card more; and if not,
    why not, when no card could help. The card may be the discard pile's top or any card
    the player cannot see (the draw pile's cards are hidden), so the answer never tells
    where an unseen card is; a card under the discard pile's top is seen and cannot be
    drawn."""
    refusal = refused_whatever_drawn(match, word)
    if refusal:
        return WordAfterDraw(False, refusal)
    shown = word.strip().upper()
    hand = match.hand(match.current)
    colours = match.rules.colours
    if colourings(shown, hand, colours):
        return WordAfterDraw(True, None)
    # The discard pile is public: only its top can be taken, the cards under it cannot.
    seen = set(hand) | set(match.discard_pile) | {card for words in match.table for meld in words for card in meld}
    drawable = {card for card in full_deck(match.rules) if card not in seen and card.letter in shown}
    if match.discard_pile:
        drawable.add(match.discard_pile[-1])
    return WordAfterDraw(any(colourings(shown, (*hand, card), colours) for card in drawable), None)


def refused_whatever_drawn(match: "RummyMatch", word: str) -> Refusal | None:
    """Why ``word`` cannot be melded whatever card is drawn, when that is its length or
    the word list (R4, R10); None otherwise."""
    shown = word.strip().upper()
    least = match.min_length(match.current)
    if not shown.isalpha():
        return Refusal("R10", f"{shown!r} is not a word: letters A to Z only.")
    if len(shown) < least:
        return Refusal("R4", f"A word needs {least}+ letters; {shown} has {len(shown)}.")
    if shown not in match.words:
        return Refusal("R10", match.words.refusal(shown), word=shown)
    return None
