"""The rummy expert: weighs hard's draw choice against the other pile, and hard's best few
plans for the turn (melds and a discard: the best plan for each way to end the turn), by
playing each forward.

From the player's view only: the cards it has not seen (not in its hand, on the table or
on top of the discard pile) are shuffled from a seeded stream and dealt to the other hands
(by their public sizes), under the top of the discard pile and to the draw pile, giving a
hand in progress consistent with the view (``RummyMatch.from_position``). The others'
turns this hand are public (``RummyView.hand_history``), so a deal can be dealt again until
their last few turns are what hard would have played with the cards it gives them
(``likely_deal``; ``Search.infer_tries``, off as shipped: measured, it did not help): a
deal in which they melded nothing while holding a word, or discarded a card they needed,
is unlikely.

There the candidate is played, and the quick policy (``Level.rummy_search.rollout``) plays
the next turns, to the end of the hand when the end is near: the other seats as it is, the
player's own seat with the player's own judgement of kept cards and discards (the
look-ahead must not undervalue the plans it chooses between by playing them on as someone
else would). The outcome is the hand's score difference to the best other player (when the
hand has not ended: as hard rates each hand, see ``standing``), plus a bonus for winning
when the hand ends the match.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace
from typing import Callable, Sequence

from wordcards.ai.expert import Check, Clock, Verdict, lead, no_limit, weigh
from wordcards.ai.levels import HARD, Level, Search, level_of
from wordcards.ai.rummy import RummyContext, RummyPlan, choose_rummy, unseen_cards, wants_discard
from wordcards.engine.game import Action
from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, Phase, RummyMatch, RummyView
from wordcards.engine.rummy.cards import RummyCard, sort_key
from wordcards.engine.rummy.position import write_position
from wordcards.engine.rummy.scoring import higher_better
from wordcards.engine.seeding import rng as seeded_rng
from wordcards.rulesets import RummyRules
from wordcards.words import WordList

NEAR_THE_END = 6  # with this many cards left to draw or fewer, play forward to the end of the hand
WIN_BONUS = 20.0  # winning the match when the hand ends it: worth this many points more
MAX_ACTIONS = 400  # a safety stop for one simulation
LENGTHS = {
    "target": "target",
    "max_hands": "max_hands",
    "hands": "match_hands",
    "minutes": "minutes",
    "deals": "deals",
}  # option: view field
JUDGE = replace(HARD, name="judge", miss=0.0)  # rates a hand mid-way (``standing``)

Candidate = tuple[Action, ...]  # what the player does now: a draw, or a plan's melds and discard


def plan_actions(plan: RummyPlan) -> Candidate:
    actions: list[Action] = [Meld(m) for m in plan.melds]
    if plan.discard is not None:
        actions.append(Discard(plan.discard))
    return tuple(actions)


@dataclass(frozen=True)
class PastTurn:
    """What another player did in one complete turn this hand (all public)."""

    seat: int
    taken: RummyCard | None  # the card it drew from the discard pile (None: from the draw pile)
    melds: tuple[tuple[RummyCard, ...], ...]
    discard: RummyCard
    top: RummyCard | None  # the top of the discard pile while it played (None: not known)
    deck_draws_since: int  # cards drawn from the draw pile after its draw
    melded_since: frozenset[tuple[RummyCard, ...]]  # words melded in this turn and after it


def past_turns(view: RummyView) -> dict[int, list[PastTurn]]:
    """Each other player's complete turns this hand, the latest first, from the hand's
    public history."""
    tops = view.discard_tops
    done: list[PastTurn] = []
    drew = False  # the turn's draw is in the history (not so for a hand set out mid-turn)
    taken: RummyCard | None = None
    melds: list[tuple[RummyCard, ...]] = []
    top: RummyCard | None = None
    for i, (seat, action) in enumerate(view.hand_history):
        if isinstance(action, (DrawDeck, DrawDiscard)):
            drew = True
            taken = tops[i] if isinstance(action, DrawDiscard) else None
            melds, top = [], tops[i + 1]  # the top while it plays
            if isinstance(action, DrawDeck):
                done = [replace(t, deck_draws_since=t.deck_draws_since + 1) for t in done]
        elif isinstance(action, Meld):
            melds.append(action.cards)
            done = [replace(t, melded_since=t.melded_since | {action.cards}) for t in done]
        elif isinstance(action, Discard):
            if drew and seat != view.seat:
                done.append(PastTurn(seat, taken, tuple(melds), action.card, top, 0, frozenset(melds)))
            drew = False
    turns: dict[int, list[PastTurn]] = {}
    for turn in reversed(done):
        turns.setdefault(turn.seat, []).append(turn)
    return turns


def deal_unseen(
    view: RummyView, rules: RummyRules, stream: random.Random, fits: Callable[[list[Sequence[RummyCard]]], bool] | None = None
) -> dict:
    """A hand in progress consistent with ``view``, the unseen cards dealt from ``stream``.
    ``fits``: redeal (from the same stream) until the others' hands pass it."""
    cards = unseen_cards(view, rules)
    while True:
        unseen = list(cards)
        stream.shuffle(unseen)
        hands: list[Sequence[RummyCard]] = []
        for i, seat in enumerate(view.seats):
            if i == view.seat:
                hands.append(view.hand)
            else:
                hands.append(unseen[: seat.hand_size])
                del unseen[: seat.hand_size]
        if fits is None or fits(hands):
            break
    buried = max(0, view.discard_size - 1)
    discards = unseen[:buried] + ([view.discard_top] if view.discard_top is not None else [])
    del unseen[:buried]
    if len(unseen) != view.draw_pile_size:
        raise ValueError("the view does not add up to the deck")
    return write_position(
        hand_number=view.hand_number,
        first=(view.dealer + 1) % len(view.seats),
        current=view.current,
        phase=view.phase,
        hands=hands,
        table=[seat.table for seat in view.seats],
        draw_pile=unseen,
        discard_pile=discards,
        taken=view.taken_from_discard,
        played=view.played_this_turn,
        totals=[seat.total for seat in view.seats],
    )


