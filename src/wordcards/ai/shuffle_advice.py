"""The ai layer's part for Shuffle, as the registry names it (``wordcards.games``): the
computer's next action, the hint, what a play scores at once, and the after-game review.

Plays are rated by the S14 score change they make at once for the player to act."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Sequence

from wordcards.ai import shuffle as shuffle_ai
from wordcards.ai.adviser import (
    ADVISER, Ahead, JUNIOR_EXPERT, Answered, NO_ANSWER, ExpertAnswer, ExpertJob, ExpertReview, JobMap, Step, Suggestion, TurnReview,
    Measured, answer_all, expert_jobs, for_junior, fresh_gain, gain_fields, why_ahead, won_by,
)
from wordcards.ai.expert import Check
from wordcards.ai.best_play import best_plays
from wordcards.ai.levels import EXPERT, Level
from wordcards.engine.game import Action
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import EndTurn, Pass, ShuffleAction, ShuffleGame
from wordcards.engine.shuffle.actions import SwapJoker, Take, parse

if TYPE_CHECKING:
    from wordcards.ai.expert_shuffle import Line


def choose(
    game: ShuffleGame, seat: int, level: Level, stream: random.Random, time_cap: float | None, clock: Callable[[], float]
) -> ShuffleAction:
    """The computer's next action in ``seat`` (its turn), from that seat's view only."""
    view = game.view(seat)
    if level.search is not None:
        from wordcards.ai.expert_shuffle import choose_expert_shuffle

        return choose_expert_shuffle(view, game.rules, game.words, game.players, level, stream, time_cap, clock)
    return shuffle_ai.choose_shuffle(view, game.rules, game.words, game.players, level, stream)


def suggestions(game: ShuffleGame, level: Level = ADVISER) -> list[Suggestion]:
    """The plays the adviser finds that score most for the current player, best first (how
    the hard player likes them, then notation). Found best first (``ai.best_play``): the
    same as rating every play it finds, without rating them all."""
    seat = game.current
    view = game.view(seat)
    box = shuffle_ai.sandbox(game.rules, game.words, game.players, view)
    return [Suggestion(box.real(action), gain.points(seat)) for _, action, gain in best_plays(box, level)]


def hint(game: ShuffleGame) -> Action | None:
    """The play that scores most at once, or a joker swap that leads to more (``suggest``),
    or None when there is none; for a junior, of the words a child knows when they make one
    (``adviser.for_junior``)."""
    found = suggest(game)
    return found.action if found else None


def suggest(game: ShuffleGame) -> Suggestion | None:
    """The hint's choice with its points: the play that scores most at once, or a joker
    swap (S10) with the play that scores most after it (``Suggestion.then``) when the two
    score more together (their S14 score changes summed: a swap alone scores little, so
    the hint never named one that led to more); the adviser's, or a junior's
    (``for_junior``), so that a junior's review names what the hint would have."""

    def best(level: Level) -> tuple[Suggestion, int] | None:
        found = _best_at(game, level)
        return (found, found.points) if found else None

    if game.players[game.current].junior:
        return for_junior(best)
    found = best(ADVISER)
    return found[0] if found else None


def _best_at(game: ShuffleGame, level: Level) -> Suggestion | None:
    """``suggest`` at one level: the best single play, unless a joker swap and the best
    play after it score more together (the best of those pairs, by total then notation)."""
    seat = game.current
    view = game.view(seat)
    box = shuffle_ai.sandbox(game.rules, game.words, game.players, view)
    found = best_plays(box, level)
    best = Suggestion(box.real(found[0][1]), found[0][2].points(seat)) if found else None
    if "swap" not in level.kinds:
        return best
    # Rare (a joker on the table, its letter in hand), so a search follows each swap.
    for swap in sorted(box.game.legal_plays("swap"), key=lambda play: play.notation()):
        after = shuffle_ai.sandbox(game.rules, game.words, game.players, view)
        swapped = after.game.score_change(swap)
        after.game.apply(swap)
        # Only a follow-up that lifts the pair above the best single play is wanted: the
        # search is cut off (``above``) once none left can.
        follow = best_plays(after, level, above=None if best is None else best.points - swapped)
        if not follow:
            continue
        total = swapped + follow[0][2].points(seat)
        if best is None or total > best.points:
            best = Suggestion(box.real(swap), total, (after.real(follow[0][1]),))
    return best


