"""Shuffle's actions: small frozen values with a text notation that round-trips.

Words are written as displays: upper case for letter cards, lower case for jokers (the
joker's letter, S9). Table words are named by their id (the number the table shows).

    CART                 word from hand (S4, S5); ``play cart`` when every card is a joker
    ext 3 CHART          extend word 3 (S6)
    steal 2 CHARTS       steal word 2 (S7)
    take 1:T,4:S STAR    take T from word 1 and S from word 4, make STAR (S8)
    take 1:S=TARTS STAR  ... saying which word is left when it could be more than one
    swap 5 A             put an A in place of the joker standing for A in word 5 (S10)
    swap 5 A@4           ... the joker at position 4, when the word has two such jokers
    end                  end the turn (S3)
    pass                 pass and draw a card (S3)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wordcards.engine.errors import NotationError
from wordcards.engine.game import Action
from wordcards.quoting import quote

_DISPLAY = re.compile(r"[A-Za-z]+")
MAX_NUMBER = 999_999_999  # table word numbers and positions: far fewer in any game
_NUMBER = re.compile(r"[1-9][0-9]{0,8}")


def _check_display(text: str, what: str = "word") -> str:
    if not isinstance(text, str) or not _DISPLAY.fullmatch(text):
        raise NotationError(f"{quote(text)} is not a {what} (letters only; lower case marks a joker)")
    return text


def _check_id(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_NUMBER:
        raise NotationError(f"{quote(value)} is not a table word number")
    return value


class ShuffleAction(Action):
    """Base of Shuffle's actions. ``is_play`` is False for EndTurn and Pass."""

    is_play = True
    kind = ""


@dataclass(frozen=True)
class HandWord(ShuffleAction):
    """S5 (and S4 for a first play): a word made from hand cards only."""

    word: str
    kind = "word"

    def __post_init__(self) -> None:
        _check_display(self.word)

    def notation(self) -> str:
        # An all-joker word would read as a keyword ("end", "pass"): say "play".
        return self.word if any(c.isupper() for c in self.word) else f"play {self.word}"


@dataclass(frozen=True)
class Extend(ShuffleAction):
    """S6: add hand cards to table word ``target``; ``word`` is the new display."""

    target: int
    word: str
    kind = "extend"

    def __post_init__(self) -> None:
        _check_id(self.target)
        _check_display(self.word)

    def notation(self) -> str:
        return f"ext {self.target} {self.word}"


@dataclass(frozen=True)
class Steal(ShuffleAction):
    """S7: take another player's word ``target`` whole and add hand cards to it."""

    target: int
    word: str
    kind = "steal"

    def __post_init__(self) -> None:
        _check_id(self.target)
        _check_display(self.word)

    def notation(self) -> str:
        return f"steal {self.target} {self.word}"


@dataclass(frozen=True)
class TakeFrom:
    """One source of a take: ``letters`` taken from word ``target`` (lower case: a joker),
    and, when more than one word could be left, the word ``rest`` that stays."""

    target: int
    letters: str
    rest: str | None = None

    def __post_init__(self) -> None:
        _check_id(self.target)
        _check_display(self.letters, "list of letters")
        if self.rest is not None:
            _check_display(self.rest)
        # The order of the taken letters does not matter: keep one spelling.
        object.__setattr__(self, "letters", "".join(sorted(self.letters, key=lambda c: (c.lower(), c))))

    def notation(self) -> str:
        rest = f"={self.rest}" if self.rest is not None else ""
        return f"{self.target}:{self.letters}{rest}"


@dataclass(frozen=True)
class Take(ShuffleAction):
    """S8: take letters from one or more table words and add hand cards to make ``word``."""

    sources: tuple[TakeFrom, ...]
    word: str
    kind = "take"

    def __post_init__(self) -> None:
        if not isinstance(self.sources, (tuple, list)):
            raise NotationError("a take names at least one word to take letters from")
        sources = tuple(self.sources)
        if not sources or not all(isinstance(s, TakeFrom) for s in sources):
            raise NotationError("a take names at least one word to take letters from")
        object.__setattr__(self, "sources", tuple(sorted(sources, key=lambda s: s.target)))
        _check_display(self.word)

    def notation(self) -> str:
        return f"take {','.join(s.notation() for s in self.sources)} {self.word}"