MODEL = replace(HARD, name="model", miss=0.0)  # how the others are assumed to play


def held_before(turn: PastTurn, held_after: Sequence[RummyCard]) -> list[RummyCard]:
    """The cards a player held when it began to play ``turn`` (after its draw)."""
    return [*held_after, *(c for m in turn.melds for c in m), turn.discard]


def played_as_seen(
    turn: PastTurn, held_after: Sequence[RummyCard], view: RummyView, rules: RummyRules, words: WordList, junior: bool
) -> bool:
    """Whether a player left holding ``held_after`` by ``turn`` would have played it so, as
    hard. Its hand, the table, the draw pile and the discard pile's top are set back to how
    they were; the other players' hand sizes are taken as they are now (close enough for
    how near the hand's end looks)."""
    held = sorted(held_before(turn, held_after), key=sort_key(rules))
    seats = tuple(  # as they were: its hand before the turn, no word melded since
        replace(
            s, hand_size=len(held) if i == turn.seat else s.hand_size, table=tuple(w for w in s.table if w not in turn.melded_since)
        )
        for i, s in enumerate(view.seats)
    )
    then = replace(
        view, seat=turn.seat, hand=tuple(held), seats=seats, current=turn.seat, phase=Phase.PLAY,
        discard_top=turn.top, draw_pile_size=view.draw_pile_size + turn.deck_draws_since,
        played_this_turn=(), taken_from_discard=turn.taken, hand_history=(),
    )
    plan = RummyContext(then, rules, words, junior, MODEL).plan(then.hand, turn.taken, random.Random(0))
    return plan.discard == turn.discard and set(plan.melds) == set(turn.melds)


def history_fits(
    turns: dict[int, list[PastTurn]], hands: Sequence[Sequence[RummyCard]], depth: int, view: RummyView,
    rules: RummyRules, words: WordList, players: Sequence[Player],
) -> bool:
    """Whether the others' last ``depth`` turns are what hard would have played with the
    hands a deal gives them. Going back a turn takes out the card drawn in it: the one from
    the discard pile, or (from the draw pile: not known) any card of the hand that lets the
    turn before fit."""

    def fits(seat: int, held: list[RummyCard], theirs: list[PastTurn]) -> bool:
        if not theirs:
            return True
        turn = theirs[0]
        if not played_as_seen(turn, held, view, rules, words, players[seat].junior):
            return False
        before = held_before(turn, held)
        if turn.taken is not None:
            if turn.taken not in before:
                return False  # it took that card and has not played it: it holds it
            before.remove(turn.taken)
            return fits(seat, before, theirs[1:])
        if len(theirs) == 1:
            return True
        return any(fits(seat, [c for c in before if c != drawn], theirs[1:]) for drawn in dict.fromkeys(before))

    return all(fits(seat, list(hands[seat]), theirs[:depth]) for seat, theirs in turns.items())