def said_in_order(game: ShuffleGame, plays: Sequence[Action], named: bool = False, hand_said: bool = False) -> tuple[str, ...]:
    """``plays``, made one after another (a suggestion's action and ``then``; a joker swap
    and the play after it), in the player's words (``game.describe``), each as the table
    reads when it is made: a swap's follow-up after the swap (its joker is a letter card)."""
    after = game.clone()
    said = []
    for play in plays:
        said.append(after.describe(play, named, hand_said))
        after.apply(play)
    return tuple(said)


def expert_hint(game: ShuffleGame, action: Action) -> Action | None:
    """The expert's choice as a hint: ending the turn or passing is no play to suggest."""
    return None if isinstance(action, (EndTurn, Pass)) else action


def hint_points(game: ShuffleGame, action: Action) -> int:
    """The S14 score change ``action`` makes at once for the player to act (0: end, pass)."""
    return game.score_change(action)


def _expert_opinion(
    expert: ExpertReview, replay: ShuffleGame, played: ShuffleAction | Line, named: bool = False, hinted_swap: Line = ()
) -> tuple[tuple[str, ...], Measured, tuple[str, ...], Ahead]:
    """What the expert would do at the turn's start (notation): its first action, or a
    joker swap and what it would play after it (``_expert_after_swap``); how much further
    ahead of the others that leaves the player than ``played`` on fresh deals, in the
    expert's own ``outcome`` (None: the same); the same in the player's words (``named``:
    the whole table's, see ``review``); and why it leads further and by how much of a lead (``why_ahead``).
    ``played``: the turn's first action, or its joker swap and the action after it
    (``turn_opening``), weighed as one: like with like, a swap then FJoRDS as the expert
    would play them is the same choice, not a swap the quick policy plays on from.
    ``hinted_swap``: the hint's joker swap and the play after it (``suggest``), weighed as
    one too: the expert's own candidates are the plays that score most at once, so a swap
    was weighed only where the player made it."""
    from wordcards.ai.expert_shuffle import as_line, expert_verdict, outcome, play_outs, standing

    made = as_line(played)
    seat = replay.current
    view = replay.view(seat)
    stream = rng(expert.game.seed, "review", len(replay.actions))
    level = JUNIOR_EXPERT if replay.players[seat].junior else EXPERT  # a junior's: words a child knows
    verdict, box = expert_verdict(
        view, replay.rules, replay.words, replay.players, level, stream, expert.time_cap, expert.clock, include=made,
        also=[hinted_swap] if hinted_swap else [],
    )
    chosen = tuple(box.real(action) for action in as_line(verdict.action))
    if len(chosen) == 1 and isinstance(chosen[0], SwapJoker):
        chosen += (_expert_after_swap(expert, replay, chosen[0], made, level),)

    # Every seat's score at each play-out's end, and at the end of the turn: why it leads further.
    ends: list[list[float]] = []
    turn_ends: list[list[float]] = []

    def measured(game: ShuffleGame, seat: int) -> float:
        ends.append(standing(game))
        return outcome(game, seat, ends[-1])  # the lead ``why_ahead`` reads, and the win bonus

    def fresh(seed: int) -> Callable[[int, ShuffleAction | Line, Check], float]:
        # Counted in what the expert chose by (``outcome``), or the gain shown is not its reason.
        ends.clear()  # the gain returned is the last seed's (``fresh_gain``): its play-outs alone
        turn_ends.clear()
        return play_outs(
            view, replay.rules, replay.words, replay.players, EXPERT, seed, measured, lambda game: turn_ends.append(standing(game))
        )

    def local(line: Line) -> Line:
        return tuple(box.local(action) for action in line)

    gain = fresh_gain(expert, len(replay.actions), local(chosen), local(made), fresh)
    # Said as a turn's plays are ("end" after a swap is no play to name).
    said = said_in_order(replay, [action for action in chosen if not isinstance(action, EndTurn)], named, hand_said=True)
    return tuple(action.notation() for action in chosen), gain, said, why_ahead(gain.gain, ends, seat, turn_ends)


