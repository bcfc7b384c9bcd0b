"""The one contract both games keep: what the computer players and the app may ask of any game.

A seat is a player's index in ``players`` (play order); every per-player question takes a
seat. Layers above the engine type a game as ``GameContract`` and ask ``wordcards.games``
for anything particular to one game; they never test which game they hold.

Both ``ShuffleGame`` and ``RummyMatch`` implement it (``tests/engine/test_contract.py``
checks every member on both).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Protocol, Self, Sequence, runtime_checkable

from wordcards.engine.errors import Refusal
from wordcards.engine.game import Action
from wordcards.engine.players import Player

if TYPE_CHECKING:
    from wordcards.engine.record import Record
    from wordcards.words import WordList


@runtime_checkable
class GameOutcome(Protocol):
    """A finished game's result, as both games' outcomes (and the views that carry them) give it."""

    @property
    def winners(self) -> tuple[int, ...]: ...  # seats; more than one when a tie stands

    @property
    def totals(self) -> tuple[int, ...]: ...  # each seat's final score, in the game's own unit (inverse rummy: penalties)


@runtime_checkable
class GameContract(Protocol):
    game_name: ClassVar[str]  # the registry's name of the game: "shuffle", "rummy"
    rules: Any  # the game's ruleset (each game its own dataclass)
    words: WordList  # the word list it is played with
    seed: int  # every deal comes from it
    options: dict[str, Any]  # the game's options (first seat, rummy's variant and target, ...)

    @property
    def players(self) -> tuple[Player, ...]: ...  # the seats, in play order

    @property
    def current(self) -> int: ...  # the seat to act now

    @property
    def is_over(self) -> bool: ...

    @property
    def outcome(self) -> GameOutcome | None: ...  # None until the game is over

    @property
    def hand_number(self) -> int | None: ...  # the hand played now, from 1; None in a game of one hand (Shuffle)

    @property
    def between_hands(self) -> bool: ...  # a hand is over and the next not yet dealt: nobody's turn (never in Shuffle)

    @property
    def actions(self) -> tuple[Action, ...]: ...  # the action log (the save format)

    @property
    def log(self) -> tuple[str, ...]: ...  # the narration, one line per event

    @property
    def can_undo(self) -> bool: ...

    def legal_actions(self) -> Sequence[Action]: ...  # every legal action of the seat to act

    def check(self, action: Action) -> Refusal | None: ...  # None: legal now; never changes anything

    def is_legal(self, action: Action) -> bool: ...

    def apply(self, action: Action) -> None: ...  # IllegalPlay (nothing changed) when refused

    def undo(self) -> Action: ...  # the last play of this turn, taken back by replay

    def resolve(self, word: str) -> Sequence[Action]: ...  # the legal plays that make a typed word, best first

    def explain(self, word: str) -> Refusal | None: ...  # why no play makes the word

    def refusal(self, word: str) -> Refusal: ...  # explain's reason, asked once resolve found no play

    def view(self, seat: int) -> Any: ...  # what that seat may see, frozen: .seat, .hand, .seats (SeatViews), .current

    # The action in the words of the seat to act; ``named``: of the whole table ("from Bob's hand", not "your").
    def describe(self, action: Action, named: bool = False) -> str: ...

    def score_change(self, action: Action) -> int: ...  # what it scores at once for the seat to act, as the game will score it

    def parse_action(self, text: str) -> Action: ...  # notation -> action

    def clone(self) -> Self: ...

    def record(self) -> Record: ...

    def to_json(self) -> str: ...

    @classmethod
    def from_json(cls, text: str, words: WordList, replayed: Callable[[Self], None] | None = None) -> Self: ...

    @classmethod
    def from_record(cls, record: Record, words: WordList, replayed: Callable[[Self], None] | None = None) -> Self: ...

    @classmethod
    def from_position(
        cls, rules: Any, words: WordList, players: Sequence[Player], start: dict[str, Any], seed: int = 0
    ) -> Self: ...  # a game set out from plain data (each game's position.py documents its format)
