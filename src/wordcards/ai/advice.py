"""Hints and the after-game review ("what could I have played?"), as data for the app.

Both rate plays by the points they make at once (the S14 score change in Shuffle; the
meld's points in rummy) and search like the hard computer player, with nothing missed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Sequence

from wordcards.ai import DEFAULT_TIME_CAP
from wordcards.ai import rummy as rummy_ai
from wordcards.ai import shuffle as shuffle_ai
from wordcards.ai.levels import EXPERT, HARD, Level
from wordcards.engine.game import Action, Game
from wordcards.engine.rummy import DrawDeck, DrawDiscard, Discard, Meld, Phase, RummyMatch
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import EndTurn, Pass, ShuffleAction, ShuffleGame
from wordcards.engine.shuffle.plays import Plan

# The hint searches like hard, and weighs every play it finds (no shortlist).
ADVISER = replace(HARD, name="adviser", miss=0.0, shortlist=None)
EXPERT_TIME_CAP = DEFAULT_TIME_CAP  # seconds the expert may think about one hint or one reviewed turn


@dataclass(frozen=True)
class Suggestion:
    action: Action
    points: int  # what it scores at once for the player (see the module docstring)


def _shuffle_suggestions(game: ShuffleGame, level: Level = ADVISER) -> list[Suggestion]:
    """Every play the adviser finds for the current player, best first (points, then how
    the hard player likes it)."""
    seat = game.current
    view = game.view(seat)
    box = shuffle_ai.sandbox(game.rules, game.words, game.players, view)
    found = shuffle_ai.candidates(box, level, rng(game.seed, "hint", len(game.actions)))
    rated = shuffle_ai.rated(box, level, found)
    rated.sort(key=lambda r: (-r[2].points(seat), -r[0], r[1].notation()))
    return [Suggestion(box.real(action), gain.points(seat)) for _, action, gain in rated]


def _rummy_points(game: RummyMatch, cards) -> int:
    ctx = rummy_ai.RummyContext(game.view(game.current), game.rules, game.words, False, ADVISER)
    return int(ctx.meld_value(cards))


def _rummy_plan(game: RummyMatch) -> rummy_ai.RummyPlan:
    seat = game.current
    view = game.view(seat)
    ctx = rummy_ai.RummyContext(view, game.rules, game.words, game.players[seat].junior, ADVISER)
    return ctx.plan(view.hand, view.taken_from_discard, rng(game.seed, "hint", len(game.actions)))


def expert_hint(game: Game, time_cap: float | None = EXPERT_TIME_CAP) -> Action | None:
    """What the expert would do now in the place of the player to act (from that player's
    view only), or None when the game is over or there is nothing to play."""
    if game.is_over:
        return None
    from wordcards.ai import choose_action

    action = choose_action(game, game.current, EXPERT, rng(game.seed, "hint", len(game.actions)), time_cap)
    if isinstance(game, ShuffleGame) and isinstance(action, (EndTurn, Pass)):
        return None
    return action


def hint(game: Game, look_ahead: bool = False) -> Action | None:
    """The best play the engine finds for the player to act now, or None (nothing to
    play, or the game is over). Shuffle: the play that scores most at once. Rummy: in the
    draw phase the pile to draw from; then the meld that scores most (among equals, the one
    the best plan for the hand plays), or the card to discard when no meld is worth it.
    ``look_ahead``: the expert's choice instead (``expert_hint``; up to a second)."""
    if look_ahead:
        return expert_hint(game)
    if game.is_over:
        return None
    if isinstance(game, ShuffleGame):
        found = _shuffle_suggestions(game)
        return found[0].action if found else None
    if isinstance(game, RummyMatch):
        seat = game.current
        view = game.view(seat)
        if view.phase is Phase.DRAW:
            return rummy_ai.choose_rummy(
                view, game.rules, game.words, game.players[seat].junior, ADVISER, rng(game.seed, "hint", len(game.actions))
            )
        if view.phase is not Phase.PLAY:
            return None
        plan = _rummy_plan(game)
        ctx = rummy_ai.RummyContext(view, game.rules, game.words, game.players[seat].junior, ADVISER)
        melds = ctx.melds(view.hand, rng(0))
        if melds:
            planned = set(plan.melds)
            best = max(melds, key=lambda m: (ctx.meld_value(m), m in planned, -sorted(melds).index(m)))
            return Meld(best)
        return Discard(plan.discard) if plan.discard is not None else None
    raise TypeError(f"no hints for {type(game).__name__}")