def _expert_after_swap(expert: ExpertReview, replay: ShuffleGame, swap: SwapJoker, made: Line, level: Level) -> ShuffleAction:
    """What the expert would play after its joker ``swap`` (the swap alone scores little:
    its worth is the play it makes possible), asked again on a stream of its own, weighing
    the player's own follow-up too when the player made the same swap (``made``). With a
    time cap of its own, as the gain's measure has: in what the first search left, a
    capped first search left none, and the follow-up named was one nobody weighed."""
    from wordcards.ai.expert_shuffle import as_line, expert_verdict

    after = replay.clone()
    after.apply(swap)
    stream = rng(expert.game.seed, "review-after-swap", len(replay.actions))
    theirs = made[1] if len(made) > 1 and made[0] == swap else None
    view = after.view(after.current)
    verdict, box = expert_verdict(
        view, after.rules, after.words, after.players, level, stream, expert.time_cap, expert.clock, include=theirs
    )
    return box.real(as_line(verdict.action)[0])


def _shuffle_action(action: Action) -> ShuffleAction:
    """A Shuffle game's action, typed as one (its ``apply`` takes no other)."""
    if not isinstance(action, ShuffleAction):
        raise TypeError(f"not a Shuffle action: {action.notation()}")
    return action


def turn_opening(actions: Sequence[ShuffleAction], start: int) -> Line:
    """The turn's first action, at ``start``: with the action after it when it is a joker
    swap (S10), which is made for what it leads to."""
    first = actions[start]
    if isinstance(first, SwapJoker) and start + 1 < len(actions):
        return (first, actions[start + 1])
    return (first,)


def same_but_leaving(chosen: Sequence[ShuffleAction], other: Sequence[ShuffleAction]) -> tuple[str, tuple[str, ...]] | None:
    """Where ``chosen`` is ``other`` but for the order of the letters a take leaves in its
    table words (S8: which of equal cards it takes: INTEREST leaving INTER or INERT), the
    word the take makes and the words it leaves; None where they differ otherwise, or not
    at all. The same word, from the same letters of the same words, for the same points:
    only what is left reads otherwise (and what a later extend or steal of it may make)."""
    if len(chosen) != len(other):
        return None
    found: tuple[str, tuple[str, ...]] | None = None
    for mine, theirs in zip(chosen, other):
        if mine == theirs:
            continue
        if found is not None or not (isinstance(mine, Take) and isinstance(theirs, Take)) or mine.word != theirs.word:
            return None
        if [(s.target, s.letters) for s in mine.sources] != [(s.target, s.letters) for s in theirs.sources]:
            return None
        # A rest is named only where another could be left (moves.TakeOption.explicit).
        leaves = [(a.rest, b.rest) for a, b in zip(mine.sources, theirs.sources) if a.rest != b.rest]
        if any(a is None or b is None for a, b in leaves):
            return None
        found = (mine.word, tuple(str(a) for a, _ in leaves))
    return found


def _expert_same_as(expert: Sequence[str], played: Line, best: Line) -> dict[str, Any]:
    """``TurnReview``'s ``expert_same_as``, ``expert_same_word`` and ``expert_leaves``: the
    expert's choice (notation) as the play made or, else, the best found, but for what its
    take leaves (``same_but_leaving``); none of them where it is neither."""
    chosen = tuple(parse(notation) for notation in expert)
    for which, other in (("played", played), ("best", best)):
        found = same_but_leaving(chosen, other)
        if found is not None:
            return {"expert_same_as": which, "expert_same_word": found[0], "expert_leaves": found[1]}
    return {}


