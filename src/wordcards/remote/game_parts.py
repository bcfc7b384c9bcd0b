"""What remote play asks of a game, as two Protocols, and the typed loaders of each game's.

A game has two parts of remote play, each a module the registry names (``wordcards.games``):
its host part (``remote_host``: what the host's table, remote/table.py, asks: the keys it
offers, a typed word or key at a seat, a hint's words) and its seat part (``remote_seat``:
what a joined seat's app, remote/seat/app.py, asks: its panels, status line, log, score
breakdown). A module satisfies a Protocol under mypy, so each game's modules are checked
against them below; the parameters are each game's own (its Game, view, action and rules
classes), so a part is a ``HostPart`` or ``SeatPart`` of its game's types. The loaders
give a part of any game (a caller holds whichever game the table plays), typed as no more
than mypy checks there: the Protocol's names, argument counts and the types not the game's
(a seat, a key, what comes back), its game's own types as ``Any``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, Sequence, TypeVar

if TYPE_CHECKING:
    from rich.text import Text
    from textual.widgets import Static

    from wordcards.ai.adviser import Suggestion
    from wordcards.app import hint_typing
    from wordcards.app.shuffle_pass import PassQuestion
    from wordcards.engine.rummy import RummyAction, RummyMatch, RummyView
    from wordcards.engine.shuffle import ShuffleAction, ShuffleGame, ShuffleView
    from wordcards.remote.keys import SeatKey
    from wordcards.remote.seat.app import SeatApp
    from wordcards.remote.table import HostTable
    from wordcards.rulesets import RummyRules, ShuffleRules

GameT = TypeVar("GameT", contravariant=True)
ActionT = TypeVar("ActionT", contravariant=True)
RulesT = TypeVar("RulesT", contravariant=True)
ViewIn = TypeVar("ViewIn", contravariant=True)
ViewT = TypeVar("ViewT")  # the seat's: invariant, as clock_run gives back the view it is given


class TableWords(Protocol[GameT, ViewIn, RulesT]):
    """What the host and the seat both say of a game, alike (the seat's part takes them
    from the host's)."""

    @property
    def KEYS(self) -> tuple[SeatKey, ...]: ...  # the game's own keys a seat may press

    def round_word(self, played: GameT | ViewIn) -> str: ...

    def longest_word(self, rules: RulesT, players: int) -> tuple[int, str]: ...


class HostPart(TableWords[GameT, ViewIn, RulesT], Protocol[GameT, ViewIn, ActionT, RulesT]):
    """A game's part of the host's table (remote/table.py)."""

    def usable(self, game: GameT, seat: int) -> dict[SeatKey, bool]: ...

    def typed_word(self, action: ActionT) -> str: ...

    def draws(self, action: ActionT) -> bool: ...  # the cards it brings are lit on the seat (cards_drawn)

    def taken_back(self, game: GameT, action: ActionT) -> str: ...  # "Taken back: ..." of an undone play

    def hint_words(
        self, game: GameT, action: ActionT | None, points: int, then: tuple[ActionT, ...] = ...
    ) -> "hint_typing.Worded[str]": ...

    def promised_words(
        self, game: GameT, action: ActionT | None, points: int, then: tuple[ActionT, ...] = ..., better: Suggestion | None = ...
    ) -> "hint_typing.Worded[str]": ...

    def word(self, table: HostTable, seat: int, word: str) -> bool: ...

    def key(self, table: HostTable, seat: int, key: SeatKey) -> bool: ...

    def log_words(self, lines: Sequence[str], rules: RulesT) -> list[str]: ...

    # How many cards of each letter held may be discarded now (a hint that says "type its
    # letter" says what Enter does with one typed); empty for a game with no such hint.
    def discards_held(self, game: GameT) -> dict[str, int]: ...


class SeatPart(TableWords[GameT, ViewT, RulesT], Protocol[GameT, ViewT, RulesT]):
    """A game's part of a joined seat's app (remote/seat/app.py); ``view`` is the seat's
    view as the host sent it, ``rules`` the ruleset the host plays with."""

    @property
    def OTHER_GAME_KEYS(self) -> dict[str, str]: ...  # the other game's keys: what to say of them

    @property
    def KEYS_IN_ORDER(self) -> tuple[SeatKey, ...]: ...  # sent before a word typed after them

    @property
    def SCORE_HEADLINES(self) -> int: ...  # the final breakdown's parts that say who won: tonight's games go under them

    def why_idle(self, view: ViewT, rules: RulesT, key: str) -> str | None: ...

    def ask_first(self, key: SeatKey, view: ViewT, seat: int, typed: str = ...) -> PassQuestion | None: ...

    def extends_a_table_word(self, word: str, view: ViewT) -> bool: ...

    def table_changed_for(self, word: str, before: ViewT, after: ViewT, rules: RulesT) -> bool: ...

    # The top line's (head, note) pairs at width, from what the shared keyboard's line keeps there on
    def status_wordings(self, view: ViewT, rules: RulesT, mine: bool, width: int) -> list[tuple[Text, Text]]: ...

    def note_room(self, view: ViewT, rules: RulesT, mine: bool) -> int: ...  # the status line is fitted for it

    def match_first(self, view: ViewT, width: int) -> bool: ...  # the keyboard's order at width: the match first, or whose turn

    def clock_run(self, view: ViewT, seconds: float) -> ViewT: ...

    def time_left_words(self, view: ViewT) -> str | None: ...

    def hand_of(self, view: ViewT) -> int: ...

    def counts_deals(self, view: ViewT) -> bool: ...

    def chosen(self, view: ViewT) -> dict[str, Any]: ...  # for the rules screen: the match's own numbers

    def choice_labels(self, choose: dict[str, Any], view: ViewT, dark: bool) -> list[str | Text]: ...

    async def draw(self, app: SeatApp, view: ViewT, rules: RulesT) -> None: ...

    def log_lines(self, view: ViewT, rules: RulesT) -> list[str]: ...

    def panel_rows(self, view: ViewT) -> tuple[int, int, int]: ...

    def scored(self, view: ViewT) -> int | None: ...

    def no_score_yet(self, view: ViewT) -> str: ...  # what Ctrl+S says before a breakdown to show

    def score_statics(self, view: ViewT, rules: RulesT, dark: bool, time_up: bool = ...) -> list[Static]: ...

    def empty_line_note(self, view: ViewT) -> str: ...


if TYPE_CHECKING:
    # Each game's parts as the Protocols of its own types.
    ShuffleHost = HostPart[ShuffleGame, ShuffleView, ShuffleAction, ShuffleRules]
    RummyHost = HostPart[RummyMatch, RummyView, RummyAction, RummyRules]
    ShuffleSeat = SeatPart[ShuffleGame, ShuffleView, ShuffleRules]
    RummySeat = SeatPart[RummyMatch, RummyView, RummyRules]
    # A caller gets either game's, and cannot tell which: the union of the games' parts
    # claimed more, yet took only arguments typed Any (a Shuffle view is no rummy view).
    AnyHostPart = HostPart[Any, Any, Any, Any]
    AnySeatPart = SeatPart[Any, Any, Any]

    # mypy checks every game's modules against the Protocols here: a function missing or
    # taking other arguments is an error. A new game adds its imports of its two modules,
    # the two aliases of its types above and the two checked assignments below
    # (tests/remote/test_game_parts.py holds every registry entry to it).
    from wordcards.remote.host_parts import rummy as rummy_host
    from wordcards.remote.host_parts import shuffle as shuffle_host
    from wordcards.remote.seat.parts import rummy as rummy_seat
    from wordcards.remote.seat.parts import shuffle as shuffle_seat

    _shuffle_host: ShuffleHost = shuffle_host
    _rummy_host: RummyHost = rummy_host
    _shuffle_seat: ShuffleSeat = shuffle_seat
    _rummy_seat: RummySeat = rummy_seat


def host_part(game_name: str) -> AnyHostPart:
    """The host part of the game called ``game_name``, from the registry."""
    from wordcards import games

    part: AnyHostPart = games.entry(game_name).load("remote_host")
    return part


def seat_part(game_name: str) -> AnySeatPart:
    """The seat part of the game called ``game_name``, from the registry."""
    from wordcards import games

    part: AnySeatPart = games.entry(game_name).load("remote_seat")
    return part