def hint_points(game: Game, action: Action) -> int:
    """What ``action`` would score at once for the player to act (0 for draws, discards,
    end and pass)."""
    if isinstance(game, ShuffleGame):
        if isinstance(action, (EndTurn, Pass)):
            return 0
        plan = game.plan(action)
        if not isinstance(plan, Plan):
            raise ValueError(f"{action.notation()} is not legal now: {plan}")
        return shuffle_ai.gain_of(game, plan).points(game.current)
    if isinstance(game, RummyMatch):
        return _rummy_points(game, action.cards) if isinstance(action, Meld) else 0
    raise TypeError(f"no points for {type(game).__name__}")


# --- the review -------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnReview:
    """One turn of one player, beside the best the engine found at its start."""

    seat: int
    name: str
    turn: int  # this player's turn number, from 1
    hand_number: int | None  # rummy: which hand of the match
    played: tuple[str, ...]  # the turn's actions, in notation
    played_points: int  # what the turn's plays scored at once (see hint_points)
    best: tuple[str, ...]  # the best found: Shuffle one play; rummy the melds of the best plan
    best_points: int
    # With look_ahead: what the expert would have done (Shuffle: the turn's first play, or
    # "end"/"pass"; rummy: after the draw, its melds and discard), and how much better that
    # did on average than what was played, in points of score difference over the sampled
    # deals (0.0 when the expert would have done the same; None without look_ahead).
    expert: tuple[str, ...] = ()
    expert_gain: float | None = None

    @property
    def missed(self) -> int:
        """How many more points the best play would have made (0 when the player did as well)."""
        return max(0, self.best_points - self.played_points)


def review(
    game: Game,
    seats: Sequence[int] | None = None,
    look_ahead: bool = False,
    time_cap: float | None = EXPERT_TIME_CAP,
    progress: Callable[[int, int], None] | None = None,
) -> list[TurnReview]:
    """For each turn of each person (or of ``seats``), what was played and the best play
    found then. Replays the game from its record; the game itself is not changed.

    ``look_ahead``: also what the expert would have done at each turn, and by how much it
    did better on average (``TurnReview.expert``, ``expert_gain``): about ``time_cap``
    seconds a turn at most. ``progress(done, total)`` is called after each action replayed."""
    if seats is None:
        seats = [i for i, p in enumerate(game.players) if p.computer is None]
    wanted = set(seats)
    replay = type(game).from_record(replace(game.record(), actions=()), game.words)
    total = len(game.actions)
    steps = iter(range(1, total + 1))

    def step() -> None:
        if progress is not None:
            progress(next(steps, total), total)

    expert = _Expert(game, time_cap) if look_ahead else None
    if isinstance(game, ShuffleGame):
        return _review_shuffle(game, replay, wanted, expert, step)
    if isinstance(game, RummyMatch):
        return _review_rummy(game, replay, wanted, expert, step)
    raise TypeError(f"no review for {type(game).__name__}")


class _Expert:
    """The expert's opinion of one turn in a review: its choice and its average gain."""

    def __init__(self, game: Game, time_cap: float | None):
        self.game = game
        self.time_cap = time_cap

    def shuffle(self, replay: ShuffleGame, played: Action) -> tuple[tuple[str, ...], float]:
        from wordcards.ai.expert_shuffle import expert_verdict

        assert isinstance(played, ShuffleAction)
        seat = replay.current
        stream = rng(self.game.seed, "review", len(replay.actions))
        verdict, box = expert_verdict(
            replay.view(seat), replay.rules, replay.words, replay.players, EXPERT, stream, self.time_cap, include=played
        )
        return (box.real(verdict.action).notation(),), _gain(verdict, box.local(played))

    def rummy(self, replay: RummyMatch, played: tuple[Action, ...]) -> tuple[tuple[str, ...], float]:
        from wordcards.ai.expert_rummy import expert_verdict

        seat = replay.current
        stream = rng(self.game.seed, "review", len(replay.actions))
        verdict = expert_verdict(
            replay.view(seat), replay.rules, replay.words, replay.players, EXPERT, stream, self.time_cap,
            include=played or None,
        )
        return tuple(a.notation() for a in verdict.action), _gain(verdict, played)