def likely_deal(
    view: RummyView, rules: RummyRules, words: WordList, players: Sequence[Player], search: Search,
    turns: dict[int, list[PastTurn]], stream: random.Random,
) -> dict:
    """A deal of the unseen cards (``deal_unseen``) that the others' latest turns
    (``past_turns(view)``) fit: dealt again, up to ``search.infer_tries`` deals in all, until
    their last ``infer_turns`` turns are what hard would have played with it (the last deal
    is kept if none is)."""
    if search.infer_tries <= 1 or not turns:
        return deal_unseen(view, rules, stream)
    dealt = 0

    def fits(hands: list[Sequence[RummyCard]]) -> bool:
        nonlocal dealt
        dealt += 1
        return dealt >= search.infer_tries or history_fits(turns, hands, search.infer_turns, view, rules, words, players)

    return deal_unseen(view, rules, stream, fits)


def standing(match: RummyMatch) -> list[float]:
    """How each seat's hand stands mid-hand, as hard rates it: the words it has on the table
    this hand (``RummyContext.table_value``), plus hard's value of the best plan for the
    cards it holds (what they score now and may still make). Only the hand's end says
    more; a few turns on, this is the measure the expert compares its candidates by. As
    shipped (``turns=99``) every play-out reaches the hand's end first: this is for a
    search of fewer turns."""
    out = []
    for seat in range(len(match.players)):
        view = match.view(seat)
        ctx = RummyContext(view, match.rules, match.words, match.players[seat].junior, JUDGE)
        out.append(ctx.table_value() + ctx.plan(view.hand, None, random.Random(0)).value)
    return out


def hand_points(match: RummyMatch) -> list[float]:
    """Each seat's points of the hand, higher better: when it ended, what it scored (in
    inverse scoring, R9, the penalty taken as negative); before, ``standing``."""
    if match.results:  # the hand ended
        return higher_better(match.variant, match.results[-1].scores)
    return standing(match)


def outcome(match: RummyMatch, view: RummyView, points: Sequence[float] | None = None) -> float:
    """How the hand stands for the player: its ``lead`` in ``hand_points`` (``points``,
    when already worked out), plus the win bonus when the hand ends the match (what the
    expert chooses by, and the review counts its gain in)."""
    seat = view.seat
    value = lead(hand_points(match) if points is None else points, seat)
    if match.is_over and match.outcome is not None and seat in match.outcome.winners:
        value += WIN_BONUS / len(match.outcome.winners)
    return value


def play_forward(
    match: RummyMatch,
    seat: int,
    turns: int,
    level: Level,
    stream: random.Random,
    own: Level | None = None,
    check: Check = no_limit,
) -> None:
    """Play the next turns of every seat (``seat`` by ``own``, when given; the others by
    ``level``): until the turn has come back to ``seat`` ``turns`` times, or to the end of
    the hand once it is near. ``check`` is called before every action (``expert.time_check``)."""
    came_back = -1 if match.phase is Phase.DRAW and match.current == seat else 0  # this turn's draw is not a return
    for _ in range(MAX_ACTIONS):
        if match.phase not in (Phase.DRAW, Phase.PLAY):
            return
        if match.phase is Phase.DRAW and match.current == seat:
            came_back += 1
            near = len(match.draw_pile) <= NEAR_THE_END or any(len(h) <= 2 for h in match.hands)
            if came_back >= turns and not near:
                return
        check()
        mover = match.current
        view = match.view(mover)
        policy = own if own is not None and mover == seat else level
        match.apply(choose_rummy(view, match.rules, match.words, match.players[mover].junior, policy, stream))


