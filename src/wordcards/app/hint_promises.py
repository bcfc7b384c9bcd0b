"""A hint in steps keeps its word: right after the player makes a step, the hint is the
play it promised next (S10: a joker swap, then the play it makes possible; rummy: a plan of
melds, the next of them, and the rest after it).

One mechanism for the shared keyboard and the host of remote seats: each keeps a
``Promises`` beside its game (``Session.promises``, ``HostTable.promises``), finds its hints
through ``find_hint`` and keeps what each hint told promises, with what each play scores as
the hint said (the hint after a step says the rest's total from them: no copy of the game
replays the line), and the position the last hint was told on. The promise for the position
the game is at is saved with it (``saves.Promise``: that play only, not its points; after a
resume the search names the plan's melds after it again) and read back on resume, never
trusted: one that is not a legal action there is dropped (docs/decisions/ai.md). So is the
count of actions of the last hint told, when it was told on that position: a resume shows
that hint again (the log notes a hint once a turn, so its note cannot say it,
docs/decisions/app.md). No Textual here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, NamedTuple, Sequence, TypeVar

from wordcards import saves

if TYPE_CHECKING:
    from wordcards.ai.adviser import Suggestion
    from wordcards.engine.contract import GameContract

Step = tuple[Any, ...]  # a hint's first step and the plays it promises after it, in order
Words = TypeVar("Words")  # a hint's words, as one side says them


class Promised(NamedTuple):
    """A play a hint promised, with what it scores when it comes due as that hint said (None:
    not said, as a promise a resume reads back: a save keeps the play only). One value, so a
    caller cannot pass the plays and leave their points behind."""

    play: Any
    points: int | None


class PromisedLine(NamedTuple):
    """What a hint promises: its first step and the plays after it (``plays``), with what
    each scores in turn as the hint said (``points``; empty: not worked out, as for a
    Shuffle swap's play). One value, kept by ``Promises.keep``, so the host and the turn
    screen cannot pass the plays and leave their points behind."""

    plays: Step
    points: tuple[int, ...]


@dataclass(frozen=True)
class Hint:
    """A hint found: ``action`` (None: no play found) and what it scores with ``then``, the
    plays it leads to. ``promised``: it is the play an earlier hint promised after a step
    (``then``: the plays promised after it), and ``better`` a line that now scores more than
    it (None: none does). ``step_points``: what each play of its line scores in turn, where
    worked out (``Suggestion.step_points``), kept with the promise it makes."""

    action: Any
    points: int
    then: tuple[Any, ...] = ()
    promised: bool = False
    better: Suggestion | None = None
    step_points: tuple[int, ...] = ()

    def next_promise(self) -> PromisedLine | None:
        """The first step this hint names and the plays it promises after it, with what each
        scores in turn, as ``Promises.keep`` takes it: the hint's own line (a swap and its
        play, a plan's melds), or the better line's a promise names (its first step only is
        said). None: it promises nothing after its play."""
        line = self._line_promised()
        return None if line is None else PromisedLine((line.action, *line.then), tuple(line.step_points))

    def _line_promised(self) -> "Hint | Suggestion | None":
        if self.better is not None and self.better.then:
            return self.better
        return self if self.action is not None and self.then else None


def find_hint(game: GameContract, promised: Sequence[Promised] = ()) -> Hint:
    """The hint for the player to act: the plays ``promised`` (``Promises.due_line``) when
    there are any, with a better line the search now finds (where the game says one,
    ``GameEntry.hint_says_better``; else a line found that starts with the promised play and
    scores more is the hint: a resumed plan's rest), else the search's own. The promised
    plays' total is what the hint that promised them said each scores, not scored again on a
    copy of the game; where one was not said (a save keeps the play due only) the first play
    alone, scored now, is the promise. It reads the game and changes nothing: run it off the
    event loop (a big Shuffle table takes seconds)."""
    from wordcards.ai import suggest
    from wordcards.games import entry_of

    found = suggest(game)
    if promised:
        line = tuple(promised)
        each = tuple(promise.points for promise in line if promise.points is not None)
        if len(each) < len(line):  # not all said: the play due alone
            line, each = line[:1], (game.score_change(line[0].play),)
        better = found if found is not None and found.points > sum(each) else None
        if better is not None and not entry_of(game).hint_says_better:
            if better.action != line[0].play:  # never said, so never promised either
                better = None
            else:  # the promised play, with more after it than was kept (a save keeps one)
                return Hint(better.action, better.points, better.then, promised=True, step_points=better.step_points)
        then = tuple(promise.play for promise in line[1:])
        return Hint(line[0].play, sum(each), then, promised=True, better=better, step_points=each)
    if found is None:
        return Hint(None, 0)
    return Hint(found.action, found.points, found.then, step_points=found.step_points)


def hint_with_words(
    game: GameContract, promised: Callable[[], Sequence[Promised]], words: Callable[[Hint], Words]
) -> tuple[Hint, Words] | str:
    """The hint for the player to act (``find_hint``, with the plays ``promised`` returns) and
    its ``words`` (each side says it its own way), or, when any of them fails, why there is no
    hint this time: a hint is a nicety, never worth the game. Run it off the event loop, as
    ``find_hint``; the words may replay a swap and its follow-up on a clone."""
    try:
        found = find_hint(game, promised())
        return found, words(found)
    except Exception as exc:
        return f"no hint this time ({exc})."


class Promises:
    """The plays hints promised, by the game's actions once the step before each is made
    (the same actions from the same start: the same position; an undo back to it finds its
    promise again)."""

    def __init__(self) -> None:
        # The play promised on each position, and what it scores there as the hint said (None: not said).
        self._by_actions: dict[tuple[Any, ...], Promised] = {}
        self._told_on: tuple[Any, ...] | None = None  # the actions the last hint that named a play was told on

    def told(self, actions: tuple[Any, ...]) -> None:
        """A hint naming a play was told to the player to act on ``actions``."""
        self._told_on = tuple(actions)

    def told_here(self, game: GameContract) -> bool:
        """Whether the last hint was told on the position ``game`` is at (to the player to act:
        the same actions, the same turn)."""
        return not game.is_over and self._told_on == tuple(game.actions)

    def told_to_save(self, game: GameContract) -> int | None:
        """The count of actions the last hint was told on, if that is the position now (a save
        keeps it only there: a resume shows that hint again)."""
        return len(game.actions) if self.told_here(game) else None

    def keep(self, actions: tuple[Any, ...], promise: PromisedLine | None) -> None:
        """A hint told on ``actions`` promised ``promise`` (``Hint.next_promise``; None:
        nothing): each play of it is promised once the ones before it are made, with what it
        scores then as the hint said (None where not worked out)."""
        if promise is not None:
            step, points = promise
            for made in range(1, len(step)):
                self._by_actions[(*actions, *step[:made])] = Promised(step[made], points[made] if points else None)

    def due(self, game: GameContract) -> Any:
        """The play promised on the position ``game`` is at, while still legal; else None."""
        promise = self._by_actions.get(tuple(game.actions))
        return promise.play if promise is not None and game.is_legal(promise.play) else None

    def due_line(self, game: GameContract) -> tuple[Promised, ...]:
        """The play promised now (``due``) and those promised after it, in order, each with
        what it scores as the hint said; empty when none is due. Only the first is checked:
        each is checked as it comes due."""
        if self.due(game) is None:
            return ()
        line, made = [], tuple(game.actions)
        while (promise := self._by_actions.get(made)) is not None:
            line.append(promise)
            made = (*made, promise.play)
        return tuple(line)

    def hinted(self, game: GameContract, told: tuple[tuple[Any, ...], Any] | None) -> Any:
        """The play the player to act was last told (``told``: the actions it was told on and
        the play it named) while the game is still where it was told (an undo back to it: that
        play); else the play promised now (``due``): for the list of ways to mark."""
        if told is not None and told[0] == game.actions:  # the same actions from the same start: the same position
            return told[1]
        return self.due(game)

    def to_save(self, game: GameContract) -> saves.Promise | None:
        """The promise due now, as a save keeps it (its notation, after how many actions)."""
        play = None if game.is_over else self.due(game)
        return None if play is None else saves.Promise(len(game.actions), play.notation())

    def restore(self, game: GameContract, saved: saves.Promise | None, told_at: int | None = None) -> None:
        """Keep the saved promise if it was made on the very position ``game`` is at and is a
        legal action there; anything else is dropped unsaid (a save is never trusted). So with
        ``told_at``, the saved count of actions the last hint was told on: kept only if it is
        this position's."""
        if told_at is not None and told_at == len(game.actions):
            self.told(tuple(game.actions))
        if saved is None or saved.at != len(game.actions) or game.is_over:
            return
        try:
            play = game.parse_action(saved.play)
            legal = game.is_legal(play)
        except Exception:  # a damaged promise never stops the resume: it is only a nicety
            return
        if legal:
            self._by_actions[tuple(game.actions)] = Promised(play, None)  # its points are not saved: scored when due
