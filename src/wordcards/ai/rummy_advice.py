"""The ai layer's part for Word Rummy, as the registry names it (``wordcards.games``): the
computer's next action, the hint, what a meld scores at once, and the after-game review.

A meld's points are the engine's (``RummyMatch.score_change``: R7 length squared, R8 the
Primary it adds, R9 the penalty it takes out of the hand); draws and discards score nothing
at once. The advice's choice of melds also counts R8's tally marks, each as the computer
rates one (``rummy.pad_worth``). The computer's own weighing of a meld
(``RummyContext.meld_value``) only ranks."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Callable, NamedTuple, Sequence

from wordcards.ai import rummy as rummy_ai
from wordcards.ai.adviser import (
    ADVISER, Ahead, Answered, JUNIOR_ANY, JUNIOR_EXPERT, NO_ANSWER, ExpertAnswer, ExpertJob, ExpertReview, JobMap, Step, TurnReview,
    Measured, Suggestion, Won, answer_all, expert_jobs, for_junior, fresh_gain, gain_fields, why_ahead, won_by,
)
from wordcards.ai.expert import Check
from wordcards.ai.levels import EXPERT, Level
from wordcards.ai.plan_words import MELD_NOTHING
from wordcards.engine.game import Action
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, Phase, RummyCard, RummyMatch, RummyView, options
from wordcards.engine.rummy.scoring import hand_tallies, higher_better
from wordcards.engine.seeding import rng


def choose(
    game: RummyMatch, seat: int, level: Level, stream: random.Random, time_cap: float | None, clock: Callable[[], float]
) -> Action:
    """The computer's next action in ``seat`` (its turn), from that seat's view only;
    between hands, the deal of the next hand."""
    seen = game.view(seat)
    if seen.phase is Phase.HAND_OVER:
        return game.legal_actions()[0]
    if level.rummy_search is not None:
        from wordcards.ai.expert_rummy import choose_expert_rummy

        return choose_expert_rummy(seen, game.rules, game.words, game.players, level, stream, time_cap, clock)
    return rummy_ai.choose_rummy(seen, game.rules, game.words, game.players[seat].junior, level, stream)


class Planned(NamedTuple):
    """The plan the hint melds (``best_plan``), the level of the words it was found with, and
    what the one meld of those words that scores most would score alone (0: none): the plan
    is worth saying whole only when it scores more."""

    plan: rummy_ai.RummyPlan
    level: Level
    single_most: int


def best_plan(game: RummyMatch, level: Level = ADVISER) -> rummy_ai.RummyPlan:
    """The adviser's plan for the hand of the player to act (after the draw): the melds
    that score most together this turn, as the variant scores them (R7 length squared
    each, R8 the Primary they add and their tally marks, ``melds_worth``, R9 the penalty
    they shed: several short words can make more than the longest, which may use their
    cards), the adviser's judgement choosing among equals and the discard. Longest
    first: R8 counts a word longer than 8 in the 8 row, and the longer one should fill
    it. Hard's own plan may keep a word back for a longer one; that is the expert's to
    weigh (the review's expert line)."""
    return planned(game, level).plan


def planned(game: RummyMatch, level: Level = ADVISER) -> Planned:
    """``best_plan`` at ``level``, and what the one meld of its words that scores most would
    score alone, both from one search of the hand's melds."""
    view = game.view(game.current)

    def points(melds: tuple[tuple[RummyCard, ...], ...]) -> float:
        return melds_worth(game, _longest_first(melds))

    plan, single_most = _context(game, level).plan_scoring_most(
        view.hand, view.taken_from_discard, _stream(game), points, lambda meld: game.melds_points([meld])
    )
    return Planned(replace(plan, melds=_longest_first(plan.melds)), level, single_most)


def _context(game: RummyMatch, level: Level) -> rummy_ai.RummyContext:
    """The advice's view of the player to act, at ``level`` (a junior's: their words and lengths)."""
    seat = game.current
    return rummy_ai.RummyContext(game.view(seat), game.rules, game.words, game.players[seat].junior, level)


def _stream(game: RummyMatch) -> random.Random:
    return rng(game.seed, "hint", len(game.actions))


def melds_worth(game: RummyMatch, melds: Sequence[Sequence[RummyCard]]) -> float:
    """What these melds, put down in this order by the player to act, add: the engine's
    points and, in advanced (R8), each tally mark as the computer rates one (a tally is
    the tie-break: in a match's last hand it can win it, and "discard V" beside a free
    tally read as a hint that missed it)."""
    return rummy_ai.pad_worth(game.melds_points(melds), game.melds_tallies(melds))


def _longest_first(melds: Sequence[tuple[RummyCard, ...]]) -> tuple[tuple[RummyCard, ...], ...]:
    """The melds in the order that scores most (R8: in a row the first word fills the
    Primary); ties in their own order."""
    return tuple(sorted(melds, key=len, reverse=True))


def hint(game: RummyMatch) -> Action | None:
    """The action ``suggest`` names first (None between hands)."""
    found = suggest(game)
    return None if found is None else found.action


def suggest(game: RummyMatch) -> Suggestion | None:
    """In the draw phase the pile to draw from; then the meld of the hint's plan
    (``hint_plan``: the melds that score most together this turn) that scores most,
    so that the hints of a turn play that plan; or the card to discard when no meld is
    found; None between hands. When the plan has more melds and they score more
    together than the best single meld would (ECHO 16, where HOC and TEE make 18), the
    rest of it (``Suggestion.then``, in the order to play them) and the total: the hint
    says the plan, and keeps it (app/hint_promises.py)."""
    view = game.view(game.current)
    if view.phase is Phase.DRAW:
        return Suggestion(draw_hint(game), 0)
    if view.phase is not Phase.PLAY:
        return None
    found = hint_plan(game)
    plan = found.plan
    if not plan.melds:
        return Suggestion(Discard(plan.discard), 0) if plan.discard is not None else None
    # Of equal ones, the first in sorted order (max keeps the first of equals).
    first = max(sorted(plan.melds), key=lambda m: melds_worth(game, [m]))
    rest = list(plan.melds)
    rest.remove(first)  # the rest in the plan's order
    line = [first, *rest]
    so_far = [game.melds_points(line[:made]) for made in range(len(line) + 1)]  # R8: each after those before
    if rest and so_far[-1] > found.single_most:
        step_points = tuple(after - before for before, after in zip(so_far, so_far[1:]))
        return Suggestion(Meld(first), so_far[-1], tuple(Meld(m) for m in rest), step_points)
    return Suggestion(Meld(first), game.score_change(Meld(first)))


def draw_hint(game: RummyMatch) -> Action:
    """The pile the hint advises drawing from (its draw phase): the adviser's draw decision,
    hard's, from the view of the player to act."""
    seat = game.current
    return rummy_ai.choose_rummy(game.view(seat), game.rules, game.words, game.players[seat].junior, ADVISER, _stream(game))


def _draw_said(game: RummyMatch, action: Action, advised: Action) -> str:
    """The turn's draw (``game`` before it) in the engine's words and, where the hint would
    have drawn from the other pile (``advised``), that draw: "draw from the draw pile (the hint would have
    taken U (blue) from the discard pile)". Worded as what the hint would have done, since
    the player may never have asked for it (play-test r34b read "(hint: ...)" as advice ignored)."""
    said = game.describe(action)
    if type(advised) is type(action) or not isinstance(advised, (DrawDeck, DrawDiscard)):
        return said
    return f"{said} (the hint would have {game.describe_draw_done(advised)})"


class OtherDraw(NamedTuple):
    """The hint's draw from the discard pile (notation), where the turn drew from the draw
    pile, and the plan the hint would have melded after it (``best_plan``): its melds, its
    points, the draw and the melds in the players' words, its pad notes and tally marks (R8)."""

    draw: str
    plan: rummy_ai.RummyPlan
    points: int
    said: tuple[str, ...]
    pad: tuple[str, ...]
    tallies: int


def other_draw(game: RummyMatch, action: Action, advised: Action) -> OtherDraw | None:
    """Where the turn (``game`` before its draw ``action``) drew from the draw pile and the
    hint would have taken the discard, what that card would have let the player meld at
    once (play-test h46: MIRE for 16 with R, where the draw pile's card made EM for 4, and
    the review said "no play found that would have scored more"). Not the other way round:
    the draw pile's card was hidden from the hint too. Nor in inverse: there a meld's points
    are the penalty it sheds, and the discard's own value counts once melded where the draw
    pile's card kept in hand is never charged, so more points can leave a worse hand."""
    if not (isinstance(action, DrawDeck) and isinstance(advised, DrawDiscard)) or options.counts_deals(game.variant):
        return None
    other = game.clone()
    other.apply(advised)
    plan = hint_plan(other).plan
    said = (game.describe(advised), *(other.describe(Meld(m)) for m in plan.melds))
    return OtherDraw(
        advised.notation(), plan, other.melds_points(plan.melds), said, other.melds_pad_notes(plan.melds), other.melds_tallies(plan.melds)
    )


def hint_plan(game: RummyMatch) -> Planned:
    """The plan the hint melds (``planned``). A junior's: the plan of ``for_junior``'s words,
    scored as the turn's melds together; with no meld of any words, the adviser's discard."""
    if not game.players[game.current].junior:
        return planned(game)

    def best(level: Level) -> tuple[Planned, float] | None:
        found = planned(game, level)
        return (found, melds_worth(game, found.plan.melds)) if found.plan.melds else None

    # Its discard when no meld offered a child's words.
    return for_junior(best) or planned(game, JUNIOR_ANY)


def expert_hint(game: RummyMatch, action: Action) -> Action | None:
    """The expert's choice as a hint: every rummy action is worth suggesting."""
    return action


def hint_points(game: RummyMatch, action: Action) -> int:
    """A meld's points as the engine scores them (``RummyMatch.score_change``; inverse, R9:
    the penalty it takes out of the hand); 0 for draws and discards."""
    return game.score_change(action)


def _expert_opinion(
    expert: ExpertReview, replay: RummyMatch, played: tuple[Action, ...]
) -> tuple[tuple[str, ...], Measured, tuple[str, ...], Ahead]:
    """After the draw: the expert's melds and discard (notation), how much further ahead
    of the others they leave the player than ``played`` on fresh deals, in the expert's
    own ``outcome`` (None: the same, or nothing played), its actions in the player's
    words, and why it leads further and by how much of a lead (``why_ahead``)."""
    from wordcards.ai.expert_rummy import expert_verdict, hand_points, outcome, play_outs

    seat = replay.current
    view = replay.view(seat)
    stream = rng(expert.game.seed, "review", len(replay.actions))
    level = JUNIOR_EXPERT if replay.players[seat].junior else EXPERT  # a junior's: words a child knows
    verdict = expert_verdict(
        view, replay.rules, replay.words, replay.players, level, stream, expert.time_cap, include=played or None
    )
    chosen = tuple(verdict.action)
    said = tuple(replay.describe(a) for a in chosen)
    if not any(isinstance(a, Meld) for a in chosen):
        # "discard J" alone, beside a turn that melded, reads as if the expert agreed.
        said = (*said, MELD_NOTHING)

    ends: list[list[float]] = []  # every seat's points of the hand at each play-out's end: why it leads further

    def measured(match: RummyMatch, seen: RummyView) -> float:
        ends.append(hand_points(match))
        return outcome(match, seen, ends[-1])  # the lead ``why_ahead`` reads, and the win bonus

    def fresh(seed: int) -> Callable[[int, tuple[Action, ...], Check], float]:
        # Counted in what the expert chose by (``outcome``), as the Shuffle review counts its gain.
        ends.clear()  # the gain returned is the last seed's (``fresh_gain``): its play-outs alone
        return play_outs(view, replay.rules, replay.words, replay.players, EXPERT, seed, measured)

    # A turn with no play after the draw (the hand ended) has nothing to measure against.
    same = sorted(a.notation() for a in chosen) == sorted(a.notation() for a in played)  # melds in another order: the same plan
    gain = fresh_gain(expert, len(replay.actions), chosen, played, fresh) if played and not same else Measured()
    return tuple(a.notation() for a in chosen), gain, said, why_ahead(gain.gain, ends, seat)


def answer(job: ExpertJob[tuple[Action, ...]]) -> ExpertAnswer:
    """The expert's opinion of one reviewed turn after its draw (``review``'s job), from
    the match there (``ExpertJob.position``)."""
    with job.position(RummyMatch) as replay:
        notation, gain, said, ahead = _expert_opinion(ExpertReview(replay, job.time_cap), replay, job.played)
    return notation, gain_fields(gain), said, ahead


def review(
    game: RummyMatch, replay: RummyMatch, wanted: set[int], expert: ExpertReview | None, step: Step,
    known: Sequence[TurnReview] = (), map: JobMap = map, answered: Answered | None = None,
) -> list[TurnReview]:
    """Each turn of the seats ``wanted``, replayed on ``replay`` (the match before its
    first action): what was played and the melds that score most together after the draw
    (``best_plan``). The turns of ``known`` (an earlier review of this match) are taken as
    they were, not searched again. With ``expert``, its questions (``ExpertJob``, one a
    turn after its draw) are answered after the replay, through ``map`` (``answer``),
    ``answered`` called after each."""
    closed: list[TurnReview | dict[str, Any]] = []  # known turns as they were; the others to build
    jobs: list[ExpertJob] = []
    reviewed = {(turn.seat, turn.turn): turn for turn in known}
    turns = [0] * len(game.players)
    current: dict[str, Any] | None = None
    actions = game.actions
    ask = expert_jobs(expert)

    def close() -> None:
        if current is not None and current["seat"] in wanted:
            seat = current["seat"]
            closed.append(reviewed.get((seat, turns[seat]), current))

    for done, action in enumerate(actions):
        seat = replay.current
        if isinstance(action, (DrawDeck, DrawDiscard)):
            turns[seat] += 1
            # Only the turns reviewed now are looked at: one taken from ``known`` keeps its
            # words, its plays are not said nor scored again (another's are not shown).
            unreviewed = seat in wanted and (seat, turns[seat]) not in reviewed
            advised = draw_hint(replay) if unreviewed else action
            current = {
                "seat": seat, "turn": turns[seat], "unreviewed": unreviewed,
                "played": [], "said": [_draw_said(replay, action, advised)] if unreviewed else [], "points": 0, "best": None, "best_points": 0, "best_said": (),
                "hand": replay.hand_number, "job": None, "pad": [], "best_pad": (),
                "tallies": 0, "best_tallies": 0, "plays": 0, "other_draw": other_draw(replay, action, advised), "best_draw": (),
            }
        if current is not None and current["unreviewed"]:
            current["played"].append(action.notation())
            if isinstance(action, (Meld, Discard)):  # the discard too: the expert's choice names one
                current["said"].append(replay.describe(action))
            if isinstance(action, Meld):
                current["points"] += replay.score_change(action)
                current["pad"] += replay.melds_pad_notes([action.cards])
                current["tallies"] += replay.melds_tallies([action.cards])
                current["plays"] += 1
        replay.apply(action)  # every action, a known turn's too: the turns after it start from it
        step()
        if current is not None and isinstance(action, (DrawDeck, DrawDiscard)) and current["unreviewed"]:
            # The plan the hint melds (a junior's: words a child knows).
            plan = current["best"] = hint_plan(replay).plan
            current["best_points"] = replay.melds_points(plan.melds)  # in order: R8's second word of a length is a tally
            current["best_said"] = tuple(replay.describe(Meld(m)) for m in plan.melds)
            current["best_pad"] = replay.melds_pad_notes(plan.melds)
            current["best_tallies"] = replay.melds_tallies(plan.melds)
            _best_after_the_other_draw(current)
            if ask is not None and replay.phase is Phase.PLAY:
                current["job"] = len(jobs)
                jobs.append(ask(len(replay.actions), seat, _rest_of_turn(actions, done + 1)))
        if current is not None and (isinstance(action, Discard) or replay.phase is not Phase.PLAY):
            current["won"] = what_the_turn_won(replay, current["seat"])
            close()
            current = None
    answers = answer_all(map, answer, jobs, answered)
    return [turn if isinstance(turn, TurnReview) else _turn_review(game, turn, answers) for turn in closed]


def what_the_turn_won(match: RummyMatch, seat: int) -> Won:
    """What the turn ``seat`` just made won: "match" (it went out, ending the match with
    ``seat`` among its winners), else "hand" (best in the hand it ended), else "". A last hand the empty
    draw pile ended won nothing by the turn, though its player wins the match (play-test
    h51, docs/decisions/ai.md): the turn ends the hand whatever it plays (R6)."""
    if not went_out(match, seat):
        return ""
    if won_by(match, seat):
        return "match"
    return "hand" if _best_in_the_hand(match, seat) else ""


def went_out(match: RummyMatch, seat: int) -> bool:
    """Whether ``seat`` ended the hand just now by going out, not the draw pile running out."""
    if not match.results or match.results[-1].number != match.hand_number:  # not ended (time up)
        return False
    return not match.results[-1].scores[seat].hand


def _best_in_the_hand(match: RummyMatch, seat: int) -> bool:
    """Whether ``seat``, who went out, is best in the hand just ended by the variant's own
    measure, a tie too: R7 most points, R9 least penalty, R8 most Primary gained, then most
    tallies, and more than nothing (a hand where no one gained anything is won by no one).
    docs/decisions/ai.md."""
    scores = match.results[-1].scores
    if match.variant == "advanced":
        gains = [(score.points, hand_tallies(score)) for score in scores]
        return gains[seat] == max(gains) and gains[seat] > (0, 0)
    points = higher_better(match.variant, scores)  # R9: the least penalty best
    return points[seat] == max(points)


def _best_after_the_other_draw(turn: dict[str, Any]) -> None:
    """Where the hint's draw (``other_draw``) would have let the player meld more at once,
    the turn's "most at once" is that draw and its plan: a player reads "same as played"
    as "you did your best" (docs/decisions/ai.md)."""
    other: OtherDraw | None = turn["other_draw"]
    if other is None or other.points <= turn["best_points"]:
        return
    turn["best"], turn["best_points"], turn["best_draw"] = other.plan, other.points, (other.draw,)
    turn["best_said"], turn["best_pad"], turn["best_tallies"] = other.said, other.pad, other.tallies


def _turn_review(game: RummyMatch, turn: dict[str, Any], answers: list[ExpertAnswer]) -> TurnReview:
    """A turn ``review`` replayed, with the expert's answer to its job (if it was asked)."""
    seat, plan = turn["seat"], turn["best"]
    notation, (gain, noise, sure), said, (why, lead) = answers[turn["job"]] if turn["job"] is not None else NO_ANSWER
    return TurnReview(
        seat, game.players[seat].name, turn["turn"], turn["hand"], tuple(turn["played"]),
        turn["points"], (*turn["best_draw"], *(Meld(m).notation() for m in plan.melds)) if plan else (),
        turn["best_points"], notation, gain, tuple(turn["said"]), turn["best_said"], said, noise,
        round_word=options.round_word(game.variant), points_shed=options.counts_deals(game.variant),
        played_pad=tuple(turn["pad"]), best_pad=turn["best_pad"], pad_scored=game.variant == "advanced",
        played_tallies=turn["tallies"], best_tallies=turn["best_tallies"], plays_made=turn["plays"], expert_why=why, expert_lead=lead, expert_clear_found=sure,
        won=turn.get("won", ""),
    )


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