def _melded(ctx: RummyContext, top, rng: random.Random) -> set:
    """The cards hard's best plan would meld at once with the top of the discard pile."""
    plan = ctx.plan(list(ctx.view.hand) + [top], top, rng)
    return {card for meld in plan.melds for card in meld}


def expert_verdict(
    view: RummyView,
    rules: RummyRules,
    words: WordList,
    players: Sequence[Player],
    level: Level,
    rng: random.Random,
    time_cap: float | None = None,
    clock: Clock = time.perf_counter,
    include: Candidate | None = None,
) -> Verdict[Candidate]:
    """The search behind the expert's choice. ``include``: a candidate to weigh too.
    ``time_cap`` counts from the call: finding the candidates (hard's draw weighs 9 hands,
    a one-colour deck's plans explode) uses it up first, the play-outs get what is left."""
    started = clock()
    search = level.rummy_search
    assert search is not None, "only a level with a search looks ahead"
    finder = replace(level, miss=0.0)
    ctx = RummyContext(view, rules, words, players[view.seat].junior, finder)
    if view.phase is Phase.DRAW:
        hard_choice: Action = DrawDiscard() if wants_discard(ctx, rng) else DrawDeck()
        options: list[Candidate] = [(hard_choice,)]
        top = view.discard_top
        if top is not None and (isinstance(hard_choice, DrawDiscard) or top in _melded(ctx, top, rng)):
            # Weighed only when the top card is of use: otherwise hard's draw stands.
            options.append((DrawDeck(),) if isinstance(hard_choice, DrawDiscard) else (DrawDiscard(),))
    elif view.phase is Phase.PLAY:
        plans = ctx.search(view.hand, view.taken_from_discard, rng).plans
        close = [p for p in plans[: search.candidates] if p.value >= plans[0].value - search.margin]
        options = list(dict.fromkeys(plan_actions(p) for p in close))
    else:
        raise ValueError(f"a computer player acts only in its own turn (the phase is {view.phase.value})")
    if include is not None and include not in options:
        options.append(include)
    play_out = play_outs(view, rules, words, players, level, rng.getrandbits(32))
    # A review measures the player's own play (``include``) against the choice: in every deal.
    prune_after = search.prune_after if include is None else None
    left = None if time_cap is None else time_cap - (clock() - started)
    return weigh(options, play_out, search.samples, left, clock, search.confidence, prune_after)


def play_outs(
    view: RummyView,
    rules: RummyRules,
    words: WordList,
    players: Sequence[Player],
    level: Level,
    seed: int,
    measure: Callable[[RummyMatch, RummyView], float] = outcome,
) -> Callable[[int, Candidate, Check], float]:
    """``play_out(sample, candidate, check)``: the ``measure`` (the outcome unless told) for the
    player of ``candidate`` in the ``sample``-th deal from ``seed``, played forward."""
    search = level.rummy_search
    assert search is not None, "only a level with a search looks ahead"
    rollout = level_of(search.rollout)
    own = replace(rollout, keep_for_later=level.keep_for_later, feed_weight=level.feed_weight)
    length = {k: getattr(view, f) for k, f in LENGTHS.items() if getattr(view, f, None) is not None}
    worlds: dict[int, RummyMatch] = {}
    turns = past_turns(view) if search.infer_tries > 1 else {}  # read once, for every deal

    def play_out(sample: int, candidate: Candidate, check: Check = no_limit) -> float:
        world = worlds.get(sample)
        if world is None:
            start = likely_deal(view, rules, words, players, search, turns, seeded_rng(seed, "deal", sample))
            world = worlds[sample] = RummyMatch.from_position(rules, words, players, start, 0, view.variant, **length)
        match = world.clone()
        for action in candidate:
            if match.phase not in (Phase.DRAW, Phase.PLAY):
                break
            match.apply(action)
        play_forward(match, view.seat, search.turns, rollout, seeded_rng(seed, "play", sample), own, check)
        return measure(match, view)

    return play_out


def choose_expert_rummy(
    view: RummyView,
    rules: RummyRules,
    words: WordList,
    players: Sequence[Player],
    level: Level,
    rng: random.Random,
    time_cap: float | None = None,
    clock: Clock = time.perf_counter,
) -> Action:
    return expert_verdict(view, rules, words, players, level, rng, time_cap, clock).action[0]