def _gain(verdict, played) -> float:
    if verdict.action == played or verdict.samples == 0:
        return 0.0
    mean = verdict.mean_of(played)
    return round(max(0.0, verdict.best_mean - (mean if mean is not None else verdict.best_mean)), 1)


def _review_shuffle(
    game: ShuffleGame, replay: ShuffleGame, wanted: set[int], expert: _Expert | None, step: Callable[[], None]
) -> list[TurnReview]:
    out: list[TurnReview] = []
    turns = [0] * len(game.players)
    current: dict | None = None
    for action in game.actions:
        seat = replay.current
        if current is None:
            turns[seat] += 1
            current = {"seat": seat, "played": [], "points": 0, "best": None, "expert": ((), None)}
            if seat in wanted:
                found = _shuffle_suggestions(replay)
                current["best"] = found[0] if found else None
                if expert is not None:
                    current["expert"] = expert.shuffle(replay, action)
        current["played"].append(action.notation())
        if seat in wanted and action.is_play:  # type: ignore[attr-defined]
            current["points"] += hint_points(replay, action)
        replay.apply(action)
        step()
        if not action.is_play:  # type: ignore[attr-defined]
            if seat in wanted:
                best = current["best"]
                out.append(
                    TurnReview(
                        seat, game.players[seat].name, turns[seat], None, tuple(current["played"]), current["points"],
                        (best.action.notation(),) if best else (), best.points if best else 0,
                        *current["expert"],
                    )
                )
            current = None
    return out


def _review_rummy(
    game: RummyMatch, replay: RummyMatch, wanted: set[int], expert: _Expert | None, step: Callable[[], None]
) -> list[TurnReview]:
    out: list[TurnReview] = []
    turns = [0] * len(game.players)
    current: dict | None = None
    actions = game.actions

    def close() -> None:
        if current is not None and current["seat"] in wanted:
            seat = current["seat"]
            plan = current["best"]
            out.append(
                TurnReview(
                    seat, game.players[seat].name, turns[seat], current["hand"], tuple(current["played"]),
                    current["points"], tuple(Meld(m).notation() for m in plan.melds) if plan else (),
                    current["best_points"], *current["expert"],
                )
            )

    for done, action in enumerate(actions):
        seat = replay.current
        if isinstance(action, (DrawDeck, DrawDiscard)):
            turns[seat] += 1
            current = {
                "seat": seat, "played": [], "points": 0, "best": None, "best_points": 0,
                "hand": replay.hand_number, "expert": ((), None),
            }
        if current is not None:
            current["played"].append(action.notation())
            if seat in wanted and isinstance(action, Meld):
                current["points"] += _rummy_points(replay, action.cards)
        replay.apply(action)
        step()
        if current is not None and isinstance(action, (DrawDeck, DrawDiscard)) and seat in wanted:
            plan = current["best"] = _rummy_plan(replay)
            current["best_points"] = sum(_rummy_points(replay, m) for m in plan.melds)
            if expert is not None and replay.phase is Phase.PLAY:
                current["expert"] = expert.rummy(replay, _rest_of_turn(actions, done + 1))
        if current is not None and (isinstance(action, Discard) or replay.phase is not Phase.PLAY):
            close()
            current = None
    return out


def _rest_of_turn(actions: Sequence[Action], start: int) -> tuple[Action, ...]:
    """The melds and the discard that follow a draw (the turn's plan)."""
    out: list[Action] = []
    for action in actions[start:]:
        if not isinstance(action, (Meld, Discard)):
            break
        out.append(action)
        if isinstance(action, Discard):
            break
    return tuple(out)
