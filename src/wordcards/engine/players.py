"""Players: a seat's name, junior flag and computer level, checked wherever they come from.

Names reach the screen and the terminal, so a name with a control character (an escape
code could clear the screen or set the window title) is refused here, for names typed and
names read back from a save alike. Markup characters such as ``[`` are allowed: the app
shows names as plain text.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Iterable, Protocol

from wordcards.quoting import kind_of, quote
from wordcards.typed_text import invisible

MAX_NAME_LENGTH = 40  # the app allows 12; saves and tests may hold longer ones, never huge
# The levels a computer seat may name. The players themselves live in ``ai.levels``, above
# the engine; a save or a remote game is checked here, so that an unknown level is refused
# when it is read, not when that seat's turn comes.
COMPUTER_LEVELS = ("easy", "normal", "hard", "expert")


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, or None when it can."""
    if not isinstance(name, str):
        return f"a player's name must be text, found {kind_of(name)}"
    if not name.strip():
        return "a player's name is empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"the name {name[:MAX_NAME_LENGTH]!r}... is longer than {MAX_NAME_LENGTH} characters"
    hidden = [char for char in name if not char.isprintable()]
    codes = ", ".join(sorted({f"U+{ord(char):04X}" for char in hidden}))
    if hidden and all(invisible(char) for char in hidden):  # pasted from a chat, or a trick
        return f"the name {name!r} has invisible characters ({codes}), which would make it look like a name it is not: type it without them"
    if any(unicodedata.category(char) == "Cc" for char in hidden):
        return f"the name {name!r} has control characters or escape codes, which cannot be shown"
    if hidden and all(unicodedata.category(char) == "Zs" for char in hidden):  # a no-break space
        return f"the name {name!r} has a space that is not a plain space ({codes}): type it with a plain space"
    if hidden:  # a format character that shows (U+0600 ARABIC NUMBER SIGN), or one not yet assigned
        return f"the name {name!r} has characters a terminal may not show ({codes}): type it without them"
    if name != name.strip():
        return f"the name {name!r} starts or ends with a space"
    return None


@dataclass(frozen=True)
class Player:
    """A seat at the table. ``junior`` is per player (S12). ``computer`` is a level name
    (one of COMPUTER_LEVELS) for a computer seat, or None for a person."""

    name: str
    junior: bool = False
    computer: str | None = None

    def __post_init__(self) -> None:
        problem = name_problem(self.name)
        if problem:
            raise ValueError(problem)
        if not isinstance(self.junior, bool):
            raise ValueError(f"{self.name}: junior must be true or false, not {self.junior!r}")
        if self.computer is not None and self.computer not in COMPUTER_LEVELS:
            raise ValueError(f"{self.name}: {quote(self.computer)} is not a computer level ({_levels_text()})")

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "junior": self.junior, "computer": self.computer}

    @classmethod
    def from_dict(cls, data: object) -> "Player":
        """Raises ValueError (a message for players) when ``data`` is not a player."""
        if not isinstance(data, dict):
            raise ValueError(f'a player is written as keys and values, such as {{"name": "Ann"}}, found {kind_of(data)}')
        if "name" not in data:
            raise ValueError('a player has no name (written as "name": "Ann")')
        return cls(data["name"], data.get("junior", False), data.get("computer"))


class Seated(Protocol):
    """A seat as a player or a view has it: its name and, for a computer, its level."""

    @property
    def name(self) -> str: ...

    @property
    def computer(self) -> str | None: ...


def short_name(seat: Seated) -> str:
    """A computer seat's name without its level ("Bit" for "Bit (hard)"), as --first takes
    it; a person's name as it is."""
    return seat.name.removesuffix(f" ({seat.computer})") if seat.computer else seat.name


def possessive(seat: Seated) -> str:
    """"Ann's", and "Bit's" for "Bit (normal)": "Bit (normal)'s FIRERS" reads oddly, and the
    players panel already says the level. Every "'s" built from a seat's name comes from here."""
    return f"{short_name(seat)}'s"


def _levels_text() -> str:
    """The levels as a choice: "easy, normal, hard or expert"."""
    return f"{', '.join(COMPUTER_LEVELS[:-1])} or {COMPUTER_LEVELS[-1]}"


def check_players(players: Iterable[Player]) -> tuple[Player, ...]:
    """The seats as a tuple; ValueError when one is not a Player or two share a name
    (any case): the log, the score and the hand-off screen tell seats apart by name."""
    seats = tuple(players)
    seen: set[str] = set()
    for seat in seats:
        if not isinstance(seat, Player):
            raise ValueError(f"{seat!r} is not a player")
        key = seat.name.casefold()
        if key in seen:
            raise ValueError(f"two players are named {seat.name!r} (every player needs a different name)")
        seen.add(key)
    return seats
