"""R4, the colour rule: number each letter of a word by its occurrence; all first
occurrences share one colour, all second occurrences share one colour, all third
occurrences share one colour. ("refer": R, E, F one colour; the second E and R one colour.)

Nothing forces the classes to differ from each other, but a deck holds each letter once
per colour, so a repeated letter always shows up in as many colours as it has occurrences.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Collection, Sequence

from wordcards.engine.rummy.cards import RummyCard, cards_text
from wordcards.engine.wording import and_list

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def ordinal(n: int) -> str:
    return ORDINALS[n - 1] if n <= len(ORDINALS) else f"{n}th"


def occurrences(word: str) -> tuple[int, ...]:
    """The occurrence number of every position: "refer" -> (1, 1, 1, 2, 2)."""
    seen: dict[str, int] = {}
    out = []
    for letter in word.upper():
        seen[letter] = seen.get(letter, 0) + 1
        out.append(seen[letter])
    return tuple(out)


def classes(word: str) -> list[list[int]]:
    """Positions grouped by occurrence number: "refer" -> [[0, 1, 2], [3, 4]]."""
    groups: list[list[int]] = []
    for position, occurrence in enumerate(occurrences(word)):
        if occurrence > len(groups):
            groups.append([])
        groups[occurrence - 1].append(position)
    return groups


def word_of(cards: Sequence[RummyCard]) -> str:
    return "".join(card.letter for card in cards)


def word_with_cards(cards: Sequence[RummyCard]) -> str:
    """A word of cards as the log writes it, "EMIR (Er Mr Ir Rr)": the word for a plain
    reader, its cards for a screen that shows their colours (the app shows "E■M■I■R■")."""
    return f"{word_of(cards)} ({cards_text(cards)})"


def colour_problem(cards: Sequence[RummyCard]) -> str | None:
    """None when the cards, in this order, satisfy R4; else a message that says which class breaks it."""
    word = word_of(cards)
    groups = classes(word)
    for number, positions in enumerate(groups, 1):
        colours = [cards[p].colour for p in positions]
        if len(set(colours)) > 1:
            letters = ", ".join(word[p] for p in positions)
            shown = ", ".join(colours)
            if len(groups) == 1:
                what = "a word with no repeated letter is all one colour"
            else:
                what = f"its {ordinal(number)} occurrences {letters} must share one colour"
            return f"{word} breaks the colour rule: {what} (here {shown})"
    return None


def requirement(word: str) -> str:
    """R4 in plain words for this word, for refusals (a child reads them): NONE -> "N, O
    and E must be one colour (the second N may be another)"; REFER -> "R, E and F must be
    one colour (the second E and R one colour, which may be another)". "Its first
    occurrences N, O, E one colour" was jargon."""
    word = word.upper()
    groups = classes(word)
    if len(groups) == 1:
        return "all its letters must be one colour"
    first, *later = ([word[p] for p in positions] for positions in groups)
    # Classes of the same letters in a row are said once: ASSESS's "the second S may be
    # another; the third S may be another; ..." read as a list to check.
    runs: list[tuple[list[int], list[str]]] = []
    for n, letters in enumerate(later, 2):
        if runs and runs[-1][1] == letters:
            runs[-1][0].append(n)
        else:
            runs.append(([n], letters))
    return f"{and_list(first)} must be one colour ({'; '.join(_may_be_another(ns, letters) for ns, letters in runs)})"


def _may_be_another(numbers: list[int], letters: list[str]) -> str:
    """``[2, 3, 4], ["S"]`` -> "the second, third and fourth S may each be another"."""
    which = f"the {and_list([ordinal(n) for n in numbers])} {and_list(letters)}"
    each = " each" if len(numbers) > 1 else ""
    if len(letters) == 1:
        return f"{which} may{each} be another"
    return f"{which}{each} one colour, which may be another"


@lru_cache(maxsize=8192)
def _class_letters(word: str) -> tuple[tuple[tuple[int, ...], str], ...]:
    """``classes(word)`` (upper case), each with its distinct letters: a look-ahead colours
    the same few thousand words again and again (strings, not sets: a third of the memory)."""
    return tuple((tuple(positions), "".join(sorted({word[p] for p in positions}))) for positions in classes(word))


def colourings(word: str, hand: Collection[RummyCard], colours: Sequence[str]) -> list[tuple[RummyCard, ...]]:
    """Every way to make ``word`` from ``hand`` under R4, as cards in word order.

    Each occurrence class picks one colour in which the hand holds all of its letters;
    a card cannot serve twice (the same letter in two classes needs two colours).
    """
    word = word.upper()
    # The hand's own cards by (letter, colour): no card is built just to look it up.
    held = {(card.letter, card.colour): card for card in hand}
    if len(word) > len(held):  # each letter needs a card of its own; keeps typed junk out of the cache
        return []
    grouped = _class_letters(word)
    groups = [positions for positions, _ in grouped]
    options = []
    for _, letters in grouped:
        fits = [c for c in colours if all((letter, c) in held for letter in letters)]
        if not fits:
            return []
        options.append(fits)
    # Depth first, in the order of the product of the options, dropping a colour as soon as
    # a card would serve twice: a long run of one letter typed by mistake ("LLLL...", a
    # class per L) makes the product 2^21 ways, too many to try.
    found: list[tuple[RummyCard, ...]] = []
    cards_at: list[RummyCard | None] = [None] * len(word)
    used: set[RummyCard] = set()

    def fill(group: int) -> None:
        if group == len(groups):
            found.append(tuple(card for card in cards_at if card is not None))
            return
        for colour in options[group]:
            picked = [held[word[p], colour] for p in groups[group]]
            if used.intersection(picked):  # a class's letters differ: its cards do too
                continue
            for p, card in zip(groups[group], picked):
                cards_at[p] = card
            used.update(picked)
            fill(group + 1)
            used.difference_update(picked)

    fill(0)
    return found
