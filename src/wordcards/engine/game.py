"""What both games share: a state is its parameters plus its action history.

A concrete game (Shuffle, Rummy match) implements the abstract methods: set up from the seed,
check an action, perform an action, parse notation, build a per-player view, and say which
actions of the current turn may be undone. This base provides apply (check first: a refused
action changes nothing), undo / clone / load by replaying the history (never deepcopy), save
as JSON, and equality by full state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar, Hashable, Iterable, Self, Sequence

from wordcards.engine.errors import IllegalPlay, NotationError, Refusal, SaveError, WordNotInList, WordTakenOut
from wordcards.engine.players import Player, check_players
from wordcards.engine.record import Record, dumps, loads
from wordcards.engine.replay_turns import ReplayTurns
from wordcards.quoting import excerpt, quote, shorten_words
from wordcards.words import WordList


class Action(ABC):
    """Base of every play; concrete actions are frozen dataclasses."""

    @abstractmethod
    def notation(self) -> str: ...


class Game(ABC):
    game_name: ClassVar[str]

    def __init__(self, rules: Any, words: WordList, players: Sequence[Player], seed: int, options: dict[str, Any]):
        self.rules = rules
        self.words = words
        self.players: tuple[Player, ...] = check_players(players)
        self.seed = seed
        self.options = dict(options)
        self._actions: list[Action] = []
        self._log: list[str] = []
        self._setup()

    # --- to implement -----------------------------------------------------------------

    @abstractmethod
    def _setup(self) -> None:
        """Build the starting state from rules, players, seed and options (deal, etc.)."""

    @abstractmethod
    def check(self, action: Action) -> Refusal | None:
        """None if ``action`` is legal now, else why not. Never changes anything."""

    @abstractmethod
    def _perform(self, action: Action) -> None:
        """Carry out a legal action (and what follows automatically: draws, end of turn)."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Notation -> action. NotationError on bad syntax (legality is not checked)."""

    @abstractmethod
    def _undoable(self) -> bool:
        """True when the last action is a play of the current turn that may be taken back."""

    @abstractmethod
    def state_key(self) -> Hashable:
        """Everything that makes up the state, for equality (not the history itself)."""

    @abstractmethod
    def explain(self, word: str) -> Refusal | None:
        """The clearest reason why no play makes ``word`` now (None exactly when one does)."""

    # --- shared behaviour -------------------------------------------------------------

    def refusal(self, word: str) -> Refusal:
        """Why no play makes ``word``, asked once ``resolve`` found none: ``explain``'s reason
        (it has one for every such word); were it to have none, the player is still told
        plainly that the word was not played, never left with nothing or a traceback."""
        return self.explain(word) or Refusal("turn", f"{word.strip().upper()} cannot be played now.")

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def log(self) -> tuple[str, ...]:
        return tuple(self._log)

    def check_seat(self, seat: object) -> int:
        """``seat`` when it is a seat of this game (0 to players - 1); else ValueError."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.players):
            raise ValueError(f"{quote(seat)} is not a seat (0 to {len(self.players) - 1})")
        return seat

    def is_legal(self, action: Action) -> bool:
        return self.check(action) is None

    def apply(self, action: Action) -> None:
        refusal = self.check(action)
        if refusal is not None:
            raise IllegalPlay(refusal)
        self._perform(action)
        self._actions.append(action)

    @property
    def can_undo(self) -> bool:
        return bool(self._actions) and self._undoable()

    def undo(self) -> Action:
        """Take back the last play of this turn by replaying the history without it."""
        if not self.can_undo:
            raise IllegalPlay(Refusal("undo", "There is nothing to undo this turn."))
        last = self._actions[-1]
        self._restore(self._replayed(self._actions[:-1]))
        return last

    def clone(self) -> Self:
        return self._replayed(self._actions)

    def _fresh(self) -> Self:
        return type(self)(self.rules, self.words, self.players, self.seed, self.options)

    def _replayed(self, actions: Iterable[Action]) -> Self:
        game = self._fresh()
        for action in actions:
            game._perform(action)
            game._actions.append(action)
        return game

    def _restore(self, other: "Game") -> None:
        self.__dict__.update(other.__dict__)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game) or type(other) is not type(self):
            return NotImplemented
        return (
            self.rules == other.rules
            and self.players == other.players
            and self.seed == other.seed
            and self.options == other.options
            and self.state_key() == other.state_key()
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    # --- save and load ----------------------------------------------------------------

    def record(self) -> Record:
        return Record(
            game=self.game_name,
            rules=self.rules,
            wordlist=self.words.identity,
            players=self.players,
            seed=self.seed,
            options=self.options,
            actions=tuple(a.notation() for a in self._actions),
        )

    def to_json(self) -> str:
        return dumps(self.record())

    @classmethod
    def from_json(cls, text: str, words: WordList, replayed: Callable[[Self], None] | None = None) -> Self:
        """Load a save by replaying it. Every action is checked again as it is replayed;
        ``replayed`` is called with the game after each one (to keep what a position on the
        way showed, without replaying the save again to find it)."""
        return cls.from_record(loads(text), words, replayed)

    @classmethod
    def from_record(cls, record: Record, words: WordList, replayed: Callable[[Self], None] | None = None) -> Self:
        if record.game != cls.game_name:
            raise SaveError(f"this is a {record.game} save, not a {cls.game_name} one")
        try:
            game = cls(record.rules, words, record.players, record.seed, record.options)
        except (ValueError, TypeError, KeyError) as exc:
            raise SaveError(f"the saved game cannot be set up again ({exc})") from None
        turns = ReplayTurns(game)
        for number, text in enumerate(record.actions, 1):
            try:
                game.apply(game.parse_action(text))
            except NotationError as exc:
                reason = exc.in_a_save or str(exc)
                raise SaveError(f"action {number} ({turns.said(game)}): {excerpt(text)} cannot be read: {reason}") from None
            except IllegalPlay as exc:
                refused = exc.refusal.word
                if record.wordlist.get("sha256") != words.sha256:
                    removed_at = words.house_line_removing(refused) if refused else None
                    if refused and removed_at:  # said as a player sees it: the word and the line to undo
                        raise WordTakenOut(refused, *removed_at) from None
                    hint = "; the save was made with a different word list"
                else:  # why a save came to a play the rules refuse
                    hint = "; the save's seed, players and actions do not fit together, so the file may have been edited"
                # The file's fault, not the message to the player at the keyboard ("pass instead").
                # A long word repeated is cut as the action is; the full stop goes before the hint.
                fault = shorten_words(f"{excerpt(text)} {exc.refusal.in_a_save or refused_as_a_clause(exc.refusal.message, game.players)}")
                if fault.endswith(".") and not fault.endswith(".."):
                    fault = fault[:-1]
                said = f"action {number} ({turns.said(game)}): {fault}{hint}"
                if refused and record.wordlist.get("sha256") != words.sha256:  # the app says how to bring it back
                    raise WordNotInList(said, refused) from None
                raise SaveError(said) from None
            turns.after(game)
            if replayed is not None:
                replayed(game)
        return game


def refused_as_a_clause(message: str, players: Sequence[Player] = ()) -> str:
    """A refusal that says nothing to the player at the keyboard (no ``in_a_save``), said
    after an action's notation: "is refused: there is no word 9 on the table" (a word in
    capitals, the played word, keeps them, and so does a player's name: "Ann does not...")."""
    first = message.split(" ", 1)[0]
    if first[:1].isupper() and (first[1:].islower() or first == "A") and not _starts_with_a_name(message, players):
        message = message[:1].lower() + message[1:]
    return f"is refused: {message}"


def _starts_with_a_name(message: str, players: Sequence[Player]) -> bool:
    """Whether ``message`` begins with a player's whole name ("Ann's", not "Annotated")."""
    return any(
        message.startswith(player.name) and not message[len(player.name) : len(player.name) + 1].isalnum() for player in players
    )
