"""How a rummy card looks: its letter in its colour, plus a shape mark that tells the
colours apart without colour (colour-blind players, monochrome terminals)."""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from rich.text import Span, Text

from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.rummy.describe import meld_colours

# One shape for each colour a ruleset may name (rulesets.RUMMY_COLOURS), all one column wide.
MARKS = {"red": "◆", "green": "●", "blue": "■", "yellow": "▲", "orange": "★", "purple": "♥"}
# Chosen to read on both a dark and a light background (checked in both built-in themes).
PALETTE = {
    True: {  # dark theme
        "red": "#ff6b6b", "green": "#5fd75f", "blue": "#6cb6ff",
        "yellow": "#f0d43a", "orange": "#ff9f43", "purple": "#c792ea",
    },
    False: {  # light theme
        "red": "#c0141c", "green": "#187a2e", "blue": "#1d4fd8",
        "yellow": "#806600", "orange": "#b34700", "purple": "#7b2cbf",
    },
}
# The theme for text said plain (the log, a seat's messages): the colours are dropped, so any gives the same.
PLAIN_TEXT_DARK = True


def word_limit(rules, players: int) -> tuple[int, str]:
    """The longest word rummy's line takes, and why (said as a letter past it is refused):
    no word has more letters than the cards a player can hold."""
    return rules.longest_word(players), ", the most cards a hand holds"


def mark(colour: str) -> str:
    """The shape for a colour; a colour with none (kept by a save made before the six,
    such as 'pink') is drawn with its initial."""
    return MARKS.get(colour, colour[:1].lower())


def style(colour: str, dark: bool) -> str:
    tint = PALETTE[dark].get(colour)
    return f"bold {tint}" if tint else "bold"


def card_text(card, dark: bool) -> Text:
    """``A◆``: the letter and its mark, both in the card's colour."""
    return Text(card.letter + mark(card.colour), style=style(card.colour, dark))


def card_words(card, dark: bool) -> Text:
    """``A◆ (red)``: a card named to a player in words, its colour said as well as shown,
    for whoever cannot go by colour (NO_COLOR, colour-blind, the hand-off screen has no
    legend). Every message, the log and a seat's plain text name a card this way."""
    return Text.assemble(card_text(card, dark), f" ({card.colour})")


def retinted(text: Text, dark: bool) -> Text:
    """``text`` with its cards in the palette of the theme now: a message drawn before F2
    keeps the other theme's colours (pale on the light background, dim on the dark)."""
    swap = {f"bold {PALETTE[not dark][c]}": style(c, dark) for c in PALETTE[dark]}
    result = text.copy()
    result.spans = [Span(span.start, span.end, swap.get(str(span.style), span.style)) for span in text.spans]
    return result


def cards_line(cards: Iterable, dark: bool, sep: str = " ") -> Text:
    return Text(sep).join(card_text(card, dark) for card in cards)


def word_text(cards: Sequence, dark: bool) -> Text:
    """A table word: each letter with its mark, both in the card's colour (``C◆A◆T◆``), as
    in the hand, so nobody has to count positions to know a letter's colour."""
    text = Text()
    for card in cards:
        text.append_text(card_text(card, dark))
    return text


def meld_choice(cards: Sequence, hand: Sequence, dark: bool) -> Text:
    """A line of the list that asks which cards make a typed word (R4): the cards in their
    colours, then what stays in the hand (the choice is about that)."""
    label = word_text(cards, dark)
    left = list(hand)
    for card in cards:
        left.remove(card)
    label.append("   keeps ", style="dim")
    label.append_text(cards_line(left, dark) if left else Text("nothing"))
    return label


def discard_choice(card, dark: bool) -> Text:
    """A line of the list that asks which colour of a typed letter to discard."""
    return Text.assemble(card_text(card, dark), f"  {card.colour}")


def legend(colours: Sequence[str], dark: bool, gap: int = 2) -> Text:
    return Text(" " * gap).join(Text(f"{mark(c)} {c}", style=style(c, dark)) for c in colours)


# The engine's log writes cards only after these words ("the discard pile shows Zb", "drew
# from the discard pile: Zb", "discarded Zb", "has Zb Er left", "minus Zb Er (4)"), and a
# word's in brackets after it ("played AT (Ab Tb)"); elsewhere a capital and a colour's
# initial is a name ("Ab deals") and must stay as it is.
CARDS_AFTER = ("shows ", "pile: ", "discarded ", "has ", "minus ")


def readable(line: str, colours: Sequence[str]) -> str:
    """The engine's log writes cards in notation (``Zb``: the blue Z); name them as the
    messages do (``Z■ (blue)``) and a word as the table shows it, with its colours
    (``A■T■ (blue)``), leaving a player's name alone ("Ab", "Eg")."""
    initials = {colour[0].lower(): colour for colour in colours}
    card = re.compile(rf"\b([A-Z])([{''.join(initials)}])\b")
    after = "|".join(re.escape(words) for words in CARDS_AFTER)
    run = re.compile(rf"({after})({card.pattern}(?: {card.pattern})*)\b")

    def cards_of(notations: str) -> list[RummyCard]:
        return [RummyCard(c[0], initials[c[1]]) for c in notations.split()]

    def named(cards: re.Match) -> str:
        """"has Zb Er" -> "has Z■ (blue), E◆ (red)"."""
        return cards.group(1) + ", ".join(card_words(c, PLAIN_TEXT_DARK).plain for c in cards_of(cards.group(2)))

    def as_word(meld: re.Match) -> str:
        """"BEE (Bb Eb Er)" -> "B■E■E◆ (BE blue, E red)", as the table shows a word and the
        lists say its colours; text in brackets that is not that word's cards stays as it is."""
        cards = cards_of(meld.group(2))
        if "".join(c.letter for c in cards) != meld.group(1):
            return meld.group(0)
        return f"{word_text(cards, PLAIN_TEXT_DARK).plain} ({meld_colours(cards)})"

    # A word the log names is written with its cards (engine colours.word_with_cards); one
    # letter too (a house ruleset's min_word_length 1): as_word checks they are its cards.
    word = re.compile(rf"\b([A-Z]+) \(({card.pattern}(?: {card.pattern})*)\)")
    return run.sub(named, word.sub(as_word, line))