@dataclass(frozen=True)
class SwapJoker(ShuffleAction):
    """S10: put a hand card in place of the joker standing for ``letter`` in word ``target``
    and take the joker into the hand. ``position`` (1-based) picks the joker when the word
    has several standing for that letter."""

    target: int
    letter: str
    position: int | None = None
    kind = "swap"

    def __post_init__(self) -> None:
        _check_id(self.target)
        if not isinstance(self.letter, str) or not re.fullmatch(r"[A-Z]", self.letter):
            raise NotationError(f"{quote(self.letter)} is not a letter (one capital letter)")
        if self.position is not None and (
            isinstance(self.position, bool) or not isinstance(self.position, int) or not 1 <= self.position <= MAX_NUMBER
        ):
            raise NotationError(f"{quote(self.position)} is not a position in a word")

    def notation(self) -> str:
        at = f"@{self.position}" if self.position is not None else ""
        return f"swap {self.target} {self.letter}{at}"


@dataclass(frozen=True)
class EndTurn(ShuffleAction):
    """S3: end the turn after one or more plays; draw back up to the hand size."""

    is_play = False
    kind = "end"

    def notation(self) -> str:
        return "end"


@dataclass(frozen=True)
class Pass(ShuffleAction):
    """S3: end the turn without a play; draw one card."""

    is_play = False
    kind = "pass"

    def notation(self) -> str:
        return "pass"


PLAY_KINDS: dict[str, type[ShuffleAction]] = {
    "word": HandWord,
    "extend": Extend,
    "steal": Steal,
    "take": Take,
    "swap": SwapJoker,
}


def _number(token: str, text: str) -> int:
    if not _NUMBER.fullmatch(token):
        raise NotationError(f"{quote(text)}: {quote(token)} is not a table word number")
    return int(token)


def parse(text: str) -> ShuffleAction:
    """Notation -> action (see the module docstring). NotationError on bad syntax."""
    if not isinstance(text, str):
        raise NotationError(f"{quote(text)} is not a play")
    tokens = text.split()
    if not tokens:
        raise NotationError("an empty play")
    head, args = tokens[0], tokens[1:]

    def need(count: int, form: str) -> None:
        if len(args) != count:
            raise NotationError(f"{quote(text)}: expected {form}")

    if head == "end":
        need(0, "'end'")
        return EndTurn()
    if head == "pass":
        need(0, "'pass'")
        return Pass()
    if head == "play":
        need(1, "'play WORD'")
        return HandWord(args[0])
    if head in ("ext", "steal"):
        need(2, f"'{head} NUMBER WORD'")
        cls = Extend if head == "ext" else Steal
        return cls(_number(args[0], text), _check_display(args[1]))
    if head == "take":
        need(2, "'take N:LETTERS[,N:LETTERS...] WORD'")
        sources = []
        for part in args[0].split(","):
            match = re.fullmatch(r"([1-9][0-9]{0,8}):([A-Za-z]+)(?:=([A-Za-z]+))?", part)
            if not match:
                raise NotationError(f"{quote(text)}: {quote(part)} should look like 3:T or 3:S=START")
            sources.append(TakeFrom(int(match.group(1)), match.group(2), match.group(3)))
        return Take(tuple(sources), _check_display(args[1]))
    if head == "swap":
        need(2, "'swap NUMBER LETTER' or 'swap NUMBER LETTER@POSITION'")
        match = re.fullmatch(r"([A-Z])(?:@([1-9][0-9]{0,8}))?", args[1])
        if not match:
            raise NotationError(f"{quote(text)}: {quote(args[1])} should be a capital letter, e.g. A or A@3")
        position = int(match.group(2)) if match.group(2) else None
        return SwapJoker(_number(args[0], text), match.group(1), position)
    if len(tokens) == 1 and _DISPLAY.fullmatch(head) and any(c.isupper() for c in head):
        return HandWord(head)
    raise NotationError(
        f"{quote(text)} is not a play (try CART, ext 3 CHART, steal 2 CHARTS, take 1:T STAR,"
        " swap 5 A, end or pass)",
        in_a_save=f"{quote(text)} is not a play",  # the examples help one typing, not a file's reader
    )
