"""Seeded random matches of each variant with the real word list. After every action:
all 78 cards once, every table word valid under R4, views leak no hand, save then load
gives an equal match. At the end: the winner by the variant's rule, recomputed here."""

import random
from dataclasses import replace

import pytest
from rummy_helpers import RULES, assert_sound, players

from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, NextHand, Phase, RummyMatch
from wordcards.engine.rummy.position import position_of
from wordcards.words import default_wordlist

REAL = default_wordlist()


def choose(match: RummyMatch, rnd: random.Random):
    options = match.legal_actions()
    if match.phase is Phase.DRAW:
        return DrawDeck() if rnd.random() < 0.75 else rnd.choice(options)
    if match.phase is Phase.PLAY:
        melds = [a for a in options if isinstance(a, Meld)]
        discards = [a for a in options if isinstance(a, Discard)]
        if melds and rnd.random() < 0.6:
            return rnd.choice(melds)
        return rnd.choice(discards or melds)
    return options[0]


def play(match: RummyMatch, rnd: random.Random, save_every: int) -> RummyMatch:
    steps = 0
    taken: set = set()  # the cards seen drawn from the discard pile this hand
    while not match.is_over:
        action = choose(match, rnd)
        assert match.check(action) is None
        if isinstance(action, DrawDiscard):
            taken.add(match.discard_pile[-1])
        elif isinstance(action, NextHand):
            taken = set()
        match.apply(action)
        steps += 1
        assert_sound(match)
        view = match.view(match.current)
        assert sum(s.hand_size for s in view.seats) == sum(len(h) for h in match.hands)
        assert view.hand == match.hand(match.current)
        shown = repr(replace(view, results=()))  # finished hands are shown to all, as at a table
        leaked = {c for i, h in enumerate(match.hands) if i != match.current for c in h if repr(c) in shown}
        assert leaked <= taken  # everyone saw those taken
        assert view.taken_openly() == taken
        if steps % save_every == 0 or match.phase is not Phase.PLAY:  # a full replay each time
            assert RummyMatch.from_json(match.to_json(), REAL) == match
        assert steps < 5000, "the match does not end"
    assert RummyMatch.from_json(match.to_json(), REAL) == match
    return match


@pytest.mark.parametrize("seed, n, target, save_every", [(1, 2, 60, 1), (2, 3, 60, 1), (3, 5, 60, 1), (8, 2, 150, 10)])
def test_R7_random_standard_matches(seed, n, target, save_every):
    match = RummyMatch.new(RULES, REAL, players(n), seed, variant="standard", target=target)
    play(match, random.Random(seed), save_every)
    totals = [0] * n
    for result in match.results:
        assert max(totals) < target, "the match went on after the target was reached"
        for seat, score in enumerate(result.scores):
            assert score.points == sum(len(w.cards) ** 2 for w in score.table) + score.arrangement.score
            totals[seat] += score.points
    assert max(totals) >= target and list(match.outcome.totals) == totals
    assert match.outcome.winners == tuple(i for i in range(n) if totals[i] == max(totals))


@pytest.mark.parametrize("seed, n", [(4, 2), (5, 4), (9, 6)])
def test_R8_random_advanced_matches(seed, n):
    match = play(RummyMatch.new(RULES, REAL, players(n), seed, variant="advanced", hands=3), random.Random(seed), 1)
    assert len(match.results) == 3
    primary, tally = [0] * n, [0] * n
    filled = [set() for _ in range(n)]
    for result in match.results:  # the pad, recomputed in play order
        for seat, score in enumerate(result.scores):
            for word in score.table:
                row = min(len(word.cards), 8)
                if row in filled[seat]:
                    tally[seat] += 1
                else:
                    filled[seat].add(row)
                    primary[seat] += len(word.cards) ** 2
    assert list(match.outcome.totals) == primary and list(match.outcome.secondary) == tally
    best = max(zip(primary, tally))
    assert match.outcome.winners == tuple(i for i in range(n) if (primary[i], tally[i]) == best)


@pytest.mark.parametrize("seed, n", [(6, 2), (7, 8), (10, 3)])
def test_R9_random_inverse_matches(seed, n):
    match = play(RummyMatch.new(RULES, REAL, players(n), seed, variant="inverse", deals=3), random.Random(seed), 1)
    assert len(match.results) == 3
    totals = [0] * n
    for result in match.results:
        for seat, score in enumerate(result.scores):
            totals[seat] += sum(RULES.value(c.letter) for c in score.hand)
    assert list(match.outcome.totals) == totals
    assert match.outcome.winners == tuple(i for i in range(n) if totals[i] == min(totals))


def test_R8_random_timed_match_ends_when_time_is_up_after_the_hand():
    now = [0.0]
    match = RummyMatch.new(RULES, REAL, players(3), 12, variant="advanced", minutes=2, clock=lambda: now[0])
    rnd = random.Random(12)
    while not match.is_over:
        now[0] += 0.5  # every action takes half a second
        hand = match.hand_number
        action = choose(match, rnd)
        match.apply(action)
        assert_sound(match)
        if match.phase is Phase.HAND_OVER:
            assert RummyMatch.from_json(match.to_json(), REAL) == match
    last = match.actions[-1]
    assert last.notation().startswith("time-up ") and last.elapsed >= 120
    assert all(a.elapsed < 120 for a in match.actions if a.notation().startswith("next"))
    assert len(match.results) == hand >= 2  # the hand in progress was finished
    assert RummyMatch.from_json(match.to_json(), REAL) == match


def hand_in_progress(match: RummyMatch) -> tuple:
    """What a position holds: the hand's cards where they lie, whose turn, the totals."""
    return (
        match.hand_number, match.first, match.current, match.phase, match.hands, match.table,
        match.draw_pile, match.discard_pile, match.taken, match.turn_melds, match.totals,
    )


@pytest.mark.parametrize("variant, seed", [("standard", 11), ("inverse", 12)])
def test_position_of_writes_the_hand_in_progress_that_from_position_reads(variant, seed):
    options = {"target": 60} if variant == "standard" else {"deals": 2}
    match = RummyMatch.new(RULES, REAL, players(3), seed, variant=variant, **options)
    rnd = random.Random(seed)
    checked = 0
    while not match.is_over:
        if match.phase in (Phase.DRAW, Phase.PLAY):
            start = position_of(match)
            again = RummyMatch.from_position(RULES, REAL, match.players, start, 0, variant, **options)
            assert hand_in_progress(again) == hand_in_progress(match)
            checked += 1
        match.apply(choose(match, rnd))
    assert checked > 20 and len(match.results) >= 2  # later hands too: totals, first seat, melds this turn


def test_position_of_refuses_an_advanced_match():
    match = RummyMatch.new(RULES, REAL, players(2), 1, variant="advanced", hands=2)
    with pytest.raises(ValueError, match="pads"):
        position_of(match)