def answer(job: ExpertJob[Line]) -> ExpertAnswer:
    """The expert's opinion of one reviewed turn (``review``'s job), from the game at the
    turn's start (``ExpertJob.position``)."""
    hinted_swap = tuple(_shuffle_action(action) for action in job.hinted_swap)
    with job.position(ShuffleGame) as replay:
        notation, gain, said, ahead = _expert_opinion(ExpertReview(replay, job.time_cap), replay, job.played, job.named, hinted_swap)
    return notation, gain_fields(gain), said, ahead


def review(
    game: ShuffleGame, replay: ShuffleGame, wanted: set[int], expert: ExpertReview | None, step: Step,
    known: Sequence[TurnReview] = (), map: JobMap = map, answered: Answered | None = None,
) -> list[TurnReview]:
    """``known`` is not used: a Shuffle game is reviewed once, at its end.
    Each turn of the seats ``wanted``, replayed on ``replay`` (the game before its first
    action): what was played and the best single play at the turn's start. The turns of
    one seat are said in its words ("from your hand"); of several, in the whole table's
    ("from Bob's hand"): "your" on every player's row read as the reader's.
    With ``expert``, its questions (``ExpertJob``, one a turn) are answered after the
    replay, through ``map`` (``answer``), ``answered`` called after each."""
    named = len(wanted) > 1
    done: list[dict[str, Any]] = []
    jobs: list[ExpertJob] = []
    turns = [0] * len(game.players)
    current: dict[str, Any] | None = None
    ask = expert_jobs(expert)
    actions = [_shuffle_action(action) for action in game.actions]
    for index, action in enumerate(actions):
        seat = replay.current
        if current is None:
            turns[seat] += 1
            current = {"seat": seat, "turn": turns[seat], "played": [], "said": [], "points": 0, "plays": 0, "job": None}
            if seat in wanted:
                best = suggest(replay)  # a junior's: as the hint chooses
                best_line = current["best_line"] = (best.action, *best.then) if best else ()
                current["best_points"] = best.points if best else 0
                current["best_said"] = said_in_order(replay, best_line, named, hand_said=True) if best_line else ()
                if ask is not None:
                    current["job"] = len(jobs)
                    opening = current["opening"] = turn_opening(actions, index)
                    hinted_swap = best_line if len(best_line) > 1 else ()
                    jobs.append(ask(len(replay.actions), seat, opening, named, hinted_swap))
        current["played"].append(action.notation())
        if action.is_play or isinstance(action, Pass):
            current["said"].append(replay.describe(action, named, hand_said=True))
        if seat in wanted and action.is_play:
            current["points"] += hint_points(replay, action)
            current["plays"] += 1
        replay.apply(action)
        step()
        if not action.is_play:
            if seat in wanted:
                current["won"] = won_by(replay, seat)
                done.append(current)
            current = None
    answers = answer_all(map, answer, jobs, answered)
    out: list[TurnReview] = []
    for turn in done:
        seat, best_line = turn["seat"], turn["best_line"]
        notation, (gain, noise, sure), said, (why, lead) = answers[turn["job"]] if turn["job"] is not None else NO_ANSWER
        same_as = _expert_same_as(notation, turn["opening"], best_line) if notation else {}
        out.append(
            TurnReview(
                seat, game.players[seat].name, turn["turn"], None, tuple(turn["played"]), turn["points"],
                tuple(play.notation() for play in best_line), turn["best_points"],
                notation, gain, tuple(turn["said"]), turn["best_said"], said, noise,
                plays_made=turn["plays"], expert_why=why, expert_lead=lead, expert_clear_found=sure, won=turn["won"], **same_as,
            )
        )
    return out

